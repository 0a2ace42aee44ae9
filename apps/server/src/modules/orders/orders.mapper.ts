import type { Order } from '@storedesk/contract';
import { cartTotals } from '../carts/cart-totals.js';
import { appliedRates } from '../carts/tax-line.shape.js';
import type { OrderRow } from './orders.query.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The Medusa v1 order (`object: 'order'`, as the complete answer and the order reads carry it):
 * the row of orders.query.ts with every total worked out by the carts' totals function, so an
 * order and the cart it came from always add up the same way. `paid_total` adds up the
 * payments' amounts (authorised or captured, as v1), `refunded_total` what was given back.
 */
export function toOrder(row: OrderRow): Order {
  const totals = cartTotals({
    items: row.items.map((item) => ({
      id: item.id,
      unitPrice: Number(item.unit_price),
      quantity: item.quantity,
      includesTax: item.includes_tax,
      rates: appliedRates(item.tax_lines),
    })),
    shippingMethods: row.shipping_methods.map((method) => ({
      id: method.id,
      price: Number(method.price),
      includesTax: method.includes_tax,
      rates: appliedRates(method.tax_lines),
    })),
  });
  // What was paid: a captured payment counts what was taken, an authorised one what it holds
  // (as v1's paid_total); only what was taken can be given back.
  const paidTotal = sum(
    row.payments
      .filter((payment) => !payment.canceled_at)
      .map((payment) => Number(payment.amount_captured ?? payment.amount)),
  );
  const capturedTotal = sum(row.payments.map((payment) => Number(payment.amount_captured ?? 0)));
  const refundedTotal = sum(row.payments.map((payment) => Number(payment.amount_refunded)));
  const { items, shipping_methods: methods, ...orderTotals } = totals;
  return {
    object: 'order' as const,
    ...row,
    metadata: row.metadata ?? {},
    claims: row.claims ?? [],
    discounts: [],
    fulfillments: row.fulfillments ?? [],
    gift_card_transactions: [],
    gift_cards: [],
    refunds: (row.refunds ?? []).map((refund) => ({ ...refund, amount: Number(refund.amount) })),
    returns: row.returns ?? [],
    swaps: row.swaps ?? [],
    items: row.items.map((item, index) => {
      const { tax_lines: _shares, id: _id, ...figures } = items[index]!;
      return {
        ...item,
        ...figures,
        refundable: figures.total,
      };
    }),
    shipping_methods: row.shipping_methods.map((method, index) => {
      const { tax_lines: _shares, id: _id, ...figures } = methods[index]!;
      return { ...method, ...figures };
    }),
    payments: row.payments.map((payment) => ({
      ...payment,
      amount: Number(payment.amount),
      amount_refunded: Number(payment.amount_refunded),
      amount_captured: payment.amount_captured === null ? null : Number(payment.amount_captured),
    })),
    ...orderTotals,
    refunded_total: refundedTotal,
    paid_total: paidTotal,
    refundable_amount: paidTotal - refundedTotal,
    /** Storedesk: what a refund may still give back (taken at capture, less refunds). */
    refundable_captured: capturedTotal - refundedTotal,
  };
}

export type WireOrder = Order;
