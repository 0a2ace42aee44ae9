import type { MoneyAmount, ProductSummary, ProductVariant } from '@storedesk/contract';
import { timestamps } from '../../platform/dates.js';
import type { moneyAmount, product, productVariant } from './products.tables.js';

/**
 * The wire shapes of products, variants and prices built from Drizzle rows, for every area that
 * answers them from its own query (collections, price lists, and later orders and carts). The
 * product module's own reads build the same shapes in SQL (products.query.ts), field for field
 * in the same order; the API tests parse both with the contract's schemas.
 */

export type ProductRow = typeof product.$inferSelect;
export type VariantRow = typeof productVariant.$inferSelect;
export type MoneyAmountRow = typeof moneyAmount.$inferSelect;

/** Shipping and customs attributes, shared by products and variants. */
function shipping(row: ProductRow | VariantRow) {
  return {
    weight: row.weight,
    length: row.length,
    height: row.height,
    width: row.width,
    hs_code: row.hsCode,
    origin_country: row.originCountry,
    mid_code: row.midCode,
    material: row.material,
  };
}

/** A product's own fields, without relations (Medusa v1 order). */
export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    ...timestamps(row),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    handle: row.handle,
    is_giftcard: row.isGiftcard,
    status: row.status,
    thumbnail: row.thumbnail,
    ...shipping(row),
    collection_id: row.collectionId,
    type_id: row.typeId,
    discountable: row.discountable,
    external_id: row.externalId,
    metadata: row.metadata ?? null,
  };
}

/** A price in minor units. Prices are removed, never soft-deleted: `deleted_at` is always null. */
export function toMoneyAmount(row: MoneyAmountRow): MoneyAmount {
  return {
    id: row.id,
    ...timestamps(row),
    currency_code: row.currencyCode,
    amount: row.amount,
    min_quantity: row.minQuantity,
    max_quantity: row.maxQuantity,
    price_list_id: row.priceListId,
    region_id: row.regionId,
    variant_id: row.variantId,
  };
}

/** A variant's own fields, with the given prices when there are any to show. */
export function toVariant(row: VariantRow, prices?: readonly MoneyAmountRow[]): ProductVariant {
  return {
    id: row.id,
    ...timestamps(row),
    title: row.title,
    product_id: row.productId,
    sku: row.sku,
    barcode: row.barcode,
    ean: row.ean,
    upc: row.upc,
    variant_rank: row.variantRank,
    inventory_quantity: row.inventoryQuantity,
    allow_backorder: row.allowBackorder,
    manage_inventory: row.manageInventory,
    ...shipping(row),
    metadata: row.metadata ?? null,
    ...(prices && { prices: prices.map(toMoneyAmount) }),
  };
}
