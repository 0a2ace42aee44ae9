import type { Storedesk } from '@storedesk/client';
import { adminCurrencyKeys, adminStoreKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

// Store settings. `useAdminStore` and `adminStoreQueryOptions` are in `admin.ts`; the store is
// the detail `current` of `adminStoreKeys`.

type R = Admin['store'];

const touched = (scope: QueryScope) => [adminStoreKeys.all(scope), adminCurrencyKeys.lists(scope)];

export const adminStorePaymentProvidersQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery(adminStoreKeys.detail(scope, 'payment_providers'), (o) =>
    client.admin.store.listPaymentProviders(o),
  );

export function useAdminStorePaymentProviders(options?: ReadOptions<R['listPaymentProviders']>) {
  return useClientQuery((c) => adminStorePaymentProvidersQueryOptions(c.client, c.scope), options);
}

export const adminStoreTaxProvidersQueryOptions = (client: Storedesk, scope: QueryScope) =>
  clientQuery(adminStoreKeys.detail(scope, 'tax_providers'), (o) =>
    client.admin.store.listTaxProviders(o),
  );

export function useAdminStoreTaxProviders(options?: ReadOptions<R['listTaxProviders']>) {
  return useClientQuery((c) => adminStoreTaxProvidersQueryOptions(c.client, c.scope), options);
}

export function useAdminUpdateStore(options?: WriteOptions<R['update'], Arg<R['update'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['update'], 0>) => client.admin.store.update(body);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables: the currency code. */
export function useAdminAddStoreCurrency(options?: WriteOptions<R['addCurrency'], string>) {
  const run = (client: Storedesk, code: string) => client.admin.store.addCurrency(code);
  return useClientMutation(run, (scope) => touched(scope), options);
}

/** Variables: the currency code. */
export function useAdminDeleteStoreCurrency(options?: WriteOptions<R['deleteCurrency'], string>) {
  const run = (client: Storedesk, code: string) => client.admin.store.deleteCurrency(code);
  return useClientMutation(run, (scope) => touched(scope), options);
}
