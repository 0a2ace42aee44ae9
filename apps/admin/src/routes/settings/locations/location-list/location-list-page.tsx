import type { StockLocation } from '@storedesk/contract';
import { useAdminStockLocations, useAdminStore } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { RowLink } from '@/components/data-table/row-link';
import { CreateLink } from '@/components/list/create-link';
import { fromQuery } from '@/components/list/list-data';
import { listParams } from '@/components/list/list-state';
import { ListView } from '@/components/list/list-view';
import { useListState } from '@/components/list/use-list-state';
import { useCountryNames } from '../common/country-names';
import { Page } from '@/shell/page';
import { addressLine } from '../common/address';
import { WITH_CHANNELS, locationList } from './query';

const column = createColumnHelper<StockLocation>();

/** `/a/settings/locations`: where stock is kept, with the address and the channels served. */
export function LocationListPage() {
  const { t } = useTranslation('locations');
  const names = useCountryNames();
  const list = useListState(locationList);
  const defaultId = useAdminStore().data?.store.default_location_id ?? null;
  const locations = useAdminStockLocations(
    { ...listParams(list.state), ...WITH_CHANNELS },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('columns.name'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <span className="inline-flex flex-wrap items-center gap-2">
            <RowLink to={original.id}>{original.name}</RowLink>
            {original.id === defaultId && <Badge>{t('list.default')}</Badge>}
          </span>
        ),
        meta: { card: 'title' },
      }),
      column.display({
        id: 'address',
        header: t('columns.address'),
        cell: ({ row: { original } }) =>
          addressLine(original, names) || (
            <span className="text-slate-400">{t('list.noAddress')}</span>
          ),
        meta: { card: 'detail' },
      }),
      column.display({
        id: 'channels',
        header: t('columns.channels'),
        cell: ({ row: { original } }) =>
          original.sales_channels?.length ? (
            original.sales_channels.map((channel) => channel.name).join(', ')
          ) : (
            <span className="text-slate-400">{t('list.noChannels')}</span>
          ),
        meta: { card: 'detail' },
      }),
    ],
    [t, names, defaultId],
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
          data={fromQuery(locations, (data) => data.stock_locations)}
          label={t('list.title')}
          columns={columns}
          rowHref={(location) => location.id}
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
