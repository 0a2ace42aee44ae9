import type {
  StoreOrdersRes,
  StorePostCustomersCustomerAcceptClaimReq,
  StorePostCustomersCustomerOrderClaimReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams } from '../placeholders.js';
import type { QueryValue } from '../query.js';
import { path } from '../resource.js';

/** Query of an order lookup: `display_id` and `email`, optionally the shipping address. */
export type StoreGetOrdersParams = { display_id: number | string; email: string } & {
  [field: string]: QueryValue;
};

/** A shopper's orders: by id, by the cart they came from, looked up, claimed into an account. */
export function storeOrders(http: HttpClient) {
  return {
    retrieve: (id: string, query?: FindParams, options?: CallOptions) =>
      http.get<StoreOrdersRes>(path`/store/orders/${id}`, query, options),
    retrieveByCartId: (cartId: string, options?: CallOptions) =>
      http.get<StoreOrdersRes>(path`/store/orders/cart/${cartId}`, undefined, options),
    lookupOrder: (query: StoreGetOrdersParams, options?: CallOptions) =>
      http.get<StoreOrdersRes>('/store/orders', query, options),
    /** Emails the orders' address a token with which the signed-in customer claims them. */
    requestCustomerOrders: (body: StorePostCustomersCustomerOrderClaimReq, options?: CallOptions) =>
      http.post<void>('/store/orders/batch/customer/token', body, options),
    /** The mailed token: the orders become the claiming customer's. */
    confirmRequest: (body: StorePostCustomersCustomerAcceptClaimReq, options?: CallOptions) =>
      http.post<void>('/store/orders/customer/confirm', body, options),
  };
}
export type StoreOrdersResource = ReturnType<typeof storeOrders>;
