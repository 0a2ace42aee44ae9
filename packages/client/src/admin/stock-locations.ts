import type {
  AdminGetStockLocationsParams,
  AdminPostStockLocationsLocationReq,
  AdminPostStockLocationsReq,
  AdminStockLocationsListRes,
  AdminStockLocationsRes,
} from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import { crud } from '../resource.js';

/** Stock locations (`expand=sales_channels` on reads); channels link them on `salesChannels`. */
export function adminStockLocations(http: HttpClient) {
  return crud<{
    res: AdminStockLocationsRes;
    listRes: AdminStockLocationsListRes;
    createReq: AdminPostStockLocationsReq;
    updateReq: AdminPostStockLocationsLocationReq;
    listQuery: AdminGetStockLocationsParams;
  }>(http, '/admin/stock-locations');
}
export type AdminStockLocationsResource = ReturnType<typeof adminStockLocations>;
