import { adminShippingOptionKeys, adminTaxRateKeys, shippingOptionKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

// Tax rates and the products, product types and shipping options they apply to.

type R = Admin['taxRates'];

/** Shipping options answer their price with tax: rate writes refresh them too. */
const taxRates = crudHooks(adminTaxRateKeys, (client) => client.admin.taxRates, {
  related: (scope) => [adminShippingOptionKeys.all(scope), shippingOptionKeys.all(scope)],
  createRefreshesRelated: true,
});

export const adminTaxRatesQueryOptions = taxRates.listQueryOptions;
export const useAdminTaxRates = taxRates.useList;
export const adminTaxRateQueryOptions = taxRates.detailQueryOptions;
export const useAdminTaxRate = taxRates.useDetail;
export const useAdminCreateTaxRate = taxRates.useCreate;
export const useAdminUpdateTaxRate = taxRates.useUpdate;
export const useAdminDeleteTaxRate = taxRates.useDelete;

/** Variables `{ products }`. */
export const useAdminCreateProductTaxRates = taxRates.action(
  (client, id, body: Arg<R['addProducts'], 1>) => client.admin.taxRates.addProducts(id, body),
);

/** Variables `{ products }`. */
export const useAdminDeleteProductTaxRates = taxRates.action(
  (client, id, body: Arg<R['removeProducts'], 1>) => client.admin.taxRates.removeProducts(id, body),
);

/** Variables `{ product_types }`. */
export const useAdminCreateProductTypeTaxRates = taxRates.action(
  (client, id, body: Arg<R['addProductTypes'], 1>) =>
    client.admin.taxRates.addProductTypes(id, body),
);

/** Variables `{ product_types }`. */
export const useAdminDeleteProductTypeTaxRates = taxRates.action(
  (client, id, body: Arg<R['removeProductTypes'], 1>) =>
    client.admin.taxRates.removeProductTypes(id, body),
);

/** Variables `{ shipping_options }`. */
export const useAdminCreateShippingTaxRates = taxRates.action(
  (client, id, body: Arg<R['addShippingOptions'], 1>) =>
    client.admin.taxRates.addShippingOptions(id, body),
);

/** Variables `{ shipping_options }`. */
export const useAdminDeleteShippingTaxRates = taxRates.action(
  (client, id, body: Arg<R['removeShippingOptions'], 1>) =>
    client.admin.taxRates.removeShippingOptions(id, body),
);
