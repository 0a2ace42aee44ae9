import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminProductsListRes,
  AdminProductsRes,
  StoreProductsListRes,
  StoreProductsRes,
  type Product,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { readyCart } from '../../../test/checkout.js';
import { queryRows, testDatabaseKind } from '../../../test/database.js';
import { createCollection, createOrg, type TestOrg } from '../../../test/factories.js';
import { HttpSession } from '../../../test/http.js';
import { startServer } from '../../../test/server-process.js';
import { defaultRegionId } from '../../../test/tax-shipping.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { newId } from '../../platform/ids.js';
import {
  moneyAmount,
  product,
  productImage,
  productSalesChannel,
  productVariant,
} from './products.tables.js';

/*
 * Product documents are fresh: after each kind of write, the very next read (admin and store, one
 * product and the list) answers the new data. The answer cache is off, so every read is built
 * by the database from the documents and the live tables.
 */

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ env: { CATALOG_CACHE_MB: '0' } });
});
afterAll(() => test.close());

const onPostgres = testDatabaseKind() === 'postgres';

/** Returns once a session of this database waits for a lock (PostgreSQL; bounded). */
async function untilSomeoneWaitsForALock() {
  for (let attempt = 0; attempt < 5000; attempt += 1) {
    const [row] = await queryRows<{ n: number }>(
      test.database.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row!.n > 0) return;
  }
  throw new Error('no session came to wait for a lock');
}

/** A published tee with option Size and variants S and M, priced in USD and EUR. */
async function createTee(org: TestOrg, title = 'Tee'): Promise<Product> {
  const response = await org.admin.post('/admin/products', {
    title,
    status: 'published',
    options: [{ title: 'Size' }],
    images: ['https://cdn.example.com/front.png'],
    variants: ['S', 'M'].map((size, rank) => ({
      title: size,
      sku: `${title}-${size}`,
      inventory_quantity: 10,
      prices: [
        { currency_code: 'usd', amount: 2000 + rank * 100 },
        { currency_code: 'eur', amount: 1800 },
      ],
      options: [{ value: size }],
    })),
  });
  expect(response.status, response.text).toBe(200);
  return AdminProductsRes.parse(response.body).product;
}

const shopOf = (org: TestOrg) => test.session({ 'x-publishable-api-key': org.publishableKeyId });

/** Asserts a write succeeded. */
async function ok(write: Promise<{ status: number; text: string }>) {
  const response = await write;
  expect(response.status, response.text).toBe(200);
}

type Reads = Record<'adminOne' | 'adminList' | 'storeOne' | 'storeList', Product>;

/**
 * The product as the four reads answer it, by name: admin one and admin list, store one and
 * store list; `query` goes to each (e.g. `currency_code=usd`).
 */
async function reads(org: TestOrg, id: string, query = ''): Promise<Reads> {
  const shop = shopOf(org);
  const [adminOne, adminList, storeOne, storeList] = await Promise.all([
    org.admin.get(`/admin/products/${id}?${query}`),
    org.admin.get(`/admin/products?limit=100&${query}`),
    shop.get(`/store/products/${id}?${query}`),
    shop.get(`/store/products?limit=100&${query}`),
  ]);
  for (const response of [adminOne, adminList, storeOne, storeList])
    expect(response.status, response.text).toBe(200);
  const inList = (products: Product[]) => {
    const found = products.find((candidate) => candidate.id === id);
    expect(found, `product ${id} in the list`).toBeDefined();
    return found!;
  };
  return {
    adminOne: AdminProductsRes.parse(adminOne.body).product,
    adminList: inList(AdminProductsListRes.parse(adminList.body).products),
    storeOne: StoreProductsRes.parse(storeOne.body).product,
    storeList: inList(StoreProductsListRes.parse(storeList.body).products),
  };
}

/**
 * Expects `pick(product)` to equal `expected` in each of the four reads, or with `storeOnly` in
 * the two store reads (only they are priced: calculated_price and its type).
 */
async function expectEverywhere<T>(
  org: TestOrg,
  id: string,
  pick: (product: Product) => T,
  expected: T,
  { query = '', storeOnly = false }: { query?: string; storeOnly?: boolean } = {},
) {
  for (const [view, read] of Object.entries(await reads(org, id, query))) {
    if (storeOnly && !view.startsWith('store')) continue;
    expect(pick(read), view).toEqual(expected);
  }
}

/** Expects the store reads priced by `query` to answer `[calculated_price, its type]`. */
const expectPriced = (
  org: TestOrg,
  id: string,
  variantId: string,
  query: string,
  expected: [number, 'default' | 'sale'],
) => expectEverywhere(org, id, calculated(variantId), expected, { query, storeOnly: true });

const variantOf = (read: Product, variantId: string) =>
  read.variants!.find((variant) => variant.id === variantId)!;
const variantRows = (read: Product) =>
  read.variants!.map((variant) => [variant.title, variant.sku]);
const pricesOf = (variantId: string) => (read: Product) =>
  variantOf(read, variantId)
    .prices!.map((price) => [price.region_id ? 'region' : price.currency_code, price.amount])
    .sort();
const calculated = (variantId: string) => (read: Product) => {
  const variant = variantOf(read, variantId);
  return [variant.calculated_price, variant.calculated_price_type];
};
const quantityOf = (variantId: string) => (read: Product) =>
  variantOf(read, variantId).inventory_quantity;

/** A variant's prices as a variant update sends them (with ids: changed, not replaced). */
const priceInputs = (read: Product, variantId: string) =>
  variantOf(read, variantId).prices!.map(({ id, currency_code, region_id, amount }) =>
    region_id ? { id, region_id, amount } : { id, currency_code, amount },
  );

describe('product documents are fresh at the next read', () => {
  it('(1) product fields', async () => {
    // Proves a product update shows in every read (the columns are in the product's document).
    const org = await createOrg(test);
    const tee = await createTee(org);
    await ok(
      org.admin.post(`/admin/products/${tee.id}`, {
        title: 'Linen Tee',
        subtitle: 'Light',
        material: 'Linen',
      }),
    );
    await expectEverywhere(org, tee.id, (read) => [read.title, read.subtitle, read.material], [
      'Linen Tee',
      'Light',
      'Linen',
    ]);
  });

  it('(1b) the count of an unfiltered page follows creates, publishing and deletes', async () => {
    // An unfiltered page's count is the one the database keeps (product_count), not counted.
    const org = await createOrg(test);
    const counts = async () => {
      const [admin, store] = await Promise.all([
        org.admin.get('/admin/products?limit=1'),
        shopOf(org).get('/store/products?limit=1'),
      ]);
      return [
        AdminProductsListRes.parse(admin.body).count,
        StoreProductsListRes.parse(store.body).count,
      ];
    };
    expect(await counts()).toEqual([0, 0]);
    const tee = await createTee(org, 'Count Tee');
    const draft = await org.admin.post('/admin/products', { title: 'Draft Tee' });
    expect(draft.status, draft.text).toBe(200);
    expect(await counts()).toEqual([2, 1]);
    await ok(org.admin.post(`/admin/products/${tee.id}`, { status: 'draft' }));
    expect(await counts()).toEqual([2, 0]);
    const removed = await org.admin.delete(`/admin/products/${tee.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await counts()).toEqual([1, 0]);
    // A filtered page is counted: the same answer as the kept count would give.
    const drafts = await org.admin.get('/admin/products?limit=1&status[]=draft');
    expect(AdminProductsListRes.parse(drafts.body).count).toBe(1);
  });

  it('(2) variant create, update (title, sku, rank) and delete', async () => {
    // Proves the variant documents follow each variant write, order (variant_rank) included.
    const org = await createOrg(test);
    const tee = await createTee(org);
    const [small, medium] = tee.variants!;
    const size = tee.options![0]!;

    await ok(
      org.admin.post(`/admin/products/${tee.id}/variants`, {
        title: 'L',
        sku: 'Tee-L',
        prices: [{ currency_code: 'usd', amount: 2200 }],
        options: [{ option_id: size.id, value: 'L' }],
      }),
    );
    await expectEverywhere(org, tee.id, variantRows, [
      ['S', 'Tee-S'],
      ['M', 'Tee-M'],
      ['L', 'Tee-L'],
    ]);
    const large = (await reads(org, tee.id)).adminOne.variants![2]!;
    await expectPriced(org, tee.id, large.id, 'currency_code=usd', [2200, 'default']);

    await ok(
      org.admin.post(`/admin/products/${tee.id}/variants/${small!.id}`, {
        title: 'Small',
        sku: 'TEE-SMALL',
        variant_rank: 5,
      }),
    );
    await expectEverywhere(org, tee.id, variantRows, [
      ['M', 'Tee-M'],
      ['L', 'Tee-L'],
      ['Small', 'TEE-SMALL'],
    ]);

    await ok(org.admin.delete(`/admin/products/${tee.id}/variants/${medium!.id}`));
    await expectEverywhere(org, tee.id, variantRows, [
      ['L', 'Tee-L'],
      ['Small', 'TEE-SMALL'],
    ]);
  });

  it('(3) a variant price added, changed and removed', async () => {
    // Proves variants[].prices and the calculated prices follow money_amount writes.
    const org = await createOrg(test);
    const tee = await createTee(org);
    const variantId = tee.variants![0]!.id;
    const regionId = await defaultRegionId(test, org);
    const setPrices = (prices: unknown[]) =>
      ok(org.admin.post(`/admin/products/${tee.id}/variants/${variantId}`, { prices }));

    await setPrices([...priceInputs(tee, variantId), { region_id: regionId, amount: 1500 }]);
    await expectEverywhere(org, tee.id, pricesOf(variantId), [
      ['eur', 1800],
      ['region', 1500],
      ['usd', 2000],
    ]);
    await expectPriced(org, tee.id, variantId, `region_id=${regionId}`, [1500, 'default']);

    const current = (await reads(org, tee.id)).adminOne;
    await setPrices(
      priceInputs(current, variantId).map((price) =>
        'currency_code' in price && price.currency_code === 'usd'
          ? { ...price, amount: 2100 }
          : price,
      ),
    );
    await expectPriced(org, tee.id, variantId, 'currency_code=usd', [2100, 'default']);

    const changed = (await reads(org, tee.id)).adminOne;
    await setPrices(priceInputs(changed, variantId).filter((price) => !('region_id' in price)));
    await expectEverywhere(org, tee.id, pricesOf(variantId), [
      ['eur', 1800],
      ['usd', 2100],
    ]);
    // Without its region price the region's read falls back to the currency price.
    await expectPriced(org, tee.id, variantId, `region_id=${regionId}`, [2100, 'default']);
  });

  it("(4) options added, renamed and deleted; a variant's option value changed", async () => {
    // Proves options, options[].values and variants[].options follow option writes.
    const org = await createOrg(test);
    const tee = await createTee(org);
    const small = tee.variants![0]!;
    const size = tee.options![0]!;
    const optionTitles = (read: Product) => read.options!.map((option) => option.title);
    const valuesOf = (read: Product) =>
      read.variants!.map((variant) => variant.options!.map((value) => value.value));

    await ok(org.admin.post(`/admin/products/${tee.id}/options`, { title: 'Fit' }));
    await expectEverywhere(org, tee.id, optionTitles, ['Size', 'Fit']);
    await expectEverywhere(org, tee.id, valuesOf, [
      ['S', 'Default'],
      ['M', 'Default'],
    ]);
    const fit = (await reads(org, tee.id)).adminOne.options![1]!;

    await ok(org.admin.post(`/admin/products/${tee.id}/options/${fit.id}`, { title: 'Cut' }));
    await expectEverywhere(org, tee.id, optionTitles, ['Size', 'Cut']);

    await ok(
      org.admin.post(`/admin/products/${tee.id}/variants/${small.id}`, {
        options: [
          { option_id: size.id, value: 'XS' },
          { option_id: fit.id, value: 'Slim' },
        ],
      }),
    );
    await expectEverywhere(org, tee.id, valuesOf, [
      ['XS', 'Slim'],
      ['M', 'Default'],
    ]);
    await expectEverywhere(
      org,
      tee.id,
      (read) => read.options![0]!.values!.map((value) => value.value),
      ['XS', 'M'],
    );

    await ok(org.admin.delete(`/admin/products/${tee.id}/options/${fit.id}`));
    await expectEverywhere(org, tee.id, optionTitles, ['Size']);
    await expectEverywhere(org, tee.id, valuesOf, [['XS'], ['M']]);
  });

  it('(5) images replaced and emptied', async () => {
    // Proves the images document follows a product update's images list.
    const org = await createOrg(test);
    const tee = await createTee(org);
    const urls = (read: Product) => read.images!.map((image) => image.url);

    const next = ['https://cdn.example.com/side.png', 'https://cdn.example.com/back.png'];
    await ok(org.admin.post(`/admin/products/${tee.id}`, { images: next }));
    await expectEverywhere(org, tee.id, urls, next);

    await ok(org.admin.post(`/admin/products/${tee.id}`, { images: [] }));
    await expectEverywhere(org, tee.id, urls, []);
  });

  it('(6) tags, type, collection rename, categories and sales channels (read live)', async () => {
    // Proves the shared relations, which documents do not hold, show each change at once.
    const org = await createOrg(test);
    const tee = await createTee(org);
    const collection = await createCollection(org, { title: 'Summer' });

    await ok(
      org.admin.post(`/admin/products/${tee.id}`, {
        tags: [{ value: 'linen' }, { value: 'new' }],
        type: { value: 'Top' },
        collection_id: collection.id,
      }),
    );
    await expectEverywhere(
      org,
      tee.id,
      (read) => [read.tags!.map((tag) => tag.value), read.type?.value, read.collection?.title],
      [['linen', 'new'], 'Top', 'Summer'],
    );

    await ok(org.admin.post(`/admin/collections/${collection.id}`, { title: 'Late Summer' }));
    await expectEverywhere(org, tee.id, (read) => read.collection?.title, 'Late Summer');

    const category = await org.admin.post('/admin/product-categories', {
      name: 'Tops',
      is_active: true,
      is_internal: false,
    });
    expect(category.status, category.text).toBe(200);
    const categoryPath = `/admin/product-categories/${category.body.product_category.id}/products/batch`;
    const categoryNames = (read: Product) => read.categories!.map((item) => item.name);
    await ok(org.admin.post(categoryPath, { product_ids: [{ id: tee.id }] }));
    await expectEverywhere(org, tee.id, categoryNames, ['Tops'], { query: 'expand=categories' });
    await ok(
      org.admin.request('DELETE', categoryPath, { body: { product_ids: [{ id: tee.id }] } }),
    );
    await expectEverywhere(org, tee.id, categoryNames, [], { query: 'expand=categories' });

    // Sales channels: the admin answer lists them; the storefront sees the product only while
    // it is in the key's channel (the default one, linked to the key here).
    await ok(
      org.admin.post(`/admin/publishable-api-keys/${org.publishableKeyId}/sales-channels/batch`, {
        sales_channel_ids: [{ id: org.salesChannelId }],
      }),
    );
    const channel = await org.admin.post('/admin/sales-channels', { name: 'App' });
    expect(channel.status, channel.text).toBe(200);
    const app = channel.body.sales_channel.id as string;
    const batch = (channelId: string) => `/admin/sales-channels/${channelId}/products/batch`;
    const channelIds = async () =>
      AdminProductsRes.parse((await org.admin.get(`/admin/products/${tee.id}`)).body)
        .product.sales_channels!.map((item) => item.id)
        .sort();
    await ok(org.admin.post(batch(app), { product_ids: [{ id: tee.id }] }));
    expect(await channelIds()).toEqual([app, org.salesChannelId].sort());
    const remove = { body: { product_ids: [{ id: tee.id }] } };
    await ok(org.admin.request('DELETE', batch(org.salesChannelId), remove));
    expect(await channelIds()).toEqual([app]);
    expect((await shopOf(org).get(`/store/products/${tee.id}`)).status).toBe(404);
    expect((await shopOf(org).get('/store/products')).body.products).toEqual([]);
    await ok(org.admin.post(batch(org.salesChannelId), { product_ids: [{ id: tee.id }] }));
    expect((await shopOf(org).get(`/store/products/${tee.id}`)).status).toBe(200);
  });

  it('(7) stock changed through the inventory API and by a completed order', async () => {
    // Proves inventory_quantity (read live) follows a level update and an order's reservation.
    const org = await createOrg(test);
    const tee = await createTee(org);
    const variantId = tee.variants![0]!.id;
    const inventory = await org.admin.get(`/admin/variants/${variantId}/inventory`);
    expect(inventory.status, inventory.text).toBe(200);
    const item = inventory.body.variant.inventory[0];
    const level = item.location_levels[0];
    await expectEverywhere(org, tee.id, quantityOf(variantId), 10);

    await ok(
      org.admin.post(`/admin/inventory-items/${item.id}/location-levels/${level.location_id}`, {
        stocked_quantity: 7,
      }),
    );
    await expectEverywhere(org, tee.id, quantityOf(variantId), 7);

    const cart = await readyCart(test, org, {
      lines: [{ variantId, quantity: 3, unitPrice: 2000 }],
    });
    const completed = await shopOf(org).post(`/store/carts/${cart.id}/complete`);
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.type).toBe('order');
    await expectEverywhere(org, tee.id, quantityOf(variantId), 4);
  });

  it('(8) a price list that starts by time, and an edit of the list', async () => {
    // Proves list prices are priced with the time of the read (no write when the list starts),
    // and that variants[].prices[].price_list shows the list as it is now.
    const org = await createOrg(test);
    const tee = await createTee(org);
    const variantId = tee.variants![0]!.id;
    const regionId = await defaultRegionId(test, org);
    const startsAt = Date.now() + 3000;
    const created = await org.admin.post('/admin/price-lists', {
      name: 'Flash sale',
      description: 'Starts soon',
      type: 'sale',
      status: 'active',
      starts_at: new Date(startsAt).toISOString(),
      prices: [{ variant_id: variantId, currency_code: 'usd', amount: 1200 }],
    });
    expect(created.status, created.text).toBe(200);
    const listId = created.body.price_list.id as string;

    for (const query of ['currency_code=usd', `region_id=${regionId}`])
      await expectPriced(org, tee.id, variantId, query, [2000, 'default']);
    expect(Date.now(), 'the reads before the start took too long').toBeLessThan(startsAt);

    await new Promise((resolve) => setTimeout(resolve, startsAt - Date.now() + 200));
    for (const query of ['currency_code=usd', `region_id=${regionId}`])
      await expectPriced(org, tee.id, variantId, query, [1200, 'sale']);

    const listOf = async () =>
      variantOf((await reads(org, tee.id)).adminOne, variantId).prices!.find(
        (price) => price.price_list_id === listId,
      )?.price_list;
    expect(await listOf()).toMatchObject({ name: 'Flash sale', status: 'active' });
    await ok(
      org.admin.post(`/admin/price-lists/${listId}`, { name: 'Paused sale', status: 'draft' }),
    );
    expect(await listOf()).toMatchObject({ name: 'Paused sale', status: 'draft' });
    await expectPriced(org, tee.id, variantId, 'currency_code=usd', [2000, 'default']);
  });

  it.skipIf(!onPostgres)(
    '(9) a write made by a second server process shows at once in this one',
    { timeout: 90_000 },
    async () => {
      // Proves the documents are rebuilt by the database, not by the process that wrote.
      const org = await createOrg(test);
      const tee = await createTee(org);
      const variant = tee.variants![0]!;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-docs-'));
      const other = await startServer({
        DATABASE_URL: test.database.url!,
        DATA_DIR: dataDir,
        COOKIE_SECRET: 'test-cookie-secret-0123456789abcdef0123',
        JWT_SECRET: 'test-jwt-secret-0123456789abcdef01234567',
        SEED_DEMO: 'false',
        CATALOG_CACHE_MB: '0',
        LOG_LEVEL: 'warn',
        ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
      });
      try {
        const staff = await new HttpSession(other.url).login(org.email, org.password);
        const priced = await staff.post(`/admin/products/${tee.id}/variants/${variant.id}`, {
          title: 'Small (B)',
          prices: priceInputs(tee, variant.id).map((price) =>
            price.currency_code === 'usd' ? { ...price, amount: 1750 } : price,
          ),
        });
        expect(priced.status, priced.text).toBe(200);
        const imaged = await staff.post(`/admin/products/${tee.id}`, {
          images: ['https://cdn.example.com/front.png', 'https://cdn.example.com/from-b.png'],
        });
        expect(imaged.status, imaged.text).toBe(200);

        for (const [view, read] of Object.entries(await reads(org, tee.id, 'currency_code=usd'))) {
          expect(variantOf(read, variant.id).title, view).toBe('Small (B)');
          expect(pricesOf(variant.id)(read), view).toContainEqual(['usd', 1750]);
          expect(
            read.images!.map((image) => image.url),
            view,
          ).toContain('https://cdn.example.com/from-b.png');
        }
        await expectPriced(org, tee.id, variant.id, 'currency_code=usd', [1750, 'default']);
      } finally {
        other.child.kill('SIGTERM');
        await other.exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('(10) 30 products written in one transaction, then every price changed in another', async () => {
    // Proves one commit rebuilds the documents of many products (the bulk path) and a bulk
    // price change shows in one list read.
    const org = await createOrg(test);
    const ids = Array.from({ length: 30 }, () => newId('prod'));
    await withTenantTx(test.database.db, org.storeId, async (tx) => {
      const storeId = org.storeId;
      await tx.insert(product).values(
        ids.map((id, n) => ({
          storeId,
          id,
          title: `Bulk ${n}`,
          handle: `bulk-${n}`,
          status: 'published' as const,
        })),
      );
      await tx
        .insert(productSalesChannel)
        .values(
          ids.map((productId) => ({ storeId, productId, salesChannelId: org.salesChannelId })),
        );
      const variants = ids.map((productId, n) => ({
        storeId,
        id: newId('variant'),
        productId,
        title: `One ${n}`,
        variantRank: 0,
        manageInventory: false,
      }));
      await tx.insert(productVariant).values(variants);
      await tx.insert(moneyAmount).values(
        variants.map((variant, n) => ({
          storeId,
          id: newId('ma'),
          variantId: variant.id,
          currencyCode: 'usd',
          amount: 100 + n,
        })),
      );
    });
    await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.execute(
        sql`UPDATE money_amount SET amount = amount + 1000 WHERE store_id = ${org.storeId}`,
      ),
    );

    const answer = (products: Product[]) =>
      products
        .map((read) => [read.title, read.variants!.map((v) => [v.title, v.prices![0]!.amount])])
        .sort();
    const expected = ids.map((_, n) => [`Bulk ${n}`, [[`One ${n}`, 1100 + n]]]).sort();
    const admin = await org.admin.get('/admin/products?limit=100');
    expect(answer(AdminProductsListRes.parse(admin.body).products)).toEqual(expected);
    const store = await shopOf(org).get('/store/products?limit=100&currency_code=usd');
    const storeProducts = StoreProductsListRes.parse(store.body).products;
    expect(answer(storeProducts)).toEqual(expected);
    expect(
      storeProducts.map((read) => read.variants![0]!.calculated_price).sort((a, b) => a! - b!),
    ).toEqual(ids.map((_, n) => 1100 + n));
  });

  it.skipIf(!onPostgres)(
    '(11) two writes to one product at once both show',
    { timeout: 60_000 },
    async () => {
      // Proves two writes to one product at once (an image and a price) both show at the next
      // read. Note: every catalogue write also bumps its store's catalog_version row (migration
      // 0013), which already makes the second transaction wait for the first's commit, before
      // the documents' own row lock is reached; this case cannot tell the two locks apart.
      const org = await createOrg(test);
      const tee = await createTee(org);
      const variantId = tee.variants![0]!.id;
      const images: string[] = [];
      const setPrice = (amount: number) =>
        ok(
          org.admin.post(`/admin/products/${tee.id}/variants/${variantId}`, {
            prices: [{ currency_code: 'usd', amount }],
          }),
        );
      const expectBoth = async (amount: number, label: string) => {
        for (const [view, read] of Object.entries(await reads(org, tee.id))) {
          expect(
            read.images!.map((image) => image.url),
            `${view}, ${label}`,
          ).toEqual(images);
          expect(pricesOf(variantId)(read), `${view}, ${label}`).toEqual([['usd', amount]]);
        }
      };

      for (let round = 1; round <= 10; round += 1) {
        images.push(`https://cdn.example.com/round-${round}.png`);
        await Promise.all([
          ok(org.admin.post(`/admin/products/${tee.id}`, { images: [...images] })),
          setPrice(2000 + round),
        ]);
        await expectBoth(2000 + round, `round ${round}`);
      }

      // The overlap made certain: a transaction adds an image and rebuilds the documents (SET
      // CONSTRAINTS runs the commit trigger now) but does not commit yet; a price change through
      // the API is sent and seen waiting for a lock; then the first commits.
      let rebuilt!: () => void;
      let commit!: () => void;
      const imageRebuilt = new Promise<void>((resolve) => (rebuilt = resolve));
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      const url = 'https://cdn.example.com/held.png';
      const imageWrite = withTenantTx(test.database.db, org.storeId, async (tx) => {
        await tx.insert(productImage).values({
          storeId: org.storeId,
          id: newId('img'),
          productId: tee.id,
          url,
          rank: images.length,
        });
        await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
        rebuilt();
        await mayCommit;
      });
      await imageRebuilt;
      const priceWrite = setPrice(3000);
      await untilSomeoneWaitsForALock();
      commit();
      await Promise.all([imageWrite, priceWrite]);
      images.push(url);
      await expectBoth(3000, 'held image');
    },
  );
});

describe('document tables', () => {
  it("are written only by the database and read only within the transaction's store", async () => {
    // Proves the tenant role cannot forge a document and row-level security scopes reads.
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const mine = await createTee(a);
    const theirs = await createTee(b);

    const forged = await withTenantTx(test.database.db, a.storeId, (tx) =>
      tx.execute(sql`INSERT INTO product_document (store_id, product_id)
        VALUES (${a.storeId}, ${newId('prod')})`),
    ).then(
      () => null,
      (error: Error) => error,
    );
    // The driver's error (the cause of drizzle's "Failed query") names the refusal.
    expect(String((forged?.cause as Error | undefined)?.message)).toMatch(/permission denied/);

    const seen = (table: 'product_document' | 'product_variant_document') =>
      withTenantTx(test.database.db, a.storeId, async (tx) => {
        const result = (await tx.execute(
          sql`SELECT DISTINCT store_id, product_id FROM ${sql.identifier(table)}`,
        )) as unknown as { rows: { store_id: string; product_id: string }[] };
        return result.rows;
      });
    for (const table of ['product_document', 'product_variant_document'] as const) {
      const rows = await seen(table);
      expect(
        rows.map((row) => row.product_id),
        table,
      ).toContain(mine.id);
      expect(
        rows.map((row) => row.product_id),
        table,
      ).not.toContain(theirs.id);
      expect(new Set(rows.map((row) => row.store_id)), table).toEqual(new Set([a.storeId]));
    }
  });
});
