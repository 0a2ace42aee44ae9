import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/** A table of one kind of product value: a value unique among the store's live ones. */
function productValueTable<Name extends string>(name: Name) {
  return pgTable(
    name,
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
      uniqueIndex(`${name}_value_idx`)
        .on(table.storeId, table.value)
        .where(sql`${table.deletedAt} is null`),
    ],
  );
}

/** A product tag ("organic"): many per product (the product_tags link table). */
export const productTag = productValueTable('product_tag');

/** A product type ("Shirt"): at most one per product (product.type_id). */
export const productType = productValueTable('product_type');

export type ProductValueTable = typeof productTag | typeof productType;
export type ProductValueRow = typeof productTag.$inferSelect;
