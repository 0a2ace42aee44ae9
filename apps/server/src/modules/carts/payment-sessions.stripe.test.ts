import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { startStripeStandIn } from '../../../test/stripe-stand-in.js';
import { defaultRegionId } from '../../../test/tax-shipping.js';
import { withTenantTx } from '../../platform/db/tx.js';

/**
 * Payment sessions with Stripe (the local stand-in of its API): `POST .../payment-sessions`,
 * which v1 storefronts call on every render of the checkout, creates one PaymentIntent for the
 * cart and then calls Stripe again only when the cart's total changed.
 */

let test: TestApp;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let org: TestOrg;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  test = await buildTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_platform',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_platform',
      STRIPE_API_URL: standIn.url,
    },
  });
  org = await createOrg(test);
  const saved = await org.admin.post('/admin/payment-providers/stripe', {
    secret_key: 'sk_test_storeStripeKey4242',
    publishable_key: 'pk_test_storeStripeKey4242',
    webhook_secret: 'whsec_storeWebhookSecret0123',
  });
  expect(saved.status).toBe(200);
  const region = await defaultRegionId(test, org);
  await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx.execute(sql`INSERT INTO region_payment_provider (store_id, region_id, provider_id)
      VALUES (${org.storeId}, ${region}, 'stripe')`),
  );
});

afterAll(async () => {
  await test.close();
  await standIn.close();
});

const intentCalls = () =>
  standIn.requests.filter((request) => request.path.startsWith('/v1/payment_intents'));

describe('payment sessions with Stripe', () => {
  it('one PaymentIntent per cart, updated when the total changes, never on a repeat', async () => {
    const shop = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const product = await createProduct(test, org);
    const cartId = (await shop.post('/store/carts', {})).body.cart.id as string;
    await shop.post(`/store/carts/${cartId}/line-items`, {
      variant_id: product.variantIds[0],
      quantity: 1,
    });
    const before = intentCalls().length;

    const first = await shop.post(`/store/carts/${cartId}/payment-sessions`);
    expect(first.status, first.text).toBe(200);
    const stripeSession = first.body.cart.payment_sessions.find(
      (session: { provider_id: string }) => session.provider_id === 'stripe',
    );
    expect(stripeSession).toMatchObject({ amount: 1000, is_selected: false });
    expect(stripeSession.data).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      client_secret: expect.any(String),
      publishable_key: 'pk_test_storeStripeKey4242',
    });
    expect(JSON.stringify(first.body)).not.toContain('sk_test_storeStripeKey4242');
    expect(intentCalls().length).toBe(before + 1);

    for (let render = 0; render < 3; render += 1) {
      const again = await shop.post(`/store/carts/${cartId}/payment-sessions`);
      expect(again.body.cart.payment_sessions).toEqual(first.body.cart.payment_sessions);
    }
    expect(intentCalls().length).toBe(before + 1);

    // A new line: the cart's sessions follow its total, Stripe's intent with them.
    const added = await shop.post(`/store/carts/${cartId}/line-items`, {
      variant_id: product.variantIds[0],
      quantity: 1,
    });
    const updated = added.body.cart.payment_sessions.find(
      (session: { provider_id: string }) => session.provider_id === 'stripe',
    );
    expect(updated).toMatchObject({ id: stripeSession.id, amount: 2000 });
    expect(updated.data.id).toBe(stripeSession.data.id);
    expect(intentCalls().length).toBe(before + 2);
    expect(standIn.paymentIntents.get(stripeSession.data.id)?.amount).toBe(2000);
  });
});
