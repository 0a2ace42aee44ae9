import { z } from 'zod';
import { ListParams, Paging, Timestamp } from './common.js';
import { IdObjectList, SalesChannel } from './sales-channels.js';

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

/** `GET /admin/publishable-api-keys/:id/sales-channels`: the channels a key is limited to. */
export const AdminGetPublishableApiKeySalesChannelsParams = z.object({
  q: z.string().optional(),
});
export type AdminGetPublishableApiKeySalesChannelsParams = z.input<
  typeof AdminGetPublishableApiKeySalesChannelsParams
>;

export const AdminPublishableApiKeysListSalesChannelsRes = z.object({
  sales_channels: z.array(SalesChannel),
});
export type AdminPublishableApiKeysListSalesChannelsRes = z.infer<
  typeof AdminPublishableApiKeysListSalesChannelsRes
>;

export const AdminPostPublishableApiKeySalesChannelsBatchReq = z.strictObject({
  sales_channel_ids: IdObjectList,
});
export type AdminPostPublishableApiKeySalesChannelsBatchReq = z.input<
  typeof AdminPostPublishableApiKeySalesChannelsBatchReq
>;

export const AdminDeletePublishableApiKeySalesChannelsBatchReq =
  AdminPostPublishableApiKeySalesChannelsBatchReq;
export type AdminDeletePublishableApiKeySalesChannelsBatchReq = z.input<
  typeof AdminDeletePublishableApiKeySalesChannelsBatchReq
>;
