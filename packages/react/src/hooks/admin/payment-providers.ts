import type { Storedesk } from '@storedesk/client';
import {
  adminPaymentProviderKeys,
  adminRegionKeys,
  adminStoreKeys,
  regionKeys,
  type QueryScope,
} from '../../keys.js';
import { recordMutation } from '../crud.js';
import { clientQuery, useClientQuery, type Admin, type Arg, type ReadOptions } from '../helpers.js';

// The store's settings for its payment providers (Settings → Payment providers; admins only).

type R = Admin['paymentProviders'];

export const adminPaymentProvidersQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery(adminPaymentProviderKeys.list(scope), (o) => client.admin.paymentProviders.list(o));

export function useAdminPaymentProviders(options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminPaymentProvidersQueryOptions(c.client, c.scope), options);
}

export const adminPaymentProviderQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
) =>
  clientQuery(adminPaymentProviderKeys.detail(scope, id), (o) =>
    client.admin.paymentProviders.retrieve(id, o),
  );

export function useAdminPaymentProvider(id: string, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => adminPaymentProviderQueryOptions(c.client, c.scope, id), options);
}

/**
 * Saving or removing settings installs or uninstalls the provider: the store's provider list
 * and every region answer (`is_installed`) change with it.
 */
const installed = (scope: QueryScope) => [
  adminPaymentProviderKeys.all(scope),
  adminStoreKeys.all(scope),
  adminRegionKeys.all(scope),
  regionKeys.all(scope),
];

/** Variables: every setting, e.g. `{ secret_key, publishable_key }`. */
export const useAdminUpdatePaymentProvider = recordMutation(
  (client, id, body: Arg<R['update'], 1>) => client.admin.paymentProviders.update(id, body),
  installed,
);

export const useAdminDeletePaymentProvider = recordMutation(
  (client, id) => client.admin.paymentProviders.delete(id),
  installed,
);

/** "Check connection": changes nothing, so nothing is refreshed. */
export const useAdminCheckPaymentProvider = recordMutation(
  (client, id) => client.admin.paymentProviders.check(id),
  () => [],
);
