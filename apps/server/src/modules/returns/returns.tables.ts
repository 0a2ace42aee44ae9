import { RETURN_STATUSES } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  deletedAt,
  metadata,
  storeId,
  tenantReference,
  updatedAt,
} from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { order } from '../orders/orders.tables.js';
import { stockLocation } from '../stock-locations/stock-locations.tables.js';
import { swap } from '../swaps/swaps.tables.js';
import { claimOrder } from '../claims/claims.tables.js';

/*
 * Returns (Medusa v1's `return`, `return_item`, `return_reason`): lines of an order coming back,
 * why, and into which stock location. How much of each order line all live returns hold is kept
 * on the line itself (`line_item.return_requested_quantity`), so that a return is refused in the
 * statement that would pass what was fulfilled.
 */

/** Why a shopper sends something back; a reason may group others (one level, as v1). */
export const returnReason = pgTable(
  'return_reason',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    parentReturnReasonId: text('parent_return_reason_id'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('return_reason_value_idx')
      .on(table.storeId, table.value)
      .where(sql`${table.deletedAt} is null`),
    index('return_reason_parent_idx').on(table.storeId, table.parentReturnReasonId),
    tenantReference(
      'return_reason_parent_fk',
      { storeId: table.storeId, column: table.parentReturnReasonId },
      { storeId: table.storeId, id: table.id },
    ),
  ],
);

/** A return of lines of one order. */
export const returnOrder = pgTable(
  'return',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    status: text('status').notNull().default('requested'),
    orderId: text('order_id').notNull(),
    swapId: text('swap_id'),
    claimOrderId: text('claim_order_id'),
    locationId: text('location_id'),
    shippingData: jsonb('shipping_data').$type<Record<string, unknown>>(),
    /** What receiving the return gives back (minor units); staff may say otherwise at receipt. */
    refundAmount: integer('refund_amount').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    noNotification: boolean('no_notification'),
    /** The `Idempotency-Key` of the request that made it: a retry answers the same return. */
    idempotencyKey: text('idempotency_key'),
    /** The `Idempotency-Key` of the receipt: a retried receipt answers the received return. */
    receiveKey: text('receive_key'),
    /** Who asked: a user's id, or null for the shopper. */
    createdBy: text('created_by'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('return_order_idx').on(table.storeId, table.orderId),
    index('return_created_idx').on(table.storeId, table.createdAt),
    index('return_status_idx').on(table.storeId, table.status, table.createdAt),
    uniqueIndex('return_idempotency_idx')
      .on(table.storeId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check(
      'return_status_check',
      sql.raw(`status in (${RETURN_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('return_refund_amount_check', sql`${table.refundAmount} >= 0`),
    tenantReference(
      'return_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
    ),
    index('return_swap_idx')
      .on(table.storeId, table.swapId)
      .where(sql`${table.swapId} is not null`),
    index('return_claim_idx')
      .on(table.storeId, table.claimOrderId)
      .where(sql`${table.claimOrderId} is not null`),
    tenantReference(
      'return_claim_fk',
      { storeId: table.storeId, column: table.claimOrderId },
      { storeId: claimOrder.storeId, id: claimOrder.id },
    ),
    tenantReference(
      'return_swap_fk',
      { storeId: table.storeId, column: table.swapId },
      { storeId: swap.storeId, id: swap.id },
    ),
    tenantReference(
      'return_location_fk',
      { storeId: table.storeId, column: table.locationId },
      { storeId: stockLocation.storeId, id: stockLocation.id },
      'restrict',
    ),
  ],
);

/** How many of one order line a return holds: asked for, then received. */
export const returnItem = pgTable(
  'return_item',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    returnId: text('return_id').notNull(),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    isRequested: boolean('is_requested').notNull().default(true),
    requestedQuantity: integer('requested_quantity'),
    receivedQuantity: integer('received_quantity'),
    reasonId: text('reason_id'),
    note: text('note'),
    metadata: metadata(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.returnId, table.itemId] }),
    index('return_item_item_idx').on(table.storeId, table.itemId),
    check('return_item_quantity_check', sql`${table.quantity} >= 0`),
    tenantReference(
      'return_item_return_fk',
      { storeId: table.storeId, column: table.returnId },
      { storeId: returnOrder.storeId, id: returnOrder.id },
    ),
    tenantReference(
      'return_item_reason_fk',
      { storeId: table.storeId, column: table.reasonId },
      { storeId: returnReason.storeId, id: returnReason.id },
      'restrict',
    ),
  ],
);
