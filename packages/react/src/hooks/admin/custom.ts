import type { Storedesk } from '@storedesk/client';
import { adminCustomKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  useClientMutation,
  useClientQuery,
  type MutationExtras,
  type QueryExtras,
} from '../helpers.js';

// Custom (plugin) admin routes, relative to `/admin`.

export const adminCustomQueryOptions = <TData = unknown>(
  client: Storedesk,
  scope: QueryScope,
  path: string,
  query?: object,
) =>
  clientQuery([...adminCustomKeys.detail(scope, path), query ?? {}], (o) =>
    client.admin.custom.get<TData>(path, query, o),
  );

export function useAdminCustomQuery<TData = unknown>(
  path: string,
  query?: object,
  options?: QueryExtras<TData>,
) {
  return useClientQuery(
    (c) => adminCustomQueryOptions<TData>(c.client, c.scope, path, query),
    options,
  );
}

/** POST to a custom route; refreshes every custom read of this scope. */
export function useAdminCustomPost<TBody = unknown, TData = unknown>(
  path: string,
  options?: MutationExtras<TData, TBody>,
) {
  const run = (client: Storedesk, body: TBody) => client.admin.custom.post<TData>(path, body);
  return useClientMutation(run, (scope) => [adminCustomKeys.all(scope)], options);
}

/** DELETE a custom route; refreshes every custom read of this scope. */
export function useAdminCustomDelete<TData = unknown>(
  path: string,
  options?: MutationExtras<TData, void>,
) {
  const run = (client: Storedesk) => client.admin.custom.delete<TData>(path);
  return useClientMutation(run, (scope) => [adminCustomKeys.all(scope)], options);
}
