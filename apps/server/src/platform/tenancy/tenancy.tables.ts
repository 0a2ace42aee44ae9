import { sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, metadata, updatedAt } from '../db/columns.js';
import { currency } from '../reference/reference.tables.js';

/** An organisation that signed up. Platform table: read only by platform code, never by tenants. */
export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One store per organisation. Its own id is the tenant key every other table carries. */
export const store = pgTable('store', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .unique()
    .references(() => organization.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /**
   * The store's name in URLs: its API base URL `/s/{handle}`, its shop `/shop/{handle}` and
   * `{handle}.{SHOP_DOMAIN}`. Lower-case letters, digits and hyphens, unique over all stores
   * (platform/tenancy/store-base-url.ts).
   */
  handle: text('handle').notNull().unique('store_handle_unique'),
  /** A custom domain that serves this store's API without a key (lower-case, unique). */
  hostName: text('host_name').unique('store_host_name_unique'),
  /** Browser origins allowed to call the store API with credentials (Medusa v1 `store_cors`). */
  storeCors: text('store_cors')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  defaultCurrencyCode: text('default_currency_code')
    .notNull()
    .references(() => currency.code),
  swapLinkTemplate: text('swap_link_template'),
  paymentLinkTemplate: text('payment_link_template'),
  inviteLinkTemplate: text('invite_link_template'),
  defaultLocationId: text('default_location_id'),
  defaultSalesChannelId: text('default_sales_channel_id'),
  /**
   * The language the store writes to its customers in (order mails): one of the 21 interface
   * locale codes (`STORE_LOCALES` in the contract, which the admin API checks).
   */
  defaultLocale: text('default_locale').notNull().default('en'),
  /**
   * Bumped by a trigger on every change to the store's catalogue (migration 0013): cached
   * catalogue answers are keyed by it, so a change is seen at once by every process.
   */
  catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull().default(0),
  metadata: metadata(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
