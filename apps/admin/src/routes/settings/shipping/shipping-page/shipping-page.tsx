import { getErrorMessage } from '@storedesk/client';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { RegionSelect } from '@/routes/settings/taxes/common/region-select';
import { useRegionParam } from '@/routes/settings/taxes/common/use-region-param';
import { Page } from '@/shell/page';
import { OptionsSection } from './components/options-section';
import { ProfilesSection } from './components/profiles-section';

/**
 * `/a/settings/shipping`: the shipping and return options of one region at a time (`?region=`),
 * and the store's shipping profiles (which products ship together).
 */
export function ShippingPage() {
  const { t } = useTranslation('shipping');
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
          <OptionsSection region={region} isReturn={false} />
          <OptionsSection region={region} isReturn />
        </>
      )}
      <ProfilesSection />
      <Outlet />
    </Page>
  );
}
