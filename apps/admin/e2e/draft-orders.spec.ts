import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, oneSizeProduct, send, signInAdminOnce } from './admin-session.js';
import { OrderListPage } from './pages/order-pages.js';

/**
 * Draft orders end to end: staff put an order together in the wizard for a new customer's
 * email (a catalogue variant, a custom line, an admin-only shipping option), review what they
 * entered (nothing is saved until Create), find the totals the server works out on the draft's
 * page, mark the draft paid, land on the order it became (payment captured) and find that order
 * in the orders list.
 */

signInAdminOnce('draft-orders');

/** Set DRAFT_ORDERS_SCREENSHOTS=/some/dir to keep screenshots at 1280 and 390 px. */
const SCREENSHOTS = process.env.DRAFT_ORDERS_SCREENSHOTS;
async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

const stamp = Date.now();
const email = `draft-e2e-${stamp}@example.com`;
const changedEmail = `draft-e2e-${stamp}-b@example.com`;
const title = `Draft Vase ${stamp}`;
const courier = `Phone courier ${stamp}`;
let region: { id: string; name: string; currency_code: string; countries: { iso_2: string }[] };

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  const { store } = await send<{ store: { default_currency_code: string } }>(
    api,
    'GET',
    '/admin/store',
  );
  const { regions } = await send<{ regions: (typeof region & { created_at: string })[] }>(
    api,
    'GET',
    '/admin/regions?limit=100',
  );
  region = regions
    .filter((entry) => entry.currency_code === store.default_currency_code)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))[0]!;
  // The shipping address needs a country of the region (the orders spec ships to 'us' too).
  await send(api, 'POST', `/admin/regions/${region.id}`, {
    countries: [...new Set([...region.countries.map((country) => country.iso_2), 'us'])],
  });
  await send(api, 'POST', '/admin/shipping-options', {
    name: courier,
    region_id: region.id,
    provider_id: 'manual',
    price_type: 'flat_rate',
    amount: 700,
    admin_only: true,
    data: { id: 'manual-fulfillment' },
  });
  await oneSizeProduct(api, title, store.default_currency_code, 2500);
  await api.dispose();
});

const next = (dialog: Locator) => dialog.getByRole('button', { name: 'Next', exact: true }).click();

test('a draft order from the wizard, marked paid, becomes a captured order', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto('/app/a/draft-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Draft orders' })).toBeVisible();
  await snap(page, 'draft-list-before');
  await page.getByRole('link', { name: 'Create draft order' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'Create draft order' });
  // Step 1: Next with nothing filled in names what is missing.
  await next(dialog);
  await expect(dialog).toContainText('Enter an email address.');
  await expect(dialog).toContainText('Choose a region.');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('combobox', { name: /^Region/ }).selectOption(region.id);
  await snap(page, 'draft-wizard-customer');
  await next(dialog);

  // Step 2: a catalogue variant and a custom line.
  await expect(dialog).toContainText('Step 2 of 4');
  await next(dialog);
  await expect(dialog).toContainText('Add at least one product or custom item.');
  await dialog.getByRole('button', { name: 'Add products' }).click();
  const picker = page.getByRole('dialog', { name: 'Add products to the draft' });
  await picker.getByRole('searchbox', { name: 'Search products' }).fill(title);
  await picker.getByRole('checkbox', { name: `Select ${title}` }).check();
  await picker.getByRole('button', { name: 'Add 1 product' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog).toContainText(title);
  await dialog
    .getByRole('spinbutton', { name: /^Quantity/ })
    .first()
    .fill('2');
  await dialog.getByRole('button', { name: 'Add custom item' }).click();
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Gift wrapping');
  await dialog.getByRole('textbox', { name: /^Unit price/ }).fill('3.50');
  await snap(page, 'draft-wizard-items');
  await next(dialog);

  // Step 3: the address in one of the region's countries and the admin-only option.
  await expect(dialog).toContainText('Step 3 of 4');
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Grace');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
  await dialog.getByRole('textbox', { name: /^Address/ }).fill('1 Harbour Road');
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('10001');
  await dialog.getByRole('textbox', { name: /^City/ }).fill('New York');
  await dialog.getByRole('combobox', { name: /^Country/ }).selectOption('us');
  await dialog.getByRole('radio', { name: new RegExp(courier) }).check();
  await snap(page, 'draft-wizard-shipping');
  await next(dialog);

  // Step 4: what was entered; no draft exists yet.
  await expect(dialog).toContainText('Step 4 of 4');
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText('New customer');
  await expect(dialog).toContainText('Grace Hopper');
  await expect(dialog).toContainText(`${courier} · `);
  const lines = dialog.getByRole('region', { name: 'Items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(title);
  await expect(lines.nth(0)).toContainText(/2 × \D*25\.00/);
  await expect(lines.nth(1)).toContainText('Gift wrapping');
  await expect(lines.nth(1)).toContainText(/1 × \D*3\.50/);
  await expect(dialog).toContainText('Taxes and totals are worked out when the draft is created');
  await expect(dialog.getByText('Total', { exact: true })).toHaveCount(0);
  const api = await adminApi(baseURL!);
  const before = await send<{ count: number }>(
    api,
    'GET',
    `/admin/draft-orders?q=${encodeURIComponent(email)}`,
  );
  expect(before.count).toBe(0);
  await snap(page, 'draft-wizard-review');
  await dialog.getByRole('button', { name: 'Create draft order' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Draft #\d+$/ });
  await expect(heading).toBeVisible();
  const draftNumber = /(\d+)/.exec((await heading.textContent()) ?? '')![1]!;
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText(title);
  await expect(items).toContainText('Gift wrapping');
  // The server's totals: 2 × 25.00 + 3.50, shipping 7.00, then tax and the total.
  await expect(items).toContainText(/Subtotal\D*53\.50/);
  await expect(items).toContainText(/Shipping\D*7\.00/);
  await expect(items.getByText('Tax', { exact: true })).toBeVisible();
  await expect(items.getByText('Total', { exact: true })).toBeVisible();
  const after = await send<{ count: number }>(
    api,
    'GET',
    `/admin/draft-orders?q=${encodeURIComponent(email)}`,
  );
  expect(after.count).toBe(1);
  await api.dispose();
  await expect(page.getByRole('region', { name: 'Customer and shipping' })).toContainText(email);
  await expect(page.getByRole('region', { name: 'Customer and shipping' })).toContainText(courier);
  await snap(page, 'draft-detail');

  // It is in the list, open.
  await page.goto('/app/a/draft-orders');
  const row = page.getByRole('table', { name: 'Draft orders' }).getByRole('row', {
    name: new RegExp(`#${draftNumber}\\b`),
  });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Open');
  await snap(page, 'draft-list');
  await row.getByRole('link', { name: `Draft #${draftNumber}` }).click();
  await expect(heading).toBeVisible();

  // Add items opens the same lines editor over the page.
  await items.getByRole('button', { name: 'Add items' }).click();
  const adding = page.getByRole('dialog', { name: 'Add items' });
  await adding.getByRole('button', { name: 'Add custom item' }).click();
  await snap(page, 'draft-add-items');
  await adding.getByRole('button', { name: 'Cancel' }).click();
  await expect(adding).toBeHidden();

  // Edit: the email and the city change; billing of its own is shown only when unticked.
  const customer = page.getByRole('region', { name: 'Customer and shipping' });
  await customer.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: `Edit draft #${draftNumber}` });
  await snap(page, 'draft-edit');
  await editing.getByRole('textbox', { name: /^Email/ }).fill(changedEmail);
  await editing.getByRole('textbox', { name: /^City/ }).fill('Brooklyn');
  await editing.getByRole('checkbox', { name: /same as the shipping address/ }).uncheck();
  await editing.getByRole('group', { name: 'Billing address' }).scrollIntoViewIfNeeded();
  await expect(editing.getByRole('group', { name: 'Billing address' })).toBeVisible();
  await snap(page, 'draft-edit-billing');
  await editing.getByRole('checkbox', { name: /same as the shipping address/ }).check();
  await editing.getByRole('button', { name: 'Save changes' }).click();
  await expect(editing).toBeHidden();
  await expect(customer).toContainText(changedEmail);
  await expect(customer).toContainText('10001 Brooklyn');
  await expect(customer).toContainText('Same as shipping address');

  // Mark as paid: asks first, then opens the order.
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark draft #${draftNumber} as paid?` });
  await confirm.getByRole('button', { name: 'Mark as paid' }).click();
  const orderHeading = page.getByRole('heading', { level: 1, name: /^Order #\d+$/ });
  await expect(orderHeading).toBeVisible();
  await expect(page).toHaveURL(/\/app\/a\/orders\/order_/);
  const orderNumber = /(\d+)/.exec((await orderHeading.textContent()) ?? '')![1]!;
  await expect(page.getByRole('region', { name: 'Summary', exact: true })).toContainText(
    'Captured',
  );

  // The order has the email set on the draft's page; the orders list finds it by that email.
  await expect(page.getByRole('main')).toContainText(changedEmail);
  const orders = new OrderListPage(page);
  await orders.goto();
  await orders.searchFor(changedEmail);
  await expect(orders.row(`#${orderNumber}`)).toContainText('Captured');

  // The draft is completed and links to its order.
  await page.goto('/app/a/draft-orders');
  await expect(row).toContainText('Completed');
  await snap(page, 'draft-list-completed');
  await row.getByRole('link', { name: `Draft #${draftNumber}` }).click();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeHidden();
  await snap(page, 'draft-detail-completed');
  await page.getByRole('link', { name: 'View order' }).first().click();
  await expect(orderHeading).toBeVisible();
});
