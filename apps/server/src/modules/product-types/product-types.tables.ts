import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/** A product type ("Shirt"): at most one per product, values unique per store. */
export const productType = pgTable(
  'product_type',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    value: text('value').notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('product_type_value_idx')
      .on(table.storeId, table.value)
      .where(sql`${table.deletedAt} is null`),
  ],
);
