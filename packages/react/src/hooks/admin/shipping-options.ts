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

type R = Admin['shippingOptions'];

export const adminShippingOptionKeys = queryKeysFactory('admin_shipping_options');

const touched = (scope: QueryScope, id: string) =>
  listsAndDetail(adminShippingOptionKeys, scope, id);

export const adminShippingOptionsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminShippingOptionKeys.list(scope, query), (o) =>
    client.admin.shippingOptions.list(query, o),
  );

export function useAdminShippingOptions(
  query?: Arg<R['list'], 0>,
  options?: ReadOptions<R['list']>,
) {
  return useClientQuery((c) => adminShippingOptionsQueryOptions(c.client, c.scope, query), options);
}

export const adminShippingOptionQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminShippingOptionKeys, scope, id, query), (o) =>
    client.admin.shippingOptions.retrieve(id, query, o),
  );

export function useAdminShippingOption(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminShippingOptionQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateShippingOption(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.shippingOptions.create(body);
  return useClientMutation(run, (scope) => [adminShippingOptionKeys.lists(scope)], options);
}

export function useAdminUpdateShippingOption(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.shippingOptions.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteShippingOption(
  id: string,
  options?: WriteOptions<R['delete'], void>,
) {
  const run = (client: Storedesk) => client.admin.shippingOptions.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
