import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './environment.js';
import { LoginPage } from './pages/login-page.js';

interface StoreOption {
  id: string;
  name: string;
  amount: number | null;
  price_incl_tax: number;
  tax_amount: number;
  requirements: { type: string; amount: number }[];
}

/** The e2e admin's API with a bearer token: sets up the region and reads what shoppers see. */
async function adminApi(baseURL: string) {
  const api = await request.newContext({ baseURL });
  const token = await api.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const send = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const answer = await api.fetch(path, { method, headers, data });
    expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBe(200);
    return (await answer.json()) as T;
  };
  return { api, send, dispose: () => api.dispose() };
}

/** The store's first live publishable key (what a storefront sends). */
async function publishableKey(send: Awaited<ReturnType<typeof adminApi>>['send']) {
  const { publishable_api_keys } = await send<{
    publishable_api_keys: { id: string; revoked_at: string | null }[];
  }>('GET', '/admin/publishable-api-keys');
  return publishable_api_keys.find((key) => key.revoked_at === null)!.id;
}

async function storeOptions(api: APIRequestContext, key: string, regionId: string) {
  const answer = await api.get(`/store/shipping-options?region_id=${regionId}`, {
    headers: { 'x-publishable-api-key': key },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { shipping_options: StoreOption[] }).shipping_options;
}

async function logIn(page: Page) {
  await page.goto('/app/login');
  const login = new LoginPage(page);
  await login.login(E2E_ADMIN.email, E2E_ADMIN.password);
  // The first login after the server starts can be slow (password hashing on a busy machine).
  await expect(page).toHaveURL(/\/app\/a$/, { timeout: 20_000 });
}

test.describe('shipping and taxes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a flat-rate and a free-over-€50 option in a EUR region at 19 %, seen by shoppers', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now();
    const { api, send, dispose } = await adminApi(baseURL!);
    // The region through the API: EUR, 19 %, the manual providers.
    await send('POST', '/admin/store/currencies/eur');
    const { region } = await send<{ region: { id: string } }>('POST', '/admin/regions', {
      name: `Eurozone ${stamp}`,
      currency_code: 'eur',
      tax_rate: 19,
      countries: [],
      payment_providers: ['manual'],
      fulfillment_providers: ['manual'],
    });

    await logIn(page);
    await page.goto('/app/a/settings');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Shipping/ })
      .click();
    await expect(page).toHaveURL(/\/app\/a\/settings\/shipping/);
    await page.getByLabel('Region').selectOption(region.id);
    await expect(page).toHaveURL(new RegExp(`region=${region.id}`));

    // A flat rate of €4.90.
    await page.getByRole('link', { name: 'Add shipping option' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add shipping option' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('DHL Standard');
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('4.90');
    await dialog.getByRole('button', { name: 'Save option' }).click();
    await expect(dialog).toBeHidden();
    const options = page.getByRole('table', { name: 'Shipping options' });
    await expect(options.getByRole('row', { name: /DHL Standard/ })).toContainText('€4.90');

    // Free from €50 on: amount 0 and a minimum subtotal; a maximum below it lands on its field.
    await page.getByRole('link', { name: 'Add shipping option' }).click();
    dialog = page.getByRole('dialog', { name: 'Add shipping option' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Free over €50');
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('0');
    await dialog.getByLabel('Minimum subtotal').fill('50');
    await dialog.getByLabel('Below subtotal').fill('20');
    await dialog.getByRole('button', { name: 'Save option' }).click();
    await expect(dialog.getByLabel('Below subtotal')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Below subtotal').fill('');
    await dialog.getByRole('button', { name: 'Save option' }).click();
    await expect(dialog).toBeHidden();
    const free = options.getByRole('row', { name: /Free over €50/ });
    await expect(free).toContainText('Free');
    await expect(free).toContainText('Orders of €50.00 or more');

    // What a storefront reads: both options, in minor units, with the region's 19 % tax.
    const key = await publishableKey(send);
    const seen = await storeOptions(api, key, region.id);
    expect(seen.map((option) => option.name).sort()).toEqual(['DHL Standard', 'Free over €50']);
    const flat = seen.find((option) => option.name === 'DHL Standard')!;
    expect(flat).toMatchObject({ amount: 490, tax_amount: 93, price_incl_tax: 583 });
    const over50 = seen.find((option) => option.name === 'Free over €50')!;
    expect(over50.amount).toBe(0);
    expect(over50.requirements).toEqual([
      expect.objectContaining({ type: 'min_subtotal', amount: 5000 }),
    ]);

    // A reduced rate for shipping in Settings → Tax rates changes what shoppers pay.
    await page.goto(`/app/a/settings/tax-rates?region=${region.id}`);
    await expect(page.getByRole('heading', { name: 'Default rate' })).toBeVisible();
    await page.getByRole('link', { name: 'Create override' }).click();
    dialog = page.getByRole('dialog', { name: 'Create override' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Reduced shipping');
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('SHIP7');
    await dialog.getByRole('textbox', { name: 'Rate', exact: true }).fill('7');
    await dialog.getByLabel('DHL Standard').check();
    await dialog.getByRole('button', { name: 'Create override' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Overrides' }).getByRole('row', { name: /Reduced shipping/ }),
    ).toContainText('1 shipping option');
    const reduced = (await storeOptions(api, key, region.id)).find(
      (option) => option.name === 'DHL Standard',
    )!;
    expect(reduced).toMatchObject({ tax_amount: 34, price_incl_tax: 524 });
    await dispose();
  });
});
