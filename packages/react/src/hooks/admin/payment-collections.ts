import { adminOrderEditKeys, adminOrderKeys, adminPaymentCollectionKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Payment collections; a change also refreshes orders and order edits, which show them.

const collections = crudHooks(
  adminPaymentCollectionKeys,
  (client) => client.admin.paymentCollections,
  { related: (scope) => [adminOrderKeys.all(scope), adminOrderEditKeys.all(scope)] },
);

export const adminPaymentCollectionQueryOptions = collections.detailQueryOptions;
export const useAdminPaymentCollection = collections.useDetail;
export const useAdminUpdatePaymentCollection = collections.useUpdate;
export const useAdminDeletePaymentCollection = collections.useDelete;

export const useAdminMarkPaymentCollectionAsAuthorized = collections.action((client, id) =>
  client.admin.paymentCollections.markAsAuthorized(id),
);
