import { StoredeskProvider } from '@storedesk/react';
import type { CSSProperties } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from '@/app/router';
import { TooltipProvider } from '@/components/ui/tooltip-provider';
import { queryClient, storedesk } from '@/lib/storedesk';

/** SPEC point 9: toasts bottom-right, 3000 ms, 380 px wide. */
const TOASTER_STYLE = { '--width': '380px' } as CSSProperties;

export function Providers() {
  return (
    <StoredeskProvider client={storedesk} queryClient={queryClient}>
      {/* One provider, so the 300 ms skip delay carries from one tooltip to the next. */}
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
      <Toaster position="bottom-right" duration={3000} richColors style={TOASTER_STYLE} />
    </StoredeskProvider>
  );
}
