import {
  AdminGetVariantsVariantInventoryRes,
  AdminProductsListRes,
  AdminProductsRes,
  AdminStockLocationsRes,
  AdminVariantsListRes,
  StoreProductsListRes,
  StoreProductsRes,
  type Product,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { inventoryItem, inventoryLevel, variantInventoryItem } from './inventory.tables.js';

/*
 * A variant's `inventory_quantity` in every catalogue answer is what is available over the
 * locations the request sees (admin: all the store's; store API: those serving the publishable
 * key's sales channels), and the variant routes of v1 clients write stock at the default
 * location.
 */

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const shop = (org: TestOrg, key = org.publishableKeyId) =>
  test.session({ 'x-publishable-api-key': key });

async function createShirt(
  org: TestOrg,
  quantities: number[],
  extra: Record<string, unknown> = {},
) {
  const response = await org.admin.post('/admin/products', {
    title: `Shirt ${Math.random().toString(36).slice(2, 7)}`,
    status: 'published',
    options: [{ title: 'Size' }],
    variants: quantities.map((quantity, index) => ({
      title: `Size ${index}`,
      sku: `SHIRT-${Math.random().toString(36).slice(2, 9)}`,
      inventory_quantity: quantity,
      prices: [{ currency_code: 'usd', amount: 2500 }],
      options: [{ value: `S${index}` }],
    })),
    ...extra,
  });
  expect(response.status, response.text).toBe(200);
  return AdminProductsRes.parse(response.body).product;
}

const quantities = (product: Product) =>
  (product.variants ?? []).map((variant) => variant.inventory_quantity);

async function storeQuantities(org: TestOrg, productId: string, key?: string) {
  const response = await shop(org, key).get(`/store/products/${productId}`);
  expect(response.status, response.text).toBe(200);
  return quantities(StoreProductsRes.parse(response.body).product);
}

async function adminQuantities(org: TestOrg, productId: string) {
  const response = await org.admin.get(`/admin/products/${productId}`);
  return quantities(AdminProductsRes.parse(response.body).product);
}

async function itemOf(org: TestOrg, variantId: string) {
  const response = await org.admin.get(`/admin/variants/${variantId}/inventory`);
  return AdminGetVariantsVariantInventoryRes.parse(response.body).variant.inventory[0];
}

async function defaultLocation(storeId: string) {
  const [row] = await test.database.db
    .select({ id: store.defaultLocationId })
    .from(store)
    .where(eq(store.id, storeId));
  return row!.id!;
}

async function newLocation(org: TestOrg, name: string) {
  const response = await org.admin.post('/admin/stock-locations', { name });
  return AdminStockLocationsRes.parse(response.body).stock_location.id;
}

describe('variants that manage inventory', () => {
  it('get an item, a link and a level at the default location when created', async () => {
    const org = await createOrg(test);
    const product = await createShirt(org, [5, 0]);
    expect(quantities(product)).toEqual([5, 0]);
    const variant = product.variants![0]!;
    const item = await itemOf(org, variant.id);
    expect(item).toMatchObject({ sku: variant.sku, title: variant.title, stocked_quantity: 5 });
    expect(item!.location_levels.map((level) => level.location_id)).toEqual([
      await defaultLocation(org.storeId),
    ]);
    expect(await storeQuantities(org, product.id)).toEqual([5, 0]);
  });

  it('answer inventory_quantity as written; writing it sets the default location so the total matches', async () => {
    const org = await createOrg(test);
    const product = await createShirt(org, [5]);
    const variant = product.variants![0]!;
    const item = (await itemOf(org, variant.id))!;
    const location = item.location_levels[0]!.location_id;

    const set = await org.admin.post(`/admin/products/${product.id}/variants/${variant.id}`, {
      inventory_quantity: 8,
    });
    expect(quantities(AdminProductsRes.parse(set.body).product)).toEqual([8]);
    expect((await itemOf(org, variant.id))!.stocked_quantity).toBe(8);

    // 3 reserved: 5 available. Writing back 5 (what a v1 client read) changes nothing...
    await org.admin.post('/admin/reservations', {
      inventory_item_id: item.id,
      location_id: location,
      quantity: 3,
    });
    expect(await adminQuantities(org, product.id)).toEqual([5]);
    await org.admin.post(`/admin/products/${product.id}`, {
      variants: [{ id: variant.id, inventory_quantity: 5 }],
    });
    expect((await itemOf(org, variant.id))!.stocked_quantity).toBe(8);
    // ... and writing 9 makes 9 available: 12 stocked, 3 reserved.
    await org.admin.post(`/admin/products/${product.id}/variants/${variant.id}`, {
      inventory_quantity: 9,
    });
    expect(await adminQuantities(org, product.id)).toEqual([9]);
    expect(await itemOf(org, variant.id)).toMatchObject({
      stocked_quantity: 12,
      reserved_quantity: 3,
    });
  });

  it('answer their own column when they do not manage inventory, and get an item when they start', async () => {
    const org = await createOrg(test);
    const response = await org.admin.post('/admin/products', {
      title: 'Download',
      status: 'published',
      variants: [
        {
          title: 'File',
          manage_inventory: false,
          inventory_quantity: 7,
          prices: [{ currency_code: 'usd', amount: 100 }],
        },
      ],
    });
    const product = AdminProductsRes.parse(response.body).product;
    const variant = product.variants![0]!;
    expect(variant.inventory_quantity).toBe(7);
    expect(await storeQuantities(org, product.id)).toEqual([7]);
    expect(await itemOf(org, variant.id)).toBeUndefined();

    const tracked = await org.admin.post(`/admin/products/${product.id}/variants/${variant.id}`, {
      manage_inventory: true,
    });
    expect(quantities(AdminProductsRes.parse(tracked.body).product)).toEqual([7]);
    expect((await itemOf(org, variant.id))!.stocked_quantity).toBe(7);
  });

  it('lose their item when deleted, and the item keeps the variant SKU', async () => {
    const org = await createOrg(test);
    const product = await createShirt(org, [1, 2]);
    const [keep, drop] = product.variants!;
    const keepItem = (await itemOf(org, keep!.id))!;
    await org.admin.post(`/admin/products/${product.id}/variants/${keep!.id}`, {
      sku: 'NEW-SKU-1',
    });
    const [renamed] = await test.database.db
      .select()
      .from(inventoryItem)
      .where(and(eq(inventoryItem.storeId, org.storeId), eq(inventoryItem.id, keepItem.id)));
    expect(renamed!.sku).toBe('NEW-SKU-1');

    const dropItem = (await itemOf(org, drop!.id))!;
    await org.admin.delete(`/admin/products/${product.id}/variants/${drop!.id}`);
    const [gone] = await test.database.db
      .select()
      .from(inventoryItem)
      .where(and(eq(inventoryItem.storeId, org.storeId), eq(inventoryItem.id, dropItem.id)));
    expect(gone!.deletedAt).not.toBeNull();
    const links = await test.database.db
      .select()
      .from(variantInventoryItem)
      .where(eq(variantInventoryItem.storeId, org.storeId));
    expect(links.map((link) => link.variantId)).toEqual([keep!.id]);

    await org.admin.delete(`/admin/products/${product.id}`);
    const list = await org.admin.get('/admin/inventory-items');
    expect(list.body.count).toBe(0);
  });
});

describe('stock per sales channel', () => {
  it("store answers count the locations of the key's channels; admin answers all of them", async () => {
    const org = await createOrg(test);
    const product = await createShirt(org, [10]);
    const variant = product.variants![0]!;
    const item = (await itemOf(org, variant.id))!;
    const annex = await newLocation(org, 'Annex');
    const shared = await newLocation(org, 'Shared');
    await org.admin.post(`/admin/inventory-items/${item.id}/location-levels`, {
      location_id: annex,
      stocked_quantity: 4,
    });
    await org.admin.post(`/admin/inventory-items/${item.id}/location-levels`, {
      location_id: shared,
      stocked_quantity: 1,
    });
    // A second channel sells the product from the annex and the shared location; the default
    // channel from the default location and the shared one.
    const channel = await org.admin.post('/admin/sales-channels', { name: 'App' });
    const app = channel.body.sales_channel.id as string;
    await org.admin.post(`/admin/sales-channels/${app}/products/batch`, {
      product_ids: [{ id: product.id }],
    });
    for (const [channelId, locationId] of [
      [app, annex],
      [app, shared],
      [org.salesChannelId, shared],
    ] as const) {
      const linked = await org.admin.post(`/admin/sales-channels/${channelId}/stock-locations`, {
        location_id: locationId,
      });
      expect(linked.status).toBe(200);
    }
    const keyFor = async (channels: string[]) => {
      const key = await org.admin.post('/admin/publishable-api-keys', { title: 'k' });
      const id = key.body.publishable_api_key.id as string;
      await org.admin.post(`/admin/publishable-api-keys/${id}/sales-channels/batch`, {
        sales_channel_ids: channels.map((channelId) => ({ id: channelId })),
      });
      return id;
    };
    const appKey = await keyFor([app]);
    const bothKey = await keyFor([app, org.salesChannelId]);

    expect(await adminQuantities(org, product.id)).toEqual([15]);
    // The store's own key names no channel: the default channel's locations.
    expect(await storeQuantities(org, product.id)).toEqual([11]);
    expect(await storeQuantities(org, product.id, appKey)).toEqual([5]);
    // Both channels: each location once (the shared one serves both).
    expect(await storeQuantities(org, product.id, bothKey)).toEqual([15]);

    // Lists and the variant routes answer the same.
    const list = await shop(org, appKey).get('/store/products');
    expect(quantities(StoreProductsListRes.parse(list.body).products[0]!)).toEqual([5]);
    const variants = await shop(org, appKey).get(`/store/variants?ids=${variant.id}`);
    expect(variants.body.variants[0].inventory_quantity).toBe(5);
    const one = await shop(org, appKey).get(`/store/variants/${variant.id}`);
    expect(one.body.variant.inventory_quantity).toBe(5);
    const adminVariants = AdminVariantsListRes.parse((await org.admin.get('/admin/variants')).body);
    expect(adminVariants.variants[0]!.inventory_quantity).toBe(15);
    const productVariants = await org.admin.get(`/admin/products/${product.id}/variants`);
    expect(productVariants.body.variants[0].inventory_quantity).toBe(15);
    const adminList = AdminProductsListRes.parse((await org.admin.get('/admin/products')).body);
    expect(quantities(adminList.products[0]!)).toEqual([15]);

    // Price list answers that carry variants count stock the same way.
    const priceList = await org.admin.post('/admin/price-lists', {
      name: 'Sale',
      description: 'Summer',
      type: 'sale',
      prices: [{ variant_id: variant.id, currency_code: 'usd', amount: 2000 }],
    });
    expect(priceList.status, priceList.text).toBe(200);
    const listProducts = await org.admin.get(
      `/admin/price-lists/${priceList.body.price_list.id}/products`,
    );
    expect(listProducts.body.products[0].variants[0].inventory_quantity).toBe(15);

    // Unlinking a location takes its stock out of the channel's answers.
    await org.admin.request('DELETE', `/admin/sales-channels/${app}/stock-locations`, {
      body: { location_id: annex },
    });
    expect(await storeQuantities(org, product.id, appKey)).toEqual([1]);
  });
});

describe('the catalogue cache', () => {
  it('shows a stock change at once (store and admin answers)', async () => {
    const org = await createOrg(test);
    const product = await createShirt(org, [6]);
    const variant = product.variants![0]!;
    const item = (await itemOf(org, variant.id))!;
    const location = item.location_levels[0]!.location_id;
    const store = shop(org);

    const first = await store.get('/store/products');
    const again = await store.get('/store/products');
    expect(again.headers.get('x-catalog-cache')).toBe('hit');
    expect(quantities(StoreProductsListRes.parse(first.body).products[0]!)).toEqual([6]);
    await org.admin.get('/admin/products');
    expect((await org.admin.get('/admin/products')).headers.get('x-catalog-cache')).toBe('hit');

    const reserved = await org.admin.post('/admin/reservations', {
      inventory_item_id: item.id,
      location_id: location,
      quantity: 2,
    });
    expect(reserved.status).toBe(200);
    const afterReserve = await store.get('/store/products');
    expect(afterReserve.headers.get('x-catalog-cache')).toBe('miss');
    expect(quantities(StoreProductsListRes.parse(afterReserve.body).products[0]!)).toEqual([4]);
    const adminAfter = await org.admin.get('/admin/products');
    expect(adminAfter.headers.get('x-catalog-cache')).toBe('miss');
    expect(quantities(AdminProductsListRes.parse(adminAfter.body).products[0]!)).toEqual([4]);

    await org.admin.post(`/admin/inventory-items/${item.id}/location-levels/${location}/adjust`, {
      mode: 'add',
      quantity: 10,
      reason: 'received',
    });
    const afterAdjust = await store.get('/store/products');
    expect(quantities(StoreProductsListRes.parse(afterAdjust.body).products[0]!)).toEqual([14]);

    // A write straight to the table (another process, a script) bumps the catalogue version
    // through the trigger: the admin answer, keyed by it, is fresh at once.
    await test.database.db
      .update(inventoryLevel)
      .set({ stockedQuantity: 1 })
      .where(
        and(eq(inventoryLevel.storeId, org.storeId), eq(inventoryLevel.inventoryItemId, item.id)),
      );
    const adminDirect = await org.admin.get('/admin/products');
    expect(adminDirect.headers.get('x-catalog-cache')).toBe('miss');
    expect(quantities(AdminProductsListRes.parse(adminDirect.body).products[0]!)).toEqual([-1]);
  });
});
