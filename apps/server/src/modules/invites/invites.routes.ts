import {
  AdminInviteAcceptRes,
  AdminInviteRes,
  AdminListInvitesRes,
  AdminPostInvitesInviteAcceptReq,
  AdminPostInvitesReq,
  DeleteRes,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { toUser } from '../users/users.mapper.js';
import { toInvite } from './invites.mapper.js';
import { createInvitesService } from './invites.service.js';
import { PUBLIC, staff } from '../../platform/access.js';

export async function invitesRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const invites = createInvitesService(deps);

  app.get(
    '/admin/invites',
    { config: staff('read'), schema: { response: { 200: AdminListInvitesRes } } },
    async (request) => ({
      invites: (await invites.list(adminCtx(request))).map(toInvite),
    }),
  );

  app.post(
    '/admin/invites',
    {
      config: staff('manage'),
      schema: { body: AdminPostInvitesReq, response: { 200: AdminInviteRes } },
    },
    async (request) => ({
      invite: toInvite(await invites.create(adminCtx(request), request.body)),
    }),
  );

  app.post(
    '/admin/invites/accept',
    {
      schema: { body: AdminPostInvitesInviteAcceptReq, response: { 200: AdminInviteAcceptRes } },
      config: PUBLIC,
    },
    async (request) => ({ user: toUser(await invites.accept(request.body)) }),
  );

  app.post(
    '/admin/invites/:id/resend',
    { config: staff('manage'), schema: { params: IdParams, response: { 200: AdminInviteRes } } },
    async (request) => ({
      invite: toInvite(await invites.resend(adminCtx(request), request.params.id)),
    }),
  );

  app.delete(
    '/admin/invites/:id',
    { config: staff('manage'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await invites.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'invite', deleted: true as const };
    },
  );
}
