import { adminOrderKeys, adminReturnKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

// Returns; every write, creating included, also refreshes the orders. `admin.orders.receiveReturn`
// and `cancelReturn` are the same calls.

type R = Admin['returns'];

const returns = crudHooks(adminReturnKeys, (client) => client.admin.returns, {
  related: (scope) => [adminOrderKeys.all(scope)],
  createRefreshesRelated: true,
});

export const adminReturnsQueryOptions = returns.listQueryOptions;
export const useAdminReturns = returns.useList;
export const adminReturnQueryOptions = returns.detailQueryOptions;
export const useAdminReturn = returns.useDetail;
export const useAdminCreateReturn = returns.useCreate;
export const useAdminUpdateReturn = returns.useUpdate;
export const useAdminDeleteReturn = returns.useDelete;

/** Variables `{ items: [{ item_id, quantity }], refund? }`. */
export const useAdminReceiveReturn = returns.action((client, id, body: Arg<R['receive'], 1>) =>
  client.admin.returns.receive(id, body),
);

export const useAdminCancelReturn = returns.action((client, id) => client.admin.returns.cancel(id));
