import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

type ShippingOptionsRes = { shipping_options: Untyped[] };

export function storeShippingOptions(http: HttpClient) {
  return {
    list: (query?: ListQuery, options?: CallOptions) =>
      http.get<ShippingOptionsRes>('/store/shipping-options', query, options),
    /** The options available to a cart. */
    listCartOptions: (cartId: string, options?: CallOptions) =>
      http.get<ShippingOptionsRes>(path`/store/shipping-options/${cartId}`, undefined, options),
  };
}
export type StoreShippingOptionsResource = ReturnType<typeof storeShippingOptions>;
