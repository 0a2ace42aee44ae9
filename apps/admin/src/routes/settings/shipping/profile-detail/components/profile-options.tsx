import type { ShippingProfile } from '@storedesk/contract';
import { useAdminRegions } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '@/components/detail/section';
import { REGIONS_QUERY } from '@/routes/settings/common/use-region-param';
import { priceText } from '../../common/option-text';
import { SHIPPING_PATH } from '../../common/paths';

/** The shipping and return options that ship this profile's products, region by region. */
export function ProfileOptions({ profile }: { profile: ShippingProfile }) {
  const { t, i18n } = useTranslation('shipping');
  const regions = useAdminRegions(REGIONS_QUERY);
  const byId = new Map((regions.data?.regions ?? []).map((region) => [region.id, region]));
  const options = profile.shipping_options ?? [];
  return (
    <Section title={t('profileOptions.heading')} description={t('profileOptions.hint')}>
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">{t('profileOptions.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {options.map((option) => {
            const region = byId.get(option.region_id);
            return (
              <li
                key={option.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <Link
                  to={`${SHIPPING_PATH}/options/${option.id}/edit?region=${encodeURIComponent(option.region_id)}`}
                  className="font-medium text-slate-900 underline-offset-4 hover:underline"
                >
                  {option.is_return
                    ? t('profileOptions.returnName', { name: option.name })
                    : option.name}
                </Link>
                <span className="text-sm text-slate-600">
                  {region
                    ? t('profileOptions.line', {
                        region: region.name,
                        price: priceText(option, region.currency_code, i18n.language, t),
                      })
                    : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
