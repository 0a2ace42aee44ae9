import type { ClaimItem, ClaimOrder, Return } from '@storedesk/contract';
import { heldByReturns, isOpenReturn, refundFor } from '@/routes/orders/common/order-returns';
import {
  isOpen,
  type OrderFulfillment,
  type OrderLine,
  type OrderView,
} from '@/routes/orders/common/order-view';

/*
 * What an order's claims allow and what a new one would refund, worked out as the server does
 * (apps/server/src/modules/claims/), so the screens can say it before staff confirm. The server
 * checks again in the statements that make and change a claim.
 */

/** A replacement a claim sends (one of `claim.additional_items`). */
export interface ClaimLine {
  id: string;
  title: string;
  description: string | null;
  thumbnail?: string | null;
  variant_id: string | null;
  quantity: number;
  unit_price: number;
  fulfilled_quantity: number | null;
  shipped_quantity: number | null;
  variant?: { sku?: string | null; title?: string | null } | null;
}

export interface ClaimShippingMethod {
  id: string;
  price: number;
  shipping_option_id: string | null;
  shipping_option?: { name: string } | null;
}

/** The parts of a claim the screens read that the contract's `ClaimOrder` lets through loosely. */
export type ClaimView = Pick<
  ClaimOrder,
  | 'id'
  | 'type'
  | 'payment_status'
  | 'fulfillment_status'
  | 'order_id'
  | 'refund_amount'
  | 'canceled_at'
  | 'no_notification'
  | 'created_at'
> & {
  claim_items: ClaimItem[];
  additional_items: ClaimLine[];
  return_order: Return | null;
  fulfillments: OrderFulfillment[];
  shipping_methods: ClaimShippingMethod[];
};

/** A claim as the screens read it. */
export const claimView = (claim: ClaimOrder): ClaimView => claim as unknown as ClaimView;

/** The order's claims, oldest first (none in answers asked with `fields`). */
export const claimsOf = (order: OrderView): ClaimView[] =>
  ((order as OrderView & { claims?: ClaimOrder[] }).claims ?? []).map(claimView);

export const isCanceledClaim = (claim: Pick<ClaimView, 'canceled_at'>): boolean =>
  claim.canceled_at !== null;

/** How many of a replacement are still to send. */
const unsent = (line: ClaimLine) => Math.max(0, line.quantity - (line.fulfilled_quantity ?? 0));

/** How many replacements a claim sends. */
export const replacementCount = (claim: {
  additional_items: readonly { quantity: number }[];
}): number => claim.additional_items.reduce((sum, line) => sum + line.quantity, 0);

/** How many units a claim names. */
export const claimedCount = (claim: { claim_items: readonly { quantity: number }[] }): number =>
  claim.claim_items.reduce((sum, line) => sum + line.quantity, 0);

/** Whether the replacements can be fulfilled: a live `replace` claim with something to send. */
export const canFulfilClaim = (claim: ClaimView): boolean =>
  claim.type === 'replace' &&
  !isCanceledClaim(claim) &&
  claim.additional_items.some((line) => unsent(line) > 0);

/**
 * Whether the claim can be canceled (v1's rules): not canceled, nothing refunded, no fulfilment
 * alive, and its return not received.
 */
export const canCancelClaim = (claim: ClaimView): boolean =>
  !isCanceledClaim(claim) &&
  claim.payment_status !== 'refunded' &&
  !claim.fulfillments.some((fulfillment) => !fulfillment.canceled_at) &&
  claim.return_order?.status !== 'received';

/** Whether the claim's return can be received now. */
export const canReceiveClaimReturn = (claim: ClaimView): boolean =>
  !isCanceledClaim(claim) && claim.return_order !== null && isOpenReturn(claim.return_order);

/**
 * How many of each line the order's live claims hold without a return (items that never arrived
 * or stay with the customer); a claim whose items come back holds them through its return, which
 * is among the order's returns.
 */
export function heldByClaims(claims: readonly ClaimView[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const claim of claims) {
    if (isCanceledClaim(claim) || claim.return_order) continue;
    for (const item of claim.claim_items) {
      held.set(item.item_id, (held.get(item.item_id) ?? 0) + item.quantity);
    }
  }
  return held;
}

/** A line of the order that can still be claimed, with how many. */
export interface ClaimableLine {
  line: OrderLine;
  left: number;
}

/**
 * The lines of the order that can still be claimed, each with how many: what was fulfilled, less
 * what returns (claims' returns among them) and claims without a return hold.
 */
export function claimableLines(order: OrderView): ClaimableLine[] {
  const returns = heldByReturns(order);
  const claims = heldByClaims(claimsOf(order));
  return order.items
    .map((line) => ({
      line,
      left: Math.max(
        0,
        (line.fulfilled_quantity ?? 0) - (returns.get(line.id) ?? 0) - (claims.get(line.id) ?? 0),
      ),
    }))
    .filter((entry) => entry.left > 0);
}

/** Whether a claim can be registered: the order is open and something fulfilled is left. */
export const canRegisterClaim = (order: OrderView): boolean =>
  isOpen(order) && claimableLines(order).length > 0;

/**
 * What a refund claim gives back by default, in minor units: what the claimed units were paid
 * (each line's total per unit, tax and all), rounded down over the whole claim.
 */
export const claimRefundFor = (
  items: readonly Pick<OrderLine, 'id' | 'quantity' | 'total'>[],
  lines: readonly { item_id: string; quantity: number }[],
): number => refundFor(items, lines).items;
