import {
  adminProductsQueryOptions,
  adminSalesChannelQueryOptions,
  adminStoreQueryOptions,
} from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';
import { channelProductsQuery } from './query';

/** Starts the channel, its first page of products and the store (default channel) with the route. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id!;
  await Promise.all([
    queryClient.ensureQueryData(adminSalesChannelQueryOptions(storedesk, null, id)),
    queryClient.ensureQueryData(
      adminProductsQueryOptions(storedesk, null, channelProductsQuery(id, 0, '')),
    ),
    queryClient.ensureQueryData(adminStoreQueryOptions(storedesk)),
  ]).catch(() => undefined);
  return null;
}
