import { expect, request, test } from '@playwright/test';
import { adminApi, oneSizeProduct, send, shopRegion, signInAdminOnce } from './admin-session.js';
import { OrderDetailPage } from './pages/order-pages.js';
import { ReturnListPage, ReturnReasonsPage } from './pages/return-pages.js';

/**
 * Returns in the back office end to end: staff add a return reason in the settings, ask for a
 * return of one of two lamps of a captured and fulfilled order with that reason (seeing the
 * refund before they confirm), receive it into a stock location, and then see the order
 * refunded and partly returned, and the return under /a/returns. The order is placed through
 * the store API and captured and fulfilled through the admin API (orders.spec.ts walks those in
 * the browser).
 */

signInAdminOnce('returns');

const stamp = Date.now();
const email = `returns-e2e-${stamp}@example.com`;
const title = `Return Lamp ${stamp}`;
const reason = `Scuffed shade ${stamp}`;

interface PlacedOrder {
  id: string;
  display_id: number;
  currency_code: string;
  items: { id: string; quantity: number; total: number }[];
}

let order: PlacedOrder;
let location: { id: string; name: string };

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  // The shop sells in the store's default region: the oldest one in the store's currency.
  const { store, region } = await shopRegion(api);
  const { shipping_option: option } = await send<{ shipping_option: { id: string } }>(
    api,
    'POST',
    '/admin/shipping-options',
    {
      name: `Parcel ${stamp}`,
      region_id: region.id,
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 500,
      data: { id: 'manual-fulfillment' },
    },
  );
  const product = await oneSizeProduct(api, title, store.default_currency_code, 3000);
  const { product: full } = await send<{ product: { variants: { id: string }[] } }>(
    api,
    'GET',
    `/admin/products/${product.id}`,
  );

  // Two lamps, paid through the store API under the store's base URL.
  const shop = await request.newContext({ baseURL: `${baseURL}/s/${store.handle}/` });
  const post = async <T>(url: string, data: unknown = {}): Promise<T> => {
    const response = await shop.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { cart } = await post<{ cart: { id: string } }>('store/carts', { region_id: region.id });
  await post(`store/carts/${cart.id}/line-items`, {
    variant_id: full.variants[0]!.id,
    quantity: 2,
  });
  await post(`store/carts/${cart.id}`, {
    email,
    shipping_address: {
      first_name: 'Rosa',
      last_name: 'Returner',
      address_1: '2 Return Lane',
      city: 'Springfield',
      postal_code: '12345',
      country_code: 'us',
    },
  });
  await post(`store/carts/${cart.id}/shipping-methods`, { option_id: option.id });
  await post(`store/carts/${cart.id}/payment-sessions`);
  await post(`store/carts/${cart.id}/payment-session`, { provider_id: 'manual' });
  const done = await post<{ type: string; data: PlacedOrder }>(`store/carts/${cart.id}/complete`);
  expect(done.type).toBe('order');
  order = done.data;
  await shop.dispose();

  // Staff took the payment and sent both lamps.
  const { stock_locations: locations } = await send<{
    stock_locations: { id: string; name: string }[];
  }>(api, 'GET', '/admin/stock-locations');
  location = locations[0]!;
  await send(api, 'POST', `/admin/orders/${order.id}/capture`, {});
  await send(api, 'POST', `/admin/orders/${order.id}/fulfillment`, {
    items: [{ item_id: order.items[0]!.id, quantity: 2 }],
    location_id: location.id,
  });
  await api.dispose();
});

/** Minor units as the dashboard shows them in English. */
const money = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: order.currency_code.toUpperCase(),
  }).format(amount / 100);

test('staff add a reason, ask for a return with it, receive it and see the order refunded', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const line = order.items[0]!;
  // One lamp of two: half the line's total, tax and all (what the server refunds too).
  const refund = Math.floor(line.total / line.quantity);

  // A reason of the store's own, from the settings overview.
  await page.goto('/app/a/settings');
  await page.getByRole('link', { name: /Return reasons/ }).click();
  const reasons = new ReturnReasonsPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Return reasons' })).toBeVisible();
  await reasons.add(reason);
  await expect(reasons.list).toContainText(reason);

  // Ask for a return of one lamp with that reason; the refund shows before confirming.
  await page.goto(`/app/a/orders/${order.id}`);
  const detail = new OrderDetailPage(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.display_id}` }),
  ).toBeVisible();
  const returns = detail.section('Returns');
  await expect(returns).toContainText('No returns yet.');
  await returns.getByRole('button', { name: 'Request return' }).click();
  const ask = detail.dialog('Request a return');
  await expect(ask).toContainText('Can be returned: 2 of 2');
  await ask.getByRole('spinbutton', { name: `Quantity of ${title} to return` }).fill('1');
  await ask.getByRole('combobox', { name: `Reason for ${title}` }).selectOption({ label: reason });
  await ask.getByRole('textbox', { name: `Note for ${title}` }).fill('Dent on the rim');
  const summary = ask.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Refund on receipt');
  await expect(summary.getByTestId('return-refund')).toHaveText(money(refund));
  await detail.submit(ask, 'Request return');

  const card = detail.returnCard(1);
  await expect(card).toContainText('Requested');
  await expect(card.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(card.getByText('Note: Dent on the rim')).toBeVisible();
  await expect(card).toContainText(`Refund on receipt: ${money(refund)}`);
  await expect(detail.section('Summary')).toContainText('Fulfilled');

  // Receive it into the stock location: the refund it makes is said first.
  await card.getByRole('button', { name: 'Receive' }).click();
  const receive = detail.dialog('Receive Return 1');
  await expect(
    receive.getByRole('spinbutton', { name: `Quantity of ${title} received` }),
  ).toHaveValue('1');
  await receive
    .getByRole('combobox', { name: /Put back in stock at/ })
    .selectOption({ label: location.name });
  await expect(receive.getByRole('textbox', { name: 'Refund amount' })).toHaveValue(
    (refund / 100).toFixed(2),
  );
  await expect(receive.getByTestId('receive-refund')).toHaveText(
    `${money(refund)} will be refunded to the customer's payment.`,
  );
  await detail.submit(receive, 'Receive return');

  await expect(card).toContainText('Received');
  await expect(card).toContainText(`Refunded: ${money(refund)}`);
  await expect(card).toContainText(`Received at ${location.name}`);
  await expect(card.getByRole('button', { name: 'Receive' })).toBeHidden();
  await expect(detail.section('Summary')).toContainText('Partially returned');
  await expect(detail.section('Payment')).toContainText('Partially refunded');
  const items = detail.section('Items');
  await expect(items.getByText('Refunded', { exact: true }).locator('..')).toContainText(
    money(refund),
  );
  await expect(items).toContainText('returned 1');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Return requested: 1 item');
  await expect(timeline).toContainText('Return received: 1 item');
  await expect(timeline).toContainText(`${money(refund)} refunded for the return`);

  // The return is listed under /a/returns: found by the order's email, and by its status.
  const list = new ReturnListPage(page);
  await list.goto();
  await list.searchFor(email);
  const row = list.row(`#${order.display_id}`);
  await expect(row).toContainText('Received');
  await expect(row).toContainText(email);
  await expect(row).toContainText('1 item');
  await expect(row).toContainText(money(refund));
  await list.filterStatus('Requested');
  await expect(
    page.getByRole('heading', { name: 'No returns match this search and status' }),
  ).toBeVisible();
  await list.filterStatus('Received');
  await expect(list.row(`#${order.display_id}`)).toBeVisible();
  await list.row(`#${order.display_id}`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/a/orders/${order.id}$`));

  // What the admin API says now.
  const api = await adminApi(baseURL!);
  const { order: after } = await send<{
    order: { payment_status: string; fulfillment_status: string; refunded_total: number };
  }>(api, 'GET', `/admin/orders/${order.id}`);
  expect(after).toMatchObject({
    payment_status: 'partially_refunded',
    fulfillment_status: 'partially_returned',
    refunded_total: refund,
  });
  await api.dispose();
});
