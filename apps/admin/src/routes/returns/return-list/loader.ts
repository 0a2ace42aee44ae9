import { adminReturnsQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { returnList, toReturnsQuery } from './return-list-query';

/** The first page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(returnList, (state) => [
  adminReturnsQueryOptions(storedesk, null, toReturnsQuery(state)),
]);

export { listShouldRevalidate as shouldRevalidate } from '@/components/route-data';
