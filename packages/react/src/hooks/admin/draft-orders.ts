import { adminDraftOrderKeys, adminOrderKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

type R = Admin['draftOrders'];

const draftOrders = crudHooks(adminDraftOrderKeys, (client) => client.admin.draftOrders);

export const adminDraftOrdersQueryOptions = draftOrders.listQueryOptions;
export const useAdminDraftOrders = draftOrders.useList;
export const adminDraftOrderQueryOptions = draftOrders.detailQueryOptions;
export const useAdminDraftOrder = draftOrders.useDetail;
export const useAdminCreateDraftOrder = draftOrders.useCreate;
export const useAdminUpdateDraftOrder = draftOrders.useUpdate;
export const useAdminDeleteDraftOrder = draftOrders.useDelete;

type UpdateLineItem = Arg<R['updateLineItem'], 2> & { item_id: string };

export const useAdminDraftOrderAddLineItem = draftOrders.action(
  (client, id, body: Arg<R['addLineItem'], 1>) => client.admin.draftOrders.addLineItem(id, body),
);

/** Variables: the line item's fields plus its `item_id`. */
export const useAdminDraftOrderUpdateLineItem = draftOrders.action(
  (client, id, { item_id, ...body }: UpdateLineItem) =>
    client.admin.draftOrders.updateLineItem(id, item_id, body),
);

/** Variables: the line item id. */
export const useAdminDraftOrderRemoveLineItem = draftOrders.action((client, id, itemId: string) =>
  client.admin.draftOrders.removeLineItem(id, itemId),
);

/** Marks the draft order paid, which makes an order: refreshes the order lists too. */
export const useAdminDraftOrderRegisterPayment = draftOrders.action(
  (client, id) => client.admin.draftOrders.markPaid(id),
  (scope, id) => [...draftOrders.touched(scope, id), adminOrderKeys.lists(scope)],
);
