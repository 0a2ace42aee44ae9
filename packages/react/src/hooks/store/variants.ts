import type { ListQuery, Storedesk } from '@storedesk/client';
import { variantKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type ReadOptions, type Store } from '../helpers.js';

type R = Store['variants'];

export const variantsQueryOptions = (client: Storedesk, scope: QueryScope, query?: ListQuery) =>
  clientQuery(variantKeys.list(scope, query), (o) => client.store.variants.list(query, o));

export function useVariants(query?: ListQuery, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => variantsQueryOptions(c.client, c.scope, query), options);
}

export const variantQueryOptions = (client: Storedesk, scope: QueryScope, id: string) =>
  clientQuery(variantKeys.detail(scope, id), (o) => client.store.variants.retrieve(id, o));

export function useVariant(id: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => variantQueryOptions(c.client, c.scope, id), options);
}
