import { adminOrderKeys, adminPaymentKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

// Payments; capturing or refunding also refreshes the orders.

type R = Admin['payments'];

const payments = crudHooks(adminPaymentKeys, (client) => client.admin.payments, {
  related: (scope) => [adminOrderKeys.all(scope)],
});

export const adminPaymentQueryOptions = payments.detailQueryOptions;
export const useAdminPayment = payments.useDetail;

export const useAdminPaymentsCapturePayment = payments.action((client, id) =>
  client.admin.payments.capturePayment(id),
);

/** Variables `{ amount, reason, note? }`. */
export const useAdminPaymentsRefundPayment = payments.action(
  (client, id, body: Arg<R['refundPayment'], 1>) => client.admin.payments.refundPayment(id, body),
);
