import type { Storedesk } from '@storedesk/client';
import { adminOrderEditKeys, adminOrderKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import { useClientMutation, type Admin, type Arg, type WriteOptions } from '../helpers.js';

// Order edits; every change, creating included, also refreshes the orders, whose details show
// their edits.

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

export const useAdminRequestOrderEditConfirmation = orderEdits.action((client, id) =>
  client.admin.orderEdits.requestConfirmation(id),
);

export const useAdminConfirmOrderEdit = orderEdits.action((client, id) =>
  client.admin.orderEdits.confirm(id),
);

export const useAdminCancelOrderEdit = orderEdits.action((client, id) =>
  client.admin.orderEdits.cancel(id),
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
