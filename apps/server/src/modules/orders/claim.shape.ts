import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';
import { lineItemsOf } from '../carts/line-item.shape.js';
import { shippingMethodsOf } from '../carts/shipping-method.shape.js';
import { addressOf } from '../customers/customer.shape.js';
import { claimFulfillmentsOf } from './fulfillment.shape.js';
import { returnJson } from './return.shape.js';

/*
 * A claim as every answer embeds it (v1 `claim_order`, `claim_item`, `claim_image`,
 * `claim_tag`): an order's `claims`. It lives with the order whose answer embeds it;
 * modules/claims makes, refunds, ships and cancels claims.
 */

/** A claimed line row `ci` with its pictures and tags. */
const claimItemJson = object([
  ['id', 'ci.id'],
  [
    'images',
    listOf(
      object([
        ['id', 'cim.id'],
        ...columns('cim', ['claim_item_id', 'url', 'metadata']),
        ...times('cim', true),
      ]),
      `claim_image cim WHERE cim.store_id = ci.store_id AND cim.claim_item_id = ci.id
        AND cim.deleted_at IS NULL`,
      'cim.created_at, cim.id',
    ),
  ],
  ...columns('ci', ['claim_order_id', 'item_id', 'variant_id', 'reason', 'note', 'quantity']),
  [
    'tags',
    listOf(
      object([['id', 'ct.id'], ...columns('ct', ['value', 'metadata']), ...times('ct', true)]),
      `claim_item_tags cit JOIN claim_tag ct ON ct.store_id = cit.store_id AND ct.id = cit.tag_id
        WHERE cit.store_id = ci.store_id AND cit.item_id = ci.id`,
      'ct.value',
    ),
  ],
  ...times('ci', true),
  ['metadata', 'ci.metadata'],
]);

/** A claim row `alias` with its lines, replacements, return, fulfilments and shipping. */
export const claimJson = (alias: string, relations: [string, string][] = []) =>
  object([
    ['id', `${alias}.id`],
    ...columns(alias, ['payment_status', 'fulfillment_status']),
    [
      'claim_items',
      listOf(
        claimItemJson,
        `claim_item ci WHERE ci.store_id = ${alias}.store_id AND ci.claim_order_id = ${alias}.id
          AND ci.deleted_at IS NULL`,
        'ci.created_at, ci.id',
      ),
    ],
    ['additional_items', lineItemsOf(alias, 'claim')],
    ...columns(alias, ['type', 'order_id']),
    [
      'return_order',
      `(SELECT ${returnJson('cr')} FROM "return" cr
        WHERE cr.store_id = ${alias}.store_id AND cr.claim_order_id = ${alias}.id
        ORDER BY cr.created_at LIMIT 1)`,
    ],
    ['shipping_address_id', `${alias}.shipping_address_id`],
    ['shipping_address', addressOf(alias, 'shipping_address_id')],
    ['shipping_methods', shippingMethodsOf(alias, 'claim')],
    ['fulfillments', claimFulfillmentsOf(alias)],
    ['refund_amount', `${alias}.refund_amount`],
    ['canceled_at', stamp(`${alias}.canceled_at`)],
    ...times(alias, true),
    ...columns(alias, ['metadata', 'idempotency_key', 'no_notification']),
    ...relations,
  ]);

/** The claims of the order row `order`, oldest first. */
export const claimsOf = (order: string) =>
  listOf(
    claimJson('cl'),
    `claim_order cl WHERE cl.store_id = ${order}.store_id AND cl.order_id = ${order}.id
      AND cl.deleted_at IS NULL`,
    'cl.created_at, cl.id',
  );
