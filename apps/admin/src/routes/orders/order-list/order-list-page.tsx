import { useAdminOrders } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ColumnsMenu, columnId } from '@/components/data-table/columns-menu';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import { EmptyState } from '@/components/list/empty-state';
import { fromQuery } from '@/components/list/list-data';
import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { SavedViews } from '@/components/list/saved-views';
import { SortSelect } from '@/components/list/sort-select';
import { useListState } from '@/components/list/use-list-state';
import { UiButton } from '@/components/ui/ui-button';
import type { OrderListRow } from '../common/order-view';
import { ExportOrdersButton } from './components/export-orders-button';
import { HIDDEN_BY_DEFAULT, useOrderColumns } from './components/order-columns';
import { OrderFilters } from './components/order-filters';
import {
  normaliseViewQuery,
  orderList,
  PAGE_SIZES,
  SORT_ORDERS,
  toOrdersQuery,
  type SortOrder,
} from './order-list-query';

const SORT_LABELS = {
  '-created_at': 'list.sort.createdDesc',
  created_at: 'list.sort.createdAsc',
  '-display_id': 'list.sort.numberDesc',
  display_id: 'list.sort.numberAsc',
  '-total': 'list.sort.totalDesc',
  total: 'list.sort.totalAsc',
  email: 'list.sort.emailAsc',
  '-email': 'list.sort.emailDesc',
} as const satisfies Record<SortOrder, string>;

/**
 * `/a/orders`: the store's orders, a page at a time, with search, filters and sort in the URL,
 * the user's saved views, column choice and an export of what the filters select. A click on a
 * row opens the order.
 */
export function OrderListPage() {
  const { t } = useTranslation('orders');
  const list = useListState(orderList);
  const { state, update } = list;
  const orders = useAdminOrders(toOrdersQuery(state), { placeholderData: keepPreviousData });
  const columns = useOrderColumns();
  // The columns menu is the kit's; the choice is kept as the kit keeps it, over this list's
  // defaults (the email column starts hidden).
  const [chosen, choose] = useColumnVisibility('orders');
  const visibility: VisibilityState = { ...HIDDEN_BY_DEFAULT, ...chosen };
  const shown: typeof columns = columns.filter(
    (column) => visibility[columnId(column as ColumnDef<OrderListRow, unknown>)] !== false,
  );

  const narrowed = orderList.isNarrowed(state);
  const storeIsEmpty = orders.isSuccess && orders.data.count === 0 && !narrowed;
  // Replacing the search too drops what is still being typed, or it would land after the reset.
  const resetAll = () => update({ ...orderList.filtersOff, q: '' }, { resetSearch: true });

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={<ExportOrdersButton state={state} />}
    >
      {storeIsEmpty ? (
        <EmptyState title={t('list.empty.title')}>
          <p>{t('list.empty.text')}</p>
        </EmptyState>
      ) : (
        <ListView
          list={list}
          // Asked with `fields`, every row holds what `OrderListRow` names.
          data={fromQuery(orders, (data) => data.orders as OrderListRow[])}
          label={t('list.tableLabel')}
          columns={shown}
          rowHref={(order) => `/a/orders/${order.id}`}
          search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
          toolbar={
            <>
              <SavedViews
                resource="orders"
                current={orderList.viewQuery(state)}
                normalise={normaliseViewQuery}
                onApply={list.apply}
              />
              <SortSelect
                value={state.order}
                onChange={(order) => update({ order })}
                options={SORT_ORDERS.map((order) => ({
                  value: order,
                  label: t(SORT_LABELS[order]),
                }))}
              />
              <ColumnsMenu columns={columns} visibility={visibility} onChange={choose} />
            </>
          }
          header={
            <OrderFilters
              state={state}
              onChange={update}
              onClearFilters={() => update(orderList.filtersOff)}
            />
          }
          pageSizes={PAGE_SIZES}
          narrowed={narrowed}
          loading={t('list.loading')}
          empty={
            <EmptyState
              title={t('list.noResults.title')}
              action={
                <UiButton variant="secondary" onClick={resetAll}>
                  {t('list.noResults.reset')}
                </UiButton>
              }
            >
              <p>{t('list.noResults.text')}</p>
            </EmptyState>
          }
        />
      )}
    </ListPage>
  );
}
