import { expect, test } from '@playwright/test';
import {
  adminApi,
  capturedFulfilledOrder,
  oneSizeProduct,
  send,
  shopRegion,
  signInAdminOnce,
  type PlacedOrder,
} from './admin-session.js';
import { OrderDetailPage } from './pages/order-pages.js';
import { SwapListPage } from './pages/swap-pages.js';

/**
 * Exchanges (v1 swaps) in the back office end to end: on a captured and fulfilled order of two
 * shirts, staff register an exchange of one shirt for a cheaper scarf, seeing the difference
 * before they confirm; it is confirmed at once, and they refund the difference, fulfil and ship
 * the scarf and receive the shirt. A second exchange, of the other shirt for two scarves, costs
 * the customer more: it waits for their payment (its link shown) and staff cancel it. Both are
 * listed under /a/swaps. The order is placed through the store API and captured and fulfilled
 * through the admin API.
 */

signInAdminOnce('exchanges');

const stamp = Date.now();
const email = `exchanges-e2e-${stamp}@example.com`;
const shirt = `Exchange Shirt ${stamp}`;
const scarf = `Exchange Scarf ${stamp}`;
const parcel = `Swap Parcel ${stamp}`;
const LINK_TEMPLATE = `https://shop.example.com/exchange-${stamp}/{cart_id}`;

let order: PlacedOrder;
let location: { id: string; name: string };
let optionId: string;
let previousTemplate: string | null = null;

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  const { store, region } = await shopRegion(api);
  const { shipping_option: option } = await send<{ shipping_option: { id: string } }>(
    api,
    'POST',
    '/admin/shipping-options',
    {
      name: parcel,
      region_id: region.id,
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 500,
      data: { id: 'manual-fulfillment' },
    },
  );
  optionId = option.id;
  const shirtProduct = await oneSizeProduct(api, shirt, store.default_currency_code, 3000);
  await oneSizeProduct(api, scarf, store.default_currency_code, 2000);
  const { product } = await send<{ product: { variants: { id: string }[] } }>(
    api,
    'GET',
    `/admin/products/${shirtProduct.id}`,
  );
  ({ order, location } = await capturedFulfilledOrder(api, baseURL!, {
    store,
    regionId: region.id,
    optionId: option.id,
    email,
    lines: [{ variant_id: product.variants[0]!.id, quantity: 2 }],
  }));
  // The link staff send a customer who owes the difference.
  const { store: current } = await send<{ store: { swap_link_template: string | null } }>(
    api,
    'GET',
    '/admin/store',
  );
  previousTemplate = current.swap_link_template;
  await send(api, 'POST', '/admin/store', { swap_link_template: LINK_TEMPLATE });
  await api.dispose();
});

test.afterAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  await send(api, 'POST', '/admin/store', { swap_link_template: previousTemplate });
  await api.dispose();
});

/** Minor units as the dashboard shows them in English. */
const money = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: order.currency_code.toUpperCase(),
  }).format(amount / 100);

interface SwapRead {
  id: string;
  payment_status: string;
  fulfillment_status: string;
  difference_due: number | null;
  cart_id: string | null;
  canceled_at: string | null;
}

test('staff register an exchange, see the difference first, refund it, send the new item; cancel another', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const detail = new OrderDetailPage(page);
  await page.goto(`/app/a/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.display_id}` }),
  ).toBeVisible();
  const exchanges = detail.section('Exchanges');
  await expect(exchanges).toContainText('No exchanges yet.');

  // One shirt back for the scarf, sent free: the customer gets the difference back.
  await exchanges.getByRole('button', { name: 'Register exchange' }).click();
  const register = detail.dialog('Register an exchange');
  await expect(register).toContainText('Can be returned: 2 of 2');
  await register.getByRole('spinbutton', { name: `Quantity of ${shirt} to return` }).fill('1');
  await register.getByRole('searchbox', { name: 'Search products' }).fill(scarf);
  const add = register
    .getByRole('list', { name: 'Products found' })
    .getByRole('button', { name: `Add ${scarf} · One size` });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(register.getByRole('list', { name: 'New items chosen' })).toContainText(
    `${money(2000)} each`,
  );
  await register
    .getByRole('combobox', { name: 'Shipping of the new items' })
    .selectOption(optionId);
  const price = register.getByRole('textbox', { name: 'Shipping price' });
  await expect(price).toHaveValue('5.00');
  await price.fill('0');
  const difference = register.getByTestId('exchange-difference');
  await expect(difference).toHaveText(/^The customer gets .+ back$/);
  const shown = await difference.textContent();
  await register.getByRole('button', { name: 'Register exchange', exact: true }).click();
  await expect(register).toBeHidden();

  // What the server worked out is what the dialog said.
  const api = await adminApi(baseURL!);
  const read = async () =>
    (await send<{ order: { swaps: SwapRead[] } }>(api, 'GET', `/admin/orders/${order.id}`)).order
      .swaps;
  const [made] = await read();
  expect(made!.difference_due).toBeLessThan(0);
  expect(shown).toBe(`The customer gets ${money(-made!.difference_due!)} back`);
  const owed = money(-made!.difference_due!);

  const first = detail.exchange(1);
  await expect(first).toContainText('To settle');
  await expect(first).toContainText('Not fulfilled');
  await expect(first).toContainText(`${shirt}×1`);
  await expect(first.getByTestId('swap-difference')).toHaveText(`The customer gets ${owed} back`);

  // Refund the difference.
  await first.getByRole('button', { name: 'Refund difference' }).click();
  const refund = detail.dialog(`Refund ${owed} for Exchange 1?`);
  await refund.getByRole('button', { name: 'Refund difference' }).click();
  await expect(refund).toBeHidden();
  await expect(first).toContainText('Difference refunded');
  await expect(first.getByTestId('swap-difference')).toHaveText(`${owed} refunded to the customer`);
  await expect(first.getByRole('button', { name: 'Cancel exchange' })).toBeHidden();

  // Fulfil the scarf from the location, then ship it with a tracking number.
  await first.getByRole('button', { name: 'Fulfil', exact: true }).click();
  const fulfil = detail.dialog('Fulfil Exchange 1');
  await expect(fulfil).toContainText(scarf);
  await fulfil.getByRole('combobox', { name: /Ship from/ }).selectOption({ label: location.name });
  await detail.submit(fulfil, 'Fulfil items');
  await expect(first).toContainText('Fulfilled');
  const box = first.getByRole('listitem', { name: 'Parcel 1 of Exchange 1' });
  await expect(box).toContainText('Not shipped');
  await box.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = detail.dialog('Ship Parcel 1 of Exchange 1');
  await ship.getByRole('textbox', { name: 'Tracking number 1' }).fill(`1ZSWAP${stamp}`);
  await detail.submit(ship, 'Mark shipped');
  await expect(box).toContainText('Shipped on');
  await expect(box).toContainText(`Tracking: 1ZSWAP${stamp}`);
  await expect(first).toContainText('Shipped');

  // The shirt comes back: received into stock, refunding nothing more.
  await first.getByRole('button', { name: 'Receive return' }).click();
  const receive = detail.dialog('Receive the return of Exchange 1');
  await expect(receive.getByTestId('receive-refund')).toContainText('Nothing is refunded');
  await receive
    .getByRole('combobox', { name: /Put back in stock at/ })
    .selectOption({ label: location.name });
  await detail.submit(receive, 'Receive return');
  await expect(first.getByRole('button', { name: 'Receive return' })).toBeHidden();
  await expect(first).toContainText('Received');

  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Exchange 1 registered');
  await expect(timeline).toContainText(`Exchange 1 confirmed: the customer gets ${owed} back`);
  await expect(detail.section('Payment')).toContainText('Exchange');

  // The other shirt for two scarves costs the customer more: it waits for their payment.
  await exchanges.getByRole('button', { name: 'Register exchange' }).click();
  const again = detail.dialog('Register an exchange');
  await expect(again).toContainText('Can be returned: 1 of 2');
  await again.getByRole('spinbutton', { name: `Quantity of ${shirt} to return` }).fill('1');
  await again.getByRole('searchbox', { name: 'Search products' }).fill(scarf);
  await again
    .getByRole('list', { name: 'Products found' })
    .getByRole('button', { name: `Add ${scarf} · One size` })
    .click();
  await again
    .getByRole('spinbutton', { name: `Quantity of ${scarf} · One size to send` })
    .fill('2');
  await expect(again.getByTestId('exchange-difference')).toHaveText(/^The customer pays /);
  await again.getByRole('checkbox', { name: 'Email the customer about the exchange' }).uncheck();
  await again.getByRole('button', { name: 'Register exchange', exact: true }).click();
  await expect(again).toBeHidden();

  const second = detail.exchange(2);
  await expect(second).toContainText('Not paid');
  await expect(second).toContainText('Waiting for the customer to pay the difference.');
  const waiting = (await read())[1]!;
  expect(waiting).toMatchObject({ payment_status: 'not_paid', difference_due: null });
  await expect(
    second.getByRole('link', { name: LINK_TEMPLATE.replace('{cart_id}', waiting.cart_id!) }),
  ).toBeVisible();
  await expect(second.getByRole('button', { name: 'Fulfil', exact: true })).toBeHidden();

  await second.getByRole('button', { name: 'Cancel exchange' }).click();
  const cancel = detail.dialog('Cancel Exchange 2?');
  await cancel.getByRole('button', { name: 'Cancel exchange' }).click();
  await expect(cancel).toBeHidden();
  await expect(second).toContainText('Canceled on');
  await expect(timeline).toContainText('Exchange 2 canceled');

  // Both under /a/swaps, found by the order's email; the canceled one by its status.
  const list = new SwapListPage(page);
  await list.goto();
  await list.searchFor(email);
  await expect(list.table.getByRole('row')).toHaveCount(3);
  await list.filterPayment('Canceled');
  await expect(list.table.getByRole('row')).toHaveCount(2);
  const row = list.row(`#${order.display_id}`);
  await expect(row).toContainText('Canceled');
  await expect(row).toContainText('New: 2');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/a/orders/${order.id}$`));

  // What the admin API says now.
  const [settled, canceled] = await read();
  expect(settled).toMatchObject({
    payment_status: 'difference_refunded',
    fulfillment_status: 'shipped',
  });
  expect(canceled).toMatchObject({ payment_status: 'canceled', fulfillment_status: 'canceled' });
  expect(canceled!.canceled_at).not.toBeNull();
  await api.dispose();
});
