import { foreignKey, jsonb, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** Column helpers every table shares, so timestamps and metadata read the same everywhere. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });
export const metadata = () => jsonb('metadata').$type<Record<string, unknown> | null>();
/** Every tenant table leads with store_id (docs/architecture.md: primary key `(store_id, id)`). */
export const storeId = () => text('store_id').notNull();

/**
 * A foreign key between two tenant tables: it always includes `store_id`, so the database itself
 * refuses a reference across stores (docs/architecture.md).
 */
export function tenantReference(
  name: string,
  from: { storeId: PgColumn; column: PgColumn },
  to: { storeId: PgColumn; id: PgColumn },
  // No 'set null': it would null store_id too, which every tenant table requires.
  onDelete: 'cascade' | 'restrict' = 'cascade',
) {
  return foreignKey({
    name,
    columns: [from.storeId, from.column],
    foreignColumns: [to.storeId, to.id],
  }).onDelete(onDelete);
}
