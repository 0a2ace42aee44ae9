import { createOrderAdminReads } from './orders.admin.read.js';
import type { OrderAdminDeps } from './orders.admin.shared.js';
import { createOrderFulfilment } from './orders.fulfilment.js';
import { createOrderPayments } from './orders.payments.js';
import { createOrderRefunds } from './orders.refunds.js';
import { createOrderTransitions } from './orders.transitions.js';

/**
 * Every staff use case of orders in one object, for callers that use several: draft orders'
 * mark-paid reads and captures, and app.ts resumes pending refunds. Each use case lives in its
 * own file (orders.admin.shared.ts lists them); the admin routes take each from there.
 */
export function createOrderAdmin(deps: OrderAdminDeps) {
  const { capture } = createOrderPayments(deps);
  return {
    ...createOrderAdminReads(deps),
    ...createOrderTransitions(deps),
    capture,
    ...createOrderRefunds(deps),
    ...createOrderFulfilment(deps),
  };
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
