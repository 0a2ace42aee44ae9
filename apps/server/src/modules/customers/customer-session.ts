import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import type { Db, Executor } from '../../platform/db/client.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { createCustomerTokenVerifier, type CustomerTokenClaims } from '../../platform/auth/jwt.js';
import { SESSION_TTL_SECONDS } from '../../platform/auth/sessions.js';
import { newId } from '../../platform/ids.js';
import { customer, customerPasswordToken, customerSession } from './customers.tables.js';

/**
 * The shopper's session cookie. Its own name, so a browser signed in to the dashboard and to a
 * shop on the same host keeps both; its value is random and only its hash is stored.
 */
export const CUSTOMER_SESSION_COOKIE = 'storedesk_customer_sid';

/** The customer a store API request speaks for. */
export interface SignedInCustomer {
  id: string;
  email: string;
}

/** What `signedInCustomer` needs; app.ts builds it once (`registerCustomerSessions`). */
interface CustomerSessions {
  resolve(request: FastifyRequest): Promise<SignedInCustomer | null>;
}

/** One lookup per request, however many routes' helpers ask. */
const perRequest = new WeakMap<FastifyRequest, Promise<SignedInCustomer | null>>();

/**
 * The signed-in customer of the request's store, from the customer session cookie or an
 * `Authorization: Bearer` token of `POST /store/auth/token`; null when signed out. A cookie or
 * token of another store, an expired or forged one, or one of a deleted customer is anonymous,
 * as is an empty `Authorization` header (v1 storefronts send one before signing in). Routes that
 * need a customer answer 401 on null; others (carts) treat the shopper as a guest.
 */
export function signedInCustomer(request: FastifyRequest): Promise<SignedInCustomer | null> {
  // Before the access hook has named the store there is no customer, and nothing to remember.
  if (!request.ctx) return Promise.resolve(null);
  let found = perRequest.get(request);
  if (!found) {
    found = request.server.customerSessions.resolve(request);
    perRequest.set(request, found);
  }
  return found;
}

/**
 * What a customer token carries of the password it was given for: a digest of the password
 * hash (which is itself salted), so a token says nothing about the password, and a new password
 * makes earlier tokens worthless.
 */
export const passwordCredential = (passwordHash: string): string =>
  sha256(`customer-token:${passwordHash}`).slice(0, 22);

/**
 * Decorates the app with the customer lookup `signedInCustomer` uses. The lookups run one
 * statement with the store in its WHERE (no transaction: they happen on many store requests).
 */
export function registerCustomerSessions(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'config'>,
): void {
  const { db } = deps;
  const verifyToken = createCustomerTokenVerifier(deps.config.jwtSecret);

  async function fromCookie(request: FastifyRequest, storeId: string) {
    const idHash = sessionIdHash(request);
    if (!idHash) return null;
    const rows = await db
      .select({ id: customer.id, email: customer.email })
      .from(customerSession)
      .innerJoin(
        customer,
        and(
          eq(customer.storeId, customerSession.storeId),
          eq(customer.id, customerSession.customerId),
        ),
      )
      .where(
        and(
          eq(customerSession.storeId, storeId),
          eq(customerSession.idHash, idHash),
          gt(customerSession.expiresAt, new Date()),
          eq(customer.hasAccount, true),
          isNull(customer.deletedAt),
        ),
      );
    return rows[0] ?? null;
  }

  async function fromBearer(request: FastifyRequest, storeId: string) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const claims: CustomerTokenClaims | null = match?.[1] ? await verifyToken(match[1]) : null;
    if (!claims || claims.storeId !== storeId) return null;
    const rows = await db
      .select({ id: customer.id, email: customer.email, passwordHash: customer.passwordHash })
      .from(customer)
      .where(
        and(
          eq(customer.storeId, storeId),
          eq(customer.id, claims.customerId),
          eq(customer.hasAccount, true),
          isNull(customer.deletedAt),
        ),
      );
    const found = rows[0];
    if (!found) return null;
    // A token given for an earlier password is worthless.
    const stale =
      claims.credential !== undefined &&
      (!found.passwordHash || passwordCredential(found.passwordHash) !== claims.credential);
    if (stale) return null;
    return { id: found.id, email: found.email };
  }

  const sessions: CustomerSessions = {
    async resolve(request) {
      const storeId = request.ctx?.storeId;
      if (!storeId) return null;
      // As v1: the session cookie first, then a bearer token.
      return (await fromCookie(request, storeId)) ?? (await fromBearer(request, storeId));
    },
  };
  app.decorate('customerSessions', sessions);
}

/** The stored hash of the request's customer session cookie, when it carries a valid one. */
function sessionIdHash(request: FastifyRequest): string | undefined {
  const signed = request.cookies[CUSTOMER_SESSION_COOKIE];
  const unsigned = signed ? request.unsignCookie(signed) : undefined;
  return unsigned?.valid && unsigned.value ? sha256(unsigned.value) : undefined;
}

/**
 * Starts a cookie session for the customer and sets the cookie on the reply; a session the
 * request already had in this store (another sign-in on the same browser) ends.
 */
export async function startCustomerSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: { storeId: string; customerId: string },
): Promise<void> {
  const cookieValue = randomToken();
  const previous = sessionIdHash(request);
  if (previous) {
    await db
      .delete(customerSession)
      .where(and(eq(customerSession.storeId, owner.storeId), eq(customerSession.idHash, previous)));
  }
  await db.insert(customerSession).values({
    storeId: owner.storeId,
    idHash: sha256(cookieValue),
    customerId: owner.customerId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  reply.setCookie(CUSTOMER_SESSION_COOKIE, cookieValue, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    signed: true,
    maxAge: SESSION_TTL_SECONDS,
  });
}

/** Ends the request's cookie session (if any, of this store) and clears the cookie. */
export async function endCustomerSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  storeId: string,
): Promise<void> {
  const idHash = sessionIdHash(request);
  if (idHash) {
    await db
      .delete(customerSession)
      .where(and(eq(customerSession.storeId, storeId), eq(customerSession.idHash, idHash)));
  }
  reply.clearCookie(CUSTOMER_SESSION_COOKIE, { path: '/' });
}

/** The guest customer of a store with an email (what carts and orders of guests keep). */
export interface GuestCustomer {
  id: string;
  email: string;
}

/**
 * The store's guest customer with this email (`has_account` false), created when there is none,
 * in one statement: two checkouts with one new email at once end with one customer. Never the
 * account with that email: a shopper who is not signed in proves nothing by typing an email,
 * so their cart and order stay apart from the account (v1 does the same). The email is kept
 * trimmed and in lower case (v1 lowers it too), so `A@x.com` and `a@x.com` are one shopper.
 */
export async function guestCustomerFor(
  db: Executor,
  storeId: string,
  email: string,
): Promise<GuestCustomer> {
  // The no-op update makes RETURNING answer the existing row too.
  const result = (await db.execute(sql`
    insert into ${customer} (store_id, id, email, has_account)
    values (${storeId}, ${newId('cus')}, ${email.trim().toLowerCase()}, false)
    on conflict (store_id, lower(email), has_account) where deleted_at is null
    do update set email = ${customer}.email
    returning id, email`)) as {
    rows: Array<{ id: string; email: string }>;
  };
  const row = result.rows[0]!;
  return { id: row.id, email: row.email };
}

/**
 * Ends every cookie session of a customer (password changed or reset), but the one of `keep`,
 * the request that changed it, when given.
 */
export async function endCustomerSessions(
  db: Executor,
  storeId: string,
  customerId: string,
  keep?: FastifyRequest,
): Promise<void> {
  const kept = keep && sessionIdHash(keep);
  await db
    .delete(customerSession)
    .where(
      and(
        eq(customerSession.storeId, storeId),
        eq(customerSession.customerId, customerId),
        kept ? ne(customerSession.idHash, kept) : undefined,
      ),
    );
}

/**
 * Drops ended customer sessions and reset tokens that can no longer be used, of every store;
 * the server's hourly housekeeping calls it (main.ts).
 */
export async function pruneCustomerSessions(db: Db): Promise<void> {
  const now = new Date();
  await db.delete(customerSession).where(lt(customerSession.expiresAt, now));
  await db
    .delete(customerPasswordToken)
    .where(
      or(
        lt(customerPasswordToken.expiresAt, now),
        sql`${customerPasswordToken.usedAt} is not null`,
      ),
    );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Finds the signed-in customer of a store request (see `signedInCustomer`). */
    customerSessions: CustomerSessions;
  }
}
