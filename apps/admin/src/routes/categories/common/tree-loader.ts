import { adminProductCategoriesQueryOptions } from '@storedesk/react';
import { prefetch } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { CATEGORY_TREE_QUERY } from './category-tree-query';

/** Starts the tree read with the page. */
export const loadCategoryTree = () =>
  prefetch(adminProductCategoriesQueryOptions(storedesk, null, CATEGORY_TREE_QUERY));
