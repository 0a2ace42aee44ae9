import type { CallOptions, HttpClient } from '../http.js';
import type { Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type SalesChannelRes = Res<'sales_channel'>;

export function adminSalesChannels(http: HttpClient) {
  return {
    ...placeholderCrud<'sales_channel', 'sales_channels'>(http, '/admin/sales-channels'),
    /** Body `{ product_ids: [{ id }] }`. */
    addProducts: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<SalesChannelRes>(path`/admin/sales-channels/${id}/products/batch`, body, options),
    /** Body `{ product_ids: [{ id }] }`. */
    removeProducts: (id: string, body: Untyped, options?: CallOptions) =>
      http.delete<SalesChannelRes>(path`/admin/sales-channels/${id}/products/batch`, body, options),
    /** Body `{ location_id }`. */
    addLocation: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<SalesChannelRes>(path`/admin/sales-channels/${id}/stock-locations`, body, options),
    /** Body `{ location_id }`. */
    removeLocation: (id: string, body: Untyped, options?: CallOptions) =>
      http.delete<SalesChannelRes>(
        path`/admin/sales-channels/${id}/stock-locations`,
        body,
        options,
      ),
  };
}
export type AdminSalesChannelsResource = ReturnType<typeof adminSalesChannels>;
