import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
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

type R = Admin['notifications'];

export const adminNotificationKeys = queryKeysFactory('admin_notifications');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminNotificationKeys, scope, id);

export const adminNotificationsQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) =>
  clientQuery(adminNotificationKeys.list(scope, query), (o) =>
    client.admin.notifications.list(query, o),
  );

export function useAdminNotifications(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminNotificationsQueryOptions(c.client, c.scope, query), options);
}

export const adminNotificationQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminNotificationKeys, scope, id, query), (o) =>
    client.admin.notifications.retrieve(id, query, o),
  );

export function useAdminNotification(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery(
    (c) => adminNotificationQueryOptions(c.client, c.scope, id, query),
    options,
  );
}

export function useAdminCreateNotification(
  options?: WriteOptions<R['create'], Arg<R['create'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) =>
    client.admin.notifications.create(body);
  return useClientMutation(run, (scope) => [adminNotificationKeys.lists(scope)], options);
}

export function useAdminUpdateNotification(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.notifications.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteNotification(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.notifications.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Variables optional: `{ to }` sends it to another address. */
export function useAdminResendNotification(
  id: string,
  options?: WriteOptions<R['resend'], Arg<R['resend'], 1> | void>,
) {
  const run = (client: Storedesk, body: Arg<R['resend'], 1> | void) =>
    client.admin.notifications.resend(id, body || undefined);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
