import { AdminStoreRes, ErrorBody } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser } from '../../../test/factories.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({
    env: { FEATURE_FLAGS: 'product_categories=false', MODULES: 'inventoryService' },
  });
});
afterAll(() => test.close());

describe('/admin/store', () => {
  it("answers the user's store with currencies, sales channel, feature flags and modules", async () => {
    const org = await createOrg(test, 'Flag Shop');
    const response = await org.admin.get('/admin/store');
    expect(response.status).toBe(200);
    const { store } = AdminStoreRes.parse(response.body);
    expect(store).toMatchObject({
      id: org.storeId,
      default_currency_code: 'usd',
      default_currency: { code: 'usd', symbol: '$', name: 'US Dollar' },
      default_sales_channel_id: org.salesChannelId,
      default_sales_channel: {
        id: org.salesChannelId,
        name: 'Default Sales Channel',
        is_disabled: false,
      },
    });
    expect(store.name).toMatch(/^Flag Shop/);
    const flags = Object.fromEntries(store.feature_flags.map((flag) => [flag.key, flag.value]));
    expect(flags).toMatchObject({
      analytics: true,
      product_categories: false,
      inventoryService: true,
    });
    expect(store.modules).toEqual([
      { module: 'inventoryService', resolution: 'storedesk/inventoryService' },
    ]);
  });

  it('updates the name; a default currency must be one the store sells in', async () => {
    const org = await createOrg(test);
    const renamed = await org.admin.post('/admin/store', { name: 'Renamed Shop' });
    expect(AdminStoreRes.parse(renamed.body).store.name).toBe('Renamed Shop');
    expect((await org.admin.get('/admin/store')).body.store.name).toBe('Renamed Shop');

    const foreign = await org.admin.post('/admin/store', { default_currency_code: 'EUR' });
    expect(foreign.status).toBe(400);
    expect(ErrorBody.parse(foreign.body).message).toMatch(
      /default_currency_code must be one of the store's currencies/,
    );
    const malformed = await org.admin.post('/admin/store', { default_currency_code: 'euro' });
    expect(malformed.body.message).toBe(
      'default_currency_code must be a three-letter ISO 4217 currency code',
    );
    const empty = await org.admin.post('/admin/store', { name: '' });
    expect(empty.body.message).toBe('name must not be empty');
  });

  it('keeps the language of customer emails: English at first, one of the 21 languages', async () => {
    const org = await createOrg(test);
    const first = AdminStoreRes.parse((await org.admin.get('/admin/store')).body).store;
    expect(first.default_locale).toBe('en');

    const set = await org.admin.post('/admin/store', { default_locale: 'ja' });
    expect(set.status).toBe(200);
    expect(AdminStoreRes.parse(set.body).store.default_locale).toBe('ja');
    const read = AdminStoreRes.parse((await org.admin.get('/admin/store')).body).store;
    expect(read.default_locale).toBe('ja');
    // Only the field sent changes.
    expect(read.name).toBe(first.name);
    expect(read.default_currency_code).toBe(first.default_currency_code);

    const renamed = await org.admin.post('/admin/store', { name: 'Kept Language' });
    expect(renamed.body.store.default_locale).toBe('ja');

    for (const code of ['xx', 'en-US', 'JA', '']) {
      const unknown = await org.admin.post('/admin/store', { default_locale: code });
      expect(unknown.status).toBe(400);
      expect(ErrorBody.parse(unknown.body).message).toMatch(
        /^default_locale must be one of: en, de/,
      );
    }
    expect((await org.admin.get('/admin/store')).body.store.default_locale).toBe('ja');
  });
});

describe('/admin/store with the default configuration', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  /** The admin route each flag's screens need first; a flag is announced only when it exists. */
  const FLAG_ROUTES: Record<string, string> = {
    analytics: 'GET /admin/analytics-configs',
    product_categories: 'GET /admin/product-categories',
    publishable_api_keys: 'GET /admin/publishable-api-keys',
    sales_channels: 'GET /admin/sales-channels',
    order_editing: 'GET /admin/order-edits',
    inventoryService: 'GET /admin/inventory-items',
    stockLocationService: 'GET /admin/stock-locations',
  };

  it('announces only what the server has: inventory, stock locations and order editing, each with its routes', async () => {
    const org = await createOrg(plain);
    const response = await org.admin.get('/admin/store');
    expect(response.status).toBe(200);
    const { store } = AdminStoreRes.parse(response.body);
    expect(store.modules).toEqual([
      { module: 'inventoryService', resolution: 'storedesk/inventoryService' },
      { module: 'stockLocationService', resolution: 'storedesk/stockLocationService' },
    ]);
    const flags = Object.fromEntries(store.feature_flags.map((flag) => [flag.key, flag.value]));
    expect(flags).toEqual({
      analytics: true,
      order_editing: true,
      product_categories: true,
      publishable_api_keys: true,
      sales_channels: true,
      tax_inclusive_pricing: false,
      inventoryService: true,
      stockLocationService: true,
    });

    const declared = new Set(
      plain.app.declaredRoutes.map((route) => `${route.method} ${route.url}`),
    );
    const on = Object.keys(flags).filter((key) => flags[key]);
    expect(on.filter((key) => !FLAG_ROUTES[key])).toEqual([]);
    for (const key of on) expect(declared, key).toContain(FLAG_ROUTES[key]);
  });
});

describe('/admin/store/currencies/:code', () => {
  const codes = (body: unknown) =>
    AdminStoreRes.parse(body).store.currencies.map((entry) => entry.code);

  it('adds a currency, once; answers the store like GET /admin/store', async () => {
    const org = await createOrg(test);
    const added = await org.admin.post('/admin/store/currencies/EUR');
    expect(added.status).toBe(200);
    expect(codes(added.body)).toEqual(['eur', 'usd']);
    const current = await org.admin.get('/admin/store');
    expect(added.body).toEqual(current.body);

    const again = await org.admin.post('/admin/store/currencies/eur');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(current.body);

    const unknown = await org.admin.post('/admin/store/currencies/xyz');
    expect(unknown.status).toBe(404);
    expect(ErrorBody.parse(unknown.body).message).toBe('Currency with code: xyz was not found');
    expect(codes((await org.admin.get('/admin/store')).body)).toEqual(['eur', 'usd']);
  });

  it('removes a currency but never the default one', async () => {
    const org = await createOrg(test);
    await org.admin.post('/admin/store/currencies/eur');
    await org.admin.post('/admin/store/currencies/gbp');

    const removed = await org.admin.delete('/admin/store/currencies/gbp');
    expect(removed.status).toBe(200);
    expect(codes(removed.body)).toEqual(['eur', 'usd']);

    const refused = await org.admin.delete('/admin/store/currencies/usd');
    expect(refused.status).toBe(400);
    expect(ErrorBody.parse(refused.body)).toMatchObject({
      type: 'invalid_data',
      code: 'default_currency',
    });
    expect(refused.body.message).toMatch(/^USD is the store's default currency/);

    await org.admin.post('/admin/store', { default_currency_code: 'eur' });
    const nowAllowed = await org.admin.delete('/admin/store/currencies/usd');
    expect(codes(nowAllowed.body)).toEqual(['eur']);
    expect(AdminStoreRes.parse(nowAllowed.body).store.default_currency?.code).toBe('eur');

    expect((await org.admin.delete('/admin/store/currencies/xyz')).status).toBe(404);
  });

  it("changes only the caller's store, and only for admins", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    await a.admin.post('/admin/store/currencies/eur');
    const bAdded = await b.admin.post('/admin/store/currencies/jpy');
    expect(codes(bAdded.body)).toEqual(['jpy', 'usd']);
    await b.admin.delete('/admin/store/currencies/eur');
    expect(codes((await a.admin.get('/admin/store')).body)).toEqual(['eur', 'usd']);

    const member = await createUser(test, a, 'member');
    expect((await member.session.post('/admin/store/currencies/gbp')).status).toBe(403);
    expect((await member.session.delete('/admin/store/currencies/eur')).status).toBe(403);
    expect(codes((await a.admin.get('/admin/store')).body)).toEqual(['eur', 'usd']);
  });
});
