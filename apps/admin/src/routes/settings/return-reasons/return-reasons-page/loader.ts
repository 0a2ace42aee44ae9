import { adminReturnReasonsQueryOptions } from '@storedesk/react';
import { prefetch } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

/** The reasons, with the same query options the page's hook uses. */
export const loader = () => prefetch(adminReturnReasonsQueryOptions(storedesk, null));
