import { adminStoreQueryOptions } from '@storedesk/react';
import { queryClient, storedesk } from '@/lib/storedesk';

/** The grid's columns are the store's currencies: start that read with the wizard. */
export async function loader() {
  await queryClient.ensureQueryData(adminStoreQueryOptions(storedesk)).catch(() => undefined);
  return null;
}
