import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  createdAt,
  deletedAt,
  metadata,
  storeId,
  tenantReference,
  updatedAt,
} from '../../platform/db/columns.js';
import { country } from '../../platform/reference/country.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';

/**
 * A place where stock is kept (a warehouse, a shop's back room), with its address inline: v1
 * answers it as a separate `address` object with its own id (`address_id`), which we keep.
 */
export const stockLocation = pgTable(
  'stock_location',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    addressId: text('address_id'),
    address1: text('address_1'),
    address2: text('address_2'),
    company: text('company'),
    city: text('city'),
    countryCode: text('country_code').references(() => country.iso2),
    phone: text('phone'),
    province: text('province'),
    postalCode: text('postal_code'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.id] })],
);

/** Which locations serve a sales channel: its shoppers see and buy the stock kept there. */
export const salesChannelStockLocation = pgTable(
  'sales_channel_stock_location',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    salesChannelId: text('sales_channel_id').notNull(),
    locationId: text('location_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.salesChannelId, table.locationId] }),
    index('sales_channel_stock_location_location_idx').on(table.storeId, table.locationId),
    tenantReference(
      'sales_channel_stock_location_channel_fk',
      { storeId: table.storeId, column: table.salesChannelId },
      { storeId: salesChannel.storeId, id: salesChannel.id },
    ),
    tenantReference(
      'sales_channel_stock_location_location_fk',
      { storeId: table.storeId, column: table.locationId },
      { storeId: stockLocation.storeId, id: stockLocation.id },
    ),
  ],
);
