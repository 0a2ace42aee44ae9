import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
import { productVariant } from '../products/products.tables.js';
import { stockLocation } from '../stock-locations/stock-locations.tables.js';

/**
 * A stock-keeping item: what a variant that manages inventory takes out of stock when sold. Its
 * stock is kept per location in `inventory_level`.
 */
export const inventoryItem = pgTable(
  'inventory_item',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    sku: text('sku'),
    title: text('title'),
    description: text('description'),
    thumbnail: text('thumbnail'),
    originCountry: text('origin_country'),
    hsCode: text('hs_code'),
    midCode: text('mid_code'),
    material: text('material'),
    weight: integer('weight'),
    length: integer('length'),
    height: integer('height'),
    width: integer('width'),
    requiresShipping: boolean('requires_shipping').notNull().default(true),
    metadata: metadata(),
    /** Set while an import stages the item's variant: hidden like the product (migration 0045). */
    importJobId: text('import_job_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('inventory_item_import_job_idx')
      .on(table.storeId, table.importJobId)
      .where(sql`${table.importJobId} is not null`),
    uniqueIndex('inventory_item_sku_idx')
      .on(table.storeId, table.sku)
      .where(sql`${table.sku} is not null and ${table.deletedAt} is null`),
  ],
);

/**
 * The item a variant takes out of stock, and how many of it one unit of the variant needs. One
 * item per variant (v1 allows several; nothing we build needs it yet).
 */
export const variantInventoryItem = pgTable(
  'product_variant_inventory_item',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    variantId: text('variant_id').notNull(),
    inventoryItemId: text('inventory_item_id').notNull(),
    requiredQuantity: integer('required_quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('product_variant_inventory_item_variant_idx').on(table.storeId, table.variantId),
    index('product_variant_inventory_item_item_idx').on(table.storeId, table.inventoryItemId),
    check('product_variant_inventory_item_quantity_check', sql`${table.requiredQuantity} > 0`),
    tenantReference(
      'product_variant_inventory_item_variant_fk',
      { storeId: table.storeId, column: table.variantId },
      { storeId: productVariant.storeId, id: productVariant.id },
    ),
    tenantReference(
      'product_variant_inventory_item_item_fk',
      { storeId: table.storeId, column: table.inventoryItemId },
      { storeId: inventoryItem.storeId, id: inventoryItem.id },
    ),
  ],
);

/**
 * An item's stock at one location. Available = stocked − reserved. Every change is one
 * conditional UPDATE (never read-then-write): a reservation succeeds only while enough is
 * available, unless the variant allows backorders; the checks below are the last line.
 */
export const inventoryLevel = pgTable(
  'inventory_level',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    inventoryItemId: text('inventory_item_id').notNull(),
    locationId: text('location_id').notNull(),
    stockedQuantity: integer('stocked_quantity').notNull().default(0),
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    incomingQuantity: integer('incoming_quantity').notNull().default(0),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('inventory_level_item_location_idx').on(
      table.storeId,
      table.inventoryItemId,
      table.locationId,
    ),
    index('inventory_level_location_idx').on(table.storeId, table.locationId),
    check('inventory_level_stocked_check', sql`${table.stockedQuantity} >= 0`),
    check('inventory_level_reserved_check', sql`${table.reservedQuantity} >= 0`),
    check('inventory_level_incoming_check', sql`${table.incomingQuantity} >= 0`),
    tenantReference(
      'inventory_level_item_fk',
      { storeId: table.storeId, column: table.inventoryItemId },
      { storeId: inventoryItem.storeId, id: inventoryItem.id },
    ),
    tenantReference(
      'inventory_level_location_fk',
      { storeId: table.storeId, column: table.locationId },
      { storeId: stockLocation.storeId, id: stockLocation.id },
    ),
  ],
);

/**
 * Stock held for someone: an order's line (set when a cart completes) or a manual reservation
 * made by staff. Its quantity is counted in the level's `reserved_quantity`.
 */
export const reservationItem = pgTable(
  'reservation_item',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    inventoryItemId: text('inventory_item_id').notNull(),
    locationId: text('location_id').notNull(),
    quantity: integer('quantity').notNull(),
    lineItemId: text('line_item_id'),
    externalId: text('external_id'),
    description: text('description'),
    createdBy: text('created_by'),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('reservation_item_item_idx').on(table.storeId, table.inventoryItemId, table.locationId),
    index('reservation_item_line_idx')
      .on(table.storeId, table.lineItemId)
      .where(sql`${table.lineItemId} is not null`),
    check('reservation_item_quantity_check', sql`${table.quantity} > 0`),
    tenantReference(
      'reservation_item_item_fk',
      { storeId: table.storeId, column: table.inventoryItemId },
      { storeId: inventoryItem.storeId, id: inventoryItem.id },
    ),
    tenantReference(
      'reservation_item_location_fk',
      { storeId: table.storeId, column: table.locationId },
      { storeId: stockLocation.storeId, id: stockLocation.id },
    ),
  ],
);

/**
 * A change of stocked quantity made by hand (the admin's "adjust"), with its reason: the history
 * of an item's stock at a location. Written in the same statement as the level it changed.
 */
export const inventoryAdjustment = pgTable(
  'inventory_adjustment',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    inventoryItemId: text('inventory_item_id').notNull(),
    locationId: text('location_id').notNull(),
    /** `set` (a count) or `add` (a delivery, a loss). */
    mode: text('mode').notNull(),
    quantityChange: integer('quantity_change').notNull(),
    stockedQuantity: integer('stocked_quantity').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('inventory_adjustment_item_idx').on(
      table.storeId,
      table.inventoryItemId,
      table.createdAt,
    ),
    tenantReference(
      'inventory_adjustment_item_fk',
      { storeId: table.storeId, column: table.inventoryItemId },
      { storeId: inventoryItem.storeId, id: inventoryItem.id },
    ),
    tenantReference(
      'inventory_adjustment_location_fk',
      { storeId: table.storeId, column: table.locationId },
      { storeId: stockLocation.storeId, id: stockLocation.id },
    ),
  ],
);
