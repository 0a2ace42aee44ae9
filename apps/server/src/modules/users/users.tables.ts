import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { store } from '../store/store.tables.js';

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
    /** SHA-256 of the user's API token; the token itself is never stored. */
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
  ],
);
