import type * as contract from '@storedesk/contract';
import type { z } from 'zod';
import { IDENTIFIERS } from './products.identifiers.js';
import type { productVariant } from './products.tables.js';

/* Table columns from the fields a product or variant body gives (absent fields stay as they are). */

export type VariantCreateInput = z.output<typeof contract.AdminPostProductsProductVariantsReq>;
export type VariantUpdateInput = z.output<
  typeof contract.AdminPostProductsProductVariantsVariantReq
>;

/** A variant's own fields, without the option values and prices written to their tables. */
export type VariantFields = Omit<VariantCreateInput, 'options' | 'prices'>;

export function variantColumns(input: Partial<VariantFields>) {
  const columns: Partial<typeof productVariant.$inferInsert> = {};
  if (input.title !== undefined) columns.title = input.title;
  for (const name of IDENTIFIERS) if (input[name] !== undefined) columns[name] = input[name];
  if (input.variant_rank !== undefined) columns.variantRank = input.variant_rank;
  if (input.inventory_quantity !== undefined) columns.inventoryQuantity = input.inventory_quantity;
  if (input.allow_backorder !== undefined) columns.allowBackorder = input.allow_backorder;
  if (input.manage_inventory !== undefined) columns.manageInventory = input.manage_inventory;
  if (input.metadata !== undefined) columns.metadata = input.metadata;
  Object.assign(columns, shippingColumns(input));
  return columns;
}

/** Weight, size and customs fields, which products and variants both have. */
export function shippingColumns(input: {
  weight?: number | null | undefined;
  length?: number | null | undefined;
  height?: number | null | undefined;
  width?: number | null | undefined;
  hs_code?: string | null | undefined;
  origin_country?: string | null | undefined;
  mid_code?: string | null | undefined;
  material?: string | null | undefined;
}) {
  const columns: Record<string, unknown> = {};
  if (input.weight !== undefined) columns.weight = input.weight;
  if (input.length !== undefined) columns.length = input.length;
  if (input.height !== undefined) columns.height = input.height;
  if (input.width !== undefined) columns.width = input.width;
  if (input.hs_code !== undefined) columns.hsCode = input.hs_code;
  if (input.origin_country !== undefined) columns.originCountry = input.origin_country;
  if (input.mid_code !== undefined) columns.midCode = input.mid_code;
  if (input.material !== undefined) columns.material = input.material;
  return columns;
}
