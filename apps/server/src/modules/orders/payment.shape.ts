import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';

/** A payment as the fragment writes it. */
export interface PaymentJson {
  id: string;
  currency_code: string;
  provider_id: string;
  data: Record<string, unknown>;
  amount: number;
  amount_refunded: number;
  amount_captured: number | null;
  captured_at: string | null;
  canceled_at: string | null;
  [key: string]: unknown;
}

/** A payment row `alias` as v1 answers it (an order's `payments`). */
export const paymentJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, 'omit'),
    ...columns(alias, [
      'swap_id',
      'cart_id',
      'order_id',
      'amount',
      'currency_code',
      'amount_refunded',
      'amount_captured',
      'provider_id',
      'data',
    ]),
    ['captured_at', stamp(`${alias}.captured_at`)],
    ['canceled_at', stamp(`${alias}.canceled_at`)],
    ...columns(alias, ['metadata', 'idempotency_key']),
  ]);

/** The payments of the order row `order`, oldest first. */
export const paymentsOf = (order: string) =>
  listOf(
    paymentJson('p'),
    `payment p WHERE p.store_id = ${order}.store_id AND p.order_id = ${order}.id`,
    'p.created_at, p.id',
  );
