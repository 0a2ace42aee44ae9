import {
  adminProductCategoriesQueryOptions,
  adminProductCategoryQueryOptions,
} from '@storedesk/react';
import { detailLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { CATEGORY_TREE_QUERY } from '../common/category-tree-query';

/** The category, and the tree (its parent and children are named from it). */
export const loader = detailLoader((id) => [
  adminProductCategoryQueryOptions(storedesk, null, id),
  adminProductCategoriesQueryOptions(storedesk, null, CATEGORY_TREE_QUERY),
]);
