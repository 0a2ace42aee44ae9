import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/**
 * A note staff leave on something (an order, a customer): `resource_type` and `resource_id` name
 * it, as in v1. Soft-deleted, so the timeline can still say a note was removed.
 */
export const note = pgTable(
  'note',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    value: text('value').notNull(),
    authorId: text('author_id'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('note_resource_idx').on(
      table.storeId,
      table.resourceType,
      table.resourceId,
      table.createdAt,
    ),
    check('note_value_check', sql`length(${table.value}) between 1 and 10000`),
  ],
);
