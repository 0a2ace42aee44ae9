import { adminCollectionKeys, adminProductKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

// Collections; a change to one also refreshes the product lists (filtered by collection).

type R = Admin['collections'];

const collections = crudHooks(adminCollectionKeys, (client) => client.admin.collections, {
  related: (scope) => [adminProductKeys.lists(scope)],
});

export const adminCollectionsQueryOptions = collections.listQueryOptions;
export const useAdminCollections = collections.useList;
export const adminCollectionQueryOptions = collections.detailQueryOptions;
export const useAdminCollection = collections.useDetail;
export const useAdminCreateCollection = collections.useCreate;
export const useAdminUpdateCollection = collections.useUpdate;
export const useAdminDeleteCollection = collections.useDelete;

/** Variables `{ product_ids }`; refreshes the collection and the product lists. */
export const useAdminAddProductsToCollection = collections.action(
  (client, id, body: Arg<R['addProducts'], 1>) => client.admin.collections.addProducts(id, body),
);

/** Variables `{ product_ids }`. */
export const useAdminRemoveProductsFromCollection = collections.action(
  (client, id, body: Arg<R['removeProducts'], 1>) =>
    client.admin.collections.removeProducts(id, body),
);
