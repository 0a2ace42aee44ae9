import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { randomToken, sha256 } from '../crypto.js';
import { announceCommit } from '../db/tx.js';
import { session } from './auth.tables.js';
import { store } from '../tenancy/tenancy.tables.js';
import { user } from './auth.tables.js';
import type { UserRow } from './auth.tables.js';

export const SESSION_COOKIE = 'storedesk_sid';
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

export interface NewSession {
  /** Goes into the cookie; only its hash is stored. */
  cookieValue: string;
  xsrfToken: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  owner: { storeId: string; userId: string },
): Promise<NewSession> {
  const cookieValue = randomToken();
  const xsrfToken = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await db.insert(session).values({
    idHash: sha256(cookieValue),
    storeId: owner.storeId,
    userId: owner.userId,
    xsrfToken,
    expiresAt,
  });
  return { cookieValue, xsrfToken, expiresAt };
}

/** The live session for a cookie value, with its user, in one query. */
export async function findSession(
  db: Db,
  cookieValue: string,
): Promise<
  | { idHash: string; xsrfToken: string; expiresAt: Date; user: UserRow; catalogVersion: number }
  | undefined
> {
  const idHash = sha256(cookieValue);
  const rows = await db
    .select({
      xsrfToken: session.xsrfToken,
      expiresAt: session.expiresAt,
      user,
      catalogVersion: store.catalogVersion,
    })
    .from(session)
    .innerJoin(user, and(eq(user.storeId, session.storeId), eq(user.id, session.userId)))
    .innerJoin(store, eq(store.id, session.storeId))
    .where(
      and(eq(session.idHash, idHash), gt(session.expiresAt, new Date()), isNull(user.deletedAt)),
    );
  const row = rows[0];
  return row
    ? {
        idHash,
        xsrfToken: row.xsrfToken,
        expiresAt: row.expiresAt,
        user: row.user,
        catalogVersion: row.catalogVersion,
      }
    : undefined;
}

/**
 * Ends a session. Cached staff credentials of its store are dropped in this process at once
 * (and in other processes on the notification the session table's trigger sends).
 */
export async function deleteSession(db: Db, idHash: string): Promise<void> {
  const deleted = await db
    .delete(session)
    .where(eq(session.idHash, idHash))
    .returning({ storeId: session.storeId });
  for (const row of deleted) announceCommit(db, row.storeId);
}

/** Ends every session of a user (password changed, user removed); see `deleteSession`. */
export async function deleteUserSessions(db: Db, storeId: string, userId: string): Promise<void> {
  await db.delete(session).where(and(eq(session.storeId, storeId), eq(session.userId, userId)));
  announceCommit(db, storeId);
}

export async function pruneSessions(db: Db): Promise<void> {
  await db.delete(session).where(lt(session.expiresAt, new Date()));
}
