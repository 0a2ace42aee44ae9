import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronDownIcon, ChevronsUpDownIcon, ChevronUpIcon } from '@/components/ui/icons';
import { NARROW_SCREEN, useMediaQuery } from '@/components/use-media-query';

/** Where a cell goes in the stacked card list. */
export type CardSlot = 'title' | 'detail' | 'status' | 'figure' | 'actions';

declare module '@tanstack/react-table' {
  // The type parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * Where the cell goes in the stacked card list (below `md`, or `layout="list"`): the title,
     * lines under it, the status and the one figure that matters at the end, the row's actions.
     * A column without it is left out of the cards.
     */
    card?: CardSlot;
    align?: 'start' | 'end';
    /** The column's name in the columns menu, when its header is not plain text. */
    label?: string;
    /** Extra classes for the column's cells (width, wrapping). */
    className?: string;
  }
}

/**
 * Rows that can be ticked. The page owns the set (it survives paging where the page wants it to,
 * or is emptied by `useSelection` when the query changes).
 */
export interface TableSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The row checkbox's name ('Select Linen shirt'). */
  rowLabel: (row: T) => string;
  /** The page checkbox's name; 'Select all on this page' when not given. */
  allLabel?: string | undefined;
  /** Rows that are in already: shown ticked, and cannot be changed. */
  isLocked?: ((row: T) => boolean) | undefined;
}

/** Sorting done by the server: the list's `order` (`title`, `-title`) and how to change it. */
export interface TableSort {
  order: string;
  onOrderChange: (order: string) => void;
}

export interface DataTableProps<T> {
  /** Names the table (or the card list) for screen readers. */
  label: string;
  rows: T[];
  // Columns hold cells of every value type; TanStack's own examples type them this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** Defaults to the row's `id`. */
  getRowId?: ((row: T) => string) | undefined;
  /** Where a click on the row goes (its title cell should hold a `RowLink` there too). */
  rowHref?: ((row: T) => string) | undefined;
  /** Columns with `enableSorting: true` sort by their id through this. */
  sort?: TableSort | undefined;
  selection?: TableSelection<T> | undefined;
  /** Columns hidden by the user (`useColumnVisibility`). */
  columnVisibility?: VisibilityState | undefined;
  /** `auto`: a table from `md` up, stacked cards below; `list`: always the cards (panels, pickers). */
  layout?: 'auto' | 'list';
  /** Dims the rows while the next page loads. */
  isStale?: boolean | undefined;
  id?: string | undefined;
}

const defaultRowId = (row: unknown) => (row as { id: string }).id;

/** Clicks on these inside a row do their own thing, not the row's. */
const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"], [role="menuitem"]';

/** `-title` → the column `title`, descending (an order no column shows is simply not drawn). */
function toSorting(order: string): SortingState {
  if (!order) return [];
  const desc = order.startsWith('-');
  return [{ id: desc ? order.slice(1) : order, desc }];
}

const resolve = <V,>(updater: Updater<V>, current: V): V =>
  typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater;

/**
 * The admin's grid, on TanStack Table: server-side sorting through `order`, column visibility,
 * row selection with a page checkbox, a click on a row opening its page, and below the `md`
 * breakpoint a stacked card list instead of a table that would need sideways scrolling.
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  getRowId = defaultRowId,
  rowHref,
  sort,
  selection,
  columnVisibility,
  layout = 'auto',
  isStale = false,
  id,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const asCards = layout === 'list' || narrow;

  const sorting = toSorting(sort?.order ?? '');
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...(selection?.selected ?? [])].map((key) => [key, true])),
    [selection?.selected],
  );

  const table = useReactTable<T>({
    data: rows,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    defaultColumn: { enableSorting: false },
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting, rowSelection, columnVisibility: columnVisibility ?? {} },
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting);
      sort?.onOrderChange(next ? `${next.desc ? '-' : ''}${next.id}` : '');
    },
    enableRowSelection: selection ? (row) => !(selection.isLocked?.(row.original) ?? false) : false,
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      selection?.onChange(new Set(Object.keys(next).filter((key) => next[key])));
    },
  });

  const onRowClick = (event: MouseEvent<HTMLElement>, row: Row<T>) => {
    if (event.defaultPrevented || (event.target as HTMLElement).closest(INTERACTIVE)) return;
    // Selecting text in a row is not a click on it.
    if (window.getSelection()?.toString()) return;
    if (rowHref) void navigate(rowHref(row.original));
    else if (selection && row.getCanSelect()) row.toggleSelected();
  };
  const clickable = rowHref !== undefined || selection !== undefined;

  const allLabel = selection?.allLabel ?? t('table.selectAll');
  const pageBox = selection && (
    <PageCheckbox
      label={allLabel}
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
      onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
    />
  );
  const rowBox = (row: Row<T>) =>
    selection && (
      <input
        type="checkbox"
        className="size-4 accent-slate-900"
        aria-label={selection.rowLabel(row.original)}
        checked={row.getIsSelected() || !row.getCanSelect()}
        disabled={!row.getCanSelect()}
        onChange={(event) => row.toggleSelected(event.target.checked)}
      />
    );

  if (asCards) {
    return (
      <div id={id} className={isStale ? 'opacity-60' : undefined} aria-busy={isStale || undefined}>
        {pageBox && (
          <label className="flex items-center gap-3 border-b border-slate-200 px-1 pb-2 text-sm text-slate-600">
            {pageBox}
            {allLabel}
          </label>
        )}
        <ul aria-label={label} className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => {
            const slot = (name: CardSlot) =>
              row.getVisibleCells().filter((cell) => cell.column.columnDef.meta?.card === name);
            const titles = slot('title');
            const title = titles.length > 0 ? titles : row.getVisibleCells().slice(0, 1);
            const aside = [...slot('status'), ...slot('figure')];
            const actions = slot('actions');
            return (
              <li
                key={row.id}
                onClick={clickable ? (event) => onRowClick(event, row) : undefined}
                className={`flex items-start gap-3 px-1 py-3 text-sm ${clickable ? 'cursor-pointer hover:bg-slate-50' : ''} ${row.getIsSelected() ? 'bg-slate-50' : ''}`}
              >
                {selection && <span className="pt-0.5">{rowBox(row)}</span>}
                <div className="min-w-0 flex-1">
                  {title.map((cell) => (
                    <div key={cell.id}>{render(cell)}</div>
                  ))}
                  {slot('detail').map((cell) => (
                    <div key={cell.id} className="text-slate-500">
                      {render(cell)}
                    </div>
                  ))}
                </div>
                {aside.length > 0 && (
                  <div className="flex max-w-[45%] flex-col items-end gap-1 text-end text-slate-700">
                    {aside.map((cell) => (
                      <div key={cell.id}>{render(cell)}</div>
                    ))}
                  </div>
                )}
                {actions.map((cell) => (
                  <div key={cell.id} className="shrink-0">
                    {render(cell)}
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <div id={id} className="overflow-x-auto">
      <table
        aria-label={label}
        aria-busy={isStale || undefined}
        className={`w-full text-sm ${isStale ? 'opacity-60' : ''}`}
      >
        <thead className="border-b border-slate-200">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col" className="w-10 px-3 py-2">
                  {pageBox}
                </th>
              )}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const content = flexRender(header.column.columnDef.header, header.getContext());
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      header.column.getCanSort()
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    className={`px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${meta?.align === 'end' ? 'text-end' : 'text-start'}`}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
                      >
                        {content}
                        {direction === 'asc' ? (
                          <ChevronUpIcon size={14} />
                        ) : direction === 'desc' ? (
                          <ChevronDownIcon size={14} />
                        ) : (
                          <ChevronsUpDownIcon size={14} className="text-slate-400" />
                        )}
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={clickable ? (event) => onRowClick(event, row) : undefined}
              className={`${row.getIsSelected() ? 'bg-slate-50' : ''} ${clickable ? 'cursor-pointer hover:bg-slate-50' : ''}`}
            >
              {selection && <td className="px-3 py-2 align-middle">{rowBox(row)}</td>}
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                return (
                  <td
                    key={cell.id}
                    className={`px-3 py-3 align-middle text-slate-700 ${meta?.align === 'end' ? 'text-end tabular-nums' : ''} ${meta?.className ?? ''}`}
                  >
                    {render(cell)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const render = <T,>(cell: Cell<T, unknown>) =>
  flexRender(cell.column.columnDef.cell, cell.getContext());

interface PageCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** The page's checkbox: ticked when every row is, a dash when some are. */
function PageCheckbox({ label, checked, indeterminate, disabled, onChange }: PageCheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 accent-slate-900"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
