import type { Storedesk, StoredeskError } from '@storedesk/client';
import type {
  AdminIsUserExistsReq,
  AdminIsUserExistsRes,
  AdminOrgPaymentReq,
  AdminOrgPaymentRes,
  SignupStatusRes,
} from '@storedesk/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../admin.js';
import { adminBillingKeys, type QueryScope } from '../../keys.js';
import { useStoredesk } from '../../provider.js';
import type { MutationExtras, TanStackQueryExtras } from '../helpers.js';

/** How often the success page asks again while the organisation is still being created. */
export const SIGNUP_STATUS_POLL_MS = 1000;

/**
 * Whether the organisation paid for in checkout session `sessionId` exists yet. Polls every
 * second while the answer is `pending`, and stops at `provisioned` or `needs_attention`.
 */
export function signupStatusQueryOptions(
  client: Storedesk,
  sessionId: string,
  scope: QueryScope = null,
) {
  return queryOptions<SignupStatusRes, StoredeskError>({
    queryKey: adminBillingKeys.detail(scope, `signup_status:${sessionId}`),
    queryFn: ({ signal }) => client.admin.billing.signupStatus(sessionId, { signal }),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? SIGNUP_STATUS_POLL_MS : false,
    // The status changes on the server without us: never serve an old answer.
    staleTime: 0,
    // 404 (unknown session) is an answer; asking again will not change it.
    retry: retryUnlessClientError,
  });
}

/** No request while `sessionId` is empty. */
export function useSignupStatus(
  sessionId: string | null | undefined,
  options?: TanStackQueryExtras<SignupStatusRes>,
) {
  const { client, scope } = useStoredesk();
  return useQuery({
    ...options,
    ...signupStatusQueryOptions(client, sessionId ?? '', scope),
    enabled: Boolean(sessionId) && (options?.enabled ?? true),
  });
}

/** Sign-up: does an account exist for this email? Send it lower-cased (SPEC point 5). */
export function useAdminIsUserExists(
  options?: MutationExtras<AdminIsUserExistsRes, AdminIsUserExistsReq>,
) {
  const { client } = useStoredesk();
  return useMutation({
    ...options,
    mutationFn: (body: AdminIsUserExistsReq) => client.admin.users.isUserExists(body),
  });
}

/** Sign-up: stores the sign-up and opens the hosted checkout; send the browser to `url`. */
export function useAdminOrgPayment(
  options?: MutationExtras<AdminOrgPaymentRes, AdminOrgPaymentReq>,
) {
  const { client } = useStoredesk();
  return useMutation({
    ...options,
    mutationFn: (body: AdminOrgPaymentReq) => client.admin.users.orgPayment(body),
  });
}
