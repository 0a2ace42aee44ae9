// Walks a shopper's path through the unmodified Medusa v1 Next.js starter with Chromium: every
// step prints what the page showed, the browser console errors and the failed requests.
/* global document -- the functions given to waitForFunction run in the page */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Walks the starter served at `BASE` (e.g. http://localhost:8000), with screenshots in `SHOTS`.
 * @returns {Promise<{ passed: number; total: number }>}
 */
export async function walkStarter(BASE, SHOTS, stepTimeout = 120_000) {
  mkdirSync(SHOTS, { recursive: true });
  const email = `shopper+${Date.now()}@example.com`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(stepTimeout);
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message.slice(0, 300)}`));
  page.on('requestfailed', (r) =>
    problems.push(`request failed: ${r.url().slice(0, 120)} ${r.failure()?.errorText}`),
  );
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  const results = [];
  let n = 0;
  async function step(name, fn) {
    const start = Date.now();
    problems.length = 0;
    let status = 'ok';
    let detail;
    try {
      detail = (await fn()) ?? '';
    } catch (error) {
      status = 'FAIL';
      detail = String(error instanceof Error ? error.message : error).split('\n')[0];
    }
    await page
      .screenshot({
        path: `${SHOTS}/${String(++n).padStart(2, '0')}-${name.replace(/\W+/g, '-')}.png`,
        fullPage: false,
      })
      .catch(() => {});
    const line =
      `[${status}] ${name} (${((Date.now() - start) / 1000).toFixed(1)} s, ${page.url()}): ${detail}` +
      (problems.length ? `\n      ${[...new Set(problems)].join('\n      ')}` : '');
    process.stdout.write(`${line}\n`);
    results.push({ name, status });
    return status === 'ok';
  }
  const tid = (id) => page.getByTestId(id);
  const text = async (loc) => (await loc.innerText()).replace(/\s+/g, ' ').trim();

  const HANDLES = {
    'Medusa Sweatshirt': 'sweatshirt',
    'Medusa Shorts': 'shorts',
    'Medusa Coffee Mug': 'coffee-mug',
    'Medusa T-Shirt': 't-shirt',
  };
  async function addToCart(productTitle, option, country = 'us') {
    await page.goto(`${BASE}/${country}/products/${HANDLES[productTitle]}`);
    await tid('product-container').waitFor();
    if (option) {
      await page.mouse.move(0, 0);
      await tid('product-options')
        .getByTestId('option-button')
        .filter({ hasText: option })
        .first()
        .click({ clickCount: 2 });
    }
    const button = tid('product-container').getByTestId('add-product-button');
    await button.click();
    await tid('nav-cart-dropdown').waitFor();
    return `${await text(tid('product-container').getByTestId('product-title'))} ${await text(tid('product-container').getByTestId('product-price'))}; dropdown: ${await text(tid('nav-cart-dropdown'))}`;
  }

  async function checkout(signedIn) {
    await page.goto(`${BASE}/us/cart`);
    await tid('cart-container').getByTestId('checkout-button').click();
    await tid('checkout-container').waitFor();
    const c = tid('checkout-container');
    if (await c.getByTestId('submit-address-button').isVisible()) {
      await c.getByTestId('shipping-first-name-input').fill('Ada');
      await c.getByTestId('shipping-last-name-input').fill('Shopper');
      await c.getByTestId('shipping-address-input').fill('123 Fake street');
      await c.getByTestId('shipping-postal-code-input').fill('80010');
      await c.getByTestId('shipping-city-input').fill('Denver');
      await c.getByTestId('shipping-province-input').fill('Colorado');
      await c.getByTestId('shipping-country-select').selectOption('United States');
      if (!signedIn) await c.getByTestId('shipping-email-input').fill(email);
      await c.getByTestId('shipping-phone-input').fill('3031112222');
      await c.getByTestId('submit-address-button').click();
    }
    await c.getByTestId('delivery-option-radio').filter({ hasText: 'Standard Shipping' }).click();
    await c.getByTestId('submit-delivery-option-button').click();
    await c.getByTestId('submit-payment-button').click();
    await c.getByTestId('submit-order-button').click();
    await tid('order-complete-container').waitFor();
    return `order ${await text(tid('order-id'))}; ${await text(tid('shipping-address-summary'))}; total ${await text(tid('order-complete-container').getByTestId('cart-total'))}`;
  }

  await step('home', async () => {
    await page.goto(`${BASE}/`);
    await page.waitForURL(/\/us$/);
    await page.getByText('Latest Drops').first().waitFor();
    return (await text(page.locator('main'))).slice(0, 300);
  });
  await step('store (product list)', async () => {
    await page.goto(`${BASE}/us/store`);
    await tid('products-list').waitFor();
    const names = await tid('product-wrapper').allInnerTexts();
    return `${names.length} products: ${names.map((s) => s.replace(/\s+/g, ' ')).join(' | ')}`;
  });
  await step('collection page', async () => {
    await page.goto(`${BASE}/us/collections/latest-drops`);
    await tid('products-list').waitFor();
    return `${(await tid('product-wrapper').allInnerTexts()).length} products`;
  });
  await step('category page', async () => {
    await page.goto(`${BASE}/us/categories/shirts`);
    await tid('products-list').waitFor();
    return `${(await tid('product-wrapper').allInnerTexts()).length} products`;
  });
  await step('store: page 2 and sort by price', async () => {
    await page.goto(`${BASE}/us/store?page=2`);
    await tid('products-list').waitFor();
    const page2 = (await tid('product-wrapper').allInnerTexts()).length;
    const pages = await tid('product-pagination')
      .innerText()
      .catch(() => '(no pagination)');
    await page.goto(`${BASE}/us/store?sortBy=price_asc`);
    await tid('products-list').waitFor();
    const first = (await tid('product-wrapper').first().innerText()).replace(/\s+/g, ' ');
    return `page 2: ${page2} products, pagination "${pages.replace(/\s+/g, ' ')}"; cheapest first: ${first}`;
  });
  await step('child category page', async () => {
    await page.goto(`${BASE}/us/categories/tees`);
    await tid('products-list').waitFor();
    return `${await text(tid('category-page-title'))}: ${(await tid('product-wrapper').allInnerTexts()).length} products`;
  });
  await step('product page from the store list + add to cart', async () => {
    await page.goto(`${BASE}/us/store?sortBy=price_desc`);
    await tid('product-wrapper').filter({ hasText: 'Medusa Sweatshirt' }).first().click();
    await tid('product-container').waitFor();
    return addToCart('Medusa Sweatshirt', 'M');
  });
  await step('cart', async () => {
    await page.goto(`${BASE}/us/cart`);
    await tid('cart-container').getByTestId('product-row').first().waitFor();
    return await text(tid('cart-container'));
  });
  await step('guest checkout to order confirmation', () => checkout(false));
  await step('sign up', async () => {
    await page.goto(`${BASE}/us/account`);
    await tid('login-page').getByTestId('register-button').click();
    const r = tid('register-page');
    await r.getByTestId('first-name-input').fill('Ada');
    await r.getByTestId('last-name-input').fill('Shopper');
    await r.getByTestId('email-input').fill(`account-${email}`);
    await r.getByTestId('phone-input').fill('3031112222');
    await r.getByTestId('password-input').fill('secret-password');
    await r.getByTestId('register-button').click();
    await tid('overview-page-wrapper').waitFor();
    return await text(tid('overview-page-wrapper'));
  });
  await step('signed-in add to cart', () => addToCart('Medusa Coffee Mug'));
  await step('signed-in checkout', () => checkout(true));
  await step('account orders', async () => {
    await page.goto(`${BASE}/us/account/orders`);
    await tid('orders-page-wrapper').waitFor();
    await tid('order-card').first().waitFor();
    return await text(tid('orders-page-wrapper'));
  });
  await step('sign out and sign in again', async () => {
    await context.clearCookies();
    await page.goto(`${BASE}/us/account`);
    const l = tid('login-page');
    await l.getByTestId('email-input').fill(`account-${email}`);
    await l.getByTestId('password-input').fill('secret-password');
    await l.getByTestId('sign-in-button').click();
    await tid('overview-page-wrapper').waitFor();
    return await text(tid('overview-page-wrapper'));
  });

  // ---- more of the starter: stock, quantities, another region, the account pages ----
  await step('product page: out-of-stock variant disables Add to cart', async () => {
    await page.goto(`${BASE}/us/products/t-shirt`);
    await tid('product-container').waitFor();
    const opts = tid('product-options').getByTestId('option-button');
    await page.mouse.move(0, 0);
    await opts.filter({ hasText: /^XL$/ }).first().click();
    await opts
      .filter({ hasText: /^White$/ })
      .first()
      .click();
    const button = tid('product-container').getByTestId('add-product-button');
    const outText = await text(button);
    if (!(await button.isDisabled())) throw new Error(`XL / White: button "${outText}" is enabled`);
    await opts
      .filter({ hasText: /^Black$/ })
      .first()
      .click();
    const inText = await text(button);
    if (await button.isDisabled()) throw new Error(`XL / Black: button "${inText}" is disabled`);
    return `XL/White: "${outText}" (disabled); XL/Black: "${inText}" (enabled)`;
  });
  await step('cart: change quantity and remove a line', async () => {
    await addToCart('Medusa Shorts', 'L');
    await addToCart('Medusa Sweatshirt', 'S');
    await page.goto(`${BASE}/us/cart`);
    const row = tid('cart-container').getByTestId('product-row').filter({ hasText: 'Shorts' });
    await row.getByTestId('product-select-button').selectOption('3');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-subtotal"]')?.textContent?.includes('110'),
      null,
      { timeout: 30_000 },
    );
    const sweat = tid('cart-container')
      .getByTestId('product-row')
      .filter({ hasText: 'Sweatshirt' });
    // The starter's DeleteButton does not pass its data-testid on: click the row's trash button.
    await sweat.locator('button').first().click();
    await sweat.waitFor({ state: 'detached' });
    return await text(tid('cart-container'));
  });
  await step('Europe region: /de prices in euros, cart moves to the region', async () => {
    await page.goto(`${BASE}/de/store`);
    await tid('products-list').waitFor();
    const names = (await tid('product-wrapper').allInnerTexts()).map((s) => s.replace(/\s+/g, ' '));
    if (!names.some((s) => s.includes('€')))
      throw new Error(`no euro prices: ${names.join(' | ')}`);
    // Adding to the cart from /de moves the cart to Europe (the starter's getOrSetCart).
    await addToCart('Medusa Coffee Mug', undefined, 'de');
    await page.goto(`${BASE}/de/cart`);
    await tid('cart-container').getByTestId('product-row').first().waitFor();
    const cart = await text(tid('cart-container'));
    if (!cart.includes('€')) throw new Error(`cart not in euros: ${cart}`);
    return `${names.join(' | ')}; cart: ${cart}`;
  });
  await step('Europe checkout to order confirmation', async () => {
    await page.goto(`${BASE}/de/cart`);
    await tid('cart-container').getByTestId('checkout-button').click();
    await tid('checkout-container').waitFor();
    const c = tid('checkout-container');
    if (await c.getByTestId('submit-address-button').isVisible()) {
      if (
        await c
          .getByTestId('shipping-address-select')
          .isVisible()
          .catch(() => false)
      ) {
        // A saved address of another region: fill in by hand.
      }
      await c.getByTestId('shipping-first-name-input').fill('Ada');
      await c.getByTestId('shipping-last-name-input').fill('Shopper');
      await c.getByTestId('shipping-address-input').fill('Unter den Linden 1');
      await c.getByTestId('shipping-postal-code-input').fill('10117');
      await c.getByTestId('shipping-city-input').fill('Berlin');
      await c.getByTestId('shipping-country-select').selectOption('Germany');
      await c.getByTestId('submit-address-button').click();
    }
    await c.getByTestId('delivery-option-radio').filter({ hasText: 'Express Shipping' }).click();
    await c.getByTestId('submit-delivery-option-button').click();
    await c.getByTestId('submit-payment-button').click();
    await page.screenshot({ path: `${SHOTS}/review-step.png`, fullPage: true });
    const review = await text(c);
    await c.getByTestId('submit-order-button').click();
    await tid('order-complete-container').waitFor();
    await page.screenshot({ path: `${SHOTS}/confirmation-full.png`, fullPage: true });
    return (
      `order ${await text(tid('order-id'))}: ${await text(tid('order-complete-container'))}`.slice(
        0,
        900,
      ) + ` [review: ${review.slice(-300)}]`
    );
  });
  await step('account profile: phone and billing address', async () => {
    await page.goto(`${BASE}/us/account/profile`);
    await tid('profile-page-wrapper').waitFor();
    const phone = tid('account-phone-editor');
    await phone.getByTestId('edit-button').click();
    await phone.getByTestId('phone-input').fill('8888888888');
    await phone.getByTestId('save-button').click();
    await phone.getByTestId('success-message').waitFor();
    const bill = tid('account-billing-address-editor');
    await bill.getByTestId('edit-button').click();
    await bill.getByTestId('billing-first-name-input').fill('First');
    await bill.getByTestId('billing-last-name-input').fill('Last');
    await bill.getByTestId('billing-address-1-input').fill('123 Fake Street');
    await bill.getByTestId('billing-postcal-code-input').fill('11111');
    await bill.getByTestId('billing-city-input').fill('Springdale');
    await bill.getByTestId('billing-province-input').fill('IL');
    await bill.getByTestId('billing-country-code-select').selectOption({ label: 'United States' });
    await bill.getByTestId('save-button').click();
    await bill.getByTestId('success-message').waitFor();
    await page.goto(`${BASE}/us/account`);
    return `${await text(tid('overview-page-wrapper'))}`.slice(0, 300);
  });
  await step('account addresses: add, edit, delete', async () => {
    await page.goto(`${BASE}/us/account/addresses`);
    await tid('add-address-button').click();
    const m = tid('add-address-modal');
    await m.getByTestId('first-name-input').fill('Home');
    await m.getByTestId('last-name-input').fill('Address');
    await m.getByTestId('address-1-input').fill('1 Home Road');
    await m.getByTestId('postal-code-input').fill('80011');
    await m.getByTestId('city-input').fill('Aurora');
    await m.getByTestId('state-input').fill('CO');
    await m.getByTestId('country-select').selectOption({ label: 'United States' });
    await m.getByTestId('save-button').click();
    const card = tid('address-container').filter({ hasText: '1 Home Road' });
    await card.waitFor();
    await card.getByTestId('address-edit-button').click();
    const e = tid('edit-address-modal');
    await e.getByTestId('city-input').fill('Boulder');
    await e.getByTestId('save-button').click();
    await tid('address-container').filter({ hasText: 'Boulder' }).waitFor();
    const shown = await text(tid('address-container').filter({ hasText: 'Boulder' }));
    await page.goto(`${BASE}/us/account/addresses`);
    const before = await tid('address-container').count();
    // A second address to delete, so the checkout below still has the edited one.
    await tid('add-address-button').click();
    await m.getByTestId('first-name-input').fill('Old');
    await m.getByTestId('last-name-input').fill('Address');
    await m.getByTestId('address-1-input').fill('9 Old Lane');
    await m.getByTestId('postal-code-input').fill('80012');
    await m.getByTestId('city-input').fill('Golden');
    await m.getByTestId('country-select').selectOption({ label: 'United States' });
    await m.getByTestId('save-button').click();
    const old = tid('address-container').filter({ hasText: '9 Old Lane' });
    await old.waitFor();
    await old.getByTestId('address-delete-button').click();
    await old.waitFor({ state: 'detached' });
    return `${before} saved after add and edit; a second one added and deleted; card: ${shown}`;
  });
  await step('signed-in checkout with the saved address', async () => {
    await addToCart('Medusa Coffee Mug');
    await page.goto(`${BASE}/us/cart`);
    await tid('cart-container').getByTestId('checkout-button').click();
    const c = tid('checkout-container');
    await c.waitFor();
    if (await c.getByTestId('submit-address-button').isVisible()) {
      await c.getByTestId('shipping-address-select').click();
      await c.getByTestId('shipping-address-option').filter({ hasText: 'Boulder' }).first().click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="shipping-city-input"]')?.value === 'Boulder',
      );
      await page.waitForTimeout(1000);
      await c.getByTestId('submit-address-button').click();
    }
    await c.getByTestId('delivery-option-radio').filter({ hasText: 'Standard Shipping' }).click();
    await c.getByTestId('submit-delivery-option-button').click();
    await c.getByTestId('submit-payment-button').click();
    await c.getByTestId('submit-order-button').click();
    await tid('order-complete-container').waitFor();
    return `order ${await text(tid('order-id'))}; ${await text(tid('shipping-address-summary'))}`;
  });
  await step('account order details', async () => {
    await page.goto(`${BASE}/us/account/orders`);
    await tid('order-card').first().getByTestId('order-details-link').click();
    await tid('order-details-container').waitFor();
    await page.screenshot({ path: `${SHOTS}/order-details-full.png`, fullPage: true });
    return (await text(tid('order-details-container'))).slice(0, 600);
  });
  await browser.close();
  return { passed: results.filter((r) => r.status === 'ok').length, total: results.length };
}
