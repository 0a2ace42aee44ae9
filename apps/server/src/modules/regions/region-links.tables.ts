import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { storeId, tenantReference } from '../../platform/db/columns.js';
import { country } from '../../platform/reference/country.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { region } from './regions.tables.js';
/** The countries a region sells to: a country belongs to at most one region of a store. */
export const regionCountry = pgTable(
  'region_country',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    iso2: text('iso_2')
      .notNull()
      .references(() => country.iso2),
    regionId: text('region_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.iso2] }),
    index('region_country_region_idx').on(table.storeId, table.regionId),
    tenantReference(
      'region_country_region_fk',
      { storeId: table.storeId, column: table.regionId },
      { storeId: region.storeId, id: region.id },
    ),
  ],
);

/** Which payment and fulfilment providers a region offers (provider ids: `manual`, `stripe`, ...). */
const regionProvider = (name: 'region_payment_provider' | 'region_fulfillment_provider') =>
  pgTable(
    name,
    {
      storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
      regionId: text('region_id').notNull(),
      providerId: text('provider_id').notNull(),
    },
    (table) => [
      primaryKey({ columns: [table.storeId, table.regionId, table.providerId] }),
      tenantReference(
        `${name}_region_fk`,
        { storeId: table.storeId, column: table.regionId },
        { storeId: region.storeId, id: region.id },
      ),
    ],
  );

export const regionPaymentProvider = regionProvider('region_payment_provider');
export const regionFulfillmentProvider = regionProvider('region_fulfillment_provider');
