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

type R = Admin['collections'];

export const adminCollectionKeys = queryKeysFactory('admin_collections');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminCollectionKeys, scope, id),
  adminProductKeys.lists(scope),
];

export const adminCollectionsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminCollectionKeys.list(scope, query), (o) =>
    client.admin.collections.list(query, o),
  );

export function useAdminCollections(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminCollectionsQueryOptions(c.client, c.scope, query), options);
}

export const adminCollectionQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminCollectionKeys, scope, id, query), (o) =>
    client.admin.collections.retrieve(id, query, o),
  );

export function useAdminCollection(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminCollectionQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateCollection(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.collections.create(body);
  return useClientMutation(run, (scope) => [adminCollectionKeys.lists(scope)], options);
}

export function useAdminUpdateCollection(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.collections.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteCollection(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.collections.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ product_ids }`; refreshes the collection and the product lists. */
export function useAdminAddProductsToCollection(
  id: string,
  options?: WriteOptions<R['addProducts'], Arg<R['addProducts'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addProducts'], 1>) =>
    client.admin.collections.addProducts(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ product_ids }`. */
export function useAdminRemoveProductsFromCollection(
  id: string,
  options?: WriteOptions<R['removeProducts'], Arg<R['removeProducts'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['removeProducts'], 1>) =>
    client.admin.collections.removeProducts(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
