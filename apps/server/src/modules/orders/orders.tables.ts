import {
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  metadata,
  storeId,
  tenantReference,
  updatedAt,
} from '../../platform/db/columns.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { region } from '../regions/regions.tables.js';

// The statuses a row may hold are the contract's lists, the ones the API answers.
const within = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * An order: what a completed cart became. Its lines and shipping methods are the cart's own
 * `line_item` and `shipping_method` rows, pointed at the order when the cart completes (as in
 * v1), so nothing is copied. `cart_id` is unique per store: a cart becomes at most one order,
 * which is what makes a repeated or concurrent completion answer the same order.
 */
export const order = pgTable(
  'order',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    status: text('status').notNull().default('pending'),
    fulfillmentStatus: text('fulfillment_status').notNull().default('not_fulfilled'),
    paymentStatus: text('payment_status').notNull().default('not_paid'),
    /** The store's own order number, 1, 2, 3… with no gaps (`order_display_id`). */
    displayId: integer('display_id').notNull(),
    cartId: text('cart_id'),
    customerId: text('customer_id'),
    email: text('email').notNull(),
    billingAddressId: text('billing_address_id'),
    shippingAddressId: text('shipping_address_id'),
    regionId: text('region_id').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currency.code),
    /** v1 keeps null here (the rates live on the tax lines); kept for the wire format. */
    taxRate: real('tax_rate'),
    draftOrderId: text('draft_order_id'),
    salesChannelId: text('sales_channel_id'),
    noNotification: boolean('no_notification'),
    idempotencyKey: text('idempotency_key'),
    externalId: text('external_id'),
    metadata: metadata(),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    /**
     * The totals as placed (minor units), written with the order by the same totals function
     * the answer uses, so sums over many orders (the home page, the export) read columns and
     * never rebuild orders. Null only on orders placed before they existed, until the start-up
     * backfill (orders.totals.ts) fills them.
     */
    subtotal: integer('subtotal'),
    shippingTotal: integer('shipping_total'),
    taxTotal: integer('tax_total'),
    discountTotal: integer('discount_total'),
    total: integer('total'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('order_display_id_idx').on(table.storeId, table.displayId),
    uniqueIndex('order_cart_idx')
      .on(table.storeId, table.cartId)
      .where(sql`${table.cartId} is not null`),
    index('order_customer_idx')
      .on(table.storeId, table.customerId, table.createdAt)
      .where(sql`${table.customerId} is not null`),
    index('order_email_idx').on(table.storeId, sql`lower(${table.email})`),
    index('order_created_idx').on(table.storeId, table.createdAt),
    // The list's filters that narrow most, each with the list's order.
    index('order_status_idx').on(table.storeId, table.status, table.createdAt),
    index('order_fulfillment_status_idx').on(
      table.storeId,
      table.fulfillmentStatus,
      table.createdAt,
    ),
    index('order_payment_status_idx').on(table.storeId, table.paymentStatus, table.createdAt),
    check('order_status_check', within('status', ORDER_STATUSES)),
    check(
      'order_fulfillment_status_check',
      within('fulfillment_status', ORDER_FULFILLMENT_STATUSES),
    ),
    check('order_payment_status_check', within('payment_status', ORDER_PAYMENT_STATUSES)),
    tenantReference(
      'order_region_fk',
      { storeId: table.storeId, column: table.regionId },
      { storeId: region.storeId, id: region.id },
      'restrict',
    ),
  ],
);

/**
 * The last display id given in each store. Completing a cart takes the next one by updating
 * this row in the same transaction that inserts the order, so a completion that fails rolls its
 * number back with it and numbers have no gaps (a PostgreSQL sequence would keep the gap).
 */
export const orderDisplayId = pgTable(
  'order_display_id',
  {
    storeId: storeId()
      .primaryKey()
      .references(() => store.id, { onDelete: 'cascade' }),
    lastValue: integer('last_value').notNull().default(0),
    /** The last draft order number given (draft orders have numbers of their own). */
    draftLastValue: integer('draft_last_value').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [check('order_display_id_positive_check', sql`${table.lastValue} >= 0`)],
);

/**
 * Money the shopper authorised for a cart (then its order): the provider's own state in `data`,
 * captured, refunded and canceled as staff act on it. One per completed cart (`cart_id` unique
 * per store), written in the completing transaction.
 */
export const payment = pgTable(
  'payment',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    cartId: text('cart_id'),
    orderId: text('order_id'),
    swapId: text('swap_id'),
    /**
     * A payment of an order edit's amount due (modules/order-edits): made with no order, it joins
     * the order when the edit is confirmed, and is captured and refunded on its own
     * (`/admin/payments/{id}`), never by the order's capture.
     */
    paymentCollectionId: text('payment_collection_id'),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currency.code),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** What was taken at capture (all of `amount`, or less for a partial capture); null before. */
    amountCaptured: integer('amount_captured'),
    /**
     * A capture in progress holds the payment until then: the provider is called outside any
     * transaction, and a second capture meanwhile is refused. A capture whose process died lets
     * go when it passes and may be tried again (the provider call's key makes that safe).
     */
    captureClaimedUntil: timestamp('capture_claimed_until', { withTimezone: true, mode: 'date' }),
    providerId: text('provider_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    idempotencyKey: text('idempotency_key'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('payment_cart_idx')
      .on(table.storeId, table.cartId)
      .where(sql`${table.cartId} is not null and ${table.swapId} is null`),
    index('payment_order_idx')
      .on(table.storeId, table.orderId)
      .where(sql`${table.orderId} is not null`),
    index('payment_collection_idx')
      .on(table.storeId, table.paymentCollectionId)
      .where(sql`${table.paymentCollectionId} is not null`),
    index('payment_swap_idx')
      .on(table.storeId, table.swapId)
      .where(sql`${table.swapId} is not null`),
    check('payment_amount_check', sql`${table.amount} >= 0`),
    check(
      'payment_refunded_check',
      sql`${table.amountRefunded} >= 0 and ${table.amountRefunded} <= ${table.amount}`,
    ),
    // Never more given back than taken: the refund's UPDATE checks it too, this is the last line.
    check(
      'payment_captured_check',
      sql`${table.amountCaptured} is null or (${table.amountCaptured} >= 0 and ${table.amountCaptured} <= ${table.amount} and ${table.amountRefunded} <= ${table.amountCaptured})`,
    ),
    tenantReference(
      'payment_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
    ),
  ],
);
