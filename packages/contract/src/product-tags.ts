import { z } from 'zod';
import { Metadata, Timestamp } from './common.js';

export const ProductTag = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  value: z.string(),
  metadata: Metadata,
});
export type ProductTag = z.infer<typeof ProductTag>;
