import type { MailMessage } from '../../platform/mail.js';
import type { WireOrder } from './orders.mapper.js';

// Building an Intl.NumberFormat costs far more than using one: one per currency.
const formats = new Map<string, Intl.NumberFormat | null>();

function formatOf(code: string): Intl.NumberFormat | null {
  let format = formats.get(code);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en', { style: 'currency', currency: code });
    } catch {
      format = null;
    }
    if (formats.size < 500) formats.set(code, format);
  }
  return format;
}

/** An amount in minor units, written in the currency's own way (`€12.34`, `¥1,234`). */
export function money(amount: number, currencyCode: string): string {
  const code = currencyCode.toUpperCase();
  const format = formatOf(code);
  // A code Intl does not know: the number as it is stored, with its code.
  if (!format) return `${amount} ${code}`;
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The confirmation a shopper gets once their order is placed. */
export function confirmationMail(order: WireOrder): MailMessage {
  const currency = order.currency_code;
  const lines = order.items.map(
    (item) =>
      `  ${item.quantity} × ${item.title}${item.description ? ` (${String(item.description)})` : ''}: ${money(item.total, currency)}`,
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
    subject: `Order #${order.display_id} confirmed`,
    text: [
      `Thank you for your order #${order.display_id}.`,
      '',
      ...lines,
      '',
      `Subtotal: ${money(order.subtotal, currency)}`,
      `Shipping: ${money(order.shipping_total, currency)}`,
      `Tax: ${money(order.tax_total, currency)}`,
      `Total: ${money(order.total, currency)}`,
      ...(shipTo.length ? ['', 'Shipping to:', ...shipTo.map((line) => `  ${line}`)] : []),
      '',
      'We will write again when it ships.',
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

/** The outbox templates of an order's later mails (the confirmation is orders.complete.ts'). */
export const SHIPPED_MAIL = 'order_shipped';
export const REFUNDED_MAIL = 'order_refunded';
export const CANCELED_MAIL = 'order_canceled';

/** v1's event names of the order mails, as `/admin/notifications` answers them. */
export const MAIL_EVENTS: Readonly<Record<string, string>> = {
  order_confirmation: 'order.placed',
  [SHIPPED_MAIL]: 'order.shipment_created',
  [REFUNDED_MAIL]: 'order.refund_created',
  [CANCELED_MAIL]: 'order.canceled',
};

/** Their shipment is on its way, with its tracking numbers. */
export function shippedMail(order: WireOrder, fulfillmentId: string | null): MailMessage {
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
    subject: `Order #${order.display_id} has shipped`,
    text: [
      `Good news: items of your order #${order.display_id} are on their way.`,
      '',
      ...lines,
      ...(numbers.length ? ['', `Tracking: ${numbers.join(', ')}`] : []),
    ].join('\n'),
  };
}

/** Money given back on their order. */
export function refundedMail(order: WireOrder, refundId: string | null): MailMessage {
  const refund = (order.refunds as Array<{ id: string; amount: number }>).find(
    (entry) => entry.id === refundId,
  );
  const amount = money(refund?.amount ?? order.refunded_total, order.currency_code);
  return {
    to: order.email,
    subject: `Refund for order #${order.display_id}`,
    text: [
      `We have refunded ${amount} on your order #${order.display_id}.`,
      '',
      'It reaches your account in a few days, depending on your bank.',
    ].join('\n'),
  };
}

/** Their order was canceled. */
export function canceledMail(order: WireOrder): MailMessage {
  return {
    to: order.email,
    subject: `Order #${order.display_id} canceled`,
    text: [
      `Your order #${order.display_id} has been canceled.`,
      '',
      'Any payment taken for it is given back to you.',
    ].join('\n'),
  };
}
