import { adminProductKeys, adminProductTagKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Product tags; a change to one also refreshes the products, which show their tags.

const tags = crudHooks(adminProductTagKeys, (client) => client.admin.productTags, {
  related: (scope) => [adminProductKeys.all(scope)],
});

export const adminProductTagsQueryOptions = tags.listQueryOptions;
export const useAdminProductTags = tags.useList;
export const adminProductTagQueryOptions = tags.detailQueryOptions;
export const useAdminProductTag = tags.useDetail;
export const useAdminCreateProductTag = tags.useCreate;
export const useAdminUpdateProductTag = tags.useUpdate;
export const useAdminDeleteProductTag = tags.useDelete;
