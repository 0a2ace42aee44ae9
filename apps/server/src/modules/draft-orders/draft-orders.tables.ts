import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { cart } from '../carts/carts.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An order staff put together by hand (Medusa v1 draft order): a cart of type `draft_order`
 * holds its lines, shipping and addresses, priced and taxed as any cart; marking it paid turns
 * the cart into an order through the same completion as a shopper's checkout.
 */
export const draftOrder = pgTable(
  'draft_order',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** `open`, then `completed` once paid. */
    status: text('status').notNull().default('open'),
    /** The store's own draft numbers, 1, 2, 3… (order_display_id.draft_last_value). */
    displayId: integer('display_id').notNull(),
    cartId: text('cart_id').notNull(),
    orderId: text('order_id'),
    noNotificationOrder: boolean('no_notification_order'),
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by'),
    metadata: metadata(),
    canceledAt: at('canceled_at'),
    completedAt: at('completed_at'),
    paymentAt: at('payment_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('draft_order_display_id_idx').on(table.storeId, table.displayId),
    uniqueIndex('draft_order_cart_idx').on(table.storeId, table.cartId),
    index('draft_order_created_idx').on(table.storeId, table.createdAt),
    check('draft_order_status_check', sql`${table.status} in ('open', 'completed')`),
    tenantReference(
      'draft_order_cart_fk',
      { storeId: table.storeId, column: table.cartId },
      { storeId: cart.storeId, id: cart.id },
    ),
  ],
);
