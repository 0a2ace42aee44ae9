import type { StoreReturnReasonsListRes, StoreReturnReasonsRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/**
 * The reasons a shopper may give for a return: the top-level reasons, each with its
 * `return_reason_children` (a group's reasons are chosen, not the group).
 */
export function storeReturnReasons(http: HttpClient) {
  return {
    list: (options?: CallOptions) =>
      http.get<StoreReturnReasonsListRes>('/store/return-reasons', undefined, options),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<StoreReturnReasonsRes>(path`/store/return-reasons/${id}`, undefined, options),
  };
}
export type StoreReturnReasonsResource = ReturnType<typeof storeReturnReasons>;
