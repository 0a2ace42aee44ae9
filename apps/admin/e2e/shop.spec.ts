import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminApi, send, shopRegion } from './admin-session.js';
import { E2E_DATA_DIR } from './environment.js';
import { ShopCheckoutPage } from './pages/shop-checkout-page.js';

/**
 * The hosted shop (/shop/{handle}) as a shopper uses it: search, a product page with option
 * pickers and stock, two variants in the cart, checkout with the test card (a declined card
 * first), the confirmation and its mail. The store is set up through the admin API: its
 * default region sells to the United States with the test card, a flat shipping option, and a
 * T-shirt in sizes and colours, one of them out of stock.
 */

interface Setup {
  handle: string;
  title: string;
}

const stamp = Date.now();
let setup: Setup;

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  // The shop sells in the store's default region: the oldest one in the store's currency.
  const { store, region } = await shopRegion(api);
  await send(api, 'POST', '/admin/shipping-options', {
    name: `Parcel ${stamp}`,
    region_id: region.id,
    provider_id: 'manual',
    price_type: 'flat_rate',
    amount: 490,
    data: { id: 'manual-fulfillment' },
  });
  const title = `Shop Tee ${stamp}`;
  const price = (amount: number) => [{ currency_code: store.default_currency_code, amount }];
  await send(api, 'POST', '/admin/products', {
    title,
    description: 'A soft cotton tee.',
    status: 'published',
    options: [{ title: 'Size' }, { title: 'Colour' }],
    variants: [
      {
        title: 'S / Blue',
        options: [{ value: 'S' }, { value: 'Blue' }],
        prices: price(2000),
        inventory_quantity: 5,
      },
      {
        title: 'M / Blue',
        options: [{ value: 'M' }, { value: 'Blue' }],
        prices: price(2200),
        inventory_quantity: 5,
      },
      {
        title: 'M / Red',
        options: [{ value: 'M' }, { value: 'Red' }],
        prices: price(2200),
        inventory_quantity: 0,
      },
    ],
  });
  await api.dispose();
  setup = { handle: store.handle, title };
});

async function openProduct(page: Page) {
  await page.goto(`/shop/${setup.handle}`);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(`Tee ${stamp}`);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “Tee ${stamp}”`);
  await page.getByRole('link', { name: setup.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(setup.title);
}

const option = (page: Page, name: string, value: string) =>
  page.getByRole('group', { name }).getByRole('button', { name: value, exact: true });

test('a shopper searches, opens a product and picks its options; stock decides Add to cart', async ({
  page,
}) => {
  await openProduct(page);
  const add = page.getByRole('button', { name: 'Add to cart' });
  // The first variant in stock is chosen.
  await expect(option(page, 'Size', 'S')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('product-price')).toHaveText('$20.00');
  await expect(page.getByTestId('product-stock')).toHaveText('Only 5 left');
  await expect(add).toBeEnabled();

  await option(page, 'Size', 'M').click();
  await option(page, 'Colour', 'Red').click();
  await expect(page.getByTestId('product-stock')).toHaveText('Out of stock');
  await expect(add).toBeDisabled();

  await option(page, 'Size', 'S').click();
  await expect(page.getByTestId('product-stock')).toHaveText('This combination is not available');
  await expect(add).toBeDisabled();

  await option(page, 'Colour', 'Blue').click();
  await expect(add).toBeEnabled();
});

test('two variants in the cart, a declined card leaves the cart, the test card places the order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openProduct(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Close' }).click();

  await option(page, 'Size', 'M').click();
  await expect(page.getByTestId('product-price')).toHaveText('$22.00');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await drawer.getByRole('link', { name: 'Check out' }).click();

  const checkout = new ShopCheckoutPage(page);
  await checkout.expectOpen();
  const email = `shopper-${stamp}@example.com`;
  await checkout.fillAddress(email);
  await checkout.chooseDelivery(`Parcel ${stamp}`);
  // The delivery card shows the option chosen and its price, and can be changed.
  await expect(checkout.delivery).toContainText(`Parcel ${stamp}`);
  await expect(checkout.delivery).toContainText('$4.90');
  await checkout.delivery.getByRole('button', { name: 'Change' }).click();
  await expect(
    checkout.delivery.getByRole('radio', { name: new RegExp(`Parcel ${stamp}`) }),
  ).toBeChecked();
  await checkout.chooseDelivery(`Parcel ${stamp}`);

  const pay = async (number: string) => {
    await page.getByRole('textbox', { name: 'Card number', exact: true }).fill(number);
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)', exact: true }).fill('12/34');
    await page.getByRole('textbox', { name: 'CVC', exact: true }).fill('123');
    await page.getByRole('textbox', { name: 'Name on card', exact: true }).fill('Sam Shopper');
    await page.getByRole('button', { name: 'Place order' }).click();
  };
  await pay('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Payment failed: Your card was declined.');
  await expect(page.getByRole('alert')).toContainText('Your cart is unchanged');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkout.summary.getByRole('listitem')).toHaveCount(2);
  // $20 + $22 + $4.90 shipping, no tax in this region.
  await expect(checkout.total).toHaveText('$46.90');

  await pay('4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByText(`A confirmation is on its way to ${email}.`)).toBeVisible();
  await expect(page.getByText('$46.90')).toBeVisible();

  // The confirmation mail is in the outbox, and the next visit starts with an empty cart.
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  await expect
    .poll(() =>
      readdirSync(outbox).some((file) =>
        readFileSync(path.join(outbox, file), 'utf8').includes(`To: ${email}`),
      ),
    )
    .toBe(true);
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toContainText(
    'Your cart is empty.',
  );

  // An account made with the order's email does not take the guest order over: signing up
  // proves nothing about an email (issue 32), so the order joins the account only when its
  // holder claims it by the code mailed to that address. An address is saved on the account.
  const orderNumber = (await page.getByTestId('order-number').textContent())!.replace('Order ', '');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Account' }).click();
  const signUp = page.locator('form', {
    has: page.getByRole('heading', { name: 'Create an account' }),
  });
  await signUp.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await signUp.getByRole('textbox', { name: 'Last name' }).fill('Shopper');
  await signUp.getByRole('textbox', { name: 'Email' }).fill(email);
  await signUp.getByRole('textbox', { name: 'Password' }).fill('shopper-secret-1');
  await signUp.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Hello, Sam Shopper')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders' })).not.toContainText(
    `Order ${orderNumber}`,
  );
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await addresses.getByRole('textbox', { name: 'Last name' }).fill('Shopper');
  await addresses.getByRole('textbox', { name: 'Address' }).fill('2 Harbour Road');
  await addresses.getByRole('textbox', { name: 'Postal code' }).fill('94107');
  await addresses.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await addresses.getByRole('textbox', { name: 'Country' }).fill('us');
  await addresses.getByRole('button', { name: 'Save' }).click();
  await expect(addresses.getByRole('listitem')).toContainText('2 Harbour Road');
});
