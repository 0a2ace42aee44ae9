import { z } from 'zod';
import { ProductCollection } from './collections.js';
import {
  DateFilter,
  Handle,
  IdParams,
  ListParams,
  Metadata,
  Paging,
  Timestamp,
  idList,
  oneOrMany,
} from './common.js';
import { PriceListSummary } from './price-lists.js';
import { ProductCategory } from './product-categories.js';
import { ProductTag, ProductType } from './product-values.js';
import { ProductStatus, ProductSummary, ShippingFields } from './product-summary.js';
import { SalesChannel } from './sales-channels.js';

/** Default page size of product and variant lists. */
export const PRODUCTS_DEFAULT_LIMIT = 50;

export const Image = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  url: z.string(),
  metadata: Metadata,
});
export type Image = z.infer<typeof Image>;

export const ProductOptionValue = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  value: z.string(),
  option_id: z.string(),
  variant_id: z.string(),
  metadata: Metadata,
});
export type ProductOptionValue = z.infer<typeof ProductOptionValue>;

export const ProductOption = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  title: z.string(),
  product_id: z.string(),
  metadata: Metadata,
  values: z.array(ProductOptionValue).optional(),
});
export type ProductOption = z.infer<typeof ProductOption>;

/** A price in minor units (1999 = 19.99 USD), for a currency or a region. */
export const MoneyAmount = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  currency_code: z.string(),
  amount: z.number().int(),
  min_quantity: z.number().int().nullable(),
  max_quantity: z.number().int().nullable(),
  price_list_id: z.string().nullable(),
  region_id: z.string().nullable(),
  price_list: PriceListSummary.nullable().optional(),
  variant_id: z.string(),
});
export type MoneyAmount = z.infer<typeof MoneyAmount>;

export const TaxRateSummary = z.object({
  rate: z.number().nullable(),
  name: z.string(),
  code: z.string().nullable(),
});

/** Prices worked out for a region or currency (`region_id` / `currency_code` on the request). */
const PricedFields = {
  original_price: z.number().int().nullable().optional(),
  calculated_price: z.number().int().nullable().optional(),
  calculated_price_type: z.enum(['default', 'sale', 'override']).nullable().optional(),
  original_price_incl_tax: z.number().int().nullable().optional(),
  calculated_price_incl_tax: z.number().int().nullable().optional(),
  original_tax: z.number().int().nullable().optional(),
  calculated_tax: z.number().int().nullable().optional(),
  tax_rates: z.array(TaxRateSummary).nullable().optional(),
};

export const ProductVariant = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  title: z.string(),
  product_id: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  ean: z.string().nullable(),
  upc: z.string().nullable(),
  variant_rank: z.number().int(),
  inventory_quantity: z.number().int(),
  allow_backorder: z.boolean(),
  manage_inventory: z.boolean(),
  ...ShippingFields,
  metadata: Metadata,
  options: z.array(ProductOptionValue).optional(),
  prices: z.array(MoneyAmount).optional(),
  ...PricedFields,
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const Product = ProductSummary.extend({
  collection: ProductCollection.nullable().optional(),
  type: ProductType.nullable().optional(),
  images: z.array(Image).optional(),
  options: z.array(ProductOption).optional(),
  variants: z.array(ProductVariant).optional(),
  tags: z.array(ProductTag).optional(),
  categories: z.array(ProductCategory).optional(),
  sales_channels: z.array(SalesChannel).optional(),
});
export type Product = z.infer<typeof Product>;

/** A variant in the variants list: with its product (without relations). */
export const VariantWithProduct = ProductVariant.extend({
  product: Product.omit({
    collection: true,
    type: true,
    images: true,
    options: true,
    variants: true,
    tags: true,
    categories: true,
    sales_channels: true,
  }).optional(),
});
export type VariantWithProduct = z.infer<typeof VariantWithProduct>;

// ---------------------------------------------------------------------------------------------
// Requests

const text = (max: number) => z.string().trim().max(max);
const dimension = z.number().int().min(0).max(10_000_000).nullable();
const ShippingInput = {
  weight: dimension.optional(),
  length: dimension.optional(),
  height: dimension.optional(),
  width: dimension.optional(),
  hs_code: text(100).nullable().optional(),
  origin_country: text(100).nullable().optional(),
  mid_code: text(100).nullable().optional(),
  material: text(200).nullable().optional(),
};

const CurrencyCodeInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: 'must be a three-letter ISO 4217 currency code' })
  .transform((code) => code.toLowerCase());

/** One price of a variant: for a currency, or for a region (whose currency it takes). */
export const PriceInput = z
  .strictObject({
    id: z.string().optional(),
    region_id: z.string().min(1).optional(),
    currency_code: CurrencyCodeInput.optional(),
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    min_quantity: z.number().int().min(0).nullable().optional(),
    max_quantity: z.number().int().min(0).nullable().optional(),
  })
  .refine((price) => price.region_id || price.currency_code, {
    message: 'needs a currency_code or a region_id',
  });
export type PriceInput = z.infer<typeof PriceInput>;

const Identifier = text(200).min(1).nullable().optional();

const VariantFields = {
  title: text(200).min(1),
  sku: Identifier,
  barcode: Identifier,
  ean: Identifier,
  upc: Identifier,
  variant_rank: z.number().int().min(0).optional(),
  inventory_quantity: z.number().int().min(0).max(1_000_000_000).optional(),
  allow_backorder: z.boolean().optional(),
  manage_inventory: z.boolean().optional(),
  ...ShippingInput,
  metadata: Metadata.optional(),
  prices: z.array(PriceInput).max(500).optional(),
};

/** A variant created with its product: option values in the order of the product's options. */
export const ProductVariantInput = z.strictObject({
  ...VariantFields,
  options: z
    .array(z.strictObject({ value: text(200).min(1) }))
    .max(10)
    .optional(),
});
export type ProductVariantInput = z.infer<typeof ProductVariantInput>;

const ByValue = z.strictObject({ id: z.string().optional(), value: text(200).min(1) });
const ById = z.strictObject({ id: z.string().min(1) });

const ProductFields = {
  subtitle: text(500).nullable().optional(),
  description: text(20_000).nullable().optional(),
  is_giftcard: z.boolean().optional(),
  discountable: z.boolean().optional(),
  images: z.array(z.string().trim().min(1).max(2000)).max(50).optional(),
  thumbnail: z.string().trim().max(2000).nullable().optional(),
  handle: Handle.optional(),
  status: ProductStatus.optional(),
  type: ByValue.nullable().optional(),
  collection_id: z.string().min(1).nullable().optional(),
  tags: z.array(ByValue).max(100).optional(),
  sales_channels: z.array(ById).max(100).nullable().optional(),
  categories: z.array(ById).max(100).optional(),
  ...ShippingInput,
  external_id: text(200).nullable().optional(),
  metadata: Metadata.optional(),
};

export const AdminPostProductsReq = z.strictObject({
  title: text(500).min(1),
  ...ProductFields,
  options: z
    .array(z.strictObject({ title: text(200).min(1) }))
    .max(10)
    .optional(),
  variants: z.array(ProductVariantInput).max(1000).optional(),
});
export type AdminPostProductsReq = z.input<typeof AdminPostProductsReq>;

/** A variant in a product update: with `id` it is changed, without it is created. */
export const ProductVariantUpdateInput = z.strictObject({
  id: z.string().optional(),
  ...VariantFields,
  title: VariantFields.title.optional(),
  options: z
    .array(z.strictObject({ option_id: z.string().min(1), value: text(200).min(1) }))
    .max(10)
    .optional(),
});

export const AdminPostProductsProductReq = z.strictObject({
  title: text(500).min(1).optional(),
  ...ProductFields,
  /** When given, variants not listed are deleted (Medusa v1 behaviour). */
  variants: z.array(ProductVariantUpdateInput).max(1000).optional(),
});
export type AdminPostProductsProductReq = z.input<typeof AdminPostProductsProductReq>;

export const AdminPostProductsProductVariantsReq = z.strictObject({
  ...VariantFields,
  prices: z.array(PriceInput).max(500),
  options: z
    .array(z.strictObject({ option_id: z.string().min(1), value: text(200).min(1) }))
    .max(10)
    .optional(),
});
export type AdminPostProductsProductVariantsReq = z.input<
  typeof AdminPostProductsProductVariantsReq
>;

export const AdminPostProductsProductVariantsVariantReq =
  AdminPostProductsProductVariantsReq.partial();
export type AdminPostProductsProductVariantsVariantReq = z.input<
  typeof AdminPostProductsProductVariantsVariantReq
>;

export const AdminPostProductsProductOptionsReq = z.strictObject({ title: text(200).min(1) });
export type AdminPostProductsProductOptionsReq = z.input<typeof AdminPostProductsProductOptionsReq>;

export const AdminPostProductsProductMetadataReq = z.strictObject({
  key: z.string().trim().min(1).max(200),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

export const ProductOptionParams = IdParams.extend({ option_id: z.string().min(1) });
export const ProductVariantParams = IdParams.extend({ variant_id: z.string().min(1) });

/** Filters shared by the admin and store product lists. */
const ProductFilters = {
  id: idList.optional(),
  /** `handle=x`, or `handle[0]=x` as v1 storefronts send it. */
  handle: oneOrMany(z.string()).optional(),
  collection_id: idList.optional(),
  type_id: idList.optional(),
  tags: idList.optional(),
  category_id: idList.optional(),
  sales_channel_id: idList.optional(),
  is_giftcard: z.enum(['true', 'false']).optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
};

export const AdminGetProductsParams = ListParams.extend({
  ...ProductFilters,
  status: idList.pipe(z.array(ProductStatus)).optional(),
  title: z.string().optional(),
  discount_condition_id: z.string().optional(),
  price_list_id: idList.optional(),
  include_category_children: z.enum(['true', 'false']).optional(),
  /** The products in these shipping profiles. */
  profile_id: idList.optional(),
});
export type AdminGetProductsParams = z.input<typeof AdminGetProductsParams>;

export const StoreGetProductsParams = ListParams.extend({
  ...ProductFilters,
  region_id: z.string().optional(),
  currency_code: CurrencyCodeInput.optional(),
  cart_id: z.string().optional(),
  include_category_children: z.enum(['true', 'false']).optional(),
});
export type StoreGetProductsParams = z.input<typeof StoreGetProductsParams>;

export const StoreGetProductParams = z.object({
  expand: z.string().optional(),
  fields: z.string().optional(),
  region_id: z.string().optional(),
  currency_code: CurrencyCodeInput.optional(),
  cart_id: z.string().optional(),
});
export type StoreGetProductParams = z.input<typeof StoreGetProductParams>;

export const FindParams = z.object({
  expand: z.string().optional(),
  fields: z.string().optional(),
});

export const StorePostSearchReq = z.strictObject({
  q: z.string().trim().max(500).optional(),
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(0).max(1000).optional(),
  filter: z.record(z.string(), z.unknown()).optional(),
});

export const AdminGetVariantsParams = ListParams.extend({
  id: idList.optional(),
  title: z.string().optional(),
  inventory_quantity: z.coerce.number().int().optional(),
  region_id: z.string().optional(),
  currency_code: CurrencyCodeInput.optional(),
});
export type AdminGetVariantsParams = z.input<typeof AdminGetVariantsParams>;

// ---------------------------------------------------------------------------------------------
// Responses

export const AdminProductsRes = z.object({ product: Product });
export type AdminProductsRes = z.infer<typeof AdminProductsRes>;
export const AdminProductsListRes = z.object({ products: z.array(Product), ...Paging });
export type AdminProductsListRes = z.infer<typeof AdminProductsListRes>;
export const AdminProductsDeleteRes = z.object({
  id: z.string(),
  object: z.literal('product'),
  deleted: z.literal(true),
});
export const AdminProductsDeleteVariantRes = z.object({
  variant_id: z.string(),
  object: z.literal('product-variant'),
  deleted: z.literal(true),
  product: Product,
});
export const AdminProductsDeleteOptionRes = z.object({
  option_id: z.string(),
  object: z.literal('option'),
  deleted: z.literal(true),
  product: Product,
});
export const AdminProductsListVariantsRes = z.object({
  variants: z.array(ProductVariant),
  ...Paging,
});
export const AdminVariantsListRes = z.object({ variants: z.array(VariantWithProduct), ...Paging });
export type AdminVariantsListRes = z.infer<typeof AdminVariantsListRes>;
export const AdminVariantsRes = z.object({ variant: VariantWithProduct });
export type AdminVariantsRes = z.infer<typeof AdminVariantsRes>;

/** `GET /admin/products/types`: the types products use. */
export const AdminProductsListTypesRes = z.object({ types: z.array(ProductType) });
/** `GET /admin/products/tag-usage`: every tag with how many products carry it. */
export const AdminProductsListTagsRes = z.object({
  tags: z.array(z.object({ id: z.string(), value: z.string(), usage_count: z.number().int() })),
});

export const StoreProductsRes = z.object({ product: Product });
export type StoreProductsRes = z.infer<typeof StoreProductsRes>;
export const StoreProductsListRes = z.object({ products: z.array(Product), ...Paging });
export type StoreProductsListRes = z.infer<typeof StoreProductsListRes>;
export const StorePostSearchRes = z.object({ hits: z.array(Product) });
export const StoreVariantsRes = z.object({ variant: ProductVariant });
export type StoreVariantsRes = z.infer<typeof StoreVariantsRes>;
export const StoreVariantsListRes = z.object({ variants: z.array(ProductVariant) });
export type StoreVariantsListRes = z.infer<typeof StoreVariantsListRes>;
