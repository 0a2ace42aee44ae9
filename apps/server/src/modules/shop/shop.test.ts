import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createCollection, createOrg, type TestOrg } from '../../../test/factories.js';
import { buildShopEntry } from '../../../test/shop-entry.js';

let test: TestApp;
let buildDir: string;

beforeAll(async () => {
  const built = await buildShopEntry();
  buildDir = built.dir;
  test = await buildTestApp({ env: { ADMIN_DIST: built.adminDist } });
}, 120_000);
afterAll(async () => {
  await test?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

interface Made {
  id: string;
  handle: string;
  title: string;
}

/** A published product with Size and Colour options through the admin API. */
async function createShirt(org: TestOrg, title: string, extra: Record<string, unknown> = {}) {
  const response = await org.admin.post('/admin/products', {
    title,
    description: `The ${title}, cut from organic cotton <b>soft</b> & light.`,
    status: 'published',
    thumbnail: '/uploads/shirt.jpg',
    options: [{ title: 'Size' }, { title: 'Colour' }],
    variants: [
      {
        title: 'S / Blue',
        sku: `${title}-S-BLUE`.replace(/\W+/g, '-'),
        options: [{ value: 'S' }, { value: 'Blue' }],
        prices: [{ currency_code: 'usd', amount: 2500 }],
        inventory_quantity: 3,
      },
      {
        title: 'M / Red',
        options: [{ value: 'M' }, { value: 'Red' }],
        prices: [{ currency_code: 'usd', amount: 2750 }],
        inventory_quantity: 0,
      },
    ],
    ...extra,
  });
  expect(response.status, response.text).toBe(200);
  const product = response.body.product as Made;
  return { id: product.id, handle: product.handle, title };
}

/** The JSON-LD documents of a page. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The state the page hands to the browser for hydration. */
function inlinedState(html: string) {
  const match = /<script>window\.__SHOP__=(.*?)<\/script>/s.exec(html);
  return JSON.parse(match![1]!) as { page: Record<string, unknown>; boot: Record<string, unknown> };
}

/** Each test store's handle, read once from GET /admin/store. */
const handles = new Map<string, string>();
async function handleOf(org: TestOrg): Promise<string> {
  if (!handles.has(org.storeId)) {
    const response = await org.admin.get('/admin/store');
    handles.set(org.storeId, response.body.store.handle as string);
  }
  return handles.get(org.storeId)!;
}

describe('GET /shop/{handle}/products/{handle} without JavaScript', () => {
  it('answers the product page with its title, price, stock, meta tags and schema.org Product', async () => {
    const org = await createOrg(test, 'Shirt Shop');
    const shop = `/shop/${await handleOf(org)}`;
    const shirt = await createShirt(org, 'Linen Shirt');
    const response = await test.session().get(`${shop}/products/${shirt.handle}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = response.text;

    expect(html).toMatch(/<title>Linen Shirt · Shirt Shop [0-9a-f]+<\/title>/);
    expect(html).toContain('<h1 class="text-2xl font-semibold sm:text-3xl">Linen Shirt</h1>');
    // The first variant that can be bought is chosen, and its price shown.
    expect(html).toMatch(/data-testid="product-price">\$25\.00/);
    expect(html).toContain('Only 3 left');
    // Option pickers for both options.
    expect(html).toContain('<legend class="text-sm font-medium">Size</legend>');
    expect(html).toContain('<legend class="text-sm font-medium">Colour</legend>');

    const canonical = `http://storedesk.test${shop}/products/${shirt.handle}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta property="og:title" content="Linen Shirt · Shirt Shop');
    expect(html).toContain(
      '<meta property="og:image" content="http://storedesk.test/uploads/shirt.jpg" />',
    );
    // The description is escaped, not markup.
    expect(html).toContain(
      '<meta name="description" content="The Linen Shirt, cut from organic cotton &lt;b&gt;soft&lt;/b&gt; &amp; light." />',
    );

    const [product] = structuredData(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen Shirt',
      image: ['http://storedesk.test/uploads/shirt.jpg'],
      url: canonical,
      offers: [
        {
          '@type': 'Offer',
          name: 'S / Blue',
          sku: 'Linen-Shirt-S-BLUE',
          price: '25.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          name: 'M / Red',
          price: '27.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/OutOfStock',
        },
      ],
    });

    // The browser hydrates from the inlined data: the product and the store's key and region.
    const state = inlinedState(html);
    expect(state.page).toMatchObject({ name: 'product', product: { id: shirt.id } });
    expect(state.boot).toMatchObject({
      handle: await handleOf(org),
      apiBase: `/s/${await handleOf(org)}`,
      region: { currency_code: 'usd' },
    });
  });

  it('reads in the language the browser asks for, English when it is not translated', async () => {
    const org = await createOrg(test);
    const shop = `/shop/${await handleOf(org)}`;
    const shirt = await createShirt(org, 'Wool Shirt');
    const path = `${shop}/products/${shirt.handle}`;
    const german = await test.session({ 'accept-language': 'de-CH,de;q=0.9' }).get(path);
    expect(german.text).toContain('<html lang="de" dir="ltr">');
    expect(german.text).toContain('In den Warenkorb');
    const arabic = await test.session({ 'accept-language': 'ar' }).get(path);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    const unknown = await test.session({ 'accept-language': 'xx' }).get(path);
    expect(unknown.text).toContain('<html lang="en" dir="ltr">');
    expect(unknown.text).toContain('Add to cart');
  });
});

describe('GET /shop/{handle}', () => {
  it('lists the published products, filters by collection and searches', async () => {
    const org = await createOrg(test, 'Tea Shop');
    const shop = `/shop/${await handleOf(org)}`;
    const summer = await createCollection(org, { title: 'Summer' });
    const linen = await createShirt(org, 'Linen Shirt', { collection_id: summer.id });
    const wool = await createShirt(org, 'Wool Jumper');
    await createShirt(org, 'Secret Draft', { status: 'draft' });

    const all = await test.session().get(shop);
    expect(all.status).toBe(200);
    expect(all.text).toContain('Linen Shirt');
    expect(all.text).toContain('Wool Jumper');
    expect(all.text).not.toContain('Secret Draft');
    expect(all.text).toContain('2 products');
    expect(all.text).toContain(`href="${shop}/collections/summer"`);
    expect(all.text).toContain(`<link rel="canonical" href="http://storedesk.test${shop}" />`);

    const collection = await test.session().get(`${shop}/collections/summer`);
    expect(collection.status).toBe(200);
    expect(collection.text).toMatch(/<title>Summer · Tea Shop/);
    expect(collection.text).toContain(`/products/${linen.handle}`);
    expect(collection.text).not.toContain(`/products/${wool.handle}`);

    const search = await test.session().get(`${shop}?q=wool`);
    expect(search.status).toBe(200);
    expect(search.text).toContain(`/products/${wool.handle}`);
    expect(search.text).not.toContain(`/products/${linen.handle}`);
    expect(search.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('never shows another store’s product, and an unknown shop, product or collection is a 404 page', async () => {
    const mine = await createOrg(test);
    const shop = `/shop/${await handleOf(mine)}`;
    const theirs = await createOrg(test);
    const their = await createShirt(theirs, 'Their Shirt');

    const list = await test.session().get(shop);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain('Their Shirt');
    const crossed = await test.session().get(`${shop}/products/${their.handle}`);
    expect(crossed.status).toBe(404);
    expect(crossed.text).not.toContain('Their Shirt');
    expect(crossed.text).toContain('Page not found');

    const unknown = await test.session().get('/shop/no-such-store/products/anything');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(unknown.text).toContain('Page not found');
    expect((await test.session().get('/shop/no-such-store')).status).toBe(404);
    expect((await test.session().get(`${shop}/collections/nope`)).status).toBe(404);
    expect((await test.session().get(`${shop}/no/such/page`)).status).toBe(404);
  });
});

describe('GET /shop/{handle}/exchange/{cart_id}', () => {
  it('answers the exchange page for the browser to fill in, and a 404 page for an unknown shop', async () => {
    const org = await createOrg(test);
    const shop = `/shop/${await handleOf(org)}`;
    const page = await test.session().get(`${shop}/exchange/cart_01EXCHANGE`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<meta name="robots" content="noindex" />');
    expect(page.text).toContain(
      `<link rel="canonical" href="http://storedesk.test${shop}/exchange/cart_01EXCHANGE" />`,
    );
    // The swap and its cart are read by the page in the browser, with the cart's id.
    expect(inlinedState(page.text).page).toEqual({ name: 'exchange', cartId: 'cart_01EXCHANGE' });

    const unknown = await test.session().get('/shop/no-such-store/exchange/cart_01EXCHANGE');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Page not found');
    expect(inlinedState(unknown.text).page).toEqual({ name: 'not-found' });
  });
});

describe('GET /shop/{handle}/order-edit/{id}', () => {
  it('answers the order edit page for the browser to fill in, and a 404 page for an unknown shop', async () => {
    const org = await createOrg(test);
    const shop = `/shop/${await handleOf(org)}`;
    const page = await test.session().get(`${shop}/order-edit/oe_01EDIT`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('<meta name="robots" content="noindex" />');
    expect(page.text).toContain(
      `<link rel="canonical" href="http://storedesk.test${shop}/order-edit/oe_01EDIT" />`,
    );
    // The edit is read by the page in the browser, with its id.
    expect(inlinedState(page.text).page).toEqual({ name: 'order-edit', orderEditId: 'oe_01EDIT' });

    const unknown = await test.session().get('/shop/no-such-store/order-edit/oe_01EDIT');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Page not found');
    expect(inlinedState(unknown.text).page).toEqual({ name: 'not-found' });
  });
});

describe('GET /shop/{handle}/sitemap.xml', () => {
  it('lists the shop, its collections and its published products, and no other store’s', async () => {
    const org = await createOrg(test);
    const shop = `/shop/${await handleOf(org)}`;
    const other = await createOrg(test);
    const collection = await createCollection(org, { title: 'Autumn' });
    const shirt = await createShirt(org, 'Cord Shirt');
    await createShirt(org, 'Hidden Draft', { status: 'draft', handle: 'hidden-draft' });
    const theirs = await createShirt(other, 'Other Shirt');

    const response = await test.session().get(`${shop}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...response.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    const base = `http://storedesk.test${shop}`;
    expect(locs.sort()).toEqual(
      [base, `${base}/collections/${collection.handle}`, `${base}/products/${shirt.handle}`].sort(),
    );
    expect(response.text).not.toContain(theirs.handle);
    expect((await test.session().get('/shop/no-such-store/sitemap.xml')).status).toBe(404);
  });
});
