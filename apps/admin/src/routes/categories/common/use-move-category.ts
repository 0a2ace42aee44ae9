import type { StoredeskError } from '@storedesk/client';
import type { AdminProductCategoriesListRes } from '@storedesk/contract';
import { adminProductCategoryKeys, adminProductKeys, useStoredesk } from '@storedesk/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATEGORY_TREE_QUERY } from './category-tree-query';
import { applyMove, buildTree, type CategoryMove } from './tree';

interface Options {
  onSuccess?: (move: CategoryMove) => void;
  onError?: (error: StoredeskError, move: CategoryMove) => void;
}

/**
 * Moves a category: `POST /admin/product-categories/:id { parent_category_id, rank }`. The tree
 * shows the move at once; a refused move puts the tree back as it was. Either way the category
 * lists and the moved category are read again afterwards.
 */
export function useMoveCategory(options: Options = {}) {
  const { client, scope } = useStoredesk();
  const queryClient = useQueryClient();
  const treeKey = adminProductCategoryKeys.list(scope, CATEGORY_TREE_QUERY);

  return useMutation<unknown, StoredeskError, CategoryMove, { previous?: unknown }>({
    mutationFn: ({ id, parent_category_id, rank }) =>
      client.admin.productCategories.update(id, { parent_category_id, rank }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: treeKey });
      const previous = queryClient.getQueryData<AdminProductCategoriesListRes>(treeKey);
      if (previous) {
        queryClient.setQueryData<AdminProductCategoriesListRes>(treeKey, {
          ...previous,
          product_categories: applyMove(buildTree(previous.product_categories), move),
        });
      }
      return { previous };
    },
    onError: (error, move, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(treeKey, context.previous);
      options.onError?.(error, move);
    },
    onSuccess: (_data, move) => options.onSuccess?.(move),
    onSettled: (_data, _error, move) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProductCategoryKeys.lists(scope) }),
        queryClient.invalidateQueries({
          queryKey: adminProductCategoryKeys.detail(scope, move.id),
        }),
        queryClient.invalidateQueries({ queryKey: adminProductKeys.lists(scope) }),
      ]),
  });
}
