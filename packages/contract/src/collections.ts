import { z } from 'zod';
import {
  DateFilter,
  Handle,
  ListParams,
  Metadata,
  Paging,
  Timestamp,
  oneOrMany,
} from './common.js';
import { ProductSummary } from './product-summary.js';

export const ProductCollection = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  title: z.string(),
  handle: z.string(),
  metadata: Metadata,
});
export type ProductCollection = z.infer<typeof ProductCollection>;

/** Default page size of the collection lists (admin and store), as in Medusa v1. */
export const COLLECTIONS_DEFAULT_LIMIT = 10;
/** At most this many products ride along with each collection of the admin list. */
export const COLLECTION_LIST_PRODUCTS_LIMIT = 50;
/** At most this many products ride along with one collection (detail, create, update, batch). */
export const COLLECTION_PRODUCTS_LIMIT = 1000;
/** At most this many product ids in one batch add or remove. */
export const COLLECTION_BATCH_MAX = 1000;

/** A product as it appears inside a collection: its own columns, no relations, newest first. */
export const CollectionProduct = ProductSummary;
export type CollectionProduct = z.infer<typeof CollectionProduct>;

/** A collection with (up to a limit of) its products, as the admin API answers it. */
export const AdminProductCollection = ProductCollection.extend({
  products: z.array(CollectionProduct),
});
export type AdminProductCollection = z.infer<typeof AdminProductCollection>;

const CollectionTitle = z.string().trim().min(1).max(200);

// ---- requests ------------------------------------------------------------------------------

/** `POST /admin/collections`: without a handle, one is made from the title. */
export const AdminPostCollectionsReq = z.strictObject({
  title: CollectionTitle,
  handle: Handle.optional(),
  metadata: Metadata.optional(),
});
export type AdminPostCollectionsReq = z.input<typeof AdminPostCollectionsReq>;

/** `POST /admin/collections/:id`: only the fields given change; metadata is replaced. */
export const AdminPostCollectionsCollectionReq = z.strictObject({
  title: CollectionTitle.optional(),
  handle: Handle.optional(),
  metadata: Metadata.optional(),
});
export type AdminPostCollectionsCollectionReq = z.input<typeof AdminPostCollectionsCollectionReq>;

const ProductIds = z.array(z.string().trim().min(1)).min(1).max(COLLECTION_BATCH_MAX);

/** `POST /admin/collections/:id/products/batch`. */
export const AdminPostProductsToCollectionReq = z.strictObject({ product_ids: ProductIds });
export type AdminPostProductsToCollectionReq = z.input<typeof AdminPostProductsToCollectionReq>;

/** `DELETE /admin/collections/:id/products/batch`. */
export const AdminDeleteProductsFromCollectionReq = z.strictObject({ product_ids: ProductIds });
export type AdminDeleteProductsFromCollectionReq = z.input<
  typeof AdminDeleteProductsFromCollectionReq
>;

/** `GET /admin/collections`: `q` searches title and handle; title and handle match exactly. */
export const AdminGetCollectionsParams = ListParams.extend({
  title: z.string().optional(),
  handle: z.string().optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetCollectionsParams = z.input<typeof AdminGetCollectionsParams>;

/** `GET /store/collections`: `handle` may be repeated (`handle=a&handle=b`). */
export const StoreGetCollectionsParams = z.object({
  limit: ListParams.shape.limit,
  offset: ListParams.shape.offset,
  handle: oneOrMany(z.string()).optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type StoreGetCollectionsParams = z.input<typeof StoreGetCollectionsParams>;

// ---- responses -----------------------------------------------------------------------------

export const AdminCollectionsRes = z.object({ collection: AdminProductCollection });
export type AdminCollectionsRes = z.infer<typeof AdminCollectionsRes>;

export const AdminCollectionsListRes = z.object({
  collections: z.array(AdminProductCollection),
  ...Paging,
});
export type AdminCollectionsListRes = z.infer<typeof AdminCollectionsListRes>;

export const AdminCollectionsDeleteRes = z.object({
  id: z.string(),
  object: z.literal('product-collection'),
  deleted: z.literal(true),
});
export type AdminCollectionsDeleteRes = z.infer<typeof AdminCollectionsDeleteRes>;

/** The ids the batch detached from the collection. */
export const AdminDeleteProductsFromCollectionRes = z.object({
  id: z.string(),
  object: z.literal('product-collection'),
  removed_products: z.array(z.string()),
});
export type AdminDeleteProductsFromCollectionRes = z.infer<
  typeof AdminDeleteProductsFromCollectionRes
>;

export const StoreCollectionsRes = z.object({ collection: ProductCollection });
export type StoreCollectionsRes = z.infer<typeof StoreCollectionsRes>;

export const StoreCollectionsListRes = z.object({
  collections: z.array(ProductCollection),
  ...Paging,
});
export type StoreCollectionsListRes = z.infer<typeof StoreCollectionsListRes>;
