import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

/** Swaps by id; their lifecycle calls live on `admin.orders` (`createSwap`, `fulfillSwap`, ...). */
export function adminSwaps(http: HttpClient) {
  return placeholderCrud<'swap', 'swaps'>(http, '/admin/swaps');
}
export type AdminSwapsResource = ReturnType<typeof adminSwaps>;
