import { adminDraftOrdersQueryOptions } from '@storedesk/react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { draftOrderList, toDraftOrdersQuery } from './list-query';

/** The page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(draftOrderList, (state) => [
  adminDraftOrdersQueryOptions(storedesk, null, toDraftOrdersQuery(state)),
]);

/** A change of search or page only changes the query string: the page's hook reads it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
