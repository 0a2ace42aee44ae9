import { RegionScopedPage } from '@/routes/settings/common/region-scoped-page';
import { regionSearch } from '@/routes/settings/common/use-region-param';
import { TAXES_PATH } from '../common/queries';
import { DefaultRateCard } from './components/default-rate-card';
import { OverridesSection } from './components/overrides-section';

/**
 * `/a/settings/tax-rates`: the tax of one region at a time (`?region=`): its default rate and
 * code, and the rates that override it for some products, product types and shipping options.
 */
export function TaxRatesPage() {
  return (
    <RegionScopedPage namespace="taxes">
      {(region) => (
        <>
          <DefaultRateCard
            region={region}
            editHref={`${TAXES_PATH}/default${regionSearch(region)}`}
          />
          <OverridesSection region={region} />
        </>
      )}
    </RegionScopedPage>
  );
}
