import type { FindParams, ListQuery, Storedesk } from '@storedesk/client';
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
import { adminCustomerKeys } from './customers.js';

type R = Admin['customerGroups'];

export const adminCustomerGroupKeys = queryKeysFactory('admin_customer_groups');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminCustomerGroupKeys, scope, id),
  adminCustomerKeys.lists(scope),
];

export const adminCustomerGroupsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminCustomerGroupKeys.list(scope, query), (o) =>
    client.admin.customerGroups.list(query, o),
  );

export function useAdminCustomerGroups(
  query?: Arg<R['list'], 0>,
  options?: ReadOptions<R['list']>,
) {
  return useClientQuery((c) => adminCustomerGroupsQueryOptions(c.client, c.scope, query), options);
}

export const adminCustomerGroupQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminCustomerGroupKeys, scope, id, query), (o) =>
    client.admin.customerGroups.retrieve(id, query, o),
  );

export function useAdminCustomerGroup(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminCustomerGroupQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateCustomerGroup(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.customerGroups.create(body);
  return useClientMutation(run, (scope) => [adminCustomerGroupKeys.lists(scope)], options);
}

export function useAdminUpdateCustomerGroup(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.customerGroups.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteCustomerGroup(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.customerGroups.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Under the group's detail, so adding or removing customers refreshes it. */
export const adminCustomerGroupCustomersQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: ListQuery,
) =>
  clientQuery([...adminCustomerGroupKeys.detail(scope, id), 'customers', query ?? {}], (o) =>
    client.admin.customerGroups.listCustomers(id, query, o),
  );

export function useAdminCustomerGroupCustomers(
  id: string,
  query?: ListQuery,
  options?: ReadOptions<R['listCustomers']>,
) {
  return useClientQuery(
    (c) => adminCustomerGroupCustomersQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

/** Variables `{ customer_ids: [{ id }] }`. */
export function useAdminAddCustomersToCustomerGroup(
  id: string,
  options?: WriteOptions<R['addCustomers'], Arg<R['addCustomers'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addCustomers'], 1>) =>
    client.admin.customerGroups.addCustomers(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ customer_ids: [{ id }] }`. */
export function useAdminRemoveCustomersFromCustomerGroup(
  id: string,
  options?: WriteOptions<R['removeCustomers'], Arg<R['removeCustomers'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['removeCustomers'], 1>) =>
    client.admin.customerGroups.removeCustomers(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
