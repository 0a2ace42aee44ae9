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
import { adminProductKeys } from './products.js';

// Price lists and their prices; price changes also refresh the products.

type R = Admin['priceLists'];

export const adminPriceListKeys = queryKeysFactory('admin_price_lists');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminPriceListKeys, scope, id),
  adminProductKeys.all(scope),
];

export const adminPriceListsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminPriceListKeys.list(scope, query), (o) => client.admin.priceLists.list(query, o));

export function useAdminPriceLists(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminPriceListsQueryOptions(c.client, c.scope, query), options);
}

export const adminPriceListQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminPriceListKeys, scope, id, query), (o) =>
    client.admin.priceLists.retrieve(id, query, o),
  );

export function useAdminPriceList(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminPriceListQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreatePriceList(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.priceLists.create(body);
  return useClientMutation(run, (scope) => [adminPriceListKeys.lists(scope)], options);
}

export function useAdminUpdatePriceList(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.priceLists.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeletePriceList(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.priceLists.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export const adminPriceListProductsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: ListQuery,
) =>
  clientQuery([...adminPriceListKeys.detail(scope, id), 'products', query ?? {}], (o) =>
    client.admin.priceLists.listProducts(id, query, o),
  );

export function useAdminPriceListProducts(
  id: string,
  query?: ListQuery,
  options?: ReadOptions<R['listProducts']>,
) {
  return useClientQuery(
    (c) => adminPriceListProductsQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

/** Variables `{ prices, override? }`. */
export function useAdminCreatePriceListPrices(
  id: string,
  options?: WriteOptions<R['addPrices'], Arg<R['addPrices'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addPrices'], 1>) =>
    client.admin.priceLists.addPrices(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ price_ids }`. */
export function useAdminDeletePriceListPrices(
  id: string,
  options?: WriteOptions<R['deletePrices'], Arg<R['deletePrices'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['deletePrices'], 1>) =>
    client.admin.priceLists.deletePrices(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeletePriceListProductPrices(
  id: string,
  productId: string,
  options?: WriteOptions<R['deleteProductPrices'], void>,
) {
  const run = (client: Storedesk) => client.admin.priceLists.deleteProductPrices(id, productId);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ product_ids }`. */
export function useAdminDeletePriceListProductsPrices(
  id: string,
  options?: WriteOptions<R['deleteProductsPrices'], Arg<R['deleteProductsPrices'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['deleteProductsPrices'], 1>) =>
    client.admin.priceLists.deleteProductsPrices(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeletePriceListVariantPrices(
  id: string,
  variantId: string,
  options?: WriteOptions<R['deleteVariantPrices'], void>,
) {
  const run = (client: Storedesk) => client.admin.priceLists.deleteVariantPrices(id, variantId);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
