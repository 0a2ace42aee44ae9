import type {
  StoreGetProductCategoriesParams,
  StoreGetProductCategoryParams,
  StoreProductCategoriesListRes,
  StoreProductCategoriesRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

export function storeProductCategories(http: HttpClient) {
  return {
    list: (query?: StoreGetProductCategoriesParams, options?: CallOptions) =>
      http.get<StoreProductCategoriesListRes>('/store/product-categories', query, options),
    retrieve: (id: string, query?: StoreGetProductCategoryParams, options?: CallOptions) =>
      http.get<StoreProductCategoriesRes>(path`/store/product-categories/${id}`, query, options),
  };
}
export type StoreProductCategoriesResource = ReturnType<typeof storeProductCategories>;
