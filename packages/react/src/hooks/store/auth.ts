import type { Storedesk } from '@storedesk/client';
import { authKeys, customerKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  useClientMutation,
  useClientQuery,
  type Arg,
  type ReadOptions,
  type Store,
  type WriteOptions,
} from '../helpers.js';

// Shopper sessions. Signing in or out refreshes the session and the signed-in customer.

type R = Store['auth'];

const touched = (scope: QueryScope) => [authKeys.all(scope), customerKeys.all(scope)];

export const customerSessionQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery(authKeys.detail(scope, 'session'), (o) => client.store.auth.getSession(o));

export function useCustomerSession(options?: ReadOptions<R['getSession']>) {
  return useClientQuery((c) => customerSessionQueryOptions(c.client, c.scope), options);
}

/** Whether an account exists for the email. */
export const customerExistsQueryOptions = (client: Storedesk, scope: QueryScope, email: string) =>
  clientQuery([...authKeys.all(scope), 'exists', email], (o) => client.store.auth.exists(email, o));

export function useCustomerExists(email: string, options?: ReadOptions<R['exists']>) {
  return useClientQuery((c) => customerExistsQueryOptions(c.client, c.scope, email), options);
}

export function useAuthenticateCustomer(
  options?: WriteOptions<R['authenticate'], Arg<R['authenticate'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['authenticate'], 0>) =>
    client.store.auth.authenticate(body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

export function useDeleteCustomerSession(options?: WriteOptions<R['deleteSession'], void>) {
  const run = (client: Storedesk) => client.store.auth.deleteSession();
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Exchanges email and password for a bearer token (use it with `setStoreToken`). */
export function useGetCustomerToken(options?: WriteOptions<R['getToken'], Arg<R['getToken'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['getToken'], 0>) => client.store.auth.getToken(body);
  return useClientMutation(run, (scope) => touched(scope), options);
}
