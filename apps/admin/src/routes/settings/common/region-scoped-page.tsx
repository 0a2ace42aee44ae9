import { getErrorMessage } from '@storedesk/client';
import type { Region } from '@storedesk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { RegionSelect } from './region-select';
import { useRegionParam } from './use-region-param';

interface RegionScopedPageProps {
  /**
   * The page's namespace, whose `title`, `subtitle`, `back` (to the settings overview),
   * `loading`, `noRegions` and `goToRegions` (the link to create one) it shows.
   */
  namespace: 'shipping' | 'taxes';
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
export function RegionScopedPage({ namespace, children, footer }: RegionScopedPageProps) {
  const { t } = useTranslation(namespace);
  const { query, regions, region, setRegion } = useRegionParam();
  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      back={{ to: '/a/settings', label: t('back') }}
    >
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('loading')}
        </p>
      ) : query.isError ? (
        <Alert>{getErrorMessage(query.error)}</Alert>
      ) : !region ? (
        <Card className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">{t('noRegions')}</p>
          <Link
            to="/a/settings/regions"
            className="text-sm font-medium text-slate-900 underline underline-offset-4"
          >
            {t('goToRegions')}
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
