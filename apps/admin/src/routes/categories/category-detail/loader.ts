import { adminProductCategoryQueryOptions } from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';
import { loadCategoryTree } from '../common/tree-loader';

/** Starts the category and tree reads with the page; errors are shown by the page. */
export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient
      .ensureQueryData(adminProductCategoryQueryOptions(storedesk, null, params.id!))
      .catch(() => undefined),
    loadCategoryTree(),
  ]);
  return null;
}
