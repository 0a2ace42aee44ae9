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
import { adminVariantKeys } from './variants.js';

// Products with their variants and options, and the tag and type usage lists.

type R = Admin['products'];

export const adminProductKeys = queryKeysFactory('admin_products');

/** A change to a product: its lists, its detail (with its variant list), and every variant read. */
const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminProductKeys, scope, id),
  adminVariantKeys.all(scope),
];
type UpdateVariant = Arg<R['updateVariant'], 2> & { variant_id: string };
type UpdateOption = Arg<R['updateOption'], 2> & { option_id: string };

export const adminProductsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminProductKeys.list(scope, query), (o) => client.admin.products.list(query, o));

export function useAdminProducts(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminProductsQueryOptions(c.client, c.scope, query), options);
}

export const adminProductQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminProductKeys, scope, id, query), (o) =>
    client.admin.products.retrieve(id, query, o),
  );

export function useAdminProduct(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminProductQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateProduct(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.products.create(body);
  return useClientMutation(run, (scope) => [adminProductKeys.lists(scope)], options);
}

export function useAdminUpdateProduct(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.products.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteProduct(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.products.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** GET /admin/products/types; under the lists, so product writes refresh it. */
export const adminProductsListTypesQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery([...adminProductKeys.lists(scope), 'types'], (o) =>
    client.admin.products.listTypes(o),
  );

export function useAdminProductsListTypes(options?: ReadOptions<R['listTypes']>) {
  return useClientQuery((c) => adminProductsListTypesQueryOptions(c.client, c.scope), options);
}

/** GET /admin/products/tag-usage; under the lists, so product writes refresh it. */
export const adminProductTagUsageQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery([...adminProductKeys.lists(scope), 'tag_usage'], (o) =>
    client.admin.products.listTags(o),
  );

export function useAdminProductTagUsage(options?: ReadOptions<R['listTags']>) {
  return useClientQuery((c) => adminProductTagUsageQueryOptions(c.client, c.scope), options);
}

/** Under the product's detail, so every write to the product refreshes it. */
export const adminProductVariantsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: ListQuery,
) =>
  clientQuery([...adminProductKeys.detail(scope, id), 'variants', query ?? {}], (o) =>
    client.admin.products.listVariants(id, query, o),
  );

export function useAdminProductVariants(
  id: string,
  query?: ListQuery,
  options?: ReadOptions<R['listVariants']>,
) {
  return useClientQuery(
    (c) => adminProductVariantsQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

/** Variables `{ key, value }`. */
export function useAdminSetProductMetadata(
  productId: string,
  options?: WriteOptions<R['setMetadata'], Arg<R['setMetadata'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['setMetadata'], 1>) =>
    client.admin.products.setMetadata(productId, body);
  return useClientMutation(run, (scope) => touched(scope, productId), options);
}

export function useAdminCreateVariant(
  productId: string,
  options?: WriteOptions<R['createVariant'], Arg<R['createVariant'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['createVariant'], 1>) =>
    client.admin.products.createVariant(productId, body);
  return useClientMutation(run, (scope) => touched(scope, productId), options);
}

/** Variables: the variant's fields plus its `variant_id`. */
export function useAdminUpdateVariant(
  productId: string,
  options?: WriteOptions<R['updateVariant'], UpdateVariant>,
) {
  const run = (client: Storedesk, { variant_id, ...body }: UpdateVariant) =>
    client.admin.products.updateVariant(productId, variant_id, body);
  return useClientMutation(run, (scope) => touched(scope, productId), options);
}

/** Variables: the variant id. */
export function useAdminDeleteVariant(
  productId: string,
  options?: WriteOptions<R['deleteVariant'], string>,
) {
  const run = (client: Storedesk, variantId: string) =>
    client.admin.products.deleteVariant(productId, variantId);
  return useClientMutation(run, (scope) => touched(scope, productId), options);
}

export function useAdminCreateProductOption(
  productId: string,
  options?: WriteOptions<R['addOption'], Arg<R['addOption'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addOption'], 1>) =>
    client.admin.products.addOption(productId, body);
  return useClientMutation(run, (scope) => touched(scope, productId), options);
}

/** Variables: the option's fields plus its `option_id`. */
export function useAdminUpdateProductOption(
  productId: string,
  options?: WriteOptions<R['updateOption'], UpdateOption>,
) {
  const run = (client: Storedesk, { option_id, ...body }: UpdateOption) =>
    client.admin.products.updateOption(productId, option_id, body);
  return useClientMutation(run, (scope) => touched(scope, productId), options);
}

/** Variables: the option id. */
export function useAdminDeleteProductOption(
  productId: string,
  options?: WriteOptions<R['deleteOption'], string>,
) {
  const run = (client: Storedesk, optionId: string) =>
    client.admin.products.deleteOption(productId, optionId);
  return useClientMutation(run, (scope) => touched(scope, productId), options);
}
