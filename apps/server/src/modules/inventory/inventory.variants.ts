import type { VariantInventory } from '@storedesk/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { notFound } from '../../platform/errors.js';
import { liveOf } from '../../platform/list.js';
import { productVariant } from '../products/products.tables.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { salesChannelStockLocation } from '../stock-locations/stock-locations.tables.js';
import { decorate } from './inventory.shared.js';
import { inventoryItem, variantInventoryItem } from './inventory.tables.js';

/** A variant's stock as the admin sees it: its items, their levels, and what each channel sells. */
export function createVariantInventoryService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    /**
     * `GET /admin/variants/:id/inventory` (v1): the variant's items with their levels, and for
     * every sales channel what it can sell of the variant (its locations' available stock).
     */
    async retrieve(ctx: AdminContext, variantId: string): Promise<VariantInventory> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const [variant] = await tx
          .select({ id: productVariant.id })
          .from(productVariant)
          .where(and(liveOf(productVariant, ctx.storeId), eq(productVariant.id, variantId)));
        if (!variant) throw notFound('ProductVariant', variantId);
        const linked = await tx
          .select({ item: inventoryItem, required: variantInventoryItem.requiredQuantity })
          .from(variantInventoryItem)
          .innerJoin(
            inventoryItem,
            and(
              eq(inventoryItem.storeId, variantInventoryItem.storeId),
              eq(inventoryItem.id, variantInventoryItem.inventoryItemId),
              isNull(inventoryItem.deletedAt),
            ),
          )
          .where(
            and(
              eq(variantInventoryItem.storeId, ctx.storeId),
              eq(variantInventoryItem.variantId, variantId),
            ),
          );
        const inventory = (
          await decorate(
            tx,
            ctx.storeId,
            linked.map((entry) => entry.item),
            { variants: false },
          )
        ).map(({ variants: _variants, ...item }) => item);
        if (inventory.length === 0)
          return { id: variantId, inventory, sales_channel_availability: [] };
        // Every live channel with its location ids in one statement (locationsOfChannels would
        // need the channels first). A link to a deleted location does no harm: `inventory` has
        // no level there.
        const channels = await tx
          .select({
            id: salesChannel.id,
            name: salesChannel.name,
            locations: sql<string[]>`coalesce(array_agg(${salesChannelStockLocation.locationId})
              FILTER (WHERE ${salesChannelStockLocation.locationId} IS NOT NULL), '{}')`,
          })
          .from(salesChannel)
          .leftJoin(
            salesChannelStockLocation,
            and(
              eq(salesChannelStockLocation.storeId, salesChannel.storeId),
              eq(salesChannelStockLocation.salesChannelId, salesChannel.id),
            ),
          )
          .where(liveOf(salesChannel, ctx.storeId))
          .groupBy(salesChannel.id, salesChannel.name, salesChannel.createdAt)
          .orderBy(asc(salesChannel.createdAt), asc(salesChannel.id));
        return {
          id: variantId,
          inventory,
          sales_channel_availability: channels.map((channel) => ({
            channel_name: channel.name,
            channel_id: channel.id,
            // What the channel can sell: the fewest variants any of the items allows.
            available_quantity: Math.min(
              ...inventory.map((item, index) => {
                const sum = item.location_levels
                  .filter((level) => channel.locations.includes(level.location_id))
                  .reduce((total, level) => total + level.available_quantity, 0);
                return Math.floor(sum / (linked[index]!.required || 1));
              }),
            ),
          })),
        };
      });
    },
  };
}
