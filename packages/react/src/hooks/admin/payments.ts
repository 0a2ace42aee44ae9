import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';
import { adminOrderKeys } from './orders.js';

// Payments; capturing or refunding also refreshes the orders.

type R = Admin['payments'];

export const adminPaymentKeys = queryKeysFactory('admin_payments');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminPaymentKeys, scope, id),
  adminOrderKeys.all(scope),
];

export const adminPaymentQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminPaymentKeys, scope, id, query), (o) =>
    client.admin.payments.retrieve(id, query, o),
  );

export function useAdminPayment(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminPaymentQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminPaymentsCapturePayment(
  id: string,
  options?: WriteOptions<R['capturePayment'], void>,
) {
  const run = (client: Storedesk) => client.admin.payments.capturePayment(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables `{ amount, reason, note? }`. */
export function useAdminPaymentsRefundPayment(
  id: string,
  options?: WriteOptions<R['refundPayment'], Arg<R['refundPayment'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['refundPayment'], 1>) =>
    client.admin.payments.refundPayment(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
