import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/list.js';
import type { Executor, Tx } from '../../platform/db/client.js';
import { user, type UserRow } from '../../platform/auth/auth.tables.js';

const live = (storeId: string) => and(eq(user.storeId, storeId), isNull(user.deletedAt));

export async function findById(tx: Tx, storeId: string, id: string): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(user)
    .where(and(live(storeId), eq(user.id, id)));
  return rows[0];
}

export async function findMany(
  tx: Tx,
  storeId: string,
  options: { limit: number; offset: number; q?: string | undefined },
): Promise<{ rows: UserRow[]; count: number }> {
  const pattern = options.q ? containsPattern(options.q) : undefined;
  const where = pattern
    ? and(
        live(storeId),
        or(
          ilike(user.email, pattern),
          ilike(user.firstName, pattern),
          ilike(user.lastName, pattern),
        ),
      )
    : live(storeId);
  const [rows, total] = await Promise.all([
    tx
      .select()
      .from(user)
      .where(where)
      .orderBy(asc(user.createdAt), asc(user.id))
      .limit(options.limit)
      .offset(options.offset),
    tx.select({ n: count() }).from(user).where(where),
  ]);
  return { rows, count: total[0]?.n ?? 0 };
}

export async function insert(tx: Tx, row: typeof user.$inferInsert): Promise<UserRow> {
  const rows = await tx.insert(user).values(row).returning();
  return rows[0]!;
}

export async function update(
  tx: Tx,
  storeId: string,
  id: string,
  values: Partial<typeof user.$inferInsert>,
): Promise<UserRow | undefined> {
  const rows = await tx
    .update(user)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(storeId), eq(user.id, id)))
    .returning();
  return rows[0];
}

export async function countAdmins(tx: Tx, storeId: string): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(user)
    .where(and(live(storeId), eq(user.role, 'admin')));
  return rows[0]?.n ?? 0;
}

/** Platform read: the live user with this email in any organisation (emails are unique). */
export async function findByEmailAnyStore(
  tx: Executor,
  email: string,
): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, isNull(user.deletedAt)));
  return rows[0];
}

/** Platform read: the live user owning this API token hash. */
export async function findByApiTokenHash(tx: Tx, hash: string): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(user)
    .where(and(eq(user.apiTokenHash, hash), isNull(user.deletedAt)));
  return rows[0];
}
