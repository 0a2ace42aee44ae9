import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';

/*
 * A fulfilment as an order, an exchange or a claim answers it (v1 `fulfillments`): its items
 * and tracking links with it. An exchange's or a claim's fulfilment belongs to it (`swap_id`,
 * `claim_order_id`) and, as in v1, answers no `order_id`; it is not among the order's own.
 */

/** A fulfillment row `alias` with what it ships and its tracking links. */
export const fulfillmentJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, 'omit'),
    ['claim_order_id', `${alias}.claim_order_id`],
    ['swap_id', `${alias}.swap_id`],
    [
      'order_id',
      `CASE WHEN ${alias}.swap_id IS NULL AND ${alias}.claim_order_id IS NULL THEN ${alias}.order_id END`,
    ],
    ...columns(alias, [
      'no_notification',
      'provider_id',
      'location_id',
      'tracking_numbers',
      'data',
    ]),
    ['shipped_at', stamp(`${alias}.shipped_at`)],
    ['canceled_at', stamp(`${alias}.canceled_at`)],
    ...columns(alias, ['metadata', 'idempotency_key']),
    [
      'items',
      listOf(
        object(columns('fi', ['fulfillment_id', 'item_id', 'quantity'])),
        `fulfillment_item fi WHERE fi.store_id = ${alias}.store_id AND fi.fulfillment_id = ${alias}.id`,
        'fi.item_id',
      ),
    ],
    [
      'tracking_links',
      listOf(
        object([
          ['id', 'tl.id'],
          ...times('tl', 'omit'),
          ...columns('tl', ['url', 'tracking_number', 'fulfillment_id', 'metadata']),
          ['idempotency_key', 'null'],
        ]),
        `tracking_link tl WHERE tl.store_id = ${alias}.store_id AND tl.fulfillment_id = ${alias}.id`,
        'tl.created_at, tl.id',
      ),
    ],
  ]);

/** The fulfilments of the order row `order` (not its exchanges'), oldest first. */
export const fulfillmentsOf = (order: string) =>
  listOf(
    fulfillmentJson('f'),
    `fulfillment f WHERE f.store_id = ${order}.store_id AND f.order_id = ${order}.id
      AND f.swap_id IS NULL AND f.claim_order_id IS NULL`,
    'f.created_at, f.id',
  );

/** The fulfilments of the claim row `claim`, oldest first. */
export const claimFulfillmentsOf = (claim: string) =>
  listOf(
    fulfillmentJson('f'),
    `fulfillment f WHERE f.store_id = ${claim}.store_id AND f.claim_order_id = ${claim}.id`,
    'f.created_at, f.id',
  );

/** The fulfilments of the swap row `swap`, oldest first. */
export const swapFulfillmentsOf = (swap: string) =>
  listOf(
    fulfillmentJson('f'),
    `fulfillment f WHERE f.store_id = ${swap}.store_id AND f.swap_id = ${swap}.id`,
    'f.created_at, f.id',
  );
