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

// Variants across products. Writes through a product (`useAdminUpdateVariant(productId)`) are in
// `products.ts`; the `Standalone` hooks write `/admin/variants` directly.

type R = Admin['variants'];

export const adminVariantKeys = queryKeysFactory('admin_variants');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminVariantKeys, scope, id),
  adminProductKeys.all(scope),
];

export const adminVariantsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminVariantKeys.list(scope, query), (o) => client.admin.variants.list(query, o));

export function useAdminVariants(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminVariantsQueryOptions(c.client, c.scope, query), options);
}

export const adminVariantQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminVariantKeys, scope, id, query), (o) =>
    client.admin.variants.retrieve(id, query, o),
  );

export function useAdminVariant(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminVariantQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateStandaloneVariant(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.variants.create(body);
  return useClientMutation(
    run,
    (scope) => [adminVariantKeys.lists(scope), adminProductKeys.all(scope)],
    options,
  );
}

export function useAdminUpdateStandaloneVariant(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.variants.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteStandaloneVariant(
  id: string,
  options?: WriteOptions<R['delete'], void>,
) {
  const run = (client: Storedesk) => client.admin.variants.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** The variant's inventory items and stock per sales channel. */
export const adminVariantInventoryQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
) =>
  clientQuery([...adminVariantKeys.detail(scope, id), 'inventory'], (o) =>
    client.admin.variants.getInventory(id, o),
  );

export function useAdminVariantsInventory(id: string, options?: ReadOptions<R['getInventory']>) {
  return useClientQuery((c) => adminVariantInventoryQueryOptions(c.client, c.scope, id), options);
}
