import { RegionScopedPage } from '@/routes/settings/common/region-scoped-page';
import { OptionsSection } from './components/options-section';
import { ProfilesSection } from './components/profiles-section';

/**
 * `/a/settings/shipping`: the shipping and return options of one region at a time (`?region=`),
 * and the store's shipping profiles (which products ship together).
 */
export function ShippingPage() {
  return (
    <RegionScopedPage namespace="shipping" footer={<ProfilesSection />}>
      {(region) => (
        <>
          <OptionsSection region={region} isReturn={false} />
          <OptionsSection region={region} isReturn />
        </>
      )}
    </RegionScopedPage>
  );
}
