import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, send, signInAdminOnce } from './admin-session.js';

/**
 * The home page shows the business: an order placed through the store API (as a storefront
 * places it) shows in the sales, orders and top products of the period, and the orders waiting
 * for capture link to the filtered orders list. The e2e store is shared with other specs, so
 * the figures are compared with what the API answered before the order.
 *
 * Set HOME_SCREENSHOTS=/some/dir to keep screenshots at 1280 and 390 px for a look.
 */

signInAdminOnce('home');
test.use({ timezoneId: 'UTC' });

const SCREENSHOTS = process.env.HOME_SCREENSHOTS;

interface Figures {
  current: {
    orders: number;
    sales: { currency_code: string; amount: number }[];
  };
  needs_action: { to_fulfill: number; to_capture: number };
}

/** The store's default region sells to the US with the manual provider and a parcel rate. */
async function storeReadyToSell(api: APIRequestContext, stamp: number) {
  const { store } = await send<{ store: { default_currency_code: string } }>(
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
      payment_providers: { id: string }[];
    }[];
  }>(api, 'GET', '/admin/regions?limit=100');
  const region = regions
    .filter((entry) => entry.currency_code === store.default_currency_code)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))[0]!;
  await send(api, 'POST', `/admin/regions/${region.id}`, {
    countries: [...new Set([...region.countries.map((country) => country.iso_2), 'us'])],
    payment_providers: [
      ...new Set([...(region.payment_providers ?? []).map((provider) => provider.id), 'manual']),
    ],
  });
  await send(api, 'POST', '/admin/shipping-options', {
    name: `Home parcel ${stamp}`,
    region_id: region.id,
    provider_id: 'manual',
    price_type: 'flat_rate',
    amount: 300,
    data: { id: 'manual-fulfillment' },
  });
  const title = `Home Mug ${stamp}`;
  const { product } = await send<{ product: { variants: { id: string }[] } }>(
    api,
    'POST',
    '/admin/products',
    {
      title,
      status: 'published',
      variants: [
        {
          title: 'One size',
          prices: [{ currency_code: store.default_currency_code, amount: 1234 }],
          inventory_quantity: 10,
        },
      ],
    },
  );
  const { publishable_api_keys } = await send<{
    publishable_api_keys: { id: string; revoked_at: string | null }[];
  }>(api, 'GET', '/admin/publishable-api-keys');
  return {
    currency: store.default_currency_code,
    regionId: region.id,
    variantId: product.variants[0]!.id,
    title,
    key: publishable_api_keys.find((key) => key.revoked_at === null)!.id,
  };
}

// The few fields of the store API's answers this spec reads.
interface StoreAnswer {
  cart: { id: string };
  shipping_options: { id: string; name: string }[];
  type: string;
  data: { total: number };
}

/** A whole checkout through the store API, paid with the manual provider; answers the total. */
async function placeOrder(
  api: APIRequestContext,
  shop: { key: string; regionId: string; variantId: string },
  stamp: number,
): Promise<number> {
  const store = (method: 'GET' | 'POST', url: string, data?: unknown) =>
    api
      .fetch(url, {
        method,
        headers: { 'x-publishable-api-key': shop.key },
        ...(data === undefined ? {} : { data }),
      })
      .then(async (response) => {
        expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
        return (await response.json()) as StoreAnswer;
      });
  const { cart } = await store('POST', '/store/carts', { region_id: shop.regionId });
  await store('POST', `/store/carts/${cart.id}/line-items`, {
    variant_id: shop.variantId,
    quantity: 3,
  });
  await store('POST', `/store/carts/${cart.id}`, {
    email: `home-${stamp}@example.com`,
    shipping_address: {
      first_name: 'Hana',
      last_name: 'Home',
      address_1: '1 Main St',
      city: 'Portland',
      country_code: 'us',
      postal_code: '97205',
    },
  });
  const { shipping_options } = await store('GET', `/store/shipping-options/${cart.id}`);
  const option = shipping_options.find((entry) => entry.name === `Home parcel ${stamp}`)!;
  await store('POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: option.id });
  await store('POST', `/store/carts/${cart.id}/payment-sessions`);
  await store('POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' });
  const done = await store('POST', `/store/carts/${cart.id}/complete`);
  expect(done.type).toBe('order');
  return done.data.total;
}

async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const kpi = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test('an order placed on the store shows in the home page’s figures', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const api = await adminApi(baseURL!);
  const stamp = Date.now();
  const shop = await storeReadyToSell(api, stamp);
  const before = (await send<{ dashboard: Figures }>(api, 'GET', '/admin/dashboard?tz=UTC'))
    .dashboard;
  const total = await placeOrder(api, shop, stamp);

  const salesBefore =
    before.current.sales.find((entry) => entry.currency_code === shop.currency)?.amount ?? 0;
  const money = (amount: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: shop.currency }).format(
      amount / 100,
    );

  await page.goto('/app/a');
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();
  await expect(kpi(page, 'Sales').getByText(money(salesBefore + total))).toBeVisible();
  await expect(
    kpi(page, 'Orders').getByText(String(before.current.orders + 1), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: shop.title })).toBeVisible();
  await expect(page.getByText('3 sold').first()).toBeVisible();
  // The charts come as their own chunk, with today's sale in them.
  await expect(page.getByRole('img', { name: /^Sales per day from/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Orders per day from/ })).toBeVisible();
  await snap(page, 'home');

  // The week still holds the sale; the period is in the URL.
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/app\/a\?period=7d$/);
  await expect(page.getByRole('link', { name: shop.title })).toBeVisible();

  // The authorised payment waits for capture, and the card opens the orders list filtered.
  const toCapture = page.getByRole('link', { name: /Payments to capture/ });
  await expect(toCapture).toContainText(String(before.needs_action.to_capture + 1));
  await toCapture.click();
  await expect(page).toHaveURL(/\/app\/a\/orders\?payment_status=awaiting$/);
  await api.dispose();
});
