import { adminSalesChannelsQueryOptions, adminStoreQueryOptions } from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';
import { listQuery } from './query';

/** Starts the channel list (and the store, which names the default channel) with the route. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = listQuery(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(adminSalesChannelsQueryOptions(storedesk, null, query)),
    queryClient.ensureQueryData(adminStoreQueryOptions(storedesk)),
  ]).catch(() => undefined);
  return null;
}
