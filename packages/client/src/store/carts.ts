import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path } from '../resource.js';

type CartRes = Res<'cart'>;
/** `complete` answers `{ type: 'order' | 'cart' | 'swap', data }`. */
export interface StoreCompleteCartRes {
  type: 'order' | 'cart' | 'swap';
  data: Untyped;
}

/** The shopper's cart: line items, shipping, payment sessions, discounts, completion. */
export function storeCarts(http: HttpClient) {
  const cart = (id: string) => path`/store/carts/${id}`;
  const session = (id: string, providerId: string) =>
    path`/store/carts/${id}/payment-sessions/${providerId}`;
  const lineItems = {
    create: (cartId: string, body: Untyped, options?: CallOptions) =>
      http.post<CartRes>(`${cart(cartId)}/line-items`, body, options),
    update: (cartId: string, lineId: string, body: Untyped, options?: CallOptions) =>
      http.post<CartRes>(path`/store/carts/${cartId}/line-items/${lineId}`, body, options),
    delete: (cartId: string, lineId: string, options?: CallOptions) =>
      http.delete<CartRes>(path`/store/carts/${cartId}/line-items/${lineId}`, undefined, options),
  };
  return {
    create: (body?: Untyped, options?: CallOptions) =>
      http.post<CartRes>('/store/carts', body, options),
    retrieve: (id: string, options?: CallOptions) =>
      http.get<CartRes>(cart(id), undefined, options),
    update: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<CartRes>(cart(id), body, options),
    complete: (id: string, options?: CallOptions) =>
      http.post<StoreCompleteCartRes>(`${cart(id)}/complete`, undefined, options),
    /** Same calls as `addLineItem`, `updateLineItem`, `deleteLineItem` (medusa-js v1 layout). */
    lineItems,
    addLineItem: lineItems.create,
    updateLineItem: lineItems.update,
    deleteLineItem: lineItems.delete,
    /** Body `{ option_id, data? }`. */
    addShippingMethod: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<CartRes>(`${cart(id)}/shipping-methods`, body, options),
    createPaymentSessions: (id: string, options?: CallOptions) =>
      http.post<CartRes>(`${cart(id)}/payment-sessions`, undefined, options),
    /** Body `{ provider_id }`: chooses the payment session to use. */
    setPaymentSession: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<CartRes>(`${cart(id)}/payment-session`, body, options),
    /** Body `{ data }`. */
    updatePaymentSession: (id: string, providerId: string, body: Untyped, options?: CallOptions) =>
      http.post<CartRes>(session(id, providerId), body, options),
    deletePaymentSession: (id: string, providerId: string, options?: CallOptions) =>
      http.delete<CartRes>(session(id, providerId), undefined, options),
    refreshPaymentSession: (id: string, providerId: string, options?: CallOptions) =>
      http.post<CartRes>(`${session(id, providerId)}/refresh`, undefined, options),
    deleteDiscount: (id: string, code: string, options?: CallOptions) =>
      http.delete<CartRes>(path`/store/carts/${id}/discounts/${code}`, undefined, options),
  };
}
export type StoreCartsResource = ReturnType<typeof storeCarts>;
