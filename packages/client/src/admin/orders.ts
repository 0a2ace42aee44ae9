import type {
  AdminGetOrdersParams,
  AdminOrdersListRes,
  AdminOrdersRes,
  AdminOrderTimelineRes,
  AdminPostOrdersOrderCaptureReq,
  AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
  AdminPostOrdersOrderClaimsClaimReq,
  AdminPostOrdersOrderClaimsClaimShipmentsReq,
  AdminPostOrdersOrderClaimsReq,
  AdminPostOrdersOrderFulfillmentsReq,
  AdminPostOrdersOrderRefundsReq,
  AdminPostOrdersOrderReq,
  AdminPostOrdersOrderReturnsReq,
  AdminPostOrdersOrderShipmentReq,
  AdminPostOrdersOrderSwapsReq,
  AdminPostOrdersOrderSwapsSwapFulfillmentsReq,
  AdminPostOrdersOrderSwapsSwapShipmentsReq,
  AdminPostReturnsReturnReceiveReq,
  AdminReturnsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { crud, path } from '../resource.js';

/**
 * Orders and their lifecycle (SPEC point 4): the list with v1's filters, one order, its edits,
 * payment, fulfilment and shipment, and its timeline (Storedesk). Orders are made by the checkout
 * and by draft orders, never created or deleted here: the server answers `create` and `delete`
 * with 404, as v1 has neither. Returns, swaps and claims are typed (also `admin.returns`,
 * `admin.swaps`, `admin.claims`); adding a shipping method stays untyped.
 */
export function adminOrders(http: HttpClient) {
  const act = (url: string, body: unknown, options?: CallOptions): Promise<AdminOrdersRes> =>
    http.post(url, body, options);
  const untyped = (url: string, body: Untyped | undefined, options?: CallOptions) =>
    http.post<Res<'order'>>(url, body, options);
  return {
    ...crud<{
      res: AdminOrdersRes;
      listRes: AdminOrdersListRes;
      createReq: Untyped;
      updateReq: AdminPostOrdersOrderReq;
      listQuery: AdminGetOrdersParams;
    }>(http, '/admin/orders'),
    /** Everything that happened to the order, oldest first, with who did it. */
    timeline(id: string, options?: CallOptions): Promise<AdminOrderTimelineRes> {
      return http.get(path`/admin/orders/${id}/timeline`, undefined, options);
    },
    complete: (id: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/complete`, undefined, options),
    cancel: (id: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/cancel`, undefined, options),
    archive: (id: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/archive`, undefined, options),
    /**
     * Captures the whole payment, or `{ amount }` of it (minor units). Sends `{}` for the whole
     * payment: the server reads a POST without a body as a body that is not an object.
     */
    capturePayment: (id: string, body?: AdminPostOrdersOrderCaptureReq, options?: CallOptions) =>
      act(path`/admin/orders/${id}/capture`, body ?? {}, options),
    refundPayment: (id: string, body: AdminPostOrdersOrderRefundsReq, options?: CallOptions) =>
      act(path`/admin/orders/${id}/refund`, body, options),
    createFulfillment: (
      id: string,
      body: AdminPostOrdersOrderFulfillmentsReq,
      options?: CallOptions,
    ) => act(path`/admin/orders/${id}/fulfillment`, body, options),
    cancelFulfillment: (id: string, fulfillmentId: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/fulfillments/${fulfillmentId}/cancel`, undefined, options),
    createShipment: (id: string, body: AdminPostOrdersOrderShipmentReq, options?: CallOptions) =>
      act(path`/admin/orders/${id}/shipment`, body, options),
    addShippingMethod: (id: string, body: Untyped, options?: CallOptions) =>
      untyped(path`/admin/orders/${id}/shipping-methods`, body, options),
    /**
     * Asks for a return of fulfilled lines (each at most what was fulfilled less what live
     * returns hold), with a reason and note per line, an optional return shipping option, and
     * `receive_now` to receive it at once; answers the order with its `returns`. A refusal names
     * the field (`items[0].quantity: …`).
     */
    requestReturn: (id: string, body: AdminPostOrdersOrderReturnsReq, options?: CallOptions) =>
      act(path`/admin/orders/${id}/return`, body, options),
    /** Same call as `admin.returns.receive`. */
    receiveReturn: (
      returnId: string,
      body: AdminPostReturnsReturnReceiveReq,
      options?: CallOptions,
    ) => http.post<AdminReturnsRes>(path`/admin/returns/${returnId}/receive`, body, options),
    /** Same call as `admin.returns.cancel`. */
    cancelReturn: (returnId: string, options?: CallOptions) =>
      act(path`/admin/returns/${returnId}/cancel`, undefined, options),
    /**
     * Makes an exchange: `return_items` (at most what was fulfilled less what live returns hold,
     * each with a reason and note), `additional_items` (variants sent instead), the return
     * shipping, and `custom_shipping_options` (one: how the new items ship, at what price).
     * Answers the order with its `swaps`; the new swap is confirmed at once when it costs the
     * customer nothing, else it waits for them to pay its cart. A refusal names the field
     * (`return_items[0].quantity: …`).
     */
    createSwap: (id: string, body: AdminPostOrdersOrderSwapsReq, options?: CallOptions) =>
      act(path`/admin/orders/${id}/swaps`, body, options),
    /**
     * Cancels a swap whose difference is not settled and that has no live fulfilment; its return,
     * not yet received, is canceled with it.
     */
    cancelSwap: (id: string, swapId: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/swaps/${swapId}/cancel`, undefined, options),
    /** Fulfils every new item of a confirmed swap (from `location_id`). Sends `{}` when no body. */
    fulfillSwap: (
      id: string,
      swapId: string,
      body?: AdminPostOrdersOrderSwapsSwapFulfillmentsReq,
      options?: CallOptions,
    ) => act(path`/admin/orders/${id}/swaps/${swapId}/fulfillments`, body ?? {}, options),
    createSwapShipment: (
      id: string,
      swapId: string,
      body: AdminPostOrdersOrderSwapsSwapShipmentsReq,
      options?: CallOptions,
    ) => act(path`/admin/orders/${id}/swaps/${swapId}/shipments`, body, options),
    /**
     * Settles the difference of a confirmed swap: captures what the customer paid, or refunds
     * what the store owes from the order's payment.
     */
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
    /**
     * Registers a claim of fulfilled lines reported missing, wrong or faulty (`claim_items`, each
     * with a `reason` and note; at most what was fulfilled less what returns and claims hold):
     * `type: 'refund'` gives the money back (`refund_amount`, by default what the claimed units
     * were paid), `type: 'replace'` sends `additional_items` free of charge with
     * `shipping_methods`; `return_shipping` brings the items back through a return. Answers the
     * order with its `claims`. A refusal names the field (`claim_items[0].quantity: …`).
     */
    createClaim: (id: string, body: AdminPostOrdersOrderClaimsReq, options?: CallOptions) =>
      act(path`/admin/orders/${id}/claims`, body, options),
    /** Changes the claimed lines' notes, reasons, pictures and tags, and `no_notification`. */
    updateClaim: (
      id: string,
      claimId: string,
      body: AdminPostOrdersOrderClaimsClaimReq,
      options?: CallOptions,
    ) => act(path`/admin/orders/${id}/claims/${claimId}`, body, options),
    /**
     * Cancels a claim that refunded nothing, has no live fulfilment and whose return was not
     * received; its return is canceled with it and its replacements' stock released.
     */
    cancelClaim: (id: string, claimId: string, options?: CallOptions) =>
      act(path`/admin/orders/${id}/claims/${claimId}/cancel`, undefined, options),
    /** Fulfils every replacement of a `replace` claim not yet sent. Sends `{}` when no body. */
    fulfillClaim: (
      id: string,
      claimId: string,
      body?: AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
      options?: CallOptions,
    ) => act(path`/admin/orders/${id}/claims/${claimId}/fulfillments`, body ?? {}, options),
    /** Ships a claim's fulfilment; the customer is mailed unless the claim says not to. */
    createClaimShipment: (
      id: string,
      claimId: string,
      body: AdminPostOrdersOrderClaimsClaimShipmentsReq,
      options?: CallOptions,
    ) => act(path`/admin/orders/${id}/claims/${claimId}/shipments`, body, options),
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
