import { adminProductKeys, adminProductTypeKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Product types; a change to one also refreshes the products, which show their type.

const types = crudHooks(adminProductTypeKeys, (client) => client.admin.productTypes, {
  related: (scope) => [adminProductKeys.all(scope)],
});

export const adminProductTypesQueryOptions = types.listQueryOptions;
export const useAdminProductTypes = types.useList;
export const adminProductTypeQueryOptions = types.detailQueryOptions;
export const useAdminProductType = types.useDetail;
export const useAdminCreateProductType = types.useCreate;
export const useAdminUpdateProductType = types.useUpdate;
export const useAdminDeleteProductType = types.useDelete;
