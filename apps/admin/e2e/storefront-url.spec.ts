import { expect, request, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { adminApi, signInAdminOnce } from './admin-session.js';

/**
 * Issue 18: Settings → Store details shows where a Medusa v1 storefront reaches the store (API
 * base URL, the Next.js starter's environment line, the hosted shop) and edits the handle, the
 * custom domain and the allowed storefront origins; what it saves is what the store API obeys.
 */

const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/', import.meta.url));

signInAdminOnce('storefront-url');

test('shows the API base URL, the v1 environment line and the shop link, and edits handle, domain and origins', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const readClipboard = () => page.evaluate('navigator.clipboard.readText()');
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
  expect(await readClipboard()).toBe(baseUrl);
  await card
    .getByRole('button', { name: 'Copy Environment for the Medusa v1 Next.js starter' })
    .click();
  expect(await readClipboard()).toBe(`NEXT_PUBLIC_MEDUSA_BACKEND_URL=${baseUrl}`);
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
  // (Expressions as text: this file is type-checked without the DOM's types.)
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}storefront-url-phone.png`, fullPage: true });

  // Back as it was, so other specs see the store they expect.
  await api.post('/admin/store', {
    data: { handle: before.handle, host_name: null, store_cors: [] },
  });
  await api.dispose();
});
