import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminApi, oneSizeProduct, send, shopRegion, signInAdminOnce } from './admin-session.js';
import { E2E_DATA_DIR } from './environment.js';
import { OrderDetailPage, OrderListPage } from './pages/order-pages.js';
import { ShopCheckoutPage } from './pages/shop-checkout-page.js';

/**
 * The orders back office end to end: a shopper buys on the hosted shop with the test card, then
 * staff find the order in the admin by search, capture the payment, fulfil it from a stock
 * location, ship it with a tracking number, see the shipping confirmation in the order's Emails
 * and send it again, refund part of it, and export the orders the search selects. The store is
 * set up through the admin API as in shop.spec.ts (its own shipping option and product).
 */

signInAdminOnce('orders');

const stamp = Date.now();
const email = `orders-e2e-${stamp}@example.com`;
const tracking = `TRACK-${stamp}`;

/** Mail in the e2e server's outbox to `to` that contains `text`. */
function mailsTo(to: string, text: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  return readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((message) => message.includes(`To: ${to}`) && message.includes(text));
}

let handle: string;
const title = `Order Lamp ${stamp}`;

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  // The shop sells in the store's default region: the oldest one in the store's currency.
  const { store, region } = await shopRegion(api);
  await send(api, 'POST', '/admin/shipping-options', {
    name: `Courier ${stamp}`,
    region_id: region.id,
    provider_id: 'manual',
    price_type: 'flat_rate',
    amount: 500,
    data: { id: 'manual-fulfillment' },
  });
  await oneSizeProduct(api, title, store.default_currency_code, 3000);
  await api.dispose();
  handle = store.handle;
});

test('an order from the shop: found, captured, fulfilled, shipped, mailed again, partly refunded', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // The shopper buys one lamp with the test card.
  await page.goto(`/shop/${handle}`);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(`Lamp ${stamp}`);
  await search.press('Enter');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('link', { name: 'Check out' })
    .click();
  const checkout = new ShopCheckoutPage(page);
  await checkout.expectOpen();
  await checkout.fillAddress(email);
  await checkout.chooseDelivery(`Courier ${stamp}`);
  await page.getByRole('textbox', { name: 'Card number', exact: true }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)', exact: true }).fill('12/34');
  await page.getByRole('textbox', { name: 'CVC', exact: true }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card', exact: true }).fill('Sam Shopper');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  const number = /(\d+)/.exec((await page.getByTestId('order-number').textContent()) ?? '')![1]!;

  // Staff find it by the shopper's email and open it.
  const list = new OrderListPage(page);
  await list.goto();
  await list.searchFor(email);
  await expect(list.table.getByRole('row')).toHaveCount(2);
  await expect(list.row(`#${number}`)).toContainText('Awaiting capture');
  await list.openOrder(number);
  const order = new OrderDetailPage(page);
  const payment = order.section('Payment');
  await expect(payment).toContainText('Test card');

  // Capture the whole payment.
  await payment.getByRole('button', { name: 'Capture' }).click();
  await order.submit(order.dialog('Capture the payment'), 'Capture');
  await expect(payment.getByRole('button', { name: 'Refund' })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Capture' })).toBeHidden();
  await expect(payment).not.toContainText('Not captured yet');
  await expect(order.section('Summary')).toContainText('Captured');

  // Fulfil the lamp from the store's location (the dialog's choice), then ship it.
  await order.section('Fulfilment').getByRole('button', { name: 'Create fulfilment' }).click();
  const fulfil = order.dialog('Create a fulfilment');
  await expect(fulfil.getByRole('combobox', { name: /Ship from/ })).not.toHaveValue('');
  await expect(fulfil.getByRole('spinbutton', { name: `Quantity of ${title}` })).toHaveValue('1');
  await order.submit(fulfil, 'Create fulfilment');
  await expect(order.fulfillment(1)).toContainText('Not shipped');
  await expect(order.section('Items')).toContainText('Fulfilled 1 of 1 · shipped 0');

  await order.fulfillment(1).getByRole('button', { name: 'Mark shipped' }).click();
  const ship = order.dialog('Ship Fulfilment 1');
  await ship.getByRole('textbox', { name: 'Tracking number 1' }).fill(tracking);
  await order.submit(ship, 'Mark shipped');
  await expect(order.fulfillment(1)).toContainText('Shipped');
  await expect(order.fulfillment(1)).toContainText(tracking);
  await expect(order.section('Summary')).toContainText('Shipped');

  // The shipping confirmation went out: it shows as sent in the order's Emails (read again
  // until the mail outbox has sent it).
  const shipped = order.mail('Shipping confirmation');
  await expect(async () => {
    await page.reload();
    await expect(shipped).toContainText('Sent', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(shipped).toContainText(`To ${email}`);

  // Send it again, to the same address.
  await shipped.getByRole('button', { name: 'Resend' }).click();
  const resend = order.dialog('Resend “Shipping confirmation”');
  await expect(resend.getByRole('textbox', { name: /Send to/ })).toHaveValue(email);
  await order.submit(resend, 'Send');
  await expect(shipped).toContainText(`Sent again to ${email}`);
  await expect.poll(() => mailsTo(email, tracking).length, { timeout: 20_000 }).toBe(2);

  // Refund part of it: 5 in the store's currency, with a reason and a note.
  await payment.getByRole('button', { name: 'Refund' }).click();
  const refund = order.dialog('Refund');
  await refund.getByRole('textbox', { name: /Amount/ }).fill('5');
  await refund.getByRole('combobox', { name: /Reason/ }).selectOption('Discount');
  await refund.getByRole('textbox', { name: 'Note' }).fill('Scratched shade');
  await order.submit(refund, 'Refund');
  await expect(payment).toContainText('Partially refunded');
  await expect(payment.getByText('Scratched shade')).toBeVisible();
  const timeline = order.page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('refunded: Discount');
  await expect(timeline).toContainText(`Tracking: ${tracking}`);

  // What the admin API says now.
  const api = await adminApi(baseURL!);
  const { orders } = await send<{
    orders: {
      id: string;
      payment_status: string;
      fulfillment_status: string;
      refunded_total: number;
    }[];
  }>(api, 'GET', `/admin/orders?q=${encodeURIComponent(email)}`);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    payment_status: 'partially_refunded',
    fulfillment_status: 'shipped',
    refunded_total: 500,
  });

  // Export what the search selects: an order-export batch job with the list's search.
  await list.goto(`q=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('Export started')).toBeVisible();
  const { batch_jobs: jobs } = await send<{
    batch_jobs: { type: string; context: { filterable_fields?: { q?: string } } | null }[];
  }>(api, 'GET', '/admin/batch-jobs?type=order-export&limit=100');
  expect(jobs.some((job) => job.context?.filterable_fields?.q === email)).toBe(true);

  // When it is done, download the file from the activity drawer as a person does: it holds the
  // one order the search selected.
  await expect(page.getByText('Order export batch job completed')).toBeVisible({
    timeout: 70_000,
  });
  await page.getByRole('button', { name: 'Activity' }).click();
  const drawer = page.getByRole('dialog', { name: 'Activity' });
  const exported = drawer.getByRole('listitem').filter({ hasText: 'Order export' }).first();
  await expect(exported).toContainText('Completed');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exported.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const [header, ...rows] = csvRows(readFileSync(await download.path(), 'utf8'));
  const column = (name: string) => header!.indexOf(name);
  expect(column('Display_ID')).toBeGreaterThanOrEqual(0);
  expect(column('Customer Email')).toBeGreaterThanOrEqual(0);
  expect(rows.map((row) => [row[column('Display_ID')], row[column('Customer Email')]])).toEqual([
    [number, email],
  ]);
  await api.dispose();
});

/** The rows of a CSV file (quoted fields may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
