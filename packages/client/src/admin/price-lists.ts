import type {
  AdminDeletePriceListPricesPricesReq,
  AdminDeletePriceListsPriceListProductsPricesBatchReq,
  AdminGetPriceListPaginationParams,
  AdminGetPriceListsPriceListProductsParams,
  AdminPostPriceListPricesPricesReq,
  AdminPostPriceListsPriceListPriceListReq,
  AdminPostPriceListsPriceListReq,
  AdminPriceListDeleteBatchRes,
  AdminPriceListRes,
  AdminPriceListsListRes,
  AdminPriceListsProductsListRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

export type { AdminPriceListDeleteBatchRes };

export function adminPriceLists(http: HttpClient) {
  return {
    ...crud<{
      res: AdminPriceListRes;
      listRes: AdminPriceListsListRes;
      createReq: AdminPostPriceListsPriceListReq;
      updateReq: AdminPostPriceListsPriceListPriceListReq;
      listQuery: AdminGetPriceListPaginationParams;
    }>(http, '/admin/price-lists'),
    listProducts: (
      id: string,
      query?: AdminGetPriceListsPriceListProductsParams,
      options?: CallOptions,
    ) =>
      http.get<AdminPriceListsProductsListRes>(
        path`/admin/price-lists/${id}/products`,
        query,
        options,
      ),
    /** Adds prices (or changes those with an `id`); `override: true` removes all others. */
    addPrices: (id: string, body: AdminPostPriceListPricesPricesReq, options?: CallOptions) =>
      http.post<AdminPriceListRes>(path`/admin/price-lists/${id}/prices/batch`, body, options),
    deletePrices: (id: string, body: AdminDeletePriceListPricesPricesReq, options?: CallOptions) =>
      http.delete<AdminPriceListDeleteBatchRes>(
        path`/admin/price-lists/${id}/prices/batch`,
        body,
        options,
      ),
    deleteProductPrices: (id: string, productId: string, options?: CallOptions) =>
      http.delete<AdminPriceListDeleteBatchRes>(
        path`/admin/price-lists/${id}/products/${productId}/prices`,
        undefined,
        options,
      ),
    deleteProductsPrices: (
      id: string,
      body: AdminDeletePriceListsPriceListProductsPricesBatchReq,
      options?: CallOptions,
    ) =>
      http.delete<AdminPriceListDeleteBatchRes>(
        path`/admin/price-lists/${id}/products/prices/batch`,
        body,
        options,
      ),
    deleteVariantPrices: (id: string, variantId: string, options?: CallOptions) =>
      http.delete<AdminPriceListDeleteBatchRes>(
        path`/admin/price-lists/${id}/variants/${variantId}/prices`,
        undefined,
        options,
      ),
  };
}
export type AdminPriceListsResource = ReturnType<typeof adminPriceLists>;
