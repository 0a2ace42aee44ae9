import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/** A product collection ("Summer"): a curated group of products with its own handle. */
export const productCollection = pgTable(
  'product_collection',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('product_collection_handle_idx')
      .on(table.storeId, table.handle)
      .where(sql`${table.deletedAt} is null`),
  ],
);
