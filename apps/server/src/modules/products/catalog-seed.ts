import { faker } from '@faker-js/faker';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { newId } from '../../platform/ids.js';
import { productCollection } from '../collections/collections.tables.js';
import { productTag, productType } from '../product-values/product-values.tables.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { storeCurrency } from '../store/store.tables.js';
import {
  moneyAmount,
  product,
  productImage,
  productOption,
  productOptionValue,
  productSalesChannel,
  productTags,
  productVariant,
} from './products.tables.js';
import { ensureVariantStock, variantQuantities } from '../stock/stock.js';

const SIZES = ['S', 'M', 'L', 'XL'];
const COLLECTIONS = ['Summer', 'Winter', 'Essentials', 'Outdoor', 'Home'];
const TYPES = ['Shirt', 'Trousers', 'Jacket', 'Accessory', 'Homeware'];
const TAGS = ['organic', 'recycled', 'bestseller', 'new', 'limited', 'vegan', 'handmade', 'sale'];
const BATCH = 250;

/** A small SVG swatch as a data URL: an image that works offline. */
function swatch(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${color}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Fills a store with `count` fake but realistic products: each with two options (Size × Color),
 * four variants with SKUs, stock and prices in the store's first two currencies, tags, a type,
 * a collection, an image, in the default sales channel, published. Deterministic per store.
 */
export async function seedCatalog(
  db: Db,
  storeId: string,
  count: number,
  onProgress: (done: number) => void = () => undefined,
): Promise<{ products: number; variants: number; prices: number }> {
  faker.seed(count);
  const [shop] = await db.select().from(store).where(eq(store.id, storeId));
  if (!shop) throw new Error(`No store with id ${storeId}`);
  const currencies = (
    await db
      .select({ code: storeCurrency.currencyCode })
      .from(storeCurrency)
      .where(eq(storeCurrency.storeId, storeId))
  ).map((row) => row.code);
  const codes = [...new Set([shop.defaultCurrencyCode, ...currencies, 'eur'])].slice(0, 2);

  const lookups = await withTenantTx(db, storeId, async (tx) => {
    const ids = { collections: [] as string[], types: [] as string[], tags: [] as string[] };
    for (const title of COLLECTIONS) {
      const handle = title.toLowerCase();
      const [found] = await tx
        .select({ id: productCollection.id })
        .from(productCollection)
        .where(
          and(
            eq(productCollection.storeId, storeId),
            eq(productCollection.handle, handle),
            isNull(productCollection.deletedAt),
          ),
        );
      const id = found?.id ?? newId('pcol');
      if (!found) await tx.insert(productCollection).values({ storeId, id, title, handle });
      ids.collections.push(id);
    }
    for (const [table, values, key, prefix] of [
      [productType, TYPES, 'types', 'ptyp'],
      [productTag, TAGS, 'tags', 'ptag'],
    ] as const) {
      for (const value of values) {
        const [found] = await tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.storeId, storeId), eq(table.value, value), isNull(table.deletedAt)));
        const id = found?.id ?? newId(prefix);
        if (!found) await tx.insert(table).values({ storeId, id, value });
        ids[key].push(id);
      }
    }
    return ids;
  });

  let variants = 0;
  let prices = 0;
  const runId = Date.now().toString(36);
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = {
      products: [] as (typeof product.$inferInsert)[],
      images: [] as (typeof productImage.$inferInsert)[],
      options: [] as (typeof productOption.$inferInsert)[],
      variants: [] as (typeof productVariant.$inferInsert)[],
      values: [] as (typeof productOptionValue.$inferInsert)[],
      prices: [] as (typeof moneyAmount.$inferInsert)[],
      channels: [] as (typeof productSalesChannel.$inferInsert)[],
      tags: [] as (typeof productTags.$inferInsert)[],
    };
    for (let i = 0; i < size; i += 1) {
      const n = start + i + 1;
      const id = newId('prod');
      const title = `${faker.commerce.productName()} ${n}`;
      const colors = faker.helpers.arrayElements(
        ['Black', 'White', 'Navy', 'Olive', 'Sand', 'Red'],
        2,
      );
      const image = swatch(faker.color.rgb());
      rows.products.push({
        storeId,
        id,
        title,
        subtitle: faker.commerce.productAdjective(),
        description: faker.commerce.productDescription(),
        handle: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${runId}`,
        status: 'published',
        thumbnail: image,
        weight: faker.number.int({ min: 100, max: 2000 }),
        material: faker.commerce.productMaterial(),
        collectionId: faker.helpers.arrayElement(lookups.collections),
        typeId: faker.helpers.arrayElement(lookups.types),
        createdAt: new Date(Date.now() - (count - n) * 1000),
      });
      rows.images.push({ storeId, id: newId('img'), productId: id, url: image, rank: 0 });
      rows.channels.push({
        storeId,
        productId: id,
        salesChannelId: shop.defaultSalesChannelId!,
      });
      for (const tagId of faker.helpers.arrayElements(lookups.tags, 2)) {
        rows.tags.push({ storeId, productId: id, tagId });
      }
      const sizeOption = newId('opt');
      const colorOption = newId('opt');
      rows.options.push(
        { storeId, id: sizeOption, productId: id, title: 'Size', rank: 0 },
        { storeId, id: colorOption, productId: id, title: 'Color', rank: 1 },
      );
      const base = faker.number.int({ min: 10, max: 200 }) * 100 - 1;
      const sizes = SIZES.slice(0, 2);
      let rank = 0;
      for (const sizeValue of sizes) {
        for (const color of colors) {
          const variantId = newId('variant');
          rows.variants.push({
            storeId,
            id: variantId,
            productId: id,
            title: `${sizeValue} / ${color}`,
            sku: `SD-${runId}-${n}-${sizeValue}-${color}`.toUpperCase(),
            variantRank: rank,
            inventoryQuantity: faker.number.int({ min: 0, max: 100 }),
          });
          rank += 1;
          rows.values.push(
            { storeId, id: newId('optval'), optionId: sizeOption, variantId, value: sizeValue },
            { storeId, id: newId('optval'), optionId: colorOption, variantId, value: color },
          );
          codes.forEach((code, index) => {
            rows.prices.push({
              storeId,
              id: newId('ma'),
              variantId,
              currencyCode: code,
              amount: base - index * 100,
            });
          });
        }
      }
    }
    await withTenantTx(db, storeId, async (tx) => {
      await tx.insert(product).values(rows.products);
      await tx.insert(productImage).values(rows.images);
      await tx.insert(productSalesChannel).values(rows.channels);
      await tx.insert(productTags).values(rows.tags).onConflictDoNothing();
      await tx.insert(productOption).values(rows.options);
      await tx.insert(productVariant).values(rows.variants);
      await tx.insert(productOptionValue).values(rows.values);
      await tx.insert(moneyAmount).values(rows.prices);
      // Stock as the API writes it: an item per variant, stocked at the default location.
      await ensureVariantStock(
        tx,
        storeId,
        variantQuantities(
          rows.variants.map((row) => ({ variantId: row.id, quantity: row.inventoryQuantity })),
        ),
      );
    });
    variants += rows.variants.length;
    prices += rows.prices.length;
    onProgress(start + size);
  }
  return { products: count, variants, prices };
}
