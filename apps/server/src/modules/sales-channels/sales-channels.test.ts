import {
  AdminSalesChannelsListRes,
  AdminSalesChannelsRes,
  DeleteRes,
  ErrorBody,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { productSalesChannel } from '../products/products.tables.js';
import { publishableApiKeySalesChannel } from '../publishable-api-keys/publishable-api-keys.tables.js';
import { salesChannel } from './sales-channels.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

async function createChannel(org: TestOrg, body: Record<string, unknown>) {
  const response = await org.admin.post('/admin/sales-channels', body);
  expect(response.status).toBe(200);
  return AdminSalesChannelsRes.parse(response.body).sales_channel;
}

async function productIdsIn(storeId: string, channelId: string) {
  const rows = await test.database.db
    .select({ id: productSalesChannel.productId })
    .from(productSalesChannel)
    .where(
      and(
        eq(productSalesChannel.storeId, storeId),
        eq(productSalesChannel.salesChannelId, channelId),
      ),
    );
  return rows.map((row) => row.id).sort();
}

async function channelRow(storeId: string, id: string) {
  const [row] = await test.database.db
    .select()
    .from(salesChannel)
    .where(and(eq(salesChannel.storeId, storeId), eq(salesChannel.id, id)));
  return row;
}

describe('/admin/sales-channels', () => {
  it('creates, reads, updates and lists channels, the default one included', async () => {
    const org = await createOrg(test);
    const created = await createChannel(org, {
      name: 'Mobile app',
      description: 'iOS and Android',
      metadata: { team: 'mobile' },
    });
    expect(created).toMatchObject({
      name: 'Mobile app',
      description: 'iOS and Android',
      is_disabled: false,
      metadata: { team: 'mobile' },
      deleted_at: null,
    });
    expect(created.id).toMatch(/^sc_/);

    const one = await org.admin.get(`/admin/sales-channels/${created.id}`);
    expect(AdminSalesChannelsRes.parse(one.body).sales_channel).toEqual(created);

    const updated = await org.admin.post(`/admin/sales-channels/${created.id}`, {
      is_disabled: true,
      description: null,
    });
    expect(updated.status).toBe(200);
    expect(AdminSalesChannelsRes.parse(updated.body).sales_channel).toMatchObject({
      name: 'Mobile app',
      description: null,
      is_disabled: true,
    });
    expect(await channelRow(org.storeId, created.id)).toMatchObject({
      isDisabled: true,
      description: null,
    });

    const list = AdminSalesChannelsListRes.parse(
      (await org.admin.get('/admin/sales-channels')).body,
    );
    expect(list).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(list.sales_channels.map((channel) => channel.id).sort()).toEqual(
      [org.salesChannelId, created.id].sort(),
    );
  });

  it('filters by q, name, id and dates, sorts and pages', async () => {
    const org = await createOrg(test);
    const web = await createChannel(org, { name: 'Web shop', description: 'The main site' });
    const pos = await createChannel(org, { name: 'Point of sale', description: 'Shop floor' });
    const list = async (query: string) =>
      AdminSalesChannelsListRes.parse((await org.admin.get(`/admin/sales-channels?${query}`)).body);

    const byQ = await list('q=shop');
    expect(byQ.sales_channels.map((c) => c.id).sort()).toEqual([web.id, pos.id].sort());
    expect((await list('q=MAIN%20SITE')).sales_channels.map((c) => c.id)).toEqual([web.id]);
    expect((await list('q=%25')).count).toBe(0);
    expect((await list('name=Point%20of%20sale')).sales_channels.map((c) => c.id)).toEqual([
      pos.id,
    ]);
    expect((await list(`id=${web.id},${pos.id}`)).count).toBe(2);

    const sorted = await list('order=name');
    expect(sorted.sales_channels.map((c) => c.name)).toEqual([
      'Default Sales Channel',
      'Point of sale',
      'Web shop',
    ]);
    const paged = await list('order=-name&limit=1&offset=1');
    expect(paged).toMatchObject({ count: 3, limit: 1, offset: 1 });
    expect(paged.sales_channels.map((c) => c.name)).toEqual(['Point of sale']);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list(`created_at[gt]=${encodeURIComponent(future)}`)).count).toBe(0);
    expect((await list(`updated_at[lt]=${encodeURIComponent(future)}`)).count).toBe(3);

    const badOrder = await org.admin.get('/admin/sales-channels?order=secret');
    expect(badOrder.status).toBe(400);
    expect(ErrorBody.parse(badOrder.body).message).toMatch(/^order must be one of: name/);
    const badLimit = await org.admin.get('/admin/sales-channels?limit=lots');
    expect(badLimit.status).toBe(400);
    expect(ErrorBody.parse(badLimit.body).message).toMatch(/^limit /);
  });

  it('validates bodies and names the field', async () => {
    const org = await createOrg(test);
    const missing = await org.admin.post('/admin/sales-channels', { description: 'x' });
    expect(missing.status).toBe(400);
    expect(ErrorBody.parse(missing.body)).toMatchObject({
      type: 'invalid_data',
      message: 'name is required',
    });
    const wrongType = await org.admin.post('/admin/sales-channels', {
      name: 'A',
      is_disabled: 'no',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/^is_disabled /);
    const batch = await org.admin.post(
      `/admin/sales-channels/${org.salesChannelId}/products/batch`,
      {
        product_ids: [],
      },
    );
    expect(batch.status).toBe(400);
    expect(batch.body.message).toMatch(/^product_ids /);
  });

  it('links products at creation, all or nothing', async () => {
    const org = await createOrg(test);
    const [a, b] = [await createProduct(test, org), await createProduct(test, org)];
    const channel = await createChannel(org, {
      name: 'Wholesale',
      products: [{ id: a.id }, { id: b.id }, { id: a.id }],
    });
    expect(await productIdsIn(org.storeId, channel.id)).toEqual([a.id, b.id].sort());

    const failed = await org.admin.post('/admin/sales-channels', {
      name: 'Never made',
      products: [{ id: a.id }, { id: 'prod_missing' }],
    });
    expect(failed.status).toBe(404);
    expect(ErrorBody.parse(failed.body).message).toContain('prod_missing');
    const names = AdminSalesChannelsListRes.parse(
      (await org.admin.get('/admin/sales-channels?name=Never%20made')).body,
    );
    expect(names.count).toBe(0);
  });

  it('adds and removes products in batches; an unknown product changes nothing', async () => {
    const org = await createOrg(test);
    const channel = await createChannel(org, { name: 'Marketplace' });
    const [a, b] = [await createProduct(test, org), await createProduct(test, org)];
    const batchPath = `/admin/sales-channels/${channel.id}/products/batch`;

    const added = await org.admin.post(batchPath, { product_ids: [{ id: a.id }, { id: b.id }] });
    expect(added.status).toBe(200);
    expect(AdminSalesChannelsRes.parse(added.body).sales_channel.id).toBe(channel.id);
    expect(await productIdsIn(org.storeId, channel.id)).toEqual([a.id, b.id].sort());
    // Adding again is harmless.
    expect((await org.admin.post(batchPath, { product_ids: [{ id: a.id }] })).status).toBe(200);

    const unknownAdd = await org.admin.post(batchPath, {
      product_ids: [{ id: 'prod_nope' }],
    });
    expect(unknownAdd.status).toBe(404);
    expect(unknownAdd.body.message).toBe('Product with id: prod_nope was not found');

    const unknownRemove = await org.admin.request('DELETE', batchPath, {
      body: { product_ids: [{ id: a.id }, { id: 'prod_nope' }] },
    });
    expect(unknownRemove.status).toBe(404);
    expect(unknownRemove.body.message).toContain('prod_nope');
    expect(await productIdsIn(org.storeId, channel.id)).toEqual([a.id, b.id].sort());

    const removed = await org.admin.request('DELETE', batchPath, {
      body: { product_ids: [{ id: a.id }] },
    });
    expect(removed.status).toBe(200);
    expect(AdminSalesChannelsRes.parse(removed.body).sales_channel.id).toBe(channel.id);
    expect(await productIdsIn(org.storeId, channel.id)).toEqual([b.id]);
    // The product stays in the default channel.
    expect(await productIdsIn(org.storeId, org.salesChannelId)).toEqual([a.id, b.id].sort());

    const missingChannel = await org.admin.post('/admin/sales-channels/sc_missing/products/batch', {
      product_ids: [{ id: a.id }],
    });
    expect(missingChannel.status).toBe(404);
    expect(missingChannel.body.message).toBe('SalesChannel with id: sc_missing was not found');
  });

  it('soft-deletes a channel with its product and key links; never the default channel', async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org);
    const channel = await createChannel(org, { name: 'Pop-up', products: [{ id: product.id }] });
    const linked = await org.admin.post(
      `/admin/publishable-api-keys/${org.publishableKeyId}/sales-channels/batch`,
      { sales_channel_ids: [{ id: channel.id }] },
    );
    expect(linked.status).toBe(200);

    const deleted = await org.admin.delete(`/admin/sales-channels/${channel.id}`);
    expect(deleted.status).toBe(200);
    expect(DeleteRes.parse(deleted.body)).toEqual({
      id: channel.id,
      object: 'sales-channel',
      deleted: true,
    });
    expect((await channelRow(org.storeId, channel.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await productIdsIn(org.storeId, channel.id)).toEqual([]);
    const keyLinks = await test.database.db
      .select()
      .from(publishableApiKeySalesChannel)
      .where(eq(publishableApiKeySalesChannel.salesChannelId, channel.id));
    expect(keyLinks).toEqual([]);

    expect((await org.admin.get(`/admin/sales-channels/${channel.id}`)).status).toBe(404);
    expect((await org.admin.delete(`/admin/sales-channels/${channel.id}`)).status).toBe(404);
    expect(
      (await org.admin.post(`/admin/sales-channels/${channel.id}`, { name: 'X' })).status,
    ).toBe(404);
    const list = AdminSalesChannelsListRes.parse(
      (await org.admin.get('/admin/sales-channels')).body,
    );
    expect(list.sales_channels.map((c) => c.id)).toEqual([org.salesChannelId]);

    const refused = await org.admin.delete(`/admin/sales-channels/${org.salesChannelId}`);
    expect(refused.status).toBe(400);
    expect(ErrorBody.parse(refused.body)).toMatchObject({
      type: 'invalid_data',
      code: 'default_sales_channel',
    });
    expect(refused.body.message).toMatch(/default sales channel cannot be deleted/);
    expect((await channelRow(org.storeId, org.salesChannelId))?.deletedAt).toBeNull();
    expect(await productIdsIn(org.storeId, org.salesChannelId)).toEqual([product.id]);
  });

  it("another store's channel and products are not found, and stay unchanged", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const channel = await createChannel(a, { name: 'A only' });
    const productA = await createProduct(test, a);
    const productB = await createProduct(test, b);
    await a.admin.post(`/admin/sales-channels/${channel.id}/products/batch`, {
      product_ids: [{ id: productA.id }],
    });

    expect((await b.admin.get(`/admin/sales-channels/${channel.id}`)).status).toBe(404);
    expect((await b.admin.post(`/admin/sales-channels/${channel.id}`, { name: 'B' })).status).toBe(
      404,
    );
    expect((await b.admin.delete(`/admin/sales-channels/${channel.id}`)).status).toBe(404);
    expect((await b.admin.delete(`/admin/sales-channels/${a.salesChannelId}`)).status).toBe(404);
    const batch = `/admin/sales-channels/${channel.id}/products/batch`;
    expect((await b.admin.post(batch, { product_ids: [{ id: productB.id }] })).status).toBe(404);
    expect(
      (await b.admin.request('DELETE', batch, { body: { product_ids: [{ id: productA.id }] } }))
        .status,
    ).toBe(404);
    const bList = AdminSalesChannelsListRes.parse(
      (await b.admin.get('/admin/sales-channels?q=A%20only')).body,
    );
    expect(bList.count).toBe(0);

    // A's channel cannot take B's product either.
    const foreign = await a.admin.post(batch, { product_ids: [{ id: productB.id }] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Product with id: ${productB.id} was not found`);

    expect(await channelRow(a.storeId, channel.id)).toMatchObject({
      name: 'A only',
      deletedAt: null,
    });
    expect(await productIdsIn(a.storeId, channel.id)).toEqual([productA.id]);
  });
});
