import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';
import { returnShippingMethodOf } from '../carts/shipping-method.shape.js';

/*
 * A return, its lines and their reasons as every answer embeds them (v1 `return`,
 * `return_item`, `return_reason`): an order's `returns`, the returns list, a return's own
 * answer. They live with the order, whose answer embeds them; modules/returns, which makes and
 * receives returns, builds on orders and composes these.
 */

/** A return reason row `alias` without its relations. */
export const returnReasonJson = (alias: string, relations: [string, string][] = []) =>
  object([
    ['id', `${alias}.id`],
    ...columns(alias, ['value', 'label', 'description', 'parent_return_reason_id', 'metadata']),
    ...times(alias, true),
    ...relations,
  ]);

/** A return line row `ri`, with its reason. */
const returnItemJson = object([
  ...columns('ri', [
    'return_id',
    'item_id',
    'quantity',
    'is_requested',
    'requested_quantity',
    'received_quantity',
    'reason_id',
    'note',
    'metadata',
  ]),
  [
    'reason',
    `(SELECT ${returnReasonJson('rr')} FROM return_reason rr
      WHERE rr.store_id = ri.store_id AND rr.id = ri.reason_id)`,
  ],
]);

/** A return row `alias` with its lines and shipping method, then `relations`. */
export const returnJson = (alias: string, relations: [string, string][] = []) =>
  object([
    ['id', `${alias}.id`],
    ...columns(alias, ['status']),
    [
      'items',
      listOf(
        returnItemJson,
        `return_item ri WHERE ri.store_id = ${alias}.store_id AND ri.return_id = ${alias}.id`,
        'ri.item_id',
      ),
    ],
    ...columns(alias, ['swap_id', 'claim_order_id', 'order_id']),
    ['shipping_method', returnShippingMethodOf(alias)],
    ...columns(alias, ['shipping_data', 'location_id', 'refund_amount', 'no_notification']),
    ['idempotency_key', `${alias}.idempotency_key`],
    ['received_at', stamp(`${alias}.received_at`)],
    ...times(alias, 'omit'),
    ['metadata', `${alias}.metadata`],
    ...relations,
  ]);

/** The returns of the order row `order`, oldest first. */
export const returnsOf = (order: string) =>
  listOf(
    returnJson('ret'),
    `"return" ret WHERE ret.store_id = ${order}.store_id AND ret.order_id = ${order}.id`,
    'ret.created_at, ret.id',
  );
