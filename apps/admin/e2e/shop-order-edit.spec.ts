import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { adminApi, oneSizeProduct, send, shopRegion } from './admin-session.js';
import { lastMailLink } from './environment.js';
import { standInForStripe } from './stripe.js';

/**
 * An order edit answered in the hosted shop: a shopper's order (one shirt, paid manually, not
 * fulfilled) is edited by staff through the admin API, who add a mug and send the edit. The
 * shopper opens the link of the edit's mail (`/shop/{handle}/order-edit/{id}`), sees the mug
 * added and the difference, is refused a declined card, pays with the test card and sees the
 * order updated, also after a reload; the order then has the mug and the edit's payment. In a
 * region selling with Stripe and the test card, Stripe's card form (the e2e stand-in, stripe.ts)
 * pays another edit. Another edit is declined with a reason, and the order stays as it was.
 */

const stamp = Date.now();

interface PlacedOrder {
  id: string;
  display_id: number;
  items: { id: string; title: string; quantity: number }[];
}

interface SentEdit {
  id: string;
  difference_due: number;
  payment_collection: { id: string; amount: number } | null;
}

/** What the shop writes for an amount of the e2e store (US dollars). */
const dollars = (amount: number) => `$${(amount / 100).toFixed(2)}`;

interface Setup {
  api: APIRequestContext;
  shirtTitle: string;
  mugTitle: string;
  handle: string;
  regionId: string;
  optionId: string;
  shirtVariant: string;
  mugVariant: string;
}

/** The store's shop region, a parcel, and a shirt and a mug named for the test (`tag`). */
async function setUp(baseURL: string, tag: string): Promise<Setup> {
  const api = await adminApi(baseURL);
  const shirtTitle = `Edit Page Shirt ${tag} ${stamp}`;
  const mugTitle = `Edit Page Mug ${tag} ${stamp}`;
  const { store, region } = await shopRegion(api);
  expect(store.default_currency_code).toBe('usd');
  const { shipping_option: option } = await send<{ shipping_option: { id: string } }>(
    api,
    'POST',
    '/admin/shipping-options',
    {
      name: `Edit parcel ${tag} ${stamp}`,
      region_id: region.id,
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 500,
      data: { id: 'manual-fulfillment' },
    },
  );
  const variantOf = async (title: string, amount: number) => {
    const product = await oneSizeProduct(api, title, 'usd', amount);
    const { product: full } = await send<{ product: { variants: { id: string }[] } }>(
      api,
      'GET',
      `/admin/products/${product.id}`,
    );
    return full.variants[0]!.id;
  };
  return {
    api,
    shirtTitle,
    mugTitle,
    handle: store.handle,
    regionId: region.id,
    optionId: option.id,
    shirtVariant: await variantOf(shirtTitle, 3000),
    mugVariant: await variantOf(mugTitle, 1500),
  };
}

/** A shirt ordered through the store API by `email`, paid with the manual provider. */
async function placeOrder(baseURL: string, setup: Setup, email: string): Promise<PlacedOrder> {
  const shop = await request.newContext({ baseURL: `${baseURL}/s/${setup.handle}/` });
  const post = async <T>(url: string, data: unknown = {}): Promise<T> => {
    const response = await shop.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { cart } = await post<{ cart: { id: string } }>('store/carts', {
    region_id: setup.regionId,
  });
  await post(`store/carts/${cart.id}/line-items`, { variant_id: setup.shirtVariant, quantity: 1 });
  await post(`store/carts/${cart.id}`, {
    email,
    shipping_address: {
      first_name: 'Olive',
      last_name: 'Editson',
      address_1: '7 Change Road',
      city: 'Springfield',
      postal_code: '12345',
      country_code: 'us',
    },
  });
  await post(`store/carts/${cart.id}/shipping-methods`, { option_id: setup.optionId });
  await post(`store/carts/${cart.id}/payment-sessions`);
  await post(`store/carts/${cart.id}/payment-session`, { provider_id: 'manual' });
  const done = await post<{ type: string; data: PlacedOrder }>(`store/carts/${cart.id}/complete`);
  expect(done.type).toBe('order');
  await shop.dispose();
  return done.data;
}

/** Staff add a mug to the order and send the edit to the customer. */
async function sendMugEdit(setup: Setup, orderId: string): Promise<SentEdit> {
  const { order_edit: made } = await send<{ order_edit: { id: string } }>(
    setup.api,
    'POST',
    '/admin/order-edits',
    { order_id: orderId, internal_note: 'Customer asked for a mug' },
  );
  await send(setup.api, 'POST', `/admin/order-edits/${made.id}/items`, {
    variant_id: setup.mugVariant,
    quantity: 1,
  });
  const { order_edit: sent } = await send<{ order_edit: SentEdit }>(
    setup.api,
    'POST',
    `/admin/order-edits/${made.id}/request`,
    {},
  );
  return sent;
}

/** The link of the edit's mail, once the outbox has written it. */
async function mailedLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        try {
          link = lastMailLink(email);
        } catch {
          link = '';
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .toContain('/order-edit/');
  return link;
}

test('a shopper pays an order edit with the test card from the mail and sees the order updated', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const setup = await setUp(baseURL!, 'pay');
  const { shirtTitle, mugTitle } = setup;
  const email = `order-edit-pay.${stamp}@shop.test`;
  const order = await placeOrder(baseURL!, setup, email);
  const sent = await sendMugEdit(setup, order.id);
  expect(sent.difference_due).toBeGreaterThan(0);
  expect(sent.payment_collection?.amount).toBe(sent.difference_due);
  const due = dollars(sent.difference_due);

  // The mail's link: the edit's page in the shop, carrying nothing but the edit's id.
  const link = await mailedLink(email);
  expect(link).toBe(`${baseURL}/shop/${setup.handle}/order-edit/${sent.id}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Review the changes to your order',
  );
  await expect(page.getByTestId('order-edit-order')).toHaveText(`For order #${order.display_id}`);
  await expect(page.getByTestId('order-edit-added')).toContainText(`1 × ${mugTitle}`);
  await expect(page.getByTestId('order-edit-added')).toContainText('One size');
  await expect(page.getByRole('complementary')).toContainText('To pay');
  await expect(page.getByTestId('order-edit-difference')).toHaveText(due);

  const payment = page.getByRole('region', { name: 'Payment' });
  const pay = async (number: string) => {
    await payment.getByRole('textbox', { name: 'Card number', exact: true }).fill(number);
    await payment.getByRole('textbox', { name: 'Expiry (MM/YY)', exact: true }).fill('12/34');
    await payment.getByRole('textbox', { name: 'CVC', exact: true }).fill('123');
    await payment.getByRole('textbox', { name: 'Name on card', exact: true }).fill('Olive Editson');
    await payment.getByRole('button', { name: `Pay ${due} and accept` }).click();
  };
  await pay('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(
    'Payment failed: Your card was declined. The changes are not accepted yet; you can try another card.',
  );
  await expect(payment.getByRole('button', { name: `Pay ${due} and accept` })).toBeEnabled();

  await pay('4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order has been updated');
  const now = page.getByRole('region', { name: 'Your order now' });
  await expect(now).toContainText(`1 × ${shirtTitle}`);
  await expect(now).toContainText(`1 × ${mugTitle}`);
  await expect(now).toContainText(`Paid${due}`);
  await expect(page.getByRole('region', { name: 'Payment' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `View order #${order.display_id}` })).toHaveAttribute(
    'href',
    `/shop/${setup.handle}/orders/${order.id}`,
  );
  // Opened again, the link shows the edit confirmed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order has been updated');

  // The order has the mug now, and the edit's payment of the difference.
  const { order: after } = await send<{
    order: {
      items: { title: string; quantity: number }[];
      payments: { amount: number; provider_id: string }[];
    };
  }>(setup.api, 'GET', `/admin/orders/${order.id}`);
  expect(after.items.map((item) => [item.title, item.quantity]).sort()).toEqual(
    [
      [shirtTitle, 1],
      [mugTitle, 1],
    ].sort(),
  );
  expect(after.payments).toContainEqual(
    expect.objectContaining({ amount: sent.difference_due, provider_id: 'test-card' }),
  );
  const { order_edit: confirmed } = await send<{ order_edit: { status: string } }>(
    setup.api,
    'GET',
    `/admin/order-edits/${sent.id}`,
  );
  expect(confirmed.status).toBe('confirmed');
  await setup.api.dispose();
});

test('a shopper declines an order edit with a reason and the order stays as it was', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const setup = await setUp(baseURL!, 'decline');
  const { shirtTitle } = setup;
  const email = `order-edit-decline.${stamp}@shop.test`;
  const order = await placeOrder(baseURL!, setup, email);
  const sent = await sendMugEdit(setup, order.id);

  await page.goto(`/shop/${setup.handle}/order-edit/${sent.id}`);
  const decline = page.getByRole('region', { name: 'Don’t want these changes?' });
  await decline.getByRole('button', { name: 'Decline changes' }).click();
  await decline.getByRole('textbox', { name: 'Reason (optional)' }).fill('I only wanted the shirt');
  await decline.getByRole('button', { name: 'Decline changes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You declined these changes');
  await expect(page.getByTestId('order-edit-reason')).toHaveText(
    'Your reason: I only wanted the shirt',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You declined these changes');
  await expect(page.getByRole('region', { name: 'Payment' })).toHaveCount(0);

  const { order_edit: declined } = await send<{
    order_edit: {
      status: string;
      declined_reason: string | null;
      payment_collection: { status: string } | null;
    };
  }>(setup.api, 'GET', `/admin/order-edits/${sent.id}`);
  expect(declined).toMatchObject({
    status: 'declined',
    declined_reason: 'I only wanted the shirt',
    payment_collection: { status: 'canceled' },
  });
  const { order: after } = await send<{ order: { items: { title: string }[] } }>(
    setup.api,
    'GET',
    `/admin/orders/${order.id}`,
  );
  expect(after.items.map((item) => item.title)).toEqual([shirtTitle]);
  await setup.api.dispose();
});

test('in a region with Stripe, the shopper pays an order edit with the Stripe card form', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const setup = await setUp(baseURL!, 'stripe');
  const email = `order-edit-stripe.${stamp}@shop.test`;
  const order = await placeOrder(baseURL!, setup, email);
  const sent = await sendMugEdit(setup, order.id);
  const due = dollars(sent.difference_due);
  // The store's own Stripe account, and the order's region selling with Stripe and the test card.
  await send(setup.api, 'POST', '/admin/payment-providers/stripe', {
    secret_key: 'sk_test_e2eOrderEditStripe01',
    publishable_key: 'pk_test_e2eOrderEditStripe01',
  });
  const { region } = await send<{ region: { countries: { iso_2: string }[] } }>(
    setup.api,
    'GET',
    `/admin/regions/${setup.regionId}`,
  );
  await send(setup.api, 'POST', `/admin/regions/${setup.regionId}`, {
    countries: region.countries.map((country) => country.iso_2),
    payment_providers: ['test-card', 'stripe'],
  });
  try {
    await standInForStripe(page);
    await page.goto(`/shop/${setup.handle}/order-edit/${sent.id}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    // Stripe is offered first, its PaymentIntent started for the collection's amount.
    await expect(payment.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await payment.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await payment.getByRole('button', { name: `Pay ${due} and accept` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order has been updated');
    const { order: after } = await send<{
      order: { payments: { amount: number; provider_id: string }[] };
    }>(setup.api, 'GET', `/admin/orders/${order.id}`);
    expect(after.payments).toContainEqual(
      expect.objectContaining({ amount: sent.difference_due, provider_id: 'stripe' }),
    );
  } finally {
    await send(setup.api, 'POST', `/admin/regions/${setup.regionId}`, {
      countries: region.countries.map((country) => country.iso_2),
      payment_providers: ['manual', 'test-card'],
    });
    await send(setup.api, 'DELETE', '/admin/payment-providers/stripe');
    await setup.api.dispose();
  }
});
