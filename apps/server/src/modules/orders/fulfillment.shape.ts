import { columns, listOf, object, stamp, times } from '../../platform/db/json.js';

/*
 * A fulfilment as an order answers it (v1 `fulfillments`): its items and tracking links with
 * it. Claims and swaps have none yet, so their ids are null.
 */

/** A fulfillment row `alias` with what it ships and its tracking links. */
export const fulfillmentJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, 'omit'),
    ['claim_order_id', 'null'],
    ['swap_id', 'null'],
    ...columns(alias, [
      'order_id',
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

/** The fulfilments of the order row `order`, oldest first. */
export const fulfillmentsOf = (order: string) =>
  listOf(
    fulfillmentJson('f'),
    `fulfillment f WHERE f.store_id = ${order}.store_id AND f.order_id = ${order}.id`,
    'f.created_at, f.id',
  );
