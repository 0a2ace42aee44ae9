import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListState, serializeListState, type ProductListState } from './product-list-query';

export type ListStateUpdate = Partial<ProductListState>;

/**
 * The list state read from the URL, and `update` to change it. A change to anything but the
 * page goes back to page 1. `replace` keeps the history clean while typing a search.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => parseListState(new URLSearchParams(search)), [search]);

  const update = useCallback(
    (patch: ListStateUpdate, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const base = parseListState(current);
          return serializeListState({ ...base, page: 1, ...patch });
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  /** Replaces the whole state with a saved view's query (or nothing: every filter off). */
  const apply = useCallback(
    (query: string) => {
      setParams(serializeListState(parseListState(new URLSearchParams(query))));
    },
    [setParams],
  );

  return { state, update, apply, search };
}
