import { adminOrdersQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { orderList, toOrdersQuery } from './order-list-query';

/** The first page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(orderList, (state) => [
  adminOrdersQueryOptions(storedesk, null, toOrdersQuery(state)),
]);

export { listShouldRevalidate as shouldRevalidate } from '@/components/route-data';
