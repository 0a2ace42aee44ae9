import type { CallOptions, HttpClient } from '../http.js';
import type { ListQuery, Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type InventoryItemRes = Res<'inventory_item'>;

/** Inventory items and their stock per location (location levels). */
export function adminInventoryItems(http: HttpClient) {
  const levels = (id: string) => path`/admin/inventory-items/${id}/location-levels`;
  const level = (id: string, locationId: string) =>
    path`/admin/inventory-items/${id}/location-levels/${locationId}`;
  return {
    ...placeholderCrud<'inventory_item', 'inventory_items'>(http, '/admin/inventory-items'),
    listLocationLevels: (id: string, query?: ListQuery, options?: CallOptions) =>
      http.get<Res<'inventory_item', Untyped & { location_levels?: Untyped[] }>>(
        levels(id),
        query,
        options,
      ),
    createLocationLevel: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<InventoryItemRes>(levels(id), body, options),
    updateLocationLevel: (id: string, locationId: string, body: Untyped, options?: CallOptions) =>
      http.post<InventoryItemRes>(level(id, locationId), body, options),
    deleteLocationLevel: (id: string, locationId: string, options?: CallOptions) =>
      http.delete<InventoryItemRes>(level(id, locationId), undefined, options),
  };
}
export type AdminInventoryItemsResource = ReturnType<typeof adminInventoryItems>;
