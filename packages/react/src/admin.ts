import type { Storedesk, StoredeskError } from '@storedesk/client';
import type { AdminAuthRes, AdminPostAuthReq, AdminStoreRes } from '@storedesk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationExtras, TanStackQueryExtras } from './hooks/helpers.js';
import { adminKeys, isAdminQueryKey, type QueryScope } from './keys.js';
import { useStoredesk } from './provider.js';

/** Retries once, but never a 4xx answer: asking again will not change it. */
export function retryUnlessClientError(failureCount: number, error: StoredeskError): boolean {
  const status = error.status ?? 0;
  return failureCount < 1 && !(status >= 400 && status < 500);
}

/** Shared by hooks and router loaders, so both use the same key and fetcher. */
export function adminSessionQueryOptions(client: Storedesk) {
  return queryOptions<AdminAuthRes, StoredeskError>({
    queryKey: adminKeys.auth(),
    queryFn: ({ signal }) => client.admin.auth.getSession({ signal }),
    // 401 is an answer (not signed in), not a failure worth retrying.
    retry: retryUnlessClientError,
  });
}

/** The store of `scope` (the current store id; the API answers for the session's store). */
export function adminStoreQueryOptions(client: Storedesk, scope: QueryScope = null) {
  return queryOptions<AdminStoreRes, StoredeskError>({
    queryKey: adminKeys.store(scope),
    queryFn: ({ signal }) => client.admin.store.retrieve({ signal }),
  });
}

export function useAdminGetSession(options?: TanStackQueryExtras<AdminAuthRes>) {
  const { client } = useStoredesk();
  return useQuery({ ...options, ...adminSessionQueryOptions(client) });
}

export function useAdminStore(options?: TanStackQueryExtras<AdminStoreRes>) {
  const { client, scope } = useStoredesk();
  return useQuery({ ...options, ...adminStoreQueryOptions(client, scope) });
}

/** Signs in; stores the user under the session key before the caller's `onSuccess` runs. */
export function useAdminLogin(options?: MutationExtras<AdminAuthRes, AdminPostAuthReq>) {
  const { client } = useStoredesk();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: AdminPostAuthReq) => client.admin.auth.createSession(body),
    onSuccess: async (data, variables, onMutateResult, context) => {
      queryClient.setQueryData(adminKeys.auth(), data);
      // Another user's (or no user's) answers must not survive a sign-in. Reset rather than
      // remove: screens that stay mounted across the sign-in (the invite page's providers) then
      // fetch again instead of holding on to the old answer.
      void queryClient.resetQueries({
        predicate: (query) =>
          isAdminQueryKey(query.queryKey) &&
          query.queryKey.join('/') !== adminKeys.auth().join('/'),
      });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** Signs out; drops every cached admin answer before the caller's `onSuccess` runs. */
export function useAdminDeleteSession(options?: MutationExtras<void, void>) {
  const { client } = useStoredesk();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => client.admin.auth.deleteSession(),
    onSuccess: async (data, variables, onMutateResult, context) => {
      const predicate = (query: { queryKey: readonly unknown[] }) =>
        isAdminQueryKey(query.queryKey);
      await queryClient.cancelQueries({ predicate });
      queryClient.removeQueries({ predicate });
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
