import { adminCustomersQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { customerList, toCustomersQuery } from './list-query';

/** The page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(customerList, (state) => [
  adminCustomersQueryOptions(storedesk, null, toCustomersQuery(state)),
]);

export { listShouldRevalidate as shouldRevalidate } from '@/components/route-data';
