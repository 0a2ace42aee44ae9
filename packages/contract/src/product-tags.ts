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

export const ProductTag = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  value: z.string(),
  metadata: Metadata,
});
export type ProductTag = z.infer<typeof ProductTag>;

/** Default page sizes of the tag lists, as in Medusa v1. */
export const ADMIN_PRODUCT_TAGS_DEFAULT_LIMIT = 10;
export const STORE_PRODUCT_TAGS_DEFAULT_LIMIT = 20;

/**
 * `GET /admin/product-tags` and `GET /store/product-tags`: `q` searches the value, `value`
 * matches exactly (repeatable), `id` takes a list. `discount_condition_id` is accepted for v1
 * clients and ignored (no discounts yet).
 */
export const AdminGetProductTagsParams = ListParams.extend({
  id: idList.optional(),
  value: oneOrMany(z.string()).optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
  discount_condition_id: z.string().optional(),
});
export type AdminGetProductTagsParams = z.input<typeof AdminGetProductTagsParams>;

export const StoreGetProductTagsParams = AdminGetProductTagsParams.omit({
  discount_condition_id: true,
});
export type StoreGetProductTagsParams = z.input<typeof StoreGetProductTagsParams>;

export const AdminProductTagsListRes = z.object({ product_tags: z.array(ProductTag), ...Paging });
export type AdminProductTagsListRes = z.infer<typeof AdminProductTagsListRes>;

export const StoreProductTagsListRes = AdminProductTagsListRes;
export type StoreProductTagsListRes = z.infer<typeof StoreProductTagsListRes>;
