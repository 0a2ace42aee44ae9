import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { findPage, listOptions, search, type Page, type Paging } from '../../platform/list.js';
import type { Executor, Tx } from '../../platform/db/client.js';
import { user, type UserRow } from '../../platform/auth/auth.tables.js';

/** User lists: oldest first by default, 50 a page. */
export const LIST = listOptions({
  defaultLimit: 50,
  sortable: {
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
  },
  defaultOrder: 'created_at',
  tieBreak: [user.id],
});

const live = (storeId: string) => and(eq(user.storeId, storeId), isNull(user.deletedAt));

export async function findById(tx: Tx, storeId: string, id: string): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(user)
    .where(and(live(storeId), eq(user.id, id)));
  return rows[0];
}

/** A page of the store's live users, oldest first, searched by email and name. */
export function findMany(
  tx: Tx,
  storeId: string,
  list: Paging & { orderBy: SQL[]; q?: string | undefined },
): Promise<Page<UserRow>> {
  const where = and(live(storeId), search(list.q, [user.email, user.firstName, user.lastName]));
  return findPage(tx, user, where, list);
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
