import { boolean, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/**
 * A region: where a store sells (its countries, `region_country`), in which currency, with which
 * default tax rate and through which payment and fulfilment providers. Every new store gets one.
 */
export const region = pgTable(
  'region',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currency.code),
    /** Percent, e.g. 25 for 25 %. */
    taxRate: numeric('tax_rate', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    taxCode: text('tax_code'),
    includesTax: boolean('includes_tax').notNull().default(false),
    automaticTaxes: boolean('automatic_taxes').notNull().default(true),
    giftCardsTaxable: boolean('gift_cards_taxable').notNull().default(true),
    /** null: the built-in `system` provider (the store's own tax rates). */
    taxProviderId: text('tax_provider_id'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.id] })],
);
