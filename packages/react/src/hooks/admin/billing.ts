import type { Storedesk, StoredeskError } from '@storedesk/client';
import type {
  AdminBillingRedirectRes,
  AdminBillingRes,
  AdminPostBillingPlanReq,
} from '@storedesk/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { retryUnlessClientError } from '../../admin.js';
import { adminBillingKeys, type QueryScope } from '../../keys.js';
import { useStoredesk } from '../../provider.js';
import type { MutationExtras, TanStackQueryExtras } from '../helpers.js';

/** The subscription of the current store: one detail per scope (no id in the API path). */
export function adminBillingQueryOptions(client: Storedesk, scope: QueryScope = null) {
  return queryOptions<AdminBillingRes, StoredeskError>({
    queryKey: adminBillingKeys.detail(scope, 'current'),
    queryFn: ({ signal }) => client.admin.billing.retrieve({ signal }),
    // 401/403 are answers; asking again will not change them.
    retry: retryUnlessClientError,
  });
}

export function useAdminBilling(options?: TanStackQueryExtras<AdminBillingRes>) {
  const { client, scope } = useStoredesk();
  return useQuery({ ...options, ...adminBillingQueryOptions(client, scope) });
}

/** Puts the answer in the cache and marks it stale, so every reader refetches the truth. */
async function storeBilling(queryClient: QueryClient, scope: QueryScope, data: AdminBillingRes) {
  const queryKey = adminBillingKeys.detail(scope, 'current');
  queryClient.setQueryData(queryKey, data);
  await queryClient.invalidateQueries({ queryKey, exact: true });
}

/** Local provider only: switches the plan now. */
export function useAdminChangeBillingPlan(
  options?: MutationExtras<AdminBillingRes, AdminPostBillingPlanReq>,
) {
  const { client, scope } = useStoredesk();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: AdminPostBillingPlanReq) => client.admin.billing.changePlan(body),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await storeBilling(queryClient, scope, data);
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** Local provider only: the subscription ends when the paid period ends. */
export function useAdminCancelBilling(options?: MutationExtras<AdminBillingRes, void>) {
  const { client, scope } = useStoredesk();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => client.admin.billing.cancel(),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await storeBilling(queryClient, scope, data);
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** Local provider only: undoes a cancellation before the period ends. */
export function useAdminResumeBilling(options?: MutationExtras<AdminBillingRes, void>) {
  const { client, scope } = useStoredesk();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => client.admin.billing.resume(),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await storeBilling(queryClient, scope, data);
      await options?.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/**
 * Where to pay or manage the plan (Stripe's portal or the local checkout). Changes nothing by
 * itself, so nothing is invalidated: the page the browser comes back to loads afresh.
 */
export function useAdminManageBilling(options?: MutationExtras<AdminBillingRedirectRes, void>) {
  const { client } = useStoredesk();
  return useMutation({
    ...options,
    mutationFn: () => client.admin.billing.manage(),
  });
}
