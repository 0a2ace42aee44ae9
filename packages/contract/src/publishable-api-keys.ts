import { z } from 'zod';
import { ListParams, Paging, Timestamp } from './common.js';

/** A publishable API key. Its id is the value shoppers send as `x-publishable-api-key`. */
export const PublishableApiKey = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  created_by: z.string().nullable(),
  revoked_by: z.string().nullable(),
  revoked_at: Timestamp.nullable(),
  title: z.string(),
});
export type PublishableApiKey = z.infer<typeof PublishableApiKey>;

export const AdminPublishableApiKeysRes = z.object({ publishable_api_key: PublishableApiKey });
export type AdminPublishableApiKeysRes = z.infer<typeof AdminPublishableApiKeysRes>;

export const AdminPublishableApiKeysListRes = z.object({
  publishable_api_keys: z.array(PublishableApiKey),
  ...Paging,
});
export type AdminPublishableApiKeysListRes = z.infer<typeof AdminPublishableApiKeysListRes>;

export const AdminGetPublishableApiKeysParams = ListParams;
export type AdminGetPublishableApiKeysParams = z.infer<typeof AdminGetPublishableApiKeysParams>;

export const AdminPostPublishableApiKeysReq = z.strictObject({
  title: z.string().trim().min(1).max(200),
});
export type AdminPostPublishableApiKeysReq = z.infer<typeof AdminPostPublishableApiKeysReq>;
