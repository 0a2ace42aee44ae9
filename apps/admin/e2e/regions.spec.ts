import { expect, request, test } from '@playwright/test';
import { adminApi, signInAdminOnce } from './admin-session.js';
import { PaymentProvidersPage, RegionListPage } from './pages/region-pages.js';

signInAdminOnce('regions');

interface StoreRegion {
  id: string;
  name: string;
  currency_code: string;
  tax_rate: number;
  countries: { iso_2: string; display_name: string }[];
  payment_providers: { id: string }[];
}

test('creates a region for two countries in EUR with 19 % tax, seen in the list and by storefronts', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  // The store sells in euros (a region's currency is one of the store's).
  expect((await api.post('/admin/store/currencies/eur')).status()).toBe(200);
  const stamp = String(Date.now());
  const name = `Atlantic ${stamp}`;

  const list = new RegionListPage(page);
  await list.goto();
  const form = await list.openCreate();
  await form.fill({ name, currency: 'eur', taxRate: '19', taxCode: 'VAT' });
  await form.addCountry('Portugal');
  await form.addCountry('Ireland');
  // A country held by another region cannot be chosen: none here yet, so both are ticked.
  await expect(form.dialog.getByRole('button', { name: 'Remove Portugal' })).toBeVisible();
  await expect(form.dialog.getByRole('button', { name: 'Remove Ireland' })).toBeVisible();
  await expect(form.provider('Payment providers', 'Manual')).toBeChecked();
  await form.provider('Payment providers', 'Test cards').check();
  await expect(form.provider('Fulfilment providers', 'Manual fulfilment')).toBeChecked();
  // Stripe has no keys in this store: it cannot be offered yet.
  await expect(form.provider('Payment providers', 'Stripe')).toBeDisabled();
  await form.save('Create region');

  // The new region's page.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const countries = page.getByRole('region', { name: 'Countries' });
  await expect(countries.getByRole('listitem')).toHaveText(['Ireland', 'Portugal']);
  await expect(page.getByText('EUR · Euro')).toBeVisible();
  await expect(page.getByText('19%')).toBeVisible();

  // The list shows it with its countries, currency and providers.
  await list.goto();
  await list.searchFor(stamp);
  const row = list.row(name);
  await expect(row).toContainText('Ireland, Portugal');
  await expect(row).toContainText('EUR');
  await expect(row).toContainText('Manual, Test cards');

  // A storefront finds it by the shopper's country.
  const keys = await api.get('/admin/publishable-api-keys');
  const { publishable_api_keys: publishable } = (await keys.json()) as {
    publishable_api_keys: { id: string }[];
  };
  const shop = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-publishable-api-key': publishable[0]!.id },
  });
  const answer = await shop.get('/store/regions');
  expect(answer.status()).toBe(200);
  const { regions } = (await answer.json()) as { regions: StoreRegion[] };
  const found = regions.find((region) => region.name === name);
  expect(found).toMatchObject({ currency_code: 'eur', tax_rate: 19 });
  expect(found!.countries.map((country) => country.iso_2).sort()).toEqual(['ie', 'pt']);
  expect(found!.payment_providers.map((provider) => provider.id)).toEqual(['manual', 'test-card']);

  // Another region cannot take Portugal: the picker shows who holds it.
  await list.goto();
  const other = await list.openCreate();
  await other.dialog.getByRole('searchbox', { name: 'Search countries' }).fill('Portugal');
  const portugal = other.dialog.getByRole('checkbox', { name: /^Portugal/ });
  await expect(portugal).toBeDisabled();
  await expect(other.dialog.getByText(`In ${name}`)).toBeVisible();
  await other.dialog.getByRole('button', { name: 'Cancel' }).click();

  await shop.dispose();
  await api.dispose();
});

test('enters Stripe keys once and sees them masked, then removes them', async ({ page }) => {
  const secret = 'sk_test_E2eStoreOwnedSecret4242';
  const publishable = 'pk_test_E2eStoreOwnedPublish1111';
  const providers = new PaymentProvidersPage(page);
  await providers.goto();
  const stripe = providers.card('Stripe');
  await expect(stripe.getByText('Not set up')).toBeVisible();
  await expect(providers.card('Manual payment').getByText('Ready')).toBeVisible();

  await stripe.getByLabel('Secret key').fill(secret);
  await stripe.getByLabel('Publishable key').fill(publishable);
  await stripe.getByRole('button', { name: 'Save keys' }).click();

  await expect(stripe.getByText('sk_…4242')).toBeVisible();
  await expect(stripe.getByText(publishable)).toBeVisible();
  await expect(stripe.getByText('Ready')).toBeVisible();
  // The secret itself is nowhere on the page, nor after a reload.
  await expect(page.locator('body')).not.toContainText(secret);
  await page.reload();
  await expect(providers.card('Stripe').getByText('sk_…4242')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);
  await expect(page.getByRole('button', { name: 'Check connection' })).toBeVisible();

  // Removing them uninstalls Stripe again.
  await providers.card('Stripe').getByRole('button', { name: 'Remove keys' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the Stripe keys?' })
    .getByRole('button', { name: 'Remove keys' })
    .click();
  await expect(providers.card('Stripe').getByText('Not set up')).toBeVisible();
  await expect(providers.card('Stripe').getByLabel('Secret key')).toBeVisible();
});
