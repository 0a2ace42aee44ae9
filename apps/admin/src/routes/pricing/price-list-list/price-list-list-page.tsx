import type { PriceList } from '@storedesk/contract';
import { useAdminPriceLists } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { fromQuery } from '@/components/list/list-data';
import { CreateLink } from '@/components/list/create-link';
import { ListPage } from '@/components/list/list-page';
import { listParams } from '@/components/list/list-state';
import { ListView } from '@/components/list/list-view';
import { useListState } from '@/components/list/use-list-state';
import { PriceListStatusBadge, useFormatListDate } from '../common/price-list-badges';
import { priceListList } from './query';

const column = createColumnHelper<PriceList>();

/** `/a/pricing`: the price lists, searchable, sortable and paged; 'Create price list' opens the wizard. */
export function PriceListListPage() {
  const { t } = useTranslation('pricing');
  const list = useListState(priceListList);
  const lists = useAdminPriceLists(listParams(list.state), { placeholderData: keepPreviousData });
  const formatDate = useFormatListDate();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('fields.name'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <>
            <RowLink to={original.id}>{original.name}</RowLink>
            {original.description && (
              <span className="block max-w-xs truncate text-slate-500">{original.description}</span>
            )}
          </>
        ),
        meta: { card: 'title' },
      }),
      column.accessor('type', {
        header: t('fields.type'),
        enableSorting: true,
        cell: ({ getValue }) => t(`type.${getValue()}`),
      }),
      column.accessor('status', {
        header: t('fields.status'),
        enableSorting: true,
        cell: ({ getValue }) => <PriceListStatusBadge status={getValue()} />,
        meta: { card: 'status' },
      }),
      column.accessor('starts_at', {
        header: t('fields.startsAt'),
        enableSorting: true,
        cell: ({ getValue }) => formatDate(getValue()),
        meta: { className: 'whitespace-nowrap' },
      }),
      column.accessor('ends_at', {
        header: t('fields.endsAt'),
        enableSorting: true,
        cell: ({ getValue }) => formatDate(getValue()),
        meta: { className: 'whitespace-nowrap' },
      }),
      column.accessor((priceList) => priceList.prices.length, {
        id: 'prices',
        header: t('list.prices'),
        meta: { card: 'figure', align: 'end' },
      }),
    ],
    [t, formatDate],
  );

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={<CreateLink label={t('list.create')} />}
    >
      <ListView
        list={list}
        data={fromQuery(lists, (data) => data.price_lists)}
        label={t('list.title')}
        columns={columns}
        rowHref={(priceList) => priceList.id}
        search={{ label: t('list.search') }}
        columnChoice="price-lists"
        loading={t('list.loading')}
        empty={t('list.empty')}
        noMatch={t('list.noMatch')}
      />
    </ListPage>
  );
}
