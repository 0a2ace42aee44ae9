import type { CallOptions, Storedesk, StoredeskError } from '@storedesk/client';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { QueryKeys, QueryScope } from '../keys.js';
import { useStoredesk, type StoredeskContextValue } from '../provider.js';

/** The client's staff and shopper areas, for naming call types: `Admin['products']['list']`. */
export type Admin = Storedesk['admin'];
export type Store = Storedesk['store'];

/** What a client call resolves to: `Data<Admin['products']['list']>`. */
export type Data<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

/** The type of a client call's `N`th argument: `Arg<Admin['products']['create'], 0>`. */
export type Arg<F, N extends number> = F extends (...args: infer A) => unknown
  ? NonNullable<A[N]>
  : never;

/**
 * What a caller may add to a query hook: everything but the key and fetcher, which the hook
 * owns. `enabled` must be a boolean (SPEC point 5), not TanStack's callback form.
 */
export type QueryExtras<TData> = Omit<
  UseQueryOptions<TData, StoredeskError>,
  'queryKey' | 'queryFn' | 'enabled'
> & { enabled?: boolean };

/**
 * What a caller may add to the session, store, billing and sign-up status reads (`admin.ts`,
 * `billing.ts`, `signup.ts`): as `QueryExtras`, but `enabled` keeps TanStack's type, because these
 * reads came before that rule and their callers are not changed.
 */
export type TanStackQueryExtras<TData> = Omit<
  UseQueryOptions<TData, StoredeskError>,
  'queryKey' | 'queryFn'
>;

/** What a caller may add to a mutation hook: everything but the call itself. */
export type MutationExtras<TData, TVars> = Omit<
  UseMutationOptions<TData, StoredeskError, TVars>,
  'mutationFn'
>;

/** A query hook's caller options, typed from the client call: `ReadOptions<Products['list']>`. */
export type ReadOptions<F> = QueryExtras<Data<F>>;

/** A mutation hook's caller options: `WriteOptions<Products['update'], UpdateBody>`. */
export type WriteOptions<F, TVars> = MutationExtras<Data<F>, TVars>;

/** What `<entity>QueryOptions()` returns: the key, the fetcher and any fixed query options. */
export type ClientQuery<TData> = UseQueryOptions<TData, StoredeskError> & { queryKey: QueryKey };

/**
 * The query options of one read: `key`, and `fetch` called with the query's abort signal, plus
 * options the read always has (`fixed`). Loaders pass the result to `ensureQueryData`, hooks to
 * `useClientQuery`.
 */
export function clientQuery<TData>(
  queryKey: QueryKey,
  fetch: (options: CallOptions) => Promise<TData>,
  fixed?: { retry?: boolean },
) {
  return queryOptions<TData, StoredeskError>({
    ...fixed,
    queryKey,
    queryFn: ({ signal }) => fetch({ signal }),
  });
}

export const ENABLED_MESSAGE = 'enabled must be a boolean';

/** Throws SPEC point 5's message when `enabled` is given and is not a boolean. */
export function assertEnabled(options: { enabled?: unknown } | undefined): void {
  const enabled = options?.enabled;
  if (enabled !== undefined && typeof enabled !== 'boolean') throw new Error(ENABLED_MESSAGE);
}

/**
 * A detail key: `keys.detail(scope, id)`, plus the query (`expand`, `fields`) when one is
 * given, so it still sits under the detail that mutations invalidate.
 */
export function detailKey<R extends string>(
  keys: QueryKeys<R>,
  scope: QueryScope,
  id: string,
  query?: object,
): QueryKey {
  return query === undefined ? keys.detail(scope, id) : [...keys.detail(scope, id), query];
}

/**
 * Runs the read that `build` describes (usually an `<entity>QueryOptions()`), with the caller's
 * options around it; the key and fetcher always win over the caller's.
 */
export function useClientQuery<TData>(
  build: (context: StoredeskContextValue) => ClientQuery<TData>,
  options?: QueryExtras<TData>,
) {
  assertEnabled(options);
  const context = useStoredesk();
  return useQuery<TData, StoredeskError>({ ...options, ...build(context) });
}

/** Which cached reads a write makes stale, from the scope, the answer and the variables. */
export type Invalidate<TData, TVars> = (
  scope: QueryScope,
  data: TData,
  variables: TVars,
) => readonly QueryKey[];

/**
 * A write through the client. On success it first invalidates (and waits for the refetch of)
 * every key `invalidate` names, then calls the caller's `onSuccess`: the caller's options are
 * composed with ours, never spread over them. The caller's `onMutate`, `onError` and
 * `onSettled` run as given.
 */
export function useClientMutation<TData, TVars>(
  call: (client: Storedesk, variables: TVars) => Promise<TData>,
  invalidate: Invalidate<TData, TVars>,
  options?: MutationExtras<TData, TVars>,
) {
  const { client, scope } = useStoredesk();
  const queryClient = useQueryClient();
  return useMutation<TData, StoredeskError, TVars>({
    ...options,
    mutationFn: (variables) => call(client, variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await Promise.all(
        invalidate(scope, data, variables).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** The usual set a write to one record makes stale: its resource's lists and its detail. */
export function listsAndDetail<R extends string>(
  keys: QueryKeys<R>,
  scope: QueryScope,
  id: string,
): QueryKey[] {
  return [keys.lists(scope), keys.detail(scope, id)];
}

/** For writes that make nothing stale (password tokens, uploads). */
export const invalidatesNothing = (): readonly QueryKey[] => [];
