import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { organization } from '../../platform/tenancy/tenancy.tables.js';

/** One store per organisation. Its own id is the tenant key every other table carries. */
export const store = pgTable('store', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .unique()
    .references(() => organization.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  defaultCurrencyCode: text('default_currency_code')
    .notNull()
    .references(() => currency.code),
  swapLinkTemplate: text('swap_link_template'),
  paymentLinkTemplate: text('payment_link_template'),
  inviteLinkTemplate: text('invite_link_template'),
  defaultLocationId: text('default_location_id'),
  defaultSalesChannelId: text('default_sales_channel_id'),
  /**
   * Bumped by a trigger on every change to the store's catalogue (migration 0013): cached
   * catalogue answers are keyed by it, so a change is seen at once by every process.
   */
  catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull().default(0),
  metadata: metadata(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** ISO 4217 currencies: reference data shared by every store. */
export const currency = pgTable('currency', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  symbolNative: text('symbol_native').notNull(),
  name: text('name').notNull(),
  decimalDigits: integer('decimal_digits').notNull(),
});

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
