import {
  AdminGetVariantsVariantInventoryRes,
  AdminReservationsDeleteRes,
  AdminReservationsListRes,
  AdminReservationsRes,
  AdminStockLocationsRes,
  ErrorBody,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { inventoryLevel, reservationItem } from './inventory.tables.js';
import { StockShortageError, reserveVariants } from '../stock/stock.js';
import { productVariant } from '../products/products.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** A product with one variant, its item and the level at the default location (10 units). */
async function stocked(org: TestOrg) {
  const product = await createProduct(test, org);
  const variantId = product.variantIds[0]!;
  const response = await org.admin.get(`/admin/variants/${variantId}/inventory`);
  const item = AdminGetVariantsVariantInventoryRes.parse(response.body).variant.inventory[0]!;
  return {
    product,
    variantId,
    itemId: item.id,
    locationId: item.location_levels[0]!.location_id,
  };
}

async function level(storeId: string, itemId: string, locationId: string) {
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
  return row!;
}

describe('/admin/reservations', () => {
  it('creates, reads, lists, updates and deletes reservations, moving the reserved quantity', async () => {
    const org = await createOrg(test);
    const { itemId, locationId } = await stocked(org);

    const created = await org.admin.post('/admin/reservations', {
      inventory_item_id: itemId,
      location_id: locationId,
      quantity: 3,
      description: 'Held for a phone order',
      line_item_id: 'item_phone_1',
      metadata: { caller: 'Ana' },
    });
    expect(created.status, created.text).toBe(200);
    const reservation = AdminReservationsRes.parse(created.body).reservation;
    expect(reservation.id).toMatch(/^resitem_/);
    expect(reservation).toMatchObject({
      inventory_item_id: itemId,
      location_id: locationId,
      quantity: 3,
      description: 'Held for a phone order',
      line_item_id: 'item_phone_1',
      created_by: org.userId,
      metadata: { caller: 'Ana' },
    });
    expect(await level(org.storeId, itemId, locationId)).toMatchObject({
      stockedQuantity: 10,
      reservedQuantity: 3,
    });

    const one = await org.admin.get(`/admin/reservations/${reservation.id}?expand=inventory_item`);
    expect(AdminReservationsRes.parse(one.body).reservation.inventory_item!.id).toBe(itemId);

    const list = await org.admin.get(
      `/admin/reservations?inventory_item_id[]=${itemId}&expand=inventory_item,line_item`,
    );
    const page = AdminReservationsListRes.parse(list.body);
    expect(page.count).toBe(1);
    expect(page.reservations[0]!.inventory_item!.id).toBe(itemId);
    const byText = await org.admin.get('/admin/reservations?q=phone');
    expect(AdminReservationsListRes.parse(byText.body).count).toBe(1);
    const byQuantity = await org.admin.get('/admin/reservations?quantity[gt]=3');
    expect(AdminReservationsListRes.parse(byQuantity.body).count).toBe(0);

    const more = await org.admin.post(`/admin/reservations/${reservation.id}`, {
      quantity: 5,
      description: 'Two more',
    });
    expect(more.status, more.text).toBe(200);
    expect(AdminReservationsRes.parse(more.body).reservation).toMatchObject({
      quantity: 5,
      description: 'Two more',
    });
    expect((await level(org.storeId, itemId, locationId)).reservedQuantity).toBe(5);

    const fewer = await org.admin.post(`/admin/reservations/${reservation.id}`, { quantity: 1 });
    expect(fewer.status).toBe(200);
    expect((await level(org.storeId, itemId, locationId)).reservedQuantity).toBe(1);

    const removed = await org.admin.delete(`/admin/reservations/${reservation.id}`);
    expect(removed.status).toBe(200);
    expect(AdminReservationsDeleteRes.parse(removed.body)).toEqual({
      id: reservation.id,
      object: 'reservation',
      deleted: true,
    });
    expect((await level(org.storeId, itemId, locationId)).reservedQuantity).toBe(0);
    expect((await org.admin.get(`/admin/reservations/${reservation.id}`)).status).toBe(404);
    expect((await org.admin.delete(`/admin/reservations/${reservation.id}`)).status).toBe(404);
  });

  it('moves a reservation to another location, only where there is enough', async () => {
    const org = await createOrg(test);
    const { itemId, locationId } = await stocked(org);
    const annex = AdminStockLocationsRes.parse(
      (await org.admin.post('/admin/stock-locations', { name: 'Annex' })).body,
    ).stock_location.id;
    const bare = AdminStockLocationsRes.parse(
      (await org.admin.post('/admin/stock-locations', { name: 'Bare' })).body,
    ).stock_location.id;
    await org.admin.post(`/admin/inventory-items/${itemId}/location-levels`, {
      location_id: annex,
      stocked_quantity: 2,
    });
    const created = await org.admin.post('/admin/reservations', {
      inventory_item_id: itemId,
      location_id: locationId,
      quantity: 2,
    });
    const id = created.body.reservation.id as string;

    const moved = await org.admin.post(`/admin/reservations/${id}`, { location_id: annex });
    expect(moved.status, moved.text).toBe(200);
    expect((await level(org.storeId, itemId, locationId)).reservedQuantity).toBe(0);
    expect((await level(org.storeId, itemId, annex)).reservedQuantity).toBe(2);

    // Three do not fit at the annex: nothing changes anywhere.
    const tooMany = await org.admin.post(`/admin/reservations/${id}`, {
      location_id: locationId,
      quantity: 11,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ type: 'conflict', code: 'insufficient_inventory' });
    expect(tooMany.body.message).toContain(itemId);
    expect((await level(org.storeId, itemId, annex)).reservedQuantity).toBe(2);
    expect((await level(org.storeId, itemId, locationId)).reservedQuantity).toBe(0);

    const notStocked = await org.admin.post(`/admin/reservations/${id}`, { location_id: bare });
    expect(notStocked.status).toBe(400);
    expect(notStocked.body.message).toMatch(/location_id/);
    expect((await level(org.storeId, itemId, annex)).reservedQuantity).toBe(2);
  });

  it('refuses what is not available (409 naming the item) unless the variant allows backorders', async () => {
    const org = await createOrg(test);
    const { variantId, itemId, locationId } = await stocked(org);
    const reserve = (quantity: number) =>
      org.admin.post('/admin/reservations', {
        inventory_item_id: itemId,
        location_id: locationId,
        quantity,
      });
    const refused = await reserve(11);
    expect(refused.status).toBe(409);
    expect(ErrorBody.parse(refused.body)).toMatchObject({ code: 'insufficient_inventory' });
    expect(refused.body.message).toContain(itemId);
    expect(refused.body.message).toMatch(/10 available, 11 requested/);
    expect((await level(org.storeId, itemId, locationId)).reservedQuantity).toBe(0);

    await test.database.db
      .update(productVariant)
      .set({ allowBackorder: true })
      .where(and(eq(productVariant.storeId, org.storeId), eq(productVariant.id, variantId)));
    const backordered = await reserve(11);
    expect(backordered.status).toBe(200);
    expect(await level(org.storeId, itemId, locationId)).toMatchObject({
      stockedQuantity: 10,
      reservedQuantity: 11,
    });
  });

  it('says which field is wrong, and 404 for an unknown item or location', async () => {
    const org = await createOrg(test);
    const { itemId, locationId } = await stocked(org);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ location_id: locationId, quantity: 1 }, /inventory_item_id/],
      [{ inventory_item_id: itemId, quantity: 1 }, /location_id/],
      [{ inventory_item_id: itemId, location_id: locationId }, /quantity/],
      [{ inventory_item_id: itemId, location_id: locationId, quantity: 0 }, /quantity/],
      [{ inventory_item_id: itemId, location_id: locationId, quantity: 1, note: 'x' }, /note/],
    ];
    for (const [body, field] of cases) {
      const response = await org.admin.post('/admin/reservations', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(field);
    }
    const unknownItem = await org.admin.post('/admin/reservations', {
      inventory_item_id: 'iitem_nope',
      location_id: locationId,
      quantity: 1,
    });
    expect(unknownItem.status).toBe(404);
    expect(unknownItem.body.message).toMatch(/InventoryItem/);
    const unknownLocation = await org.admin.post('/admin/reservations', {
      inventory_item_id: itemId,
      location_id: 'sloc_nope',
      quantity: 1,
    });
    expect(unknownLocation.status).toBe(404);
    expect(unknownLocation.body.message).toMatch(/StockLocation/);
    const list = await org.admin.get('/admin/reservations?order=colour');
    expect(list.status).toBe(400);
  });

  it("keeps stores apart: another store's reservation, item and location are not found", async () => {
    const a = await createOrg(test);
    const b = await createOrg(test);
    const stock = await stocked(a);
    const created = await a.admin.post('/admin/reservations', {
      inventory_item_id: stock.itemId,
      location_id: stock.locationId,
      quantity: 2,
    });
    const id = created.body.reservation.id as string;
    expect((await b.admin.get(`/admin/reservations/${id}`)).status).toBe(404);
    expect((await b.admin.post(`/admin/reservations/${id}`, { quantity: 9 })).status).toBe(404);
    expect((await b.admin.delete(`/admin/reservations/${id}`)).status).toBe(404);
    const bStock = await stocked(b);
    expect(
      (
        await b.admin.post('/admin/reservations', {
          inventory_item_id: stock.itemId,
          location_id: bStock.locationId,
          quantity: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await b.admin.post('/admin/reservations', {
          inventory_item_id: bStock.itemId,
          location_id: stock.locationId,
          quantity: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      AdminReservationsListRes.parse((await b.admin.get('/admin/reservations')).body).count,
    ).toBe(0);
    const [row] = await test.database.db
      .select()
      .from(reservationItem)
      .where(and(eq(reservationItem.storeId, a.storeId), eq(reservationItem.id, id)));
    expect(row).toMatchObject({ quantity: 2, deletedAt: null });
    expect((await level(a.storeId, stock.itemId, stock.locationId)).reservedQuantity).toBe(2);
  });
});

describe('reserveVariants (the stock function of cart completion)', () => {
  it('reserves many lines in one statement, or none, naming the lines that failed', async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org, { variants: 3 });
    const [first, second, third] = product.variantIds as [string, string, string];
    const { db } = test.database;

    const made = await withTenantTx(db, org.storeId, (tx) =>
      reserveVariants(
        tx,
        org.storeId,
        [
          { lineItemId: 'item_a', variantId: first, quantity: 4 },
          { lineItemId: 'item_b', variantId: second, quantity: 10 },
          { lineItemId: 'item_c', variantId: first, quantity: 6 },
        ],
        { salesChannelId: org.salesChannelId },
      ),
    );
    expect(made.map((line) => [line.lineItemId, line.quantity])).toEqual([
      ['item_a', 4],
      ['item_b', 10],
      ['item_c', 6],
    ]);
    expect(made.every((line) => line.reservationId.startsWith('resitem_'))).toBe(true);

    // Nothing left of the first two: a cart with one good line and one bad changes nothing.
    const failure = await withTenantTx(db, org.storeId, (tx) =>
      reserveVariants(
        tx,
        org.storeId,
        [
          { lineItemId: 'item_d', variantId: third, quantity: 2 },
          { lineItemId: 'item_e', variantId: second, quantity: 1 },
        ],
        {},
      ),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StockShortageError);
    const shortage = failure as StockShortageError;
    expect(shortage.status).toBe(409);
    expect(shortage.shortages.map((entry) => [entry.lineItemId, entry.available])).toEqual([
      ['item_e', 0],
    ]);
    expect(shortage.message).toMatch(/line item_e/);
    const reservations = await test.database.db
      .select()
      .from(reservationItem)
      .where(eq(reservationItem.storeId, org.storeId));
    expect(reservations.map((row) => row.lineItemId).sort()).toEqual([
      'item_a',
      'item_b',
      'item_c',
    ]);
  });
});
