import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type OrderRes = Res<'order'>;

/** Orders and their lifecycle (SPEC point 4), including their swaps and claims. */
export function adminOrders(http: HttpClient) {
  const act = (url: string, body: Untyped | undefined, options?: CallOptions): Promise<OrderRes> =>
    http.post(url, body, options);
  return {
    ...placeholderCrud<'order', 'orders'>(http, '/admin/orders'),
    complete: (id: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/complete`, undefined, options),
    cancel: (id: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/cancel`, undefined, options),
    archive: (id: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/archive`, undefined, options),
    capturePayment: (id: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/capture`, undefined, options),
    refundPayment: (id: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/refund`, body, options),
    createFulfillment: (id: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/fulfillment`, body, options),
    cancelFulfillment: (id: string, fulfillmentId: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/fulfillments/${fulfillmentId}/cancel`, undefined, options),
    createShipment: (id: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/shipment`, body, options),
    addShippingMethod: (id: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/shipping-methods`, body, options),
    requestReturn: (id: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/return`, body, options),
    /** Same call as `admin.returns.receive`. */
    receiveReturn: (returnId: string, body: Untyped, options?: CallOptions) =>
      http.post<Res<'return'>>(path`/admin/returns/${returnId}/receive`, body, options),
    /** Same call as `admin.returns.cancel`. */
    cancelReturn: (returnId: string, options?: CallOptions) =>
      http.post<OrderRes>(path`/admin/returns/${returnId}/cancel`, undefined, options),
    createSwap: (id: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/swaps`, body, options),
    cancelSwap: (id: string, swapId: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/swaps/${swapId}/cancel`, undefined, options),
    fulfillSwap: (id: string, swapId: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/swaps/${swapId}/fulfillments`, body, options),
    createSwapShipment: (id: string, swapId: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/swaps/${swapId}/shipments`, body, options),
    processSwapPayment: (id: string, swapId: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/swaps/${swapId}/process-payment`, undefined, options),
    cancelSwapFulfillment: (
      id: string,
      swapId: string,
      fulfillmentId: string,
      options?: CallOptions,
    ) =>
      act(
        path`/admin/orders/${id}/swaps/${swapId}/fulfillments/${fulfillmentId}/cancel`,
        undefined,
        options,
      ),
    createClaim: (id: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/claims`, body, options),
    updateClaim: (id: string, claimId: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/claims/${claimId}`, body, options),
    cancelClaim: (id: string, claimId: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/claims/${claimId}/cancel`, undefined, options),
    fulfillClaim: (id: string, claimId: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/claims/${claimId}/fulfillments`, body, options),
    createClaimShipment: (id: string, claimId: string, body: Untyped, options?: CallOptions) =>
      act(path`/admin/orders/${id}/claims/${claimId}/shipments`, body, options),
    cancelClaimFulfillment: (
      id: string,
      claimId: string,
      fulfillmentId: string,
      options?: CallOptions,
    ) =>
      act(
        path`/admin/orders/${id}/claims/${claimId}/fulfillments/${fulfillmentId}/cancel`,
        undefined,
        options,
      ),
  };
}
export type AdminOrdersResource = ReturnType<typeof adminOrders>;
