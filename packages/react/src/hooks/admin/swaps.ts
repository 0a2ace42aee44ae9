import { adminOrderKeys, adminSwapKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Swaps by id. The lifecycle (`useAdminCreateSwap(orderId)`, ...) is in `orders.ts`, as on the
// client. Every write, creating included, refreshes the orders.

const swaps = crudHooks(adminSwapKeys, (client) => client.admin.swaps, {
  related: (scope) => [adminOrderKeys.all(scope)],
  createRefreshesRelated: true,
});

export const adminSwapsQueryOptions = swaps.listQueryOptions;
export const useAdminSwaps = swaps.useList;
export const adminSwapQueryOptions = swaps.detailQueryOptions;
export const useAdminSwap = swaps.useDetail;
export const useAdminCreateStandaloneSwap = swaps.useCreate;
export const useAdminUpdateSwap = swaps.useUpdate;
export const useAdminDeleteSwap = swaps.useDelete;
