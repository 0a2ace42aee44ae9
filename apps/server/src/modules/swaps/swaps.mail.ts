import type { StoreLocale } from '@storedesk/contract';
import type { MailMessage } from '../../platform/mail.js';
import { fill, money } from '../orders/orders.mail.js';
import type { WireOrder } from '../orders/orders.mapper.js';
import { SWAP_MAIL_MESSAGES, type SwapMailMessages } from './swaps.mail.messages.js';

/*
 * The customer's mail about an exchange (v1 swap) of their order, in the store's language,
 * written from the order as it is when the mail is sent (its `swaps`): what comes back, what is
 * sent instead, and the money either way (given back, owed with the link to pay it, paid, or
 * nothing). swaps.create.ts queues it; its outbox template is in swaps.mail-templates.ts, its
 * name and v1 event in orders.mail.ts.
 */

/** The parts of an order's swap (orders/swap.shape.ts) this mail reads. */
export interface MailedSwap {
  id: string;
  cart_id: string | null;
  confirmed_at: string | null;
  /** Set when the swap is confirmed: positive the customer pays it, negative the store does. */
  difference_due: number | string | null;
  additional_items: Array<{ title: string; description?: string | null; quantity: number }>;
  return_order: {
    items: Array<{ item_id: string; quantity: number; requested_quantity?: number | null }>;
  } | null;
}

/** What the order's answer does not carry, read by the template beside it. */
export interface SwapMailPayment {
  /**
   * The total of the swap's cart: what the exchange comes to before the customer confirms it
   * (null when not read: the swap is confirmed and its `difference_due` says it).
   */
  cartTotal: number | null;
  /** The store's `swap_link_template` (`{cart_id}` to fill in); null when it has none. */
  linkTemplate: string | null;
}

function wordsOf(locale: StoreLocale): SwapMailMessages {
  return SWAP_MAIL_MESSAGES[locale] ?? SWAP_MAIL_MESSAGES.en;
}

/** The swap `swapId` of the order (null if the order has none such). */
export function swapOf(order: WireOrder, swapId: string | null): MailedSwap | null {
  const swaps = (order.swaps ?? []) as MailedSwap[];
  return swaps.find((entry) => entry.id === swapId) ?? null;
}

/** A line's title with its variant (`Shirt (L)`): an exchange often sends the same title back. */
const named = (item: { title: string; description?: unknown }) =>
  item.description ? `${item.title} (${String(item.description)})` : item.title;

/** `  2 × Mug`, one line of the order per entry, by the line's title and variant. */
function linesOf(order: WireOrder, entries: Array<{ item_id: string; quantity: number }>) {
  const titles = new Map(order.items.map((item) => [item.id, named(item)]));
  return entries.map(
    (entry) => `  ${entry.quantity} × ${titles.get(entry.item_id) ?? entry.item_id}`,
  );
}

/**
 * What the exchange comes to: the difference the customer confirmed, else the total of its cart
 * (the same figure: confirming writes the cart's total as the difference). Null when unknown.
 */
export function differenceOf(swap: MailedSwap, cartTotal: number | null): number | null {
  if (swap.confirmed_at && swap.difference_due !== null) return Number(swap.difference_due);
  return cartTotal;
}

/** The link to pay the swap's cart: the store's template with `{cart_id}` filled in. */
export function swapLink(linkTemplate: string | null, cartId: string | null): string | null {
  if (!linkTemplate?.trim() || !cartId) return null;
  return linkTemplate.replaceAll('{cart_id}', cartId);
}

/**
 * The money of the exchange: given back, nothing either way, already paid, or owed (with the link
 * to pay it when the store has one). Nothing when the difference is unknown.
 */
function settleLines(
  words: SwapMailMessages,
  difference: number | null,
  owed: boolean,
  { amount, link }: { amount: string; link: string | null },
): string[] {
  if (difference === null) return [];
  if (difference < 0) return [fill(words.refund, { amount })];
  if (difference === 0) return [words.nothingToPay];
  if (!owed) return [fill(words.paid, { amount })];
  if (link) return [fill(words.payLink, { amount }), link];
  return [fill(words.payLater, { amount })];
}

/**
 * The exchange was made: the lines coming back, the new lines, the money, and what the customer
 * does now.
 */
export function swapCreatedMail(
  order: WireOrder,
  swapId: string | null,
  locale: StoreLocale = 'en',
  payment: SwapMailPayment = { cartTotal: null, linkTemplate: null },
): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  const found = swapOf(order, swapId);
  const back = linesOf(
    order,
    (found?.return_order?.items ?? []).map((item) => ({
      item_id: item.item_id,
      quantity: item.requested_quantity ?? item.quantity,
    })),
  );
  const out = (found?.additional_items ?? []).map((item) => `  ${item.quantity} × ${named(item)}`);
  const difference = found ? differenceOf(found, payment.cartTotal) : null;
  // Still to be paid: the customer confirms the exchange by paying it.
  const owed = !found?.confirmed_at && difference !== null && difference > 0;
  const settle = settleLines(words, difference, owed, {
    amount: money(Math.abs(difference ?? 0), order.currency_code, locale),
    link: swapLink(payment.linkTemplate, found?.cart_id ?? null),
  });
  return {
    to: order.email,
    subject: fill(words.subject, { id }),
    text: [
      fill(words.intro, { id }),
      '',
      words.returning,
      ...back,
      ...(out.length ? ['', words.sending, ...out] : []),
      '',
      ...settle,
      owed ? words.nextUnpaid : words.nextConfirmed,
    ].join('\n'),
  };
}
