import { getErrorMessage } from '@storedesk/client';
import { useAdminProducts } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { BulkActions } from './components/bulk-actions';
import { NoMatches, NoProductsYet } from './components/empty-states';
import { ListPagination } from './components/list-pagination';
import { ProductFilters } from './components/product-filters';
import { ProductListActions } from './components/product-list-actions';
import { ProductTable } from './components/product-table';
import { SavedViews } from './components/saved-views';
import { SearchBox } from './components/search-box';
import {
  FILTERS_OFF,
  SORT_ORDERS,
  isNarrowed,
  toProductsQuery,
  viewQuery,
  type SortOrder,
} from './product-list-query';
import { useListState } from './use-list-state';

const SORT_LABELS = {
  '-created_at': 'list.sort.createdDesc',
  created_at: 'list.sort.createdAsc',
  '-updated_at': 'list.sort.updatedDesc',
  updated_at: 'list.sort.updatedAsc',
  title: 'list.sort.titleAsc',
  '-title': 'list.sort.titleDesc',
} as const satisfies Record<SortOrder, string>;

/**
 * `/a/products`: the catalogue, a page at a time, with search, filters and sort in the URL,
 * the user's saved views, and bulk actions on the selected rows. The create modal
 * (`/a/products/new`) opens over it through the `Outlet`.
 */
export function ProductListPage() {
  const { t } = useTranslation('products');
  const sortId = useId();
  const { state, update, apply, search } = useListState();
  const products = useAdminProducts(toProductsQuery(state), { placeholderData: keepPreviousData });

  // A selection belongs to one page of one query: a new query starts with none.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [selectionFor, setSelectionFor] = useState(search);
  if (selectionFor !== search) {
    setSelectionFor(search);
    setSelected(new Set());
  }

  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  // Replacing the whole state also drops what is being typed in the search box (a new key), or
  // its pending search would land after the reset or the saved view and undo part of it.
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const resetAll = () => {
    setSearchBoxKey((key) => key + 1);
    update({ ...FILTERS_OFF, q: '' });
  };
  const applyView = (query: string) => {
    setSearchBoxKey((key) => key + 1);
    apply(query);
  };

  // Past the last page (after deleting its products, or an old link): show the last one.
  const count = products.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / state.limit));
  const pastEnd = products.isSuccess && !products.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) update({ page: lastPage }, { replace: true });
  }, [pastEnd, lastPage, update]);

  const rows = products.data?.products ?? [];
  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const storeIsEmpty = products.isSuccess && count === 0 && !isNarrowed(state);

  return (
    <Page title={t('list.title')} subtitle={t('list.subtitle')} actions={<ProductListActions />}>
      {storeIsEmpty ? (
        <NoProductsYet />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SearchBox key={searchBoxKey} value={state.q} onSearch={onSearch} />
            <div className="flex flex-wrap items-center gap-2">
              <SavedViews current={viewQuery(state)} onApply={applyView} />
              <label htmlFor={sortId} className="text-sm text-slate-700">
                {t('list.sortLabel')}
              </label>
              <select
                id={sortId}
                value={state.order}
                onChange={(event) => update({ order: event.target.value as SortOrder })}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:border-slate-900 focus:outline-2 focus:outline-slate-900"
              >
                {SORT_ORDERS.map((order) => (
                  <option key={order} value={order}>
                    {t(SORT_LABELS[order])}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <ProductFilters
            state={state}
            onChange={update}
            onClearFilters={() => update(FILTERS_OFF)}
          />

          {selectedIds.length > 0 && (
            <BulkActions ids={selectedIds} onSelectionChange={(ids) => setSelected(new Set(ids))} />
          )}

          {products.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
              <Spinner />
              {t('list.loading')}
            </p>
          ) : products.isError ? (
            <Alert>{getErrorMessage(products.error)}</Alert>
          ) : rows.length === 0 && !pastEnd ? (
            <NoMatches onReset={resetAll} />
          ) : (
            <>
              <ProductTable
                products={rows}
                selected={selected}
                onSelectedChange={setSelected}
                isStale={products.isPlaceholderData}
              />
              <ListPagination
                count={count}
                page={state.page}
                limit={state.limit}
                onPageChange={(page) => update({ page })}
                onLimitChange={(limit) => update({ limit })}
              />
            </>
          )}
        </div>
      )}
      <Outlet />
    </Page>
  );
}
