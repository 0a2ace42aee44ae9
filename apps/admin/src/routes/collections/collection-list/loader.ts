import { adminCollectionsQueryOptions } from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';
import { collectionListQuery } from './list-query';

/** Starts the list read with the page; an error is shown by the page, not the boundary. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = collectionListQuery(new URL(request.url).searchParams);
  // The admin provider has no scope (null): the keys the hooks use.
  await queryClient
    .ensureQueryData(adminCollectionsQueryOptions(storedesk, null, query))
    .catch(() => undefined);
  return null;
}
