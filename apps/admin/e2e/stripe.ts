import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_STRIPE_API_URL } from './environment.js';

const STRIPE_JS_STAND_IN = fileURLToPath(new URL('./stripe-js-stand-in.js', import.meta.url));

/**
 * Stripe for a page in these tests, which can't reach Stripe: Stripe.js (whatever
 * @stripe/stripe-js loads from js.stripe.com) is the test's stand-in script, and what that
 * script sends to Stripe's API (api.stripe.com) goes to the Stripe API stand-in the e2e
 * server's stores use, so a card confirmed in the page is the PaymentIntent the server reads.
 */
export async function standInForStripe(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ path: STRIPE_JS_STAND_IN, contentType: 'text/javascript; charset=utf-8' }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await fetch(`${E2E_STRIPE_API_URL}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'text/plain' },
      body: request.postData() ?? null,
    });
    await route.fulfill({
      status: answer.status,
      // Stripe's API answers Stripe.js across origins.
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
}
