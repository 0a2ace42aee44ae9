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
import { adminProductKeys } from './products.js';

type R = Admin['productTypes'];

export const adminProductTypeKeys = queryKeysFactory('admin_product_types');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminProductTypeKeys, scope, id),
  adminProductKeys.all(scope),
];

export const adminProductTypesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminProductTypeKeys.list(scope, query), (o) =>
    client.admin.productTypes.list(query, o),
  );

export function useAdminProductTypes(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminProductTypesQueryOptions(c.client, c.scope, query), options);
}

export const adminProductTypeQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminProductTypeKeys, scope, id, query), (o) =>
    client.admin.productTypes.retrieve(id, query, o),
  );

export function useAdminProductType(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminProductTypeQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateProductType(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.productTypes.create(body);
  return useClientMutation(run, (scope) => [adminProductTypeKeys.lists(scope)], options);
}

export function useAdminUpdateProductType(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.productTypes.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteProductType(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.productTypes.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
