import { z } from 'zod';
import { Timestamp } from './common.js';

/** A user's usage-analytics choices (SPEC point 3): one per user. */
export const AnalyticsConfig = z.object({
  id: z.string(),
  user_id: z.string(),
  anonymize: z.boolean(),
  opt_out: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
});
export type AnalyticsConfig = z.infer<typeof AnalyticsConfig>;

export const AdminAnalyticsConfigRes = z.object({ analytics_config: AnalyticsConfig });
export type AdminAnalyticsConfigRes = z.infer<typeof AdminAnalyticsConfigRes>;

export const AdminPostAnalyticsConfigReq = z.strictObject({
  anonymize: z.boolean().optional(),
  opt_out: z.boolean().optional(),
});
export type AdminPostAnalyticsConfigReq = z.infer<typeof AdminPostAnalyticsConfigReq>;
