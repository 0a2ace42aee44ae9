import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams, ListQuery, ListRes, Res } from '../placeholders.js';
import { path } from '../resource.js';

export function storeProductCategories(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'product_categories'>>('/store/product-categories', query, options),
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<Res<'product_category'>>(path`/store/product-categories/${id}`, query, options),
  };
}
export type StoreProductCategoriesResource = ReturnType<typeof storeProductCategories>;
