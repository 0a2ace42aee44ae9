import { adminBillingQueryOptions } from '@storedesk/react';
import { queryClient, storedesk } from '@/lib/storedesk';

/** Starts the billing read with the page; an error is shown by the page, not the boundary. */
export async function loader() {
  await queryClient.ensureQueryData(adminBillingQueryOptions(storedesk)).catch(() => undefined);
  return null;
}
