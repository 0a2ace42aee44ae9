import type { Order } from '@storedesk/contract';
import { cartTotals } from '../carts/cart-totals.js';
import type { OrderRow, TaxLineRow } from './orders.query.js';

const ratesOf = (lines: readonly TaxLineRow[]) =>
  lines.map((line) => ({ rate: Number(line.rate), name: line.name, code: line.code }));

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
      rates: ratesOf(item.tax_lines),
    })),
    shippingMethods: row.shipping_methods.map((method) => ({
      id: method.id,
      price: Number(method.price),
      includesTax: method.includes_tax,
      rates: ratesOf(method.tax_lines),
    })),
  });
  const paidTotal = sum(row.payments.map((payment) => Number(payment.amount)));
  const refundedTotal = sum(row.payments.map((payment) => Number(payment.amount_refunded)));
  const { items, shipping_methods: methods, ...orderTotals } = totals;
  return {
    object: 'order' as const,
    ...row,
    metadata: row.metadata ?? {},
    claims: [],
    discounts: [],
    fulfillments: [],
    gift_card_transactions: [],
    gift_cards: [],
    refunds: [],
    returns: [],
    swaps: [],
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
    })),
    ...orderTotals,
    refunded_total: refundedTotal,
    paid_total: paidTotal,
    refundable_amount: paidTotal - refundedTotal,
  };
}

export type WireOrder = Order;
