import type { Storedesk } from '@storedesk/client';
import type { StoreGetRegionsParams } from '@storedesk/contract';
import { regionKeys, type QueryScope } from '../../keys.js';
import { clientQuery, useClientQuery, type ReadOptions, type Store } from '../helpers.js';

type R = Store['regions'];

export const regionsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: StoreGetRegionsParams,
) => clientQuery(regionKeys.list(scope, query), (o) => client.store.regions.list(query, o));

export function useRegions(query?: StoreGetRegionsParams, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => regionsQueryOptions(c.client, c.scope, query), options);
}

export const regionQueryOptions = (client: Storedesk, scope: QueryScope, id: string) =>
  clientQuery(regionKeys.detail(scope, id), (o) => client.store.regions.retrieve(id, undefined, o));

export function useRegion(id: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => regionQueryOptions(c.client, c.scope, id), options);
}
