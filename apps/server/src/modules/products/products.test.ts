import {
  AdminProductsListRes,
  AdminProductsRes,
  AdminVariantsListRes,
  AdminVariantsRes,
  ErrorBody,
  StoreProductsListRes,
  StoreProductsRes,
  type Product,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { queryRows, testDatabaseKind } from '../../../test/database.js';
import { buildApp } from '../../app.js';
import { MEMORY, openDatabase } from '../../platform/db/client.js';
import { createMailer } from '../../platform/mail.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** A shirt with Size × Color = 4 variants, each priced in USD and EUR. */
const shirt = (title = 'Classic Shirt', extra: Record<string, unknown> = {}) => ({
  title,
  subtitle: 'Cotton',
  description: 'A soft everyday shirt in organic cotton.',
  options: [{ title: 'Size' }, { title: 'Color' }],
  tags: [{ value: 'cotton' }, { value: 'summer' }],
  type: { value: 'Shirt' },
  images: ['https://cdn.example.com/shirt-front.png', 'https://cdn.example.com/shirt-back.png'],
  weight: 300,
  material: 'Cotton',
  variants: ['S', 'M'].flatMap((size, i) =>
    ['Black', 'White'].map((color, j) => ({
      title: `${size} / ${color}`,
      sku: `${title.toUpperCase().replace(/\W+/g, '-')}-${size}-${color}`,
      inventory_quantity: 10 + i * 2 + j,
      prices: [
        { currency_code: 'usd', amount: 2500 + i * 100 },
        { currency_code: 'eur', amount: 2300 + i * 100 },
      ],
      options: [{ value: size }, { value: color }],
    })),
  ),
  ...extra,
});

async function createShirt(org: TestOrg, title?: string, extra?: Record<string, unknown>) {
  const response = await org.admin.post('/admin/products', shirt(title, extra));
  expect(response.status, response.text).toBe(200);
  return AdminProductsRes.parse(response.body).product;
}

const storeSession = (org: TestOrg) =>
  test.session({ 'x-publishable-api-key': org.publishableKeyId });

describe('admin products', () => {
  it('creates a product with options, variants, prices, tags, type and images', async () => {
    const org = await createOrg(test);
    const product = await createShirt(org);
    expect(product).toMatchObject({
      title: 'Classic Shirt',
      handle: 'classic-shirt',
      status: 'draft',
      thumbnail: 'https://cdn.example.com/shirt-front.png',
      weight: 300,
      deleted_at: null,
    });
    expect(product.id).toMatch(/^prod_/);
    expect(product.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(product.options?.map((option) => option.title)).toEqual(['Size', 'Color']);
    expect(product.options?.[0]?.values?.map((value) => value.value)).toEqual(['S', 'S', 'M', 'M']);
    expect(product.variants).toHaveLength(4);
    const first = product.variants![0]!;
    expect(first.options?.map((value) => value.value)).toEqual(['S', 'Black']);
    expect(first.prices?.map((price) => [price.currency_code, price.amount])).toEqual([
      ['eur', 2300],
      ['usd', 2500],
    ]);
    expect(product.tags?.map((tag) => tag.value)).toEqual(['cotton', 'summer']);
    expect(product.type?.value).toBe('Shirt');
    expect(product.images?.map((image) => image.url)).toHaveLength(2);
    // Medusa v1: a product created without sales channels joins the default channel.
    expect(product.sales_channels?.map((channel) => channel.id)).toEqual([org.salesChannelId]);

    const stored = await queryRows<Record<string, unknown>>(
      test.database.db,
      sql`select count(*)::int as n from money_amount where store_id = ${org.storeId}`,
    );
    expect(stored[0]?.n).toBe(8);
  });

  it('lists, filters, searches, sorts and pages', async () => {
    const org = await createOrg(test);
    const hoodie = await createShirt(org, 'Warm Hoodie', { status: 'published' });
    await createShirt(org, 'Linen Trousers');
    await createShirt(org, 'Canvas Tote');

    const all = AdminProductsListRes.parse((await org.admin.get('/admin/products')).body);
    expect(all).toMatchObject({ count: 3, limit: 50, offset: 0 });
    expect(all.products.map((p) => p.title)).toEqual([
      'Canvas Tote',
      'Linen Trousers',
      'Warm Hoodie',
    ]);

    const published = await org.admin.get('/admin/products?status[]=published');
    expect(published.body.products.map((p: Product) => p.id)).toEqual([hoodie.id]);

    const typo = await org.admin.get('/admin/products?q=hodie');
    expect(typo.status).toBe(200);
    expect(typo.body.products.map((p: Product) => p.title)).toEqual(['Warm Hoodie']);

    const bySku = await org.admin.get('/admin/products?q=LINEN-TROUSERS-M');
    expect(bySku.body.products.map((p: Product) => p.title)).toEqual(['Linen Trousers']);

    const sorted = await org.admin.get('/admin/products?order=title&limit=2&offset=1');
    expect(sorted.body).toMatchObject({ count: 3, limit: 2, offset: 1 });
    expect(sorted.body.products.map((p: Product) => p.title)).toEqual([
      'Linen Trousers',
      'Warm Hoodie',
    ]);

    const fields = await org.admin.get('/admin/products?fields=id,title&expand=variants&limit=1');
    expect(Object.keys(fields.body.products[0])).toEqual(['id', 'title', 'variants']);
    expect(Object.keys(fields.body.products[0].variants[0])).not.toContain('prices');

    const bad = await org.admin.get('/admin/products?limit=abc');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(bad.body).message).toMatch(/limit/);
    const badOrder = await org.admin.get('/admin/products?order=price');
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toMatch(/^order must be one of/);
  });

  it('updates fields, variants and prices; deletes variants, options and the product', async () => {
    const org = await createOrg(test);
    const product = await createShirt(org);
    const variant = product.variants![0]!;

    const updated = await org.admin.post(`/admin/products/${product.id}`, {
      title: 'Classic Shirt v2',
      status: 'published',
      tags: [{ value: 'cotton' }],
      type: null,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(AdminProductsRes.parse(updated.body).product).toMatchObject({
      title: 'Classic Shirt v2',
      status: 'published',
      type: null,
      type_id: null,
    });
    expect(updated.body.product.tags.map((t: { value: string }) => t.value)).toEqual(['cotton']);

    const priced = await org.admin.post(`/admin/products/${product.id}/variants/${variant.id}`, {
      prices: [{ currency_code: 'usd', amount: 1999 }],
      inventory_quantity: 3,
    });
    expect(priced.status, priced.text).toBe(200);
    const changed = AdminProductsRes.parse(priced.body).product.variants!.find(
      (v) => v.id === variant.id,
    )!;
    expect(changed.prices?.map((p) => p.amount)).toEqual([1999]);
    expect(changed.inventory_quantity).toBe(3);

    const duplicateCombo = await org.admin.post(`/admin/products/${product.id}/variants`, {
      title: 'Again',
      prices: [],
      options: product.options!.map((option, i) => ({
        option_id: option.id,
        value: i === 0 ? 'S' : 'Black',
      })),
    });
    expect(duplicateCombo.status).toBe(400);
    expect(duplicateCombo.body.message).toMatch(
      /another variant already has the options S \/ Black/,
    );

    const added = await org.admin.post(`/admin/products/${product.id}/variants`, {
      title: 'L / Black',
      sku: 'NEW-L-BLACK',
      prices: [{ currency_code: 'usd', amount: 2700 }],
      options: product.options!.map((option, i) => ({
        option_id: option.id,
        value: i === 0 ? 'L' : 'Black',
      })),
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body.product.variants).toHaveLength(5);

    const removed = await org.admin.delete(`/admin/products/${product.id}/variants/${variant.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      variant_id: variant.id,
      object: 'product-variant',
      deleted: true,
    });
    expect(removed.body.product.variants).toHaveLength(4);

    const option = await org.admin.post(`/admin/products/${product.id}/options`, {
      title: 'Fit',
    });
    expect(option.status).toBe(200);
    const fit = option.body.product.options.find((o: { title: string }) => o.title === 'Fit');
    expect(fit.values.every((v: { value: string }) => v.value === 'Default')).toBe(true);
    const dropFit = await org.admin.delete(`/admin/products/${product.id}/options/${fit.id}`);
    expect(dropFit.status).toBe(200);
    expect(dropFit.body).toMatchObject({ option_id: fit.id, object: 'option', deleted: true });
    // Removing Size would leave two variants that are both Black (or White).
    const dropSize = await org.admin.delete(
      `/admin/products/${product.id}/options/${product.options![0]!.id}`,
    );
    expect(dropSize.status).toBe(400);

    const deleted = await org.admin.delete(`/admin/products/${product.id}`);
    expect(deleted.body).toEqual({ id: product.id, object: 'product', deleted: true });
    expect((await org.admin.get(`/admin/products/${product.id}`)).status).toBe(404);
    // The handle is free again once the product is gone.
    expect(
      (
        await org.admin.post('/admin/products', {
          title: 'Classic Shirt v2',
          handle: 'classic-shirt',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses bad input with a 400 naming the field, and duplicates with a 422', async () => {
    const org = await createOrg(test);
    const missing = await org.admin.post('/admin/products', {});
    expect(missing.status).toBe(400);
    expect(ErrorBody.parse(missing.body).message).toBe('title is required');

    const wrong = await org.admin.post('/admin/products', {
      title: 'X',
      status: 'nope',
      variants: 'x',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(
      /status must be one of: draft, proposed, published, rejected/,
    );

    const badPrice = await org.admin.post('/admin/products', {
      title: 'Priced',
      variants: [{ title: 'One', prices: [{ currency_code: 'xyz', amount: 10 }] }],
    });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.message).toBe('variants.0.prices.0.currency_code: unknown currency xyz');

    const badOptions = await org.admin.post('/admin/products', {
      title: 'Options',
      options: [{ title: 'Size' }],
      variants: [{ title: 'One', prices: [] }],
    });
    expect(badOptions.status).toBe(400);
    expect(badOptions.body.message).toMatch(/^variants\.0\.options must have one value/);

    await createShirt(org, 'Dup');
    const dupHandle = await org.admin.post('/admin/products', { title: 'Dup' });
    expect(dupHandle.status).toBe(422);
    expect(ErrorBody.parse(dupHandle.body)).toMatchObject({
      type: 'duplicate_error',
      message: 'Product with handle dup already exists.',
    });
    const dupSku = await org.admin.post('/admin/products', {
      title: 'Other',
      variants: [{ title: 'One', sku: 'DUP-S-Black', prices: [] }],
    });
    expect(dupSku.status).toBe(422);
    expect(dupSku.body.type).toBe('duplicate_error');
    expect(dupSku.body.message).toBe(
      'variants.0.sku: a variant with sku DUP-S-Black already exists in this store.',
    );
    const count = await queryRows<Record<string, unknown>>(
      test.database.db,
      sql`select count(*)::int as n from product where store_id = ${org.storeId}`,
    );
    expect(count[0]?.n).toBe(1);
  });

  it('lists variants across products with their product', async () => {
    const org = await createOrg(test);
    const product = await createShirt(org);
    const list = AdminVariantsListRes.parse(
      (await org.admin.get('/admin/variants?q=S-White')).body,
    );
    expect(list.count).toBe(1);
    expect(list.variants[0]?.product?.id).toBe(product.id);
    const one = AdminVariantsRes.parse(
      (await org.admin.get(`/admin/variants/${list.variants[0]!.id}`)).body,
    );
    expect(one.variant.sku).toBe('CLASSIC-SHIRT-S-White');
  });
});

describe('catalogue cache', () => {
  it('serves repeated reads from memory and never an answer older than the last change', async () => {
    const org = await createOrg(test);
    const product = await createShirt(org, 'Cached Shirt', { status: 'published' });
    const shop = storeSession(org);
    const first = await shop.get('/store/products');
    expect(first.headers.get('x-catalog-cache')).toBe('miss');
    const second = await shop.get('/store/products');
    expect(second.headers.get('x-catalog-cache')).toBe('hit');
    expect(second.text).toBe(first.text);

    await org.admin.post(`/admin/products/${product.id}`, { title: 'Renamed Shirt' });
    const after = await shop.get('/store/products');
    expect(after.headers.get('x-catalog-cache')).toBe('miss');
    expect(after.body.products[0].title).toBe('Renamed Shirt');

    // A price change (another table) is seen at once too.
    const variant = product.variants![0]!;
    await org.admin.post(`/admin/products/${product.id}/variants/${variant.id}`, {
      prices: [{ currency_code: 'usd', amount: 999 }],
    });
    const priced = await shop.get(`/store/products/${product.id}?currency_code=usd`);
    expect(priced.body.product.variants[0].calculated_price).toBe(999);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('catalogue cache across processes', () => {
  it("sees another process's change once its notification arrives", async () => {
    // A second server process: its own connection pool and listener on the same database.
    const other = await openDatabase({ dataDir: MEMORY, databaseUrl: test.database.url });
    const app = await buildApp({
      db: other.db,
      config: test.config,
      mailer: createMailer({
        from: 'x@example.com',
        outboxDir: test.config.dataDir,
        logger: test.app.log as never,
      }),
      logger: test.app.log as never,
      listen: other.listen,
    });
    try {
      const org = await createOrg(test);
      const product = await createShirt(org, 'Shared Shirt', { status: 'published' });
      const read = () =>
        app.inject({
          url: `/store/products/${product.id}`,
          headers: { 'x-publishable-api-key': org.publishableKeyId },
        });
      expect((await read()).headers['x-catalog-cache']).toBe('miss');
      expect((await read()).headers['x-catalog-cache']).toBe('hit');
      await org.admin.post(`/admin/products/${product.id}`, { title: 'Shared Shirt v2' });
      let title = '';
      for (let attempt = 0; attempt < 50 && title !== 'Shared Shirt v2'; attempt += 1) {
        title = (await read()).json<{ product: Product }>().product.title;
        if (title !== 'Shared Shirt v2') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(title).toBe('Shared Shirt v2');
    } finally {
      await app.close();
      await other.close();
    }
  });
});

describe('tenant isolation', () => {
  it("another store's product and variant answer 404 and stay unchanged", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const product = await createShirt(a);
    const variant = product.variants![0]!;
    const attempts = [
      b.admin.get(`/admin/products/${product.id}`),
      b.admin.post(`/admin/products/${product.id}`, { title: 'Taken' }),
      b.admin.delete(`/admin/products/${product.id}`),
      b.admin.post(`/admin/products/${product.id}/variants/${variant.id}`, { title: 'Taken' }),
      b.admin.delete(`/admin/products/${product.id}/variants/${variant.id}`),
      b.admin.post(`/admin/products/${product.id}/options`, { title: 'Taken' }),
      b.admin.get(`/admin/variants/${variant.id}`),
      storeSession(b).get(`/store/products/${product.id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect((await b.admin.get('/admin/products')).body.count).toBe(0);
    expect((await b.admin.get(`/admin/variants?id=${variant.id}`)).body.count).toBe(0);
    const still = AdminProductsRes.parse((await a.admin.get(`/admin/products/${product.id}`)).body);
    expect(still.product.title).toBe('Classic Shirt');
    expect(still.product.variants).toHaveLength(4);
  });
});

describe('search isolation', () => {
  it("the search function sees only the transaction's store, and nothing without one", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const mine = await createShirt(a, 'Isolated Linen Shirt');
    await createShirt(b, 'Isolated Linen Shirt');
    const search = sql`select product_id from storedesk_product_search('isolated linen', '%isolated linen%')`;

    const unscoped = await queryRows<{ product_id: string }>(test.database.db, search);
    expect(unscoped).toEqual([]);
    const scoped = await withTenantTx(test.database.db, a.storeId, (tx) => tx.execute(search));
    expect((scoped as unknown as { rows: { product_id: string }[] }).rows).toEqual([
      { product_id: mine.id },
    ]);
    const listed = await a.admin.get('/admin/products?q=isolated%20linen');
    expect(listed.body.products.map((product: Product) => product.id)).toEqual([mine.id]);
  });
});

describe('store products', () => {
  it('shows published products only, priced for a region or a currency', async () => {
    const org = await createOrg(test);
    const live = await createShirt(org, 'Live Shirt', { status: 'published' });
    await createShirt(org, 'Draft Shirt');
    const shop = storeSession(org);

    const list = StoreProductsListRes.parse((await shop.get('/store/products')).body);
    expect(list.products.map((p) => p.id)).toEqual([live.id]);
    expect(Object.keys(list.products[0]!)).not.toContain('sales_channels');

    const inEur = await shop.get(`/store/products/${live.id}?currency_code=eur`);
    const variant = StoreProductsRes.parse(inEur.body).product.variants![0]!;
    expect(variant).toMatchObject({
      original_price: 2300,
      calculated_price: 2300,
      calculated_price_type: 'default',
    });

    const regions = await queryRows<Record<string, unknown>>(
      test.database.db,
      sql`select id from region where store_id = ${org.storeId}`,
    );
    const regionId = regions[0]!.id as string;
    await queryRows<Record<string, unknown>>(
      test.database.db,
      sql`update region set tax_rate = 20 where id = ${regionId}`,
    );
    const inRegion = await shop.get(`/store/products?region_id=${regionId}`);
    const regional = StoreProductsListRes.parse(inRegion.body).products[0]!.variants![0]!;
    expect(regional).toMatchObject({
      original_price: 2500,
      calculated_price: 2500,
      original_price_incl_tax: 3000,
      original_tax: 500,
    });
    expect(regional.tax_rates).toEqual([{ rate: 20, name: 'default', code: null }]);

    const unknownRegion = await shop.get('/store/products?region_id=reg_missing');
    expect(unknownRegion.status).toBe(404);

    const hidden = await shop.get(`/store/products/${(await createShirt(org, 'Hidden')).id}`);
    expect(hidden.status).toBe(404);

    const search = await shop.post('/store/products/search', { q: 'live' });
    expect(search.status).toBe(200);
    expect(search.body.hits.map((p: Product) => p.id)).toEqual([live.id]);

    const variants = await shop.get(`/store/variants?ids=${variant.id}&currency_code=usd`);
    expect(variants.body.variants[0]).toMatchObject({ id: variant.id, calculated_price: 2500 });
    expect((await shop.get(`/store/variants/${variant.id}`)).body.variant.id).toBe(variant.id);
  });
});
