import { useAdminDeleteRegion, useAdminRegion } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { Badge } from '@/components/badge';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { DetailList } from '@/components/detail/detail-list';
import { DetailPage } from '@/components/detail/detail-page';
import { EditLink } from '@/components/detail/edit-link';
import { Section } from '@/components/detail/section';
import { Page } from '@/shell/page';
import { intlLanguage, useDisplayNames } from '../common/display-names';
import { fulfillmentProviderName, paymentProviderName } from '../common/provider-names';

/** `/a/settings/regions/:id`: the region's currency and taxes, countries and providers. */
export function RegionDetailPage() {
  const { t, i18n } = useTranslation('regions');
  const names = useDisplayNames();
  const { id = '' } = useParams();
  const region = useAdminRegion(id);
  const back = { to: '/a/settings/regions', label: t('detail.back') };
  const remove = useAdminDeleteRegion(
    id,
    useLeaveOnDelete(back.to, () => t('detail.deleted', { name: region.data?.region.name ?? '' })),
  );
  const percent = new Intl.NumberFormat(intlLanguage(i18n.language), {
    style: 'percent',
    maximumFractionDigits: 3,
  });
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));

  return (
    <DetailPage query={region} back={back} loading={t('detail.loading')}>
      {({ region: current }) => {
        const countries = current.countries
          .map((country) => ({
            iso2: country.iso_2,
            name: names.country(country.iso_2, country.display_name),
          }))
          .sort((a, b) => names.compare(a.name, b.name));
        return (
          <Page
            title={current.name}
            back={back}
            actions={
              <div className="flex gap-2">
                <EditLink label={t('detail.edit')} />
                <DeleteAction
                  mutation={remove}
                  label={t('detail.delete')}
                  title={t('detail.deleteTitle', { name: current.name })}
                  description={t('detail.deleteText')}
                  confirmLabel={t('detail.deleteConfirm')}
                />
              </div>
            }
          >
            <Section title={t('detail.details')}>
              <DetailList
                items={[
                  [
                    t('fields.currency'),
                    t('fields.currencyOption', {
                      code: current.currency_code.toUpperCase(),
                      name: names.currency(current.currency_code, current.currency.name),
                    }),
                  ],
                  [t('fields.taxRate'), percent.format(current.tax_rate / 100)],
                  [t('fields.taxCode'), current.tax_code ?? t('detail.none')],
                  [t('fields.includesTax'), yesNo(current.includes_tax)],
                  [t('fields.automaticTaxes'), yesNo(current.automatic_taxes)],
                  [t('fields.giftCardsTaxable'), yesNo(current.gift_cards_taxable)],
                ]}
              />
            </Section>
            <Section
              title={t('detail.countries')}
              description={t('countries.selected', { count: countries.length })}
            >
              {countries.length === 0 ? (
                <p className="text-sm text-slate-500">{t('list.noCountries')}</p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {countries.map((country) => (
                    <li
                      key={country.iso2}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800"
                    >
                      {country.name}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <Section title={t('detail.providers')}>
              <DetailList
                items={[
                  [
                    t('fields.paymentProviders'),
                    current.payment_providers.length === 0 ? (
                      t('providers.none')
                    ) : (
                      <span className="flex flex-wrap items-center gap-2">
                        {current.payment_providers.map((provider) => (
                          <span key={provider.id} className="inline-flex items-center gap-1">
                            {paymentProviderName(t, provider.id)}
                            {!provider.is_installed && (
                              <Badge tone="warning">{t('providers.notInstalled')}</Badge>
                            )}
                          </span>
                        ))}
                      </span>
                    ),
                  ],
                  [
                    t('fields.fulfillmentProviders'),
                    current.fulfillment_providers.length === 0
                      ? t('providers.none')
                      : current.fulfillment_providers
                          .map((provider) => fulfillmentProviderName(t, provider.id))
                          .join(', '),
                  ],
                ]}
              />
            </Section>
            <Outlet />
          </Page>
        );
      }}
    </DetailPage>
  );
}
