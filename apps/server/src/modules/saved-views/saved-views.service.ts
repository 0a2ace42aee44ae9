import { SAVED_VIEWS_PER_LIST_MAX } from '@storedesk/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { savedView } from '../products/products.tables.js';

export type SavedViewRow = typeof savedView.$inferSelect;

/**
 * A staff user's saved list views. Every read and write is limited to the caller's store and
 * to the caller: another user's view answers 404 like a missing one.
 */
export function createSavedViewsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  const mine = (ctx: AdminContext) =>
    and(eq(savedView.storeId, ctx.storeId), eq(savedView.userId, ctx.actor.userId));

  return {
    /** The caller's views of one list, oldest first. */
    async list(ctx: AdminContext, resource: string) {
      return withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .select()
          .from(savedView)
          .where(and(mine(ctx), eq(savedView.resource, resource)))
          .orderBy(asc(savedView.createdAt), asc(savedView.id)),
      );
    },

    async create(ctx: AdminContext, input: { resource: string; name: string; query: string }) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const where = and(mine(ctx), eq(savedView.resource, input.resource));
        const [total] = await tx.select({ n: count() }).from(savedView).where(where);
        if ((total?.n ?? 0) >= SAVED_VIEWS_PER_LIST_MAX) {
          // A limit, not a race: asking again cannot succeed until a view is deleted.
          throw new StoredeskError(
            'invalid_data',
            `You can keep at most ${SAVED_VIEWS_PER_LIST_MAX} saved views per list; delete one first.`,
          );
        }
        const rows = await tx
          .insert(savedView)
          .values({
            storeId: ctx.storeId,
            id: newId('view'),
            userId: ctx.actor.userId,
            resource: input.resource,
            name: input.name,
            query: input.query,
          })
          .returning();
        return rows[0]!;
      });
    },

    async delete(ctx: AdminContext, id: string) {
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .delete(savedView)
          .where(and(mine(ctx), eq(savedView.id, id)))
          .returning({ id: savedView.id }),
      );
      if (!rows[0]) throw notFound('SavedView', id);
    },
  };
}
