import {
  AdminCountriesListRes,
  AdminGetRegionsRegionFulfillmentOptionsRes,
  AdminRegionsDeleteRes,
  AdminRegionsListRes,
  AdminRegionsRes,
  AdminStoreRes,
  ErrorBody,
  RegionsSelectionListRes,
  StoreRegionsListRes,
  StoreRegionsRes,
  type Region,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { testDatabaseKind } from '../../../test/database.js';
import { createOrg, createUser, type TestOrg } from '../../../test/factories.js';
import { regionCountry, regionPaymentProvider } from './region-links.tables.js';
import { region } from './regions.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const shopper = (org: TestOrg) => test.session({ 'x-publishable-api-key': org.publishableKeyId });

/** A store that also sells in euros (regions must use one of the store's currencies). */
async function euroOrg(): Promise<TestOrg> {
  const org = await createOrg(test);
  const added = await org.admin.post('/admin/store/currencies/eur');
  expect(added.status).toBe(200);
  return org;
}

const euBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Europe',
  currency_code: 'eur',
  tax_rate: 19,
  tax_code: 'VAT',
  countries: ['de', 'fr'],
  payment_providers: ['manual', 'test-card'],
  fulfillment_providers: ['manual'],
  ...overrides,
});

async function createRegion(
  org: TestOrg,
  overrides: Record<string, unknown> = {},
): Promise<Region> {
  const response = await org.admin.post('/admin/regions', euBody(overrides));
  expect(response.status, response.text).toBe(200);
  return AdminRegionsRes.parse(response.body).region;
}

async function regionRow(storeId: string, id: string) {
  const [row] = await test.database.db
    .select()
    .from(region)
    .where(and(eq(region.storeId, storeId), eq(region.id, id)));
  return row;
}

async function countriesOf(storeId: string, id: string) {
  const rows = await test.database.db
    .select({ iso2: regionCountry.iso2 })
    .from(regionCountry)
    .where(and(eq(regionCountry.storeId, storeId), eq(regionCountry.regionId, id)));
  return rows.map((row) => row.iso2).sort();
}

const errorOf = (body: unknown) => ErrorBody.parse(body);

describe('/admin/regions', () => {
  it('lists the default region every store has, as an ordinary region', async () => {
    const org = await createOrg(test);
    const response = await org.admin.get('/admin/regions');
    expect(response.status).toBe(200);
    const list = AdminRegionsListRes.parse(response.body);
    expect(list).toMatchObject({ count: 1, offset: 0, limit: 50 });
    expect(list.regions[0]).toMatchObject({
      name: 'Default Region',
      currency_code: 'usd',
      tax_rate: 0,
      tax_code: null,
      gift_cards_taxable: true,
      automatic_taxes: true,
      tax_provider_id: null,
      includes_tax: false,
      metadata: null,
      deleted_at: null,
      countries: [],
      currency: { code: 'usd', symbol: '$', symbol_native: '$', name: 'US Dollar' },
      payment_providers: [{ id: 'manual', is_installed: true }],
      fulfillment_providers: [{ id: 'manual', is_installed: true }],
    });
    expect(list.regions[0]!.id).toMatch(/^reg_/);

    const renamed = await org.admin.post(`/admin/regions/${list.regions[0]!.id}`, {
      name: 'United States',
      countries: ['us'],
    });
    expect(renamed.status).toBe(200);
    expect(AdminRegionsRes.parse(renamed.body).region).toMatchObject({
      name: 'United States',
      countries: [{ iso_2: 'us', region_id: list.regions[0]!.id }],
    });
  });

  it('creates a region with its countries, currency and providers, v1 shape', async () => {
    const org = await euroOrg();
    const created = await createRegion(org, { metadata: { team: 'eu' }, includes_tax: true });
    expect(created).toMatchObject({
      name: 'Europe',
      currency_code: 'eur',
      tax_rate: 19,
      tax_code: 'VAT',
      includes_tax: true,
      automatic_taxes: true,
      gift_cards_taxable: true,
      metadata: { team: 'eu' },
      currency: { code: 'eur', symbol: '€', name: 'Euro' },
      payment_providers: [
        { id: 'manual', is_installed: true },
        { id: 'test-card', is_installed: true },
      ],
      fulfillment_providers: [{ id: 'manual', is_installed: true }],
    });
    expect(created.id).toMatch(/^reg_/);
    expect(created.countries.map((c) => c.iso_2).sort()).toEqual(['de', 'fr']);
    expect(created.countries.find((c) => c.iso_2 === 'de')).toEqual({
      id: 276,
      iso_2: 'de',
      iso_3: 'deu',
      num_code: 276,
      name: 'GERMANY',
      display_name: 'Germany',
      region_id: created.id,
    });
    expect(await countriesOf(org.storeId, created.id)).toEqual(['de', 'fr']);
    expect(await regionRow(org.storeId, created.id)).toMatchObject({
      taxRate: 19,
      includesTax: true,
    });

    const one = await org.admin.get(`/admin/regions/${created.id}`);
    expect(AdminRegionsRes.parse(one.body).region).toEqual(created);
  });

  it('answers 400 naming the field for bad input, and creates nothing', async () => {
    const org = await euroOrg();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: undefined }, /name is required/],
      [{ name: '' }, /name must not be empty/],
      [{ tax_rate: 101 }, /tax_rate must be at most 100/],
      [{ tax_rate: -1 }, /tax_rate must be at least 0/],
      [{ tax_rate: '19' }, /tax_rate must be a number/],
      [{ tax_rate: 19.12345 }, /tax_rate must have at most three decimals/],
      [{ currency_code: 'euro' }, /currency_code must be a three-letter/],
      [{ currency_code: 'jpy' }, /currency_code: Invalid currency code JPY/],
      [{ countries: ['deu'] }, /countries\.0 must be a two-letter/],
      [{ countries: ['xx'] }, /countries: unknown country code xx/],
      [{ countries: undefined }, /countries is required/],
      [
        { payment_providers: ['paypal'] },
        /payment_providers: payment provider "paypal" was not found/,
      ],
      [{ payment_providers: ['stripe'] }, /payment_providers: stripe is not set up for this store/],
      [{ fulfillment_providers: ['dhl'] }, /fulfillment_providers: fulfillment provider "dhl"/],
      [{ colour: 'blue' }, /colour is not allowed/],
    ];
    for (const [overrides, message] of cases) {
      const response = await org.admin.post('/admin/regions', euBody(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response.body).message).toMatch(message);
    }
    const list = AdminRegionsListRes.parse((await org.admin.get('/admin/regions')).body);
    expect(list.count).toBe(1);
  });

  it('gives a country to at most one region of a store, naming the region that holds it', async () => {
    const org = await euroOrg();
    const eu = await createRegion(org);
    const refused = await org.admin.post(
      '/admin/regions',
      euBody({ name: 'DACH', countries: ['at', 'de'] }),
    );
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body)).toMatchObject({
      type: 'duplicate_error',
      code: 'country_in_other_region',
      message: `countries: Germany already exists in region ${eu.id} (Europe); remove it there first`,
    });
    // All or nothing: no DACH region, Austria still free.
    const list = AdminRegionsListRes.parse((await org.admin.get('/admin/regions?q=DACH')).body);
    expect(list.count).toBe(0);
    const countries = AdminCountriesListRes.parse((await org.admin.get('/admin/countries')).body);
    expect(countries.countries.find((c) => c.iso_2 === 'at')!.region_id).toBeNull();

    const other = await createRegion(org, { name: 'Austria', countries: ['at'] });
    const added = await org.admin.post(`/admin/regions/${other.id}/countries`, {
      country_code: 'FR',
    });
    expect(added.status).toBe(422);
    expect(errorOf(added.body).message).toMatch(
      new RegExp(`^country_code: France already exists in region ${eu.id}`),
    );

    // Another store may sell to Germany in a region of its own.
    const elsewhere = await euroOrg();
    expect((await createRegion(elsewhere)).countries.map((c) => c.iso_2).sort()).toEqual([
      'de',
      'fr',
    ]);
  });

  it('updates fields, replaces countries and providers, and refuses a currency the store lacks', async () => {
    const org = await euroOrg();
    const eu = await createRegion(org);
    const response = await org.admin.post(`/admin/regions/${eu.id}`, {
      name: 'EU',
      tax_rate: 20.5,
      tax_code: null,
      countries: ['fr', 'it'],
      payment_providers: ['test-card'],
      fulfillment_providers: [],
      automatic_taxes: false,
      gift_cards_taxable: false,
      includes_tax: true,
      tax_provider_id: 'system',
      metadata: { note: 'x' },
    });
    expect(response.status, response.text).toBe(200);
    const updated = AdminRegionsRes.parse(response.body).region;
    expect(updated).toMatchObject({
      name: 'EU',
      tax_rate: 20.5,
      tax_code: null,
      automatic_taxes: false,
      gift_cards_taxable: false,
      includes_tax: true,
      tax_provider_id: null,
      metadata: { note: 'x' },
      payment_providers: [{ id: 'test-card', is_installed: true }],
      fulfillment_providers: [],
    });
    expect(updated.countries.map((c) => c.iso_2).sort()).toEqual(['fr', 'it']);
    expect(await countriesOf(org.storeId, eu.id)).toEqual(['fr', 'it']);
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(eu.updated_at).getTime(),
    );

    const badCurrency = await org.admin.post(`/admin/regions/${eu.id}`, { currency_code: 'gbp' });
    expect(badCurrency.status).toBe(400);
    expect(errorOf(badCurrency.body).message).toMatch(/^currency_code: Invalid currency code GBP/);
    const badTax = await org.admin.post(`/admin/regions/${eu.id}`, { tax_provider_id: 'avalara' });
    expect(badTax.status).toBe(400);
    expect(errorOf(badTax.body).message).toMatch(/^tax_provider_id: unknown tax provider/);
    expect(await regionRow(org.storeId, eu.id)).toMatchObject({ currencyCode: 'eur', name: 'EU' });

    const toUsd = await org.admin.post(`/admin/regions/${eu.id}`, { currency_code: 'USD' });
    expect(AdminRegionsRes.parse(toUsd.body).region.currency).toMatchObject({ code: 'usd' });

    const cleared = await org.admin.post(`/admin/regions/${eu.id}`, { countries: [] });
    expect(AdminRegionsRes.parse(cleared.body).region.countries).toEqual([]);
  });

  it('adds and removes countries and providers one at a time', async () => {
    const org = await euroOrg();
    const eu = await createRegion(org);
    const path = `/admin/regions/${eu.id}`;

    const added = AdminRegionsRes.parse(
      (await org.admin.post(`${path}/countries`, { country_code: 'es' })).body,
    ).region;
    expect(added.countries.map((c) => c.iso_2).sort()).toEqual(['de', 'es', 'fr']);
    // Adding one it holds, or removing one it does not, changes nothing (v1).
    expect((await org.admin.post(`${path}/countries`, { country_code: 'es' })).status).toBe(200);
    expect((await org.admin.delete(`${path}/countries/gb`)).status).toBe(200);
    const removed = AdminRegionsRes.parse(
      (await org.admin.delete(`${path}/countries/FR`)).body,
    ).region;
    expect(removed.countries.map((c) => c.iso_2).sort()).toEqual(['de', 'es']);
    expect(await countriesOf(org.storeId, eu.id)).toEqual(['de', 'es']);

    const bad = await org.admin.post(`${path}/countries`, { country_code: 'zz' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).message).toMatch(/^country_code: unknown country code zz/);
    const malformed = await org.admin.post(`${path}/countries`, {});
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed.body).message).toMatch(/country_code is required/);

    const withoutCard = AdminRegionsRes.parse(
      (await org.admin.delete(`${path}/payment-providers/test-card`)).body,
    ).region;
    expect(withoutCard.payment_providers).toEqual([{ id: 'manual', is_installed: true }]);
    const withCard = AdminRegionsRes.parse(
      (await org.admin.post(`${path}/payment-providers`, { provider_id: 'test-card' })).body,
    ).region;
    expect(withCard.payment_providers.map((p) => p.id)).toEqual(['manual', 'test-card']);
    const unknown = await org.admin.post(`${path}/payment-providers`, { provider_id: 'paypal' });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.body).message).toMatch(/^provider_id: payment provider "paypal"/);
    const stripe = await org.admin.post(`${path}/payment-providers`, { provider_id: 'stripe' });
    expect(stripe.status).toBe(400);
    expect(errorOf(stripe.body).message).toMatch(/^provider_id: stripe is not set up/);

    const noManual = AdminRegionsRes.parse(
      (await org.admin.delete(`${path}/fulfillment-providers/manual`)).body,
    ).region;
    expect(noManual.fulfillment_providers).toEqual([]);
    const options = AdminGetRegionsRegionFulfillmentOptionsRes.parse(
      (await org.admin.get(`${path}/fulfillment-options`)).body,
    );
    expect(options.fulfillment_options).toEqual([]);
    const back = AdminRegionsRes.parse(
      (await org.admin.post(`${path}/fulfillment-providers`, { provider_id: 'manual' })).body,
    ).region;
    expect(back.fulfillment_providers).toEqual([{ id: 'manual', is_installed: true }]);
    const badFulfillment = await org.admin.post(`${path}/fulfillment-providers`, {
      provider_id: 'ups',
    });
    expect(badFulfillment.status).toBe(400);
    expect(errorOf(badFulfillment.body).message).toMatch(
      /^provider_id: fulfillment provider "ups"/,
    );
    const rows = await test.database.db
      .select()
      .from(regionPaymentProvider)
      .where(eq(regionPaymentProvider.regionId, eu.id));
    expect(rows.map((row) => row.providerId).sort()).toEqual(['manual', 'test-card']);
  });

  it("answers the region's fulfilment options, v1 shape", async () => {
    const org = await euroOrg();
    const eu = await createRegion(org);
    const response = await org.admin.get(`/admin/regions/${eu.id}/fulfillment-options`);
    expect(response.status).toBe(200);
    expect(AdminGetRegionsRegionFulfillmentOptionsRes.parse(response.body)).toEqual({
      fulfillment_options: [
        {
          provider_id: 'manual',
          options: [
            { id: 'manual-fulfillment' },
            { id: 'manual-fulfillment-return', is_return: true },
          ],
        },
      ],
    });
  });

  it('soft-deletes a region and frees its countries', async () => {
    const org = await euroOrg();
    const eu = await createRegion(org);
    const response = await org.admin.delete(`/admin/regions/${eu.id}`);
    expect(response.status).toBe(200);
    expect(AdminRegionsDeleteRes.parse(response.body)).toEqual({
      id: eu.id,
      object: 'region',
      deleted: true,
    });
    expect((await regionRow(org.storeId, eu.id))!.deletedAt).toBeInstanceOf(Date);
    expect(await countriesOf(org.storeId, eu.id)).toEqual([]);
    const gone = await org.admin.get(`/admin/regions/${eu.id}`);
    expect(gone.status).toBe(404);
    expect(errorOf(gone.body)).toEqual({
      type: 'not_found',
      message: `Region with ${eu.id} was not found`,
    });
    expect((await org.admin.delete(`/admin/regions/${eu.id}`)).status).toBe(404);
    expect((await org.admin.post(`/admin/regions/${eu.id}`, { name: 'x' })).status).toBe(404);
    expect(
      (await org.admin.post(`/admin/regions/${eu.id}/countries`, { country_code: 'it' })).status,
    ).toBe(404);
    const list = AdminRegionsListRes.parse((await org.admin.get('/admin/regions')).body);
    expect(list.regions.map((r) => r.id)).not.toContain(eu.id);
    const since = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
    const deleted = AdminRegionsListRes.parse(
      (await org.admin.get(`/admin/regions?deleted_at[gt]=${since}`)).body,
    );
    expect(deleted.regions.map((r) => r.id)).toEqual([eu.id]);

    // Germany is free again.
    const again = await createRegion(org, { name: 'Germany', countries: ['de'] });
    expect(again.countries.map((c) => c.region_id)).toEqual([again.id]);
  });

  it('lists with q, order, paging, fields and expand as v1', async () => {
    const org = await euroOrg();
    await createRegion(org, { name: 'Europe', countries: ['de'] });
    await createRegion(org, { name: 'Nordics', countries: ['se', 'no'], tax_rate: 25 });
    const list = async (query: string) => {
      const response = await org.admin.get(`/admin/regions?${query}`);
      expect(response.status, response.text).toBe(200);
      return RegionsSelectionListRes.parse(response.body);
    };
    expect((await list('q=NORD')).regions.map((r) => r.name)).toEqual(['Nordics']);
    expect((await list('order=name')).regions.map((r) => r.name)).toEqual([
      'Default Region',
      'Europe',
      'Nordics',
    ]);
    expect((await list('order=-tax_rate')).regions[0]!.name).toBe('Nordics');
    const page = await list('order=name&limit=1&offset=1');
    expect(page).toMatchObject({ count: 3, limit: 1, offset: 1 });
    expect(page.regions.map((r) => r.name)).toEqual(['Europe']);
    const past = await list('limit=5&offset=10');
    expect(past).toMatchObject({ count: 3, regions: [] });

    const picked = await list('fields=name,tax_rate&expand=countries&order=name');
    expect(Object.keys(picked.regions[2]!).sort()).toEqual(['countries', 'id', 'name', 'tax_rate']);
    const bare = await list('expand=&fields=name');
    expect(Object.keys(bare.regions[0]!).sort()).toEqual(['id', 'name']);
    const one = await org.admin.get(
      `/admin/regions/${picked.regions[2]!.id}?fields=currency_code&expand=currency`,
    );
    expect(one.body.region).toEqual({
      id: picked.regions[2]!.id,
      currency_code: 'eur',
      currency: { code: 'eur', symbol: '€', symbol_native: '€', name: 'Euro' },
    });

    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await list(`created_at[gt]=${future}`)).count).toBe(0);
    expect((await list(`updated_at[lt]=${future}`)).count).toBe(3);

    for (const [query, message] of [
      ['order=colour', /order must be one of: name, currency_code, tax_rate/],
      ['expand=products', /expand: unknown relation products/],
      ['fields=colour', /fields: unknown field colour/],
      ['limit=-1', /limit must be at least 0/],
      ['created_at[gt]=yesterday', /created_at\.gt/],
    ] as const) {
      const response = await org.admin.get(`/admin/regions?${query}`);
      expect(response.status, query).toBe(400);
      expect(errorOf(response.body).message).toMatch(message);
    }
  });

  it('answers another store’s region with 404 and leaves it unchanged', async () => {
    const owner = await euroOrg();
    const eu = await createRegion(owner);
    const outsider = await euroOrg();
    const path = `/admin/regions/${eu.id}`;
    const attempts = [
      outsider.admin.get(path),
      outsider.admin.post(path, { name: 'Mine now' }),
      outsider.admin.post(`${path}/countries`, { country_code: 'it' }),
      outsider.admin.delete(`${path}/countries/de`),
      outsider.admin.post(`${path}/payment-providers`, { provider_id: 'manual' }),
      outsider.admin.delete(`${path}/payment-providers/manual`),
      outsider.admin.post(`${path}/fulfillment-providers`, { provider_id: 'manual' }),
      outsider.admin.delete(`${path}/fulfillment-providers/manual`),
      outsider.admin.get(`${path}/fulfillment-options`),
      outsider.admin.delete(path),
      shopper(outsider).get(`/store/regions/${eu.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(errorOf(response.body).type).toBe('not_found');
    }
    const after = AdminRegionsRes.parse((await owner.admin.get(path)).body).region;
    expect(after).toEqual(eu);
    const outsiderList = AdminRegionsListRes.parse(
      (await outsider.admin.get('/admin/regions')).body,
    );
    expect(outsiderList.regions.map((r) => r.id)).not.toContain(eu.id);
    const outsiderCountries = AdminCountriesListRes.parse(
      (await outsider.admin.get('/admin/countries')).body,
    );
    expect(outsiderCountries.countries.find((c) => c.iso_2 === 'de')!.region_id).toBeNull();
  });

  it('lets members change regions and developers only read them', async () => {
    const org = await euroOrg();
    const eu = await createRegion(org);
    const member = await createUser(test, org, 'member');
    const developer = await createUser(test, org, 'developer');
    expect((await member.session.post(`/admin/regions/${eu.id}`, { name: 'EU' })).status).toBe(200);
    expect((await developer.session.get(`/admin/regions/${eu.id}`)).status).toBe(200);
    const refused = await developer.session.post(`/admin/regions/${eu.id}`, { name: 'Dev' });
    expect(refused.status).toBe(403);
    expect((await test.session().get('/admin/regions')).status).toBe(401);
  });
});

describe('/admin/countries (Storedesk extra)', () => {
  it('lists every ISO country with the region of this store holding it', async () => {
    const org = await euroOrg();
    const eu = await createRegion(org);
    const response = await org.admin.get('/admin/countries');
    expect(response.status).toBe(200);
    const { countries } = AdminCountriesListRes.parse(response.body);
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.find((c) => c.iso_2 === 'de')).toMatchObject({
      iso_3: 'deu',
      display_name: 'Germany',
      region_id: eu.id,
    });
    expect(countries.find((c) => c.iso_2 === 'jp')!.region_id).toBeNull();
    const names = countries.map((c) => c.display_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('/store/regions', () => {
  it('answers the live regions to a storefront, v1 shape, with the countries it matches on', async () => {
    const org = await euroOrg();
    const eu = await createRegion(org);
    const removed = await createRegion(org, { name: 'Gone', countries: ['it'] });
    await org.admin.delete(`/admin/regions/${removed.id}`);

    const response = await shopper(org).get('/store/regions');
    expect(response.status).toBe(200);
    const list = StoreRegionsListRes.parse(response.body);
    expect(list).toMatchObject({ count: 2, limit: 100, offset: 0 });
    const found = list.regions.find((r) => r.id === eu.id)!;
    expect(found).toEqual(eu);
    expect(found.countries.map((c) => [c.iso_2, c.display_name]).sort()).toEqual([
      ['de', 'Germany'],
      ['fr', 'France'],
    ]);

    const one = await shopper(org).get(`/store/regions/${eu.id}`);
    expect(StoreRegionsRes.parse(one.body).region).toEqual(eu);
    expect((await shopper(org).get(`/store/regions/${removed.id}`)).status).toBe(404);
    const picked = await shopper(org).get('/store/regions?fields=name&expand=countries&limit=1');
    expect(RegionsSelectionListRes.parse(picked.body)).toMatchObject({ count: 2, limit: 1 });

    const anonymous = await test.session().get('/store/regions');
    expect(anonymous.status).toBe(400);
  });
});

describe('GET /admin/store and its providers', () => {
  it('announces the providers and whether the store can use each', async () => {
    const org = await createOrg(test);
    const store = AdminStoreRes.parse((await org.admin.get('/admin/store')).body).store;
    expect(store.payment_providers).toEqual([
      { id: 'manual', is_installed: true },
      { id: 'test-card', is_installed: true },
      { id: 'stripe', is_installed: false },
    ]);
    expect(store.fulfillment_providers).toEqual([{ id: 'manual', is_installed: true }]);
    const payments = await org.admin.get('/admin/store/payment-providers');
    expect(payments.body).toEqual({ payment_providers: store.payment_providers });
    const taxes = await org.admin.get('/admin/store/tax-providers');
    expect(taxes.body).toEqual({ tax_providers: [{ id: 'system', is_installed: true }] });
  });
});

describe('countries under concurrency', () => {
  it('gives a country two regions race for to exactly one of them', async () => {
    const org = await euroOrg();
    const a = await createRegion(org, { name: 'A', countries: [] });
    const b = await createRegion(org, { name: 'B', countries: [] });
    for (const code of ['pt', 'pl', 'cz', 'nl', 'be']) {
      const [first, second] = await Promise.all([
        org.admin.post(`/admin/regions/${a.id}/countries`, { country_code: code }),
        org.admin.post(`/admin/regions/${b.id}/countries`, { country_code: code }),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses, code).toEqual([200, 422]);
      const rows = await test.database.db
        .select()
        .from(regionCountry)
        .where(and(eq(regionCountry.storeId, org.storeId), eq(regionCountry.iso2, code)));
      expect(rows).toHaveLength(1);
      const winner = first.status === 200 ? a.id : b.id;
      expect(rows[0]!.regionId).toBe(winner);
    }
    // Two new regions racing with the same country: one is created, the other not at all.
    const created = await Promise.all(
      ['C', 'D'].map((name) =>
        org.admin.post('/admin/regions', euBody({ name, countries: ['dk'] })),
      ),
    );
    expect(created.map((response) => response.status).sort()).toEqual([200, 422]);
    const list = AdminRegionsListRes.parse((await org.admin.get('/admin/regions?q=')).body);
    expect(list.regions.filter((r) => r.name === 'C' || r.name === 'D')).toHaveLength(1);
    expect(testDatabaseKind()).toMatch(/pglite|postgres/);
  });
});
