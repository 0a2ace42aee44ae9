import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, ListRes, Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type PriceListRes = Res<'price_list'>;
/** Answer of the price deletions: the ids of the removed prices. */
export interface AdminPriceListDeleteBatchRes {
  ids: string[];
  object: string;
  deleted: boolean;
}

export function adminPriceLists(http: HttpClient) {
  return {
    ...placeholderCrud<'price_list', 'price_lists'>(http, '/admin/price-lists'),
    listProducts: (id: string, query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'products'>>(path`/admin/price-lists/${id}/products`, query, options),
    /** Body `{ prices: [...], override? }`. */
    addPrices: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<PriceListRes>(path`/admin/price-lists/${id}/prices/batch`, body, options),
    /** Body `{ price_ids: string[] }`. */
    deletePrices: (id: string, body: Untyped, options?: CallOptions) =>
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
    /** Body `{ product_ids: string[] }`. */
    deleteProductsPrices: (id: string, body: Untyped, options?: CallOptions) =>
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
