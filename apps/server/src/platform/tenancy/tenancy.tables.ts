import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/columns.js';

/** An organisation that signed up. Platform table: read only by platform code, never by tenants. */
export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
