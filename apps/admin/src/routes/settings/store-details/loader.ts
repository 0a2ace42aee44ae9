import { adminStoreQueryOptions } from '@storedesk/react';
import { queryClient, storedesk } from '@/lib/storedesk';

/** Starts the store read with the page; an error is shown by the page, not the boundary. */
export async function loader() {
  await queryClient.ensureQueryData(adminStoreQueryOptions(storedesk)).catch(() => undefined);
  return null;
}
