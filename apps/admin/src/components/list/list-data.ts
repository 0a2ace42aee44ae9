import type { UseQueryResult } from '@tanstack/react-query';
import type { ListState } from './list-state';

/** A page of rows as a list view shows it: still coming, failed, or there (maybe an old page). */
export type ListData<T> =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; rows: T[]; count: number; isStale: boolean };

/** The rows of a list query (`{ products, count }` and the like). */
export function fromQuery<D extends { count: number }, T>(
  query: UseQueryResult<D>,
  rows: (data: D) => T[],
): ListData<T> {
  if (query.isPending) return { status: 'pending' };
  if (query.isError) return { status: 'error', error: query.error };
  return {
    status: 'success',
    rows: rows(query.data),
    count: query.data.count,
    isStale: query.isPlaceholderData,
  };
}

/** Rows already at hand (a relation read with its parent), a page of them as `page` says. */
export function fromRows<T>(rows: T[], page: Pick<ListState, 'page' | 'limit'>): ListData<T> {
  const start = (page.page - 1) * page.limit;
  return {
    status: 'success',
    rows: rows.slice(start, start + page.limit),
    count: rows.length,
    isStale: false,
  };
}
