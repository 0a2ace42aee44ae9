import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, ListRes } from '../placeholders.js';

export function storeProductTypes(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'product_types'>>('/store/product-types', query, options),
  };
}
export type StoreProductTypesResource = ReturnType<typeof storeProductTypes>;
