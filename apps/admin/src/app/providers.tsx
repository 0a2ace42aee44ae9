import { StoredeskProvider } from '@storedesk/react';
import type { CSSProperties } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from '@/app/router';
import { queryClient, storedesk } from '@/lib/storedesk';

/** SPEC point 9: toasts bottom-right, 3000 ms, 380 px wide. */
const TOASTER_STYLE = { '--width': '380px' } as CSSProperties;

export function Providers() {
  return (
    <StoredeskProvider client={storedesk} queryClient={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="bottom-right" duration={3000} richColors style={TOASTER_STYLE} />
    </StoredeskProvider>
  );
}
