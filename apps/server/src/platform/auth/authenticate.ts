import { API_TOKEN_HEADER, XSRF_HEADER } from '@storedesk/contract';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { store } from '../../modules/store/store.tables.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { user } from '../../modules/users/users.tables.js';
import type { UserRow } from '../../modules/users/users.repo.js';
import type { AppDeps, Actor } from '../context.js';
import { safeEqual, sha256 } from '../crypto.js';
import { StoredeskError } from '../errors.js';
import { verifyAdminToken } from './jwt.js';
import { SESSION_COOKIE, findSession } from './sessions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const unauthorized = () =>
  new StoredeskError(
    'unauthorized',
    'Unauthorized: sign in, or send a bearer token or an API token with this request.',
  );

/** The live user with the given condition, and their store's catalogue version. */
async function findLiveUser(
  deps: AppDeps,
  where: SQL | undefined,
): Promise<{ user: UserRow; catalogVersion: number } | undefined> {
  const rows = await deps.db
    .select({ user, catalogVersion: store.catalogVersion })
    .from(user)
    .innerJoin(store, eq(store.id, user.storeId))
    .where(and(where, isNull(user.deletedAt)));
  return rows[0];
}

/**
 * Finds the staff user behind a request from, in order: the API token header, a bearer JWT,
 * the session cookie. A credential that is present but wrong is a 401, never a fall-through.
 */
async function resolveStaff(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<{
  user: UserRow;
  via: Actor['via'];
  catalogVersion: number;
  session?: { idHash: string; xsrfToken: string };
} | null> {
  const apiToken = request.headers[API_TOKEN_HEADER];
  if (typeof apiToken === 'string' && apiToken.length > 0) {
    const found = await findLiveUser(deps, eq(user.apiTokenHash, sha256(apiToken)));
    if (!found) throw unauthorized();
    return { ...found, via: 'api_token' };
  }

  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const claims = match?.[1] ? await verifyAdminToken(deps.config.jwtSecret, match[1]) : null;
    const found = claims
      ? await findLiveUser(deps, and(eq(user.storeId, claims.storeId), eq(user.id, claims.userId)))
      : undefined;
    if (!found) throw unauthorized();
    return { ...found, via: 'bearer' };
  }

  const signed = request.cookies[SESSION_COOKIE];
  if (signed) {
    const unsigned = request.unsignCookie(signed);
    const found =
      unsigned.valid && unsigned.value ? await findSession(deps.db, unsigned.value) : undefined;
    if (!found) return null;
    return {
      user: found.user,
      catalogVersion: found.catalogVersion,
      via: 'session',
      session: { idHash: found.idHash, xsrfToken: found.xsrfToken },
    };
  }
  return null;
}

/**
 * Staff authentication for every /admin path. Routes marked `config: { public: true }` skip it;
 * everything else, unknown paths included, answers 401 without credentials. Cookie-authenticated
 * writes must echo the session's XSRF token in the X-XSRF-TOKEN header.
 */
export function registerAdminAuth(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('ctx', null);
  app.decorateRequest('sessionInfo', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/admin')) return;
    if (request.routeOptions.config.public) return;

    const staff = await resolveStaff(deps, request);
    if (!staff) throw unauthorized();

    if (staff.via === 'session' && staff.session && !SAFE_METHODS.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !safeEqual(header, staff.session.xsrfToken)) {
        throw new StoredeskError(
          'not_allowed',
          'Missing or wrong X-XSRF-TOKEN header: send back the value of the XSRF-TOKEN cookie with every change.',
          'invalid_xsrf_token',
        );
      }
    }

    request.sessionInfo = staff.session ?? null;
    request.ctx = {
      requestId: request.id,
      storeId: staff.user.storeId,
      actor: { userId: staff.user.id, role: staff.user.role, via: staff.via },
      catalogToken: `v${staff.catalogVersion}`,
    };
  });
}
