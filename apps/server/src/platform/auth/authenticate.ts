import { API_TOKEN_HEADER } from '@storedesk/contract';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { store } from '../tenancy/tenancy.tables.js';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogCache } from '../catalog-cache.js';
import { user } from './auth.tables.js';
import type { UserRow } from './auth.tables.js';
import type { AppDeps, Actor } from '../context.js';
import { sha256 } from '../crypto.js';
import { StoredeskError } from '../errors.js';
import { consumeRateLimits } from '../rate-limit.js';
import { apiTokenDigest, legacyApiTokenHash } from './api-token.js';
import { createAdminTokenVerifier, type AdminTokenClaims } from './jwt.js';
import { SESSION_COOKIE, findSession } from './sessions.js';

/** How long a checked credential is trusted without a change telling otherwise. */
const STAFF_CACHE_TTL_MS = 30_000;

const unauthorized = () =>
  new StoredeskError(
    'unauthorized',
    'Unauthorized: sign in, or send a bearer token or an API token with this request.',
  );

/**
 * The one live user with the given condition, and their store's catalogue version; undefined
 * when none matches, or more than one (an API token two stores' users chose alike).
 */
async function findLiveUser(
  deps: AppDeps,
  where: SQL | undefined,
): Promise<{ user: UserRow; catalogVersion: number } | undefined> {
  const rows = await deps.db
    .select({ user, catalogVersion: store.catalogVersion })
    .from(user)
    .innerJoin(store, eq(store.id, user.storeId))
    .where(and(where, isNull(user.deletedAt)))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/** A staff user whose credentials checked out, and how they proved it. */
export interface Staff {
  user: UserRow;
  via: Actor['via'];
  catalogVersion: number;
  session?: { idHash: string; xsrfToken: string };
}

/** A credential found valid, kept while its store's epoch holds (see `createStaffCache`). */
interface CachedStaff {
  staff: Staff;
  epoch: string;
  /** The session's own end (ms); tokens end only by a change to the user. */
  expiresAt: number;
}

/**
 * Staff credentials already checked, so a repeated admin request runs no SQL to know its user.
 * An entry is used only while its store's catalogue-cache epoch is the one it was read under:
 * the epoch moves on every tenant commit in this process, on every session this process ends
 * (`deleteSession`, `deleteUserSessions`), and on the notification other processes' commits
 * send, the session and user tables included (migration 0016). So a logout, a password reset,
 * a role change or a removed user takes effect here at once and elsewhere milliseconds later;
 * if notifications could have been missed, every entry is dropped. Entries also expire after
 * `ttlMs`, and never outlive their session.
 */
function createStaffCache(catalog: CatalogCache, ttlMs: number) {
  const entries = new LRUCache<string, CachedStaff>({ max: 10_000, ttl: ttlMs });
  return {
    get(credential: string): Staff | undefined {
      const entry = entries.get(credential);
      if (!entry) return undefined;
      if (
        entry.expiresAt <= Date.now() ||
        entry.epoch !== catalog.epoch(entry.staff.user.storeId)
      ) {
        entries.delete(credential);
        return undefined;
      }
      return entry.staff;
    },
    /** Looks the credential up with `read`, caching what it finds unless its store moved meanwhile. */
    async read(
      credential: string,
      read: () => Promise<(Staff & { expiresAt?: Date }) | undefined>,
    ): Promise<Staff | undefined> {
      const mark = catalog.mark();
      const found = await read();
      if (!found) return undefined;
      const { expiresAt, ...staff } = found;
      const epoch = catalog.epochSince(staff.user.storeId, mark);
      if (epoch !== undefined) {
        entries.set(credential, {
          staff,
          epoch,
          expiresAt: expiresAt ? expiresAt.getTime() : Number.POSITIVE_INFINITY,
        });
      }
      return staff;
    },
  };
}

type StaffCache = ReturnType<typeof createStaffCache>;

/**
 * Finds the staff user behind a request from, in order: the API token header, a bearer JWT,
 * the session cookie. A credential that is present but wrong is a 401, never a fall-through.
 */
async function resolveStaff(
  deps: AppDeps,
  cache: StaffCache,
  verifyToken: (token: string) => Promise<AdminTokenClaims | null>,
  request: FastifyRequest,
): Promise<Staff | null> {
  const apiToken = request.headers[API_TOKEN_HEADER];
  if (typeof apiToken === 'string' && apiToken.length > 0) {
    const digest = apiTokenDigest(deps.config.jwtSecret, apiToken);
    const credential = `token:${digest}`;
    const found =
      cache.get(credential) ??
      (await cache.read(credential, async () => {
        const live = await findLiveUser(
          deps,
          or(
            eq(user.apiTokenDigest, digest),
            and(isNull(user.apiTokenDigest), eq(user.apiTokenHash, legacyApiTokenHash(apiToken))),
          ),
        );
        return live && { ...live, via: 'api_token' as const };
      }));
    if (!found) {
      // Guessing tokens costs the guesser's address (a 429 past the limit), never a user.
      const { perAddress, windowSeconds } = deps.config.authRateLimit;
      await consumeRateLimits(deps.db, [
        { key: `api-token:ip:${request.ip}`, limit: perAddress, windowSeconds },
      ]);
      throw unauthorized();
    }
    return found;
  }

  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const claims = match?.[1] ? await verifyToken(match[1]) : null;
    const credential = claims ? `user:${claims.storeId}:${claims.userId}` : '';
    const found = claims
      ? (cache.get(credential) ??
        (await cache.read(credential, async () => {
          const live = await findLiveUser(
            deps,
            and(eq(user.storeId, claims.storeId), eq(user.id, claims.userId)),
          );
          return live && { ...live, via: 'bearer' as const };
        })))
      : undefined;
    if (!found) throw unauthorized();
    return found;
  }

  const signed = request.cookies[SESSION_COOKIE];
  if (signed) {
    const unsigned = request.unsignCookie(signed);
    if (!unsigned.valid || !unsigned.value) return null;
    const cookieValue = unsigned.value;
    const credential = `session:${sha256(cookieValue)}`;
    const found =
      cache.get(credential) ??
      (await cache.read(credential, async () => {
        const live = await findSession(deps.db, cookieValue);
        return (
          live && {
            user: live.user,
            catalogVersion: live.catalogVersion,
            via: 'session' as const,
            session: { idHash: live.idHash, xsrfToken: live.xsrfToken },
            expiresAt: live.expiresAt,
          }
        );
      }));
    return found ?? null;
  }
  return null;
}

/**
 * Finds the staff user behind a request's credentials (see `resolveStaff`), remembering checked
 * credentials in this process while their store's epoch holds. The access hook
 * (platform/access.ts) calls it for routes that need staff.
 */
export function createStaffAuthenticator(
  deps: AppDeps & { catalog: CatalogCache },
): (request: FastifyRequest) => Promise<Staff | null> {
  const cache = createStaffCache(deps.catalog, STAFF_CACHE_TTL_MS);
  const verifyToken = createAdminTokenVerifier(deps.config.jwtSecret);
  return (request) => resolveStaff(deps, cache, verifyToken, request);
}
