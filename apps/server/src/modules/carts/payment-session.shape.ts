import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';

/** A payment session as v1 answers it (a cart's `payment_sessions` and `payment_session`). */
export interface WirePaymentSession {
  id: string;
  created_at: string;
  updated_at: string;
  cart_id: string | null;
  provider_id: string;
  is_selected: boolean | null;
  is_initiated: boolean;
  status: string;
  data: Record<string, unknown>;
  idempotency_key: string | null;
  amount: number | null;
  payment_authorized_at: string | null;
}

/** A payment_session row `alias`. */
export const paymentSessionJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, 'omit'),
    ...columns(alias, [
      'cart_id',
      'payment_collection_id',
      'provider_id',
      'is_selected',
      'is_initiated',
      'status',
      'data',
      'idempotency_key',
      'amount',
    ]),
    ['payment_authorized_at', stamp(`${alias}.payment_authorized_at`)],
  ]);

/** The payment sessions of the cart row `cart`, in the order they were made. */
export const paymentSessionsOf = (cart: string) =>
  listOf(
    paymentSessionJson('ps'),
    `payment_session ps WHERE ps.store_id = ${cart}.store_id AND ps.cart_id = ${cart}.id`,
    'ps.created_at, ps.provider_id',
  );
