import type {
  AdminGetInventoryItemsParams,
  AdminPostInventoryItemsInventoryItemReq,
  AdminPostInventoryItemsReq,
  DecoratedInventoryItem,
} from '@storedesk/contract';
import { INVENTORY_ITEMS_DEFAULT_LIMIT, INVENTORY_ITEM_RELATIONS } from '@storedesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
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
import { productVariant } from '../products/products.tables.js';
import {
  atLiveLocation,
  decorate,
  liveItem,
  quantityConditions,
  readItem,
  requireItem,
} from './inventory.shared.js';
import { inventoryItem, inventoryLevel, variantInventoryItem } from './inventory.tables.js';

type ListQuery = z.output<typeof AdminGetInventoryItemsParams>;
type CreateInput = z.output<typeof AdminPostInventoryItemsReq>;
type UpdateInput = z.output<typeof AdminPostInventoryItemsInventoryItemReq>;

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

/** Inventory items (`/admin/inventory-items`): list, read, create, update and delete. */
export function createInventoryItemsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

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
  };
}
