import { getErrorMessage } from '@storedesk/client';
import type { Region } from '@storedesk/contract';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { RegionSelect } from './region-select';
import { useRegionParam } from './use-region-param';

interface RegionScopedPageProps {
  title: string;
  subtitle: string;
  /** The back link to the settings overview. */
  backLabel: string;
  /** While the regions load. */
  loadingText: string;
  /** When the store has no region yet, with a link to create one. */
  noRegionsText: string;
  goToRegionsLabel: string;
  /** What the page shows of the chosen region, under the region picker. */
  children: (region: Region) => ReactNode;
  /** Below, whatever region is chosen (what belongs to the whole store). */
  footer?: ReactNode;
}

/**
 * A settings page that shows one region at a time (`?region=`, else the first by name): the
 * regions' loading and error states, a pointer to Regions when there is none, the region picker
 * and then the region's sections; child routes (create and edit modals) render in its outlet.
 */
export function RegionScopedPage({
  title,
  subtitle,
  backLabel,
  loadingText,
  noRegionsText,
  goToRegionsLabel,
  children,
  footer,
}: RegionScopedPageProps) {
  const { query, regions, region, setRegion } = useRegionParam();
  return (
    <Page title={title} subtitle={subtitle} back={{ to: '/a/settings', label: backLabel }}>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {loadingText}
        </p>
      ) : query.isError ? (
        <Alert>{getErrorMessage(query.error)}</Alert>
      ) : !region ? (
        <Card className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">{noRegionsText}</p>
          <Link
            to="/a/settings/regions"
            className="text-sm font-medium text-slate-900 underline underline-offset-4"
          >
            {goToRegionsLabel}
          </Link>
        </Card>
      ) : (
        <>
          <RegionSelect regions={regions} value={region.id} onChange={setRegion} />
          {children(region)}
        </>
      )}
      {footer}
      <Outlet />
    </Page>
  );
}
