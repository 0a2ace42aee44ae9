import { ORDER_ITEM_CHANGE_TYPES, PAYMENT_COLLECTION_STATUSES } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
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

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * What a customer pays for an order edit that costs more (Medusa v1 `payment_collection`): its
 * sessions are `payment_session` rows and its payments `payment` rows that name it.
 */
export const paymentCollection = pgTable(
  'payment_collection',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type').notNull().default('order_edit'),
    status: text('status').notNull().default('not_paid'),
    description: text('description'),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    authorizedAmount: bigint('authorized_amount', { mode: 'number' }),
    regionId: text('region_id').notNull(),
    currencyCode: text('currency_code').notNull(),
    metadata: metadata(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    check('payment_collection_amount_check', sql`${table.amount} > 0`),
    check(
      'payment_collection_status_check',
      sql.raw(`status in (${inList(PAYMENT_COLLECTION_STATUSES)})`),
    ),
    check('payment_collection_type_check', sql`${table.type} = 'order_edit'`),
  ],
);

/**
 * An edit of an order's lines (Medusa v1 `order_edit`). Its lines are copies of the order's
 * (`line_item.order_edit_id`, `original_item_id`) changed freely until it is confirmed, when the
 * changes are made to the order's own lines. An order has at most one edit in progress (the
 * partial unique index), so two staff members starting one at once get one edit and a 400.
 */
export const orderEdit = pgTable(
  'order_edit',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    internalNote: text('internal_note'),
    createdBy: text('created_by').notNull(),
    requestedBy: text('requested_by'),
    requestedAt: at('requested_at'),
    confirmedBy: text('confirmed_by'),
    confirmedAt: at('confirmed_at'),
    declinedBy: text('declined_by'),
    declinedReason: text('declined_reason'),
    declinedAt: at('declined_at'),
    canceledBy: text('canceled_by'),
    canceledAt: at('canceled_at'),
    paymentCollectionId: text('payment_collection_id'),
    /** The `Idempotency-Key` of the request that made it: a retry answers the same edit. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('order_edit_idempotency_idx')
      .on(table.storeId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('order_edit_order_idx').on(table.storeId, table.orderId),
    index('order_edit_created_idx').on(table.storeId, table.createdAt),
    uniqueIndex('order_edit_active_idx')
      .on(table.storeId, table.orderId)
      .where(
        sql`${table.confirmedAt} is null and ${table.canceledAt} is null and ${table.declinedAt} is null`,
      ),
    tenantReference(
      'order_edit_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
    ),
    tenantReference(
      'order_edit_payment_collection_fk',
      { storeId: table.storeId, column: table.paymentCollectionId },
      { storeId: paymentCollection.storeId, id: paymentCollection.id },
      'restrict',
    ),
  ],
);

/**
 * One change of an edit (v1 `order_item_change`): a line added (`line_item_id`, the edit's new
 * line), removed (`original_line_item_id`) or changed in quantity (both). No foreign keys to the
 * lines: a removed line is gone from the order once the edit is confirmed, and its change stays
 * as the record.
 */
export const orderItemChange = pgTable(
  'order_item_change',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type').notNull(),
    orderEditId: text('order_edit_id').notNull(),
    originalLineItemId: text('original_line_item_id'),
    lineItemId: text('line_item_id'),
    /** The `Idempotency-Key` of the request that added or removed the line: a retry does nothing. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('order_item_change_original_idx')
      .on(table.storeId, table.orderEditId, table.originalLineItemId)
      .where(sql`${table.originalLineItemId} is not null`),
    uniqueIndex('order_item_change_idempotency_idx')
      .on(table.storeId, table.orderEditId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('order_item_change_line_idx')
      .on(table.storeId, table.orderEditId, table.lineItemId)
      .where(sql`${table.lineItemId} is not null`),
    check('order_item_change_type_check', sql.raw(`type in (${inList(ORDER_ITEM_CHANGE_TYPES)})`)),
    tenantReference(
      'order_item_change_edit_fk',
      { storeId: table.storeId, column: table.orderEditId },
      { storeId: orderEdit.storeId, id: orderEdit.id },
    ),
  ],
);
