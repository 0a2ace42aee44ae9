import { z } from 'zod';
import { Metadata, Timestamp } from './common.js';

export const SalesChannel = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  is_disabled: z.boolean(),
  metadata: Metadata,
});
export type SalesChannel = z.infer<typeof SalesChannel>;
