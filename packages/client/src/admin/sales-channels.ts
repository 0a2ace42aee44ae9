import type {
  AdminDeleteSalesChannelsChannelProductsBatchReq,
  AdminDeleteSalesChannelsChannelStockLocationsReq,
  AdminPostSalesChannelsChannelStockLocationsReq,
  AdminSalesChannelsDeleteLocationRes,
  AdminGetSalesChannelsParams,
  AdminPostSalesChannelsChannelProductsBatchReq,
  AdminPostSalesChannelsReq,
  AdminPostSalesChannelsSalesChannelReq,
  AdminSalesChannelsListRes,
  AdminSalesChannelsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

export function adminSalesChannels(http: HttpClient) {
  return {
    ...crud<{
      res: AdminSalesChannelsRes;
      listRes: AdminSalesChannelsListRes;
      createReq: AdminPostSalesChannelsReq;
      updateReq: AdminPostSalesChannelsSalesChannelReq;
      listQuery: AdminGetSalesChannelsParams;
    }>(http, '/admin/sales-channels'),
    /** Body `{ product_ids: [{ id }] }`. */
    addProducts: (
      id: string,
      body: AdminPostSalesChannelsChannelProductsBatchReq,
      options?: CallOptions,
    ) =>
      http.post<AdminSalesChannelsRes>(
        path`/admin/sales-channels/${id}/products/batch`,
        body,
        options,
      ),
    /** Body `{ product_ids: [{ id }] }`. */
    removeProducts: (
      id: string,
      body: AdminDeleteSalesChannelsChannelProductsBatchReq,
      options?: CallOptions,
    ) =>
      http.delete<AdminSalesChannelsRes>(
        path`/admin/sales-channels/${id}/products/batch`,
        body,
        options,
      ),
    /** Body `{ location_id }`: the channel sells the location's stock. */
    addLocation: (
      id: string,
      body: AdminPostSalesChannelsChannelStockLocationsReq,
      options?: CallOptions,
    ) =>
      http.post<AdminSalesChannelsRes>(
        path`/admin/sales-channels/${id}/stock-locations`,
        body,
        options,
      ),
    /** Body `{ location_id }`. */
    removeLocation: (
      id: string,
      body: AdminDeleteSalesChannelsChannelStockLocationsReq,
      options?: CallOptions,
    ) =>
      http.delete<AdminSalesChannelsDeleteLocationRes>(
        path`/admin/sales-channels/${id}/stock-locations`,
        body,
        options,
      ),
  };
}
export type AdminSalesChannelsResource = ReturnType<typeof adminSalesChannels>;
