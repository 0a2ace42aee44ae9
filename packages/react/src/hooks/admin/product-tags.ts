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

type R = Admin['productTags'];

export const adminProductTagKeys = queryKeysFactory('admin_product_tags');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminProductTagKeys, scope, id),
  adminProductKeys.all(scope),
];

export const adminProductTagsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminProductTagKeys.list(scope, query), (o) =>
    client.admin.productTags.list(query, o),
  );

export function useAdminProductTags(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminProductTagsQueryOptions(c.client, c.scope, query), options);
}

export const adminProductTagQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminProductTagKeys, scope, id, query), (o) =>
    client.admin.productTags.retrieve(id, query, o),
  );

export function useAdminProductTag(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminProductTagQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateProductTag(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.productTags.create(body);
  return useClientMutation(run, (scope) => [adminProductTagKeys.lists(scope)], options);
}

export function useAdminUpdateProductTag(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.productTags.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteProductTag(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.productTags.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
