import type {
  AdminDeleteTaxRatesTaxRateProductTypesReq,
  AdminDeleteTaxRatesTaxRateProductsReq,
  AdminDeleteTaxRatesTaxRateShippingOptionsReq,
  AdminGetTaxRatesParams,
  AdminGetTaxRatesTaxRateParams,
  AdminPostTaxRatesReq,
  AdminPostTaxRatesTaxRateProductTypesReq,
  AdminPostTaxRatesTaxRateProductsReq,
  AdminPostTaxRatesTaxRateReq,
  AdminPostTaxRatesTaxRateShippingOptionsReq,
  AdminTaxRatesListRes,
  AdminTaxRatesRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

/**
 * Tax rates and the products, product types and shipping options they apply to. Every batch
 * call answers the rate; `query` (`fields`, `expand`) says what the answer holds, as in v1.
 */
export function adminTaxRates(http: HttpClient) {
  const batch =
    <Body>(method: 'POST' | 'DELETE', target: string) =>
    (id: string, body: Body, query?: AdminGetTaxRatesTaxRateParams, options?: CallOptions) =>
      http.request<AdminTaxRatesRes>(method, path`/admin/tax-rates/${id}/${target}/batch`, {
        ...options,
        body,
        query,
      });
  return {
    ...crud<{
      res: AdminTaxRatesRes;
      listRes: AdminTaxRatesListRes;
      createReq: AdminPostTaxRatesReq;
      updateReq: AdminPostTaxRatesTaxRateReq;
      listQuery: AdminGetTaxRatesParams;
    }>(http, '/admin/tax-rates'),
    /** Body `{ products: string[] }`. */
    addProducts: batch<AdminPostTaxRatesTaxRateProductsReq>('POST', 'products'),
    /** Body `{ products: string[] }`. */
    removeProducts: batch<AdminDeleteTaxRatesTaxRateProductsReq>('DELETE', 'products'),
    /** Body `{ product_types: string[] }`. */
    addProductTypes: batch<AdminPostTaxRatesTaxRateProductTypesReq>('POST', 'product-types'),
    /** Body `{ product_types: string[] }`. */
    removeProductTypes: batch<AdminDeleteTaxRatesTaxRateProductTypesReq>('DELETE', 'product-types'),
    /** Body `{ shipping_options: string[] }`. */
    addShippingOptions: batch<AdminPostTaxRatesTaxRateShippingOptionsReq>(
      'POST',
      'shipping-options',
    ),
    /** Body `{ shipping_options: string[] }`. */
    removeShippingOptions: batch<AdminDeleteTaxRatesTaxRateShippingOptionsReq>(
      'DELETE',
      'shipping-options',
    ),
  };
}
export type AdminTaxRatesResource = ReturnType<typeof adminTaxRates>;
