import type { Return, Swap } from '@storedesk/contract';
import { isOpenReturn, refundFor, returnableLines } from './order-returns';
import { isOpen, type OrderFulfillment, type OrderLine, type OrderView } from './order-view';

/*
 * What an order's exchanges (v1 swaps) allow and what a new one would cost, worked out as the
 * server does (apps/server/src/modules/swaps/), so the screens can say it before staff confirm.
 * The server checks again in the statements that make and change a swap.
 */

/** A new item an exchange sends (one of `swap.additional_items`). */
export interface SwapLine {
  id: string;
  title: string;
  description: string | null;
  thumbnail: string | null;
  variant_id: string | null;
  quantity: number;
  unit_price: number;
  fulfilled_quantity: number | null;
  shipped_quantity: number | null;
  tax_lines?: { rate: number }[];
  variant?: { sku?: string | null; title?: string | null } | null;
}

export interface SwapShippingMethod {
  id: string;
  price: number;
  shipping_option_id: string | null;
  shipping_option?: { name: string } | null;
}

/** The parts of a swap the screens read that the contract's `Swap` lets through without naming. */
export type SwapView = Pick<
  Swap,
  | 'id'
  | 'fulfillment_status'
  | 'payment_status'
  | 'order_id'
  | 'difference_due'
  | 'cart_id'
  | 'confirmed_at'
  | 'canceled_at'
  | 'no_notification'
  | 'created_at'
> & {
  additional_items: SwapLine[];
  return_order: Return | null;
  fulfillments: OrderFulfillment[];
  payment: {
    id: string;
    amount: number;
    amount_captured: number | null;
    amount_refunded: number;
    captured_at: string | null;
    canceled_at: string | null;
  } | null;
  shipping_methods: SwapShippingMethod[];
  cart: { id: string; completed_at: string | null } | null;
};

/** A swap as the screens read it. */
export const swapView = (swap: Swap): SwapView => swap as unknown as SwapView;

/** Payment states after which the difference is settled (captured or given back). */
const SETTLED = ['captured', 'difference_refunded', 'partially_refunded', 'refunded'];

export const isCanceledSwap = (swap: Pick<SwapView, 'canceled_at'>): boolean =>
  swap.canceled_at !== null;

export const isSettled = (swap: Pick<SwapView, 'payment_status'>): boolean =>
  SETTLED.includes(swap.payment_status);

/** Waiting for the customer to pay its cart: neither confirmed nor canceled. */
export const awaitsCustomer = (swap: Pick<SwapView, 'confirmed_at' | 'canceled_at'>): boolean =>
  swap.confirmed_at === null && swap.canceled_at === null;

/**
 * What settling the difference does now: `capture` what the customer paid, `refund` what the
 * store owes; null when there is nothing to settle (not confirmed, canceled, settled, or even).
 */
export function settlementOf(swap: SwapView): 'capture' | 'refund' | null {
  if (isCanceledSwap(swap) || swap.confirmed_at === null || isSettled(swap)) return null;
  if (!['awaiting', 'confirmed', 'requires_action'].includes(swap.payment_status)) return null;
  const due = swap.difference_due ?? 0;
  return due > 0 ? 'capture' : due < 0 ? 'refund' : null;
}

/** How many of a new item are still to send. */
const unsent = (line: SwapLine) => Math.max(0, line.quantity - (line.fulfilled_quantity ?? 0));

/** Whether the new items can be fulfilled: confirmed, not canceled, something left to send. */
export const canFulfilSwap = (swap: SwapView): boolean =>
  swap.confirmed_at !== null &&
  !isCanceledSwap(swap) &&
  swap.additional_items.some((line) => unsent(line) > 0);

/** A fulfilment of the swap that is neither shipped nor canceled. */
export const isOpenFulfillment = (fulfillment: OrderFulfillment): boolean =>
  !fulfillment.shipped_at && !fulfillment.canceled_at;

/**
 * Whether the swap can be canceled: not canceled, its difference not settled, no fulfilment
 * alive, and its return not received.
 */
export const canCancelSwap = (swap: SwapView): boolean =>
  !isCanceledSwap(swap) &&
  !isSettled(swap) &&
  !swap.fulfillments.some((fulfillment) => !fulfillment.canceled_at) &&
  swap.return_order?.status !== 'received';

/** Whether the swap's return can be received now. */
export const canReceiveSwapReturn = (swap: SwapView): boolean =>
  !isCanceledSwap(swap) && swap.return_order !== null && isOpenReturn(swap.return_order);

/**
 * Whether an exchange can be registered: the order is open, its payment captured, something
 * was fulfilled and is left to send back.
 */
export function canRegisterExchange(order: OrderView): boolean {
  return (
    isOpen(order) &&
    ['captured', 'partially_refunded'].includes(order.payment_status) &&
    order.fulfillment_status !== 'not_fulfilled' &&
    returnableLines(order).length > 0
  );
}

/** The link the customer pays an unpaid exchange at: the store's template with its cart id. */
export function paymentLinkOf(
  template: string | null | undefined,
  cartId: string | null,
): string | null {
  if (!template || !cartId) return null;
  return template.replaceAll('{cart_id}', cartId);
}

/** How the order's region taxes an exchange's cart (`automatic_taxes` off: no tax is added). */
export interface RegionTax {
  tax_rate?: number | null;
  includes_tax?: boolean | null;
  automatic_taxes?: boolean | null;
}

/** The tax rate an exchange's new lines pay on top of their price: 0 when none is added. */
export function addedTaxRate(region: RegionTax | null | undefined): number {
  if (!region || region.automatic_taxes === false || region.includes_tax) return 0;
  return Math.max(region.tax_rate ?? 0, 0);
}

/** An amount with `rate` percent on top, the tax rounded half away from zero (per line). */
export function withTax(amount: number, rate: number): number {
  if (rate <= 0) return amount;
  return amount + Math.sign(amount) * Math.round((Math.abs(amount) * rate) / 100);
}

export interface ExchangeEstimate {
  /** What comes back is worth: each line's total per unit × how many come back. */
  credit: number;
  /** The new items, tax added as the region adds it. */
  newItems: number;
  /** The new items' shipping, tax added as the region adds it. */
  shipping: number;
  /** The return shipping the customer pays (v1 charges it in the swap's cart, untaxed). */
  returnShipping: number;
  /** Positive: the customer pays it; negative: the store gives it back. */
  difference: number;
}

/**
 * What an exchange would cost the customer, as the swap's cart prices it: the new items and
 * their shipping (with the region's tax rate on top, line by line, when the region adds tax)
 * and the return shipping, less the credit for what comes back.
 */
export function exchangeEstimate(input: {
  items: readonly Pick<OrderLine, 'id' | 'quantity' | 'total'>[];
  back: readonly { item_id: string; quantity: number }[];
  out: readonly { unit_price: number; quantity: number }[];
  shippingPrice?: number;
  returnShippingPrice?: number;
  taxRate?: number;
}): ExchangeEstimate {
  const rate = input.taxRate ?? 0;
  const credit = refundFor(input.items, input.back).items;
  const newItems = input.out.reduce(
    (sum, line) => sum + withTax(line.unit_price * line.quantity, rate),
    0,
  );
  const shipping = withTax(input.shippingPrice ?? 0, rate);
  const returnShipping = input.returnShippingPrice ?? 0;
  return {
    credit,
    newItems,
    shipping,
    returnShipping,
    difference: newItems + shipping + returnShipping - credit,
  };
}
