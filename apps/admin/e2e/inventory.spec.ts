import { expect, request, test } from '@playwright/test';
import { adminApi, signInAdminOnce } from './admin-session.js';
import {
  InventoryListPage,
  LocationDetailPage,
  LocationListPage,
} from './pages/inventory-pages.js';
import { ProductDetailPage } from './pages/product-detail-page.js';

signInAdminOnce('inventory');

interface StoreProduct {
  id: string;
  variants: { id: string; sku: string | null; inventory_quantity: number }[];
}

test('a second stock location, stock per location on a product, totals on the storefront and in the inventory', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const stamp = String(Date.now());
  const title = `Canvas tote ${stamp}`;
  const sku = `TOTE-${stamp}`;
  const created = await api.post('/admin/products', {
    data: {
      title,
      status: 'published',
      variants: [
        {
          title: 'One size',
          sku,
          inventory_quantity: 5,
          prices: [{ currency_code: 'usd', amount: 2500 }],
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const { product } = (await created.json()) as { product: StoreProduct };
  const annex = `Annex ${stamp}`;

  // Settings → Locations: a second location, with its address, selling through the default
  // sales channel (the storefront's key names none, so the default channel's locations count).
  const locations = new LocationListPage(page);
  await locations.goto();
  await locations.create({
    name: annex,
    address1: 'Hafenstraße 7',
    city: 'Hamburg',
    postalCode: '20457',
    country: 'Germany',
  });
  await expect(page.getByText('Hafenstraße 7')).toBeVisible();
  await new LocationDetailPage(page).sellThrough('Default Sales Channel');
  await locations.goto();
  await locations.searchFor(stamp);
  await expect(locations.row(annex)).toContainText('Hamburg, Germany');
  await expect(locations.row(annex)).toContainText('Default Sales Channel');

  // The product page's grid: a stock column per location. 7 at the default location, 3 at the
  // annex (where the item was not kept yet).
  const detail = new ProductDetailPage(page);
  await page.goto(`/app/a/products/${product.id}`);
  await detail.expectLoaded(title);
  await expect(detail.gridCell('Stock at Default location', 'One size')).toHaveText('5');
  await expect(detail.gridCell(`Stock at ${annex}`, 'One size')).toHaveText('—');
  await detail.editGridCell('Stock at Default location', 'One size', '7');
  await detail.editGridCell(`Stock at ${annex}`, 'One size', '3');
  await detail.saveGrid();
  await expect(detail.gridCell(`Stock at ${annex}`, 'One size')).not.toHaveAttribute('data-dirty');
  await expect(detail.gridCell(`Stock at ${annex}`, 'One size')).toHaveText('3');

  // The storefront sells 10: both locations serve its channel.
  const keys = await api.get('/admin/publishable-api-keys');
  const { publishable_api_keys: publishable } = (await keys.json()) as {
    publishable_api_keys: { id: string }[];
  };
  const shop = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-publishable-api-key': publishable[0]!.id },
  });
  const storeQuantity = async () => {
    const answer = await shop.get(`/store/products?id=${product.id}`);
    expect(answer.status()).toBe(200);
    const { products } = (await answer.json()) as { products: StoreProduct[] };
    return products[0]!.variants[0]!.inventory_quantity;
  };
  await expect.poll(storeQuantity).toBe(10);

  // The inventory list: the item's total, then the annex's level changed in place.
  const inventory = new InventoryListPage(page);
  await inventory.goto();
  await inventory.searchFor(sku);
  const row = inventory.table.getByRole('row').filter({ hasText: sku });
  await expect(row).toContainText('One size');
  await expect(row.getByRole('cell').nth(2)).toHaveText('10');
  await inventory.showLocation(annex);
  const box = inventory.stockedBox('One size', annex);
  await expect(box).toHaveValue('3');
  await box.fill('4');
  await box.press('Enter');
  await expect.poll(storeQuantity).toBe(11);
  const stock = await api.get(`/admin/inventory-items?sku=${sku}`);
  const { inventory_items: items } = (await stock.json()) as {
    inventory_items: {
      stocked_quantity: number;
      location_levels: { stocked_quantity: number }[];
    }[];
  };
  expect(items[0]!.stocked_quantity).toBe(11);
  expect(items[0]!.location_levels.map((level) => level.stocked_quantity).sort()).toEqual([4, 7]);

  await shop.dispose();
  await api.dispose();
});
