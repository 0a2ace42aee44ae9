import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

export function storeReturnReasons(http: HttpClient) {
  return {
    list: (options?: CallOptions) =>
      http.get<{ return_reasons: Untyped[] }>('/store/return-reasons', undefined, options),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<Res<'return_reason'>>(path`/store/return-reasons/${id}`, undefined, options),
  };
}
export type StoreReturnReasonsResource = ReturnType<typeof storeReturnReasons>;
