import { StoredeskProvider } from '@storedesk/react';
import { RouterProvider } from 'react-router';
import { router } from '@/app/router';
import { queryClient, storedesk } from '@/lib/storedesk';

export function Providers() {
  return (
    <StoredeskProvider client={storedesk} queryClient={queryClient}>
      <RouterProvider router={router} />
    </StoredeskProvider>
  );
}
