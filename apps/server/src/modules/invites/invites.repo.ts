import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { invite } from './invites.tables.js';

export type InviteRow = typeof invite.$inferSelect;

const live = (storeId: string) => and(eq(invite.storeId, storeId), isNull(invite.deletedAt));

export async function findById(
  tx: Tx,
  storeId: string,
  id: string,
): Promise<InviteRow | undefined> {
  const rows = await tx
    .select()
    .from(invite)
    .where(and(live(storeId), eq(invite.id, id)));
  return rows[0];
}

export async function findMany(tx: Tx, storeId: string): Promise<InviteRow[]> {
  return tx
    .select()
    .from(invite)
    .where(live(storeId))
    .orderBy(desc(invite.createdAt), desc(invite.id));
}

export async function insert(tx: Tx, row: typeof invite.$inferInsert): Promise<InviteRow> {
  const rows = await tx.insert(invite).values(row).returning();
  return rows[0]!;
}

export async function update(
  tx: Tx,
  storeId: string,
  id: string,
  values: Partial<typeof invite.$inferInsert>,
): Promise<InviteRow | undefined> {
  const rows = await tx
    .update(invite)
    .set({ ...values, updatedAt: new Date() })
    .where(and(live(storeId), eq(invite.id, id)))
    .returning();
  return rows[0];
}

/** Removes any pending invite for an email, so a new one replaces it. */
export async function removePendingFor(tx: Tx, storeId: string, email: string): Promise<void> {
  await tx
    .update(invite)
    .set({ deletedAt: new Date() })
    .where(and(live(storeId), eq(invite.userEmail, email), eq(invite.accepted, false)));
}

/** Platform read: the invite behind a token, in whatever store it belongs to. */
export async function findByTokenHash(tx: Tx, tokenHash: string): Promise<InviteRow | undefined> {
  const rows = await tx
    .select()
    .from(invite)
    .where(and(eq(invite.tokenHash, tokenHash), isNull(invite.deletedAt)));
  return rows[0];
}
