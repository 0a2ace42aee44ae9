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
import { adminCustomerGroupKeys } from './customer-groups.js';

type R = Admin['customers'];

export const adminCustomerKeys = queryKeysFactory('admin_customers');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminCustomerKeys, scope, id),
  adminCustomerGroupKeys.all(scope),
];

export const adminCustomersQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminCustomerKeys.list(scope, query), (o) => client.admin.customers.list(query, o));

export function useAdminCustomers(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminCustomersQueryOptions(c.client, c.scope, query), options);
}

export const adminCustomerQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminCustomerKeys, scope, id, query), (o) =>
    client.admin.customers.retrieve(id, query, o),
  );

export function useAdminCustomer(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminCustomerQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateCustomer(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.customers.create(body);
  return useClientMutation(run, (scope) => [adminCustomerKeys.lists(scope)], options);
}

export function useAdminUpdateCustomer(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.customers.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteCustomer(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.customers.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
