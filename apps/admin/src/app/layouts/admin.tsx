import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { AnalyticsConsentOverlay, UsageDataForm } from '@/features/analytics';
import { ActivityDrawerContent, BatchJobsPollerProvider } from '@/features/batch-jobs';
import {
  WidgetProvider,
  WidgetZone,
  extensionRegistries,
  useExtensionText,
} from '@/features/registries';
import { requireSession } from '@/lib/session';
import { AdminShell } from '@/shell/admin-shell';
import { ShellExtensionsProvider, type ShellExtensions } from '@/shell/shell-extensions';

/** Every page behind login sits under this route: no session, no page. */
export async function loader() {
  await requireSession();
  return null;
}

/**
 * The admin area (`/a/*`): the shell around the current page, with what features and
 * extensions add to it: plugin links, settings cards and widgets, the usage-data form, the
 * batch-job activity, the consent overlay and the batch-job poller.
 */
export function Component() {
  const text = useExtensionText();
  const extensions = useMemo<ShellExtensions>(
    () => ({
      sidebarLinks: extensionRegistries.routes
        .getLinks()
        .map((link) => ({ path: link.path, label: text(link.label), icon: link.icon })),
      settingsCards: extensionRegistries.settings.getCards().map((card) => ({
        path: card.path,
        label: text(card.label),
        description: text(card.description),
        icon: card.icon,
      })),
      storeOverviewWidgets: <WidgetZone zone="store.overview" />,
      usageDataForm: <UsageDataForm />,
    }),
    [text],
  );

  return (
    <BatchJobsPollerProvider>
      <WidgetProvider>
        <ShellExtensionsProvider value={extensions}>
          <AdminShell
            activityContent={<ActivityDrawerContent />}
            background={<AnalyticsConsentOverlay />}
          >
            <Outlet />
          </AdminShell>
        </ShellExtensionsProvider>
      </WidgetProvider>
    </BatchJobsPollerProvider>
  );
}
