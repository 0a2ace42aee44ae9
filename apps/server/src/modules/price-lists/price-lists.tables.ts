import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

export const PRICE_LIST_TYPES = ['sale', 'override'] as const;
export const PRICE_LIST_STATUSES = ['active', 'draft'] as const;

/**
 * A price list: prices (rows of money_amount with this price_list_id) that replace the
 * variants' own while active and inside its dates. A `sale` list shows the original price
 * beside it; an `override` list replaces it outright.
 */
export const priceList = pgTable(
  'price_list',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: PRICE_LIST_TYPES }).notNull().default('sale'),
    status: text('status', { enum: PRICE_LIST_STATUSES }).notNull().default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('price_list_created_idx').on(table.storeId, table.createdAt),
  ],
);
