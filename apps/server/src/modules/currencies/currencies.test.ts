import { AdminCurrenciesListRes, AdminCurrenciesRes, ErrorBody } from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser, type TestOrg } from '../../../test/factories.js';
import { storeCurrency } from '../store/store.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const list = async (org: TestOrg, query = '') => {
  const response = await org.admin.get(`/admin/currencies${query}`);
  expect(response.status).toBe(200);
  return AdminCurrenciesListRes.parse(response.body);
};

async function storeCurrencyRow(storeId: string, code: string) {
  const [row] = await test.database.db
    .select()
    .from(storeCurrency)
    .where(and(eq(storeCurrency.storeId, storeId), eq(storeCurrency.currencyCode, code)));
  return row;
}

describe('GET /admin/currencies', () => {
  it('lists every ISO currency, 20 at a time, with this store’s includes_tax', async () => {
    const org = await createOrg(test);
    const page = await list(org);
    expect(page).toMatchObject({ limit: 20, offset: 0 });
    expect(page.count).toBeGreaterThan(100);
    expect(page.currencies).toHaveLength(20);
    const codes = page.currencies.map((entry) => entry.code);
    expect(codes).toEqual([...codes].sort());

    const usd = await list(org, '?code=USD');
    expect(usd.count).toBe(1);
    expect(usd.currencies[0]).toEqual({
      code: 'usd',
      symbol: '$',
      symbol_native: '$',
      name: 'US Dollar',
      includes_tax: false,
    });
  });

  it('searches code and name, sorts and pages', async () => {
    const org = await createOrg(test);
    const euro = await list(org, '?q=euro');
    expect(euro.currencies.map((entry) => entry.code)).toContain('eur');
    const byCode = await list(org, '?q=JPY');
    expect(byCode.currencies.map((entry) => entry.code)).toEqual(['jpy']);
    expect((await list(org, '?q=%25')).count).toBe(0);

    const all = await list(org, '?limit=1000');
    const descending = await list(org, '?order=-code&limit=2&offset=1');
    expect(descending).toMatchObject({ count: all.count, limit: 2, offset: 1 });
    const codes = all.currencies.map((entry) => entry.code);
    expect(descending.currencies.map((entry) => entry.code)).toEqual(
      [...codes].reverse().slice(1, 3),
    );
    const byName = await list(org, '?order=name&limit=1000');
    const names = byName.currencies.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));

    const bad = await org.admin.get('/admin/currencies?order=symbol');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(bad.body).message).toBe(
      'order must be one of: code, name (prefix - for descending)',
    );
    const badOffset = await org.admin.get('/admin/currencies?offset=-1');
    expect(badOffset.status).toBe(400);
    expect(badOffset.body.message).toMatch(/^offset /);
  });
});

describe('POST /admin/currencies/:code', () => {
  it("sets includes_tax of one of the store's currencies, for this store only", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const response = await a.admin.post('/admin/currencies/USD', { includes_tax: true });
    expect(response.status).toBe(200);
    expect(AdminCurrenciesRes.parse(response.body).currency).toEqual({
      code: 'usd',
      symbol: '$',
      symbol_native: '$',
      name: 'US Dollar',
      includes_tax: true,
    });
    expect((await storeCurrencyRow(a.storeId, 'usd'))?.includesTax).toBe(true);
    expect((await list(a, '?code=usd')).currencies[0]?.includes_tax).toBe(true);

    // Store B sees and keeps its own setting.
    expect((await list(b, '?code=usd')).currencies[0]?.includes_tax).toBe(false);
    expect((await storeCurrencyRow(b.storeId, 'usd'))?.includesTax).toBe(false);
    await b.admin.post('/admin/currencies/usd', { includes_tax: false });
    expect((await storeCurrencyRow(a.storeId, 'usd'))?.includesTax).toBe(true);

    const back = await a.admin.post('/admin/currencies/usd', { includes_tax: false });
    expect(back.body.currency.includes_tax).toBe(false);
    expect((await storeCurrencyRow(a.storeId, 'usd'))?.includesTax).toBe(false);
  });

  it('refuses a currency the store does not sell in, an unknown code and a bad body', async () => {
    const org = await createOrg(test);
    const notSold = await org.admin.post('/admin/currencies/eur', { includes_tax: true });
    expect(notSold.status).toBe(400);
    expect(ErrorBody.parse(notSold.body)).toEqual({
      type: 'invalid_data',
      message: "EUR is not one of the store's currencies; add it to the store first.",
      code: 'currency_not_in_store',
    });
    expect(await storeCurrencyRow(org.storeId, 'eur')).toBeUndefined();

    const unknown = await org.admin.post('/admin/currencies/xyz', { includes_tax: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Currency with code: xyz was not found');

    const badBody = await org.admin.post('/admin/currencies/usd', { includes_tax: 'yes' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toMatch(/^includes_tax /);
    const extra = await org.admin.post('/admin/currencies/usd', { symbol: '€' });
    expect(extra.status).toBe(400);
  });

  it('only admins change tax inclusion', async () => {
    const org = await createOrg(test);
    const member = await createUser(test, org, 'member');
    const response = await member.session.post('/admin/currencies/usd', { includes_tax: true });
    expect(response.status).toBe(403);
    expect((await storeCurrencyRow(org.storeId, 'usd'))?.includesTax).toBe(false);
  });
});
