import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
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
 * extensions add to it. The `// MOUNT:` lines are where the lead wires them in.
 */
// MOUNT: WidgetProvider (src/features/registries) — replace `Fragment`.
const Widgets: ComponentType<{ children: ReactNode }> = Fragment;

export function Component() {
  // MOUNT: registry sidebar links — `extensionRegistries.routes.getLinks()` with labels through
  // `useExtensionText()` (src/features/registries), as `ShellLink[]`.
  const sidebarLinks: ShellExtensions['sidebarLinks'] = [];
  // MOUNT: registry settings cards — `extensionRegistries.settings.getCards()` with label and
  // description through `useExtensionText()`, as `ShellCard[]`.
  const settingsCards: ShellExtensions['settingsCards'] = [];
  // MOUNT: the `store.overview` widget zone — `<WidgetZone zone="store.overview" />`, inside
  // `Widgets` below.
  const storeOverviewWidgets: ShellExtensions['storeOverviewWidgets'] = null;
  // MOUNT: the usage-data form on Settings → Personal information — `<UsageDataForm />`.
  const usageDataForm: ShellExtensions['usageDataForm'] = null;
  // MOUNT: the activity drawer content (batch jobs, notifications).
  const activityContent = null;
  // MOUNT: the analytics consent overlay `<AnalyticsConsentOverlay />` and the batch-job poller;
  // both render once here, outside the page.
  const background = null;

  return (
    <Widgets>
      <ShellExtensionsProvider
        value={{ sidebarLinks, settingsCards, storeOverviewWidgets, usageDataForm }}
      >
        <AdminShell activityContent={activityContent} background={background}>
          <Outlet />
        </AdminShell>
      </ShellExtensionsProvider>
    </Widgets>
  );
}
