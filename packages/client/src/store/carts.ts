import type {
  StoreCartPaymentSessionsRes,
  StoreCartsRes,
  StoreCompleteCartRes,
  StorePostCartReq,
  StorePostCartsCartLineItemsItemReq,
  StorePostCartsCartLineItemsReq,
  StorePostCartsCartPaymentSessionReq,
  StorePostCartsCartPaymentSessionUpdateReq,
  StorePostCartsCartReq,
  StorePostCartsCartShippingMethodReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { path } from '../resource.js';

/**
 * `complete` answers `{ type: 'order', data: order }`, or `{ type: 'cart', data: cart }` while the
 * payment needs more from the shopper.
 */
export type { StoreCompleteCartRes };

/**
 * The shopper's cart: line items, shipping, payment sessions, discounts, completion. Every call
 * answers `{ cart }` with all its totals (see docs/carts.md).
 */
export function storeCarts(http: HttpClient) {
  const cart = (id: string) => path`/store/carts/${id}`;
  const session = (id: string, providerId: string) =>
    path`/store/carts/${id}/payment-sessions/${providerId}`;
  const lineItems = {
    /** Adds to the line of the same variant when there is one (v1). */
    create: (cartId: string, body: StorePostCartsCartLineItemsReq, options?: CallOptions) =>
      http.post<StoreCartsRes>(`${cart(cartId)}/line-items`, body, options),
    /** Quantity 0 removes the line. */
    update: (
      cartId: string,
      lineId: string,
      body: StorePostCartsCartLineItemsItemReq,
      options?: CallOptions,
    ) => http.post<StoreCartsRes>(path`/store/carts/${cartId}/line-items/${lineId}`, body, options),
    delete: (cartId: string, lineId: string, options?: CallOptions) =>
      http.delete<StoreCartsRes>(
        path`/store/carts/${cartId}/line-items/${lineId}`,
        undefined,
        options,
      ),
  };
  return {
    create: (body?: StorePostCartReq, options?: CallOptions) =>
      http.post<StoreCartsRes>('/store/carts', body, options),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<StoreCartsRes>(cart(id), undefined, options),
    update: (id: string, body: StorePostCartsCartReq, options?: CallOptions) =>
      http.post<StoreCartsRes>(cart(id), body, options),
    complete: (id: string, options?: CallOptions) =>
      http.post<StoreCompleteCartRes>(`${cart(id)}/complete`, undefined, options),
    /** Same calls as `addLineItem`, `updateLineItem`, `deleteLineItem` (medusa-js v1 layout). */
    lineItems,
    addLineItem: lineItems.create,
    updateLineItem: lineItems.update,
    deleteLineItem: lineItems.delete,
    /** One method per shipping profile: an option of a profile replaces the one chosen before. */
    addShippingMethod: (
      id: string,
      body: StorePostCartsCartShippingMethodReq,
      options?: CallOptions,
    ) => http.post<StoreCartsRes>(`${cart(id)}/shipping-methods`, body, options),
    /** A session for every provider of the cart's region; safe to call on every render. */
    createPaymentSessions: (id: string, options?: CallOptions) =>
      http.post<StoreCartPaymentSessionsRes>(`${cart(id)}/payment-sessions`, undefined, options),
    /** Chooses the payment session to use. */
    setPaymentSession: (
      id: string,
      body: StorePostCartsCartPaymentSessionReq,
      options?: CallOptions,
    ) => http.post<StoreCartsRes>(`${cart(id)}/payment-session`, body, options),
    /** Data for the provider's session; also selects it (v1). */
    updatePaymentSession: (
      id: string,
      providerId: string,
      body: StorePostCartsCartPaymentSessionUpdateReq,
      options?: CallOptions,
    ) => http.post<StoreCartsRes>(session(id, providerId), body, options),
    deletePaymentSession: (id: string, providerId: string, options?: CallOptions) =>
      http.delete<StoreCartsRes>(session(id, providerId), undefined, options),
    /** Replaces the provider's session with a new one. */
    refreshPaymentSession: (id: string, providerId: string, options?: CallOptions) =>
      http.post<StoreCartsRes>(`${session(id, providerId)}/refresh`, undefined, options),
    deleteDiscount: (id: string, code: string, options?: CallOptions) =>
      http.delete<StoreCartsRes>(path`/store/carts/${id}/discounts/${code}`, undefined, options),
  };
}
export type StoreCartsResource = ReturnType<typeof storeCarts>;
