import {
  AdminPriceListDeleteBatchRes,
  AdminPriceListDeleteRes,
  AdminPriceListRes,
  AdminPriceListsListRes,
  AdminPriceListsProductsListRes,
  ErrorBody,
  type PriceList,
} from '@storedesk/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { newId } from '../../platform/ids.js';
import { moneyAmount } from '../products/products.tables.js';
import { region } from '../regions/regions.tables.js';
import { priceList } from './price-lists.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** The store's price-list prices and lists, read straight from the database. */
async function listPrices(org: TestOrg, listId?: string) {
  return withTenantTx(test.database.db, org.storeId, (tx) =>
    tx
      .select()
      .from(moneyAmount)
      .where(
        and(
          eq(moneyAmount.storeId, org.storeId),
          listId ? eq(moneyAmount.priceListId, listId) : isNotNull(moneyAmount.priceListId),
        ),
      ),
  );
}

async function listRow(org: TestOrg, id: string) {
  const rows = await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx
      .select()
      .from(priceList)
      .where(and(eq(priceList.storeId, org.storeId), eq(priceList.id, id))),
  );
  return rows[0];
}

/** A second region of the store, in euros. */
async function addEuroRegion(org: TestOrg): Promise<string> {
  const id = newId('reg');
  await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx.insert(region).values({ storeId: org.storeId, id, name: 'Europe', currencyCode: 'eur' }),
  );
  return id;
}

async function createList(org: TestOrg, body: Record<string, unknown>): Promise<PriceList> {
  const response = await org.admin.post('/admin/price-lists', {
    name: 'Summer sale',
    description: 'Up to 20 % off',
    ...body,
  });
  expect(response.status, response.text).toBe(200);
  return AdminPriceListRes.parse(response.body).price_list;
}

const del = (org: TestOrg, path: string, body?: unknown) =>
  org.admin.request('DELETE', path, body === undefined ? {} : { body });

describe('/admin/price-lists', () => {
  it('creates a list with currency and region prices, reads it back and lists it', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org, { variants: 2 });
    const euro = await addEuroRegion(org);

    const response = await org.admin.post('/admin/price-lists', {
      name: 'Summer sale',
      description: 'Up to 20 % off',
      type: 'sale',
      status: 'active',
      starts_at: '2026-06-01T00:00:00Z',
      ends_at: '2026-09-01T00:00:00.000Z',
      prices: [
        { amount: 800, variant_id: shirt.variantIds[0], currency_code: 'USD' },
        { amount: 700, variant_id: shirt.variantIds[1], region_id: euro, min_quantity: 2 },
      ],
      customer_groups: [],
    });
    expect(response.status, response.text).toBe(200);
    const list = AdminPriceListRes.parse(response.body).price_list;
    expect(list).toMatchObject({
      name: 'Summer sale',
      description: 'Up to 20 % off',
      type: 'sale',
      status: 'active',
      starts_at: '2026-06-01T00:00:00.000Z',
      ends_at: '2026-09-01T00:00:00.000Z',
      deleted_at: null,
      customer_groups: [],
    });
    expect(list.id).toMatch(/^pl_/);
    expect(list.prices).toHaveLength(2);
    expect(list.prices.map((price) => price.id).every((id) => id.startsWith('ma_'))).toBe(true);
    const regional = list.prices.find((price) => price.region_id === euro)!;
    expect(regional).toMatchObject({ currency_code: 'eur', amount: 700, min_quantity: 2 });
    expect(list.prices.find((price) => price.region_id === null)).toMatchObject({
      currency_code: 'usd',
      amount: 800,
      variant_id: shirt.variantIds[0],
      price_list_id: list.id,
    });

    const stored = await listPrices(org, list.id);
    expect(stored.map((row) => row.amount).sort()).toEqual([700, 800]);

    const one = await org.admin.get(`/admin/price-lists/${list.id}`);
    expect(AdminPriceListRes.parse(one.body).price_list).toEqual(list);

    const all = AdminPriceListsListRes.parse((await org.admin.get('/admin/price-lists')).body);
    expect(all).toMatchObject({ count: 1, offset: 0, limit: 10 });
    expect(all.price_lists[0]).toEqual(list);
  });

  it('defaults to a draft sale list without prices', async () => {
    const org = await createOrg(test);
    const list = await createList(org, {});
    expect(list).toMatchObject({ type: 'sale', status: 'draft', prices: [], starts_at: null });
  });

  it('filters, searches, sorts and pages the list', async () => {
    const org = await createOrg(test);
    const before = new Date().toISOString();
    const summer = await createList(org, { name: 'Summer', status: 'active' });
    const vip = await createList(org, {
      name: 'VIP',
      description: 'Wholesale partners',
      type: 'override',
    });
    const winter = await createList(org, { name: 'Winter', status: 'active' });

    const ids = async (query: string) => {
      const response = await org.admin.get(`/admin/price-lists${query}`);
      expect(response.status, response.text).toBe(200);
      return AdminPriceListsListRes.parse(response.body).price_lists.map((list) => list.id);
    };
    expect(await ids('')).toEqual([winter.id, vip.id, summer.id]);
    expect(await ids('?order=name')).toEqual([summer.id, vip.id, winter.id]);
    expect(await ids('?q=wholesale')).toEqual([vip.id]);
    expect(await ids('?q=SUM')).toEqual([summer.id]);
    expect(await ids('?status[]=active&order=-name')).toEqual([winter.id, summer.id]);
    expect(await ids('?status=draft')).toEqual([vip.id]);
    expect(await ids('?type=override')).toEqual([vip.id]);
    expect(await ids('?name=Winter')).toEqual([winter.id]);
    expect(await ids(`?created_at[gte]=${encodeURIComponent(before)}&limit=1`)).toEqual([
      winter.id,
    ]);
    expect(await ids(`?created_at[lt]=${encodeURIComponent(before)}`)).toEqual([]);
    expect(await ids('?customer_groups[]=cgrp_1')).toEqual([]);

    const page = AdminPriceListsListRes.parse(
      (await org.admin.get('/admin/price-lists?limit=2&offset=2')).body,
    );
    expect(page).toMatchObject({ count: 3, limit: 2, offset: 2 });
    expect(page.price_lists.map((list) => list.id)).toEqual([summer.id]);

    const badOrder = await org.admin.get('/admin/price-lists?order=amount');
    expect(badOrder.status).toBe(400);
    expect(ErrorBody.parse(badOrder.body).message).toMatch(/^order must be one of/);
    const badStatus = await org.admin.get('/admin/price-lists?status=live');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toMatch(/^status/);
  });

  it('answers 400 naming the field, and creates nothing', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ description: 'x' }, 'name is required'],
      [{ name: 'x' }, 'description is required'],
      [{ name: 'x', description: '', type: 'discount' }, /^type must be one of: sale, override/],
      [{ name: 'x', description: '', status: 'live' }, /^status must be one of/],
      [
        {
          name: 'x',
          description: '',
          starts_at: '2026-06-02T00:00:00Z',
          ends_at: '2026-06-01T00:00:00Z',
        },
        'ends_at must be after starts_at',
      ],
      [{ name: 'x', description: '', ends_at: 'next week' }, /^ends_at must be/],
      [
        { name: 'x', description: '', customer_groups: [{ id: 'cgrp_1' }] },
        'customer_groups: customer groups are not available yet',
      ],
      [
        { name: 'x', description: '', prices: [{ amount: 1, variant_id: shirt.variantIds[0] }] },
        'prices.0: needs a currency_code or a region_id',
      ],
      [
        {
          name: 'x',
          description: '',
          prices: [{ amount: -1, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
        },
        'prices.0.amount must be at least 0',
      ],
      [
        {
          name: 'x',
          description: '',
          prices: [
            { amount: 1, variant_id: shirt.variantIds[0], currency_code: 'usd' },
            { amount: 1, variant_id: shirt.variantIds[0], currency_code: 'xyz' },
          ],
        },
        'prices.1.currency_code: unknown currency xyz',
      ],
      [
        {
          name: 'x',
          description: '',
          prices: [
            {
              amount: 1,
              variant_id: shirt.variantIds[0],
              currency_code: 'usd',
              min_quantity: 5,
              max_quantity: 2,
            },
          ],
        },
        'prices.0.max_quantity must not be below min_quantity',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await org.admin.post('/admin/price-lists', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = ErrorBody.parse(response.body);
      expect(error.type).toBe('invalid_data');
      if (typeof message === 'string') expect(error.message).toBe(message);
      else expect(error.message).toMatch(message);
    }
    const all = AdminPriceListsListRes.parse((await org.admin.get('/admin/price-lists')).body);
    expect(all.count).toBe(0);
    expect(await listPrices(org)).toEqual([]);
  });

  it('refuses an unknown variant or region with a 404 naming it, and creates nothing', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org);
    const unknownVariant = await org.admin.post('/admin/price-lists', {
      name: 'x',
      description: '',
      prices: [
        { amount: 1, variant_id: shirt.variantIds[0], currency_code: 'usd' },
        { amount: 1, variant_id: 'variant_missing', currency_code: 'usd' },
      ],
    });
    expect(unknownVariant.status).toBe(404);
    expect(ErrorBody.parse(unknownVariant.body).message).toBe(
      'prices.1.variant_id: ProductVariant with id variant_missing was not found',
    );
    const unknownRegion = await org.admin.post('/admin/price-lists', {
      name: 'x',
      description: '',
      prices: [{ amount: 1, variant_id: shirt.variantIds[0], region_id: 'reg_missing' }],
    });
    expect(unknownRegion.status).toBe(404);
    expect(unknownRegion.body.message).toBe(
      'prices.0.region_id: Region with id reg_missing was not found',
    );
    expect(
      AdminPriceListsListRes.parse((await org.admin.get('/admin/price-lists')).body).count,
    ).toBe(0);
    expect(await listPrices(org)).toEqual([]);
  });

  it('updates fields, changes prices by id and adds new ones', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org, { variants: 2 });
    const list = await createList(org, {
      starts_at: '2026-06-01T00:00:00Z',
      prices: [{ amount: 800, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
    });
    const priceId = list.prices[0]!.id;

    const response = await org.admin.post(`/admin/price-lists/${list.id}`, {
      name: 'Autumn sale',
      status: 'active',
      type: 'override',
      ends_at: '2026-10-01T00:00:00Z',
      prices: [
        { id: priceId, amount: 750, variant_id: shirt.variantIds[0], currency_code: 'usd' },
        { amount: 900, variant_id: shirt.variantIds[1], currency_code: 'eur' },
      ],
    });
    expect(response.status, response.text).toBe(200);
    const updated = AdminPriceListRes.parse(response.body).price_list;
    expect(updated).toMatchObject({
      name: 'Autumn sale',
      description: 'Up to 20 % off',
      status: 'active',
      type: 'override',
      starts_at: '2026-06-01T00:00:00.000Z',
      ends_at: '2026-10-01T00:00:00.000Z',
    });
    expect(updated.prices).toHaveLength(2);
    expect(updated.prices.find((price) => price.id === priceId)?.amount).toBe(750);
    expect((await listPrices(org, list.id)).map((row) => row.amount).sort()).toEqual([750, 900]);

    // ends_at before the stored starts_at
    const early = await org.admin.post(`/admin/price-lists/${list.id}`, {
      ends_at: '2026-05-01T00:00:00Z',
    });
    expect(early.status).toBe(400);
    expect(ErrorBody.parse(early.body).message).toBe('ends_at must be after starts_at');

    // A price id that is not in this list: 404, and nothing changes.
    const other = await createList(org, {
      prices: [{ amount: 1, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
    });
    const stranger = await org.admin.post(`/admin/price-lists/${list.id}`, {
      name: 'Changed',
      prices: [
        { amount: 1, variant_id: shirt.variantIds[0], currency_code: 'usd' },
        {
          id: other.prices[0]!.id,
          amount: 5,
          variant_id: shirt.variantIds[0],
          currency_code: 'usd',
        },
      ],
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(
      `prices.1.id: MoneyAmount with id ${other.prices[0]!.id} was not found`,
    );
    expect((await listRow(org, list.id))?.name).toBe('Autumn sale');
    expect(await listPrices(org, list.id)).toHaveLength(2);
    expect((await listPrices(org, other.id))[0]?.amount).toBe(1);

    // Clearing the dates.
    const cleared = await org.admin.post(`/admin/price-lists/${list.id}`, {
      starts_at: null,
      ends_at: null,
    });
    expect(AdminPriceListRes.parse(cleared.body).price_list).toMatchObject({
      starts_at: null,
      ends_at: null,
    });
  });

  it('soft-deletes a list and removes its prices', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org);
    const list = await createList(org, {
      prices: [{ amount: 800, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
    });
    const response = await del(org, `/admin/price-lists/${list.id}`);
    expect(response.status).toBe(200);
    expect(AdminPriceListDeleteRes.parse(response.body)).toEqual({
      id: list.id,
      object: 'price-list',
      deleted: true,
    });
    expect((await listRow(org, list.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await listPrices(org, list.id)).toEqual([]);
    // The variant's own price stays.
    const own = await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.select().from(moneyAmount).where(eq(moneyAmount.storeId, org.storeId)),
    );
    expect(own).toHaveLength(1);

    expect((await org.admin.get(`/admin/price-lists/${list.id}`)).status).toBe(404);
    expect((await del(org, `/admin/price-lists/${list.id}`)).status).toBe(404);
    expect(
      AdminPriceListsListRes.parse((await org.admin.get('/admin/price-lists')).body).count,
    ).toBe(0);
  });
});

describe('/admin/price-lists/:id/prices/batch', () => {
  it('adds prices, and with override replaces all of them', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org, { variants: 2 });
    const list = await createList(org, {
      prices: [{ amount: 800, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
    });
    const kept = list.prices[0]!;

    const added = await org.admin.post(`/admin/price-lists/${list.id}/prices/batch`, {
      prices: [
        { amount: 700, variant_id: shirt.variantIds[1], currency_code: 'usd' },
        { amount: 650, variant_id: shirt.variantIds[1], currency_code: 'usd', min_quantity: 10 },
      ],
    });
    expect(added.status, added.text).toBe(200);
    expect(AdminPriceListRes.parse(added.body).price_list.prices).toHaveLength(3);

    const replaced = await org.admin.post(`/admin/price-lists/${list.id}/prices/batch`, {
      override: true,
      prices: [
        { id: kept.id, amount: 780, variant_id: shirt.variantIds[0], currency_code: 'usd' },
        { amount: 600, variant_id: shirt.variantIds[1], currency_code: 'eur' },
      ],
    });
    expect(replaced.status, replaced.text).toBe(200);
    const prices = AdminPriceListRes.parse(replaced.body).price_list.prices;
    expect(prices.map((price) => [price.amount, price.currency_code]).sort()).toEqual([
      [600, 'eur'],
      [780, 'usd'],
    ]);
    expect(prices.find((price) => price.id === kept.id)?.amount).toBe(780);
    expect(await listPrices(org, list.id)).toHaveLength(2);

    const emptied = await org.admin.post(`/admin/price-lists/${list.id}/prices/batch`, {
      override: true,
      prices: [],
    });
    expect(AdminPriceListRes.parse(emptied.body).price_list.prices).toEqual([]);
    expect(await listPrices(org, list.id)).toEqual([]);
  });

  it('a batch with one bad row changes nothing, even with override', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org, { variants: 2 });
    const list = await createList(org, {
      prices: [{ amount: 800, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
    });
    const before = await listPrices(org, list.id);
    for (const bad of [
      { amount: 1, variant_id: 'variant_nope', currency_code: 'usd' },
      { amount: 1, variant_id: shirt.variantIds[1], region_id: 'reg_nope' },
      { amount: 1, variant_id: shirt.variantIds[1], currency_code: 'zzz' },
      { id: 'ma_nope', amount: 1, variant_id: shirt.variantIds[1], currency_code: 'usd' },
    ]) {
      const response = await org.admin.post(`/admin/price-lists/${list.id}/prices/batch`, {
        override: true,
        prices: [{ amount: 500, variant_id: shirt.variantIds[1], currency_code: 'usd' }, bad],
      });
      expect([400, 404], response.text).toContain(response.status);
      expect(ErrorBody.parse(response.body).message).toMatch(/^prices\.1\./);
      expect(await listPrices(org, list.id)).toEqual(before);
    }
    const missingBody = await org.admin.post(`/admin/price-lists/${list.id}/prices/batch`, {});
    expect(missingBody.status).toBe(400);
    expect(missingBody.body.message).toBe('prices is required');
  });

  it('deletes prices by id; one unknown id deletes nothing', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org, { variants: 2 });
    const list = await createList(org, {
      prices: [
        { amount: 800, variant_id: shirt.variantIds[0], currency_code: 'usd' },
        { amount: 700, variant_id: shirt.variantIds[1], currency_code: 'usd' },
      ],
    });
    const [first, second] = list.prices.map((price) => price.id);

    const bad = await del(org, `/admin/price-lists/${list.id}/prices/batch`, {
      price_ids: [first, 'ma_unknown'],
    });
    expect(bad.status).toBe(404);
    expect(ErrorBody.parse(bad.body).message).toBe(
      'price_ids.1: MoneyAmount with id ma_unknown was not found',
    );
    expect(await listPrices(org, list.id)).toHaveLength(2);

    const empty = await del(org, `/admin/price-lists/${list.id}/prices/batch`, { price_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('price_ids must have at least 1 items');

    const response = await del(org, `/admin/price-lists/${list.id}/prices/batch`, {
      price_ids: [first],
    });
    expect(response.status, response.text).toBe(200);
    expect(AdminPriceListDeleteBatchRes.parse(response.body)).toEqual({
      ids: [first],
      object: 'money-amount',
      deleted: true,
    });
    expect((await listPrices(org, list.id)).map((row) => row.id)).toEqual([second]);
  });
});

describe('/admin/price-lists/:id/products and removals by product or variant', () => {
  it('lists the priced products with their variants and the list prices', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org, { title: 'Shirt', variants: 2 });
    const hat = await createProduct(test, org, { title: 'Hat', variants: 1 });
    await createProduct(test, org, { title: 'Unpriced' });
    const list = await createList(org, {
      prices: [
        { amount: 800, variant_id: shirt.variantIds[1], currency_code: 'usd' },
        { amount: 300, variant_id: hat.variantIds[0], currency_code: 'usd' },
      ],
    });
    const response = await org.admin.get(`/admin/price-lists/${list.id}/products`);
    expect(response.status, response.text).toBe(200);
    const page = AdminPriceListsProductsListRes.parse(response.body);
    expect(page).toMatchObject({ count: 2, offset: 0, limit: 50 });
    expect(page.products.map((product) => product.id)).toEqual([hat.id, shirt.id]);
    const shirtOut = page.products[1]!;
    expect(shirtOut.variants?.map((variant) => variant.id)).toEqual(shirt.variantIds);
    expect(shirtOut.variants?.[0]?.prices).toEqual([]);
    expect(shirtOut.variants?.[1]?.prices).toMatchObject([{ amount: 800, price_list_id: list.id }]);

    const second = AdminPriceListsProductsListRes.parse(
      (await org.admin.get(`/admin/price-lists/${list.id}/products?limit=1&offset=1`)).body,
    );
    expect(second.products.map((product) => product.id)).toEqual([shirt.id]);
    const searched = AdminPriceListsProductsListRes.parse(
      (await org.admin.get(`/admin/price-lists/${list.id}/products?q=hat`)).body,
    );
    expect(searched.products.map((product) => product.id)).toEqual([hat.id]);
  });

  it('removes the list prices of one product, of several, or of one variant', async () => {
    const org = await createOrg(test);
    const shirt = await createProduct(test, org, { variants: 2 });
    const hat = await createProduct(test, org);
    const mug = await createProduct(test, org);
    const list = await createList(org, {
      prices: [
        { amount: 800, variant_id: shirt.variantIds[0], currency_code: 'usd' },
        { amount: 700, variant_id: shirt.variantIds[1], currency_code: 'usd' },
        { amount: 300, variant_id: hat.variantIds[0], currency_code: 'usd' },
        { amount: 200, variant_id: mug.variantIds[0], currency_code: 'usd' },
      ],
    });
    const idOf = (variantId: string) =>
      list.prices.find((price) => price.variant_id === variantId)!.id;

    const variant = await del(
      org,
      `/admin/price-lists/${list.id}/variants/${shirt.variantIds[0]}/prices`,
    );
    expect(variant.status, variant.text).toBe(200);
    expect(AdminPriceListDeleteBatchRes.parse(variant.body).ids).toEqual([
      idOf(shirt.variantIds[0]!),
    ]);

    const product = await del(org, `/admin/price-lists/${list.id}/products/${shirt.id}/prices`);
    expect(product.status, product.text).toBe(200);
    expect(AdminPriceListDeleteBatchRes.parse(product.body).ids).toEqual([
      idOf(shirt.variantIds[1]!),
    ]);

    const unknown = await del(org, `/admin/price-lists/${list.id}/products/prices/batch`, {
      product_ids: [hat.id, 'prod_unknown'],
    });
    expect(unknown.status).toBe(404);
    expect(ErrorBody.parse(unknown.body).message).toBe(
      'product_ids.1: Product with id prod_unknown was not found',
    );
    expect(await listPrices(org, list.id)).toHaveLength(2);

    const batch = await del(org, `/admin/price-lists/${list.id}/products/prices/batch`, {
      product_ids: [hat.id, mug.id],
    });
    expect(batch.status, batch.text).toBe(200);
    expect(AdminPriceListDeleteBatchRes.parse(batch.body).ids.sort()).toEqual(
      [idOf(hat.variantIds[0]!), idOf(mug.variantIds[0]!)].sort(),
    );
    expect(await listPrices(org, list.id)).toEqual([]);

    expect((await del(org, `/admin/price-lists/${list.id}/products/prod_nope/prices`)).status).toBe(
      404,
    );
    expect(
      (await del(org, `/admin/price-lists/${list.id}/variants/variant_nope/prices`)).status,
    ).toBe(404);
  });
});

describe('price lists across stores', () => {
  it("store B gets 404 on every call about store A's list, and A's list is unchanged", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const shirt = await createProduct(test, a, { variants: 2 });
    const list = await createList(a, {
      prices: [{ amount: 800, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
    });
    const priceId = list.prices[0]!.id;
    const base = `/admin/price-lists/${list.id}`;

    const calls = [
      b.admin.get(base),
      b.admin.post(base, { name: 'Taken over' }),
      b.admin.post(`${base}/prices/batch`, { override: true, prices: [] }),
      del(b, `${base}/prices/batch`, { price_ids: [priceId] }),
      b.admin.get(`${base}/products`),
      del(b, `${base}/products/${shirt.id}/prices`),
      del(b, `${base}/products/prices/batch`, { product_ids: [shirt.id] }),
      del(b, `${base}/variants/${shirt.variantIds[0]}/prices`),
      del(b, base),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(ErrorBody.parse(response.body)).toEqual({
        type: 'not_found',
        message: `PriceList with id: ${list.id} was not found`,
      });
    }
    const listed = AdminPriceListsListRes.parse((await b.admin.get('/admin/price-lists')).body);
    expect(listed.count).toBe(0);

    const row = await listRow(a, list.id);
    expect(row).toMatchObject({ name: 'Summer sale', deletedAt: null });
    expect((await listPrices(a, list.id)).map((price) => price.id)).toEqual([priceId]);
    expect(AdminPriceListRes.parse((await a.admin.get(base)).body).price_list).toEqual(list);
  });

  it("store B cannot price store A's variants or use A's prices, products and regions", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const shirt = await createProduct(test, a);
    const euro = await addEuroRegion(a);
    const aList = await createList(a, {
      prices: [{ amount: 800, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
    });
    const bOwn = await createProduct(test, b);
    const bList = await createList(b, {
      prices: [{ amount: 100, variant_id: bOwn.variantIds[0], currency_code: 'usd' }],
    });

    const foreignVariant = await b.admin.post('/admin/price-lists', {
      name: 'Stolen',
      description: '',
      prices: [{ amount: 1, variant_id: shirt.variantIds[0], currency_code: 'usd' }],
    });
    expect(foreignVariant.status).toBe(404);
    expect(ErrorBody.parse(foreignVariant.body).message).toBe(
      `prices.0.variant_id: ProductVariant with id ${shirt.variantIds[0]} was not found`,
    );
    const foreignRegion = await b.admin.post(`/admin/price-lists/${bList.id}/prices/batch`, {
      prices: [{ amount: 1, variant_id: bOwn.variantIds[0], region_id: euro }],
    });
    expect(foreignRegion.status).toBe(404);
    const foreignPrice = await b.admin.post(`/admin/price-lists/${bList.id}/prices/batch`, {
      prices: [
        {
          id: aList.prices[0]!.id,
          amount: 1,
          variant_id: bOwn.variantIds[0],
          currency_code: 'usd',
        },
      ],
    });
    expect(foreignPrice.status).toBe(404);
    const foreignPriceDelete = await del(b, `/admin/price-lists/${bList.id}/prices/batch`, {
      price_ids: [aList.prices[0]!.id],
    });
    expect(foreignPriceDelete.status).toBe(404);
    expect(
      (await del(b, `/admin/price-lists/${bList.id}/products/${shirt.id}/prices`)).status,
    ).toBe(404);
    expect(
      (await del(b, `/admin/price-lists/${bList.id}/variants/${shirt.variantIds[0]}/prices`))
        .status,
    ).toBe(404);

    expect(await listPrices(b, bList.id)).toHaveLength(1);
    const aPrices = await listPrices(a, aList.id);
    expect(aPrices.map((price) => [price.id, price.amount])).toEqual([[aList.prices[0]!.id, 800]]);
    expect(AdminPriceListsListRes.parse((await b.admin.get('/admin/price-lists')).body).count).toBe(
      1,
    );
  });
});
