import { useAdminSwaps } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/list/empty-state';
import { fromQuery } from '@/components/list/list-data';
import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { SavedViews } from '@/components/list/saved-views';
import { useListState } from '@/components/list/use-list-state';
import { UiButton } from '@/components/ui/ui-button';
import { swapHref, useSwapColumns } from './components/swap-columns';
import { SwapFilters } from './components/swap-filters';
import { normaliseViewQuery, PAGE_SIZES, swapList, toSwapsQuery } from './swap-list-query';

/**
 * `/a/swaps`: the store's exchanges, newest first, a page at a time, with search (an order
 * number, the customer's email or name), payment and fulfilment status filters in the URL, and
 * the user's saved views. A row opens the exchange's order.
 */
export function SwapListPage() {
  const { t } = useTranslation('swaps');
  const list = useListState(swapList);
  const { state, update } = list;
  const swaps = useAdminSwaps(toSwapsQuery(state), { placeholderData: keepPreviousData });
  const columns = useSwapColumns();

  const narrowed = swapList.isNarrowed(state);
  const storeIsEmpty = swaps.isSuccess && swaps.data.count === 0 && !narrowed;
  const resetAll = () => update({ ...swapList.filtersOff, q: '' }, { resetSearch: true });

  return (
    <ListPage title={t('list.title')} subtitle={t('list.subtitle')}>
      {storeIsEmpty ? (
        <EmptyState title={t('list.empty.title')}>
          <p>{t('list.empty.text')}</p>
        </EmptyState>
      ) : (
        <ListView
          list={list}
          data={fromQuery(swaps, (data) => data.swaps)}
          label={t('list.tableLabel')}
          columns={columns}
          rowHref={swapHref}
          search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
          toolbar={
            <SavedViews
              resource="swaps"
              current={swapList.viewQuery(state)}
              normalise={normaliseViewQuery}
              onApply={list.apply}
            />
          }
          header={
            <SwapFilters
              state={state}
              onChange={update}
              onClearFilters={() => update(swapList.filtersOff)}
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
