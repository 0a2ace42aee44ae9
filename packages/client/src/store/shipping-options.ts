import type {
  StoreCartShippingOptionsListRes,
  StoreGetShippingOptionsParams,
  StoreShippingOptionsListRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

export function storeShippingOptions(http: HttpClient) {
  return {
    /** A region's options (`region_id`), for some products (`product_ids`), or return ones. */
    list: (query?: StoreGetShippingOptionsParams, options?: CallOptions) =>
      http.get<StoreShippingOptionsListRes>('/store/shipping-options', query, options),
    /** The options available to a cart. */
    listCartOptions: (cartId: string, options?: CallOptions) =>
      http.get<StoreCartShippingOptionsListRes>(
        path`/store/shipping-options/${cartId}`,
        undefined,
        options,
      ),
  };
}
export type StoreShippingOptionsResource = ReturnType<typeof storeShippingOptions>;
