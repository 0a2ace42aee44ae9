import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, oneSizeProduct } from './admin-session.js';
import { ShopCheckoutPage } from './pages/shop-checkout-page.js';
import { standInForStripe } from './stripe.js';

/**
 * The hosted shop's checkout paying with Stripe Elements and the store's own Stripe account.
 * Stripe is the e2e stand-in (stripe.ts): the page loads the Stripe.js stand-in, which confirms
 * the PaymentIntent the server created with the Stripe API stand-in the server reads it from.
 * The store's default region sells to the United States with Stripe only, or with Stripe and
 * the test card, as each test sets; afterwards the region and the keys are as they were.
 */

interface Region {
  id: string;
  countries: { iso_2: string }[];
  payment_providers: { id: string }[];
}

const stamp = Date.now();
const DELIVERY = `Courier ${stamp}`;
let api: APIRequestContext;
let region: Region;
let productPath: string;

async function send<T>(method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const response = await api.fetch(url, { method, ...(data === undefined ? {} : { data }) });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const sellWith = (providers: string[]) =>
  send('POST', `/admin/regions/${region.id}`, {
    countries: [...new Set([...region.countries.map((country) => country.iso_2), 'us'])],
    payment_providers: providers,
  });

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
  const { store } = await send<{ store: { handle: string; default_currency_code: string } }>(
    'GET',
    '/admin/store',
  );
  await send('POST', '/admin/payment-providers/stripe', {
    secret_key: 'sk_test_e2eShopStripeKey0001',
    publishable_key: 'pk_test_e2eShopStripeKey0001',
  });
  // The shop sells in the store's default region: the oldest one in the store's currency.
  const { regions } = await send<{
    regions: (Region & { currency_code: string; created_at: string })[];
  }>('GET', '/admin/regions?limit=100');
  region = regions
    .filter((entry) => entry.currency_code === store.default_currency_code)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))[0]!;
  await send('POST', '/admin/shipping-options', {
    name: DELIVERY,
    region_id: region.id,
    provider_id: 'manual',
    price_type: 'flat_rate',
    amount: 700,
    data: { id: 'manual-fulfillment' },
  });
  const product = await oneSizeProduct(
    api,
    `Stripe Mug ${stamp}`,
    store.default_currency_code,
    1500,
  );
  productPath = `/shop/${store.handle}/products/${product.handle}`;
});

test.afterAll(async () => {
  await send('POST', `/admin/regions/${region.id}`, {
    countries: region.countries.map((country) => country.iso_2),
    payment_providers: region.payment_providers.map((provider) => provider.id),
  });
  await send('DELETE', '/admin/payment-providers/stripe');
  await api.dispose();
});

/** The mug in a new cart, the address given and the courier chosen: the payment card is open. */
async function toPayment(page: Page, email: string) {
  await standInForStripe(page);
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByRole('link', { name: 'Check out' })
    .click();
  const checkout = new ShopCheckoutPage(page);
  await checkout.expectOpen();
  await checkout.fillAddress(email);
  await checkout.chooseDelivery(DELIVERY);
  // $15 + $7 delivery, no tax in this region.
  await expect(checkout.total).toHaveText('$22.00');
  return checkout;
}

test('a shopper in a Stripe-only region pays with the Stripe card element', async ({
  page,
  baseURL,
}) => {
  await sellWith(['stripe']);
  const card = /4242\s?4242\s?4242\s?4242/;
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(baseURL!) && card.test(request.postData() ?? '')) {
      leaks.push(request.url());
    }
  });
  const checkout = await toPayment(page, `stripe-${stamp}@example.com`);
  await expect(checkout.payment.getByRole('radio')).toHaveCount(0);
  await checkout.payment.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await checkout.payment.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByText('$22.00')).toBeVisible();
  // The card went to Stripe (the stand-in) only, never to our server.
  expect(leaks).toEqual([]);
});

test('offered the test card and Stripe, the shopper picks Stripe; a declined card leaves the cart', async ({
  page,
}) => {
  await sellWith(['test-card', 'stripe']);
  const checkout = await toPayment(page, `stripe-declined-${stamp}@example.com`);
  const choose = (name: string) => checkout.payment.getByRole('radio', { name }).check();
  await choose('Test card (no real payment)');
  await expect(checkout.payment.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toBeVisible();
  await choose('Credit or debit card');

  await checkout.payment.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await checkout.payment.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Payment failed: Your card was declined. Your cart is unchanged; you can try another card.',
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkout.summary.getByRole('listitem')).toHaveCount(1);
  await expect(checkout.total).toHaveText('$22.00');
  await expect(checkout.payment.getByRole('button', { name: 'Place order' })).toBeEnabled();
});
