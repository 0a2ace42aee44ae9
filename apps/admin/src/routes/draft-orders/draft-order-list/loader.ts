import { adminDraftOrdersQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { draftOrderList, toDraftOrdersQuery } from './list-query';

/** The page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(draftOrderList, (state) => [
  adminDraftOrdersQueryOptions(storedesk, null, toDraftOrdersQuery(state)),
]);

export { listShouldRevalidate as shouldRevalidate } from '@/components/route-data';
