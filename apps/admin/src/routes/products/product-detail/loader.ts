import { adminProductQueryOptions } from '@storedesk/react';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';

/** Starts the product read with the page; an error is shown by the page, not the boundary. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.id) {
    await queryClient
      .ensureQueryData(adminProductQueryOptions(storedesk, null, params.id))
      .catch(() => undefined);
  }
  return null;
}
