import type { SalesChannel } from '@storedesk/contract';
import { useAdminSalesChannels, useAdminStore } from '@storedesk/react';
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
import { ChannelStatusBadge, DefaultChannelBadge } from '../common/channel-badges';
import { salesChannelList } from './query';

const column = createColumnHelper<SalesChannel>();

/** `/a/sales-channels`: the store's channels, searchable and paged, the default one marked. */
export function SalesChannelListPage() {
  const { t } = useTranslation('salesChannels');
  const list = useListState(salesChannelList);
  const channels = useAdminSalesChannels(listParams(list.state), {
    placeholderData: keepPreviousData,
  });
  const defaultId = useAdminStore().data?.store.default_sales_channel_id;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('fields.name'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <>
            <RowLink to={original.id}>{original.name}</RowLink>
            {original.description && (
              <p className="break-words text-slate-500">{original.description}</p>
            )}
          </>
        ),
        meta: { card: 'title' },
      }),
      column.accessor('is_disabled', {
        header: t('detail.state'),
        cell: ({ row: { original } }) => (
          <span className="inline-flex flex-wrap gap-2">
            {original.id === defaultId && <DefaultChannelBadge />}
            <ChannelStatusBadge disabled={original.is_disabled} />
          </span>
        ),
        meta: { card: 'status', align: 'end' },
      }),
    ],
    [t, defaultId],
  );

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={<CreateLink label={t('list.create')} />}
    >
      <ListView
        list={list}
        data={fromQuery(channels, (data) => data.sales_channels)}
        label={t('list.title')}
        columns={columns}
        rowHref={(channel) => channel.id}
        search={{ label: t('list.search') }}
        loading={t('list.loading')}
        empty={t('list.empty')}
        noMatch={t('list.noMatch')}
      />
    </ListPage>
  );
}
