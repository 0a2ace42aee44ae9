import type { AdminGetProductCategoriesParams } from '@storedesk/contract';

/**
 * The one read the tree, the parent pickers and the move requests share: the root categories
 * with their whole subtrees (the API's largest page, so a store's tree comes in one answer).
 */
export const CATEGORY_TREE_QUERY = {
  parent_category_id: 'null',
  include_descendants_tree: true,
  limit: 1000,
} as const satisfies AdminGetProductCategoriesParams;
