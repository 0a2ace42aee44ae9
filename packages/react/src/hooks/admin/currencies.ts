import type { FindParams, Storedesk } from '@storedesk/client';
import { adminStoreKeys, queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

// Currencies, addressed by code (`usd`).

type R = Admin['currencies'];

export const adminCurrencyKeys = queryKeysFactory('admin_currencies');

const touched = (scope: QueryScope, id: string) => [
  ...listsAndDetail(adminCurrencyKeys, scope, id),
  adminStoreKeys.all(scope),
];

export const adminCurrenciesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminCurrencyKeys.list(scope, query), (o) => client.admin.currencies.list(query, o));

export function useAdminCurrencies(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminCurrenciesQueryOptions(c.client, c.scope, query), options);
}

export const adminCurrencyQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminCurrencyKeys, scope, id, query), (o) =>
    client.admin.currencies.retrieve(id, query, o),
  );

export function useAdminCurrency(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminCurrencyQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateCurrency(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.currencies.create(body);
  return useClientMutation(run, (scope) => [adminCurrencyKeys.lists(scope)], options);
}

export function useAdminUpdateCurrency(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.currencies.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteCurrency(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.currencies.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
