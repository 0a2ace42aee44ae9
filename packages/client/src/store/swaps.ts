import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

export function storeSwaps(http: HttpClient) {
  return {
    /** Body `{ order_id, return_items, additional_items, return_shipping_option? }`. */
    create: (body: Untyped, options?: CallOptions) =>
      http.post<Res<'swap'>>('/store/swaps', body, options),
    retrieveByCartId: (cartId: string, options?: CallOptions) =>
      http.get<Res<'swap'>>(path`/store/swaps/${cartId}`, undefined, options),
  };
}
export type StoreSwapsResource = ReturnType<typeof storeSwaps>;
