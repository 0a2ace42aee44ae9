import type { Region } from '@storedesk/contract';
import { useAdminRegions } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Card } from '@/components/card';
import { RowLink } from '@/components/data-table/row-link';
import { CreateLink } from '@/components/list/create-link';
import { fromQuery } from '@/components/list/list-data';
import { listParams } from '@/components/list/list-state';
import { ListView } from '@/components/list/list-view';
import { useListState } from '@/components/list/use-list-state';
import { Page } from '@/shell/page';
import { useDisplayNames } from '../common/display-names';
import { paymentProviderName } from '../common/provider-names';
import { regionList } from './query';

const column = createColumnHelper<Region>();

/** How many country names a row shows before "+3 more". */
const SHOWN_COUNTRIES = 3;

/** `/a/settings/regions`: the store's regions with their countries, currency and providers. */
export function RegionListPage() {
  const { t } = useTranslation('regions');
  const names = useDisplayNames();
  const list = useListState(regionList);
  const regions = useAdminRegions(listParams(list.state), { placeholderData: keepPreviousData });
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('columns.name'),
        enableSorting: true,
        cell: ({ row: { original } }) => <RowLink to={original.id}>{original.name}</RowLink>,
        meta: { card: 'title' },
      }),
      column.accessor('countries', {
        header: t('columns.countries'),
        cell: ({ row: { original } }) => {
          const countryNames = original.countries
            .map((country) => names.country(country.iso_2, country.display_name))
            .sort(names.compare);
          if (countryNames.length === 0) {
            return <span className="text-slate-400">{t('list.noCountries')}</span>;
          }
          const rest = countryNames.length - SHOWN_COUNTRIES;
          return (
            <span title={countryNames.join(', ')}>
              {countryNames.slice(0, SHOWN_COUNTRIES).join(', ')}
              {rest > 0 && (
                <span className="text-slate-500"> {t('list.more', { count: rest })}</span>
              )}
            </span>
          );
        },
        meta: { card: 'detail' },
      }),
      column.accessor('currency_code', {
        header: t('columns.currency'),
        cell: ({ row: { original } }) => (
          <span title={names.currency(original.currency_code, original.currency.name)}>
            {original.currency_code.toUpperCase()}
          </span>
        ),
        meta: { card: 'status', align: 'end' },
      }),
      column.accessor('payment_providers', {
        header: t('columns.providers'),
        cell: ({ row: { original } }) =>
          original.payment_providers.length === 0 ? (
            <span className="text-slate-400">{t('providers.none')}</span>
          ) : (
            original.payment_providers
              .map((provider) => paymentProviderName(t, provider.id))
              .join(', ')
          ),
        meta: { card: 'detail' },
      }),
    ],
    [t, names],
  );

  return (
    <Page
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      back={{ to: '/a/settings', label: t('back') }}
      actions={<CreateLink label={t('list.create')} />}
    >
      <Card className="flex flex-col gap-4">
        <ListView
          list={list}
          data={fromQuery(regions, (data) => data.regions)}
          label={t('list.title')}
          columns={columns}
          rowHref={(region) => region.id}
          search={{ label: t('list.search') }}
          loading={t('list.loading')}
          empty={t('list.empty')}
          noMatch={t('list.noMatch')}
        />
      </Card>
      <Outlet />
    </Page>
  );
}
