import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, storeId } from '../../platform/db/columns.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/** The currencies a store sells in. */
export const storeCurrency = pgTable(
  'store_currency',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currency.code),
    /** Whether prices in this currency include tax (Medusa v1's `includes_tax`). */
    includesTax: boolean('includes_tax').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.currencyCode] })],
);
