import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams, ListQuery, ListRes, Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

export function storeProducts(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'products'>>('/store/products', query, options),
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<Res<'product'>>(path`/store/products/${id}`, query, options),
    /** Body `{ q, offset?, limit?, filter? }`. */
    search: (body: Untyped, options?: CallOptions) =>
      http.post<{ hits: Untyped[] } & Untyped>('/store/products/search', body, options),
  };
}
export type StoreProductsResource = ReturnType<typeof storeProducts>;
