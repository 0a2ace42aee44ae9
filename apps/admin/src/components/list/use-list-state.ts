import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListCodec, ListState } from './list-state';

export interface ListUpdateOptions {
  /** Replaces the history entry instead of adding one (while typing a search). */
  replace?: boolean;
  /** Drops what is being typed in the search box, so its pending search cannot land later. */
  resetSearch?: boolean;
}

/** A list's state and the one way to change it; `ListView` takes either kind below. */
export interface ListControl<S extends ListState = ListState> {
  state: S;
  /** Changes part of the state; a change to anything but the page goes back to page 1. */
  update: (patch: Partial<S>, options?: ListUpdateOptions) => void;
  /** Changes when the search box must start again from the state (a reset, a saved view). */
  searchKey: number;
}

/**
 * The list state in the URL, read with the list's codec. `apply` replaces the whole state with a
 * saved view's query; `search` is the current query string (a new one means a new result set).
 */
export function useListState<S extends ListState>(codec: ListCodec<S>) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => codec.parse(new URLSearchParams(search)), [codec, search]);
  const [searchKey, setSearchKey] = useState(0);

  const update = useCallback(
    (patch: Partial<S>, options: ListUpdateOptions = {}) => {
      if (options.resetSearch) setSearchKey((key) => key + 1);
      setParams((current) => codec.serialize({ ...codec.parse(current), page: 1, ...patch }), {
        replace: options.replace ?? false,
      });
    },
    [codec, setParams],
  );

  const apply = useCallback(
    (query: string) => {
      setSearchKey((key) => key + 1);
      setParams(codec.serialize(codec.parse(new URLSearchParams(query))));
    },
    [codec, setParams],
  );

  const control: ListControl<S> = { state, update, searchKey };
  return { ...control, apply, search };
}

/**
 * The same control over a list kept in the component (a panel or a picker, whose search and page
 * do not belong in the page's URL). It starts again whenever the component mounts.
 */
export function useLocalListState(pageSize: number): ListControl {
  const [state, setState] = useState<ListState>({ q: '', page: 1, limit: pageSize, order: '' });
  const [searchKey, setSearchKey] = useState(0);
  const update = useCallback((patch: Partial<ListState>, options: ListUpdateOptions = {}) => {
    if (options.resetSearch) setSearchKey((key) => key + 1);
    setState((current) => ({ ...current, page: 1, ...patch }));
  }, []);
  return { state, update, searchKey };
}
