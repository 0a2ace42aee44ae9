import type {
  AdminGetInventoryAdjustmentsParams,
  AdminGetInventoryItemsItemLocationLevelsParams,
  AdminGetInventoryItemsParams,
  AdminInventoryAdjustmentsListRes,
  AdminInventoryItemsListRes,
  AdminInventoryItemsLocationLevelsRes,
  AdminInventoryItemsRes,
  AdminPostInventoryItemsInventoryItemReq,
  AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq,
  AdminPostInventoryItemsItemLocationLevelsLevelReq,
  AdminPostInventoryItemsItemLocationLevelsReq,
  AdminPostInventoryItemsReq,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import { crud, path } from '../resource.js';

/** Inventory items and their stock per location (location levels). */
export function adminInventoryItems(http: HttpClient) {
  const levels = (id: string) => path`/admin/inventory-items/${id}/location-levels`;
  const level = (id: string, locationId: string) =>
    path`/admin/inventory-items/${id}/location-levels/${locationId}`;
  return {
    ...crud<{
      res: AdminInventoryItemsRes;
      listRes: AdminInventoryItemsListRes;
      createReq: AdminPostInventoryItemsReq;
      updateReq: AdminPostInventoryItemsInventoryItemReq;
      listQuery: AdminGetInventoryItemsParams;
    }>(http, '/admin/inventory-items'),
    listLocationLevels: (
      id: string,
      query?: AdminGetInventoryItemsItemLocationLevelsParams,
      options?: CallOptions,
    ) => http.get<AdminInventoryItemsLocationLevelsRes>(levels(id), query, options),
    createLocationLevel: (
      id: string,
      body: AdminPostInventoryItemsItemLocationLevelsReq,
      options?: CallOptions,
    ) => http.post<AdminInventoryItemsRes>(levels(id), body, options),
    updateLocationLevel: (
      id: string,
      locationId: string,
      body: AdminPostInventoryItemsItemLocationLevelsLevelReq,
      options?: CallOptions,
    ) => http.post<AdminInventoryItemsRes>(level(id, locationId), body, options),
    deleteLocationLevel: (id: string, locationId: string, options?: CallOptions) =>
      http.delete<AdminInventoryItemsRes>(level(id, locationId), undefined, options),
    /** Ours: set or add to the stocked quantity at a location, with a reason. */
    adjustLocationLevel: (
      id: string,
      locationId: string,
      body: AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq,
      options?: CallOptions,
    ) => http.post<AdminInventoryItemsRes>(`${level(id, locationId)}/adjust`, body, options),
    /** Ours: the item's adjustment history, newest first. */
    listAdjustments: (
      id: string,
      query?: AdminGetInventoryAdjustmentsParams,
      options?: CallOptions,
    ) =>
      http.get<AdminInventoryAdjustmentsListRes>(
        path`/admin/inventory-items/${id}/adjustments`,
        query,
        options,
      ),
  };
}
export type AdminInventoryItemsResource = ReturnType<typeof adminInventoryItems>;
