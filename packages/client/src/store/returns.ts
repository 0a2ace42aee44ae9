import type { StorePostReturnsReq, StoreReturnsRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

/** Returns a shopper asks for on their own order (an account's, or a guest order by its id). */
export function storeReturns(http: HttpClient) {
  return {
    /** `{ order_id, items: [{ item_id, quantity, reason_id?, note? }], return_shipping? }`. */
    create: (body: StorePostReturnsReq, options?: CallOptions) =>
      http.post<StoreReturnsRes>('/store/returns', body, options),
  };
}
export type StoreReturnsResource = ReturnType<typeof storeReturns>;
