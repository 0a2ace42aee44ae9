import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import {
  createCollection,
  createOrg,
  createProduct,
  createTag,
  type TestOrg,
  type TestProduct,
} from '../../../test/factories.js';
import { HttpSession } from '../../../test/http.js';

/*
 * Issue 18 part 2: the requests the Medusa v1 storefronts make (the Next.js starter's, read
 * from its source and observed), sent over HTTP to a store's base URL with no key, each
 * answered as v1 answers it.
 */

let test: TestApp;
let org: TestOrg;
let shop: HttpSession;
let shirt: TestProduct;
let mug: TestProduct;
let collection: { id: string; handle: string };
let categoryHandle: string;
let regionId: string;
let tagId: string;

const ids = (list: { id: string }[]) => list.map((entry) => entry.id).sort();

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test, 'Starter Shop');
  const handle = (await org.admin.get('/admin/store')).body.store.handle as string;
  shop = new HttpSession(`${test.url}/s/${handle}/`);
  collection = await createCollection(org, { title: 'Summer', handle: 'summer' });
  shirt = await createProduct(test, org, { title: 'Shirt', collectionId: collection.id });
  mug = await createProduct(test, org, { title: 'Mug' });
  tagId = (await createTag(test, org, 'linen', [shirt.id])).id;
  const category = await org.admin.post('/admin/product-categories', {
    name: 'Tops',
    handle: 'tops',
    is_active: true,
    is_internal: false,
  });
  categoryHandle = category.body.product_category.handle;
  const region = await org.admin.post('/admin/regions', {
    name: 'Europe',
    currency_code: 'usd',
    countries: ['de', 'fr'],
    payment_providers: ['manual'],
    fulfillment_providers: ['manual'],
    tax_rate: 0,
  });
  expect(region.status).toBe(200);
  regionId = region.body.region.id;
});
afterAll(() => test?.close());

describe('what every page of a v1 storefront reads', () => {
  it('GET /store/regions with countries[].iso_2 and display_name', async () => {
    const answer = await shop.get('store/regions');
    expect(answer.status).toBe(200);
    const region = answer.body.regions.find((entry: { id: string }) => entry.id === regionId);
    expect(region.countries.map((country: { iso_2: string }) => country.iso_2).sort()).toEqual([
      'de',
      'fr',
    ]);
    for (const country of region.countries) {
      expect(country.display_name).toMatch(/^(Germany|France)$/);
    }
  });

  it('GET /store/product-categories?limit=6&offset=0 and ?handle= in both forms', async () => {
    const list = await shop.get('store/product-categories?limit=6&offset=0');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ limit: 6, offset: 0 });
    for (const query of [`handle=${categoryHandle}`, `handle[0]=${categoryHandle}`]) {
      const one = await shop.get(`store/product-categories?${query}`);
      expect(one.status, query).toBe(200);
      expect(one.body.product_categories.map((c: { handle: string }) => c.handle)).toEqual([
        categoryHandle,
      ]);
    }
  });

  it('GET /store/collections with limit/offset and handle[0]=', async () => {
    const list = await shop.get('store/collections?limit=100&offset=0');
    expect(list.status).toBe(200);
    expect(ids(list.body.collections)).toEqual([collection.id]);
    for (const query of ['handle[0]=summer', 'handle=summer', 'handle[]=summer']) {
      const one = await shop.get(`store/collections?${query}`);
      expect(one.status, query).toBe(200);
      expect(ids(one.body.collections), query).toEqual([collection.id]);
    }
    const none = await shop.get('store/collections?handle[0]=winter');
    expect(none.body.collections).toEqual([]);
  });
});

describe('GET /store/products as the storefronts filter it', () => {
  it('takes bracket arrays: handle[0]=, collection_id[0]=, id[0]=, tags[0]=', async () => {
    const cases: [string, string[]][] = [
      [`handle[0]=${shirt.handle}`, [shirt.id]],
      [`handle=${mug.handle}`, [mug.id]],
      // The starter's own fetch helper (src/lib/medusa-fetch) writes arrays as `key[]=`.
      [`handle[]=${shirt.handle}`, [shirt.id]],
      [`collection_id[0]=${collection.id}`, [shirt.id]],
      [`id[0]=${shirt.id}&id[1]=${mug.id}`, [shirt.id, mug.id].sort()],
      [`tags[0]=${tagId}`, [shirt.id]],
    ];
    for (const [query, expected] of cases) {
      const answer = await shop.get(`store/products?${query}&region_id=${regionId}`);
      expect(answer.status, query).toBe(200);
      expect(ids(answer.body.products), query).toEqual(expected);
    }
  });

  it('takes is_giftcard=false, currency_code and count-driven paging', async () => {
    const answer = await shop.get(
      `store/products?limit=1&offset=0&region_id=${regionId}&currency_code=usd&is_giftcard=false`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 2, limit: 1, offset: 0 });
    const [product] = answer.body.products;
    const [variant] = product.variants;
    for (const field of [
      'calculated_price',
      'original_price',
      'calculated_price_type',
      'prices',
      'inventory_quantity',
      'manage_inventory',
      'allow_backorder',
      'options',
    ]) {
      expect(variant, field).toHaveProperty(field);
    }
  });

  it('the product page reads products[0] of ?handle=', async () => {
    const answer = await shop.get(`store/products?handle=${shirt.handle}&region_id=${regionId}`);
    expect(answer.body.products[0].id).toBe(shirt.id);
  });
});

describe('headers the v1 clients send', () => {
  it('an empty Authorization header is anonymous, not a 401', async () => {
    const answer = await shop.get('store/products', { authorization: '' });
    expect(answer.status).toBe(200);
    const regions = await shop.get('store/regions', { authorization: '' });
    expect(regions.status).toBe(200);
  });

  it('unknown headers are ignored', async () => {
    const answer = await shop.get('store/products', {
      'idempotency-key': 'e3c4b1a2-0000-4000-8000-000000000000',
      'x-medusa-custom': 'anything',
      'x-requested-with': 'XMLHttpRequest',
      // The v1 starter passes Next.js fetch options among medusa-js's custom headers, and its
      // fetch helper an empty key under a name v1 never read.
      next: '[object Object]',
      'x-publishable-key': '',
    });
    expect(answer.status).toBe(200);
    expect(ids(answer.body.products)).toEqual([shirt.id, mug.id].sort());
  });
});
