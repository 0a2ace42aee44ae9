import type {
  AdminGetInventoryAdjustmentsParams,
  AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq,
  DecoratedInventoryItem,
} from '@storedesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { findPage, readList } from '../../platform/list.js';
import { toAdjustment } from './inventory.mapper.js';
import { readItem, requireItem } from './inventory.shared.js';
import { adjustStock } from '../stock/stock.js';
import { inventoryAdjustment } from './inventory.tables.js';

type AdjustInput = z.output<typeof AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq>;
type HistoryQuery = z.output<typeof AdminGetInventoryAdjustmentsParams>;

/**
 * Stock counted or changed by hand at a level, each change kept with its reason (ours besides
 * v1: `.../location-levels/:location_id/adjust` and `/admin/inventory-items/:id/adjustments`).
 * The stock math, which never takes a level below zero, is adjustStock in stock/stock.ts.
 */
export function createInventoryAdjustmentsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /** Sets or changes the stocked quantity by hand, with a reason kept in the history. */
    async adjust(
      ctx: AdminContext,
      id: string,
      locationId: string,
      input: AdjustInput,
    ): Promise<DecoratedInventoryItem> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await requireItem(tx, ctx.storeId, id);
        await adjustStock(tx, ctx.storeId, {
          inventoryItemId: id,
          locationId,
          mode: input.mode,
          quantity: input.quantity,
          reason: input.reason,
          note: input.note,
          createdBy: ctx.actor.userId,
        });
        return readItem(tx, ctx.storeId, id);
      });
    },

    /** The item's adjustment history, newest first. */
    async list(ctx: AdminContext, id: string, query: HistoryQuery) {
      const list = readList(query, {
        defaultLimit: 20,
        sortable: { created_at: inventoryAdjustment.createdAt },
        defaultOrder: '-created_at',
        tieBreak: [inventoryAdjustment.id],
      });
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await requireItem(tx, ctx.storeId, id);
        const page = await findPage(
          tx,
          inventoryAdjustment,
          and(
            eq(inventoryAdjustment.storeId, ctx.storeId),
            eq(inventoryAdjustment.inventoryItemId, id),
            query.location_id?.length
              ? inArray(inventoryAdjustment.locationId, query.location_id)
              : undefined,
          ),
          list,
        );
        return { ...page, rows: page.rows.map(toAdjustment) };
      });
    },
  };
}
