import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams, Res, Untyped } from '../placeholders.js';
import type { QueryValue } from '../query.js';
import { path } from '../resource.js';

type OrderRes = Res<'order'>;

/** Query of an order lookup: `display_id` and `email`, optionally the shipping address. */
export type StoreGetOrdersParams = { display_id: number | string; email: string } & {
  [field: string]: QueryValue;
};

export function storeOrders(http: HttpClient) {
  return {
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<OrderRes>(path`/store/orders/${id}`, query, options),
    retrieveByCartId: (cartId: string, options?: CallOptions) =>
      http.get<OrderRes>(path`/store/orders/cart/${cartId}`, undefined, options),
    lookupOrder: (query: StoreGetOrdersParams, options?: CallOptions) =>
      http.get<OrderRes>('/store/orders', query, options),
    /** Body `{ order_ids }`: emails the shopper a token to claim these orders. */
    requestCustomerOrders: (body: Untyped, options?: CallOptions) =>
      http.post<void>('/store/orders/batch/customer/token', body, options),
    /** Body `{ token }`. */
    confirmRequest: (body: Untyped, options?: CallOptions) =>
      http.post<void>('/store/orders/customer/confirm', body, options),
  };
}
export type StoreOrdersResource = ReturnType<typeof storeOrders>;
