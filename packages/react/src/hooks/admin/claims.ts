import { adminClaimKeys, adminOrderKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Claims by id and the store's list of them. A claim is registered, changed, fulfilled, shipped
// and canceled through its order (`useAdminCreateClaim(orderId)`, ... in `orders.ts`, as on the
// client), and those writes refresh these reads. Every write here, creating included, refreshes
// the orders.

const claims = crudHooks(adminClaimKeys, (client) => client.admin.claims, {
  related: (scope) => [adminOrderKeys.all(scope)],
  createRefreshesRelated: true,
});

/**
 * The store's claims, newest first: `{ type?, payment_status?, fulfillment_status?, order_id?,
 * q?, limit?, offset? }` (q: an order number, email or customer name, or the claim's id).
 */
export const adminClaimsQueryOptions = claims.listQueryOptions;
export const useAdminClaims = claims.useList;
export const adminClaimQueryOptions = claims.detailQueryOptions;
export const useAdminClaim = claims.useDetail;
export const useAdminCreateStandaloneClaim = claims.useCreate;
export const useAdminUpdateStandaloneClaim = claims.useUpdate;
export const useAdminDeleteClaim = claims.useDelete;
