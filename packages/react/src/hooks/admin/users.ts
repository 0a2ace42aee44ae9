import type { Storedesk } from '@storedesk/client';
import { adminUserKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import {
  invalidatesNothing,
  useClientMutation,
  type Admin,
  type Arg,
  type WriteOptions,
} from '../helpers.js';

// Staff users. The sign-up calls (`isUserExists`, `orgPayment`) have their hooks in `signup.ts`.

type R = Admin['users'];

const users = crudHooks(adminUserKeys, (client) => client.admin.users);

export const adminUsersQueryOptions = users.listQueryOptions;
export const useAdminUsers = users.useList;
export const adminUserQueryOptions = users.detailQueryOptions;
export const useAdminUser = users.useDetail;
export const useAdminCreateUser = users.useCreate;
export const useAdminUpdateUser = users.useUpdate;
export const useAdminDeleteUser = users.useDelete;

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
