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
import { adminOrderEditKeys } from './order-edits.js';
import { adminOrderKeys } from './orders.js';

// Payment collections; a change also refreshes orders and order edits, which show them.

type R = Admin['paymentCollections'];

export const adminPaymentCollectionKeys = queryKeysFactory('admin_payment_collections');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminPaymentCollectionKeys, scope, id),
  adminOrderKeys.all(scope),
  adminOrderEditKeys.all(scope),
];

export const adminPaymentCollectionQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminPaymentCollectionKeys, scope, id, query), (o) =>
    client.admin.paymentCollections.retrieve(id, query, o),
  );

export function useAdminPaymentCollection(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminPaymentCollectionQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminUpdatePaymentCollection(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.paymentCollections.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeletePaymentCollection(
  id: string,
  options?: WriteOptions<R['delete'], void>,
) {
  const run = (client: Storedesk) => client.admin.paymentCollections.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminMarkPaymentCollectionAsAuthorized(
  id: string,
  options?: WriteOptions<R['markAsAuthorized'], void>,
) {
  const run = (client: Storedesk) => client.admin.paymentCollections.markAsAuthorized(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
