import type {
  StoreGetProductParams,
  StoreGetProductsParams,
  StoreProductsListRes,
  StoreProductsRes,
  Product,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

export function storeProducts(http: HttpClient) {
  return {
    list: (query?: StoreGetProductsParams, options?: CallOptions) =>
      http.get<StoreProductsListRes>('/store/products', query, options),
    retrieve: (id: string, query?: StoreGetProductParams, options?: CallOptions) =>
      http.get<StoreProductsRes>(path`/store/products/${id}`, query, options),
    /** Body `{ q, offset?, limit?, filter? }`. */
    search: (
      body: { q?: string; offset?: number; limit?: number; filter?: Record<string, unknown> },
      options?: CallOptions,
    ) => http.post<{ hits: Product[] }>('/store/products/search', body, options),
  };
}
export type StoreProductsResource = ReturnType<typeof storeProducts>;
