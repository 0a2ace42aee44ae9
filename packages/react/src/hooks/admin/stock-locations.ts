import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

type R = Admin['stockLocations'];

export const adminStockLocationKeys = queryKeysFactory('admin_stock_locations');

const touched = (scope: QueryScope, id: string) =>
  listsAndDetail(adminStockLocationKeys, scope, id);

export const adminStockLocationsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminStockLocationKeys.list(scope, query), (o) =>
    client.admin.stockLocations.list(query, o),
  );

export function useAdminStockLocations(
  query?: Arg<R['list'], 0>,
  options?: ReadOptions<R['list']>,
) {
  return useClientQuery((c) => adminStockLocationsQueryOptions(c.client, c.scope, query), options);
}

export const adminStockLocationQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminStockLocationKeys, scope, id, query), (o) =>
    client.admin.stockLocations.retrieve(id, query, o),
  );

export function useAdminStockLocation(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminStockLocationQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateStockLocation(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.stockLocations.create(body);
  return useClientMutation(run, (scope) => [adminStockLocationKeys.lists(scope)], options);
}

export function useAdminUpdateStockLocation(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.stockLocations.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteStockLocation(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.stockLocations.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
