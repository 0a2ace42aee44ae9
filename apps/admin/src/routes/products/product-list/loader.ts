import { adminProductsQueryOptions } from '@storedesk/react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';
import { parseListState, toProductsQuery } from './product-list-query';

/**
 * Starts the first page's read with the route (the same query options the page's hook uses);
 * an error is shown by the page, not the boundary.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const state = parseListState(new URL(request.url).searchParams);
  await queryClient
    .ensureQueryData(adminProductsQueryOptions(storedesk, null, toProductsQuery(state)))
    .catch(() => undefined);
  return null;
}

/** A change of search or filters only changes the query string: the page's hook reads it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
