import { adminOrderEditsQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { orderEditList, toOrderEditsQuery } from './order-edit-list-query';

/** The first page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(orderEditList, (state) => [
  adminOrderEditsQueryOptions(storedesk, null, toOrderEditsQuery(state)),
]);

export { listShouldRevalidate as shouldRevalidate } from '@/components/route-data';
