import {
  AdminGetVariantsVariantInventoryRes,
  AdminInventoryAdjustmentsListRes,
  AdminInventoryItemsDeleteRes,
  AdminInventoryItemsListRes,
  AdminInventoryItemsLocationLevelsRes,
  AdminInventoryItemsRes,
  AdminStockLocationsRes,
  ErrorBody,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { inventoryItem, inventoryLevel, variantInventoryItem } from './inventory.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

async function itemOfVariant(org: TestOrg, variantId: string) {
  const response = await org.admin.get(`/admin/variants/${variantId}/inventory`);
  expect(response.status, response.text).toBe(200);
  return AdminGetVariantsVariantInventoryRes.parse(response.body).variant.inventory[0]!;
}

async function newLocation(org: TestOrg, name: string) {
  const response = await org.admin.post('/admin/stock-locations', { name });
  expect(response.status).toBe(200);
  return AdminStockLocationsRes.parse(response.body).stock_location.id;
}

async function levelRow(storeId: string, itemId: string, locationId: string) {
  const [row] = await test.database.db
    .select()
    .from(inventoryLevel)
    .where(
      and(
        eq(inventoryLevel.storeId, storeId),
        eq(inventoryLevel.inventoryItemId, itemId),
        eq(inventoryLevel.locationId, locationId),
      ),
    );
  return row;
}

describe('/admin/inventory-items', () => {
  it('lists items with their levels, totals and variants (v1 shape)', async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org, { title: 'Linen shirt', variants: 2 });
    const list = await org.admin.get('/admin/inventory-items');
    expect(list.status, list.text).toBe(200);
    const page = AdminInventoryItemsListRes.parse(list.body);
    expect(page).toMatchObject({ count: 2, offset: 0, limit: 20 });
    const item = page.inventory_items.find((entry) =>
      entry.variants?.some((variant) => variant.id === product.variantIds[0]),
    )!;
    expect(item.id).toMatch(/^iitem_/);
    expect(item).toMatchObject({
      title: 'Variant 1',
      requires_shipping: true,
      stocked_quantity: 10,
      reserved_quantity: 0,
    });
    expect(item.location_levels).toHaveLength(1);
    expect(item.location_levels[0]).toMatchObject({
      stocked_quantity: 10,
      reserved_quantity: 0,
      incoming_quantity: 0,
      available_quantity: 10,
    });
    expect(item.variants![0]!.product!.title).toBe('Linen shirt');
    expect(item.variants![0]!.inventory_quantity).toBe(10);

    const one = await org.admin.get(`/admin/inventory-items/${item.id}`);
    expect(AdminInventoryItemsRes.parse(one.body).inventory_item).toEqual(item);

    const ofVariant = await org.admin.get(
      `/admin/inventory-items?variant_id=${product.variantIds[0]}`,
    );
    expect(
      AdminInventoryItemsListRes.parse(ofVariant.body).inventory_items.map((entry) => entry.id),
    ).toEqual([item.id]);
  });

  it('creates an item for a variant, updates and deletes it (soft, with its link)', async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    const taken = await org.admin.post('/admin/inventory-items', {
      variant_id: variantId,
      sku: 'X',
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'variant_has_item' });

    const standalone = await org.admin.post('/admin/inventory-items', {
      sku: 'BOX-1',
      title: 'Gift box',
      hs_code: '4819',
      origin_country: 'pt',
      weight: 120,
      requires_shipping: false,
      metadata: { fragile: true },
    });
    expect(standalone.status, standalone.text).toBe(200);
    const created = AdminInventoryItemsRes.parse(standalone.body).inventory_item;
    expect(created).toMatchObject({
      sku: 'BOX-1',
      title: 'Gift box',
      hs_code: '4819',
      weight: 120,
      requires_shipping: false,
      location_levels: [],
      stocked_quantity: 0,
      variants: [],
    });

    const duplicate = await org.admin.post('/admin/inventory-items', { sku: 'BOX-1' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toMatch(/sku/);

    const updated = await org.admin.post(`/admin/inventory-items/${created.id}`, {
      mid_code: 'PTMID1',
      material: 'card',
      description: 'A box',
      thumbnail: 'https://example.com/box.png',
      width: 30,
      hs_code: null,
    });
    expect(updated.status).toBe(200);
    expect(AdminInventoryItemsRes.parse(updated.body).inventory_item).toMatchObject({
      mid_code: 'PTMID1',
      material: 'card',
      description: 'A box',
      width: 30,
      hs_code: null,
    });

    const search = await org.admin.get('/admin/inventory-items?q=gift');
    expect(
      AdminInventoryItemsListRes.parse(search.body).inventory_items.map((entry) => entry.id),
    ).toEqual([created.id]);

    const variantItem = await itemOfVariant(org, variantId);
    const removed = await org.admin.delete(`/admin/inventory-items/${variantItem.id}`);
    expect(removed.status).toBe(200);
    expect(AdminInventoryItemsDeleteRes.parse(removed.body)).toEqual({
      id: variantItem.id,
      object: 'inventory_item',
      deleted: true,
    });
    expect((await org.admin.get(`/admin/inventory-items/${variantItem.id}`)).status).toBe(404);
    const [row] = await test.database.db
      .select()
      .from(inventoryItem)
      .where(and(eq(inventoryItem.storeId, org.storeId), eq(inventoryItem.id, variantItem.id)));
    expect(row!.deletedAt).not.toBeNull();
    const links = await test.database.db
      .select()
      .from(variantInventoryItem)
      .where(eq(variantInventoryItem.variantId, variantId));
    expect(links).toEqual([]);

    // The variant can now be given a new item, as v1 does it.
    const again = await org.admin.post('/admin/inventory-items', {
      variant_id: variantId,
      sku: 'AGAIN-1',
    });
    expect(again.status).toBe(200);
    expect(AdminInventoryItemsRes.parse(again.body).inventory_item.variants![0]!.id).toBe(
      variantId,
    );
  });

  it('keeps levels per location: create, list, update, delete, and filters the list by them', async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org, { variants: 2 });
    const item = await itemOfVariant(org, product.variantIds[0]!);
    const other = await itemOfVariant(org, product.variantIds[1]!);
    const defaultLocation = item.location_levels[0]!.location_id;
    const annex = await newLocation(org, 'Annex');

    const created = await org.admin.post(`/admin/inventory-items/${item.id}/location-levels`, {
      location_id: annex,
      stocked_quantity: 3,
      incoming_quantity: 5,
    });
    expect(created.status, created.text).toBe(200);
    const withAnnex = AdminInventoryItemsRes.parse(created.body).inventory_item;
    expect(withAnnex.stocked_quantity).toBe(13);
    expect(withAnnex.location_levels.map((level) => level.location_id)).toEqual([
      defaultLocation,
      annex,
    ]);
    const twice = await org.admin.post(`/admin/inventory-items/${item.id}/location-levels`, {
      location_id: annex,
      stocked_quantity: 1,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('level_exists');

    const levels = await org.admin.get(
      `/admin/inventory-items/${item.id}/location-levels?location_id=${annex}`,
    );
    expect(AdminInventoryItemsLocationLevelsRes.parse(levels.body).inventory_item).toMatchObject({
      id: item.id,
      location_levels: [{ location_id: annex, stocked_quantity: 3, incoming_quantity: 5 }],
    });

    const updated = await org.admin.post(
      `/admin/inventory-items/${item.id}/location-levels/${annex}`,
      { stocked_quantity: 2, incoming_quantity: 0 },
    );
    expect(updated.status).toBe(200);
    expect(await levelRow(org.storeId, item.id, annex)).toMatchObject({
      stockedQuantity: 2,
      incomingQuantity: 0,
    });

    // Only items stocked at the annex, with only their annex level.
    const atAnnex = await org.admin.get(`/admin/inventory-items?location_id=${annex}`);
    const annexPage = AdminInventoryItemsListRes.parse(atAnnex.body);
    expect(annexPage.inventory_items.map((entry) => entry.id)).toEqual([item.id]);
    expect(annexPage.inventory_items[0]!.location_levels).toHaveLength(1);
    expect(annexPage.inventory_items[0]!.stocked_quantity).toBe(2);

    // Low stock: available below 5 at the annex; and over all locations.
    const low = await org.admin.get(`/admin/inventory-items?location_id=${annex}&quantity[lt]=5`);
    expect(AdminInventoryItemsListRes.parse(low.body).count).toBe(1);
    const lowAll = await org.admin.get('/admin/inventory-items?quantity[lt]=11');
    expect(
      AdminInventoryItemsListRes.parse(lowAll.body).inventory_items.map((entry) => entry.id),
    ).toEqual([other.id]);

    const removed = await org.admin.delete(
      `/admin/inventory-items/${item.id}/location-levels/${annex}`,
    );
    expect(removed.status).toBe(200);
    expect(AdminInventoryItemsRes.parse(removed.body).inventory_item.location_levels).toHaveLength(
      1,
    );
    expect(await levelRow(org.storeId, item.id, annex)).toBeUndefined();
    const gone = await org.admin.post(
      `/admin/inventory-items/${item.id}/location-levels/${annex}`,
      { stocked_quantity: 1 },
    );
    expect(gone.status).toBe(404);
  });

  it('adjusts stock with a reason, keeps the history, and never goes below zero', async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org);
    const item = await itemOfVariant(org, product.variantIds[0]!);
    const location = item.location_levels[0]!.location_id;
    const adjust = (body: Record<string, unknown>) =>
      org.admin.post(`/admin/inventory-items/${item.id}/location-levels/${location}/adjust`, body);

    const received = await adjust({ mode: 'add', quantity: 5, reason: 'received', note: 'PO 17' });
    expect(received.status, received.text).toBe(200);
    expect(AdminInventoryItemsRes.parse(received.body).inventory_item.stocked_quantity).toBe(15);
    const damaged = await adjust({ mode: 'add', quantity: -3, reason: 'damaged' });
    expect(AdminInventoryItemsRes.parse(damaged.body).inventory_item.stocked_quantity).toBe(12);
    const counted = await adjust({ mode: 'set', quantity: 7, reason: 'counted' });
    expect(AdminInventoryItemsRes.parse(counted.body).inventory_item.stocked_quantity).toBe(7);

    const tooMany = await adjust({ mode: 'add', quantity: -8, reason: 'lost' });
    expect(tooMany.status).toBe(409);
    expect(ErrorBody.parse(tooMany.body)).toMatchObject({ code: 'insufficient_inventory' });
    expect(tooMany.body.message).toContain(item.id);
    expect((await levelRow(org.storeId, item.id, location))!.stockedQuantity).toBe(7);

    const badReason = await adjust({ mode: 'add', quantity: 1, reason: 'gift' });
    expect(badReason.status).toBe(400);
    expect(badReason.body.message).toMatch(/reason/);

    const history = await org.admin.get(`/admin/inventory-items/${item.id}/adjustments`);
    const adjustments = AdminInventoryAdjustmentsListRes.parse(history.body).adjustments;
    expect(
      adjustments.map((entry) => [
        entry.mode,
        entry.quantity_change,
        entry.stocked_quantity,
        entry.reason,
      ]),
    ).toEqual([
      ['set', -5, 7, 'counted'],
      ['add', -3, 12, 'damaged'],
      ['add', 5, 15, 'received'],
    ]);
    expect(adjustments[2]!.note).toBe('PO 17');
    expect(adjustments[0]!.created_by).toBe(org.userId);
  });

  it('says which field is wrong', async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org);
    const item = await itemOfVariant(org, product.variantIds[0]!);
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['/admin/inventory-items', { weight: -1 }, /weight/],
      ['/admin/inventory-items', { sku: 5 }, /sku/],
      ['/admin/inventory-items', { variant_id: 'variant_nope' }, /variant_id/],
      [`/admin/inventory-items/${item.id}`, { requires_shipping: 'yes' }, /requires_shipping/],
      [`/admin/inventory-items/${item.id}/location-levels`, { stocked_quantity: 1 }, /location_id/],
      [
        `/admin/inventory-items/${item.id}/location-levels`,
        { location_id: 'x', stocked_quantity: -1 },
        /stocked_quantity/,
      ],
      [
        `/admin/inventory-items/${item.id}/location-levels/x`,
        { incoming_quantity: 1.5 },
        /incoming_quantity/,
      ],
    ];
    for (const [path, body, field] of cases) {
      const response = await org.admin.post(path, body);
      expect([400, 404], `${path} ${JSON.stringify(body)}`).toContain(response.status);
      expect(ErrorBody.parse(response.body).message).toMatch(field);
    }
    const filter = await org.admin.get('/admin/inventory-items?quantity[lt]=few');
    expect(filter.status).toBe(400);
    expect(filter.body.message).toMatch(/quantity/);
  });

  it("keeps stores apart: another store's item, level and location are not found, unchanged", async () => {
    const a = await createOrg(test);
    const b = await createOrg(test);
    const product = await createProduct(test, a);
    const item = await itemOfVariant(a, product.variantIds[0]!);
    const location = item.location_levels[0]!.location_id;
    const bLocation = await newLocation(b, 'B only');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/admin/inventory-items/${item.id}`],
      ['POST', `/admin/inventory-items/${item.id}`, { title: 'stolen' }],
      ['DELETE', `/admin/inventory-items/${item.id}`],
      ['GET', `/admin/inventory-items/${item.id}/location-levels`],
      [
        'POST',
        `/admin/inventory-items/${item.id}/location-levels`,
        { location_id: bLocation, stocked_quantity: 1 },
      ],
      [
        'POST',
        `/admin/inventory-items/${item.id}/location-levels/${location}`,
        { stocked_quantity: 99 },
      ],
      ['DELETE', `/admin/inventory-items/${item.id}/location-levels/${location}`],
      [
        'POST',
        `/admin/inventory-items/${item.id}/location-levels/${location}/adjust`,
        { mode: 'set', quantity: 0, reason: 'lost' },
      ],
      ['GET', `/admin/inventory-items/${item.id}/adjustments`],
      ['GET', `/admin/variants/${product.variantIds[0]}/inventory`],
    ];
    for (const [method, path, body] of calls) {
      const response = await b.admin.request(method, path, body ? { body } : {});
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    // A's item cannot be stocked at B's location either.
    const bProduct = await createProduct(test, b);
    const bItem = await itemOfVariant(b, bProduct.variantIds[0]!);
    const foreign = await b.admin.post(`/admin/inventory-items/${bItem.id}/location-levels`, {
      location_id: location,
      stocked_quantity: 1,
    });
    expect(foreign.status).toBe(404);
    expect(
      AdminInventoryItemsListRes.parse(
        (await b.admin.get('/admin/inventory-items')).body,
      ).inventory_items.map((entry) => entry.id),
    ).not.toContain(item.id);
    expect(await levelRow(a.storeId, item.id, location)).toMatchObject({ stockedQuantity: 10 });
    expect((await a.admin.get(`/admin/inventory-items/${item.id}`)).body.inventory_item.title).toBe(
      'Variant 1',
    );
  });
});

describe('GET /admin/variants/:id/inventory', () => {
  it("answers the variant's items and what each sales channel can sell", async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    const item = await itemOfVariant(org, variantId);
    const annex = await newLocation(org, 'Annex');
    await org.admin.post(`/admin/inventory-items/${item.id}/location-levels`, {
      location_id: annex,
      stocked_quantity: 4,
    });
    const channel = await org.admin.post('/admin/sales-channels', { name: 'Wholesale' });
    const wholesale = channel.body.sales_channel.id as string;
    await org.admin.post(`/admin/sales-channels/${wholesale}/stock-locations`, {
      location_id: annex,
    });
    await org.admin.post('/admin/sales-channels', { name: 'Empty' });

    const response = await org.admin.get(`/admin/variants/${variantId}/inventory`);
    const variant = AdminGetVariantsVariantInventoryRes.parse(response.body).variant;
    expect(variant.id).toBe(variantId);
    expect(variant.inventory[0]).toMatchObject({ id: item.id, stocked_quantity: 14 });
    expect(
      variant.sales_channel_availability.map((entry) => [
        entry.channel_name,
        entry.available_quantity,
      ]),
    ).toEqual([
      ['Default Sales Channel', 10],
      ['Wholesale', 4],
      ['Empty', 0],
    ]);

    const plain = await org.admin.post(`/admin/products/${product.id}/variants`, {
      title: 'Not tracked',
      manage_inventory: false,
      prices: [{ currency_code: 'usd', amount: 100 }],
    });
    expect(plain.status, plain.text).toBe(200);
    const untracked = (plain.body.product.variants as Array<{ id: string; title: string }>).find(
      (entry) => entry.title === 'Not tracked',
    )!;
    const none = await org.admin.get(`/admin/variants/${untracked.id}/inventory`);
    expect(AdminGetVariantsVariantInventoryRes.parse(none.body).variant).toEqual({
      id: untracked.id,
      inventory: [],
      sales_channel_availability: [],
    });
    expect((await org.admin.get('/admin/variants/variant_nope/inventory')).status).toBe(404);
  });
});
