import { SWAP_FULFILLMENT_STATUSES, SWAP_PAYMENT_STATUSES } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
 * An exchange (Medusa v1 `swap`): lines of an order come back through its return
 * (`return.swap_id`) and new lines go out (`line_item.swap_id`). The new lines, what comes back
 * and the shipping are priced in the swap's cart (`cart.type = 'swap'`); completing that cart
 * confirms the swap with its `difference_due` (positive: the shopper pays it; negative: the
 * store refunds it).
 */
export const swap = pgTable(
  'swap',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    fulfillmentStatus: text('fulfillment_status').notNull().default('not_fulfilled'),
    paymentStatus: text('payment_status').notNull().default('not_paid'),
    /** Minor units, set when the swap is confirmed (its cart's total). */
    differenceDue: bigint('difference_due', { mode: 'number' }),
    shippingAddressId: text('shipping_address_id'),
    cartId: text('cart_id'),
    confirmedAt: at('confirmed_at'),
    canceledAt: at('canceled_at'),
    noNotification: boolean('no_notification'),
    allowBackorder: boolean('allow_backorder').notNull().default(false),
    /** The `Idempotency-Key` of the request that made it: a retry answers the same swap. */
    idempotencyKey: text('idempotency_key'),
    /** Who made it: a user's id, or null for the shopper. */
    createdBy: text('created_by'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('swap_order_idx').on(table.storeId, table.orderId),
    index('swap_created_idx').on(table.storeId, table.createdAt),
    uniqueIndex('swap_cart_idx')
      .on(table.storeId, table.cartId)
      .where(sql`${table.cartId} is not null`),
    uniqueIndex('swap_idempotency_idx')
      .on(table.storeId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check(
      'swap_payment_status_check',
      sql.raw(`payment_status in (${inList(SWAP_PAYMENT_STATUSES)})`),
    ),
    check(
      'swap_fulfillment_status_check',
      sql.raw(`fulfillment_status in (${inList(SWAP_FULFILLMENT_STATUSES)})`),
    ),
    tenantReference(
      'swap_order_fk',
      { storeId: table.storeId, column: table.orderId },
      { storeId: order.storeId, id: order.id },
    ),
  ],
);
