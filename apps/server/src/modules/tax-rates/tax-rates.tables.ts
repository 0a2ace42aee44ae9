import { index, numeric, pgTable, primaryKey, text, type PgColumn } from 'drizzle-orm/pg-core';
import {
  createdAt,
  metadata,
  storeId,
  tenantReference,
  updatedAt,
} from '../../platform/db/columns.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { product } from '../products/products.tables.js';
import { productType } from '../product-values/product-values.tables.js';
import { region } from '../regions/regions.tables.js';
import { shippingOption } from '../shipping/shipping.tables.js';

/**
 * A tax rate of a region that overrides the region's default rate for the products, product types
 * and shipping options it names (the tables below). A line with no override pays the region's
 * default rate (`region.tax_rate`).
 */
export const taxRate = pgTable(
  'tax_rate',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    regionId: text('region_id').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    /** Percent with up to three decimals; null means the region's default rate. */
    rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('tax_rate_region_idx').on(table.storeId, table.regionId),
    tenantReference(
      'tax_rate_region_fk',
      { storeId: table.storeId, column: table.regionId },
      { storeId: region.storeId, id: region.id },
    ),
  ],
);

/** One override table: a tax rate applies to these rows of `target`. */
function overrides(name: string, column: string, target: { storeId: PgColumn; id: PgColumn }) {
  return pgTable(
    name,
    {
      storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
      rateId: text('rate_id').notNull(),
      targetId: text(column).notNull(),
      createdAt: createdAt(),
    },
    (table) => [
      primaryKey({ columns: [table.storeId, table.rateId, table.targetId] }),
      index(`${name}_target_idx`).on(table.storeId, table.targetId),
      tenantReference(
        `${name}_rate_fk`,
        { storeId: table.storeId, column: table.rateId },
        { storeId: taxRate.storeId, id: taxRate.id },
      ),
      tenantReference(
        `${name}_target_fk`,
        { storeId: table.storeId, column: table.targetId },
        target,
      ),
    ],
  );
}

export const productTaxRate = overrides('product_tax_rate', 'product_id', {
  storeId: product.storeId,
  id: product.id,
});
export const productTypeTaxRate = overrides('product_type_tax_rate', 'product_type_id', {
  storeId: productType.storeId,
  id: productType.id,
});
export const shippingTaxRate = overrides('shipping_tax_rate', 'shipping_option_id', {
  storeId: shippingOption.storeId,
  id: shippingOption.id,
});
