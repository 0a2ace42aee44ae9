import type { SalesChannel, SalesChannelLocation } from '@storedesk/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { iso } from '../../platform/dates.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { notFound } from '../../platform/errors.js';
import { toSalesChannel } from '../sales-channels/sales-channels.mapper.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { requireLocation } from './stock-locations.service.js';
import { salesChannelStockLocation, stockLocation } from './stock-locations.tables.js';

/**
 * Which stock locations serve a sales channel (`/admin/sales-channels/:id/stock-locations`, v1):
 * the channel's shoppers see and buy the stock kept there. The link is the stock locations'
 * (its table is theirs, and they sit above sales channels): channel-locations.routes.ts serves
 * those two routes, and app.ts hands `withLocations` to the sales channels' reads for
 * `expand=locations`, so sales channels import nothing of stock locations.
 */

const liveChannel = (storeId: string, id: string) =>
  and(eq(salesChannel.storeId, storeId), eq(salesChannel.id, id), isNull(salesChannel.deletedAt));

/** The locations serving each channel (live ones), in one query, as v1's `locations`. */
export async function locationsOfChannels(
  tx: Tx,
  storeId: string,
  channelIds: readonly string[],
): Promise<Map<string, SalesChannelLocation[]>> {
  const byChannel = new Map<string, SalesChannelLocation[]>(channelIds.map((id) => [id, []]));
  if (channelIds.length === 0) return byChannel;
  const rows = await tx
    .select({
      channelId: salesChannelStockLocation.salesChannelId,
      locationId: salesChannelStockLocation.locationId,
      createdAt: salesChannelStockLocation.createdAt,
    })
    .from(salesChannelStockLocation)
    .innerJoin(
      stockLocation,
      and(
        eq(stockLocation.storeId, salesChannelStockLocation.storeId),
        eq(stockLocation.id, salesChannelStockLocation.locationId),
        isNull(stockLocation.deletedAt),
      ),
    )
    .where(
      and(
        eq(salesChannelStockLocation.storeId, storeId),
        inArray(salesChannelStockLocation.salesChannelId, [...channelIds]),
      ),
    )
    .orderBy(asc(salesChannelStockLocation.createdAt), asc(salesChannelStockLocation.locationId));
  for (const row of rows) {
    byChannel.get(row.channelId)?.push({
      sales_channel_id: row.channelId,
      location_id: row.locationId,
      created_at: iso(row.createdAt),
      updated_at: iso(row.createdAt),
      deleted_at: null,
    });
  }
  return byChannel;
}

export function createSalesChannelLocationsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  /** Locks the channel and checks the location, both live ones of the store. */
  async function both(tx: Tx, storeId: string, channelId: string, locationId: string) {
    const [channel] = await tx
      .select()
      .from(salesChannel)
      .where(liveChannel(storeId, channelId))
      .for('update');
    if (!channel) throw notFound('SalesChannel', channelId);
    await requireLocation(tx, storeId, locationId);
    return channel;
  }

  return {
    /** The channel sells the location's stock (linking twice changes nothing). */
    async addLocation(
      ctx: AdminContext,
      channelId: string,
      locationId: string,
    ): Promise<SalesChannel> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const channel = await both(tx, ctx.storeId, channelId, locationId);
        await tx
          .insert(salesChannelStockLocation)
          .values({ storeId: ctx.storeId, salesChannelId: channelId, locationId })
          .onConflictDoNothing();
        const locations = await locationsOfChannels(tx, ctx.storeId, [channelId]);
        return { ...toSalesChannel(channel), locations: locations.get(channelId) ?? [] };
      });
    },

    /** The channel stops selling the location's stock; the location and its stock stay. */
    async removeLocation(ctx: AdminContext, channelId: string, locationId: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await both(tx, ctx.storeId, channelId, locationId);
        await tx
          .delete(salesChannelStockLocation)
          .where(
            and(
              eq(salesChannelStockLocation.storeId, ctx.storeId),
              eq(salesChannelStockLocation.salesChannelId, channelId),
              eq(salesChannelStockLocation.locationId, locationId),
            ),
          );
      });
    },

    /** `expand=locations` on channel reads: each channel with its locations. */
    async withLocations(ctx: AdminContext, channels: SalesChannel[]): Promise<SalesChannel[]> {
      const locations = await withTenantTx(db, ctx.storeId, (tx) =>
        locationsOfChannels(
          tx,
          ctx.storeId,
          channels.map((channel) => channel.id),
        ),
      );
      return channels.map((channel) => ({
        ...channel,
        locations: locations.get(channel.id) ?? [],
      }));
    },
  };
}
