import {
  AdminCreateUserReq,
  AdminGetUsersParams,
  AdminResetPasswordReq,
  AdminResetPasswordTokenReq,
  AdminUpdateUserReq,
  AdminUserRes,
  AdminUsersListRes,
  DeleteRes,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, typed } from '../../platform/http.js';
import { toUser } from './users.mapper.js';
import { createUsersService } from './users.service.js';
import { PUBLIC, staff } from '../../platform/access.js';

export async function usersRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const users = createUsersService(deps);

  app.get(
    '/admin/users',
    {
      config: staff('read'),
      schema: { querystring: AdminGetUsersParams, response: { 200: AdminUsersListRes } },
    },
    async (request) =>
      listResponse('users', await users.list(adminCtx(request), request.query), toUser),
  );

  app.post(
    '/admin/users',
    {
      config: staff('manage'),
      schema: { body: AdminCreateUserReq, response: { 200: AdminUserRes } },
    },
    async (request) => ({ user: toUser(await users.create(adminCtx(request), request.body)) }),
  );

  app.post(
    '/admin/users/password-token',
    { schema: { body: AdminResetPasswordTokenReq }, config: PUBLIC },
    async (request, reply) => {
      await users.sendResetPasswordToken(request.body.email, request.ip);
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin/users/reset-password',
    {
      schema: { body: AdminResetPasswordReq, response: { 200: AdminUserRes } },
      config: PUBLIC,
    },
    async (request) => ({ user: toUser(await users.resetPassword(request.body, request.ip)) }),
  );

  app.get(
    '/admin/users/:id',
    { config: staff('read'), schema: { params: IdParams, response: { 200: AdminUserRes } } },
    async (request) => ({
      user: toUser(await users.retrieve(adminCtx(request), request.params.id)),
    }),
  );

  app.post(
    '/admin/users/:id',
    {
      config: staff('read'),
      schema: { params: IdParams, body: AdminUpdateUserReq, response: { 200: AdminUserRes } },
    },
    async (request) => ({
      user: toUser(await users.update(adminCtx(request), request.params.id, request.body)),
    }),
  );

  app.delete(
    '/admin/users/:id',
    { config: staff('manage'), schema: { params: IdParams, response: { 200: DeleteRes } } },
    async (request) => {
      await users.delete(adminCtx(request), request.params.id);
      return { id: request.params.id, object: 'user', deleted: true as const };
    },
  );
}
