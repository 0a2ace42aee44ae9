import { z } from 'zod';
import {
  DateFilter,
  ListParams,
  Metadata,
  Paging,
  Timestamp,
  idList,
  oneOrMany,
} from './common.js';

export const ProductType = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  value: z.string(),
  metadata: Metadata,
});
export type ProductType = z.infer<typeof ProductType>;

/** Default page size of the type lists (admin and store), as in Medusa v1. */
export const PRODUCT_TYPES_DEFAULT_LIMIT = 20;

/**
 * `GET /admin/product-types` and `GET /store/product-types`: `q` searches the value, `value`
 * matches exactly (repeatable), `id` takes a list. `discount_condition_id` is accepted for v1
 * clients and ignored (no discounts yet).
 */
export const AdminGetProductTypesParams = ListParams.extend({
  id: idList.optional(),
  value: oneOrMany(z.string()).optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
  discount_condition_id: z.string().optional(),
});
export type AdminGetProductTypesParams = z.input<typeof AdminGetProductTypesParams>;

export const StoreGetProductTypesParams = AdminGetProductTypesParams.omit({
  discount_condition_id: true,
});
export type StoreGetProductTypesParams = z.input<typeof StoreGetProductTypesParams>;

export const AdminProductTypesListRes = z.object({
  product_types: z.array(ProductType),
  ...Paging,
});
export type AdminProductTypesListRes = z.infer<typeof AdminProductTypesListRes>;

export const StoreProductTypesListRes = AdminProductTypesListRes;
export type StoreProductTypesListRes = z.infer<typeof StoreProductTypesListRes>;
