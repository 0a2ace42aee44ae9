import { z } from 'zod';
import { Timestamp } from './common.js';

export const PRICE_LIST_TYPES = ['sale', 'override'] as const;
export const PriceListType = z.enum(PRICE_LIST_TYPES);
export const PRICE_LIST_STATUSES = ['active', 'draft'] as const;
export const PriceListStatus = z.enum(PRICE_LIST_STATUSES);

/** A price list without its prices (as it appears on a price). */
export const PriceListSummary = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description: z.string(),
  type: PriceListType,
  status: PriceListStatus,
  starts_at: Timestamp.nullable(),
  ends_at: Timestamp.nullable(),
});
export type PriceListSummary = z.infer<typeof PriceListSummary>;
