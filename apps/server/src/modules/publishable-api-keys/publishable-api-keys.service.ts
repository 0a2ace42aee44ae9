import type { ListParams } from '@storedesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { distinctIds, requireAll } from '../../platform/batch.js';
import { foundIds } from '../../platform/id-checks.js';
import { findPage, listOptions, liveOf, readList, search } from '../../platform/list.js';
import type { Tx } from '../../platform/db/client.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { findKeySalesChannels } from './publishable-api-keys.repo.js';
import { publishableApiKey, publishableApiKeySalesChannel } from './publishable-api-keys.tables.js';

export type PublishableApiKeyRow = typeof publishableApiKey.$inferSelect;
const LIST = listOptions({
  defaultLimit: 20,
  sortable: {
    created_at: publishableApiKey.createdAt,
    updated_at: publishableApiKey.updatedAt,
    title: publishableApiKey.title,
  },
  defaultOrder: '-created_at',
  tieBreak: [publishableApiKey.id],
});

export function createPublishableApiKeysService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  const byId = (storeId: string, id: string) =>
    and(eq(publishableApiKey.storeId, storeId), eq(publishableApiKey.id, id));

  /** Locks and answers the store's key `id`, or fails with not_found. */
  async function findKeyForUpdate(tx: Tx, storeId: string, id: string) {
    const [row] = await tx.select().from(publishableApiKey).where(byId(storeId, id)).for('update');
    if (!row) throw notFound('PublishableApiKey', id);
    return row;
  }

  /** Fails with not_found unless every id is a live sales channel of the store. */
  async function requireChannels(tx: Tx, storeId: string, ids: readonly string[]) {
    requireAll('SalesChannel', ids, await foundIds(tx, salesChannel, storeId, ids));
  }

  return {
    /** The store's keys, newest first, searched by title. */
    async list(ctx: AdminContext, query: ListParams) {
      const list = readList(query, LIST);
      const where = and(
        liveOf(publishableApiKey, ctx.storeId),
        search(query.q, [publishableApiKey.title]),
      );
      return withTenantTx(db, ctx.storeId, (tx) => findPage(tx, publishableApiKey, where, list));
    },

    async retrieve(ctx: AdminContext, id: string) {
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx.select().from(publishableApiKey).where(byId(ctx.storeId, id)),
      );
      if (!rows[0]) throw notFound('PublishableApiKey', id);
      return rows[0];
    },

    async create(ctx: AdminContext, input: { title: string }) {
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
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [current] = await tx.select().from(publishableApiKey).where(byId(ctx.storeId, id));
        if (!current) throw notFound('PublishableApiKey', id);
        // v1 refuses a second revoke (not_allowed, 400); asking again cannot change it.
        if (current.revokedAt)
          throw new StoredeskError(
            'invalid_data',
            'This publishable API key is already revoked.',
            'already_revoked',
          );
        const rows = await tx
          .update(publishableApiKey)
          .set({ revokedAt: new Date(), revokedBy: ctx.actor.userId, updatedAt: new Date() })
          .where(byId(ctx.storeId, id))
          .returning();
        return rows[0]!;
      });
    },

    async delete(ctx: AdminContext, id: string) {
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .delete(publishableApiKey)
          .where(byId(ctx.storeId, id))
          .returning({ id: publishableApiKey.id }),
      );
      if (!rows[0]) throw notFound('PublishableApiKey', id);
    },

    /** The live sales channels the key is limited to, optionally searched by name/description. */
    async listSalesChannels(ctx: AdminContext, id: string, query: { q?: string | undefined }) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [key] = await tx.select().from(publishableApiKey).where(byId(ctx.storeId, id));
        if (!key) throw notFound('PublishableApiKey', id);
        return findKeySalesChannels(
          tx,
          ctx.storeId,
          id,
          search(query.q, [salesChannel.name, salesChannel.description]),
        );
      });
    },

    /** Limits the key to these channels too; an unknown channel changes nothing. */
    async addSalesChannels(ctx: AdminContext, id: string, items: readonly { id: string }[]) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const key = await findKeyForUpdate(tx, ctx.storeId, id);
        const ids = distinctIds(items);
        await requireChannels(tx, ctx.storeId, ids);
        await tx
          .insert(publishableApiKeySalesChannel)
          .values(
            ids.map((salesChannelId) => ({
              storeId: ctx.storeId,
              publishableKeyId: id,
              salesChannelId,
            })),
          )
          .onConflictDoNothing();
        return key;
      });
    },

    /** Lifts the key's limit to these channels; an unknown channel changes nothing. */
    async removeSalesChannels(ctx: AdminContext, id: string, items: readonly { id: string }[]) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const key = await findKeyForUpdate(tx, ctx.storeId, id);
        const ids = distinctIds(items);
        await requireChannels(tx, ctx.storeId, ids);
        await tx
          .delete(publishableApiKeySalesChannel)
          .where(
            and(
              eq(publishableApiKeySalesChannel.storeId, ctx.storeId),
              eq(publishableApiKeySalesChannel.publishableKeyId, id),
              inArray(publishableApiKeySalesChannel.salesChannelId, ids),
            ),
          );
        return key;
      });
    },
  };
}
