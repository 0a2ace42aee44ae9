import { bigint, boolean, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, storeId } from '../db/columns.js';
import { store } from '../tenancy/tenancy.tables.js';

/** An uploaded file. `key` is where the storage backend keeps it (disk path or bucket key). */
export const uploadedFile = pgTable(
  'uploaded_file',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    key: text('key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Protected files are never public: they are read through a short-lived download URL. */
    isProtected: boolean('is_protected').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('uploaded_file_key_idx').on(table.key),
  ],
);
