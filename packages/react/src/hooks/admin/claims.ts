import { adminClaimKeys, adminOrderKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Claims by id. The lifecycle (`useAdminCreateClaim(orderId)`, ...) is in `orders.ts`, as on the
// client. Every write, creating included, refreshes the orders.

const claims = crudHooks(adminClaimKeys, (client) => client.admin.claims, {
  related: (scope) => [adminOrderKeys.all(scope)],
  createRefreshesRelated: true,
});

export const adminClaimsQueryOptions = claims.listQueryOptions;
export const useAdminClaims = claims.useList;
export const adminClaimQueryOptions = claims.detailQueryOptions;
export const useAdminClaim = claims.useDetail;
export const useAdminCreateStandaloneClaim = claims.useCreate;
export const useAdminUpdateStandaloneClaim = claims.useUpdate;
export const useAdminDeleteClaim = claims.useDelete;
