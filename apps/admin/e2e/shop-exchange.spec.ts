import { expect, request, test } from '@playwright/test';
import { adminApi, send, shopRegion } from './admin-session.js';

/**
 * An exchange paid in the hosted shop: a shopper's order is captured and fulfilled, staff
 * exchange its shirt for a dearer size through the admin API, and the shopper opens the link
 * staff send (`/shop/{handle}/exchange/{cart_id}`), sees what goes back and what comes, is
 * refused a declined card, pays the difference with the test card and sees the exchange
 * confirmed; the admin API then shows the swap confirmed with its payment awaiting capture.
 */

const stamp = Date.now();

test('a shopper pays an exchange that costs more with the test card and sees it confirmed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi(baseURL!);
  const { store, region } = await shopRegion(api);
  const currency = store.default_currency_code;
  const { shipping_option: option } = await send<{ shipping_option: { id: string } }>(
    api,
    'POST',
    '/admin/shipping-options',
    {
      name: `Exchange parcel ${stamp}`,
      region_id: region.id,
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 300,
      data: { id: 'manual-fulfillment' },
    },
  );
  const title = `Exchange Shirt ${stamp}`;
  const { product } = await send<{ product: { id: string } }>(api, 'POST', '/admin/products', {
    title,
    status: 'published',
    options: [{ title: 'Size' }],
    variants: [
      {
        title: 'Small',
        options: [{ value: 'Small' }],
        prices: [{ currency_code: currency, amount: 2000 }],
        inventory_quantity: 10,
      },
      {
        title: 'Large',
        options: [{ value: 'Large' }],
        prices: [{ currency_code: currency, amount: 2600 }],
        inventory_quantity: 10,
      },
    ],
  });
  const { product: full } = await send<{ product: { variants: { id: string; title: string }[] } }>(
    api,
    'GET',
    `/admin/products/${product.id}`,
  );
  const variant = (name: string) => full.variants.find((entry) => entry.title === name)!.id;

  // The shopper's order, through the store API under the store's base URL.
  const shop = await request.newContext({ baseURL: `${baseURL}/s/${store.handle}/` });
  const post = async <T>(url: string, data: unknown = {}): Promise<T> => {
    const response = await shop.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { cart } = await post<{ cart: { id: string } }>('store/carts', { region_id: region.id });
  await post(`store/carts/${cart.id}/line-items`, { variant_id: variant('Small'), quantity: 1 });
  await post(`store/carts/${cart.id}`, {
    email: `exchanger.${stamp}@shop.test`,
    shipping_address: {
      first_name: 'Eve',
      last_name: 'Exchanger',
      address_1: '3 Swap Street',
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

  // Staff take the payment, send the parcel, then exchange the small shirt for a large one.
  await send(api, 'POST', `/admin/orders/${order.id}/capture`, {});
  await send(api, 'POST', `/admin/orders/${order.id}/fulfillment`, {
    items: [{ item_id: order.items[0]!.id, quantity: 1 }],
  });
  const { order: exchanged } = await send<{
    order: { swaps: { id: string; cart_id: string; payment_status: string }[] };
  }>(api, 'POST', `/admin/orders/${order.id}/swaps`, {
    return_items: [{ item_id: order.items[0]!.id, quantity: 1 }],
    additional_items: [{ variant_id: variant('Large'), quantity: 1 }],
    custom_shipping_options: [{ option_id: option.id, price: 0 }],
  });
  const swap = exchanged.swaps.at(-1)!;
  expect(swap.payment_status).toBe('not_paid');

  // The link staff send: what goes back, what comes, and the $6.00 to pay.
  await page.goto(`/shop/${store.handle}/exchange/${swap.cart_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your exchange');
  await expect(page.getByTestId('exchange-order')).toHaveText(`For order #${order.display_id}`);
  const back = page.getByRole('region', { name: 'What you send back' });
  await expect(back).toContainText(`1 × ${title}`);
  await expect(back).toContainText('Small');
  await expect(back).toContainText('-$20.00');
  const out = page.getByRole('region', { name: 'What we send you' });
  await expect(out).toContainText('Large');
  await expect(out).toContainText('$26.00');
  await expect(out).toContainText(`Delivery: Exchange parcel ${stamp}`);
  await expect(page.getByTestId('exchange-total')).toHaveText('$6.00');

  const payment = page.getByRole('region', { name: 'Payment' });
  const pay = async (number: string) => {
    await payment.getByRole('textbox', { name: 'Card number', exact: true }).fill(number);
    await payment.getByRole('textbox', { name: 'Expiry (MM/YY)', exact: true }).fill('12/34');
    await payment.getByRole('textbox', { name: 'CVC', exact: true }).fill('123');
    await payment.getByRole('textbox', { name: 'Name on card', exact: true }).fill('Eve Exchanger');
    await payment.getByRole('button', { name: 'Pay $6.00' }).click();
  };
  await pay('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(
    'Payment failed: Your card was declined. Your exchange is not confirmed yet; you can try another card.',
  );
  await expect(payment.getByRole('button', { name: 'Pay $6.00' })).toBeEnabled();

  await pay('4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your exchange is confirmed');
  await expect(page.getByRole('complementary')).toContainText('Paid');
  await expect(page.getByTestId('exchange-total')).toHaveText('$6.00');
  await expect(page.getByRole('region', { name: 'Payment' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `View order #${order.display_id}` })).toHaveAttribute(
    'href',
    `/shop/${store.handle}/orders/${order.id}`,
  );
  // Opened again, the link shows the exchange confirmed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your exchange is confirmed');

  // The store sees it confirmed, the $6.00 authorised and waiting to be captured.
  const { swap: confirmed } = await send<{
    swap: { confirmed_at: string | null; payment_status: string; difference_due: number };
  }>(api, 'GET', `/admin/swaps/${swap.id}`);
  expect(confirmed.confirmed_at).not.toBeNull();
  expect(confirmed.payment_status).toBe('awaiting');
  expect(confirmed.difference_due).toBe(600);
  await api.dispose();
});
