import { adminDashboardQueryOptions, adminStoreQueryOptions } from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetch } from '@/components/route-data';
import { storedesk } from '@/lib/storedesk';
import { browserTimeZone, dashboardQuery, parsePeriod } from './period';

/** Starts the store and the period's figures with the page; errors are shown by the page. */
export function loader({ request }: LoaderFunctionArgs) {
  const choice = parsePeriod(new URL(request.url).searchParams);
  return prefetch(
    adminStoreQueryOptions(storedesk),
    adminDashboardQueryOptions(
      storedesk,
      null,
      dashboardQuery(choice, browserTimeZone(), new Date()),
    ),
  );
}
