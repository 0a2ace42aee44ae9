import type { PriceListPriceInput } from '@storedesk/contract';
import {
  and,
  asc,
  eq,
  exists,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { firstMissing, foundIds, notFoundAt } from '../../platform/id-checks.js';
import { findPage, liveOf, search, type Page, type Paging } from '../../platform/list.js';
import type { MoneyAmountRow, ProductRow, VariantRow } from '../products/products.mapper.js';
import { moneyAmount, product, productVariant } from '../products/products.tables.js';
import { region } from '../regions/regions.tables.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { priceList } from './price-lists.tables.js';
import { variantInventoryQuantity } from '../stock/stock.js';

/**
 * Data access for price lists and their prices (money_amount rows with a price_list_id). Every
 * function takes the tenant transaction and the store id, and puts the store id in every `where`.
 */

export type PriceListRow = typeof priceList.$inferSelect;
type PriceInput = PriceListPriceInput & { currency_code?: string };

const liveList = (storeId: string, id: string) =>
  and(eq(priceList.storeId, storeId), eq(priceList.id, id), isNull(priceList.deletedAt));

export async function findById(
  tx: Tx,
  storeId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PriceListRow | undefined> {
  const query = tx.select().from(priceList).where(liveList(storeId, id));
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

/** A page of the store's live lists, in the request's order. */
export function findMany(
  tx: Tx,
  storeId: string,
  filter: SQL | undefined,
  list: Paging & { orderBy: SQL[] },
): Promise<Page<PriceListRow>> {
  const where = and(eq(priceList.storeId, storeId), isNull(priceList.deletedAt), filter);
  return findPage(tx, priceList, where, list);
}

export async function insert(tx: Tx, values: typeof priceList.$inferInsert): Promise<PriceListRow> {
  const rows = await tx.insert(priceList).values(values).returning();
  return rows[0]!;
}

export async function update(
  tx: Tx,
  storeId: string,
  id: string,
  values: Partial<typeof priceList.$inferInsert>,
): Promise<PriceListRow> {
  const rows = await tx
    .update(priceList)
    .set({ ...values, updatedAt: new Date() })
    .where(liveList(storeId, id))
    .returning();
  return rows[0]!;
}

/** Marks the list deleted and removes its prices. */
export async function softRemove(tx: Tx, storeId: string, id: string): Promise<void> {
  await removePrices(tx, storeId, id, {});
  await tx
    .update(priceList)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(liveList(storeId, id));
}

/** The prices of the given lists, oldest first. */
export async function findPrices(
  tx: Tx,
  storeId: string,
  listIds: readonly string[],
  variantIds?: readonly string[],
): Promise<MoneyAmountRow[]> {
  if (listIds.length === 0 || variantIds?.length === 0) return [];
  return tx
    .select()
    .from(moneyAmount)
    .where(
      and(
        eq(moneyAmount.storeId, storeId),
        inArray(moneyAmount.priceListId, [...listIds]),
        variantIds ? inArray(moneyAmount.variantId, [...variantIds]) : undefined,
      ),
    )
    .orderBy(asc(moneyAmount.createdAt), asc(moneyAmount.id));
}

/**
 * Checks prices for a list and answers the rows to write: each variant must be one of this
 * store's live variants, each region one of its regions (whose currency the price takes), each
 * currency known, each `id` a price already in this list. Fails on the first bad row, naming it,
 * before anything is written. Four reads, however many prices.
 */
export async function resolvePrices(
  tx: Tx,
  storeId: string,
  listId: string,
  field: string,
  prices: readonly PriceInput[],
): Promise<(typeof moneyAmount.$inferInsert)[]> {
  if (prices.length === 0) return [];
  const unique = <T>(values: (T | undefined | null)[]) => [
    ...new Set(values.filter((value): value is T => value != null)),
  ];

  const variantIds = prices.map((price) => price.variant_id);
  const badVariant = firstMissing(variantIds, await liveVariants(tx, storeId, variantIds));
  if (badVariant) {
    throw notFoundAt(`${field}.${badVariant.index}.variant_id`, 'ProductVariant', badVariant.id);
  }

  const regionIds = unique(prices.map((price) => price.region_id));
  const regions = regionIds.length
    ? await tx
        .select({ id: region.id, currencyCode: region.currencyCode })
        .from(region)
        .where(
          and(eq(region.storeId, storeId), inArray(region.id, regionIds), isNull(region.deletedAt)),
        )
    : [];
  const regionCurrency = new Map(regions.map((row) => [row.id, row.currencyCode]));
  const badRegion = firstMissing(
    prices.map((price) => price.region_id),
    new Set(regionCurrency.keys()),
  );
  if (badRegion) throw notFoundAt(`${field}.${badRegion.index}.region_id`, 'Region', badRegion.id);

  const codes = unique(prices.map((price) => (price.region_id ? undefined : price.currency_code)));
  const known = codes.length
    ? new Set(
        (
          await tx
            .select({ code: currency.code })
            .from(currency)
            .where(inArray(currency.code, codes))
        ).map((row) => row.code),
      )
    : new Set<string>();

  const existing = await pricesOfList(
    tx,
    storeId,
    listId,
    prices.map((price) => price.id),
  );

  const seen = new Set<string>();
  return prices.map((price, index) => {
    const at = `${field}.${index}`;
    if (price.id !== undefined) {
      if (!existing.has(price.id)) throw notFoundAt(`${at}.id`, 'MoneyAmount', price.id);
      if (seen.has(price.id)) {
        throw new StoredeskError('invalid_data', `${at}.id: price ${price.id} is given twice`);
      }
      seen.add(price.id);
    }
    const code = price.region_id ? regionCurrency.get(price.region_id)! : price.currency_code!;
    if (!price.region_id && !known.has(code)) {
      throw new StoredeskError('invalid_data', `${at}.currency_code: unknown currency ${code}`);
    }
    if (
      price.min_quantity != null &&
      price.max_quantity != null &&
      price.max_quantity < price.min_quantity
    ) {
      throw new StoredeskError('invalid_data', `${at}.max_quantity must not be below min_quantity`);
    }
    return {
      storeId,
      id: price.id ?? newId('ma'),
      variantId: price.variant_id,
      currencyCode: code,
      amount: price.amount,
      minQuantity: price.min_quantity ?? null,
      maxQuantity: price.max_quantity ?? null,
      priceListId: listId,
      regionId: price.region_id ?? null,
    };
  });
}

/** Writes checked prices in one statement: new ids are added, known ids changed. */
export async function upsertPrices(
  tx: Tx,
  rows: (typeof moneyAmount.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(moneyAmount)
    .values(rows)
    .onConflictDoUpdate({
      target: [moneyAmount.storeId, moneyAmount.id],
      set: {
        variantId: sql`excluded.variant_id`,
        currencyCode: sql`excluded.currency_code`,
        amount: sql`excluded.amount`,
        minQuantity: sql`excluded.min_quantity`,
        maxQuantity: sql`excluded.max_quantity`,
        regionId: sql`excluded.region_id`,
        updatedAt: sql`now()`,
      },
      // Only ever a price of the same list (resolvePrices checked it): never moves another's.
      setWhere: sql`${moneyAmount.priceListId} = excluded.price_list_id`,
    });
}

/**
 * Removes prices of a list (all of them without a selector) and answers their ids. Selectors:
 * `ids` (these prices), `variantIds` / `productIds` (the prices of those variants / products),
 * `keepIds` (all but these).
 */
export async function removePrices(
  tx: Tx,
  storeId: string,
  listId: string,
  select: {
    ids?: readonly string[];
    variantIds?: readonly string[];
    productIds?: readonly string[];
    keepIds?: readonly string[];
  },
): Promise<string[]> {
  const ofProducts = select.productIds
    ? inArray(
        moneyAmount.variantId,
        tx
          .select({ id: productVariant.id })
          .from(productVariant)
          .where(
            and(
              eq(productVariant.storeId, storeId),
              inArray(productVariant.productId, [...select.productIds]),
            ),
          ),
      )
    : undefined;
  const rows = await tx
    .delete(moneyAmount)
    .where(
      and(
        eq(moneyAmount.storeId, storeId),
        eq(moneyAmount.priceListId, listId),
        select.ids ? inArray(moneyAmount.id, [...select.ids]) : undefined,
        select.variantIds ? inArray(moneyAmount.variantId, [...select.variantIds]) : undefined,
        ofProducts,
        select.keepIds?.length ? notInArray(moneyAmount.id, [...select.keepIds]) : undefined,
      ),
    )
    .returning({ id: moneyAmount.id });
  return rows.map((row) => row.id);
}

/** The ids among `ids` that are prices of this list. */
const pricesOfList = (
  tx: Tx,
  storeId: string,
  listId: string,
  ids: readonly (string | undefined)[],
) => foundIds(tx, moneyAmount, storeId, ids, eq(moneyAmount.priceListId, listId));

/** The ids among `ids` that are live variants of live products of the store. */
const liveVariants = (tx: Tx, storeId: string, ids: readonly string[]) =>
  foundIds(
    tx,
    productVariant,
    storeId,
    ids,
    inArray(
      productVariant.productId,
      tx.select({ id: product.id }).from(product).where(liveOf(product, storeId)),
    ),
  );

/** Fails with a 404 naming the field when a price id is not one of this list's prices. */
export async function requirePrices(
  tx: Tx,
  storeId: string,
  listId: string,
  field: string,
  ids: readonly string[],
): Promise<void> {
  const missing = firstMissing(ids, await pricesOfList(tx, storeId, listId, ids));
  if (missing) throw notFoundAt(`${field}.${missing.index}`, 'MoneyAmount', missing.id);
}

/** The first of `ids` that is not one of this store's live products, with its index. */
export async function firstMissingProduct(
  tx: Tx,
  storeId: string,
  ids: readonly string[],
): Promise<{ index: number; id: string } | undefined> {
  return firstMissing(ids, await foundIds(tx, product, storeId, ids));
}

export async function variantExists(tx: Tx, storeId: string, id: string): Promise<boolean> {
  return (await foundIds(tx, productVariant, storeId, [id])).has(id);
}

/**
 * A page of the live products with at least one price in the list, newest first, with their
 * live variants (in rank order) and those variants' prices in the list.
 */
export async function findProductsOfList(
  tx: Tx,
  storeId: string,
  listId: string,
  list: Paging & { orderBy: SQL[]; q?: string | undefined },
): Promise<
  Page<ProductRow> & {
    variants: VariantRow[];
    prices: MoneyAmountRow[];
  }
> {
  const priced = exists(
    tx
      .select({ one: sql`1` })
      .from(moneyAmount)
      .innerJoin(
        productVariant,
        and(
          eq(productVariant.storeId, moneyAmount.storeId),
          eq(productVariant.id, moneyAmount.variantId),
        ),
      )
      .where(
        and(
          eq(moneyAmount.storeId, storeId),
          eq(moneyAmount.priceListId, listId),
          eq(productVariant.productId, product.id),
          isNull(productVariant.deletedAt),
        ),
      ),
  );
  const where = and(
    eq(product.storeId, storeId),
    isNull(product.deletedAt),
    priced,
    search(list.q, [product.title]),
  );
  const page = await findPage(tx, product, where, list);
  const products = page.rows;
  const productIds = products.map((row) => row.id);
  const variants = productIds.length
    ? await tx
        // inventory_quantity: what is in stock over the store's locations, as products answer it.
        .select({
          ...getTableColumns(productVariant),
          inventoryQuantity: variantInventoryQuantity(storeId),
        })
        .from(productVariant)
        .where(
          and(
            eq(productVariant.storeId, storeId),
            inArray(productVariant.productId, productIds),
            isNull(productVariant.deletedAt),
          ),
        )
        .orderBy(asc(productVariant.variantRank), asc(productVariant.id))
    : [];
  const prices = await findPrices(
    tx,
    storeId,
    [listId],
    variants.map((row) => row.id),
  );
  return { ...page, variants, prices };
}
