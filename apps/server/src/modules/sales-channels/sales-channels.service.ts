import type {
  AdminGetSalesChannelsParams as ParamsSchema,
  AdminPostSalesChannelsReq,
  AdminPostSalesChannelsSalesChannelReq,
  SALES_CHANNEL_ORDER_FIELDS,
} from '@storedesk/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { distinctIds, requireAll } from '../../platform/batch.js';
import { foundIds } from '../../platform/id-checks.js';
import {
  findPage,
  listOptions,
  liveOf,
  readList,
  search,
  timestampFilters,
} from '../../platform/list.js';
import { product, productSalesChannel } from '../products/products.tables.js';
import { publishableApiKeySalesChannel } from '../publishable-api-keys/publishable-api-keys.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { salesChannel } from './sales-channels.tables.js';

export type SalesChannelRow = typeof salesChannel.$inferSelect;
type ListQuery = z.output<typeof ParamsSchema>;
type CreateInput = z.output<typeof AdminPostSalesChannelsReq>;
type UpdateInput = z.output<typeof AdminPostSalesChannelsSalesChannelReq>;

const LIST = listOptions<(typeof SALES_CHANNEL_ORDER_FIELDS)[number]>({
  defaultLimit: 20,
  sortable: {
    name: salesChannel.name,
    created_at: salesChannel.createdAt,
    updated_at: salesChannel.updatedAt,
  },
  defaultOrder: '-created_at',
  tieBreak: [salesChannel.id],
});

/** A live (not deleted) sales channel of the store, by id. */
export const liveChannel = (storeId: string, id: string) =>
  and(eq(salesChannel.storeId, storeId), eq(salesChannel.id, id), isNull(salesChannel.deletedAt));

/** Locks and answers the store's live channel `id`, or fails with not_found. */
async function findChannelForUpdate(tx: Tx, storeId: string, id: string) {
  const [row] = await tx.select().from(salesChannel).where(liveChannel(storeId, id)).for('update');
  if (!row) throw notFound('SalesChannel', id);
  return row;
}

/** Fails with not_found unless every id is a live product of the store. */
async function requireProducts(tx: Tx, storeId: string, ids: readonly string[]) {
  requireAll('Product', ids, await foundIds(tx, product, storeId, ids));
}

async function linkProducts(tx: Tx, storeId: string, channelId: string, ids: readonly string[]) {
  await requireProducts(tx, storeId, ids);
  await tx
    .insert(productSalesChannel)
    .values(ids.map((productId) => ({ storeId, productId, salesChannelId: channelId })))
    .onConflictDoNothing();
}

/** Stops selling the given products (all of them without ids) through the channel. */
async function unlinkProducts(tx: Tx, storeId: string, channelId: string, ids?: readonly string[]) {
  await tx
    .delete(productSalesChannel)
    .where(
      and(
        eq(productSalesChannel.storeId, storeId),
        eq(productSalesChannel.salesChannelId, channelId),
        ids ? inArray(productSalesChannel.productId, [...ids]) : undefined,
      ),
    );
}

export function createSalesChannelsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    async list(ctx: AdminContext, query: ListQuery) {
      const where = and(
        liveOf(salesChannel, ctx.storeId),
        search(query.q, [salesChannel.name, salesChannel.description]),
        query.name !== undefined ? eq(salesChannel.name, query.name) : undefined,
        query.id?.length ? inArray(salesChannel.id, query.id) : undefined,
        ...timestampFilters(salesChannel, query),
      );
      const list = readList(query, LIST);
      return withTenantTx(db, ctx.storeId, (tx) => findPage(tx, salesChannel, where, list));
    },

    async retrieve(ctx: AdminContext, id: string): Promise<SalesChannelRow> {
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx.select().from(salesChannel).where(liveChannel(ctx.storeId, id)),
      );
      if (!rows[0]) throw notFound('SalesChannel', id);
      return rows[0];
    },

    /** Creates the channel and, when given, links its first products, all or nothing. */
    async create(ctx: AdminContext, input: CreateInput): Promise<SalesChannelRow> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [row] = await tx
          .insert(salesChannel)
          .values({
            storeId: ctx.storeId,
            id: newId('sc'),
            name: input.name,
            description: input.description ?? null,
            isDisabled: input.is_disabled ?? false,
            metadata: input.metadata ?? null,
          })
          .returning();
        if (input.products?.length) {
          await linkProducts(tx, ctx.storeId, row!.id, distinctIds(input.products));
        }
        return row!;
      });
    },

    async update(ctx: AdminContext, id: string, input: UpdateInput): Promise<SalesChannelRow> {
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .update(salesChannel)
          .set({
            ...(input.name !== undefined && { name: input.name }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.is_disabled !== undefined && { isDisabled: input.is_disabled }),
            ...(input.metadata !== undefined && { metadata: input.metadata }),
            updatedAt: new Date(),
          })
          .where(liveChannel(ctx.storeId, id))
          .returning(),
      );
      if (!rows[0]) throw notFound('SalesChannel', id);
      return rows[0];
    },

    /**
     * Soft-deletes the channel and removes its product and publishable key links. The store's
     * default channel stays.
     */
    async delete(ctx: AdminContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await findChannelForUpdate(tx, ctx.storeId, id);
        const [owner] = await tx
          .select({ defaultSalesChannelId: store.defaultSalesChannelId })
          .from(store)
          .where(eq(store.id, ctx.storeId));
        if (owner?.defaultSalesChannelId === id) {
          throw new StoredeskError(
            'invalid_data',
            "The store's default sales channel cannot be deleted; make another channel the default first.",
            'default_sales_channel',
          );
        }
        await unlinkProducts(tx, ctx.storeId, id);
        await tx
          .delete(publishableApiKeySalesChannel)
          .where(
            and(
              eq(publishableApiKeySalesChannel.storeId, ctx.storeId),
              eq(publishableApiKeySalesChannel.salesChannelId, id),
            ),
          );
        await tx
          .update(salesChannel)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(liveChannel(ctx.storeId, id));
      });
    },

    /** Sells the products through the channel; an unknown product changes nothing. */
    async addProducts(ctx: AdminContext, id: string, items: readonly { id: string }[]) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const channel = await findChannelForUpdate(tx, ctx.storeId, id);
        await linkProducts(tx, ctx.storeId, id, distinctIds(items));
        return channel;
      });
    },

    /** Stops selling the products through the channel; an unknown product changes nothing. */
    async removeProducts(ctx: AdminContext, id: string, items: readonly { id: string }[]) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const channel = await findChannelForUpdate(tx, ctx.storeId, id);
        const ids = distinctIds(items);
        await requireProducts(tx, ctx.storeId, ids);
        await unlinkProducts(tx, ctx.storeId, id, ids);
        return channel;
      });
    },
  };
}
