import { getErrorMessage } from '@storedesk/client';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { TAXES_PATH } from '../common/queries';
import { RegionSelect } from '../common/region-select';
import { regionSearch, useRegionParam } from '../common/use-region-param';
import { DefaultRateCard } from './components/default-rate-card';
import { OverridesSection } from './components/overrides-section';

/**
 * `/a/settings/tax-rates`: the tax of one region at a time (`?region=`): its default rate and
 * code, and the rates that override it for some products, product types and shipping options.
 */
export function TaxRatesPage() {
  const { t } = useTranslation('taxes');
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
          <DefaultRateCard
            region={region}
            editHref={`${TAXES_PATH}/default${regionSearch(region)}`}
          />
          <OverridesSection region={region} />
        </>
      )}
      <Outlet />
    </Page>
  );
}
