import { useAdminReturns } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/list/empty-state';
import { fromQuery } from '@/components/list/list-data';
import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { SavedViews } from '@/components/list/saved-views';
import { useListState } from '@/components/list/use-list-state';
import { UiButton } from '@/components/ui/ui-button';
import { returnHref, useReturnColumns } from './components/return-columns';
import { ReturnFilters } from './components/return-filters';
import { normaliseViewQuery, PAGE_SIZES, returnList, toReturnsQuery } from './return-list-query';

/**
 * `/a/returns`: the store's returns, newest first, a page at a time, with search (an order
 * number or the customer's email) and a status filter in the URL, and the user's saved views. A
 * row opens the return's order.
 */
export function ReturnListPage() {
  const { t } = useTranslation('returns');
  const list = useListState(returnList);
  const { state, update } = list;
  const returns = useAdminReturns(toReturnsQuery(state), { placeholderData: keepPreviousData });
  const columns = useReturnColumns();

  const narrowed = returnList.isNarrowed(state);
  const storeIsEmpty = returns.isSuccess && returns.data.count === 0 && !narrowed;
  const resetAll = () => update({ ...returnList.filtersOff, q: '' }, { resetSearch: true });

  return (
    <ListPage title={t('list.title')} subtitle={t('list.subtitle')}>
      {storeIsEmpty ? (
        <EmptyState title={t('list.empty.title')}>
          <p>{t('list.empty.text')}</p>
        </EmptyState>
      ) : (
        <ListView
          list={list}
          data={fromQuery(returns, (data) => data.returns)}
          label={t('list.tableLabel')}
          columns={columns}
          rowHref={returnHref}
          search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
          toolbar={
            <SavedViews
              resource="returns"
              current={returnList.viewQuery(state)}
              normalise={normaliseViewQuery}
              onApply={list.apply}
            />
          }
          header={
            <ReturnFilters
              state={state}
              onChange={update}
              onClearFilters={() => update(returnList.filtersOff)}
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
