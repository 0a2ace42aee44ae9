import { pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../store/store.tables.js';

/** A publishable key: its id is what a storefront sends as `x-publishable-api-key`. */
export const publishableApiKey = pgTable(
  'publishable_api_key',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: text('title').notNull(),
    createdBy: text('created_by'),
    revokedBy: text('revoked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.id] }), unique().on(table.id)],
);
