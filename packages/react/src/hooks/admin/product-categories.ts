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

type R = Admin['productCategories'];

export const adminProductCategoryKeys = queryKeysFactory('admin_product_categories');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminProductCategoryKeys, scope, id),
  adminProductKeys.lists(scope),
];

export const adminProductCategoriesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminProductCategoryKeys.list(scope, query), (o) =>
    client.admin.productCategories.list(query, o),
  );

export function useAdminProductCategories(
  query?: Arg<R['list'], 0>,
  options?: ReadOptions<R['list']>,
) {
  return useClientQuery(
    (c) => adminProductCategoriesQueryOptions(c.client, c.scope, query),
    options,
  );
}

export const adminProductCategoryQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminProductCategoryKeys, scope, id, query), (o) =>
    client.admin.productCategories.retrieve(id, query, o),
  );

export function useAdminProductCategory(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminProductCategoryQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateProductCategory(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.productCategories.create(body);
  return useClientMutation(run, (scope) => [adminProductCategoryKeys.lists(scope)], options);
}

export function useAdminUpdateProductCategory(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.productCategories.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteProductCategory(
  id: string,
  options?: WriteOptions<R['delete'], void>,
) {
  const run = (client: Storedesk) => client.admin.productCategories.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ product_ids: [{ id }] }`. */
export function useAdminAddProductsToCategory(
  id: string,
  options?: WriteOptions<R['addProducts'], Arg<R['addProducts'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addProducts'], 1>) =>
    client.admin.productCategories.addProducts(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ product_ids: [{ id }] }`. */
export function useAdminDeleteProductsFromCategory(
  id: string,
  options?: WriteOptions<R['removeProducts'], Arg<R['removeProducts'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['removeProducts'], 1>) =>
    client.admin.productCategories.removeProducts(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
