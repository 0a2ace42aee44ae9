import { expect, request, test } from '@playwright/test';
import { adminApi, oneSizeProduct, send, shopRegion } from './admin-session.js';

/**
 * Self-serve returns in the hosted shop: a guest finds their delivered order from the account
 * page with its number and email, sends one item back with a reason, and sees the return's
 * status change once the store has received it. The order is placed through the store API and
 * captured and fulfilled through the admin API, as a store's day would have it.
 */

const stamp = Date.now();

test('a guest returns a delivered item from the shop and sees it received', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  // The shop sells in the store's default region: the oldest one in the store's currency.
  const { store, region } = await shopRegion(api);
  const { shipping_option: option } = await send<{ shipping_option: { id: string } }>(
    api,
    'POST',
    '/admin/shipping-options',
    {
      name: `Return parcel ${stamp}`,
      region_id: region.id,
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 300,
      data: { id: 'manual-fulfillment' },
    },
  );
  const product = await oneSizeProduct(
    api,
    `Returnable Mug ${stamp}`,
    store.default_currency_code,
    1500,
  );
  const { product: full } = await send<{ product: { variants: { id: string }[] } }>(
    api,
    'GET',
    `/admin/products/${product.id}`,
  );
  await send(api, 'POST', '/admin/return-reasons', {
    value: `broken-${stamp}`,
    label: `Arrived broken ${stamp}`,
  });

  // The shopper's checkout, through the store API under the store's base URL.
  const shop = await request.newContext({ baseURL: `${baseURL}/s/${store.handle}/` });
  const post = async <T>(url: string, data: unknown = {}): Promise<T> => {
    const response = await shop.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const email = `returner.${stamp}@shop.test`;
  const { cart } = await post<{ cart: { id: string } }>('store/carts', { region_id: region.id });
  await post(`store/carts/${cart.id}/line-items`, {
    variant_id: full.variants[0]!.id,
    quantity: 2,
  });
  await post(`store/carts/${cart.id}`, {
    email,
    shipping_address: {
      first_name: 'Rita',
      last_name: 'Returner',
      address_1: '1 Return Road',
      city: 'Springfield',
      postal_code: '12345',
      country_code: 'us',
    },
  });
  await post(`store/carts/${cart.id}/shipping-methods`, { option_id: option.id });
  await post(`store/carts/${cart.id}/payment-sessions`);
  await post(`store/carts/${cart.id}/payment-session`, { provider_id: 'manual' });
  const done = await post<{
    type: string;
    data: { id: string; display_id: number; items: { id: string }[] };
  }>(`store/carts/${cart.id}/complete`);
  expect(done.type).toBe('order');
  const order = done.data;
  await shop.dispose();

  // Staff take the payment and send the parcel.
  await send(api, 'POST', `/admin/orders/${order.id}/capture`, {});
  await send(api, 'POST', `/admin/orders/${order.id}/fulfillment`, {
    items: [{ item_id: order.items[0]!.id, quantity: 2 }],
  });

  // The guest finds the order from the account page.
  await page.goto(`/shop/${store.handle}/account`);
  await page.getByLabel('Order number').fill(String(order.display_id));
  await page.getByLabel('Email').last().fill(email);
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByTestId('order-number')).toHaveText(`Order #${order.display_id}`);

  // Nothing chosen is refused with a sentence; one mug with a reason is sent back.
  await page.getByRole('button', { name: 'Return items' }).click();
  await page.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one item to return.');
  await page.getByLabel('Quantity').selectOption('1');
  await page.getByLabel('Reason').selectOption({ label: `Arrived broken ${stamp}` });
  await page.getByRole('button', { name: 'Request return' }).click();
  const returns = page.getByTestId('order-returns');
  await expect(returns).toContainText('Return requested');
  await expect(returns).toContainText(`1 × Returnable Mug ${stamp}`);

  // The store receives it: the shopper sees it received and refunded.
  const { returns: listed } = await send<{ returns: { id: string; order_id: string }[] }>(
    api,
    'GET',
    `/admin/returns?order_id=${order.id}`,
  );
  const { stock_locations: locations } = await send<{ stock_locations: { id: string }[] }>(
    api,
    'GET',
    '/admin/stock-locations',
  );
  await send(api, 'POST', `/admin/returns/${listed[0]!.id}/receive`, {
    items: [{ item_id: order.items[0]!.id, quantity: 1 }],
    location_id: locations[0]!.id,
  });
  await page.reload();
  await expect(page.getByTestId('order-returns')).toContainText('Received and refunded');
  // One mug is still returnable.
  await page.getByRole('button', { name: 'Return items' }).click();
  await expect(page.getByLabel('Quantity').locator('option')).toHaveCount(2);
  await api.dispose();
});
