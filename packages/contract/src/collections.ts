import { z } from 'zod';
import { Metadata, Timestamp } from './common.js';

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
