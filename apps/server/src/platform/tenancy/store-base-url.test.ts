import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import {
  createOrg,
  createProduct,
  type TestOrg,
  type TestProduct,
} from '../../../test/factories.js';
import { inArray } from 'drizzle-orm';
import { provisionOrganization } from '../../modules/store/provision.js';
import { handleFromName } from './store-base-url.js';
import { store } from './tenancy.tables.js';

/*
 * Issue 18 part 1: a key-less store API request names its store by its base URL
 * (`/s/{handle}`) or host name; a key keeps working; a key and a URL of different stores, or a
 * request that names no store, answer a clear 400; CORS follows the store's own origins.
 */

const SHOP_DOMAIN = 'shops.example.test';
let test: TestApp;
let a: TestOrg;
let b: TestOrg;
let handleA: string;
let handleB: string;
let productA: TestProduct;
let productB: TestProduct;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** Plain HTTP with the headers given as they are, `Host` included (fetch cannot set it). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Raw> {
  const url = new URL(test.url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body:
              text && /json/.test(response.headers['content-type'] ?? '') ? JSON.parse(text) : text,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const productIds = (answer: Raw): string[] =>
  (answer.body.products as { id: string }[]).map((product) => product.id);

beforeAll(async () => {
  test = await buildTestApp({ env: { SHOP_DOMAIN } });
  a = await createOrg(test, 'Store A');
  b = await createOrg(test, 'Store B');
  handleA = (await a.admin.get('/admin/store')).body.store.handle;
  handleB = (await b.admin.get('/admin/store')).body.store.handle;
  productA = await createProduct(test, a, { title: 'A Shirt' });
  productB = await createProduct(test, b, { title: 'B Mug' });
});
afterAll(() => test?.close());

describe('store handles', () => {
  it('are made from the name at sign-up, unique over all stores', async () => {
    expect(handleA).toMatch(/^store-a-[0-9a-f]{8}$/);
    expect(handleB).toMatch(/^store-b-[0-9a-f]{8}$/);
    expect(handleFromName('Café Müller & Co.')).toBe('cafe-muller-co');
    expect(handleFromName('Shop')).toBe('shop-shop');
    expect(handleFromName('日本')).toBe('store-shop');
    // Two stores of one name: the second adds the end of its id.
    const twins = [];
    for (const n of [1, 2]) {
      twins.push(
        await provisionOrganization(test.database.db, {
          name: 'Twin Shop',
          email: `twin-${n}-${a.storeId}@example.com`,
          password: 'twin-password-123',
        }),
      );
    }
    const handles = await test.database.db
      .select({ id: store.id, handle: store.handle })
      .from(store)
      .where(
        inArray(
          store.id,
          twins.map((twin) => twin.storeId),
        ),
      );
    const handleOf = (id: string) => handles.find((row) => row.id === id)?.handle;
    expect(handleOf(twins[0]!.storeId)).toBe('twin-shop');
    expect(handleOf(twins[1]!.storeId)).toBe(
      `twin-shop-${twins[1]!.storeId.slice(-6).toLowerCase()}`,
    );
  });

  it('are edited in the store settings: 400 for a bad or reserved one, 422 for a taken one', async () => {
    const org = await createOrg(test, 'Renamed');
    for (const handle of ['Has Space', '-dash', 'x', 'a_b', 'é']) {
      const bad = await org.admin.post('/admin/store', { handle });
      expect(bad.status, handle).toBe(400);
      expect(bad.body.message, handle).toMatch(/handle/);
    }
    const reserved = await org.admin.post('/admin/store', { handle: 'admin' });
    expect(reserved.status).toBe(400);
    expect(reserved.body).toMatchObject({ type: 'invalid_data', code: 'reserved_handle' });
    const taken = await org.admin.post('/admin/store', { handle: handleA });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ type: 'duplicate_error', code: 'duplicate_handle' });
    expect(taken.body.message).toMatch(/^handle: /);

    const renamed = await org.admin.post('/admin/store', { handle: 'Renamed-Shop' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.store).toMatchObject({
      handle: 'renamed-shop',
      storefront_urls: {
        api_base_url: 'http://storedesk.test/s/renamed-shop',
        host_base_urls: [`http://renamed-shop.${SHOP_DOMAIN}`],
        shop_url: 'http://storedesk.test/shop/renamed-shop',
      },
    });
  });
});

describe('the base URL /s/{handle}', () => {
  it('answers the store API with no key, with the store’s own data only', async () => {
    const list = await raw('GET', `/s/${handleA}/store/products`);
    expect(list.status).toBe(200);
    expect(productIds(list)).toEqual([productA.id]);
    const one = await raw('GET', `/s/${handleA}/store/products/${productA.id}`);
    expect(one.status).toBe(200);
    expect(one.body.product.id).toBe(productA.id);
  });

  it('answers 404 for another store’s ids', async () => {
    const other = await raw('GET', `/s/${handleA}/store/products/${productB.id}`);
    expect(other.status).toBe(404);
    expect(other.body.type).toBe('not_found');
    expect(JSON.stringify(other.body)).not.toContain('B Mug');
  });

  it('keeps a key of the same store working, and refuses a key of another store with 400', async () => {
    const same = await raw('GET', `/s/${handleA}/store/products`, {
      'x-publishable-api-key': a.publishableKeyId,
    });
    expect(same.status).toBe(200);
    expect(productIds(same)).toEqual([productA.id]);

    const crossed = await raw('GET', `/s/${handleB}/store/products`, {
      'x-publishable-api-key': a.publishableKeyId,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body).toMatchObject({
      type: 'invalid_data',
      code: 'publishable_key_store_mismatch',
    });
    expect(crossed.body.message).toMatch(/another store/);
    expect(JSON.stringify(crossed.body)).not.toMatch(/products|A Shirt|B Mug/);
  });

  it('answers a clear 400 to a key-less request on the bare path', async () => {
    const bare = await raw('GET', '/store/products');
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ type: 'invalid_data', code: 'missing_publishable_key' });
    expect(bare.body.message).toMatch(/x-publishable-api-key/);
    expect(bare.body.message).toMatch(/\/s\/\{handle\}/);
    // An empty key is no key.
    const empty = await raw('GET', '/store/products', { 'x-publishable-api-key': '' });
    expect(empty.status).toBe(400);
  });

  it('answers 404 for a handle no store has, and for routes other than the store API', async () => {
    const unknown = await raw('GET', '/s/no-such-store/store/products');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ type: 'not_found', code: 'unknown_store' });
    const token = (
      await test.session().post('/admin/auth/token', { email: a.email, password: a.password })
    ).body.access_token as string;
    const admin = await raw('GET', `/s/${handleA}/admin/store`, {
      authorization: `Bearer ${token}`,
    });
    expect(admin.status).toBe(404);
    const health = await raw('GET', `/s/${handleA}/health`);
    expect(health.status).toBe(404);
  });

  it('reads every spelling of the prefix as the router reads paths', async () => {
    for (const path of [
      `/S/${handleA}/store/products`,
      `//s//${handleA}//store/products`,
      `/%73/${handleA}/store/products/`,
      `/s/${handleA.toUpperCase()}/Store/Products`,
    ]) {
      const answer = await raw('GET', path);
      expect(answer.status, path).toBe(200);
      expect(productIds(answer), path).toEqual([productA.id]);
    }
  });

  it('sells through the store’s default sales channel only', async () => {
    const channel = await a.admin.post('/admin/sales-channels', { name: 'Wholesale' });
    const hidden = await createProduct(test, a, { title: 'Wholesale only' });
    await a.admin.post(`/admin/sales-channels/${channel.body.sales_channel.id}/products/batch`, {
      product_ids: [{ id: hidden.id }],
    });
    await a.admin.request('DELETE', `/admin/sales-channels/${a.salesChannelId}/products/batch`, {
      body: { product_ids: [{ id: hidden.id }] },
    });
    const list = await raw('GET', `/s/${handleA}/store/products`);
    expect(productIds(list)).toEqual([productA.id]);
    const page = await raw('GET', `/s/${handleA}/store/products/${hidden.id}`);
    expect(page.status).toBe(404);
  });

  it('follows a change of handle at once: the old one is gone, the new one answers', async () => {
    const org = await createOrg(test, 'Moving');
    const before = (await org.admin.get('/admin/store')).body.store.handle as string;
    expect((await raw('GET', `/s/${before}/store/regions`)).status).toBe(200);
    expect((await org.admin.post('/admin/store', { handle: 'moved-here' })).status).toBe(200);
    expect((await raw('GET', `/s/${before}/store/regions`)).status).toBe(404);
    expect((await raw('GET', '/s/moved-here/store/regions')).status).toBe(200);
  });
});

describe('host names', () => {
  it('{handle}.{SHOP_DOMAIN} names the store', async () => {
    const answer = await raw('GET', '/store/products', { host: `${handleA}.${SHOP_DOMAIN}` });
    expect(answer.status).toBe(200);
    expect(productIds(answer)).toEqual([productA.id]);
    const unknown = await raw('GET', '/store/products', { host: `nobody.${SHOP_DOMAIN}` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('unknown_store');
  });

  it('a custom host name set in the settings names the store; a key of another store is 400', async () => {
    const bad = await b.admin.post('/admin/store', { host_name: 'https://shop.b.test/' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/host_name/);
    const underShopDomain = await b.admin.post('/admin/store', { host_name: `x.${SHOP_DOMAIN}` });
    expect(underShopDomain.status).toBe(400);
    const set = await b.admin.post('/admin/store', { host_name: 'Shop.B-Store.test' });
    expect(set.status).toBe(200);
    expect(set.body.store.host_name).toBe('shop.b-store.test');
    expect(set.body.store.storefront_urls.host_base_urls).toContain('http://shop.b-store.test');
    const taken = await a.admin.post('/admin/store', { host_name: 'shop.b-store.test' });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ code: 'duplicate_host_name' });

    const answer = await raw('GET', '/store/products', { host: 'shop.b-store.test:8080' });
    expect(answer.status).toBe(200);
    expect(productIds(answer)).toEqual([productB.id]);
    const crossed = await raw('GET', '/store/products', {
      host: 'shop.b-store.test',
      'x-publishable-api-key': a.publishableKeyId,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.code).toBe('publishable_key_store_mismatch');
    // A host no store has is just another name of this server: the key decides.
    const keyed = await raw('GET', '/store/products', {
      host: 'api.elsewhere.test',
      'x-publishable-api-key': a.publishableKeyId,
    });
    expect(keyed.status).toBe(200);
    expect(productIds(keyed)).toContain(productA.id);
    expect(productIds(keyed)).not.toContain(productB.id);

    const removed = await b.admin.post('/admin/store', { host_name: null });
    expect(removed.body.store.host_name).toBeNull();
    expect((await raw('GET', '/store/products', { host: 'shop.b-store.test' })).status).toBe(400);
  });
});

describe('CORS of the store API', () => {
  const allowed = 'https://shop.a.test';

  beforeAll(async () => {
    const bad = await a.admin.post('/admin/store', { store_cors: ['https://shop.a.test/path'] });
    expect(bad.status).toBe(400);
    const set = await a.admin.post('/admin/store', {
      store_cors: ['HTTPS://Shop.A.test/', 'http://localhost:8000'],
    });
    expect(set.body.store.store_cors).toEqual([allowed, 'http://localhost:8000']);
  });

  it('answers a preflight for an allowed origin, with credentials', async () => {
    const preflight = await raw('OPTIONS', `/s/${handleA}/store/products`, {
      origin: allowed,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,idempotency-key',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': allowed,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type,idempotency-key',
    });
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('gives other origins no CORS headers', async () => {
    for (const origin of ['https://evil.test', 'https://shop.a.test.evil.test', 'null']) {
      const preflight = await raw('OPTIONS', `/s/${handleA}/store/products`, {
        origin,
        'access-control-request-method': 'GET',
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      const read = await raw('GET', `/s/${handleA}/store/products`, { origin });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    // Another store's allowed origin is not this store's.
    const other = await raw('GET', `/s/${handleB}/store/products`, { origin: allowed });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('puts the headers on answers and errors of the store whose origin it is', async () => {
    const read = await raw('GET', `/s/${handleA}/store/products`, { origin: allowed });
    expect(read.headers['access-control-allow-origin']).toBe(allowed);
    expect(read.headers['access-control-allow-credentials']).toBe('true');
    expect(read.headers.vary).toMatch(/Origin/);
    // Without an Origin too: a shared cache must not serve that answer to a browser.
    const plain = await raw('GET', `/s/${handleA}/store/products`);
    expect(plain.headers.vary).toMatch(/Origin/);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const missing = await raw('GET', `/s/${handleA}/store/products/prod_missing`, {
      origin: allowed,
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(allowed);
    // With the store's key on the bare path, the key's store decides.
    const keyed = await raw('GET', '/store/products', {
      origin: allowed,
      'x-publishable-api-key': a.publishableKeyId,
    });
    expect(keyed.headers['access-control-allow-origin']).toBe(allowed);
  });

  it('leaves the admin API without CORS', async () => {
    const admin = await raw('GET', '/admin/store', { origin: allowed });
    expect(admin.status).toBe(401);
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await raw('OPTIONS', '/admin/store', {
      origin: allowed,
      'access-control-request-method': 'GET',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
