import type { ListParams } from '@storedesk/contract';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { requireRole, type AdminContext, type AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { publishableApiKey } from './publishable-api-keys.tables.js';

export type PublishableApiKeyRow = typeof publishableApiKey.$inferSelect;
const DEFAULT_LIMIT = 20;

export function createPublishableApiKeysService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  const byId = (storeId: string, id: string) =>
    and(eq(publishableApiKey.storeId, storeId), eq(publishableApiKey.id, id));
  const writers = ['admin', 'developer'] as const;

  return {
    async list(ctx: AdminContext, query: ListParams) {
      const limit = query.limit ?? DEFAULT_LIMIT;
      const offset = query.offset ?? 0;
      const where = query.q
        ? and(
            eq(publishableApiKey.storeId, ctx.storeId),
            ilike(publishableApiKey.title, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          )
        : eq(publishableApiKey.storeId, ctx.storeId);
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const rows = await tx
          .select()
          .from(publishableApiKey)
          .where(where)
          .orderBy(desc(publishableApiKey.createdAt), desc(publishableApiKey.id))
          .limit(limit)
          .offset(offset);
        const total = await tx.select({ n: count() }).from(publishableApiKey).where(where);
        return { rows, count: total[0]?.n ?? 0, limit, offset };
      });
    },

    async retrieve(ctx: AdminContext, id: string) {
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx.select().from(publishableApiKey).where(byId(ctx.storeId, id)),
      );
      if (!rows[0]) throw notFound('PublishableApiKey', id);
      return rows[0];
    },

    async create(ctx: AdminContext, input: { title: string }) {
      requireRole(ctx, [...writers], 'create publishable API keys');
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const rows = await tx
          .insert(publishableApiKey)
          .values({
            storeId: ctx.storeId,
            id: newId('pk'),
            title: input.title,
            createdBy: ctx.actor.userId,
          })
          .returning();
        return rows[0]!;
      });
    },

    async update(ctx: AdminContext, id: string, input: { title: string }) {
      requireRole(ctx, [...writers], 'change publishable API keys');
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .update(publishableApiKey)
          .set({ title: input.title, updatedAt: new Date() })
          .where(byId(ctx.storeId, id))
          .returning(),
      );
      if (!rows[0]) throw notFound('PublishableApiKey', id);
      return rows[0];
    },

    async revoke(ctx: AdminContext, id: string) {
      requireRole(ctx, [...writers], 'revoke publishable API keys');
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [current] = await tx.select().from(publishableApiKey).where(byId(ctx.storeId, id));
        if (!current) throw notFound('PublishableApiKey', id);
        if (current.revokedAt)
          throw new StoredeskError('conflict', 'This publishable API key is already revoked.');
        const rows = await tx
          .update(publishableApiKey)
          .set({ revokedAt: new Date(), revokedBy: ctx.actor.userId, updatedAt: new Date() })
          .where(byId(ctx.storeId, id))
          .returning();
        return rows[0]!;
      });
    },

    async delete(ctx: AdminContext, id: string) {
      requireRole(ctx, [...writers], 'delete publishable API keys');
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .delete(publishableApiKey)
          .where(byId(ctx.storeId, id))
          .returning({ id: publishableApiKey.id }),
      );
      if (!rows[0]) throw notFound('PublishableApiKey', id);
    },
  };
}
