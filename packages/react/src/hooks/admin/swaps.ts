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
import { adminOrderKeys } from './orders.js';

// Swaps by id. The lifecycle (`useAdminCreateSwap(orderId)`, ...) is in `orders.ts`, as on the
// client.

type R = Admin['swaps'];

export const adminSwapKeys = queryKeysFactory('admin_swaps');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminSwapKeys, scope, id),
  adminOrderKeys.all(scope),
];

export const adminSwapsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminSwapKeys.list(scope, query), (o) => client.admin.swaps.list(query, o));

export function useAdminSwaps(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminSwapsQueryOptions(c.client, c.scope, query), options);
}

export const adminSwapQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminSwapKeys, scope, id, query), (o) =>
    client.admin.swaps.retrieve(id, query, o),
  );

export function useAdminSwap(id: string, query?: FindParams, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => adminSwapQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateStandaloneSwap(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.swaps.create(body);
  return useClientMutation(
    run,
    (scope) => [adminSwapKeys.lists(scope), adminOrderKeys.all(scope)],
    options,
  );
}

export function useAdminUpdateSwap(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) => client.admin.swaps.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteSwap(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.swaps.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
