import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

export const salesChannel = pgTable(
  'sales_channel',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.id] })],
);
