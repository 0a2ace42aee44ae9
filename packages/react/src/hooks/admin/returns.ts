import {
  adminClaimKeys,
  adminInventoryItemKeys,
  adminNotificationKeys,
  adminOrderKeys,
  adminProductKeys,
  adminReservationKeys,
  adminReturnKeys,
  adminSwapKeys,
  adminVariantKeys,
  type QueryScope,
} from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

// Returns. Every write also refreshes the orders (a return shows on its order, and receiving or
// canceling one changes its statuses and timeline), the exchanges and claims (their returns are
// received here and show with them) and the mail the store sent (a received return
// refunds the order, which mails the customer). Receiving one also refreshes the stock
// reads: the items come back at a location. A return is asked for on its order
// (`useAdminRequestReturn` in `orders.ts`); `admin.orders.receiveReturn` and `cancelReturn` are
// the same calls as receive and cancel here.

type R = Admin['returns'];

const returns = crudHooks(adminReturnKeys, (client) => client.admin.returns, {
  related: (scope) => [
    adminOrderKeys.all(scope),
    adminSwapKeys.all(scope),
    adminClaimKeys.all(scope),
    adminNotificationKeys.lists(scope),
  ],
  createRefreshesRelated: true,
});

/** What receiving a return makes stale: the return's and orders' reads, and the stock. */
const receiveTouched = (scope: QueryScope, id: string) => [
  ...returns.touched(scope, id),
  adminInventoryItemKeys.all(scope),
  adminReservationKeys.all(scope),
  adminVariantKeys.all(scope),
  adminProductKeys.all(scope),
];

/** The store's returns: `{ status?, order_id?, q?, limit?, offset? }` (q: an order number or email). */
export const adminReturnsQueryOptions = returns.listQueryOptions;
export const useAdminReturns = returns.useList;
export const adminReturnQueryOptions = returns.detailQueryOptions;
export const useAdminReturn = returns.useDetail;
export const useAdminCreateReturn = returns.useCreate;
export const useAdminUpdateReturn = returns.useUpdate;
export const useAdminDeleteReturn = returns.useDelete;

/** Variables `{ items: [{ item_id, quantity }], refund?, location_id? }`. */
export const useAdminReceiveReturn = returns.action(
  (client, id, body: Arg<R['receive'], 1>) => client.admin.returns.receive(id, body),
  receiveTouched,
);

export const useAdminCancelReturn = returns.action((client, id) => client.admin.returns.cancel(id));
