/**
 * Query keys, all from one factory: scope first, then resource, then `list`/`detail`, then
 * params or id. The scope is the current store id (admin) or publishable key (storefront), so
 * switching store never shows another store's cache.
 *
 * Resource names for the admin API start with `admin_` (`admin_products`), store API ones do
 * not (`products`): the two answer different shapes for the same entity.
 */

/** What keys lead with: a store id or publishable key; `null` when the provider has none. */
export type QueryScope = string | null;

export interface QueryKeys<R extends string> {
  all: (scope: QueryScope) => readonly [QueryScope, R];
  lists: (scope: QueryScope) => readonly [QueryScope, R, 'list'];
  list: <P extends object>(scope: QueryScope, params?: P) => readonly [QueryScope, R, 'list', P];
  details: (scope: QueryScope) => readonly [QueryScope, R, 'detail'];
  detail: (scope: QueryScope, id: string) => readonly [QueryScope, R, 'detail', string];
}

export function queryKeysFactory<const R extends string>(resource: R): QueryKeys<R> {
  return {
    all: (scope) => [scope, resource] as const,
    lists: (scope) => [scope, resource, 'list'] as const,
    // No params and `{}` are the same list, so they share one cache entry.
    list: <P extends object>(scope: QueryScope, params?: P) =>
      [scope, resource, 'list', params ?? ({} as P)] as const,
    details: (scope) => [scope, resource, 'detail'] as const,
    detail: (scope, id) => [scope, resource, 'detail', id] as const,
  };
}

/** The signed-in staff session is global: it decides which store (scope) we are in. */
const ADMIN_AUTH_KEY = ['admin', 'auth'] as const;

export const adminStoreKeys = queryKeysFactory('admin_store');

export const adminKeys = {
  auth: () => ADMIN_AUTH_KEY,
  /** The store itself: one detail per scope (the API has no store id in its path). */
  store: (scope: QueryScope) => adminStoreKeys.detail(scope, 'current'),
};

/** True for every admin answer: the session key and any `admin_*` resource in any scope. */
export function isAdminQueryKey(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] === ADMIN_AUTH_KEY[0] && queryKey[1] === ADMIN_AUTH_KEY[1]) return true;
  const resource = queryKey[1];
  return typeof resource === 'string' && resource.startsWith('admin_');
}
