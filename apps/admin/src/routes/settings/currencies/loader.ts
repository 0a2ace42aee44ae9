import { adminCurrenciesQueryOptions, adminStoreQueryOptions } from '@storedesk/react';
import { queryClient, storedesk } from '@/lib/storedesk';
import { TAX_FLAGS_QUERY } from './query';

/** Starts the store and the currencies' tax flags with the route; errors show on the page. */
export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(adminStoreQueryOptions(storedesk)),
    queryClient.ensureQueryData(adminCurrenciesQueryOptions(storedesk, null, TAX_FLAGS_QUERY)),
  ]).catch(() => undefined);
  return null;
}
