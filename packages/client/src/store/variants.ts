import type { StoreVariantsListRes, StoreVariantsRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery } from '../placeholders.js';
import { path } from '../resource.js';

export function storeVariants(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<StoreVariantsListRes>('/store/variants', query, options),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<StoreVariantsRes>(path`/store/variants/${id}`, undefined, options),
  };
}
export type StoreVariantsResource = ReturnType<typeof storeVariants>;
