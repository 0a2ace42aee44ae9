import type { ListQuery, Storedesk } from '@storedesk/client';
import { adminPriceListKeys, adminProductKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import { useClientMutation, type Admin, type Arg, type WriteOptions } from '../helpers.js';

// Price lists and their prices; price changes also refresh the products.

type R = Admin['priceLists'];

const priceLists = crudHooks(adminPriceListKeys, (client) => client.admin.priceLists, {
  related: (scope) => [adminProductKeys.all(scope)],
});

export const adminPriceListsQueryOptions = priceLists.listQueryOptions;
export const useAdminPriceLists = priceLists.useList;
export const adminPriceListQueryOptions = priceLists.detailQueryOptions;
export const useAdminPriceList = priceLists.useDetail;
export const useAdminCreatePriceList = priceLists.useCreate;
export const useAdminUpdatePriceList = priceLists.useUpdate;
export const useAdminDeletePriceList = priceLists.useDelete;

const products = priceLists.nestedList('products', (client, id, query: ListQuery | undefined, o) =>
  client.admin.priceLists.listProducts(id, query, o),
);
export const adminPriceListProductsQueryOptions = products.queryOptions;
export const useAdminPriceListProducts = products.useNestedList;

/** Variables `{ prices, override? }`. */
export const useAdminCreatePriceListPrices = priceLists.action(
  (client, id, body: Arg<R['addPrices'], 1>) => client.admin.priceLists.addPrices(id, body),
);

/** Variables `{ price_ids }`. */
export const useAdminDeletePriceListPrices = priceLists.action(
  (client, id, body: Arg<R['deletePrices'], 1>) => client.admin.priceLists.deletePrices(id, body),
);

/** Variables `{ product_ids }`. */
export const useAdminDeletePriceListProductsPrices = priceLists.action(
  (client, id, body: Arg<R['deleteProductsPrices'], 1>) =>
    client.admin.priceLists.deleteProductsPrices(id, body),
);

// The prices of one product or variant: the hooks take both ids.

export function useAdminDeletePriceListProductPrices(
  id: string,
  productId: string,
  options?: WriteOptions<R['deleteProductPrices'], void>,
) {
  const run = (client: Storedesk) => client.admin.priceLists.deleteProductPrices(id, productId);
  return useClientMutation(run, (scope) => priceLists.touched(scope, id), options);
}

export function useAdminDeletePriceListVariantPrices(
  id: string,
  variantId: string,
  options?: WriteOptions<R['deleteVariantPrices'], void>,
) {
  const run = (client: Storedesk) => client.admin.priceLists.deleteVariantPrices(id, variantId);
  return useClientMutation(run, (scope) => priceLists.touched(scope, id), options);
}
