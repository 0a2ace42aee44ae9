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
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  metadata,
  storeId,
  tenantReference,
  updatedAt,
} from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { stockLocation } from '../stock-locations/stock-locations.tables.js';
import { swap } from '../swaps/swaps.tables.js';
import { claimOrder } from '../claims/claims.tables.js';
import { order, payment } from './orders.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/*
 * What staff do with an order after it is placed: fulfilments (items handed to a carrier from a
 * stock location, then shipped with tracking numbers), refunds, and the order's timeline.
 */

/** Items of an order handed over together, from one stock location, through one provider. */
export const fulfillment = pgTable(
  'fulfillment',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    /** An exchange's fulfilment (its new items); the order's own have none. */
    swapId: text('swap_id'),
    /** A claim's fulfilment (its replacements). */
    claimOrderId: text('claim_order_id'),
    locationId: text('location_id'),
    providerId: text('provider_id').notNull(),
    /** The provider's own answer (a label, a carrier's reference). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    trackingNumbers: jsonb('tracking_numbers').$type<string[]>().notNull().default([]),
    noNotification: boolean('no_notification'),
    shippedAt: at('shipped_at'),
    canceledAt: at('canceled_at'),
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('fulfillment_order_idx').on(table.storeId, table.orderId, table.createdAt),
    index('fulfillment_swap_idx')
      .on(table.storeId, table.swapId)
      .where(sql`${table.swapId} is not null`),
    index('fulfillment_claim_idx')
      .on(table.storeId, table.claimOrderId)
      .where(sql`${table.claimOrderId} is not null`),
    // A fulfilment is shipped or canceled, never both.
    check(
      'fulfillment_state_check',
      sql`${table.shippedAt} is null or ${table.canceledAt} is null`,
    ),
    tenantReference(
      'fulfillment_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
    ),
    tenantReference(
      'fulfillment_claim_fk',
      { storeId: table.storeId, column: table.claimOrderId },
      { storeId: claimOrder.storeId, id: claimOrder.id },
    ),
    tenantReference(
      'fulfillment_swap_fk',
      { storeId: table.storeId, column: table.swapId },
      { storeId: swap.storeId, id: swap.id },
    ),
    tenantReference(
      'fulfillment_location_fk',
      { storeId: table.storeId, column: table.locationId },
      { storeId: stockLocation.storeId, id: stockLocation.id },
      'restrict',
    ),
  ],
);

/** How many of one order line a fulfilment holds. */
export const fulfillmentItem = pgTable(
  'fulfillment_item',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    fulfillmentId: text('fulfillment_id').notNull(),
    itemId: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.fulfillmentId, table.itemId] }),
    check('fulfillment_item_quantity_check', sql`${table.quantity} > 0`),
    tenantReference(
      'fulfillment_item_fulfillment_fk',
      { storeId: table.storeId, column: table.fulfillmentId },
      { storeId: fulfillment.storeId, id: fulfillment.id },
    ),
  ],
);

/** A shipped fulfilment's tracking number (and the carrier's page for it, when known). */
export const trackingLink = pgTable(
  'tracking_link',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    fulfillmentId: text('fulfillment_id').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    url: text('url'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('tracking_link_fulfillment_idx').on(table.storeId, table.fulfillmentId),
    tenantReference(
      'tracking_link_fulfillment_fk',
      { storeId: table.storeId, column: table.fulfillmentId },
      { storeId: fulfillment.storeId, id: fulfillment.id },
    ),
  ],
);

/** v1's refund reasons. */
export const REFUND_REASONS = ['discount', 'return', 'swap', 'claim', 'other'] as const;

/**
 * Money given back from a captured payment. The row is written in the statement that raises the
 * payment's `amount_refunded` (which refuses to pass what was captured), before the provider is
 * called; it is `pending` until the provider answers, and removed with the amount if the provider
 * refuses.
 */
export const refund = pgTable(
  'refund',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    /** `pending` while the provider is asked, then `succeeded`. */
    status: text('status').notNull().default('pending'),
    createdBy: text('created_by'),
    idempotencyKey: text('idempotency_key'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('refund_order_idx').on(table.storeId, table.orderId, table.createdAt),
    check('refund_amount_check', sql`${table.amount} > 0`),
    check('refund_status_check', sql`${table.status} in ('pending', 'succeeded')`),
    tenantReference(
      'refund_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
    ),
    tenantReference(
      'refund_payment_fk',
      { storeId: table.storeId, column: table.paymentId },
      { storeId: payment.storeId, id: payment.id },
    ),
  ],
);

/**
 * The order's timeline: one row per thing that happened to it (placed, captured, refunded,
 * fulfilled, shipped, canceled, edited ...), written by the statement or transaction that made it
 * happen, with who did it (a user's id; null for the shopper or the system).
 */
export const orderEvent = pgTable(
  'order_event',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actorId: text('actor_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('order_event_order_idx').on(table.storeId, table.orderId, table.createdAt),
    tenantReference(
      'order_event_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
    ),
  ],
);
