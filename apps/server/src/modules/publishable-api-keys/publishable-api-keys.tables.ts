import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, storeId, updatedAt } from '../../platform/db/columns.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

/** A publishable key: its id is what a storefront sends as `x-publishable-api-key`. */
export const publishableApiKey = pgTable(
  'publishable_api_key',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: text('title').notNull(),
    createdBy: text('created_by'),
    revokedBy: text('revoked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.id] }), unique().on(table.id)],
);

/**
 * The sales channels a publishable key is limited to. A key without rows here is not
 * restricted (Medusa v1); with rows, the store API only sells through those channels.
 */
export const publishableApiKeySalesChannel = pgTable(
  'publishable_api_key_sales_channel',
  {
    storeId: storeId(),
    publishableKeyId: text('publishable_key_id').notNull(),
    salesChannelId: text('sales_channel_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.publishableKeyId, table.salesChannelId] }),
    index('publishable_api_key_sales_channel_channel_idx').on(table.storeId, table.salesChannelId),
    foreignKey({
      name: 'publishable_api_key_sales_channel_key_fk',
      columns: [table.storeId, table.publishableKeyId],
      foreignColumns: [publishableApiKey.storeId, publishableApiKey.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'publishable_api_key_sales_channel_channel_fk',
      columns: [table.storeId, table.salesChannelId],
      foreignColumns: [salesChannel.storeId, salesChannel.id],
    }).onDelete('cascade'),
  ],
);
