import type { StoreGetProductTagsParams, StoreProductTagsListRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export function storeProductTags(http: HttpClient) {
  return {
    list(
      query?: StoreGetProductTagsParams,
      options?: CallOptions,
    ): Promise<StoreProductTagsListRes> {
      return http.get('/store/product-tags', query, options);
    },
  };
}
export type StoreProductTagsResource = ReturnType<typeof storeProductTags>;
