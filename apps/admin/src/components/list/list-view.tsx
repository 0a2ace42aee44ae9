import { getErrorMessage } from '@storedesk/client';
import { useCallback, useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ColumnsMenu } from '@/components/data-table/columns-menu';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import { Spinner } from '@/components/spinner';
import { EmptyState } from './empty-state';
import type { ListData } from './list-data';
import { ListPagination } from './list-pagination';
import { ListSearch } from './list-search';
import type { ListState } from './list-state';
import type { ListControl } from './use-list-state';

export interface ListViewProps<T, S extends ListState> extends Omit<
  DataTableProps<T>,
  'rows' | 'isStale' | 'sort' | 'columnVisibility' | 'id'
> {
  /** The list's state and its changes: `useListState` (the URL) or `useLocalListState`. */
  list: ListControl<S>;
  data: ListData<T>;
  /** A search box over the list (`q`). */
  search?: { label: string; placeholder?: string | undefined } | undefined;
  /** Page sizes the user may choose from. */
  pageSizes?: readonly number[] | undefined;
  /** Offers the columns menu, remembering the choice under this name. */
  columnChoice?: string | undefined;
  /** Beside the search box (a sort choice, saved views). */
  toolbar?: ReactNode;
  /** Between the search row and the rows (filters, the bar of bulk actions). */
  header?: ReactNode;
  /** Shown when there are no rows at all (text is put in an `EmptyState`). */
  empty: ReactNode;
  /** Shown when the search or filters leave no rows; `empty` when not given. */
  noMatch?: ReactNode;
  /** Whether an empty answer is due to search or filters; by default, whether there is a search. */
  narrowed?: boolean | undefined;
  /** Said while the first page loads; 'Loading…' when not given. */
  loading?: string | undefined;
}

const asState = (content: ReactNode) =>
  typeof content === 'string' ? <EmptyState>{content}</EmptyState> : content;

/**
 * A list as every list screen shows it: search, the rows (a `DataTable`), loading, error and
 * empty states, and pages. Its state comes from `list`, so the same view serves a page (state in
 * the URL) and a panel or picker (state in the component). A page past the last one (after a
 * delete, or an old link) moves to the last one.
 */
export function ListView<T, S extends ListState>({
  list,
  data,
  search,
  pageSizes,
  columnChoice,
  toolbar,
  header,
  empty,
  noMatch,
  narrowed,
  loading,
  columns,
  ...table
}: ListViewProps<T, S>) {
  const { t } = useTranslation('common');
  const tableId = useId();
  const { state, update } = list;
  const [visibility, setVisibility] = useColumnVisibility(columnChoice ?? '');

  const count = data.status === 'success' ? data.count : 0;
  const lastPage = Math.max(1, Math.ceil(count / state.limit));
  const pastEnd = data.status === 'success' && !data.isStale && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) update({ page: lastPage } as Partial<S>, { replace: true });
  }, [pastEnd, lastPage, update]);

  const onSearch = useCallback(
    (q: string) => update({ q } as Partial<S>, { replace: true }),
    [update],
  );
  const isNarrowed = narrowed ?? state.q !== '';
  const columnsMenu = columnChoice && (
    <ColumnsMenu columns={columns} visibility={visibility} onChange={setVisibility} />
  );

  return (
    <div className="flex flex-col gap-4">
      {(search || toolbar || columnsMenu) && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {search && (
            <ListSearch
              key={list.searchKey}
              value={state.q}
              onSearch={onSearch}
              label={search.label}
              placeholder={search.placeholder}
              controls={tableId}
            />
          )}
          {(toolbar || columnsMenu) && (
            <div className="flex flex-wrap items-center gap-2">
              {toolbar}
              {columnsMenu}
            </div>
          )}
        </div>
      )}
      {header}
      {data.status === 'pending' ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {loading ?? t('loading')}
        </p>
      ) : data.status === 'error' ? (
        <Alert>{getErrorMessage(data.error)}</Alert>
      ) : data.rows.length === 0 ? (
        pastEnd ? null : (
          asState(isNarrowed ? (noMatch ?? empty) : empty)
        )
      ) : (
        <DataTable
          {...table}
          id={tableId}
          rows={data.rows}
          columns={columns}
          isStale={data.isStale}
          columnVisibility={columnChoice ? visibility : undefined}
          sort={{ order: state.order, onOrderChange: (order) => update({ order } as Partial<S>) }}
        />
      )}
      {data.status === 'success' && data.rows.length > 0 && (
        <ListPagination
          count={data.count}
          page={state.page}
          limit={state.limit}
          onPageChange={(page) => update({ page } as Partial<S>)}
          pageSizes={pageSizes}
          onLimitChange={(limit) => update({ limit } as Partial<S>)}
        />
      )}
    </div>
  );
}
