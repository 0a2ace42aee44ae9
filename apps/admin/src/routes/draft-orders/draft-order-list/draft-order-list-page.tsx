import { useAdminDraftOrders } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { CreateLink } from '@/components/list/create-link';
import { EmptyState } from '@/components/list/empty-state';
import { fromQuery } from '@/components/list/list-data';
import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { useListState } from '@/components/list/use-list-state';
import { useOrderFormat } from '@/routes/orders/common/format';
import { DraftStatus } from '../common/draft-status';
import { draftCurrency, draftView, type DraftOrderView } from '../common/draft-view';
import { draftOrderList, PAGE_SIZES, toDraftOrdersQuery } from './list-query';

const column = createColumnHelper<DraftOrderView>();

/**
 * `/a/draft-orders`: the orders staff put together by hand, newest first, a page at a time,
 * searched by number or email (in the URL). A row opens the draft; a completed one links to the
 * order it became. The create wizard opens over the list (`new`).
 */
export function DraftOrderListPage() {
  const { t } = useTranslation('draftOrders');
  const format = useOrderFormat();
  const list = useListState(draftOrderList);
  const { state } = list;
  const drafts = useAdminDraftOrders(toDraftOrdersQuery(state), {
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      column.accessor('display_id', {
        header: t('list.columns.number'),
        cell: ({ row: { original } }) => (
          <RowLink to={`/a/draft-orders/${original.id}`}>
            <span className="whitespace-nowrap">
              {t('number', { number: original.display_id })}
            </span>
          </RowLink>
        ),
        meta: { card: 'title' },
      }),
      column.accessor((draft) => draft.cart?.email ?? '', {
        id: 'email',
        header: t('list.columns.email'),
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
        meta: { card: 'detail' },
      }),
      column.accessor('created_at', {
        header: t('list.columns.created'),
        cell: ({ getValue }) => <time dateTime={getValue()}>{format.date(getValue())}</time>,
        meta: { card: 'detail', className: 'whitespace-nowrap' },
      }),
      column.accessor('status', {
        header: t('list.columns.status'),
        cell: ({ row: { original } }) => <DraftStatus draft={original} />,
        meta: { card: 'status' },
      }),
      column.accessor((draft) => draft.cart?.total ?? null, {
        id: 'total',
        header: t('list.columns.total'),
        cell: ({ row: { original }, getValue }) => {
          const total = getValue();
          return total === null ? (
            <span className="text-slate-400">{t('noValue')}</span>
          ) : (
            <span className="whitespace-nowrap">
              {format.money(total, draftCurrency(original))}
            </span>
          );
        },
        meta: { card: 'figure', align: 'end' },
      }),
    ],
    [t, format],
  );

  const storeIsEmpty = drafts.isSuccess && drafts.data.count === 0 && !state.q;
  const create = <CreateLink label={t('list.create')} />;

  return (
    <ListPage title={t('list.title')} subtitle={t('list.subtitle')} actions={create}>
      {storeIsEmpty ? (
        <EmptyState title={t('list.empty.title')} action={create}>
          <p>{t('list.empty.text')}</p>
        </EmptyState>
      ) : (
        <ListView
          list={list}
          data={fromQuery(drafts, (data) => data.draft_orders.map(draftView))}
          label={t('list.title')}
          columns={columns}
          rowHref={(draft) => `/a/draft-orders/${draft.id}`}
          search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
          pageSizes={PAGE_SIZES}
          loading={t('list.loading')}
          empty={t('list.empty.text')}
          noMatch={t('list.noMatches')}
        />
      )}
    </ListPage>
  );
}
