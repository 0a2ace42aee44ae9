import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN } from './environment.js';
import { LoginPage } from './pages/login-page.js';

/**
 * Issue 18: Settings → Store details shows where a Medusa v1 storefront reaches the store (API
 * base URL, the Next.js starter's environment line, the hosted shop) and edits the handle, the
 * custom domain and the allowed storefront origins; what it saves is what the store API obeys.
 */

const SESSION_FILE = fileURLToPath(
  new URL('../../../test-results/storefront-url-session.json', import.meta.url),
);
const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/', import.meta.url));

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/app/login');
  const login = new LoginPage(page);
  await login.login(E2E_ADMIN.email, E2E_ADMIN.password);
  await login.expectSignedIn(E2E_ADMIN.email);
  await context.storageState({ path: SESSION_FILE });
  await context.close();
});

test.use({ storageState: SESSION_FILE });

async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const token = await anonymous.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  await anonymous.dispose();
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${access_token}` },
  });
}

test('shows the API base URL, the v1 environment line and the shop link, and edits handle, domain and origins', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const before = (await (await api.get('/admin/store')).json()).store as { handle: string };
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });

  await page.goto('/app/a/settings/store-details');
  const card = page.getByRole('region', { name: 'Storefront connection' });
  await expect(card).toBeVisible();
  const baseUrl = `${baseURL}/s/${before.handle}`;
  await expect(card.getByText(baseUrl, { exact: true })).toBeVisible();
  await expect(
    card.getByText(`NEXT_PUBLIC_MEDUSA_BACKEND_URL=${baseUrl}`, { exact: true }),
  ).toBeVisible();
  await expect(
    card.getByRole('link', { name: `${baseURL}/shop/${before.handle}` }),
  ).toHaveAttribute('href', `${baseURL}/shop/${before.handle}`);
  await card.getByRole('button', { name: 'Copy API base URL' }).click();
  await expect(page.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseUrl);
  await card
    .getByRole('button', { name: 'Copy Environment for the Medusa v1 Next.js starter' })
    .click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `NEXT_PUBLIC_MEDUSA_BACKEND_URL=${baseUrl}`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}storefront-url-desktop.png`, fullPage: true });

  // The form's own checks, then the server's (a reserved handle), each on its field.
  const handle = card.getByLabel('Store handle');
  await handle.fill('Not a handle!');
  await card.getByRole('button', { name: 'Save storefront settings' }).click();
  await expect(card.getByText(/Use 2 to 48 lower-case letters/)).toBeVisible();
  await handle.fill('admin');
  await card.getByLabel('Allowed storefront origins').fill('https://shop.example.com/path');
  await card.getByRole('button', { name: 'Save storefront settings' }).click();
  await expect(
    card.getByText(/must be an origin such as|Each line must be an origin/),
  ).toBeVisible();
  await card.getByLabel('Allowed storefront origins').fill('http://localhost:8000');
  await card.getByRole('button', { name: 'Save storefront settings' }).click();
  await expect(card.getByText(/admin is reserved/)).toBeVisible();

  const next = `e2e-shop-${Date.now().toString(36)}`;
  await handle.fill(next);
  await card.getByLabel('Custom domain').fill('API.E2E-Shop.example');
  await card
    .getByLabel('Allowed storefront origins')
    .fill('http://localhost:8000\nhttps://shop.example.com/');
  await card.getByRole('button', { name: 'Save storefront settings' }).click();
  await expect(page.getByText('Storefront settings saved.')).toBeVisible();
  await expect(card.getByText(`${baseURL}/s/${next}`, { exact: true })).toBeVisible();
  await expect(card.getByText('http://api.e2e-shop.example', { exact: true })).toBeVisible();

  const saved = (await (await api.get('/admin/store')).json()).store;
  expect(saved).toMatchObject({
    handle: next,
    host_name: 'api.e2e-shop.example',
    store_cors: ['http://localhost:8000', 'https://shop.example.com'],
  });
  // What a v1 storefront now gets: the store API under the new base URL, no key, with CORS
  // for its origin.
  const shopper = await request.newContext({ baseURL });
  const regions = await shopper.get(`/s/${next}/store/regions`, {
    headers: { origin: 'http://localhost:8000' },
  });
  expect(regions.status()).toBe(200);
  expect(regions.headers()['access-control-allow-origin']).toBe('http://localhost:8000');
  expect((await shopper.get(`/s/${before.handle}/store/regions`)).status()).toBe(404);
  await shopper.dispose();

  // Phone width: everything readable, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByText(`${baseURL}/s/${next}`, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save storefront settings' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}storefront-url-phone.png`, fullPage: true });

  // Back as it was, so other specs see the store they expect.
  await api.post('/admin/store', {
    data: { handle: before.handle, host_name: null, store_cors: [] },
  });
  await api.dispose();
});
