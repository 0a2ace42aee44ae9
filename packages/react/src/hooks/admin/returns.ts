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

// Returns; receiving or cancelling one also refreshes the orders. `admin.orders.receiveReturn` and
// `cancelReturn` are the same calls.

type R = Admin['returns'];

export const adminReturnKeys = queryKeysFactory('admin_returns');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminReturnKeys, scope, id),
  adminOrderKeys.all(scope),
];

export const adminReturnsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminReturnKeys.list(scope, query), (o) => client.admin.returns.list(query, o));

export function useAdminReturns(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminReturnsQueryOptions(c.client, c.scope, query), options);
}

export const adminReturnQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminReturnKeys, scope, id, query), (o) =>
    client.admin.returns.retrieve(id, query, o),
  );

export function useAdminReturn(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminReturnQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateReturn(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.returns.create(body);
  return useClientMutation(
    run,
    (scope) => [adminReturnKeys.lists(scope), adminOrderKeys.all(scope)],
    options,
  );
}

export function useAdminUpdateReturn(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.returns.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteReturn(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.returns.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ items: [{ item_id, quantity }], refund? }`. */
export function useAdminReceiveReturn(
  id: string,
  options?: WriteOptions<R['receive'], Arg<R['receive'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['receive'], 1>) =>
    client.admin.returns.receive(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminCancelReturn(id: string, options?: WriteOptions<R['cancel'], void>) {
  const run = (client: Storedesk) => client.admin.returns.cancel(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
