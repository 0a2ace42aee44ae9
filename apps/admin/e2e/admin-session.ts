import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN } from './environment.js';
import { LoginPage } from './pages/login-page.js';

/**
 * The e2e admin, signed in once for a spec file (logins are rate limited per email): call at
 * the top of the file; every test then starts with the saved session.
 */
export function signInAdminOnce(name: string): void {
  const sessionFile = fileURLToPath(
    new URL(`../../../test-results/${name}-session.json`, import.meta.url),
  );
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
    await context.storageState({ path: sessionFile });
    await context.close();
  });
  test.use({ storageState: sessionFile });
}

/** The admin API as the e2e admin (bearer token), for set-up and for checking what the UI saved. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
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

/** A call to the admin API that must answer 200 (the failure names the call and its answer). */
export async function send<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await api.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A published product with one variant, "One size", of 10 in stock at `amount` in `currency`. */
export async function oneSizeProduct(
  api: APIRequestContext,
  title: string,
  currency: string,
  amount: number,
): Promise<{ id: string; handle: string }> {
  const { product } = await send<{ product: { id: string; handle: string } }>(
    api,
    'POST',
    '/admin/products',
    {
      title,
      status: 'published',
      options: [{ title: 'Size' }],
      variants: [
        {
          title: 'One size',
          options: [{ value: 'One size' }],
          prices: [{ currency_code: currency, amount }],
          inventory_quantity: 10,
        },
      ],
    },
  );
  return product;
}

/** The store and its shop's region (the oldest in the store's currency), made to sell to the
 * United States with the manual provider and the test card, as the shop specs need it. */
export async function shopRegion(api: APIRequestContext): Promise<{
  store: { handle: string; default_currency_code: string };
  region: { id: string; currency_code: string };
}> {
  const { store } = await send<{ store: { handle: string; default_currency_code: string } }>(
    api,
    'GET',
    '/admin/store',
  );
  const { regions } = await send<{
    regions: {
      id: string;
      currency_code: string;
      created_at: string;
      countries: { iso_2: string }[];
    }[];
  }>(api, 'GET', '/admin/regions?limit=100');
  const region = regions
    .filter((entry) => entry.currency_code === store.default_currency_code)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))[0]!;
  await send(api, 'POST', `/admin/regions/${region.id}`, {
    countries: [...new Set([...region.countries.map((country) => country.iso_2), 'us'])],
    payment_providers: ['manual', 'test-card'],
  });
  return { store, region };
}

/** An order as the store API answers its completion, with what the e2e specs read of it. */
export interface PlacedOrder {
  id: string;
  display_id: number;
  email: string;
  currency_code: string;
  items: { id: string; title: string; quantity: number; total: number }[];
}

/**
 * An order of the shop region placed through the store API under the store's base URL (the
 * manual provider, `option` shipping it to Springfield), then captured and fulfilled whole
 * through the admin API from the first stock location: what returns and exchanges start from.
 */
export async function capturedFulfilledOrder(
  api: APIRequestContext,
  baseURL: string,
  order: {
    store: { handle: string };
    regionId: string;
    optionId: string;
    email: string;
    lines: { variant_id: string; quantity: number }[];
  },
): Promise<{ order: PlacedOrder; location: { id: string; name: string } }> {
  const shop = await request.newContext({ baseURL: `${baseURL}/s/${order.store.handle}/` });
  const post = async <T>(url: string, data: unknown = {}): Promise<T> => {
    const response = await shop.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { cart } = await post<{ cart: { id: string } }>('store/carts', {
    region_id: order.regionId,
  });
  for (const line of order.lines) await post(`store/carts/${cart.id}/line-items`, line);
  await post(`store/carts/${cart.id}`, {
    email: order.email,
    shipping_address: {
      first_name: 'Erin',
      last_name: 'Exchanger',
      address_1: '3 Swap Street',
      city: 'Springfield',
      postal_code: '12345',
      country_code: 'us',
    },
  });
  await post(`store/carts/${cart.id}/shipping-methods`, { option_id: order.optionId });
  await post(`store/carts/${cart.id}/payment-sessions`);
  await post(`store/carts/${cart.id}/payment-session`, { provider_id: 'manual' });
  const done = await post<{ type: string; data: PlacedOrder }>(`store/carts/${cart.id}/complete`);
  expect(done.type).toBe('order');
  await shop.dispose();

  const { stock_locations: locations } = await send<{
    stock_locations: { id: string; name: string }[];
  }>(api, 'GET', '/admin/stock-locations');
  const location = locations[0]!;
  await send(api, 'POST', `/admin/orders/${done.data.id}/capture`, {});
  await send(api, 'POST', `/admin/orders/${done.data.id}/fulfillment`, {
    items: done.data.items.map((line) => ({ item_id: line.id, quantity: line.quantity })),
    location_id: location.id,
  });
  return { order: done.data, location };
}
