import type { StoreGetProductTypesParams, StoreProductTypesListRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export function storeProductTypes(http: HttpClient) {
  return {
    list(
      query?: StoreGetProductTypesParams,
      options?: CallOptions,
    ): Promise<StoreProductTypesListRes> {
      return http.get('/store/product-types', query, options);
    },
  };
}
export type StoreProductTypesResource = ReturnType<typeof storeProductTypes>;
