import { z } from 'zod';
import { Metadata, Timestamp } from './common.js';

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
