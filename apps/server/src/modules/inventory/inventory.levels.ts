import type {
  AdminPostInventoryItemsItemLocationLevelsLevelReq,
  AdminPostInventoryItemsItemLocationLevelsReq,
  DecoratedInventoryItem,
  InventoryLevel,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { requireLocation } from '../stock-locations/stock-locations.service.js';
import { atLiveLocation, decorate, liveItem, readItem, requireItem } from './inventory.shared.js';
import { inventoryItem, inventoryLevel } from './inventory.tables.js';

type CreateInput = z.output<typeof AdminPostInventoryItemsItemLocationLevelsReq>;
type UpdateInput = z.output<typeof AdminPostInventoryItemsItemLocationLevelsLevelReq>;

/**
 * An item's levels (`/admin/inventory-items/:id/location-levels`): where it is stocked and how
 * much. Hand changes with a reason go through inventory.adjustments.ts instead.
 */
export function createInventoryLevelsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /** `GET /admin/inventory-items/:id/location-levels` (v1 shape). */
    async list(
      ctx: AdminContext,
      id: string,
      locationIds: readonly string[] | undefined,
    ): Promise<{ id: string; location_levels: InventoryLevel[] }> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [row] = await tx.select().from(inventoryItem).where(liveItem(ctx.storeId, id));
        if (!row) throw notFound('InventoryItem', id);
        const [item] = await decorate(tx, ctx.storeId, [row], {
          locationIds,
          variants: false,
        });
        return { id, location_levels: item!.location_levels };
      });
    },

    /** Stocks the item at a location (once per location; v1). */
    async create(
      ctx: AdminContext,
      id: string,
      input: CreateInput,
    ): Promise<DecoratedInventoryItem> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await requireItem(tx, ctx.storeId, id);
        await requireLocation(tx, ctx.storeId, input.location_id);
        const rows = await tx
          .insert(inventoryLevel)
          .values({
            storeId: ctx.storeId,
            id: newId('ilev'),
            inventoryItemId: id,
            locationId: input.location_id,
            stockedQuantity: input.stocked_quantity,
            incomingQuantity: input.incoming_quantity ?? 0,
          })
          .onConflictDoNothing()
          .returning({ id: inventoryLevel.id });
        if (!rows[0]) {
          throw new StoredeskError(
            'conflict',
            `location_id: inventory item ${id} is already stocked at location ${input.location_id}; update that level instead.`,
            'level_exists',
          );
        }
        return readItem(tx, ctx.storeId, id);
      });
    },

    /** Sets a level's stocked and incoming quantities (a count, not a change). */
    async update(
      ctx: AdminContext,
      id: string,
      locationId: string,
      input: UpdateInput,
    ): Promise<DecoratedInventoryItem> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await requireItem(tx, ctx.storeId, id);
        const rows = await tx
          .update(inventoryLevel)
          .set({
            ...(input.stocked_quantity !== undefined && {
              stockedQuantity: input.stocked_quantity,
            }),
            ...(input.incoming_quantity !== undefined && {
              incomingQuantity: input.incoming_quantity,
            }),
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(inventoryLevel.storeId, ctx.storeId),
              eq(inventoryLevel.inventoryItemId, id),
              eq(inventoryLevel.locationId, locationId),
              atLiveLocation,
            ),
          )
          .returning({ id: inventoryLevel.id });
        if (!rows[0]) {
          throw notFound('InventoryLevel', `${id} at location ${locationId}`);
        }
        return readItem(tx, ctx.storeId, id);
      });
    },

    /** Stops stocking the item at a location; refused while anything is reserved there (v1). */
    async delete(
      ctx: AdminContext,
      id: string,
      locationId: string,
    ): Promise<DecoratedInventoryItem> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await requireItem(tx, ctx.storeId, id);
        const here = and(
          eq(inventoryLevel.storeId, ctx.storeId),
          eq(inventoryLevel.inventoryItemId, id),
          eq(inventoryLevel.locationId, locationId),
        );
        const rows = await tx
          .delete(inventoryLevel)
          .where(and(here, eq(inventoryLevel.reservedQuantity, 0)))
          .returning({ id: inventoryLevel.id });
        if (!rows[0]) {
          const [level] = await tx
            .select({ id: inventoryLevel.id })
            .from(inventoryLevel)
            .where(here);
          if (!level) throw notFound('InventoryLevel', `${id} at location ${locationId}`);
          throw new StoredeskError(
            'conflict',
            `Cannot remove the level of inventory item ${id} at location ${locationId}: some of it is reserved.`,
            'level_reserved',
          );
        }
        return readItem(tx, ctx.storeId, id);
      });
    },
  };
}
