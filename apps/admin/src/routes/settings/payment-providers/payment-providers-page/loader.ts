import {
  adminPaymentProvidersQueryOptions,
  adminStorePaymentProvidersQueryOptions,
} from '@storedesk/react';
import { prefetch } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';

/**
 * The providers with the store's settings (admins), and which ones are ready (everyone): the
 * page shows the first when it may, the second otherwise.
 */
export const loader = () =>
  prefetch(
    adminPaymentProvidersQueryOptions(storedesk, null),
    adminStorePaymentProvidersQueryOptions(storedesk, null),
  );
