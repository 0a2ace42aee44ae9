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
import { adminUserKeys } from './users.js';

type R = Admin['invites'];

export const adminInviteKeys = queryKeysFactory('admin_invites');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminInviteKeys, scope, id);

export const adminInvitesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminInviteKeys.list(scope, query), (o) => client.admin.invites.list(query, o));

export function useAdminInvites(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminInvitesQueryOptions(c.client, c.scope, query), options);
}

export const adminInviteQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminInviteKeys, scope, id, query), (o) =>
    client.admin.invites.retrieve(id, query, o),
  );

export function useAdminInvite(
  id: string,
  query?: FindParams,
  options?: ReadOptions<R['retrieve']>,
) {
  return useClientQuery((c) => adminInviteQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateInvite(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.invites.create(body);
  return useClientMutation(run, (scope) => [adminInviteKeys.lists(scope)], options);
}

export function useAdminUpdateInvite(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) =>
    client.admin.invites.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteInvite(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.invites.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminResendInvite(id: string, options?: WriteOptions<R['resend'], void>) {
  const run = (client: Storedesk) => client.admin.invites.resend(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

/** Accepting makes a user: refreshes the invite and user lists. */
export function useAdminAcceptInvite(options?: WriteOptions<R['accept'], Arg<R['accept'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['accept'], 0>) => client.admin.invites.accept(body);
  return useClientMutation(
    run,
    (scope) => [adminInviteKeys.lists(scope), adminUserKeys.lists(scope)],
    options,
  );
}
