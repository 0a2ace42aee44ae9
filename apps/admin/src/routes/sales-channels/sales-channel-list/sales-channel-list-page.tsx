import { getErrorMessage } from '@storedesk/client';
import { useAdminSalesChannels, useAdminStore } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { ListPagination } from '@/components/list-pagination';
import { Spinner } from '@/components/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { Page } from '@/shell/page';
import { ChannelStatusBadge, DefaultChannelBadge } from '../common/channel-badges';
import { listQuery, PAGE_SIZE } from './query';

/** `/a/sales-channels`: the store's channels, searchable and paged, the default one marked. */
export function SalesChannelListPage() {
  const { t } = useTranslation('salesChannels');
  const [params, setParams] = useSearchParams();
  const query = listQuery(params);
  const [search, setSearch] = useState(query.q ?? '');
  const debounced = useDebouncedValue(search.trim());
  const channels = useAdminSalesChannels(query, { placeholderData: keepPreviousData });
  const store = useAdminStore();
  const defaultId = store.data?.store.default_sales_channel_id;

  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === debounced) return current;
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const setOffset = (offset: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (offset > 0) next.set('offset', String(offset));
      else next.delete('offset');
      return next;
    });

  return (
    <Page
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <Link to={{ pathname: 'new', search: params.toString() }} className={buttonClassName()}>
          {t('list.create')}
        </Link>
      }
    >
      <Card className="flex flex-col gap-4">
        <TextInput
          type="search"
          label={t('list.search')}
          value={search}
          autoComplete="off"
          className="max-w-sm"
          onChange={(event) => setSearch(event.target.value)}
        />
        {channels.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('list.loading')}
          </p>
        ) : channels.isError ? (
          <Alert>{getErrorMessage(channels.error)}</Alert>
        ) : channels.data.sales_channels.length === 0 ? (
          <p className="text-sm text-slate-600">{query.q ? t('list.noMatch') : t('list.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {channels.data.sales_channels.map((channel) => (
              <li
                key={channel.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <Link
                    to={channel.id}
                    className="font-medium break-words text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-slate-900"
                  >
                    {channel.name}
                  </Link>
                  {channel.description && (
                    <p className="text-sm break-words text-slate-500">{channel.description}</p>
                  )}
                </div>
                <div className="flex gap-2">
                  {channel.id === defaultId && <DefaultChannelBadge />}
                  <ChannelStatusBadge disabled={channel.is_disabled} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {channels.data && (
          <ListPagination
            count={channels.data.count}
            offset={query.offset}
            limit={PAGE_SIZE}
            onOffsetChange={setOffset}
            labels={{
              range: t('list.range', {
                from: Math.min(query.offset + 1, channels.data.count),
                to: Math.min(query.offset + PAGE_SIZE, channels.data.count),
                count: channels.data.count,
              }),
              previous: t('list.previous'),
              next: t('list.next'),
            }}
          />
        )}
      </Card>
      <Outlet />
    </Page>
  );
}
