import type { StoreLocale } from '@storedesk/contract';
import type { MailMessage } from '../../platform/mail.js';
import { ORDER_MAIL_MESSAGES, type OrderMailMessages } from './orders.mail.messages.js';
import type { WireOrder } from './orders.mapper.js';

/** The Intl locale of a store language code where the two differ (`tm` is Tamil). */
const INTL_LOCALES: Partial<Record<StoreLocale, string>> = { tm: 'ta', pt: 'pt-BR', zh: 'zh-CN' };

// Building an Intl.NumberFormat costs far more than using one: one per language and currency.
const formats = new Map<string, Intl.NumberFormat | null>();

function formatOf(locale: StoreLocale, code: string): Intl.NumberFormat | null {
  const key = `${locale}:${code}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(INTL_LOCALES[locale] ?? locale, {
        style: 'currency',
        currency: code,
      });
    } catch {
      format = null;
    }
    if (formats.size < 500) formats.set(key, format);
  }
  return format;
}

/**
 * An amount in minor units, written in the currency's own way in the given language (`€12.34`
 * in English, `12,34 €` in German, `￥1,234` in Japanese).
 */
export function money(amount: number, currencyCode: string, locale: StoreLocale = 'en'): string {
  const code = currencyCode.toUpperCase();
  const format = formatOf(locale, code);
  // A code Intl does not know: the number as it is stored, with its code.
  if (!format) return `${amount} ${code}`;
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** A sentence of the language with its `{placeholders}` filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

function wordsOf(locale: StoreLocale): OrderMailMessages {
  return ORDER_MAIL_MESSAGES[locale] ?? ORDER_MAIL_MESSAGES.en;
}

/** The confirmation a shopper gets once their order is placed, in the store's language. */
export function confirmationMail(order: WireOrder, locale: StoreLocale = 'en'): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  const sum = (amount: number) => ({ amount: money(amount, order.currency_code, locale) });
  const lines = order.items.map(
    (item) =>
      `  ${item.quantity} × ${item.title}${item.description ? ` (${String(item.description)})` : ''}: ${sum(item.total).amount}`,
  );
  const address = order.shipping_address as Record<string, string | null | undefined> | null;
  const shipTo = address
    ? [
        [address.first_name, address.last_name].filter(Boolean).join(' '),
        address.address_1,
        address.address_2,
        [address.postal_code, address.city].filter(Boolean).join(' '),
        address.country_code?.toUpperCase(),
      ].filter(Boolean)
    : [];
  return {
    to: order.email,
    subject: fill(words.confirmedSubject, { id }),
    text: [
      fill(words.confirmedThanks, { id }),
      '',
      ...lines,
      '',
      fill(words.subtotal, sum(order.subtotal)),
      fill(words.shipping, sum(order.shipping_total)),
      fill(words.tax, sum(order.tax_total)),
      fill(words.total, sum(order.total)),
      ...(shipTo.length ? ['', words.shippingTo, ...shipTo.map((line) => `  ${line}`)] : []),
      '',
      words.confirmedNext,
    ].join('\n'),
  };
}

/**
 * The token a signed-in customer asked for to add guest orders to their account, sent to the
 * email those orders were placed with: only whoever reads that mailbox can confirm.
 */
export function claimMail(to: string, displayIds: number[], token: string): MailMessage {
  const orders = displayIds.map((id) => `#${id}`).join(', ');
  return {
    to,
    subject: 'Add your orders to your account',
    text: [
      `Someone signed in to a customer account asked to add the orders ${orders}, placed with this email address, to that account.`,
      '',
      'If it was you, confirm with this code within 15 minutes:',
      '',
      token,
      '',
      'If it was not you, ignore this message: nothing changes.',
    ].join('\n'),
  };
}

/**
 * The outbox templates of an order's mails: its confirmation, queued by the transaction that
 * writes the order (orders.complete.write.ts), and its later mails.
 */
export const CONFIRMATION_MAIL = 'order_confirmation';
export const SHIPPED_MAIL = 'order_shipped';
export const REFUNDED_MAIL = 'order_refunded';
export const CANCELED_MAIL = 'order_canceled';
/**
 * The return mails (written and queued by modules/returns, which builds on orders): named here
 * with the others, since the order's timeline and `/admin/notifications` read MAIL_EVENTS.
 */
export const RETURN_REQUESTED_MAIL = 'return_requested';
export const RETURN_RECEIVED_MAIL = 'return_received';
/** An exchange was made (modules/swaps), with the link to pay its difference when one is due. */
export const SWAP_CREATED_MAIL = 'swap_created';
/** A claim's replacements shipped (modules/claims), with their tracking numbers. */
export const CLAIM_SHIPPED_MAIL = 'claim_shipped';
/** An order edit sent to the customer (modules/order-edits), with the link to accept it. */
export const ORDER_EDIT_REQUESTED_MAIL = 'order_edit_requested';

/** v1's event names of the order mails, as `/admin/notifications` answers them. */
export const MAIL_EVENTS: Readonly<Record<string, string>> = {
  [CONFIRMATION_MAIL]: 'order.placed',
  [SHIPPED_MAIL]: 'order.shipment_created',
  [REFUNDED_MAIL]: 'order.refund_created',
  [CANCELED_MAIL]: 'order.canceled',
  [RETURN_REQUESTED_MAIL]: 'order.return_requested',
  [RETURN_RECEIVED_MAIL]: 'order.items_returned',
  [SWAP_CREATED_MAIL]: 'order.swap_created',
  [CLAIM_SHIPPED_MAIL]: 'claim.shipment_created',
  [ORDER_EDIT_REQUESTED_MAIL]: 'order-edit.requested',
};

/** Their shipment is on its way, with its tracking numbers. */
export function shippedMail(
  order: WireOrder,
  fulfillmentId: string | null,
  locale: StoreLocale = 'en',
): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  const fulfillment = (
    order.fulfillments as Array<{
      id: string;
      tracking_numbers?: string[];
      items?: Array<{ item_id: string; quantity: number }>;
    }>
  ).find((entry) => entry.id === fulfillmentId);
  const titles = new Map(order.items.map((item) => [item.id, item.title]));
  const lines = (fulfillment?.items ?? []).map(
    (item) => `  ${item.quantity} × ${titles.get(item.item_id) ?? item.item_id}`,
  );
  const numbers = fulfillment?.tracking_numbers ?? [];
  return {
    to: order.email,
    subject: fill(words.shippedSubject, { id }),
    text: [
      fill(words.shippedIntro, { id }),
      '',
      ...lines,
      ...(numbers.length ? ['', fill(words.tracking, { numbers: numbers.join(', ') })] : []),
    ].join('\n'),
  };
}

/** Money given back on their order. */
export function refundedMail(
  order: WireOrder,
  refundId: string | null,
  locale: StoreLocale = 'en',
): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  const refund = (order.refunds as Array<{ id: string; amount: number }>).find(
    (entry) => entry.id === refundId,
  );
  const amount = money(refund?.amount ?? order.refunded_total, order.currency_code, locale);
  return {
    to: order.email,
    subject: fill(words.refundedSubject, { id }),
    text: [fill(words.refundedIntro, { id, amount }), '', words.refundedNext].join('\n'),
  };
}

/** Their order was canceled. */
export function canceledMail(order: WireOrder, locale: StoreLocale = 'en'): MailMessage {
  const words = wordsOf(locale);
  const id = order.display_id;
  return {
    to: order.email,
    subject: fill(words.canceledSubject, { id }),
    text: [fill(words.canceledIntro, { id }), '', words.canceledNext].join('\n'),
  };
}
