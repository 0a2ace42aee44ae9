import { z } from 'zod';
import { CollectionProduct } from './collections.js';
import { DateFilter, ListParams, Metadata, Paging, Timestamp, idList } from './common.js';
import { ProductValue } from './product-values.js';
import { ShippingOption } from './shipping.js';

/**
 * Tax rates of a region that override its default rate for some products, product types and
 * shipping options (Medusa v1's wire format). A rate answers v1's default fields unless `fields`
 * picks others, which is why every field but `id` may be absent; `product_count`,
 * `product_type_count` and `shipping_option_count` come only when `fields` names them, and
 * `products`, `product_types` and `shipping_options` only when `expand` does.
 */

/** The fields `fields` may name, in wire order. */
export const TAX_RATE_FIELDS = [
  'id',
  'rate',
  'code',
  'name',
  'region_id',
  'metadata',
  'created_at',
  'updated_at',
  'product_count',
  'product_type_count',
  'shipping_option_count',
] as const;
export type TaxRateField = (typeof TAX_RATE_FIELDS)[number];

/** What a rate answers when `fields` is not given (v1's defaults). */
export const TAX_RATE_DEFAULT_FIELDS = [
  'id',
  'rate',
  'code',
  'name',
  'region_id',
  'created_at',
  'updated_at',
] as const satisfies readonly TaxRateField[];

/** The relations `expand` may name. */
export const TAX_RATE_RELATIONS = ['products', 'product_types', 'shipping_options'] as const;
export type TaxRateRelation = (typeof TAX_RATE_RELATIONS)[number];

export const TaxRate = z.object({
  id: z.string(),
  /** Percent (19 for 19 %), up to three decimals; null: the region's default rate. */
  rate: z.number().nullable().optional(),
  code: z.string().nullable().optional(),
  name: z.string().optional(),
  region_id: z.string().optional(),
  metadata: Metadata.optional(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
  product_count: z.number().int().optional(),
  product_type_count: z.number().int().optional(),
  shipping_option_count: z.number().int().optional(),
  products: z.array(CollectionProduct).optional(),
  product_types: z.array(ProductValue).optional(),
  shipping_options: z.array(ShippingOption).optional(),
});
export type TaxRate = z.infer<typeof TaxRate>;

export const AdminTaxRatesRes = z.object({ tax_rate: TaxRate });
export type AdminTaxRatesRes = z.infer<typeof AdminTaxRatesRes>;

export const AdminTaxRatesListRes = z.object({ tax_rates: z.array(TaxRate), ...Paging });
export type AdminTaxRatesListRes = z.infer<typeof AdminTaxRatesListRes>;

// ---- requests ------------------------------------------------------------------------------

/** A percentage from 0 to 100 with at most three decimals (what the tables keep). */
export const TaxRatePercent = z
  .number()
  .min(0)
  .max(100)
  .refine((rate) => Math.abs(Math.round(rate * 1000) - rate * 1000) < 1e-6, {
    message: 'must have at most three decimals',
  });

const Name = z.string().trim().min(1).max(200);
const Code = z.string().trim().min(1).max(100);
const Ids = z.array(z.string().trim().min(1)).max(1000);
const BatchIds = Ids.min(1);

/**
 * `expand` and `fields` as v1 clients send them for tax rates: a comma-separated string, or
 * an array (medusa-js writes `expand[0]=products&expand[1]=product_types`).
 */
const NameList = z
  .union([z.string(), z.array(z.string()).max(50)])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value));

/** `expand` and `fields` of a single rate, also accepted on every write that answers one. */
export const AdminGetTaxRatesTaxRateParams = z.object({
  expand: NameList.optional(),
  fields: NameList.optional(),
});
export type AdminGetTaxRatesTaxRateParams = z.input<typeof AdminGetTaxRatesTaxRateParams>;

const Decimal = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, { message: 'must be a number' })])
  .transform(Number);

/** `rate=19` or `rate[gte]=10&rate[lt]=20`. */
export const NumericFilter = z.union([
  Decimal,
  z.strictObject({
    lt: Decimal.optional(),
    gt: Decimal.optional(),
    lte: Decimal.optional(),
    gte: Decimal.optional(),
  }),
]);

/** Sort fields of `GET /admin/tax-rates`. */
export const TAX_RATE_ORDER_FIELDS = ['name', 'code', 'rate', 'created_at', 'updated_at'] as const;

export const AdminGetTaxRatesParams = ListParams.extend({
  expand: NameList.optional(),
  fields: NameList.optional(),
  region_id: idList.optional(),
  name: z.string().optional(),
  code: z.string().optional(),
  rate: NumericFilter.optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetTaxRatesParams = z.input<typeof AdminGetTaxRatesParams>;

export const AdminPostTaxRatesReq = z.strictObject({
  code: Code,
  name: Name,
  region_id: z.string().trim().min(1),
  rate: TaxRatePercent.nullable().optional(),
  metadata: Metadata.optional(),
  products: Ids.optional(),
  product_types: Ids.optional(),
  shipping_options: Ids.optional(),
});
export type AdminPostTaxRatesReq = z.input<typeof AdminPostTaxRatesReq>;

/** `products`, `product_types` and `shipping_options` here replace the rate's whole lists. */
export const AdminPostTaxRatesTaxRateReq = z.strictObject({
  code: Code.optional(),
  name: Name.optional(),
  region_id: z.string().trim().min(1).optional(),
  rate: TaxRatePercent.nullable().optional(),
  metadata: Metadata.optional(),
  products: Ids.optional(),
  product_types: Ids.optional(),
  shipping_options: Ids.optional(),
});
export type AdminPostTaxRatesTaxRateReq = z.input<typeof AdminPostTaxRatesTaxRateReq>;

export const AdminPostTaxRatesTaxRateProductsReq = z.strictObject({ products: BatchIds });
export type AdminPostTaxRatesTaxRateProductsReq = z.input<
  typeof AdminPostTaxRatesTaxRateProductsReq
>;
export const AdminDeleteTaxRatesTaxRateProductsReq = AdminPostTaxRatesTaxRateProductsReq;
export type AdminDeleteTaxRatesTaxRateProductsReq = AdminPostTaxRatesTaxRateProductsReq;

export const AdminPostTaxRatesTaxRateProductTypesReq = z.strictObject({
  product_types: BatchIds,
});
export type AdminPostTaxRatesTaxRateProductTypesReq = z.input<
  typeof AdminPostTaxRatesTaxRateProductTypesReq
>;
export const AdminDeleteTaxRatesTaxRateProductTypesReq = AdminPostTaxRatesTaxRateProductTypesReq;
export type AdminDeleteTaxRatesTaxRateProductTypesReq = AdminPostTaxRatesTaxRateProductTypesReq;

export const AdminPostTaxRatesTaxRateShippingOptionsReq = z.strictObject({
  shipping_options: BatchIds,
});
export type AdminPostTaxRatesTaxRateShippingOptionsReq = z.input<
  typeof AdminPostTaxRatesTaxRateShippingOptionsReq
>;
export const AdminDeleteTaxRatesTaxRateShippingOptionsReq =
  AdminPostTaxRatesTaxRateShippingOptionsReq;
export type AdminDeleteTaxRatesTaxRateShippingOptionsReq =
  AdminPostTaxRatesTaxRateShippingOptionsReq;
