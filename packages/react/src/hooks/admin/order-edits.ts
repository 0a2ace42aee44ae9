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

// Order edits; every change also refreshes the orders, whose details show their edits.

type R = Admin['orderEdits'];

export const adminOrderEditKeys = queryKeysFactory('admin_order_edits');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminOrderEditKeys, scope, id),
  adminOrderKeys.all(scope),
];

type UpdateLineItem = Arg<R['updateLineItem'], 2>;

export const adminOrderEditsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminOrderEditKeys.list(scope, query), (o) => client.admin.orderEdits.list(query, o));

export function useAdminOrderEdits(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminOrderEditsQueryOptions(c.client, c.scope, query), options);
}

export const adminOrderEditQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminOrderEditKeys, scope, id, query), (o) =>
    client.admin.orderEdits.retrieve(id, query, o),
  );

export function useAdminOrderEdit(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminOrderEditQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateOrderEdit(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.orderEdits.create(body);
  return useClientMutation(
    run,
    (scope) => [adminOrderEditKeys.lists(scope), adminOrderKeys.all(scope)],
    options,
  );
}

export function useAdminUpdateOrderEdit(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.orderEdits.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteOrderEdit(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.orderEdits.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminOrderEditAddLineItem(
  orderEditId: string,
  options?: WriteOptions<R['addLineItem'], Arg<R['addLineItem'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addLineItem'], 1>) =>
    client.admin.orderEdits.addLineItem(orderEditId, body);
  return useClientMutation(run, (scope) => touched(scope, orderEditId), options);
}

export function useAdminOrderEditUpdateLineItem(
  orderEditId: string,
  itemId: string,
  options?: WriteOptions<R['updateLineItem'], UpdateLineItem>,
) {
  const run = (client: Storedesk, body: UpdateLineItem) =>
    client.admin.orderEdits.updateLineItem(orderEditId, itemId, body);
  return useClientMutation(run, (scope) => touched(scope, orderEditId), options);
}

export function useAdminOrderEditDeleteLineItem(
  orderEditId: string,
  itemId: string,
  options?: WriteOptions<R['removeLineItem'], void>,
) {
  const run = (client: Storedesk) => client.admin.orderEdits.removeLineItem(orderEditId, itemId);
  return useClientMutation(run, (scope) => touched(scope, orderEditId), options);
}

export function useAdminDeleteOrderEditItemChange(
  orderEditId: string,
  itemChangeId: string,
  options?: WriteOptions<R['deleteItemChange'], void>,
) {
  const run = (client: Storedesk) =>
    client.admin.orderEdits.deleteItemChange(orderEditId, itemChangeId);
  return useClientMutation(run, (scope) => touched(scope, orderEditId), options);
}

export function useAdminRequestOrderEditConfirmation(
  orderEditId: string,
  options?: WriteOptions<R['requestConfirmation'], void>,
) {
  const run = (client: Storedesk) => client.admin.orderEdits.requestConfirmation(orderEditId);
  return useClientMutation(run, (scope) => touched(scope, orderEditId), options);
}

export function useAdminConfirmOrderEdit(
  orderEditId: string,
  options?: WriteOptions<R['confirm'], void>,
) {
  const run = (client: Storedesk) => client.admin.orderEdits.confirm(orderEditId);
  return useClientMutation(run, (scope) => touched(scope, orderEditId), options);
}

export function useAdminCancelOrderEdit(
  orderEditId: string,
  options?: WriteOptions<R['cancel'], void>,
) {
  const run = (client: Storedesk) => client.admin.orderEdits.cancel(orderEditId);
  return useClientMutation(run, (scope) => touched(scope, orderEditId), options);
}
