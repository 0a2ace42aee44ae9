import { adminClaimsQueryOptions } from '@storedesk/react';
import { listLoader } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { claimList, toClaimsQuery } from './claim-list-query';

/** The first page the URL asks for, with the same query options the page's hook uses. */
export const loader = listLoader(claimList, (state) => [
  adminClaimsQueryOptions(storedesk, null, toClaimsQuery(state)),
]);

export { listShouldRevalidate as shouldRevalidate } from '@/components/route-data';
