import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

export function storeVariants(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<{ variants: Untyped[] }>('/store/variants', query, options),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<Res<'variant'>>(path`/store/variants/${id}`, undefined, options),
  };
}
export type StoreVariantsResource = ReturnType<typeof storeVariants>;
