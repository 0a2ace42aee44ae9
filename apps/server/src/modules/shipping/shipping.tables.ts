import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  deletedAt,
  metadata,
  storeId,
  tenantReference,
  updatedAt,
} from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { product } from '../products/products.tables.js';
import { region } from '../regions/regions.tables.js';

export const SHIPPING_PROFILE_TYPES = ['default', 'gift_card', 'custom'] as const;
export const SHIPPING_PRICE_TYPES = ['flat_rate', 'calculated'] as const;
export const SHIPPING_REQUIREMENT_TYPES = ['min_subtotal', 'max_subtotal'] as const;

/**
 * A shipping profile groups products that ship the same way. Every store has one `default` and
 * one `gift_card` profile; products without a row in `product_shipping_profile` are in the
 * default one (gift cards in the gift-card one).
 */
export const shippingProfile = pgTable(
  'shipping_profile',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: SHIPPING_PROFILE_TYPES }).notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    // One default and one gift-card profile per store; custom ones as many as wanted.
    uniqueIndex('shipping_profile_kind_idx')
      .on(table.storeId, table.type)
      .where(sql`${table.type} <> 'custom' and ${table.deletedAt} is null`),
  ],
);

/** A product placed in a profile other than its default one. */
export const productShippingProfile = pgTable(
  'product_shipping_profile',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    profileId: text('profile_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.productId] }),
    index('product_shipping_profile_profile_idx').on(table.storeId, table.profileId),
    tenantReference(
      'product_shipping_profile_product_fk',
      { storeId: table.storeId, column: table.productId },
      { storeId: product.storeId, id: product.id },
    ),
    tenantReference(
      'product_shipping_profile_profile_fk',
      { storeId: table.storeId, column: table.profileId },
      { storeId: shippingProfile.storeId, id: shippingProfile.id },
    ),
  ],
);

/**
 * A way to ship (or, with `is_return`, to send back) the products of one profile within one
 * region, through one fulfilment provider, for a flat or a calculated price.
 */
export const shippingOption = pgTable(
  'shipping_option',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    regionId: text('region_id').notNull(),
    profileId: text('profile_id').notNull(),
    providerId: text('provider_id').notNull(),
    priceType: text('price_type', { enum: SHIPPING_PRICE_TYPES }).notNull(),
    /** Minor units; null for a calculated price until the provider prices a cart. */
    amount: bigint('amount', { mode: 'number' }),
    isReturn: boolean('is_return').notNull().default(false),
    adminOnly: boolean('admin_only').notNull().default(false),
    includesTax: boolean('includes_tax').notNull().default(false),
    /** What the fulfilment provider needs to fulfil with this option (its option's data). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('shipping_option_region_idx').on(table.storeId, table.regionId),
    index('shipping_option_profile_idx').on(table.storeId, table.profileId),
    tenantReference(
      'shipping_option_region_fk',
      { storeId: table.storeId, column: table.regionId },
      { storeId: region.storeId, id: region.id },
    ),
    tenantReference(
      'shipping_option_profile_fk',
      { storeId: table.storeId, column: table.profileId },
      { storeId: shippingProfile.storeId, id: shippingProfile.id },
      'restrict',
    ),
  ],
);

/** A condition on the cart's subtotal for an option to be offered (at most one of each type). */
export const shippingOptionRequirement = pgTable(
  'shipping_option_requirement',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    shippingOptionId: text('shipping_option_id').notNull(),
    type: text('type', { enum: SHIPPING_REQUIREMENT_TYPES }).notNull(),
    /** Minor units of the region's currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('shipping_option_requirement_type_idx')
      .on(table.storeId, table.shippingOptionId, table.type)
      .where(sql`${table.deletedAt} is null`),
    tenantReference(
      'shipping_option_requirement_option_fk',
      { storeId: table.storeId, column: table.shippingOptionId },
      { storeId: shippingOption.storeId, id: shippingOption.id },
    ),
  ],
);
