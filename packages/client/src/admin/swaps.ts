import type { AdminGetSwapsParams, AdminSwapsListRes, AdminSwapsRes } from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud } from '../resource.js';

/**
 * Exchanges (Medusa v1 swaps): the store's swaps a page at a time, newest first, each with its
 * order's number, email and currency (`payment_status`, `fulfillment_status`, `order_id` and `q`
 * narrow the list), and one swap by id. A swap is made, settled, fulfilled, shipped and canceled
 * on its order (`admin.orders.createSwap`, `processSwapPayment`, ...). v1 has no create, update or
 * delete here, and neither has the server (it answers them 404); they stay for SPEC point 7's five
 * calls.
 */
export function adminSwaps(http: HttpClient) {
  return crud<{
    res: AdminSwapsRes;
    listRes: AdminSwapsListRes;
    createReq: Untyped;
    updateReq: Untyped;
    listQuery: AdminGetSwapsParams;
  }>(http, '/admin/swaps');
}
export type AdminSwapsResource = ReturnType<typeof adminSwaps>;
