import { z } from 'zod';
import { DateFilter, ListParams, Metadata, Paging, Timestamp, idList } from './common.js';

/** A stock location serving a channel (v1 `SalesChannelLocation`, without an id of its own). */
export const SalesChannelLocation = z.object({
  sales_channel_id: z.string(),
  location_id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
});
export type SalesChannelLocation = z.infer<typeof SalesChannelLocation>;

export const SalesChannel = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  is_disabled: z.boolean(),
  metadata: Metadata,
  /** With `expand=locations`: the stock locations whose stock the channel sells. */
  locations: z.array(SalesChannelLocation).optional(),
});
export type SalesChannel = z.infer<typeof SalesChannel>;

/** `[{ id }]`, the Medusa v1 shape of a batch of ids in a request body. */
export const IdObjectList = z
  .array(z.strictObject({ id: z.string().trim().min(1) }))
  .min(1)
  .max(1000);
export type IdObjectList = z.infer<typeof IdObjectList>;

export const AdminSalesChannelsRes = z.object({ sales_channel: SalesChannel });
export type AdminSalesChannelsRes = z.infer<typeof AdminSalesChannelsRes>;

export const AdminSalesChannelsListRes = z.object({
  sales_channels: z.array(SalesChannel),
  ...Paging,
});
export type AdminSalesChannelsListRes = z.infer<typeof AdminSalesChannelsListRes>;

/** Sort fields of `GET /admin/sales-channels` (`order=name`, `order=-created_at`). */
export const SALES_CHANNEL_ORDER_FIELDS = ['name', 'created_at', 'updated_at'] as const;

export const AdminGetSalesChannelsParams = ListParams.extend({
  id: idList.optional(),
  name: z.string().optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetSalesChannelsParams = z.input<typeof AdminGetSalesChannelsParams>;

const Name = z.string().trim().min(1).max(200);
const Description = z.string().trim().max(2000).nullable();

export const AdminPostSalesChannelsReq = z.strictObject({
  name: Name,
  description: Description.optional(),
  is_disabled: z.boolean().optional(),
  metadata: Metadata.optional(),
  /** Products to sell through the new channel from the start. */
  products: IdObjectList.optional(),
});
export type AdminPostSalesChannelsReq = z.input<typeof AdminPostSalesChannelsReq>;

export const AdminPostSalesChannelsSalesChannelReq = z.strictObject({
  name: Name.optional(),
  description: Description.optional(),
  is_disabled: z.boolean().optional(),
  metadata: Metadata.optional(),
});
export type AdminPostSalesChannelsSalesChannelReq = z.input<
  typeof AdminPostSalesChannelsSalesChannelReq
>;

export const AdminPostSalesChannelsChannelProductsBatchReq = z.strictObject({
  product_ids: IdObjectList,
});
export type AdminPostSalesChannelsChannelProductsBatchReq = z.input<
  typeof AdminPostSalesChannelsChannelProductsBatchReq
>;

export const AdminDeleteSalesChannelsChannelProductsBatchReq =
  AdminPostSalesChannelsChannelProductsBatchReq;
export type AdminDeleteSalesChannelsChannelProductsBatchReq = z.input<
  typeof AdminDeleteSalesChannelsChannelProductsBatchReq
>;
