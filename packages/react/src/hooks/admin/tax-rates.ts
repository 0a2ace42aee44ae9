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

// Tax rates and the products, product types and shipping options they apply to.

type R = Admin['taxRates'];

export const adminTaxRateKeys = queryKeysFactory('admin_tax_rates');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminTaxRateKeys, scope, id);

export const adminTaxRatesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminTaxRateKeys.list(scope, query), (o) => client.admin.taxRates.list(query, o));

export function useAdminTaxRates(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminTaxRatesQueryOptions(c.client, c.scope, query), options);
}

export const adminTaxRateQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminTaxRateKeys, scope, id, query), (o) =>
    client.admin.taxRates.retrieve(id, query, o),
  );

export function useAdminTaxRate(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminTaxRateQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateTaxRate(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.taxRates.create(body);
  return useClientMutation(run, (scope) => [adminTaxRateKeys.lists(scope)], options);
}

export function useAdminUpdateTaxRate(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.taxRates.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteTaxRate(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.taxRates.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ products }`. */
export function useAdminCreateProductTaxRates(
  id: string,
  options?: WriteOptions<R['addProducts'], Arg<R['addProducts'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addProducts'], 1>) =>
    client.admin.taxRates.addProducts(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ products }`. */
export function useAdminDeleteProductTaxRates(
  id: string,
  options?: WriteOptions<R['removeProducts'], Arg<R['removeProducts'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['removeProducts'], 1>) =>
    client.admin.taxRates.removeProducts(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ product_types }`. */
export function useAdminCreateProductTypeTaxRates(
  id: string,
  options?: WriteOptions<R['addProductTypes'], Arg<R['addProductTypes'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addProductTypes'], 1>) =>
    client.admin.taxRates.addProductTypes(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ product_types }`. */
export function useAdminDeleteProductTypeTaxRates(
  id: string,
  options?: WriteOptions<R['removeProductTypes'], Arg<R['removeProductTypes'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['removeProductTypes'], 1>) =>
    client.admin.taxRates.removeProductTypes(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ shipping_options }`. */
export function useAdminCreateShippingTaxRates(
  id: string,
  options?: WriteOptions<R['addShippingOptions'], Arg<R['addShippingOptions'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addShippingOptions'], 1>) =>
    client.admin.taxRates.addShippingOptions(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ shipping_options }`. */
export function useAdminDeleteShippingTaxRates(
  id: string,
  options?: WriteOptions<R['removeShippingOptions'], Arg<R['removeShippingOptions'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['removeShippingOptions'], 1>) =>
    client.admin.taxRates.removeShippingOptions(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
