import { adminSwapsQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { swapList, toSwapsQuery } from './swap-list-query';

/** The first page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(swapList, (state) => [
  adminSwapsQueryOptions(storedesk, null, toSwapsQuery(state)),
]);

export { listShouldRevalidate as shouldRevalidate } from '@/components/route-data';
