import type {
  AdminGetInventoryAdjustmentsParams,
  AdminGetInventoryItemsParams,
  AdminPostInventoryItemsInventoryItemReq,
  AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq,
  AdminPostInventoryItemsItemLocationLevelsLevelReq,
  AdminPostInventoryItemsItemLocationLevelsReq,
  AdminPostInventoryItemsReq,
  DecoratedInventoryItem,
  InventoryLevel,
  QuantityFilter,
  VariantInventory,
  VariantWithProduct,
} from '@storedesk/contract';
import { INVENTORY_ITEMS_DEFAULT_LIMIT, INVENTORY_ITEM_RELATIONS } from '@storedesk/contract';
import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { uniqueViolationOf } from '../../platform/db/errors.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  findPage,
  listOptions,
  liveOf,
  readList,
  search,
  timestampFilters,
  type Page,
} from '../../platform/list.js';
import { toProductSummary, toVariant } from '../products/products.mapper.js';
import { product, productVariant } from '../products/products.tables.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import {
  salesChannelStockLocation,
  stockLocation,
} from '../stock-locations/stock-locations.tables.js';
import {
  toAdjustment,
  toInventoryItem,
  toInventoryLevel,
  type InventoryItemRow,
} from './inventory.mapper.js';
import { adjustStock, variantInventoryQuantity } from './inventory.stock.js';
import {
  inventoryAdjustment,
  inventoryItem,
  inventoryLevel,
  variantInventoryItem,
} from './inventory.tables.js';

type ListQuery = z.output<typeof AdminGetInventoryItemsParams>;
type CreateInput = z.output<typeof AdminPostInventoryItemsReq>;
type UpdateInput = z.output<typeof AdminPostInventoryItemsInventoryItemReq>;
type LevelCreateInput = z.output<typeof AdminPostInventoryItemsItemLocationLevelsReq>;
type LevelUpdateInput = z.output<typeof AdminPostInventoryItemsItemLocationLevelsLevelReq>;
type AdjustInput = z.output<typeof AdminPostInventoryItemsItemLocationLevelsLevelAdjustReq>;
type AdjustmentsQuery = z.output<typeof AdminGetInventoryAdjustmentsParams>;

const LIST = listOptions({
  defaultLimit: INVENTORY_ITEMS_DEFAULT_LIMIT,
  sortable: {
    sku: inventoryItem.sku,
    title: inventoryItem.title,
    created_at: inventoryItem.createdAt,
    updated_at: inventoryItem.updatedAt,
  },
  defaultOrder: '-created_at',
  tieBreak: [inventoryItem.id],
  relations: INVENTORY_ITEM_RELATIONS,
});

const liveItem = (storeId: string, id: string) =>
  and(liveOf(inventoryItem, storeId), eq(inventoryItem.id, id));

/** The level lies at a live location (levels of a deleted location are not counted). */
const atLiveLocation = sql`EXISTS (SELECT 1 FROM ${stockLocation} WHERE ${stockLocation.storeId} = ${inventoryLevel.storeId}
  AND ${stockLocation.id} = ${inventoryLevel.locationId} AND ${stockLocation.deletedAt} IS NULL)`;

/** `quantity[lt]=5` and friends on a SQL number. */
function quantityConditions(value: SQL, filter: QuantityFilter | undefined): SQL[] {
  if (!filter) return [];
  const ops = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;
  return (Object.keys(ops) as (keyof typeof ops)[])
    .filter((key) => filter[key] !== undefined)
    .map((key) => sql`${value} ${sql.raw(ops[key])} ${filter[key]}`);
}

/** Column values of an item create or update (only what was given). */
function itemColumns(input: UpdateInput): Partial<typeof inventoryItem.$inferInsert> {
  const columns: Partial<typeof inventoryItem.$inferInsert> = {};
  if (input.sku !== undefined) columns.sku = input.sku;
  if (input.hs_code !== undefined) columns.hsCode = input.hs_code;
  if (input.origin_country !== undefined) columns.originCountry = input.origin_country;
  if (input.mid_code !== undefined) columns.midCode = input.mid_code;
  if (input.material !== undefined) columns.material = input.material;
  if (input.weight !== undefined) columns.weight = input.weight;
  if (input.length !== undefined) columns.length = input.length;
  if (input.height !== undefined) columns.height = input.height;
  if (input.width !== undefined) columns.width = input.width;
  if (input.title !== undefined) columns.title = input.title;
  if (input.description !== undefined) columns.description = input.description;
  if (input.thumbnail !== undefined) columns.thumbnail = input.thumbnail;
  if (input.requires_shipping !== undefined) columns.requiresShipping = input.requires_shipping;
  if (input.metadata !== undefined) columns.metadata = input.metadata;
  return columns;
}

/** A taken SKU is a 409 naming the field (two items of a store never share one). */
async function skuGuarded<T>(work: () => Promise<T>, sku: string | null | undefined): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationOf(error)?.constraint === 'inventory_item_sku_idx') {
      throw new StoredeskError(
        'conflict',
        `sku: an inventory item with SKU ${sku ?? ''} already exists in this store.`,
        'duplicate_sku',
      );
    }
    throw error;
  }
}

/**
 * Items with their levels (only at `locationIds` when given, at live locations), the totals of
 * those levels and the variants they belong to (each with its product): one query per relation
 * for the whole page.
 */
async function decorate(
  tx: Tx,
  storeId: string,
  items: readonly InventoryItemRow[],
  options: { locationIds?: readonly string[] | undefined; variants: boolean },
): Promise<DecoratedInventoryItem[]> {
  const ids = items.map((item) => item.id);
  const levels = ids.length
    ? await tx
        .select({ level: inventoryLevel })
        .from(inventoryLevel)
        .innerJoin(
          stockLocation,
          and(
            eq(stockLocation.storeId, inventoryLevel.storeId),
            eq(stockLocation.id, inventoryLevel.locationId),
            isNull(stockLocation.deletedAt),
          ),
        )
        .where(
          and(
            eq(inventoryLevel.storeId, storeId),
            inArray(inventoryLevel.inventoryItemId, ids),
            options.locationIds?.length
              ? inArray(inventoryLevel.locationId, [...options.locationIds])
              : undefined,
          ),
        )
        .orderBy(asc(stockLocation.createdAt), asc(stockLocation.id))
    : [];
  const variants =
    options.variants && ids.length
      ? await tx
          .select({
            itemId: variantInventoryItem.inventoryItemId,
            variant: {
              ...getTableColumns(productVariant),
              inventoryQuantity: variantInventoryQuantity(storeId),
            },
            product,
          })
          .from(variantInventoryItem)
          .innerJoin(
            productVariant,
            and(
              eq(productVariant.storeId, variantInventoryItem.storeId),
              eq(productVariant.id, variantInventoryItem.variantId),
              isNull(productVariant.deletedAt),
            ),
          )
          .innerJoin(
            product,
            and(
              eq(product.storeId, productVariant.storeId),
              eq(product.id, productVariant.productId),
            ),
          )
          .where(
            and(
              eq(variantInventoryItem.storeId, storeId),
              inArray(variantInventoryItem.inventoryItemId, ids),
            ),
          )
          .orderBy(asc(productVariant.variantRank), asc(productVariant.id))
      : [];
  return items.map((item) => {
    const own: InventoryLevel[] = levels
      .filter(({ level }) => level.inventoryItemId === item.id)
      .map(({ level }) => toInventoryLevel(level));
    const decorated: DecoratedInventoryItem = {
      ...toInventoryItem(item),
      location_levels: own,
      stocked_quantity: own.reduce((sum, level) => sum + level.stocked_quantity, 0),
      reserved_quantity: own.reduce((sum, level) => sum + level.reserved_quantity, 0),
    };
    if (options.variants) {
      decorated.variants = variants
        .filter((entry) => entry.itemId === item.id)
        .map((entry): VariantWithProduct => ({
          ...toVariant(entry.variant),
          product: toProductSummary(entry.product),
        }));
    }
    return decorated;
  });
}

export function createInventoryService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  async function readItem(tx: Tx, storeId: string, id: string): Promise<DecoratedInventoryItem> {
    const [row] = await tx.select().from(inventoryItem).where(liveItem(storeId, id));
    if (!row) throw notFound('InventoryItem', id);
    return (await decorate(tx, storeId, [row], { variants: true }))[0]!;
  }

  /** Fails with not_found unless the item is a live one of the store. */
  async function requireItem(tx: Tx, storeId: string, id: string): Promise<void> {
    const [row] = await tx
      .select({ id: inventoryItem.id })
      .from(inventoryItem)
      .where(liveItem(storeId, id));
    if (!row) throw notFound('InventoryItem', id);
  }

  async function requireLocation(tx: Tx, storeId: string, id: string): Promise<void> {
    const [row] = await tx
      .select({ id: stockLocation.id })
      .from(stockLocation)
      .where(and(liveOf(stockLocation, storeId), eq(stockLocation.id, id)));
    if (!row) throw notFound('StockLocation', id);
  }

  return {
    /**
     * `GET /admin/inventory-items`: a page of items with their levels, totals and variants.
     * `location_id` keeps items stocked at those locations and shows only those levels;
     * `quantity[lt]=n` (low stock) compares the available quantity over the shown levels.
     */
    async list(ctx: AdminContext, query: ListQuery): Promise<Page<DecoratedInventoryItem>> {
      const list = readList(query, LIST);
      const locationIds = query.location_id?.length ? query.location_id : undefined;
      const levelsOfItem = and(
        sql`${inventoryLevel.storeId} = ${inventoryItem.storeId}`,
        sql`${inventoryLevel.inventoryItemId} = ${inventoryItem.id}`,
        atLiveLocation,
        locationIds ? inArray(inventoryLevel.locationId, locationIds) : undefined,
      );
      const available = sql`(SELECT coalesce(sum(${inventoryLevel.stockedQuantity} - ${inventoryLevel.reservedQuantity}), 0)
        FROM ${inventoryLevel} WHERE ${levelsOfItem})`;
      const where = and(
        liveOf(inventoryItem, ctx.storeId),
        search(list.q, [inventoryItem.sku, inventoryItem.title, inventoryItem.description]),
        query.id?.length ? inArray(inventoryItem.id, query.id) : undefined,
        query.sku?.length ? inArray(inventoryItem.sku, query.sku) : undefined,
        query.origin_country?.length
          ? inArray(inventoryItem.originCountry, query.origin_country)
          : undefined,
        query.mid_code?.length ? inArray(inventoryItem.midCode, query.mid_code) : undefined,
        query.material?.length ? inArray(inventoryItem.material, query.material) : undefined,
        query.hs_code?.length ? inArray(inventoryItem.hsCode, query.hs_code) : undefined,
        query.requires_shipping !== undefined
          ? eq(inventoryItem.requiresShipping, query.requires_shipping)
          : undefined,
        locationIds
          ? sql`EXISTS (SELECT 1 FROM ${inventoryLevel} WHERE ${levelsOfItem})`
          : undefined,
        query.variant_id?.length
          ? sql`EXISTS (SELECT 1 FROM ${variantInventoryItem}
              WHERE ${variantInventoryItem.storeId} = ${inventoryItem.storeId}
                AND ${variantInventoryItem.inventoryItemId} = ${inventoryItem.id}
                AND ${inArray(variantInventoryItem.variantId, query.variant_id)})`
          : undefined,
        ...quantityConditions(available, query.quantity),
        ...timestampFilters(inventoryItem, query),
      );
      const withVariants =
        list.expand === undefined ||
        list.expand.includes('variants') ||
        list.expand.includes('variants.product');
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const page = await findPage(tx, inventoryItem, where, list);
        return {
          ...page,
          rows: await decorate(tx, ctx.storeId, page.rows, { locationIds, variants: withVariants }),
        };
      });
    },

    retrieve(ctx: AdminContext, id: string): Promise<DecoratedInventoryItem> {
      return withTenantTx(db, ctx.storeId, (tx) => readItem(tx, ctx.storeId, id));
    },

    /** Creates an item; with `variant_id` it becomes that variant's (which must have none). */
    async create(ctx: AdminContext, input: CreateInput): Promise<DecoratedInventoryItem> {
      const { variant_id: variantId, ...fields } = input;
      return skuGuarded(
        () =>
          withTenantTx(db, ctx.storeId, async (tx) => {
            if (variantId) {
              const [variant] = await tx
                .select({ id: productVariant.id })
                .from(productVariant)
                .where(and(liveOf(productVariant, ctx.storeId), eq(productVariant.id, variantId)));
              if (!variant) {
                throw new StoredeskError(
                  'not_found',
                  `variant_id: ProductVariant with id ${variantId} was not found`,
                );
              }
            }
            const id = newId('iitem');
            await tx
              .insert(inventoryItem)
              .values({ storeId: ctx.storeId, id, ...itemColumns(fields) });
            if (variantId) {
              const linked = await tx
                .insert(variantInventoryItem)
                .values({
                  storeId: ctx.storeId,
                  id: newId('pvitem'),
                  variantId,
                  inventoryItemId: id,
                })
                .onConflictDoNothing()
                .returning({ id: variantInventoryItem.id });
              if (!linked[0]) {
                throw new StoredeskError(
                  'conflict',
                  `variant_id: variant ${variantId} already has an inventory item.`,
                  'variant_has_item',
                );
              }
            }
            return readItem(tx, ctx.storeId, id);
          }),
        fields.sku,
      );
    },

    async update(
      ctx: AdminContext,
      id: string,
      input: UpdateInput,
    ): Promise<DecoratedInventoryItem> {
      return skuGuarded(
        () =>
          withTenantTx(db, ctx.storeId, async (tx) => {
            const rows = await tx
              .update(inventoryItem)
              .set({ ...itemColumns(input), updatedAt: new Date() })
              .where(liveItem(ctx.storeId, id))
              .returning({ id: inventoryItem.id });
            if (!rows[0]) throw notFound('InventoryItem', id);
            return readItem(tx, ctx.storeId, id);
          }),
        input.sku,
      );
    },

    /**
     * Deletes (soft) an item that holds no reservation, with its levels and its link to a
     * variant (which then has no stock of its own until it gets an item again).
     */
    async delete(ctx: AdminContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        const rows = await tx
          .update(inventoryItem)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              liveItem(ctx.storeId, id),
              sql`NOT EXISTS (SELECT 1 FROM ${inventoryLevel} WHERE ${inventoryLevel.storeId} = ${ctx.storeId}
                AND ${inventoryLevel.inventoryItemId} = ${id} AND ${inventoryLevel.reservedQuantity} > 0)`,
            ),
          )
          .returning({ id: inventoryItem.id });
        if (!rows[0]) {
          await requireItem(tx, ctx.storeId, id);
          throw new StoredeskError(
            'conflict',
            `Inventory item ${id} has reserved stock; delete or move its reservations first.`,
            'item_reserved',
          );
        }
        await tx
          .delete(variantInventoryItem)
          .where(
            and(
              eq(variantInventoryItem.storeId, ctx.storeId),
              eq(variantInventoryItem.inventoryItemId, id),
            ),
          );
        await tx
          .delete(inventoryLevel)
          .where(
            and(eq(inventoryLevel.storeId, ctx.storeId), eq(inventoryLevel.inventoryItemId, id)),
          );
      });
    },

    /** `GET /admin/inventory-items/:id/location-levels` (v1 shape). */
    async listLevels(
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
    async createLevel(
      ctx: AdminContext,
      id: string,
      input: LevelCreateInput,
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
    async updateLevel(
      ctx: AdminContext,
      id: string,
      locationId: string,
      input: LevelUpdateInput,
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
    async deleteLevel(
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
    async adjustments(ctx: AdminContext, id: string, query: AdjustmentsQuery) {
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

    /**
     * `GET /admin/variants/:id/inventory` (v1): the variant's items with their levels, and for
     * every sales channel what it can sell of the variant (its locations' available stock).
     */
    async variantInventory(ctx: AdminContext, variantId: string): Promise<VariantInventory> {
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

export type InventoryService = ReturnType<typeof createInventoryService>;
