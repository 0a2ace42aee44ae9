import type { Storedesk } from '@storedesk/client';
import { adminInviteKeys, adminUserKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';
import { useClientMutation, type Admin, type Arg, type WriteOptions } from '../helpers.js';

type R = Admin['invites'];

const invites = crudHooks(adminInviteKeys, (client) => client.admin.invites);

export const adminInvitesQueryOptions = invites.listQueryOptions;
export const useAdminInvites = invites.useList;
export const adminInviteQueryOptions = invites.detailQueryOptions;
export const useAdminInvite = invites.useDetail;
export const useAdminCreateInvite = invites.useCreate;
export const useAdminUpdateInvite = invites.useUpdate;
export const useAdminDeleteInvite = invites.useDelete;

export const useAdminResendInvite = invites.action((client, id) => client.admin.invites.resend(id));

/** Accepting makes a user: refreshes the invite and user lists. */
export function useAdminAcceptInvite(options?: WriteOptions<R['accept'], Arg<R['accept'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['accept'], 0>) => client.admin.invites.accept(body);
  return useClientMutation(
    run,
    (scope) => [adminInviteKeys.lists(scope), adminUserKeys.lists(scope)],
    options,
  );
}
