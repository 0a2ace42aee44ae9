import type { Storedesk } from '@storedesk/client';
import {
  adminClaimKeys,
  adminCustomerKeys,
  adminInventoryItemKeys,
  adminNotificationKeys,
  adminOrderKeys,
  adminProductKeys,
  adminReservationKeys,
  adminReturnKeys,
  adminSwapKeys,
  adminVariantKeys,
  type QueryScope,
} from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg, Data, QueryExtras } from '../helpers.js';

// Orders and their lifecycle, including their swaps and claims (SPEC point 4). Every action
// refreshes the order's detail (and its timeline, kept under it), the order lists, the mail
// the store sent (shipment, refund and cancelation mail) and the customers' details, which
// list their orders; actions that move stock also refresh inventory, reservations and the
// catalogue's stock counts. Swap and claim actions also refresh those resources; returns are in
// `returns.ts`, swaps and claims by id in `swaps.ts` and `claims.ts`.

type R = Admin['orders'];

const orders = crudHooks(adminOrderKeys, (client) => client.admin.orders, {
  related: (scope) => [adminNotificationKeys.lists(scope), adminCustomerKeys.details(scope)],
});

export const adminOrdersQueryOptions = orders.listQueryOptions;
export const useAdminOrders = orders.useList;
export const adminOrderQueryOptions = orders.detailQueryOptions;
export const useAdminOrder = orders.useDetail;
export const useAdminCreateOrder = orders.useCreate;
export const useAdminUpdateOrder = orders.useUpdate;
export const useAdminDeleteOrder = orders.useDelete;

const timeline = orders.nestedList('timeline', (client, id, _query: object | undefined, o) =>
  client.admin.orders.timeline(id, o),
);
/** The order's timeline (Storedesk): `[...detail, 'timeline', {}]`, refreshed with the order. */
export const adminOrderTimelineQueryOptions = (client: Storedesk, scope: QueryScope, id: string) =>
  timeline.queryOptions(client, scope, id);
export function useAdminOrderTimeline(id: string, options?: QueryExtras<Data<R['timeline']>>) {
  return timeline.useNestedList(id, undefined, options);
}

/** What an action that moves stock (fulfil, cancel a fulfilment or the order) makes stale. */
const stockTouched = (scope: QueryScope, id: string) => [
  ...orders.touched(scope, id),
  adminInventoryItemKeys.all(scope),
  adminReservationKeys.all(scope),
  adminVariantKeys.all(scope),
  adminProductKeys.all(scope),
];

export const useAdminCompleteOrder = orders.action((client, id) =>
  client.admin.orders.complete(id),
);
export const useAdminCancelOrder = orders.action(
  (client, id) => client.admin.orders.cancel(id),
  stockTouched,
);
export const useAdminArchiveOrder = orders.action((client, id) => client.admin.orders.archive(id));

/** Variables optional: `{ amount }` captures part of the payment. */
export const useAdminCapturePayment = orders.action(
  (client, id, body: Arg<R['capturePayment'], 1> | void) =>
    client.admin.orders.capturePayment(id, body || undefined),
);

export const useAdminRefundPayment = orders.action((client, id, body: Arg<R['refundPayment'], 1>) =>
  client.admin.orders.refundPayment(id, body),
);

export const useAdminCreateFulfillment = orders.action(
  (client, id, body: Arg<R['createFulfillment'], 1>) =>
    client.admin.orders.createFulfillment(id, body),
  stockTouched,
);

export const useAdminCreateShipment = orders.action(
  (client, id, body: Arg<R['createShipment'], 1>) => client.admin.orders.createShipment(id, body),
);

export const useAdminAddShippingMethod = orders.action(
  (client, id, body: Arg<R['addShippingMethod'], 1>) =>
    client.admin.orders.addShippingMethod(id, body),
);

/** Variables: the fulfillment id. */
export const useAdminCancelFulfillment = orders.action(
  (client, id, fulfillmentId: string) => client.admin.orders.cancelFulfillment(id, fulfillmentId),
  stockTouched,
);

/**
 * Variables `{ items: [{ item_id, quantity, reason_id?, note? }], return_shipping?, note?,
 * receive_now?, location_id?, refund? }`. Refreshes the returns, and the stock reads too: a return
 * received at once puts its items back at a location.
 */
export const useAdminRequestReturn = orders.action(
  (client, id, body: Arg<R['requestReturn'], 1>) => client.admin.orders.requestReturn(id, body),
  (scope, id) => [...stockTouched(scope, id), adminReturnKeys.all(scope)],
);

// Swaps and claims through their order.

/**
 * What a swap action makes stale: the order (its `swaps`, statuses, payments and timeline), the
 * swaps list, the returns list (a swap's return is listed there and canceled with it) and the
 * stock reads (a swap's new items are reserved when it is confirmed, released when it is
 * canceled, and leave a location when fulfilled).
 */
const swapTouched = (scope: QueryScope, id: string) => [
  ...stockTouched(scope, id),
  adminSwapKeys.all(scope),
  adminReturnKeys.all(scope),
];
/**
 * What a claim action makes stale: the order (its `claims`, refunds, statuses and timeline), the
 * claims list, the returns list (a claim's return is listed there and canceled with it) and the
 * stock reads (a claim's replacements are reserved when it is registered, released when it is
 * canceled, and leave a location when fulfilled).
 */
const claimTouched = (scope: QueryScope, id: string) => [
  ...stockTouched(scope, id),
  adminClaimKeys.all(scope),
  adminReturnKeys.all(scope),
];
type SwapBody<F extends 'fulfillSwap' | 'createSwapShipment'> = Arg<R[F], 2> & { swap_id: string };
type ClaimBody<F extends 'updateClaim' | 'fulfillClaim' | 'createClaimShipment'> = Arg<R[F], 2> & {
  claim_id: string;
};
type SwapFulfillment = { swap_id: string; fulfillment_id: string };
type ClaimFulfillment = { claim_id: string; fulfillment_id: string };

/**
 * Variables `{ return_items: [{ item_id, quantity, reason_id?, note? }], additional_items?:
 * [{ variant_id, quantity }], return_shipping?, custom_shipping_options?, no_notification?, ... }`.
 */
export const useAdminCreateSwap = orders.action(
  (client, id, body: Arg<R['createSwap'], 1>) => client.admin.orders.createSwap(id, body),
  swapTouched,
);

/** Variables: the swap id. */
export const useAdminCancelSwap = orders.action(
  (client, id, swapId: string) => client.admin.orders.cancelSwap(id, swapId),
  swapTouched,
);

/** Variables `{ swap_id, location_id?, no_notification?, metadata? }`. */
export const useAdminFulfillSwap = orders.action(
  (client, id, { swap_id, ...body }: SwapBody<'fulfillSwap'>) =>
    client.admin.orders.fulfillSwap(id, swap_id, body),
  swapTouched,
);

/** Variables `{ swap_id, fulfillment_id, tracking_numbers?, no_notification? }`. */
export const useAdminCreateSwapShipment = orders.action(
  (client, id, { swap_id, ...body }: SwapBody<'createSwapShipment'>) =>
    client.admin.orders.createSwapShipment(id, swap_id, body),
  swapTouched,
);

/** Variables: the swap id. Captures or refunds its difference, which mails the customer. */
export const useAdminProcessSwapPayment = orders.action(
  (client, id, swapId: string) => client.admin.orders.processSwapPayment(id, swapId),
  swapTouched,
);

/** Variables `{ swap_id, fulfillment_id }`. */
export const useAdminCancelSwapFulfillment = orders.action(
  (client, id, { swap_id, fulfillment_id }: SwapFulfillment) =>
    client.admin.orders.cancelSwapFulfillment(id, swap_id, fulfillment_id),
  swapTouched,
);

/**
 * Variables `{ type: 'refund' | 'replace', claim_items: [{ item_id, quantity, reason?, note?,
 * tags?, images? }], additional_items?: [{ variant_id, quantity }], shipping_methods?,
 * return_shipping?, refund_amount?, no_notification?, ... }`.
 */
export const useAdminCreateClaim = orders.action(
  (client, id, body: Arg<R['createClaim'], 1>) => client.admin.orders.createClaim(id, body),
  claimTouched,
);

/** Variables `{ claim_id, claim_items?: [{ id, note?, reason?, images?, tags? }], ... }`. */
export const useAdminUpdateClaim = orders.action(
  (client, id, { claim_id, ...body }: ClaimBody<'updateClaim'>) =>
    client.admin.orders.updateClaim(id, claim_id, body),
  claimTouched,
);

/** Variables: the claim id. */
export const useAdminCancelClaim = orders.action(
  (client, id, claimId: string) => client.admin.orders.cancelClaim(id, claimId),
  claimTouched,
);

/** Variables `{ claim_id, location_id?, no_notification?, metadata? }`. */
export const useAdminFulfillClaim = orders.action(
  (client, id, { claim_id, ...body }: ClaimBody<'fulfillClaim'>) =>
    client.admin.orders.fulfillClaim(id, claim_id, body),
  claimTouched,
);

/** Variables `{ claim_id, fulfillment_id, tracking_numbers? }`. */
export const useAdminCreateClaimShipment = orders.action(
  (client, id, { claim_id, ...body }: ClaimBody<'createClaimShipment'>) =>
    client.admin.orders.createClaimShipment(id, claim_id, body),
  claimTouched,
);

/** Variables `{ claim_id, fulfillment_id }`. */
export const useAdminCancelClaimFulfillment = orders.action(
  (client, id, { claim_id, fulfillment_id }: ClaimFulfillment) =>
    client.admin.orders.cancelClaimFulfillment(id, claim_id, fulfillment_id),
  claimTouched,
);
