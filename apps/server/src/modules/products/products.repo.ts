import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PriceInput } from '@storedesk/contract';
import type { Tx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { firstMissing, foundIds, notFoundAt } from '../../platform/id-checks.js';
import { newId } from '../../platform/ids.js';
import { productCollection } from '../collections/collections.tables.js';
import { productCategory } from '../product-categories/product-categories.tables.js';
import { region } from '../regions/regions.tables.js';
import { salesChannel } from '../sales-channels/sales-channels.tables.js';
import { currency } from '../../platform/reference/reference.tables.js';
import type { productSalesChannel } from './products.tables.js';
import {
  moneyAmount,
  product,
  productCategoryProduct,
  productImage,
  productOption,
  productOptionValue,
  productTags,
  productVariant,
} from './products.tables.js';

/**
 * Data access for product writes. Every function takes the tenant transaction and the store id
 * and puts the store id in every `where`; the use cases decide what to call.
 */

/** One of the store's products that is not deleted. */
export const liveProduct = (storeId: string, id: string) =>
  and(eq(product.storeId, storeId), eq(product.id, id), isNull(product.deletedAt));

/** The live variants of one of the store's products. */
export const liveVariantsOf = (storeId: string, productId: string) =>
  and(
    eq(productVariant.storeId, storeId),
    eq(productVariant.productId, productId),
    isNull(productVariant.deletedAt),
  );

/** Locks a live product for a write of it or of its parts; 404 when the store has none. */
export async function lockProduct(tx: Tx, storeId: string, id: string) {
  const rows = await tx.select().from(product).where(liveProduct(storeId, id)).for('update');
  if (!rows[0]) throw notFound('Product', id);
  return rows[0];
}

/** The product's option ids in rank order. */
export async function optionIdsOf(tx: Tx, storeId: string, productId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: productOption.id })
    .from(productOption)
    .where(and(eq(productOption.storeId, storeId), eq(productOption.productId, productId)))
    .orderBy(productOption.rank, productOption.id);
  return rows.map((row) => row.id);
}

/** Fails with a 404 naming the field when any id is not one of this store's rows. */
export async function requireIds(
  tx: Tx,
  storeId: string,
  kind: 'collection' | 'category' | 'sales_channel' | 'region',
  field: string,
  ids: readonly string[],
): Promise<void> {
  const table = {
    collection: productCollection,
    category: productCategory,
    sales_channel: salesChannel,
    region,
  }[kind];
  const missing = firstMissing(ids, await foundIds(tx, table, storeId, ids))?.id;
  if (missing) {
    const entity = {
      collection: 'ProductCollection',
      category: 'ProductCategory',
      sales_channel: 'SalesChannel',
      region: 'Region',
    }[kind];
    throw notFoundAt(field, entity, missing);
  }
}

/** Finds or creates tags / a type by value (or checks the given ids), answering their ids. */
export async function resolveValues(
  tx: Tx,
  storeId: string,
  table: 'product_tag' | 'product_type',
  field: string,
  entries: readonly { id?: string | undefined; value: string }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, entry] of entries.entries()) {
    if (entry.id) {
      const found = await rowsOf<{ id: string }>(
        tx,
        sql`select id from ${sql.identifier(table)} where store_id = ${storeId} and id = ${entry.id} and deleted_at is null`,
      );
      if (found.length === 0) throw notFoundAt(`${field}.${index}.id`, table, entry.id);
      ids.push(entry.id);
      continue;
    }
    const prefix = table === 'product_tag' ? 'ptag' : 'ptyp';
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`
      with inserted as (
        insert into ${sql.identifier(table)} (store_id, id, value)
        values (${storeId}, ${newId(prefix)}, ${entry.value})
        on conflict (store_id, value) where deleted_at is null do nothing
        returning id)
      select id from inserted
      union all
      select id from ${sql.identifier(table)}
      where store_id = ${storeId} and value = ${entry.value} and deleted_at is null
      limit 1`,
    );
    ids.push(row!.id);
  }
  return [...new Set(ids)];
}

/** Checks price currencies and regions, answering rows ready to insert for a variant. */
export async function priceRows(
  tx: Tx,
  storeId: string,
  field: string,
  variantId: string,
  prices: readonly PriceInput[],
): Promise<(typeof moneyAmount.$inferInsert)[]> {
  if (prices.length === 0) return [];
  const regionIds = [
    ...new Set(prices.flatMap((price) => (price.region_id ? [price.region_id] : []))),
  ];
  const regions = regionIds.length
    ? await tx
        .select({ id: region.id, currencyCode: region.currencyCode })
        .from(region)
        .where(
          and(eq(region.storeId, storeId), inArray(region.id, regionIds), isNull(region.deletedAt)),
        )
    : [];
  const regionCurrency = new Map(regions.map((row) => [row.id, row.currencyCode]));
  const codes = [
    ...new Set(prices.flatMap((price) => (price.currency_code ? [price.currency_code] : []))),
  ];
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
  return prices.map((price, index) => {
    let code = price.currency_code;
    if (price.region_id) {
      const fromRegion = regionCurrency.get(price.region_id);
      if (!fromRegion) throw notFoundAt(`${field}.${index}.region_id`, 'Region', price.region_id);
      code = fromRegion;
    } else if (code && !known.has(code)) {
      throw new StoredeskError(
        'invalid_data',
        `${field}.${index}.currency_code: unknown currency ${code}`,
      );
    }
    if (
      price.min_quantity != null &&
      price.max_quantity != null &&
      price.max_quantity < price.min_quantity
    ) {
      throw new StoredeskError(
        'invalid_data',
        `${field}.${index}.max_quantity must not be below min_quantity`,
      );
    }
    return {
      storeId,
      id: newId('ma'),
      variantId,
      currencyCode: code!,
      amount: price.amount,
      minQuantity: price.min_quantity ?? null,
      maxQuantity: price.max_quantity ?? null,
      regionId: price.region_id ?? null,
    };
  });
}

/** Replaces a variant's own prices (not price-list prices) with the given ones. */
export async function replaceVariantPrices(
  tx: Tx,
  storeId: string,
  variantId: string,
  rows: (typeof moneyAmount.$inferInsert)[],
): Promise<void> {
  await tx
    .delete(moneyAmount)
    .where(
      and(
        eq(moneyAmount.storeId, storeId),
        eq(moneyAmount.variantId, variantId),
        isNull(moneyAmount.priceListId),
      ),
    );
  if (rows.length) await tx.insert(moneyAmount).values(rows);
}

type JoinTable = typeof productTags | typeof productCategoryProduct | typeof productSalesChannel;

/** Sets exactly these links of a product in a join table. */
export async function replaceLinks(
  tx: Tx,
  storeId: string,
  productId: string,
  table: JoinTable,
  ids: readonly string[],
): Promise<void> {
  await tx.delete(table).where(and(eq(table.storeId, storeId), eq(table.productId, productId)));
  if (ids.length === 0) return;
  const column =
    table === productTags
      ? 'tagId'
      : table === productCategoryProduct
        ? 'categoryId'
        : 'salesChannelId';
  await tx
    .insert(table)
    .values(ids.map((id) => ({ storeId, productId, [column]: id }) as never))
    .onConflictDoNothing();
}

/** Sets the product's images, in the given order. */
export async function replaceImages(
  tx: Tx,
  storeId: string,
  productId: string,
  urls: readonly string[],
): Promise<void> {
  await tx
    .delete(productImage)
    .where(and(eq(productImage.storeId, storeId), eq(productImage.productId, productId)));
  if (urls.length === 0) return;
  await tx
    .insert(productImage)
    .values(urls.map((url, rank) => ({ storeId, id: newId('img'), productId, url, rank })));
}

/** The option values of each live variant of a product, as `variantId → optionId → value`. */
export async function variantCombinations(
  tx: Tx,
  storeId: string,
  productId: string,
): Promise<Map<string, Map<string, string>>> {
  const rows = await tx
    .select({
      variantId: productOptionValue.variantId,
      optionId: productOptionValue.optionId,
      value: productOptionValue.value,
    })
    .from(productOptionValue)
    .innerJoin(
      productVariant,
      and(
        eq(productVariant.storeId, productOptionValue.storeId),
        eq(productVariant.id, productOptionValue.variantId),
      ),
    )
    .where(
      and(
        eq(productOptionValue.storeId, storeId),
        eq(productVariant.productId, productId),
        isNull(productVariant.deletedAt),
      ),
    );
  const combos = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const combo = combos.get(row.variantId) ?? new Map<string, string>();
    combo.set(row.optionId, row.value);
    combos.set(row.variantId, combo);
  }
  return combos;
}
