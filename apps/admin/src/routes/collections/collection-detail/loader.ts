import { adminCollectionQueryOptions } from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';

/** Starts the collection read with the page; an error is shown by the page, not the boundary. */
export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient
    .ensureQueryData(adminCollectionQueryOptions(storedesk, null, params.id!))
    .catch(() => undefined);
  return null;
}
