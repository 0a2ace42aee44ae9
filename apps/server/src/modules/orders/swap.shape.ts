import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';
import { lineItemsOf } from '../carts/line-item.shape.js';
import { shippingMethodsOf } from '../carts/shipping-method.shape.js';
import { addressOf } from '../customers/customer.shape.js';
import { swapFulfillmentsOf } from './fulfillment.shape.js';
import { paymentJson } from './payment.shape.js';
import { returnJson } from './return.shape.js';

/*
 * An exchange as every answer embeds it (v1 `swap`): an order's `swaps`, the swaps list, a
 * swap's own answer and the answer of completing its cart. Like returns, it lives with the
 * order whose answer embeds it; modules/swaps makes, confirms and ships swaps.
 */

/** The swap's cart, lean: what an answer needs to send the shopper to pay (v1 `cart`). */
const swapCart = (alias: string) =>
  `(SELECT ${object([
    ['id', 'sc.id'],
    ...columns('sc', ['type', 'email', 'region_id', 'customer_id', 'sales_channel_id']),
    ['completed_at', stamp('sc.completed_at')],
    ...times('sc', true),
  ])} FROM cart sc WHERE sc.store_id = ${alias}.store_id AND sc.id = ${alias}.cart_id)`;

/** A swap row `alias` with its new lines, return, fulfilments, payment and shipping. */
export const swapJson = (alias: string, relations: [string, string][] = []) =>
  object([
    ['id', `${alias}.id`],
    ...columns(alias, [
      'fulfillment_status',
      'payment_status',
      'order_id',
      'difference_due',
      'shipping_address_id',
      'cart_id',
    ]),
    ['confirmed_at', stamp(`${alias}.confirmed_at`)],
    ['canceled_at', stamp(`${alias}.canceled_at`)],
    ...columns(alias, ['no_notification', 'allow_backorder', 'idempotency_key']),
    ['metadata', `${alias}.metadata`],
    ...times(alias, true),
    ['additional_items', lineItemsOf(alias, 'swap')],
    [
      'return_order',
      `(SELECT ${returnJson('sr')} FROM "return" sr
        WHERE sr.store_id = ${alias}.store_id AND sr.swap_id = ${alias}.id
        ORDER BY sr.created_at LIMIT 1)`,
    ],
    ['fulfillments', swapFulfillmentsOf(alias)],
    [
      'payment',
      `(SELECT ${paymentJson('sp')} FROM payment sp
        WHERE sp.store_id = ${alias}.store_id AND sp.swap_id = ${alias}.id
        ORDER BY sp.created_at LIMIT 1)`,
    ],
    ['shipping_address', addressOf(alias, 'shipping_address_id')],
    ['shipping_methods', shippingMethodsOf(alias, 'swap')],
    ['cart', swapCart(alias)],
    ...relations,
  ]);

/** The swaps of the order row `order`, oldest first. */
export const swapsOf = (order: string) =>
  listOf(
    swapJson('sw'),
    `swap sw WHERE sw.store_id = ${order}.store_id AND sw.order_id = ${order}.id
      AND sw.deleted_at IS NULL`,
    'sw.created_at, sw.id',
  );
