import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

export const invite = pgTable(
  'invite',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    userEmail: text('user_email').notNull(),
    role: text('role', { enum: ['admin', 'member', 'developer'] })
      .notNull()
      .default('member'),
    accepted: boolean('accepted').notNull().default(false),
    /** SHA-256 of the token in the emailed link. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('invite_token_hash_idx').on(table.tokenHash),
    uniqueIndex('invite_store_email_live_idx')
      .on(table.storeId, sql`lower(${table.userEmail})`)
      .where(sql`${table.deletedAt} is null and ${table.accepted} = false`),
  ],
);
