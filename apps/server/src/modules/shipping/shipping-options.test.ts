import {
  AdminShippingOptionsListRes,
  AdminShippingOptionsRes,
  DeleteRes,
  ErrorBody,
  StoreShippingOptionsListRes,
  type ShippingOption,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { createRegion, defaultRegionId, profileId } from '../../../test/tax-shipping.js';
import { shippingOption, shippingOptionRequirement } from './shipping.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const shopper = (org: TestOrg) => test.session({ 'x-publishable-api-key': org.publishableKeyId });

const manual = { provider_id: 'manual', data: { id: 'manual-fulfillment' } };

async function createOption(org: TestOrg, body: Record<string, unknown>): Promise<ShippingOption> {
  const response = await org.admin.post('/admin/shipping-options', {
    name: 'Standard',
    ...manual,
    price_type: 'flat_rate',
    amount: 490,
    ...body,
  });
  expect(response.status, response.text).toBe(200);
  return AdminShippingOptionsRes.parse(response.body).shipping_option;
}

async function optionRow(storeId: string, id: string) {
  const [row] = await test.database.db
    .select()
    .from(shippingOption)
    .where(and(eq(shippingOption.storeId, storeId), eq(shippingOption.id, id)));
  return row;
}

const expectError = (
  response: { status: number; body: unknown; text?: string },
  status: number,
) => {
  expect(response.status, response.text).toBe(status);
  return ErrorBody.parse(response.body);
};

describe('/admin/shipping-options', () => {
  it('creates a flat-rate option answered as v1 (profile, region, requirements, price with tax)', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org, { name: 'EU', taxRate: 19 });
    const option = await createOption(org, {
      name: 'DHL Standard',
      region_id: eu.id,
      metadata: { carrier: 'dhl' },
    });
    expect(option.id).toMatch(/^so_/);
    expect(option).toMatchObject({
      name: 'DHL Standard',
      region_id: eu.id,
      profile_id: await profileId(test, org, 'default'),
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 490,
      is_return: false,
      admin_only: false,
      includes_tax: false,
      data: { id: 'manual-fulfillment' },
      metadata: { carrier: 'dhl' },
      deleted_at: null,
      requirements: [],
      // 4.90 + 19 % (0.931, rounded half away from zero).
      price_incl_tax: 583,
      tax_amount: 93,
      tax_rates: [{ rate: 19, name: 'default', code: 'default' }],
    });
    expect(option.profile).toMatchObject({ name: 'Default Shipping Profile', type: 'default' });
    expect(option.region).toMatchObject({
      id: eu.id,
      name: 'EU',
      currency_code: 'eur',
      tax_rate: 19,
      automatic_taxes: true,
    });

    const one = await org.admin.get(`/admin/shipping-options/${option.id}`);
    expect(AdminShippingOptionsRes.parse(one.body).shipping_option).toEqual(option);
  });

  it('keeps requirements (free over €50) and prices tax-inclusive options', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org, { taxRate: 19 });
    const free = await createOption(org, {
      name: 'Free over €50',
      region_id: eu.id,
      amount: 0,
      requirements: [{ type: 'min_subtotal', amount: 5000 }],
    });
    expect(free.requirements).toEqual([
      {
        id: expect.stringMatching(/^sor_/),
        shipping_option_id: free.id,
        type: 'min_subtotal',
        amount: 5000,
        deleted_at: null,
      },
    ]);
    expect(free).toMatchObject({ amount: 0, price_incl_tax: 0, tax_amount: 0 });

    const inclusive = await createOption(org, {
      region_id: eu.id,
      amount: 490,
      includes_tax: true,
    });
    // 4.90 includes 19 %: 0.7824 of it is tax → 0.78.
    expect(inclusive).toMatchObject({ includes_tax: true, price_incl_tax: 490, tax_amount: 78 });
  });

  it('applies shipping tax overrides, and no tax where the region has automatic taxes off', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org, { taxRate: 19 });
    const option = await createOption(org, { region_id: eu.id, amount: 1000 });
    const override = await org.admin.post('/admin/tax-rates', {
      name: 'Reduced shipping',
      code: 'SHIP7',
      rate: 7,
      region_id: eu.id,
      shipping_options: [option.id],
    });
    expect(override.status).toBe(200);
    const priced = AdminShippingOptionsRes.parse(
      (await org.admin.get(`/admin/shipping-options/${option.id}`)).body,
    ).shipping_option;
    expect(priced).toMatchObject({
      price_incl_tax: 1070,
      tax_amount: 70,
      tax_rates: [{ rate: 7, name: 'Reduced shipping', code: 'SHIP7' }],
    });

    const manualTaxes = await createRegion(test, org, { taxRate: 20, automaticTaxes: false });
    const untaxed = await createOption(org, { region_id: manualTaxes.id, amount: 1000 });
    expect(untaxed).toMatchObject({ price_incl_tax: 1000, tax_amount: 0, tax_rates: [] });
  });

  it('lists with v1 paging (limit 50) and filters by region, return, admin-only, q and profile', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const home = await defaultRegionId(test, org);
    const a = await createOption(org, { name: 'Standard EU', region_id: eu.id });
    const b = await createOption(org, {
      name: 'Return EU',
      region_id: eu.id,
      is_return: true,
      data: { id: 'manual-fulfillment-return', is_return: true },
    });
    const c = await createOption(org, { name: 'Staff courier', region_id: home, admin_only: true });
    const list = async (query = '') => {
      const response = await org.admin.get(`/admin/shipping-options?${query}`);
      expect(response.status, response.text).toBe(200);
      return AdminShippingOptionsListRes.parse(response.body);
    };
    const all = await list();
    expect(all).toMatchObject({ count: 3, offset: 0, limit: 50 });
    expect(all.shipping_options.map((o) => o.id)).toEqual([a.id, b.id, c.id]);
    expect(all.shipping_options.every((o) => o.profile && o.region && o.requirements)).toBe(true);
    expect((await list(`region_id=${eu.id}`)).shipping_options.map((o) => o.id)).toEqual([
      a.id,
      b.id,
    ]);
    expect((await list('is_return=true')).shipping_options.map((o) => o.id)).toEqual([b.id]);
    expect((await list('admin_only=true')).shipping_options.map((o) => o.id)).toEqual([c.id]);
    expect((await list('admin_only=false&is_return=false')).count).toBe(1);
    expect((await list('q=courier')).shipping_options.map((o) => o.id)).toEqual([c.id]);
    expect((await list(`profile_id=${await profileId(test, org, 'gift_card')}`)).count).toBe(0);
    const paged = await list('order=-name&limit=1&offset=1');
    expect(paged).toMatchObject({ count: 3, limit: 1, offset: 1 });
    expect(paged.shipping_options.map((o) => o.name)).toEqual(['Staff courier']);
    expect((await list('offset=10')).count).toBe(3);
    expectError(await org.admin.get('/admin/shipping-options?is_return=maybe'), 400);
  });

  it('updates name, price, flags and the whole set of requirements', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const option = await createOption(org, {
      region_id: eu.id,
      requirements: [{ type: 'min_subtotal', amount: 5000 }],
    });
    const update = (body: Record<string, unknown>) =>
      org.admin.post(`/admin/shipping-options/${option.id}`, body);

    const changed = await update({
      name: 'Express',
      amount: 990,
      admin_only: true,
      includes_tax: true,
      metadata: { speed: 'fast' },
      requirements: [
        { type: 'min_subtotal', amount: 1000 },
        { type: 'max_subtotal', amount: 20000 },
      ],
    });
    expect(changed.status, changed.text).toBe(200);
    const updated = AdminShippingOptionsRes.parse(changed.body).shipping_option;
    expect(updated).toMatchObject({
      name: 'Express',
      amount: 990,
      admin_only: true,
      includes_tax: true,
      metadata: { speed: 'fast' },
    });
    expect(updated.requirements!.map((r) => [r.type, r.amount])).toEqual([
      ['max_subtotal', 20000],
      ['min_subtotal', 1000],
    ]);
    // The min requirement kept its row (one of each type); an emptied set removes them all.
    expect(updated.requirements!.find((r) => r.type === 'min_subtotal')!.id).toBe(
      option.requirements![0]!.id,
    );
    const cleared = AdminShippingOptionsRes.parse((await update({ requirements: [] })).body);
    expect(cleared.shipping_option.requirements).toEqual([]);
    const live = await test.database.db
      .select()
      .from(shippingOptionRequirement)
      .where(eq(shippingOptionRequirement.shippingOptionId, option.id));
    expect(live.every((row) => row.deletedAt !== null)).toBe(true);

    // The manual provider has only flat rates; a flat rate needs an amount.
    expect(expectError(await update({ price_type: 'calculated' }), 400).message).toMatch(
      /price_type/,
    );
    expect(expectError(await update({ amount: null }), 400).message).toMatch(/amount/);
    expect(expectError(await update({ region_id: eu.id }), 400).message).toMatch(/region_id/);
    expect(await optionRow(org.storeId, option.id)).toMatchObject({ amount: 990 });
  });

  it('answers 400 naming the field for bad bodies, and 404 for unknown region or profile', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const base = { name: 'X', region_id: eu.id, ...manual, price_type: 'flat_rate', amount: 100 };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, name: undefined }, /name/],
      [{ ...base, region_id: undefined }, /region_id/],
      [{ ...base, price_type: 'free' }, /price_type/],
      [{ ...base, amount: undefined }, /amount.*flat_rate/],
      [{ ...base, amount: -1 }, /amount/],
      [{ ...base, amount: 4.9 }, /amount/],
      [{ ...base, data: 'manual' }, /data/],
      [{ ...base, data: { id: 'teleport' } }, /data: is not one of the fulfillment options/],
      [{ ...base, provider_id: 'dhl' }, /provider_id/],
      [{ ...base, requirements: [{ type: 'weight', amount: 1 }] }, /requirements/],
      [
        {
          ...base,
          requirements: [
            { type: 'min_subtotal', amount: 1 },
            { type: 'min_subtotal', amount: 2 },
          ],
        },
        /requirements.*one requirement of each type/,
      ],
      [
        {
          ...base,
          requirements: [
            { type: 'min_subtotal', amount: 5000 },
            { type: 'max_subtotal', amount: 5000 },
          ],
        },
        /requirements.*max_subtotal must be greater/,
      ],
      [{ ...base, price_type: 'calculated' }, /price_type.*cannot calculate/],
      [{ ...base, colour: 'red' }, /colour/],
    ];
    for (const [body, message] of cases) {
      const response = await org.admin.post('/admin/shipping-options', body);
      expect(expectError(response, 400).message, JSON.stringify(body)).toMatch(message);
    }
    expect(
      expectError(
        await org.admin.post('/admin/shipping-options', { ...base, region_id: 'reg_x' }),
        404,
      ).message,
    ).toMatch(/Region with id: reg_x/);
    expect(
      expectError(
        await org.admin.post('/admin/shipping-options', { ...base, profile_id: 'sp_x' }),
        404,
      ).message,
    ).toMatch(/ShippingProfile with id: sp_x/);
    const list = AdminShippingOptionsListRes.parse(
      (await org.admin.get('/admin/shipping-options')).body,
    );
    expect(list.count).toBe(0);
  });

  it('soft-deletes v1 style; options of a deleted region are gone with it', async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const option = await createOption(org, { region_id: eu.id });
    const removed = await org.admin.delete(`/admin/shipping-options/${option.id}`);
    expect(DeleteRes.parse(removed.body)).toEqual({
      id: option.id,
      object: 'shipping-option',
      deleted: true,
    });
    expect((await optionRow(org.storeId, option.id))!.deletedAt).not.toBeNull();
    expectError(await org.admin.get(`/admin/shipping-options/${option.id}`), 404);
    expectError(await org.admin.delete(`/admin/shipping-options/${option.id}`), 404);

    // Deleting a region (the regions API) takes its options and tax rates along.
    const other = await createRegion(test, org);
    const kept = await createOption(org, { region_id: other.id });
    const rate = await org.admin.post('/admin/tax-rates', {
      name: 'Shipping',
      code: 'S',
      region_id: other.id,
      shipping_options: [kept.id],
    });
    expect(rate.status, rate.text).toBe(200);
    const regionGone = await org.admin.delete(`/admin/regions/${other.id}`);
    expect(regionGone.status, regionGone.text).toBe(200);
    expectError(await org.admin.get(`/admin/shipping-options/${kept.id}`), 404);
    expectError(await org.admin.get(`/admin/tax-rates/${rate.body.tax_rate.id}`), 404);
    expect((await org.admin.get('/admin/tax-rates')).body.count).toBe(0);
    expect(
      StoreShippingOptionsListRes.parse(
        (await shopper(org).get(`/store/shipping-options?region_id=${other.id}`)).body,
      ).shipping_options,
    ).toEqual([]);
    expect(
      AdminShippingOptionsListRes.parse((await org.admin.get('/admin/shipping-options')).body)
        .count,
    ).toBe(0);
    expectError(
      await org.admin.post('/admin/shipping-options', {
        name: 'Late',
        region_id: other.id,
        ...manual,
        price_type: 'flat_rate',
        amount: 1,
      }),
      404,
    );
  });

  it("keeps stores apart: another store's option, region and profile are not found", async () => {
    const owner = await createOrg(test);
    const other = await createOrg(test);
    const eu = await createRegion(test, owner);
    const option = await createOption(owner, { region_id: eu.id });
    const before = await optionRow(owner.storeId, option.id);
    const path = `/admin/shipping-options/${option.id}`;

    expectError(await other.admin.get(path), 404);
    expectError(await other.admin.post(path, { name: 'Stolen', amount: 0 }), 404);
    expectError(await other.admin.delete(path), 404);
    const otherRegion = await createRegion(test, other);
    const body = { name: 'X', ...manual, price_type: 'flat_rate', amount: 1 };
    expectError(
      await other.admin.post('/admin/shipping-options', { ...body, region_id: eu.id }),
      404,
    );
    expectError(
      await other.admin.post('/admin/shipping-options', {
        ...body,
        region_id: otherRegion.id,
        profile_id: await profileId(test, owner, 'default'),
      }),
      404,
    );
    expect(
      AdminShippingOptionsListRes.parse((await other.admin.get('/admin/shipping-options')).body)
        .count,
    ).toBe(0);
    expect(await optionRow(owner.storeId, option.id)).toEqual(before);
  });
});

describe('/store/shipping-options', () => {
  it("answers a region's options for shoppers: never admin-only ones, no profile or region", async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org, { taxRate: 19 });
    const home = await defaultRegionId(test, org);
    const flat = await createOption(org, { name: 'Flat', region_id: eu.id, amount: 490 });
    const free = await createOption(org, {
      name: 'Free over €50',
      region_id: eu.id,
      amount: 0,
      requirements: [{ type: 'min_subtotal', amount: 5000 }],
    });
    await createOption(org, { name: 'Staff only', region_id: eu.id, admin_only: true });
    const back = await createOption(org, {
      name: 'Return',
      region_id: eu.id,
      is_return: true,
      data: { id: 'manual-fulfillment-return', is_return: true },
    });
    await createOption(org, { name: 'Home', region_id: home });

    const list = async (query: string) => {
      const response = await shopper(org).get(`/store/shipping-options?${query}`);
      expect(response.status, response.text).toBe(200);
      return StoreShippingOptionsListRes.parse(response.body).shipping_options;
    };
    const options = await list(`region_id=${eu.id}`);
    expect(options.map((o) => o.name)).toEqual(['Flat', 'Free over €50', 'Return']);
    const [first, second] = options;
    expect(first).toMatchObject({ id: flat.id, price_incl_tax: 583, tax_amount: 93 });
    expect(first!.profile).toBeUndefined();
    expect(first!.region).toBeUndefined();
    expect(second).toMatchObject({
      id: free.id,
      amount: 0,
      requirements: [{ type: 'min_subtotal', amount: 5000 }],
    });
    expect((await list(`region_id=${eu.id}&is_return=true`)).map((o) => o.id)).toEqual([back.id]);
    expect((await list(`region_id=${eu.id}&is_return=false`)).length).toBe(2);
    expect((await list('')).length).toBe(4);
    expect(
      ErrorBody.parse((await shopper(org).get('/store/shipping-options?is_return=yes')).body)
        .message,
    ).toMatch(/is_return/);
  });

  it("with product_ids, answers only the options of those products' profiles", async () => {
    const org = await createOrg(test);
    const eu = await createRegion(test, org);
    const bulky = await createProduct(test, org, { title: 'Sofa' });
    const small = await createProduct(test, org, { title: 'Mug' });
    const created = await org.admin.post('/admin/shipping-profiles', { name: 'Bulky' });
    expect(created.status, created.text).toBe(200);
    const bulkyProfile = created.body.shipping_profile.id as string;
    await org.admin.post(`/admin/shipping-profiles/${bulkyProfile}`, { products: [bulky.id] });
    const freight = await createOption(org, {
      name: 'Freight',
      region_id: eu.id,
      profile_id: bulkyProfile,
    });
    const parcel = await createOption(org, { name: 'Parcel', region_id: eu.id });
    const ids = async (productIds: string) =>
      StoreShippingOptionsListRes.parse(
        (
          await shopper(org).get(
            `/store/shipping-options?region_id=${eu.id}&product_ids=${productIds}`,
          )
        ).body,
      ).shipping_options.map((o) => o.id);

    expect(await ids(bulky.id)).toEqual([freight.id]);
    expect(await ids(small.id)).toEqual([parcel.id]);
    expect((await ids(`${bulky.id},${small.id}`)).sort()).toEqual([freight.id, parcel.id].sort());
    expect(await ids('prod_unknown')).toEqual([]);
  });

  it('answers the cart variant 404 until carts exist, and keeps stores apart', async () => {
    const org = await createOrg(test);
    const other = await createOrg(test);
    const eu = await createRegion(test, org);
    await createOption(org, { region_id: eu.id });
    const missing = await shopper(org).get('/store/shipping-options/cart_01ABC');
    expect(missing.status).toBe(404);
    expect(ErrorBody.parse(missing.body)).toEqual({
      type: 'not_found',
      message: 'Cart with cart_01ABC was not found',
    });
    const theirs = await shopper(other).get(`/store/shipping-options?region_id=${eu.id}`);
    expect(StoreShippingOptionsListRes.parse(theirs.body).shipping_options).toEqual([]);
    expect((await test.session().get('/store/shipping-options')).status).toBe(400);
  });
});
