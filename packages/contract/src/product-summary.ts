import { z } from 'zod';
import { Metadata, Timestamps } from './common.js';

/**
 * A product's own fields, without relations: what a collection, a price list or a variant
 * carries of its product, and what `Product` extends with its relations. Kept apart from
 * products.ts so that collections.ts can use it without a circular import.
 */

export const PRODUCT_STATUSES = ['draft', 'proposed', 'published', 'rejected'] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES, {
  message: `must be one of: ${PRODUCT_STATUSES.join(', ')}`,
});
export type ProductStatus = z.infer<typeof ProductStatus>;

/** Shipping and customs attributes, shared by products and variants. */
export const ShippingFields = {
  weight: z.number().nullable(),
  length: z.number().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  hs_code: z.string().nullable(),
  origin_country: z.string().nullable(),
  mid_code: z.string().nullable(),
  material: z.string().nullable(),
};

export const ProductSummary = z.object({
  id: z.string(),
  ...Timestamps,
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  handle: z.string(),
  is_giftcard: z.boolean(),
  status: ProductStatus,
  thumbnail: z.string().nullable(),
  ...ShippingFields,
  collection_id: z.string().nullable(),
  type_id: z.string().nullable(),
  /** The product's shipping profile (the store's default one unless it was moved). */
  profile_id: z.string().nullable().optional(),
  discountable: z.boolean(),
  external_id: z.string().nullable(),
  metadata: Metadata,
});
export type ProductSummary = z.infer<typeof ProductSummary>;
