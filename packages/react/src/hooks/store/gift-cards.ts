import type { Storedesk } from '@storedesk/client';
import { giftCardKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type ReadOptions, type Store } from '../helpers.js';

type R = Store['giftCards'];

export const giftCardQueryOptions = (client: Storedesk, scope: QueryScope, code: string) =>
  clientQuery(giftCardKeys.detail(scope, code), (o) => client.store.giftCards.retrieve(code, o));

export function useGiftCard(code: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => giftCardQueryOptions(c.client, c.scope, code), options);
}
