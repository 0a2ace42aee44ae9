import { useAdminProductCategories } from '@storedesk/react';
import { useMemo } from 'react';
import { CATEGORY_TREE_QUERY } from './category-tree-query';
import { buildTree } from './tree';

/** The store's category tree, every level in rank order. */
export function useCategoryTree() {
  const query = useAdminProductCategories(CATEGORY_TREE_QUERY);
  const tree = useMemo(
    () => (query.data ? buildTree(query.data.product_categories) : undefined),
    [query.data],
  );
  return { ...query, tree };
}
