import { adminProductCategoriesQueryOptions } from '@storedesk/react';
import { queryClient, storedesk } from '@/lib/storedesk';
import { CATEGORY_TREE_QUERY } from './category-tree-query';

/** Starts the tree read with the page; an error is shown by the page, not the boundary. */
export async function loadCategoryTree() {
  // The admin provider has no scope (null): the keys the hooks use.
  await queryClient
    .ensureQueryData(adminProductCategoriesQueryOptions(storedesk, null, CATEGORY_TREE_QUERY))
    .catch(() => undefined);
  return null;
}
