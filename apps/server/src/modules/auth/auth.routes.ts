import {
  AdminAuthRes,
  AdminBearerAuthRes,
  AdminPostAuthReq,
  XSRF_COOKIE,
} from '@storedesk/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { adminCtx, typed } from '../../platform/http.js';
import { signAdminToken } from '../../platform/auth/jwt.js';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  createSession,
  deleteSession,
} from '../../platform/auth/sessions.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { notFound } from '../../platform/errors.js';
import { findById } from '../users/users.repo.js';
import { toUser } from '../users/users.mapper.js';
import { createAuthService } from './auth.service.js';
import { PUBLIC, staff } from '../../platform/access.js';

function setXsrfCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(XSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export async function authRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const auth = createAuthService(deps);

  app.post(
    '/admin/auth',
    {
      schema: { body: AdminPostAuthReq, response: { 200: AdminAuthRes } },
      config: PUBLIC,
    },
    async (request, reply) => {
      const { user: found, pass } = await auth.authenticate(request.body, {
        address: request.ip,
        request,
      });
      await pass.succeeded(reply);
      const created = await createSession(deps.db, { storeId: found.storeId, userId: found.id });
      reply.setCookie(SESSION_COOKIE, created.cookieValue, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        signed: true,
        maxAge: SESSION_TTL_SECONDS,
      });
      setXsrfCookie(reply, created.xsrfToken);
      return { user: toUser(found) };
    },
  );

  app.post(
    '/admin/auth/token',
    {
      schema: { body: AdminPostAuthReq, response: { 200: AdminBearerAuthRes } },
      config: PUBLIC,
    },
    async (request, reply) => {
      const { user: found, pass } = await auth.authenticate(request.body, {
        address: request.ip,
        request,
      });
      await pass.succeeded(reply);
      const accessToken = await signAdminToken(deps.config.jwtSecret, {
        userId: found.id,
        storeId: found.storeId,
      });
      return { access_token: accessToken };
    },
  );

  app.get(
    '/admin/auth',
    { config: staff('read'), schema: { response: { 200: AdminAuthRes } } },
    async (request, reply) => {
      const ctx = adminCtx(request);
      const found = await withTenantTx(deps.db, ctx.storeId, (tx) =>
        findById(tx, ctx.storeId, ctx.actor.userId),
      );
      if (!found) throw notFound('User', ctx.actor.userId);
      // Hand the XSRF token to a tab that lost the cookie but kept the session.
      if (request.sessionInfo && request.cookies[XSRF_COOKIE] !== request.sessionInfo.xsrfToken) {
        setXsrfCookie(reply, request.sessionInfo.xsrfToken);
      }
      return { user: toUser(found) };
    },
  );

  app.delete(
    '/admin/auth',
    { config: staff('read', { evenWhenReadOnly: true }) },
    async (request, reply) => {
      if (request.sessionInfo) await deleteSession(deps.db, request.sessionInfo.idHash);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
      return reply.code(200).send();
    },
  );
}
