import {
  AdminTaxRatesListRes,
  AdminTaxRatesRes,
  DeleteRes,
  ErrorBody,
  type TaxRate,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, createType, type TestOrg } from '../../../test/factories.js';
import { createRegion, createShippingOption, defaultRegionId } from '../../../test/tax-shipping.js';
import { productTaxRate, taxRate } from './tax-rates.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

async function createRate(org: TestOrg, body: Record<string, unknown>, query = '') {
  const response = await org.admin.post(`/admin/tax-rates${query}`, body);
  expect(response.status, response.text).toBe(200);
  return AdminTaxRatesRes.parse(response.body).tax_rate;
}

async function rateRow(storeId: string, id: string) {
  const [row] = await test.database.db
    .select()
    .from(taxRate)
    .where(and(eq(taxRate.storeId, storeId), eq(taxRate.id, id)));
  return row;
}

async function productIdsOf(storeId: string, rateId: string) {
  const rows = await test.database.db
    .select({ id: productTaxRate.targetId })
    .from(productTaxRate)
    .where(and(eq(productTaxRate.storeId, storeId), eq(productTaxRate.rateId, rateId)));
  return rows.map((row) => row.id).sort();
}

const batch = (org: TestOrg, method: 'POST' | 'DELETE', path: string, body: unknown) =>
  org.admin.request(method, path, { body });

const expectError = (response: { status: number; body: unknown }, status: number) => {
  expect(response.status).toBe(status);
  return ErrorBody.parse(response.body);
};

describe('/admin/tax-rates', () => {
  it('creates, reads, updates and lists rates in v1 shape (default fields, limit 50)', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const created = await createRate(org, {
      name: 'Reduced',
      code: 'DE-RED',
      rate: 7,
      region_id: eu.id,
    });
    expect(created.id).toMatch(/^txr_/);
    expect(Object.keys(created).sort()).toEqual(
      ['id', 'rate', 'code', 'name', 'region_id', 'created_at', 'updated_at'].sort(),
    );
    expect(created).toMatchObject({ name: 'Reduced', code: 'DE-RED', rate: 7, region_id: eu.id });

    const one = await org.admin.get(`/admin/tax-rates/${created.id}`);
    expect(AdminTaxRatesRes.parse(one.body).tax_rate).toEqual(created);

    const updated = await org.admin.post(`/admin/tax-rates/${created.id}`, {
      rate: 7.125,
      name: 'Reduced rate',
    });
    expect(updated.status).toBe(200);
    expect(AdminTaxRatesRes.parse(updated.body).tax_rate).toMatchObject({
      rate: 7.125,
      name: 'Reduced rate',
      code: 'DE-RED',
    });
    expect(await rateRow(org.storeId, created.id)).toMatchObject({ rate: 7.125 });

    // A rate of null means "the region's default rate".
    const nulled = await org.admin.post(`/admin/tax-rates/${created.id}`, { rate: null });
    expect(AdminTaxRatesRes.parse(nulled.body).tax_rate.rate).toBeNull();

    const list = AdminTaxRatesListRes.parse((await org.admin.get('/admin/tax-rates')).body);
    expect(list).toMatchObject({ count: 1, offset: 0, limit: 50 });
    expect(list.tax_rates.map((rate) => rate.id)).toEqual([created.id]);
  });

  it('filters by region_id, code, name and rate (exact and ranges), sorts and pages', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const home = await defaultRegionId(test, org);
    const a = await createRate(org, { name: 'Books', code: 'BK', rate: 5, region_id: eu.id });
    const b = await createRate(org, { name: 'Food', code: 'FD', rate: 7, region_id: eu.id });
    const c = await createRate(org, { name: 'Luxury', code: 'LX', rate: 25, region_id: home });
    const ids = async (query: string) => {
      const response = await org.admin.get(`/admin/tax-rates?${query}`);
      expect(response.status, response.text).toBe(200);
      return AdminTaxRatesListRes.parse(response.body).tax_rates.map((rate) => rate.id);
    };
    expect((await ids(`region_id=${eu.id}`)).sort()).toEqual([a.id, b.id].sort());
    expect((await ids(`region_id[]=${eu.id}&region_id[]=${home}`)).length).toBe(3);
    expect(await ids('code=FD')).toEqual([b.id]);
    expect(await ids('name=Luxury')).toEqual([c.id]);
    expect(await ids('rate=5')).toEqual([a.id]);
    expect((await ids('rate[gt]=5')).sort()).toEqual([b.id, c.id].sort());
    expect(await ids('rate[gte]=6&rate[lt]=25')).toEqual([b.id]);
    expect(await ids('q=lux')).toEqual([c.id]);
    expect(await ids('order=rate')).toEqual([a.id, b.id, c.id]);
    expect(await ids('order=-name&limit=1&offset=1')).toEqual([b.id]);

    const bad = expectError(await org.admin.get('/admin/tax-rates?rate=abc'), 400);
    expect(bad.message).toMatch(/rate/);
    expect(expectError(await org.admin.get('/admin/tax-rates?order=colour'), 400).message).toMatch(
      /order/,
    );
  });

  it('answers the counts and relations that fields and expand ask for', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const shirt = await createProduct(test, org, { title: 'Shirt' });
    const book = await createProduct(test, org, { title: 'Book' });
    const type = await createType(test, org, 'Printed');
    const rate = await createRate(
      org,
      {
        name: 'Reduced',
        code: 'RED',
        rate: 7,
        region_id: eu.id,
        products: [shirt.id, book.id, shirt.id],
        product_types: [type.id],
      },
      '?expand=products,product_types&fields=id,name,product_count,product_type_count,shipping_option_count',
    );
    expect(rate).toMatchObject({
      id: expect.any(String),
      name: 'Reduced',
      product_count: 2,
      product_type_count: 1,
      shipping_option_count: 0,
    });
    expect(rate.rate).toBeUndefined();
    expect(rate.products!.map((product) => product.title).sort()).toEqual(['Book', 'Shirt']);
    expect(rate.product_types!.map((value) => value.value)).toEqual(['Printed']);
    expect(rate.shipping_options).toBeUndefined();

    const listed = AdminTaxRatesListRes.parse(
      (await org.admin.get('/admin/tax-rates?fields=name,product_count&expand=products')).body,
    ).tax_rates[0]!;
    expect(listed).toMatchObject({ name: 'Reduced', product_count: 2 });
    expect(listed.products).toHaveLength(2);

    expect(
      expectError(await org.admin.get(`/admin/tax-rates/${rate.id}?expand=region,owner`), 400)
        .message,
    ).toMatch(/expand: unknown relation region, owner/);
    expect(
      expectError(await org.admin.get(`/admin/tax-rates/${rate.id}?fields=colour`), 400).message,
    ).toMatch(/fields/);
  });

  it('adds and removes product, type and shipping-option overrides idempotently', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const [p1, p2] = [await createProduct(test, org), await createProduct(test, org)];
    const type = await createType(test, org, 'Food');
    const option = await createShippingOption(org, { region_id: eu.id });
    const rate = await createRate(org, { name: 'Low', code: 'LOW', rate: 5, region_id: eu.id });
    const base = `/admin/tax-rates/${rate.id}`;
    const counts = '?fields=product_count,product_type_count,shipping_option_count';

    for (let round = 0; round < 2; round += 1) {
      const added = await batch(org, 'POST', `${base}/products/batch${counts}`, {
        products: [p1.id, p2.id],
      });
      expect(added.status, added.text).toBe(200);
      expect(AdminTaxRatesRes.parse(added.body).tax_rate.product_count).toBe(2);
    }
    expect(await productIdsOf(org.storeId, rate.id)).toEqual([p1.id, p2.id].sort());

    const typed = await batch(org, 'POST', `${base}/product-types/batch?expand=product_types`, {
      product_types: [type.id],
    });
    expect(AdminTaxRatesRes.parse(typed.body).tax_rate.product_types!.map((t) => t.id)).toEqual([
      type.id,
    ]);
    const shipped = await batch(
      org,
      'POST',
      `${base}/shipping-options/batch?expand=shipping_options`,
      { shipping_options: [option.id] },
    );
    expect(shipped.status, shipped.text).toBe(200);
    expect(
      AdminTaxRatesRes.parse(shipped.body).tax_rate.shipping_options!.map((o) => o.id),
    ).toEqual([option.id]);

    for (let round = 0; round < 2; round += 1) {
      const removed = await batch(org, 'DELETE', `${base}/products/batch${counts}`, {
        products: [p1.id],
      });
      expect(removed.status).toBe(200);
      expect(AdminTaxRatesRes.parse(removed.body).tax_rate).toMatchObject({
        product_count: 1,
        product_type_count: 1,
        shipping_option_count: 1,
      });
    }
    await batch(org, 'DELETE', `${base}/product-types/batch`, { product_types: [type.id] });
    await batch(org, 'DELETE', `${base}/shipping-options/batch`, {
      shipping_options: [option.id],
    });
    const after = AdminTaxRatesRes.parse((await org.admin.get(`${base}${counts}`)).body).tax_rate;
    expect(after).toMatchObject({
      product_count: 1,
      product_type_count: 0,
      shipping_option_count: 0,
    });

    // Update with a list replaces the rate's whole list of that kind.
    const replaced = await org.admin.post(`${base}${counts}`, { products: [p2.id] });
    expect(AdminTaxRatesRes.parse(replaced.body).tax_rate.product_count).toBe(1);
    expect(await productIdsOf(org.storeId, rate.id)).toEqual([p2.id]);
    const emptied = await org.admin.post(`${base}${counts}`, { products: [] });
    expect(AdminTaxRatesRes.parse(emptied.body).tax_rate.product_count).toBe(0);
  });

  it('refuses unknown targets and options of another region, changing nothing', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const home = await defaultRegionId(test, org);
    const product = await createProduct(test, org);
    const homeOption = await createShippingOption(org, { region_id: home });
    const rate = await createRate(org, { name: 'Low', code: 'LOW', rate: 5, region_id: eu.id });
    const base = `/admin/tax-rates/${rate.id}`;

    const unknown = await batch(org, 'POST', `${base}/products/batch`, {
      products: [product.id, 'prod_missing'],
    });
    expect(expectError(unknown, 404).message).toMatch(/prod_missing/);
    expect(await productIdsOf(org.storeId, rate.id)).toEqual([]);

    const elsewhere = await batch(org, 'POST', `${base}/shipping-options/batch`, {
      shipping_options: [homeOption.id],
    });
    expect(expectError(elsewhere, 400).message).toMatch(/shipping_options: .* another region/);

    const noRegion = await org.admin.post('/admin/tax-rates', {
      name: 'X',
      code: 'X',
      region_id: 'reg_missing',
    });
    expect(expectError(noRegion, 404).message).toMatch(/Region with id: reg_missing/);
  });

  it('answers 400 naming the field for bad bodies', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ code: 'A', region_id: eu.id }, /name/],
      [{ name: 'A', region_id: eu.id }, /code/],
      [{ name: 'A', code: 'A' }, /region_id/],
      [{ name: 'A', code: 'A', region_id: eu.id, rate: 101 }, /rate/],
      [{ name: 'A', code: 'A', region_id: eu.id, rate: -1 }, /rate/],
      [{ name: 'A', code: 'A', region_id: eu.id, rate: 7.1234 }, /rate.*three decimals/],
      [{ name: 'A', code: 'A', region_id: eu.id, rate: '7' }, /rate/],
      [{ name: 'A', code: 'A', region_id: eu.id, products: 'prod_1' }, /products/],
      [{ name: 'A', code: 'A', region_id: eu.id, colour: 'red' }, /colour/],
    ];
    for (const [body, message] of cases) {
      const response = await org.admin.post('/admin/tax-rates', body);
      expect(expectError(response, 400).message, JSON.stringify(body)).toMatch(message);
    }
    const rate = await createRate(org, { name: 'A', code: 'A', region_id: eu.id });
    const empty = await batch(org, 'POST', `/admin/tax-rates/${rate.id}/products/batch`, {
      products: [],
    });
    expect(expectError(empty, 400).message).toMatch(/products/);
    const wrongKey = await batch(org, 'POST', `/admin/tax-rates/${rate.id}/product-types/batch`, {
      products: ['x'],
    });
    expect(expectError(wrongKey, 400).message).toMatch(/product_types|products/);
  });

  it('deletes a rate with its overrides, v1 style', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const product = await createProduct(test, org);
    const rate = await createRate(org, {
      name: 'A',
      code: 'A',
      region_id: eu.id,
      products: [product.id],
    });
    const removed = await org.admin.delete(`/admin/tax-rates/${rate.id}`);
    expect(removed.status).toBe(200);
    expect(DeleteRes.parse(removed.body)).toEqual({
      id: rate.id,
      object: 'tax-rate',
      deleted: true,
    });
    expect(await rateRow(org.storeId, rate.id)).toBeUndefined();
    expect(await productIdsOf(org.storeId, rate.id)).toEqual([]);
    expectError(await org.admin.get(`/admin/tax-rates/${rate.id}`), 404);
    expectError(await org.admin.delete(`/admin/tax-rates/${rate.id}`), 404);
  });

  it("keeps stores apart: another store's rate, region and products are not found", async () => {
    const owner = await createOrg(test);
    const other = await createOrg(test);
    const eu = await createRegion(test, owner);
    const product = await createProduct(test, owner);
    const rate: TaxRate = await createRate(owner, {
      name: 'Mine',
      code: 'M',
      rate: 5,
      region_id: eu.id,
      products: [product.id],
    });
    const before = await rateRow(owner.storeId, rate.id);
    const path = `/admin/tax-rates/${rate.id}`;

    expectError(await other.admin.get(path), 404);
    expectError(await other.admin.post(path, { name: 'Stolen', rate: 0 }), 404);
    expectError(await other.admin.delete(path), 404);
    expectError(
      await batch(other, 'DELETE', `${path}/products/batch`, { products: [product.id] }),
      404,
    );
    expect(AdminTaxRatesListRes.parse((await other.admin.get('/admin/tax-rates')).body).count).toBe(
      0,
    );
    // The other store cannot point its own rate at this store's region or product either.
    const otherRegion = await createRegion(test, other);
    expectError(
      await other.admin.post('/admin/tax-rates', { name: 'X', code: 'X', region_id: eu.id }),
      404,
    );
    const otherRate = await createRate(other, { name: 'X', code: 'X', region_id: otherRegion.id });
    expectError(
      await batch(other, 'POST', `/admin/tax-rates/${otherRate.id}/products/batch`, {
        products: [product.id],
      }),
      404,
    );

    expect(await rateRow(owner.storeId, rate.id)).toEqual(before);
    expect(await productIdsOf(owner.storeId, rate.id)).toEqual([product.id]);
  });
});
