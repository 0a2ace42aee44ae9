import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminStockLocations(http: HttpClient) {
  return placeholderCrud<'stock_location', 'stock_locations'>(http, '/admin/stock-locations');
}
export type AdminStockLocationsResource = ReturnType<typeof adminStockLocations>;
