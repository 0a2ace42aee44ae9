import { expect, test } from '@playwright/test';
import { adminApi, signInAdminOnce } from './admin-session.js';
import { PriceListWizard } from './pages/price-list-wizard.js';

signInAdminOnce('pricing');

test('creates a sale price list with one price through the wizard', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const title = `Wizard Mug ${Date.now()}`;
  const created = await api.post('/admin/products', {
    data: {
      title,
      options: [{ title: 'Size' }],
      variants: [
        {
          title: 'Large',
          prices: [{ currency_code: 'usd', amount: 2000 }],
          options: [{ value: 'Large' }],
        },
      ],
    },
  });
  expect(created.status()).toBe(200);
  const product = (await created.json()).product as { variants: { id: string }[] };
  const variantId = product.variants[0]!.id;

  const wizard = new PriceListWizard(page);
  await wizard.open();

  await wizard.expectStep(1, 4);
  await expect(wizard.next).toBeDisabled();
  await wizard.dialog.getByRole('radio', { name: /Sale/ }).check();
  const name = `Mug sale ${Date.now()}`;
  await wizard.dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await wizard.dialog.getByRole('radio', { name: /Active/ }).check();
  await wizard.next.click();

  await wizard.expectStep(2, 4);
  await wizard.next.click();

  await wizard.expectStep(3, 4);
  await wizard.addProducts(title);
  await wizard.priceCell(title, 'Large', 'USD').fill('15.99');
  await wizard.next.click();

  await expect(wizard.dialog.getByText(/Step \d of 4/)).toBeHidden();
  await expect(wizard.dialog.getByText('$15.99')).toBeVisible();
  await wizard.submit.click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `${title}, Large: price in USD` })).toHaveValue(
    '15.99',
  );

  const lists = await api.get(`/admin/price-lists?q=${encodeURIComponent(name)}`);
  expect(lists.status()).toBe(200);
  const body = (await lists.json()) as {
    price_lists: {
      name: string;
      type: string;
      status: string;
      prices: { variant_id: string; currency_code: string; amount: number }[];
    }[];
  };
  expect(body.price_lists).toHaveLength(1);
  expect(body.price_lists[0]).toMatchObject({ name, type: 'sale', status: 'active' });
  expect(body.price_lists[0]!.prices).toEqual([
    expect.objectContaining({ variant_id: variantId, currency_code: 'usd', amount: 1599 }),
  ]);
  await api.dispose();
});

test('adds EUR to the store currencies in settings', async ({ page, baseURL }) => {
  await page.goto('/app/a/settings');
  // The overview's card (the sidebar links to the same page).
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Currencies/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible();

  await page.getByRole('button', { name: 'Add currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a currency' });
  await dialog.getByRole('searchbox', { name: 'Search by code or name' }).fill('euro');
  await dialog.getByRole('button', { name: 'Add EUR' }).click();
  await expect(dialog.getByText('Added')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('switch', { name: 'Prices in EUR include tax' })).toBeVisible();

  // The default currency cannot be removed: the server's reason is shown.
  await page.getByRole('button', { name: 'Remove USD' }).click();
  await page
    .getByRole('dialog', { name: 'Remove USD?' })
    .getByRole('button', {
      name: 'Remove currency',
    })
    .click();
  await expect(page.getByRole('alert')).toContainText("USD is the store's default currency");
  await page.getByRole('button', { name: 'Cancel' }).click();

  const api = await adminApi(baseURL!);
  const store = (await (await api.get('/admin/store')).json()) as {
    store: { currencies: { code: string }[] };
  };
  expect(store.store.currencies.map((currency) => currency.code)).toContain('eur');
  await api.dispose();
});

test('creates a sales channel', async ({ page, baseURL }) => {
  await page.goto('/app/a/sales-channels');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales channels' })).toBeVisible();
  await page.getByRole('link', { name: 'Create sales channel' }).click();

  const name = `Pop-up shop ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Weekend market stall');
  await page.getByRole('button', { name: 'Create channel' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  const api = await adminApi(baseURL!);
  const found = (await (
    await api.get(`/admin/sales-channels?q=${encodeURIComponent(name)}`)
  ).json()) as { sales_channels: { name: string; description: string; is_disabled: boolean }[] };
  expect(found.sales_channels).toEqual([
    expect.objectContaining({ name, description: 'Weekend market stall', is_disabled: false }),
  ]);
  await api.dispose();
});
