import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type TaxRateRes = Res<'tax_rate'>;

/** Tax rates and the products, product types and shipping options they apply to. */
export function adminTaxRates(http: HttpClient) {
  const batch = (id: string, target: string) => path`/admin/tax-rates/${id}/${target}/batch`;
  return {
    ...placeholderCrud<'tax_rate', 'tax_rates'>(http, '/admin/tax-rates'),
    /** Body `{ products: string[] }`. */
    addProducts: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<TaxRateRes>(batch(id, 'products'), body, options),
    /** Body `{ products: string[] }`. */
    removeProducts: (id: string, body: Untyped, options?: CallOptions) =>
      http.delete<TaxRateRes>(batch(id, 'products'), body, options),
    /** Body `{ product_types: string[] }`. */
    addProductTypes: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<TaxRateRes>(batch(id, 'product-types'), body, options),
    /** Body `{ product_types: string[] }`. */
    removeProductTypes: (id: string, body: Untyped, options?: CallOptions) =>
      http.delete<TaxRateRes>(batch(id, 'product-types'), body, options),
    /** Body `{ shipping_options: string[] }`. */
    addShippingOptions: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<TaxRateRes>(batch(id, 'shipping-options'), body, options),
    /** Body `{ shipping_options: string[] }`. */
    removeShippingOptions: (id: string, body: Untyped, options?: CallOptions) =>
      http.delete<TaxRateRes>(batch(id, 'shipping-options'), body, options),
  };
}
export type AdminTaxRatesResource = ReturnType<typeof adminTaxRates>;
