import { AdminStoreRes, ErrorBody } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg } from '../../../test/factories.js';

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
});
