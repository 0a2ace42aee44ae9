import { adminPriceListsQueryOptions } from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';
import { listQuery } from './query';

/** Starts the page's list read with the route; an error is shown by the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = listQuery(new URL(request.url).searchParams);
  await queryClient
    .ensureQueryData(adminPriceListsQueryOptions(storedesk, null, query))
    .catch(() => undefined);
  return null;
}
