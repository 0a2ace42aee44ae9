import { columns, listOf, object, times } from '../../platform/db/json.js';

/** A refund row `alias` as an order answers it (v1 `refunds`). */
export const refundJson = (alias: string) =>
  object([
    ['id', `${alias}.id`],
    ...times(alias, 'omit'),
    ...columns(alias, [
      'order_id',
      'payment_id',
      'amount',
      'note',
      'reason',
      'status',
      'metadata',
      'idempotency_key',
    ]),
  ]);

/** The refunds of the order row `order`, oldest first. */
export const refundsOf = (order: string) =>
  listOf(
    refundJson('rf'),
    `refund rf WHERE rf.store_id = ${order}.store_id AND rf.order_id = ${order}.id`,
    'rf.created_at, rf.id',
  );
