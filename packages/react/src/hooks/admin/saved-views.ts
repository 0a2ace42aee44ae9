import type { Storedesk } from '@storedesk/client';
import { adminSavedViewKeys, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

// The signed-in user's saved list views (`/admin/views`).

type R = Admin['savedViews'];

/** Every list of views: a view is created or deleted in one list, but the ids alone don't say which. */
const lists = (scope: QueryScope) => [adminSavedViewKeys.lists(scope)];

export const adminSavedViewsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query: Arg<R['list'], 0>,
) =>
  clientQuery(adminSavedViewKeys.list(scope, query), (o) => client.admin.savedViews.list(query, o));

/** The signed-in user's views of one list: `useAdminSavedViews({ resource: 'products' })`. */
export function useAdminSavedViews(query: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminSavedViewsQueryOptions(c.client, c.scope, query), options);
}

/** Variables `{ resource, name, query }`. */
export function useAdminCreateSavedView(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.savedViews.create(body);
  return useClientMutation(run, lists, options);
}

/** Variables: the view id. */
export function useAdminDeleteSavedView(options?: WriteOptions<R['delete'], string>) {
  const run = (client: Storedesk, id: string) => client.admin.savedViews.delete(id);
  return useClientMutation(run, lists, options);
}
