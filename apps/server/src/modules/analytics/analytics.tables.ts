import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/** One usage-analytics config per user. */
export const analyticsConfig = pgTable(
  'analytics_config',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    anonymize: boolean('anonymize').notNull().default(false),
    optOut: boolean('opt_out').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('analytics_config_user_idx')
      .on(table.storeId, table.userId)
      .where(sql`${table.deletedAt} is null`),
  ],
);
