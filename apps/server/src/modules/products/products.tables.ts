import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, metadata, storeId, updatedAt } from '../../platform/db/columns.js';
import { productCollection } from '../collections/collections.tables.js';
import { productCategory } from '../product-categories/product-categories.tables.js';
import { productTag, productType } from '../product-values/product-values.tables.js';
import { priceList } from '../price-lists/price-lists.tables.js';
import { region } from '../regions/regions.tables.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';

export const PRODUCT_STATUSES = ['draft', 'proposed', 'published', 'rejected'] as const;

/** Shipping and customs attributes shared by products and variants. */
const shippingColumns = () => ({
  weight: integer('weight'),
  length: integer('length'),
  height: integer('height'),
  width: integer('width'),
  hsCode: text('hs_code'),
  originCountry: text('origin_country'),
  midCode: text('mid_code'),
  material: text('material'),
});

/** A product. Deleting one sets `deleted_at`, so orders that sold it keep their history. */
export const product = pgTable(
  'product',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    handle: text('handle').notNull(),
    isGiftcard: boolean('is_giftcard').notNull().default(false),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    thumbnail: text('thumbnail'),
    ...shippingColumns(),
    collectionId: text('collection_id'),
    typeId: text('type_id'),
    discountable: boolean('discountable').notNull().default(true),
    externalId: text('external_id'),
    metadata: metadata(),
    /**
     * Set while an import stages the product: row-level security hides it until that batch
     * job is completed (migration 0045, docs/architecture.md "Imports in hidden slices").
     */
    importJobId: text('import_job_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('product_import_job_idx')
      .on(table.storeId, table.importJobId)
      .where(sql`${table.importJobId} is not null`),
    uniqueIndex('product_handle_idx')
      .on(table.storeId, table.handle)
      .where(sql`${table.deletedAt} is null`),
    index('product_created_idx').on(table.storeId, table.createdAt, table.id),
    // A page sorted by title or by last change reads in index order instead of sorting them all.
    index('product_title_idx')
      .on(table.storeId, table.title, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('product_updated_idx')
      .on(table.storeId, table.updatedAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('product_collection_idx').on(table.storeId, table.collectionId),
    index('product_type_idx').on(table.storeId, table.typeId),
    foreignKey({
      name: 'product_collection_fk',
      columns: [table.storeId, table.collectionId],
      foreignColumns: [productCollection.storeId, productCollection.id],
    }),
    foreignKey({
      name: 'product_type_fk',
      columns: [table.storeId, table.typeId],
      foreignColumns: [productType.storeId, productType.id],
    }),
  ],
);

/** `(store_id, product_id)` → product, removed with it. */
const productFk = (name: string, table: { storeId: PgColumn; productId: PgColumn }) =>
  foreignKey({
    name,
    columns: [table.storeId, table.productId],
    foreignColumns: [product.storeId, product.id],
  }).onDelete('cascade');

/** An image of a product, in display order (`rank`). */
export const productImage = pgTable(
  'product_image',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    url: text('url').notNull(),
    rank: integer('rank').notNull().default(0),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('product_image_product_idx').on(table.storeId, table.productId, table.rank),
    productFk('product_image_product_fk', table),
  ],
);

/** An option of a product ("Size"); each variant has one value per option. */
export const productOption = pgTable(
  'product_option',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    rank: integer('rank').notNull().default(0),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('product_option_product_idx').on(table.storeId, table.productId, table.rank),
    productFk('product_option_product_fk', table),
  ],
);

/** A sellable variant of a product, with its identifiers unique per store. */
export const productVariant = pgTable(
  'product_variant',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    sku: text('sku'),
    barcode: text('barcode'),
    ean: text('ean'),
    upc: text('upc'),
    variantRank: integer('variant_rank').notNull().default(0),
    inventoryQuantity: integer('inventory_quantity').notNull().default(0),
    allowBackorder: boolean('allow_backorder').notNull().default(false),
    manageInventory: boolean('manage_inventory').notNull().default(true),
    ...shippingColumns(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('product_variant_product_idx').on(table.storeId, table.productId, table.variantRank),
    ...(['sku', 'barcode', 'ean', 'upc'] as const).map((column) =>
      uniqueIndex(`product_variant_${column}_idx`)
        .on(table.storeId, table[column])
        .where(sql`${table[column]} is not null and ${table.deletedAt} is null`),
    ),
    productFk('product_variant_product_fk', table),
  ],
);

/** The value a variant has for one option ("M" for "Size"). */
export const productOptionValue = pgTable(
  'product_option_value',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    optionId: text('option_id').notNull(),
    variantId: text('variant_id').notNull(),
    value: text('value').notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    uniqueIndex('product_option_value_pair_idx').on(table.storeId, table.variantId, table.optionId),
    index('product_option_value_option_idx').on(table.storeId, table.optionId),
    foreignKey({
      name: 'product_option_value_option_fk',
      columns: [table.storeId, table.optionId],
      foreignColumns: [productOption.storeId, productOption.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_option_value_variant_fk',
      columns: [table.storeId, table.variantId],
      foreignColumns: [productVariant.storeId, productVariant.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A price of a variant in minor units: for a currency, or for a region (which has a currency),
 * optionally inside a price list and for a quantity range.
 */
export const moneyAmount = pgTable(
  'money_amount',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    variantId: text('variant_id').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currency.code),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minQuantity: integer('min_quantity'),
    maxQuantity: integer('max_quantity'),
    priceListId: text('price_list_id'),
    regionId: text('region_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('money_amount_variant_idx').on(table.storeId, table.variantId),
    index('money_amount_price_list_idx').on(table.storeId, table.priceListId),
    foreignKey({
      name: 'money_amount_variant_fk',
      columns: [table.storeId, table.variantId],
      foreignColumns: [productVariant.storeId, productVariant.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'money_amount_price_list_fk',
      columns: [table.storeId, table.priceListId],
      foreignColumns: [priceList.storeId, priceList.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'money_amount_region_fk',
      columns: [table.storeId, table.regionId],
      foreignColumns: [region.storeId, region.id],
    }).onDelete('cascade'),
  ],
);

/** Which tags a product has. */
export const productTags = pgTable(
  'product_tags',
  {
    storeId: storeId(),
    productId: text('product_id').notNull(),
    tagId: text('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.productId, table.tagId] }),
    index('product_tags_tag_idx').on(table.storeId, table.tagId),
    productFk('product_tags_product_fk', table),
    foreignKey({
      name: 'product_tags_tag_fk',
      columns: [table.storeId, table.tagId],
      foreignColumns: [productTag.storeId, productTag.id],
    }).onDelete('cascade'),
  ],
);

/** Which categories a product is in. */
export const productCategoryProduct = pgTable(
  'product_category_product',
  {
    storeId: storeId(),
    productId: text('product_id').notNull(),
    categoryId: text('category_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.productId, table.categoryId] }),
    index('product_category_product_category_idx').on(table.storeId, table.categoryId),
    productFk('product_category_product_product_fk', table),
    foreignKey({
      name: 'product_category_product_category_fk',
      columns: [table.storeId, table.categoryId],
      foreignColumns: [productCategory.storeId, productCategory.id],
    }).onDelete('cascade'),
  ],
);

/** Which sales channels sell a product. */
export const productSalesChannel = pgTable(
  'product_sales_channel',
  {
    storeId: storeId(),
    productId: text('product_id').notNull(),
    salesChannelId: text('sales_channel_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.productId, table.salesChannelId] }),
    index('product_sales_channel_channel_idx').on(table.storeId, table.salesChannelId),
    productFk('product_sales_channel_product_fk', table),
    foreignKey({
      name: 'product_sales_channel_channel_fk',
      columns: [table.storeId, table.salesChannelId],
      foreignColumns: [salesChannel.storeId, salesChannel.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A product's columns and own sub-objects as ready JSON text (images, options with and without
 * their values), so a product page reads them with one index lookup instead of building them. Written only by
 * the database, in the transaction of every write that changes them (migration 0041 and
 * `product-documents.ts`); staff and shoppers read it under row-level security.
 */
export const productDocument = pgTable(
  'product_document',
  {
    storeId: storeId(),
    productId: text('product_id').notNull(),
    /** The product's columns but `profile_id`, without the closing brace. */
    head: text('head'),
    images: text('images').notNull().default('[]'),
    options: text('options').notNull().default('[]'),
    optionsWithValues: text('options_with_values').notNull().default('[]'),
    /** Raised by every refresh: the row lock that orders two refreshes of one product. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.productId] }),
    productFk('product_document_product_fk', table),
  ],
);

/**
 * A live variant's answer as ready JSON text, but for what each request works out itself: its
 * `inventory_quantity` (over the request's stock locations) and its prices for a region or
 * currency. `head` is the variant object without its closing brace; `prices` is used unless the
 * variant has prices in a price list (`list_prices`), whose state is read with the request.
 */
export const productVariantDocument = pgTable(
  'product_variant_document',
  {
    storeId: storeId(),
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    variantRank: integer('variant_rank').notNull(),
    manageInventory: boolean('manage_inventory').notNull(),
    inventoryQuantity: integer('inventory_quantity').notNull(),
    head: text('head').notNull(),
    options: text('options').notNull(),
    prices: text('prices').notNull(),
    listPrices: boolean('list_prices').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('product_variant_document_product_idx').on(
      table.storeId,
      table.productId,
      table.variantRank,
      table.id,
    ),
    foreignKey({
      name: 'product_variant_document_variant_fk',
      columns: [table.storeId, table.id],
      foreignColumns: [productVariant.storeId, productVariant.id],
    }).onDelete('cascade'),
  ],
);

/**
 * How many live and published products a store has, for the count of an unfiltered page; written
 * by the database at the commit of every change to its products, like the documents.
 */
export const productCount = pgTable('product_count', {
  storeId: storeId()
    .primaryKey()
    .references(() => store.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
  published: integer('published').notNull().default(0),
  version: integer('version').notNull().default(0),
});

/** A staff user's named, saved filter of a list ("Drafts in Summer"), kept on the server. */
export const savedView = pgTable(
  'saved_view',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    /** Which list the view belongs to, e.g. `products`. */
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    /** The list's query string parameters. */
    query: text('query').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('saved_view_user_idx').on(table.storeId, table.userId, table.resource),
  ],
);
