import type { AdminPostAnalyticsConfigReq } from '@storedesk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { analyticsConfig } from './analytics.tables.js';

export type AnalyticsConfigRow = typeof analyticsConfig.$inferSelect;

/** Opting out forces anonymize off (SPEC points 2 and 5): nothing is collected to anonymize. */
function normalise(input: AdminPostAnalyticsConfigReq, current?: AnalyticsConfigRow) {
  const optOut = input.opt_out ?? current?.optOut ?? false;
  const anonymize = optOut ? false : (input.anonymize ?? current?.anonymize ?? false);
  return { optOut, anonymize };
}

export function createAnalyticsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  const mine = (ctx: AdminContext) =>
    and(
      eq(analyticsConfig.storeId, ctx.storeId),
      eq(analyticsConfig.userId, ctx.actor.userId),
      isNull(analyticsConfig.deletedAt),
    );
  const find = async (tx: Tx, ctx: AdminContext) =>
    (await tx.select().from(analyticsConfig).where(mine(ctx)))[0];

  async function insert(tx: Tx, ctx: AdminContext, input: AdminPostAnalyticsConfigReq) {
    const rows = await tx
      .insert(analyticsConfig)
      .values({
        storeId: ctx.storeId,
        id: newId('acfg'),
        userId: ctx.actor.userId,
        ...normalise(input),
      })
      .returning();
    return rows[0]!;
  }

  return {
    async retrieve(ctx: AdminContext): Promise<AnalyticsConfigRow> {
      const found = await withTenantTx(db, ctx.storeId, (tx) => find(tx, ctx));
      if (!found) {
        throw new StoredeskError(
          'not_found',
          `No analytics config found for user with id: ${ctx.actor.userId}`,
        );
      }
      return found;
    },

    async create(
      ctx: AdminContext,
      input: AdminPostAnalyticsConfigReq,
    ): Promise<AnalyticsConfigRow> {
      try {
        return await withTenantTx(db, ctx.storeId, async (tx) => {
          if (await find(tx, ctx)) throw alreadyExists();
          return insert(tx, ctx, input);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyExists();
        throw error;
      }
    },

    /** Updates the user's config, creating it when there is none yet. */
    async update(
      ctx: AdminContext,
      input: AdminPostAnalyticsConfigReq,
    ): Promise<AnalyticsConfigRow> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const current = await find(tx, ctx);
        if (!current) return insert(tx, ctx, input);
        const rows = await tx
          .update(analyticsConfig)
          .set({ ...normalise(input, current), updatedAt: new Date() })
          .where(and(eq(analyticsConfig.storeId, ctx.storeId), eq(analyticsConfig.id, current.id)))
          .returning();
        return rows[0]!;
      });
    },
  };
}

const alreadyExists = () =>
  new StoredeskError(
    'duplicate_error',
    'You already have an analytics config: update it instead.',
    'config_exists',
  );
