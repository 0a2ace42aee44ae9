import { useAdminClaims } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/list/empty-state';
import { fromQuery } from '@/components/list/list-data';
import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { SavedViews } from '@/components/list/saved-views';
import { useListState } from '@/components/list/use-list-state';
import { UiButton } from '@/components/ui/ui-button';
import { claimHref, useClaimColumns } from './components/claim-columns';
import { ClaimFilters } from './components/claim-filters';
import { claimList, normaliseViewQuery, PAGE_SIZES, toClaimsQuery } from './claim-list-query';

/**
 * `/a/claims`: the store's claims, newest first, a page at a time, with search (an order number,
 * the customer's email or name), type, payment and fulfilment status filters in the URL, and the
 * user's saved views. A row opens the claim's order.
 */
export function ClaimListPage() {
  const { t } = useTranslation('claims');
  const list = useListState(claimList);
  const { state, update } = list;
  const claims = useAdminClaims(toClaimsQuery(state), { placeholderData: keepPreviousData });
  const columns = useClaimColumns();

  const narrowed = claimList.isNarrowed(state);
  const storeIsEmpty = claims.isSuccess && claims.data.count === 0 && !narrowed;
  const resetAll = () => update({ ...claimList.filtersOff, q: '' }, { resetSearch: true });

  return (
    <ListPage title={t('list.title')} subtitle={t('list.subtitle')}>
      {storeIsEmpty ? (
        <EmptyState title={t('list.empty.title')}>
          <p>{t('list.empty.text')}</p>
        </EmptyState>
      ) : (
        <ListView
          list={list}
          data={fromQuery(claims, (data) => data.claims)}
          label={t('list.tableLabel')}
          columns={columns}
          rowHref={claimHref}
          search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
          toolbar={
            <SavedViews
              resource="claims"
              current={claimList.viewQuery(state)}
              normalise={normaliseViewQuery}
              onApply={list.apply}
            />
          }
          header={
            <ClaimFilters
              state={state}
              onChange={update}
              onClearFilters={() => update(claimList.filtersOff)}
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
