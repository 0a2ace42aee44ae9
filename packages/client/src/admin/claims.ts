import type { AdminClaimsListRes, AdminClaimsRes, AdminGetClaimsParams } from '@storedesk/contract';
import type { HttpClient } from '../http.js';
import type { Untyped } from '../placeholders.js';
import { crud } from '../resource.js';

/**
 * Claims (Medusa v1 claim orders): the store's claims a page at a time, newest first, each with
 * its order's number, email and currency (`type`, `payment_status`, `fulfillment_status`,
 * `order_id` and `q` narrow the list), and one claim by id. A claim is registered, changed,
 * fulfilled, shipped and canceled on its order (`admin.orders.createClaim`, `fulfillClaim`, ...).
 * v1 has no create, update or delete here, and neither has the server (it answers them 404);
 * they stay for SPEC point 7's five calls.
 */
export function adminClaims(http: HttpClient) {
  return crud<{
    res: AdminClaimsRes;
    listRes: AdminClaimsListRes;
    createReq: Untyped;
    updateReq: Untyped;
    listQuery: AdminGetClaimsParams;
  }>(http, '/admin/claims');
}
export type AdminClaimsResource = ReturnType<typeof adminClaims>;
