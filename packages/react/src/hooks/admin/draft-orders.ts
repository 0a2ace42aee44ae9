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

type R = Admin['draftOrders'];

export const adminDraftOrderKeys = queryKeysFactory('admin_draft_orders');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminDraftOrderKeys, scope, id);

type UpdateLineItem = Arg<R['updateLineItem'], 2> & { item_id: string };

export const adminDraftOrdersQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminDraftOrderKeys.list(scope, query), (o) =>
    client.admin.draftOrders.list(query, o),
  );

export function useAdminDraftOrders(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminDraftOrdersQueryOptions(c.client, c.scope, query), options);
}

export const adminDraftOrderQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminDraftOrderKeys, scope, id, query), (o) =>
    client.admin.draftOrders.retrieve(id, query, o),
  );

export function useAdminDraftOrder(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminDraftOrderQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateDraftOrder(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.draftOrders.create(body);
  return useClientMutation(run, (scope) => [adminDraftOrderKeys.lists(scope)], options);
}

export function useAdminUpdateDraftOrder(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.draftOrders.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteDraftOrder(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.draftOrders.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDraftOrderAddLineItem(
  id: string,
  options?: WriteOptions<R['addLineItem'], Arg<R['addLineItem'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['addLineItem'], 1>) =>
    client.admin.draftOrders.addLineItem(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables: the line item's fields plus its `item_id`. */
export function useAdminDraftOrderUpdateLineItem(
  id: string,
  options?: WriteOptions<R['updateLineItem'], UpdateLineItem>,
) {
  const run = (client: Storedesk, { item_id, ...body }: UpdateLineItem) =>
    client.admin.draftOrders.updateLineItem(id, item_id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables: the line item id. */
export function useAdminDraftOrderRemoveLineItem(
  id: string,
  options?: WriteOptions<R['removeLineItem'], string>,
) {
  const run = (client: Storedesk, itemId: string) =>
    client.admin.draftOrders.removeLineItem(id, itemId);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Marks the draft order paid, which makes an order: refreshes the order lists too. */
export function useAdminDraftOrderRegisterPayment(
  id: string,
  options?: WriteOptions<R['markPaid'], void>,
) {
  const run = (client: Storedesk) => client.admin.draftOrders.markPaid(id);
  return useClientMutation(
    run,
    (scope) => [...touched(scope, id), adminOrderKeys.lists(scope)],
    options,
  );
}
