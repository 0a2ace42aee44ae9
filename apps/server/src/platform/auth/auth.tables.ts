import { foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../modules/users/users.tables.js';
import { createdAt } from '../db/columns.js';

/**
 * Staff sessions. Platform table: looked up by the hash of the cookie's value before the
 * tenant is known. The cookie value itself is never stored.
 */
export const session = pgTable(
  'session',
  {
    idHash: text('id_hash').primaryKey(),
    storeId: text('store_id').notNull(),
    userId: text('user_id').notNull(),
    xsrfToken: text('xsrf_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('session_user_idx').on(table.storeId, table.userId),
    foreignKey({
      columns: [table.storeId, table.userId],
      foreignColumns: [user.storeId, user.id],
    }).onDelete('cascade'),
  ],
);

/** One-use password reset tokens (hashed), valid for an hour. */
export const passwordResetToken = pgTable(
  'password_reset_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    storeId: text('store_id').notNull(),
    userId: text('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('password_reset_token_user_idx').on(table.storeId, table.userId),
    foreignKey({
      columns: [table.storeId, table.userId],
      foreignColumns: [user.storeId, user.id],
    }).onDelete('cascade'),
  ],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
