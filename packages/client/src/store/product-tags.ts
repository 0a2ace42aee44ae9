import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, ListRes } from '../placeholders.js';

export function storeProductTags(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<ListRes<'product_tags'>>('/store/product-tags', query, options),
  };
}
export type StoreProductTagsResource = ReturnType<typeof storeProductTags>;
