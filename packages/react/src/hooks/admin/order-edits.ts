import type { Storedesk } from '@storedesk/client';
import {
  adminInventoryItemKeys,
  adminOrderEditKeys,
  adminOrderKeys,
  adminPaymentCollectionKeys,
  adminProductKeys,
  adminReservationKeys,
  adminVariantKeys,
  type QueryScope,
} from '../../keys.js';
import { crudHooks } from '../crud.js';
import { useClientMutation, type Admin, type Arg, type WriteOptions } from '../helpers.js';

// Order edits; every change, creating included, also refreshes the orders, whose details show
// their edits (and whose timelines, kept under the details, record them). Confirming and
// canceling also refresh the stock reads (a confirmation moves the order's reservations) and the
// payment collections (a cancel cancels the edit's collection).

type R = Admin['orderEdits'];

const orderEdits = crudHooks(adminOrderEditKeys, (client) => client.admin.orderEdits, {
  related: (scope) => [adminOrderKeys.all(scope)],
  createRefreshesRelated: true,
});

export const adminOrderEditsQueryOptions = orderEdits.listQueryOptions;
export const useAdminOrderEdits = orderEdits.useList;
export const adminOrderEditQueryOptions = orderEdits.detailQueryOptions;
export const useAdminOrderEdit = orderEdits.useDetail;
export const useAdminCreateOrderEdit = orderEdits.useCreate;
export const useAdminUpdateOrderEdit = orderEdits.useUpdate;
export const useAdminDeleteOrderEdit = orderEdits.useDelete;

export const useAdminOrderEditAddLineItem = orderEdits.action(
  (client, id, body: Arg<R['addLineItem'], 1>) => client.admin.orderEdits.addLineItem(id, body),
);

/** What confirming or canceling edit `id` makes stale besides the edit and the orders. */
const settledTouched = (scope: QueryScope, id: string) => [
  ...orderEdits.touched(scope, id),
  adminPaymentCollectionKeys.all(scope),
  adminInventoryItemKeys.all(scope),
  adminReservationKeys.all(scope),
  adminVariantKeys.all(scope),
  adminProductKeys.all(scope),
];

/** Variables optional: `{ payment_collection_description }`. */
export const useAdminRequestOrderEditConfirmation = orderEdits.action(
  (client, id, body: Arg<R['requestConfirmation'], 1> | void) =>
    client.admin.orderEdits.requestConfirmation(id, body || undefined),
);

export const useAdminConfirmOrderEdit = orderEdits.action(
  (client, id) => client.admin.orderEdits.confirm(id),
  settledTouched,
);

export const useAdminCancelOrderEdit = orderEdits.action(
  (client, id) => client.admin.orderEdits.cancel(id),
  settledTouched,
);

// Writes to one line item or change of an edit: the hooks take both ids.

type UpdateLineItem = Arg<R['updateLineItem'], 2>;

export function useAdminOrderEditUpdateLineItem(
  orderEditId: string,
  itemId: string,
  options?: WriteOptions<R['updateLineItem'], UpdateLineItem>,
) {
  const run = (client: Storedesk, body: UpdateLineItem) =>
    client.admin.orderEdits.updateLineItem(orderEditId, itemId, body);
  return useClientMutation(run, (scope) => orderEdits.touched(scope, orderEditId), options);
}

export function useAdminOrderEditDeleteLineItem(
  orderEditId: string,
  itemId: string,
  options?: WriteOptions<R['removeLineItem'], void>,
) {
  const run = (client: Storedesk) => client.admin.orderEdits.removeLineItem(orderEditId, itemId);
  return useClientMutation(run, (scope) => orderEdits.touched(scope, orderEditId), options);
}

export function useAdminDeleteOrderEditItemChange(
  orderEditId: string,
  itemChangeId: string,
  options?: WriteOptions<R['deleteItemChange'], void>,
) {
  const run = (client: Storedesk) =>
    client.admin.orderEdits.deleteItemChange(orderEditId, itemChangeId);
  return useClientMutation(run, (scope) => orderEdits.touched(scope, orderEditId), options);
}
