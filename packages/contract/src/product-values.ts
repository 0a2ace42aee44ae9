import { z } from 'zod';
import {
  DateFilter,
  ListParams,
  Metadata,
  Paging,
  Timestamps,
  idList,
  oneOrMany,
} from './common.js';

/**
 * Product tags ("organic") and product types ("Shirt") are one idea twice in Medusa v1: a
 * store's values of one kind, made through products, listed and filtered the same way. One set
 * of schemas serves both, under the names v1 gives each.
 */
export const ProductValue = z.object({
  id: z.string(),
  ...Timestamps,
  value: z.string(),
  metadata: Metadata,
});
export type ProductValue = z.infer<typeof ProductValue>;

/** The two kinds, with their list key and page sizes (Medusa v1's defaults). */
export const PRODUCT_VALUE_KINDS = {
  tag: { plural: 'product_tags', adminDefaultLimit: 10, storeDefaultLimit: 20 },
  type: { plural: 'product_types', adminDefaultLimit: 20, storeDefaultLimit: 20 },
} as const;
export type ProductValueKind = keyof typeof PRODUCT_VALUE_KINDS;

/**
 * `GET /admin/product-{tags,types}`: `q` searches the value, `value` matches exactly
 * (repeatable), `id` takes a list. `discount_condition_id` is accepted for v1 clients and
 * ignored (no discounts yet).
 */
export const AdminGetProductValuesParams = ListParams.extend({
  id: idList.optional(),
  value: oneOrMany(z.string()).optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
  discount_condition_id: z.string().optional(),
});
/** `GET /store/product-{tags,types}`: the same without `discount_condition_id`. */
export const StoreGetProductValuesParams = AdminGetProductValuesParams.omit({
  discount_condition_id: true,
});

/** `{ <plural>: [...], count, offset, limit }` for one kind (admin and store answer alike). */
export function productValuesListRes<Plural extends string>(plural: Plural) {
  return z.object({
    ...({ [plural]: z.array(ProductValue) } as Record<Plural, z.ZodArray<typeof ProductValue>>),
    ...Paging,
  });
}

export const ProductTag = ProductValue;
export type ProductTag = ProductValue;
export const ProductType = ProductValue;
export type ProductType = ProductValue;

export const AdminGetProductTagsParams = AdminGetProductValuesParams;
export type AdminGetProductTagsParams = z.input<typeof AdminGetProductValuesParams>;
export const AdminGetProductTypesParams = AdminGetProductValuesParams;
export type AdminGetProductTypesParams = z.input<typeof AdminGetProductValuesParams>;
export const StoreGetProductTagsParams = StoreGetProductValuesParams;
export type StoreGetProductTagsParams = z.input<typeof StoreGetProductValuesParams>;
export const StoreGetProductTypesParams = StoreGetProductValuesParams;
export type StoreGetProductTypesParams = z.input<typeof StoreGetProductValuesParams>;

export const AdminProductTagsListRes = productValuesListRes(PRODUCT_VALUE_KINDS.tag.plural);
export type AdminProductTagsListRes = z.infer<typeof AdminProductTagsListRes>;
export const StoreProductTagsListRes = AdminProductTagsListRes;
export type StoreProductTagsListRes = AdminProductTagsListRes;
export const AdminProductTypesListRes = productValuesListRes(PRODUCT_VALUE_KINDS.type.plural);
export type AdminProductTypesListRes = z.infer<typeof AdminProductTypesListRes>;
export const StoreProductTypesListRes = AdminProductTypesListRes;
export type StoreProductTypesListRes = AdminProductTypesListRes;
