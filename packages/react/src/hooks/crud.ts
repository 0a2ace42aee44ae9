import type { CallOptions, FindParams, Storedesk } from '@storedesk/client';
import type { QueryKey } from '@tanstack/react-query';
import type { QueryKeys, QueryScope } from '../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Arg,
  type Data,
  type MutationExtras,
  type QueryExtras,
  type ReadOptions,
  type WriteOptions,
} from './helpers.js';

/**
 * The five calls of a client resource (`crud()` in `@storedesk/client`) that `crudHooks` wraps.
 * A resource may have only some of them (payments answer only `retrieve`): the hooks of the
 * calls it lacks are simply not exported.
 */
export interface CrudCalls {
  list(query?: never, options?: CallOptions): Promise<unknown>;
  retrieve(id: string, query?: FindParams, options?: CallOptions): Promise<unknown>;
  create(body: never, options?: CallOptions): Promise<unknown>;
  update(id: string, body: never, options?: CallOptions): Promise<unknown>;
  delete(id: string, options?: CallOptions): Promise<unknown>;
}

/** What a write makes stale besides the area's own lists and detail. */
export interface CrudInvalidation {
  /**
   * Reads of other areas that show these records (a claim's order, a tag's products). Every
   * write to one record refreshes them after its lists and detail.
   */
  related?: (scope: QueryScope) => readonly QueryKey[];
  /** Creating one refreshes `related` too (a new claim shows on its order); by default only the lists. */
  createRefreshesRelated?: boolean;
  /**
   * Every write refreshes every read of the area instead (lists, details and the reads under
   * them alike), for areas whose records are also read by another handle (discounts by code).
   */
  refreshWholeArea?: boolean;
}

/** The resource's call `K`, for typing: `Call<R, 'list'>` is `R['list']` when R has one. */
type Call<R, K extends keyof CrudCalls> =
  R extends Partial<Record<K, infer F>> ? NonNullable<F> : never;

/**
 * The hooks of one area's plain calls, from its key factory and its client resource:
 *
 * - `listQueryOptions(client, scope, query?)` and `useList(query?, options?)`: GET base?query
 *   under `keys.list(scope, query)`;
 * - `detailQueryOptions(client, scope, id, query?)` and `useDetail(id, query?, options?)`: GET
 *   base/{id} under `keys.detail(scope, id)` (plus the query, when one is given);
 * - `useCreate(options?)`, `useUpdate(id, options?)`, `useDelete(id, options?)`: writes that
 *   refresh what `invalidation` says (by default the lists, and for a record also its detail)
 *   before the caller's `onSuccess` runs (`useClientMutation`);
 * - `action(call, invalidate?)`: a write to one record that is not plain CRUD
 *   (`useAdminCancelOrder(id)`), refreshing what `useUpdate` does unless told otherwise;
 * - `nestedList(name, call)`: a list that belongs to one record (a group's customers), kept
 *   under the record's detail key so that every write to the record refreshes it.
 *
 * Areas export these under medusa-react v1's names (`export const useAdminRegions =
 * regions.useList`) and write by hand only what differs.
 */
export function crudHooks<R extends Partial<CrudCalls>>(
  keys: QueryKeys<string>,
  resource: (client: Storedesk) => R,
  invalidation: CrudInvalidation = {},
) {
  const { related, createRefreshesRelated = false, refreshWholeArea = false } = invalidation;
  // The resource's calls are typed per area by the hooks' signatures below; here each is called
  // by name, as a method of the resource.
  const call = <T>(client: Storedesk, name: keyof CrudCalls, ...args: unknown[]): Promise<T> =>
    (resource(client) as unknown as Record<string, (...a: unknown[]) => Promise<T>>)[name]!(
      ...args,
    );

  /** What a write to record `id` makes stale. */
  const touched = (scope: QueryScope, id: string): QueryKey[] =>
    refreshWholeArea
      ? [keys.all(scope)]
      : [...listsAndDetail(keys, scope, id), ...(related?.(scope) ?? [])];

  /** What creating a record makes stale. */
  const created = (scope: QueryScope): QueryKey[] => {
    if (refreshWholeArea) return [keys.all(scope)];
    const others = createRefreshesRelated ? (related?.(scope) ?? []) : [];
    return [keys.lists(scope), ...others];
  };

  type List = Call<R, 'list'>;
  type Retrieve = Call<R, 'retrieve'>;
  type Create = Call<R, 'create'>;
  type Update = Call<R, 'update'>;
  type Delete = Call<R, 'delete'>;

  const listQueryOptions = (client: Storedesk, scope: QueryScope, query?: Arg<List, 0>) =>
    clientQuery(keys.list(scope, query), (o) => call<Data<List>>(client, 'list', query, o));

  const detailQueryOptions = (
    client: Storedesk,
    scope: QueryScope,
    id: string,
    query?: FindParams,
  ) =>
    clientQuery(detailKey(keys, scope, id, query), (o) =>
      call<Data<Retrieve>>(client, 'retrieve', id, query, o),
    );

  return {
    touched,
    created,
    listQueryOptions,
    detailQueryOptions,

    useList(query?: Arg<List, 0>, options?: ReadOptions<List>) {
      return useClientQuery((c) => listQueryOptions(c.client, c.scope, query), options);
    },

    useDetail(id: string, query?: FindParams, options?: ReadOptions<Retrieve>) {
      return useClientQuery((c) => detailQueryOptions(c.client, c.scope, id, query), options);
    },

    useCreate(options?: WriteOptions<Create, Arg<Create, 0>>) {
      const run = (client: Storedesk, body: Arg<Create, 0>) =>
        call<Data<Create>>(client, 'create', body);
      return useClientMutation(run, created, options);
    },

    useUpdate(id: string, options?: WriteOptions<Update, Arg<Update, 1>>) {
      const run = (client: Storedesk, body: Arg<Update, 1>) =>
        call<Data<Update>>(client, 'update', id, body);
      return useClientMutation(run, (scope) => touched(scope, id), options);
    },

    useDelete(id: string, options?: WriteOptions<Delete, void>) {
      const run = (client: Storedesk) => call<Data<Delete>>(client, 'delete', id);
      return useClientMutation(run, (scope) => touched(scope, id), options);
    },

    /**
     * A hook `(id, options?)` for a write to record `id`: `run(client, id, variables)`. It
     * refreshes `touched(scope, id)` unless `invalidate` names other keys.
     */
    action<TData, TVars = void>(
      run: (client: Storedesk, id: string, variables: TVars) => Promise<TData>,
      invalidate: (scope: QueryScope, id: string) => readonly QueryKey[] = touched,
    ) {
      return recordMutation(run, invalidate);
    },

    /**
     * The query options `(client, scope, id, query?)` and hook `(id, query?, options?)` of a list
     * that belongs to record `id`, under `[...keys.detail(scope, id), name, query]`.
     */
    nestedList<TQuery extends object, TData>(
      name: string,
      fetch: (
        client: Storedesk,
        id: string,
        query: TQuery | undefined,
        options: CallOptions,
      ) => Promise<TData>,
    ) {
      const queryOptions = (client: Storedesk, scope: QueryScope, id: string, query?: TQuery) =>
        clientQuery([...keys.detail(scope, id), name, query ?? {}], (o) =>
          fetch(client, id, query, o),
        );
      function useNestedList(id: string, query?: TQuery, options?: QueryExtras<TData>) {
        return useClientQuery((c) => queryOptions(c.client, c.scope, id, query), options);
      }
      return { queryOptions, useNestedList };
    },
  };
}

/**
 * A mutation hook `(id, options?)` for a write to one record: `run(client, id, variables)`, then
 * `invalidate(scope, id)` is refreshed before the caller's `onSuccess` runs. `crudHooks().action`
 * is this with the area's own invalidation; areas without plain CRUD calls (the shopper's cart)
 * use it directly.
 */
export function recordMutation<TData, TVars = void>(
  run: (client: Storedesk, id: string, variables: TVars) => Promise<TData>,
  invalidate: (scope: QueryScope, id: string) => readonly QueryKey[],
) {
  return function useRecordMutation(id: string, options?: MutationExtras<TData, TVars>) {
    return useClientMutation(
      (client: Storedesk, variables: TVars) => run(client, id, variables),
      (scope) => invalidate(scope, id),
      options,
    );
  };
}
