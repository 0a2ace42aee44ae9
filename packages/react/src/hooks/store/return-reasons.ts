import type { Storedesk } from '@storedesk/client';
import { returnReasonKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type ReadOptions, type Store } from '../helpers.js';

type R = Store['returnReasons'];

export const returnReasonsQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery(returnReasonKeys.list(scope), (o) => client.store.returnReasons.list(o));

export function useReturnReasons(options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => returnReasonsQueryOptions(c.client, c.scope), options);
}

export const returnReasonQueryOptions = (client: Storedesk, scope: QueryScope, id: string) =>
  clientQuery(returnReasonKeys.detail(scope, id), (o) =>
    client.store.returnReasons.retrieve(id, o),
  );

export function useReturnReason(id: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => returnReasonQueryOptions(c.client, c.scope, id), options);
}
