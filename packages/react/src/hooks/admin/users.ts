import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  invalidatesNothing,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

// Staff users. The sign-up calls (`isUserExists`, `orgPayment`) have their hooks in `signup.ts`.

type R = Admin['users'];

export const adminUserKeys = queryKeysFactory('admin_users');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminUserKeys, scope, id);

export const adminUsersQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminUserKeys.list(scope, query), (o) => client.admin.users.list(query, o));

export function useAdminUsers(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminUsersQueryOptions(c.client, c.scope, query), options);
}

export const adminUserQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminUserKeys, scope, id, query), (o) =>
    client.admin.users.retrieve(id, query, o),
  );

export function useAdminUser(id: string, query?: FindParams, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => adminUserQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateUser(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.users.create(body);
  return useClientMutation(run, (scope) => [adminUserKeys.lists(scope)], options);
}

export function useAdminUpdateUser(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) => client.admin.users.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteUser(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.users.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminSendResetPasswordToken(
  options?: WriteOptions<R['sendResetPasswordToken'], Arg<R['sendResetPasswordToken'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['sendResetPasswordToken'], 0>) =>
    client.admin.users.sendResetPasswordToken(body);
  return useClientMutation(run, invalidatesNothing, options);
}

export function useAdminResetPassword(
  options?: WriteOptions<R['resetPassword'], Arg<R['resetPassword'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['resetPassword'], 0>) =>
    client.admin.users.resetPassword(body);
  return useClientMutation(run, (scope) => [adminUserKeys.all(scope)], options);
}
