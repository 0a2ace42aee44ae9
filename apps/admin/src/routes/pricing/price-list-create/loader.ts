import { adminStoreQueryOptions } from '@storedesk/react';
import { prefetch } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

/** The grid's columns are the store's currencies: start that read with the wizard. */
export const loader = () => prefetch(adminStoreQueryOptions(storedesk));
