import type { StorePostSwapsReq, StoreSwapsRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/** Exchanges a shopper makes on their own order, and the swap a swap cart belongs to. */
export function storeSwaps(http: HttpClient) {
  return {
    /** `{ order_id, return_items, additional_items, return_shipping_option? }`. */
    create: (body: StorePostSwapsReq, options?: CallOptions) =>
      http.post<StoreSwapsRes>('/store/swaps', body, options),
    /** The swap whose difference the cart pays (v1: by the swap's `cart_id`). */
    retrieveByCartId: (cartId: string, options?: CallOptions) =>
      http.get<StoreSwapsRes>(path`/store/swaps/${cartId}`, undefined, options),
  };
}
export type StoreSwapsResource = ReturnType<typeof storeSwaps>;
