import { useAdminOrderEdits, useAdminOrders } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/list/empty-state';
import { fromQuery } from '@/components/list/list-data';
import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { SavedViews } from '@/components/list/saved-views';
import { useListState } from '@/components/list/use-list-state';
import { UiButton } from '@/components/ui/ui-button';
import {
  orderEditHref,
  useOrderEditColumns,
  type EditedOrder,
} from './components/order-edit-columns';
import {
  normaliseViewQuery,
  orderEditList,
  PAGE_SIZES,
  toOrderEditsQuery,
} from './order-edit-list-query';

/** What the list reads of the page's orders. */
const ORDER_FIELDS = 'id,display_id,currency_code';

/**
 * `/a/order-edits`: the store's order edits, newest first, a page at a time, with search (words
 * of the internal note) in the URL and the user's saved views. The page's orders are read in one
 * request for their numbers and currencies. A row opens the edit's order.
 */
export function OrderEditListPage() {
  const { t } = useTranslation('orderEdits');
  const list = useListState(orderEditList);
  const { state, update } = list;
  const edits = useAdminOrderEdits(toOrderEditsQuery(state), {
    placeholderData: keepPreviousData,
  });
  const ids = [...new Set((edits.data?.order_edits ?? []).map((edit) => edit.order_id))].sort();
  const orders = useAdminOrders(
    { id: ids.join(','), fields: ORDER_FIELDS, limit: Math.max(ids.length, 1) },
    { enabled: ids.length > 0, placeholderData: keepPreviousData },
  );
  const byId = useMemo(() => {
    const map = new Map<string, EditedOrder>();
    for (const order of orders.data?.orders ?? []) {
      const read = order as { id: string } & Partial<EditedOrder>;
      if (typeof read.display_id === 'number' && typeof read.currency_code === 'string') {
        map.set(read.id, { display_id: read.display_id, currency_code: read.currency_code });
      }
    }
    return map;
  }, [orders.data]);
  const columns = useOrderEditColumns(byId);

  const narrowed = orderEditList.isNarrowed(state);
  const storeIsEmpty = edits.isSuccess && edits.data.count === 0 && !narrowed;
  const resetAll = () => update({ q: '' }, { resetSearch: true });

  return (
    <ListPage title={t('list.title')} subtitle={t('list.subtitle')}>
      {storeIsEmpty ? (
        <EmptyState title={t('list.empty.title')}>
          <p>{t('list.empty.text')}</p>
        </EmptyState>
      ) : (
        <ListView
          list={list}
          data={fromQuery(edits, (data) => data.order_edits)}
          label={t('list.tableLabel')}
          columns={columns}
          rowHref={orderEditHref}
          search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
          toolbar={
            <SavedViews
              resource="order-edits"
              current={orderEditList.viewQuery(state)}
              normalise={normaliseViewQuery}
              onApply={list.apply}
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
