import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/**
 * A category in the store's tree. `rank` orders siblings (0, 1, 2, ... with no gaps);
 * `parent_category_id` null means a root category.
 */
export const productCategory = pgTable(
  'product_category',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    handle: text('handle').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    parentCategoryId: text('parent_category_id'),
    rank: integer('rank').notNull().default(0),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('product_category_handle_idx').on(table.storeId, table.handle),
    index('product_category_parent_idx').on(table.storeId, table.parentCategoryId, table.rank),
    foreignKey({
      name: 'product_category_parent_fk',
      columns: [table.storeId, table.parentCategoryId],
      foreignColumns: [table.storeId, table.id],
    }),
  ],
);
