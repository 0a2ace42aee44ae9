import { z } from 'zod';
import {
  Handle,
  ListParams,
  Metadata,
  Paging,
  QueryBoolean,
  Timestamp,
  oneOrMany,
} from './common.js';

/** A category as it appears inside a product (no tree around it). */
export const ProductCategory = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  name: z.string(),
  description: z.string(),
  handle: z.string(),
  is_active: z.boolean(),
  is_internal: z.boolean(),
  parent_category_id: z.string().nullable(),
  rank: z.number().int(),
  metadata: Metadata,
});
export type ProductCategory = z.infer<typeof ProductCategory>;

/**
 * A category with the relations around it: `parent_category` (one level up) and
 * `category_children` (one level down, or the whole subtree with `include_descendants_tree`).
 */
export type ProductCategoryWithTree = ProductCategory & {
  parent_category?: ProductCategory | null;
  category_children?: ProductCategoryWithTree[];
};
export const ProductCategoryWithTree: z.ZodType<ProductCategoryWithTree> = ProductCategory.extend({
  parent_category: ProductCategory.nullable().optional(),
  get category_children() {
    return z.array(ProductCategoryWithTree).optional();
  },
});

/** The relations a category read may `expand`. */
export const PRODUCT_CATEGORY_RELATIONS = ['parent_category', 'category_children'] as const;

const CategoryName = z.string().trim().min(1).max(200);
const CategoryDescription = z.string().max(2000);
const ParentCategoryId = z.string().min(1).nullable();
const Rank = z.number().int().min(0).max(100_000);

export const AdminPostProductCategoriesReq = z.strictObject({
  name: CategoryName,
  /** Derived from the name when left out. */
  handle: Handle.optional(),
  description: CategoryDescription.optional(),
  is_active: z.boolean().optional(),
  is_internal: z.boolean().optional(),
  /** null or left out: a root category. */
  parent_category_id: ParentCategoryId.optional(),
  /** Position among its siblings (0 first); left out: after the last one. */
  rank: Rank.optional(),
  metadata: Metadata.optional(),
});
export type AdminPostProductCategoriesReq = z.infer<typeof AdminPostProductCategoriesReq>;

/** Changing `parent_category_id` moves the category; changing `rank` reorders it. */
export const AdminPostProductCategoriesCategoryReq = z.strictObject({
  name: CategoryName.optional(),
  handle: Handle.optional(),
  description: CategoryDescription.optional(),
  is_active: z.boolean().optional(),
  is_internal: z.boolean().optional(),
  parent_category_id: ParentCategoryId.optional(),
  rank: Rank.optional(),
  metadata: Metadata.optional(),
});
export type AdminPostProductCategoriesCategoryReq = z.infer<
  typeof AdminPostProductCategoriesCategoryReq
>;

/** `parent_category_id=null` (the string) lists the root categories. */
export const AdminGetProductCategoriesParams = ListParams.extend({
  /** `handle=x`, or `handle[0]=x` as v1 storefronts send it. */
  handle: oneOrMany(z.string()).optional(),
  is_active: QueryBoolean.optional(),
  is_internal: QueryBoolean.optional(),
  parent_category_id: z.string().min(1).optional(),
  include_descendants_tree: QueryBoolean.optional(),
});
export type AdminGetProductCategoriesParams = z.input<typeof AdminGetProductCategoriesParams>;

/** Query of a single category read. */
export const AdminGetProductCategoryParams = z.object({
  expand: z.string().optional(),
  fields: z.string().optional(),
  include_descendants_tree: QueryBoolean.optional(),
});
export type AdminGetProductCategoryParams = z.input<typeof AdminGetProductCategoryParams>;

export const AdminProductCategoriesCategoryRes = z.object({
  product_category: ProductCategoryWithTree,
});
export type AdminProductCategoriesCategoryRes = z.infer<typeof AdminProductCategoriesCategoryRes>;

export const AdminProductCategoriesListRes = z.object({
  product_categories: z.array(ProductCategoryWithTree),
  ...Paging,
});
export type AdminProductCategoriesListRes = z.infer<typeof AdminProductCategoriesListRes>;

const ProductIds = z
  .array(z.strictObject({ id: z.string().min(1) }))
  .min(1)
  .max(1000);

export const AdminPostProductCategoriesCategoryProductsBatchReq = z.strictObject({
  product_ids: ProductIds,
});
export type AdminPostProductCategoriesCategoryProductsBatchReq = z.infer<
  typeof AdminPostProductCategoriesCategoryProductsBatchReq
>;

export const AdminDeleteProductCategoriesCategoryProductsBatchReq = z.strictObject({
  product_ids: ProductIds,
});
export type AdminDeleteProductCategoriesCategoryProductsBatchReq = z.infer<
  typeof AdminDeleteProductCategoriesCategoryProductsBatchReq
>;

/** Shoppers see active, public categories only (and none under an inactive or internal one). */
export const StoreGetProductCategoriesParams = ListParams.extend({
  handle: oneOrMany(z.string()).optional(),
  parent_category_id: z.string().min(1).optional(),
  include_descendants_tree: QueryBoolean.optional(),
});
export type StoreGetProductCategoriesParams = z.input<typeof StoreGetProductCategoriesParams>;

export const StoreGetProductCategoryParams = AdminGetProductCategoryParams;
export type StoreGetProductCategoryParams = z.input<typeof StoreGetProductCategoryParams>;

export const StoreProductCategoriesRes = z.object({ product_category: ProductCategoryWithTree });
export type StoreProductCategoriesRes = z.infer<typeof StoreProductCategoriesRes>;

export const StoreProductCategoriesListRes = z.object({
  product_categories: z.array(ProductCategoryWithTree),
  ...Paging,
});
export type StoreProductCategoriesListRes = z.infer<typeof StoreProductCategoriesListRes>;
