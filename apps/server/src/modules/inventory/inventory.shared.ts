import type {
  DecoratedInventoryItem,
  InventoryLevel,
  QuantityFilter,
  VariantWithProduct,
} from '@storedesk/contract';
import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { liveOf } from '../../platform/list.js';
import { toProductSummary, toVariant } from '../products/products.mapper.js';
import { product, productVariant } from '../products/products.tables.js';
import { stockLocation } from '../stock-locations/stock-locations.tables.js';
import { toInventoryItem, toInventoryLevel, type InventoryItemRow } from './inventory.mapper.js';
import { variantInventoryQuantity } from '../stock/stock.js';
import { inventoryItem, inventoryLevel, variantInventoryItem } from './inventory.tables.js';

/*
 * What the inventory use cases share: finding an item, the level-at-a-live-location rule, the
 * quantity filter, and the item answer (item, levels, totals, variants) every command returns.
 */

export const liveItem = (storeId: string, id: string) =>
  and(liveOf(inventoryItem, storeId), eq(inventoryItem.id, id));

/** The level lies at a live location (levels of a deleted location are not counted). */
export const atLiveLocation = sql`EXISTS (SELECT 1 FROM ${stockLocation} WHERE ${stockLocation.storeId} = ${inventoryLevel.storeId}
  AND ${stockLocation.id} = ${inventoryLevel.locationId} AND ${stockLocation.deletedAt} IS NULL)`;

/** `quantity[lt]=5` and friends on a SQL number. */
export function quantityConditions(value: SQLWrapper, filter: QuantityFilter | undefined): SQL[] {
  if (!filter) return [];
  const ops = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;
  return (Object.keys(ops) as (keyof typeof ops)[])
    .filter((key) => filter[key] !== undefined)
    .map((key) => sql`${value} ${sql.raw(ops[key])} ${filter[key]}`);
}

/**
 * Items with their levels (only at `locationIds` when given, at live locations), the totals of
 * those levels and the variants they belong to (each with its product): one query per relation
 * for the whole page.
 */
export async function decorate(
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

/** The answer of every item, level and adjustment command: the item, its levels and variants. */
export async function readItem(
  tx: Tx,
  storeId: string,
  id: string,
): Promise<DecoratedInventoryItem> {
  const [row] = await tx.select().from(inventoryItem).where(liveItem(storeId, id));
  if (!row) throw notFound('InventoryItem', id);
  return (await decorate(tx, storeId, [row], { variants: true }))[0]!;
}

/** Fails with not_found unless the item is a live one of the store. */
export async function requireItem(tx: Tx, storeId: string, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: inventoryItem.id })
    .from(inventoryItem)
    .where(liveItem(storeId, id));
  if (!row) throw notFound('InventoryItem', id);
}
