import { jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every table shares, so timestamps and metadata read the same everywhere. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });
export const metadata = () => jsonb('metadata').$type<Record<string, unknown> | null>();
/** Every tenant table leads with store_id (DESIGN.md: primary key `(store_id, id)`). */
export const storeId = () => text('store_id').notNull();
