import { adminOrderKeys, adminSwapKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Exchanges (v1 swaps) by id and the store's list of them. A swap is made, settled, fulfilled,
// shipped and canceled through its order (`useAdminCreateSwap(orderId)`, ... in `orders.ts`, as
// on the client), and those writes refresh these reads. Every write here, creating included,
// refreshes the orders.

const swaps = crudHooks(adminSwapKeys, (client) => client.admin.swaps, {
  related: (scope) => [adminOrderKeys.all(scope)],
  createRefreshesRelated: true,
});

/**
 * The store's swaps, newest first: `{ payment_status?, fulfillment_status?, order_id?, q?,
 * limit?, offset? }` (q: an order number, email or customer name).
 */
export const adminSwapsQueryOptions = swaps.listQueryOptions;
export const useAdminSwaps = swaps.useList;
export const adminSwapQueryOptions = swaps.detailQueryOptions;
export const useAdminSwap = swaps.useDetail;
export const useAdminCreateStandaloneSwap = swaps.useCreate;
export const useAdminUpdateSwap = swaps.useUpdate;
export const useAdminDeleteSwap = swaps.useDelete;
