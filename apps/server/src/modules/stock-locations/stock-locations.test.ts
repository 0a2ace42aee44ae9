import {
  AdminSalesChannelsDeleteLocationRes,
  AdminSalesChannelsListRes,
  AdminSalesChannelsRes,
  AdminStockLocationsDeleteRes,
  AdminStockLocationsListRes,
  AdminStockLocationsRes,
  ErrorBody,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { salesChannelStockLocation, stockLocation } from './stock-locations.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const ADDRESS = {
  address_1: 'Hafenstraße 1',
  city: 'Hamburg',
  country_code: 'DE',
  postal_code: '20457',
  phone: '+49 40 123',
};

async function createLocation(org: TestOrg, body: Record<string, unknown> = {}) {
  const response = await org.admin.post('/admin/stock-locations', {
    name: 'Warehouse',
    address: ADDRESS,
    ...body,
  });
  expect(response.status, response.text).toBe(200);
  return AdminStockLocationsRes.parse(response.body).stock_location;
}

async function defaultLocationOf(storeId: string) {
  const [row] = await test.database.db
    .select({ id: store.defaultLocationId })
    .from(store)
    .where(eq(store.id, storeId));
  return row!.id!;
}

async function links(storeId: string) {
  return test.database.db
    .select({
      channel: salesChannelStockLocation.salesChannelId,
      location: salesChannelStockLocation.locationId,
    })
    .from(salesChannelStockLocation)
    .where(eq(salesChannelStockLocation.storeId, storeId));
}

describe('/admin/stock-locations', () => {
  it('creates, reads, updates and lists locations with their address (v1 shape)', async () => {
    const org = await createOrg(test);
    const created = await createLocation(org, { metadata: { dock: 3 } });
    expect(created.id).toMatch(/^sloc_/);
    expect(created.address_id).toMatch(/^laddr_/);
    expect(created).toMatchObject({
      name: 'Warehouse',
      metadata: { dock: 3 },
      deleted_at: null,
      address: { ...ADDRESS, country_code: 'de', address_2: null, company: null, province: null },
    });

    const one = await org.admin.get(`/admin/stock-locations/${created.id}`);
    expect(AdminStockLocationsRes.parse(one.body).stock_location).toEqual(created);

    const renamed = await org.admin.post(`/admin/stock-locations/${created.id}`, {
      name: 'North warehouse',
      address: { address_1: 'Kai 2', country_code: 'dk', city: 'Aarhus' },
    });
    expect(renamed.status).toBe(200);
    const after = AdminStockLocationsRes.parse(renamed.body).stock_location;
    expect(after).toMatchObject({
      name: 'North warehouse',
      address_id: created.address_id,
      address: { address_1: 'Kai 2', country_code: 'dk', city: 'Aarhus', postal_code: null },
    });

    const cleared = await org.admin.post(`/admin/stock-locations/${created.id}`, { address: null });
    expect(AdminStockLocationsRes.parse(cleared.body).stock_location).toMatchObject({
      address_id: null,
      address: null,
    });

    const list = await org.admin.get('/admin/stock-locations?order=name');
    const page = AdminStockLocationsListRes.parse(list.body);
    expect(page.count).toBe(2);
    expect(page.stock_locations.map((location) => location.name)).toEqual([
      'Default location',
      'North warehouse',
    ]);
    const searched = await org.admin.get('/admin/stock-locations?q=north');
    expect(AdminStockLocationsListRes.parse(searched.body).stock_locations).toHaveLength(1);
  });

  it('answers the sales channels a location serves with expand=sales_channels', async () => {
    const org = await createOrg(test);
    const extra = await createLocation(org, { name: 'Shop back room' });
    const list = await org.admin.get(
      '/admin/stock-locations?expand=sales_channels&order=created_at',
    );
    const page = AdminStockLocationsListRes.parse(list.body);
    const byName = new Map(page.stock_locations.map((location) => [location.name, location]));
    expect(byName.get('Default location')!.sales_channels!.map((channel) => channel.id)).toEqual([
      org.salesChannelId,
    ]);
    expect(byName.get('Shop back room')!.sales_channels).toEqual([]);
    const plain = await org.admin.get(`/admin/stock-locations/${extra.id}`);
    expect(plain.body.stock_location.sales_channels).toBeUndefined();

    const filtered = await org.admin.get(
      `/admin/stock-locations?sales_channel_id=${org.salesChannelId}`,
    );
    expect(
      AdminStockLocationsListRes.parse(filtered.body).stock_locations.map(
        (location) => location.id,
      ),
    ).toEqual([await defaultLocationOf(org.storeId)]);
  });

  it('says which field is wrong', async () => {
    const org = await createOrg(test);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /name/],
      [{ name: '' }, /name/],
      [{ name: 'X', address: { country_code: 'de' } }, /address\.address_1/],
      [
        { name: 'X', address: { address_1: 'a', country_code: 'Germany' } },
        /address\.country_code/,
      ],
      [{ name: 'X', address: { address_1: 'a', country_code: 'zz' } }, /address\.country_code/],
      [{ name: 'X', colour: 'red' }, /colour/],
    ];
    for (const [body, field] of cases) {
      const response = await org.admin.post('/admin/stock-locations', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(ErrorBody.parse(response.body).message).toMatch(field);
    }
    const order = await org.admin.get('/admin/stock-locations?order=colour');
    expect(order.status).toBe(400);
    expect(order.body.message).toMatch(/order/);
    const expand = await org.admin.get('/admin/stock-locations?expand=products');
    expect(expand.status).toBe(400);
    expect(expand.body.message).toMatch(/expand/);
  });

  it('deletes an empty location with its links; refuses the default one and one holding stock', async () => {
    const org = await createOrg(test);
    const spare = await createLocation(org, { name: 'Spare' });
    const linked = await org.admin.post(
      `/admin/sales-channels/${org.salesChannelId}/stock-locations`,
      {
        location_id: spare.id,
      },
    );
    expect(linked.status).toBe(200);

    const removed = await org.admin.delete(`/admin/stock-locations/${spare.id}`);
    expect(removed.status).toBe(200);
    expect(AdminStockLocationsDeleteRes.parse(removed.body)).toEqual({
      id: spare.id,
      object: 'stock_location',
      deleted: true,
    });
    expect((await org.admin.get(`/admin/stock-locations/${spare.id}`)).status).toBe(404);
    expect((await links(org.storeId)).map((link) => link.location)).not.toContain(spare.id);

    const defaultId = await defaultLocationOf(org.storeId);
    const refusedDefault = await org.admin.delete(`/admin/stock-locations/${defaultId}`);
    expect(refusedDefault.status).toBe(400);
    expect(refusedDefault.body).toMatchObject({ code: 'default_location' });

    const stocked = await createLocation(org, { name: 'Stocked' });
    const product = await createProduct(test, org);
    const item = await org.admin.get(`/admin/variants/${product.variantIds[0]}/inventory`);
    const itemId = item.body.variant.inventory[0].id as string;
    const level = await org.admin.post(`/admin/inventory-items/${itemId}/location-levels`, {
      location_id: stocked.id,
      stocked_quantity: 4,
    });
    expect(level.status).toBe(200);
    const refused = await org.admin.delete(`/admin/stock-locations/${stocked.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ type: 'conflict', code: 'location_in_use' });
    const [row] = await test.database.db
      .select()
      .from(stockLocation)
      .where(and(eq(stockLocation.storeId, org.storeId), eq(stockLocation.id, stocked.id)));
    expect(row!.deletedAt).toBeNull();
  });

  it("keeps stores apart: another store's location is not found and stays unchanged", async () => {
    const a = await createOrg(test);
    const b = await createOrg(test);
    const location = await createLocation(a, { name: 'Only A' });
    expect((await b.admin.get(`/admin/stock-locations/${location.id}`)).status).toBe(404);
    expect(
      (await b.admin.post(`/admin/stock-locations/${location.id}`, { name: 'Taken' })).status,
    ).toBe(404);
    expect((await b.admin.delete(`/admin/stock-locations/${location.id}`)).status).toBe(404);
    expect(
      (
        await b.admin.post(`/admin/sales-channels/${b.salesChannelId}/stock-locations`, {
          location_id: location.id,
        })
      ).status,
    ).toBe(404);
    expect(
      AdminStockLocationsListRes.parse(
        (await b.admin.get('/admin/stock-locations')).body,
      ).stock_locations.map((entry) => entry.id),
    ).not.toContain(location.id);
    const still = await a.admin.get(`/admin/stock-locations/${location.id}`);
    expect(still.body.stock_location.name).toBe('Only A');
  });
});

describe('/admin/sales-channels/:id/stock-locations', () => {
  it('links and unlinks locations, and channels answer them with expand=locations', async () => {
    const org = await createOrg(test);
    const second = await createLocation(org, { name: 'Second' });
    const added = await org.admin.post(
      `/admin/sales-channels/${org.salesChannelId}/stock-locations`,
      { location_id: second.id },
    );
    expect(added.status).toBe(200);
    const channel = AdminSalesChannelsRes.parse(added.body).sales_channel;
    expect(channel.id).toBe(org.salesChannelId);
    expect(channel.locations!.map((link) => link.location_id)).toEqual([
      await defaultLocationOf(org.storeId),
      second.id,
    ]);
    // Linking twice changes nothing.
    const again = await org.admin.post(
      `/admin/sales-channels/${org.salesChannelId}/stock-locations`,
      { location_id: second.id },
    );
    expect(again.status).toBe(200);
    expect((await links(org.storeId)).filter((link) => link.location === second.id)).toHaveLength(
      1,
    );

    const list = await org.admin.get('/admin/sales-channels?expand=locations');
    const page = AdminSalesChannelsListRes.parse(list.body);
    expect(page.sales_channels[0]!.locations).toHaveLength(2);
    const plain = await org.admin.get(`/admin/sales-channels/${org.salesChannelId}`);
    expect(plain.body.sales_channel.locations).toBeUndefined();
    const one = await org.admin.get(`/admin/sales-channels/${org.salesChannelId}?expand=locations`);
    expect(AdminSalesChannelsRes.parse(one.body).sales_channel.locations).toHaveLength(2);

    const removed = await org.admin.request(
      'DELETE',
      `/admin/sales-channels/${org.salesChannelId}/stock-locations`,
      { body: { location_id: second.id } },
    );
    expect(removed.status).toBe(200);
    expect(AdminSalesChannelsDeleteLocationRes.parse(removed.body)).toEqual({
      id: org.salesChannelId,
      object: 'stock-location',
      deleted: true,
    });
    expect((await links(org.storeId)).map((link) => link.location)).toEqual([
      await defaultLocationOf(org.storeId),
    ]);
  });

  it('400 without a location, 404 for an unknown channel or location', async () => {
    const org = await createOrg(test);
    const missing = await org.admin.post(
      `/admin/sales-channels/${org.salesChannelId}/stock-locations`,
      {},
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/location_id/);
    const unknownLocation = await org.admin.post(
      `/admin/sales-channels/${org.salesChannelId}/stock-locations`,
      { location_id: 'sloc_nope' },
    );
    expect(unknownLocation.status).toBe(404);
    const location = await createLocation(org);
    const unknownChannel = await org.admin.post('/admin/sales-channels/sc_nope/stock-locations', {
      location_id: location.id,
    });
    expect(unknownChannel.status).toBe(404);
  });

  it("keeps stores apart: another store's channel cannot take a location, nor lose one", async () => {
    const a = await createOrg(test);
    const b = await createOrg(test);
    const location = await createLocation(b);
    const before = await links(a.storeId);
    expect(
      (
        await b.admin.post(`/admin/sales-channels/${a.salesChannelId}/stock-locations`, {
          location_id: location.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await b.admin.request(
          'DELETE',
          `/admin/sales-channels/${a.salesChannelId}/stock-locations`,
          {
            body: { location_id: before[0]!.location },
          },
        )
      ).status,
    ).toBe(404);
    expect(await links(a.storeId)).toEqual(before);
  });
});
