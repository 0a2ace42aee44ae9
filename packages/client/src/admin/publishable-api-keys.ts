import type {
  AdminDeletePublishableApiKeySalesChannelsBatchReq,
  AdminGetPublishableApiKeySalesChannelsParams,
  AdminGetPublishableApiKeysParams,
  AdminPostPublishableApiKeySalesChannelsBatchReq,
  AdminPostPublishableApiKeysReq,
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysListSalesChannelsRes,
  AdminPublishableApiKeysRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

export function adminPublishableApiKeys(http: HttpClient) {
  return {
    ...crud<{
      res: AdminPublishableApiKeysRes;
      listRes: AdminPublishableApiKeysListRes;
      createReq: AdminPostPublishableApiKeysReq;
      updateReq: AdminPostPublishableApiKeysReq;
      listQuery: AdminGetPublishableApiKeysParams;
    }>(http, '/admin/publishable-api-keys'),
    revoke(id: string, options?: CallOptions): Promise<AdminPublishableApiKeysRes> {
      return http.post(path`/admin/publishable-api-keys/${id}/revoke`, undefined, options);
    },
    listSalesChannels(
      id: string,
      query?: AdminGetPublishableApiKeySalesChannelsParams,
      options?: CallOptions,
    ): Promise<AdminPublishableApiKeysListSalesChannelsRes> {
      return http.get(path`/admin/publishable-api-keys/${id}/sales-channels`, query, options);
    },
    /** Body `{ sales_channel_ids: [{ id }] }`. */
    addSalesChannelsBatch(
      id: string,
      body: AdminPostPublishableApiKeySalesChannelsBatchReq,
      options?: CallOptions,
    ): Promise<AdminPublishableApiKeysRes> {
      return http.post(path`/admin/publishable-api-keys/${id}/sales-channels/batch`, body, options);
    },
    /** Body `{ sales_channel_ids: [{ id }] }`. */
    deleteSalesChannelsBatch(
      id: string,
      body: AdminDeletePublishableApiKeySalesChannelsBatchReq,
      options?: CallOptions,
    ): Promise<AdminPublishableApiKeysRes> {
      return http.delete(
        path`/admin/publishable-api-keys/${id}/sales-channels/batch`,
        body,
        options,
      );
    },
  };
}
export type AdminPublishableApiKeysResource = ReturnType<typeof adminPublishableApiKeys>;
