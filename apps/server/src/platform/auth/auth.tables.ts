import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../db/columns.js';
import { store } from '../tenancy/tenancy.tables.js';

/*
 * Staff identity belongs to the platform: every request's user is found here (sessions, bearer
 * tokens, API tokens) before any area runs. The users area manages these rows through its API.
 */

/** A staff user. Belongs to one organisation (through its one store). */
export const user = pgTable(
  'user',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['admin', 'member', 'developer'] })
      .notNull()
      .default('member'),
    passwordHash: text('password_hash').notNull(),
    /**
     * The user's API token as a keyed hash (`apiTokenDigest`, platform/auth/api-token.ts); the
     * token itself is never stored. Unique within the store only, so setting a token says
     * nothing of other stores' tokens.
     */
    apiTokenDigest: text('api_token_digest'),
    /**
     * A token set before keyed hashes: its plain SHA-256. Still accepted until the user's token
     * changes (a new one is written as a digest and clears this).
     */
    apiTokenHash: text('api_token_hash'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    // An email signs in to exactly one organisation.
    uniqueIndex('user_email_live_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('user_api_token_hash_idx').on(table.apiTokenHash),
    uniqueIndex('user_api_token_digest_idx').on(table.storeId, table.apiTokenDigest),
    index('user_api_token_digest_lookup_idx').on(table.apiTokenDigest),
  ],
);

export type UserRow = typeof user.$inferSelect;

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
    /** Finds the code; `token_hash` is the SHA-256 of its secret part (reset-codes.ts). */
    selector: text('selector').notNull(),
    /** Tries with this selector and a wrong secret or email; the code dies at a few. */
    wrongTries: integer('wrong_tries').notNull().default(0),
    storeId: text('store_id').notNull(),
    userId: text('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_token_selector_idx').on(table.selector),
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
