import { adminProductCategoryKeys, adminProductKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import type { Admin, Arg } from '../helpers.js';

// Product categories; a change to one also refreshes the product lists (filtered by category).

type R = Admin['productCategories'];

const categories = crudHooks(adminProductCategoryKeys, (client) => client.admin.productCategories, {
  related: (scope) => [adminProductKeys.lists(scope)],
});

export const adminProductCategoriesQueryOptions = categories.listQueryOptions;
export const useAdminProductCategories = categories.useList;
export const adminProductCategoryQueryOptions = categories.detailQueryOptions;
export const useAdminProductCategory = categories.useDetail;
export const useAdminCreateProductCategory = categories.useCreate;
export const useAdminUpdateProductCategory = categories.useUpdate;
export const useAdminDeleteProductCategory = categories.useDelete;

/** Variables `{ product_ids: [{ id }] }`. */
export const useAdminAddProductsToCategory = categories.action(
  (client, id, body: Arg<R['addProducts'], 1>) =>
    client.admin.productCategories.addProducts(id, body),
);

/** Variables `{ product_ids: [{ id }] }`. */
export const useAdminDeleteProductsFromCategory = categories.action(
  (client, id, body: Arg<R['removeProducts'], 1>) =>
    client.admin.productCategories.removeProducts(id, body),
);
