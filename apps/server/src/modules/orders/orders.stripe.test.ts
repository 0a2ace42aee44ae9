import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { withTenantTx } from '../../platform/db/tx.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { countRows, readyCart, stockOf } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { startStripeStandIn } from '../../../test/stripe-stand-in.js';

/**
 * Stripe for store payments: a PaymentIntent the shopper confirmed in the browser completes the
 * cart through the store's signed webhook when the browser never comes back, exactly once
 * whichever of the webhook and the storefront's complete arrives first. Stripe is the local
 * stand-in; events are signed with the store's webhook secret as Stripe signs them.
 */

const SECRET = 'sk_test_storeStripeKey4242';
const PUBLISHABLE = 'pk_test_storeStripeKey4242';
const WEBHOOK_SECRET = 'whsec_storeWebhookSecret0123';

let test: TestApp;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let org: TestOrg;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  // The stand-in serves the stores' own Stripe calls (STRIPE_API_URL, read with the platform's
  // Stripe settings; tests only).
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
    secret_key: SECRET,
    publishable_key: PUBLISHABLE,
    webhook_secret: WEBHOOK_SECRET,
  });
  expect(saved.status).toBe(200);
  expect(saved.text).not.toContain(WEBHOOK_SECRET);
  const target = new URL(standIn.url);
  stripe = new Stripe(SECRET, {
    host: target.hostname,
    port: Number(target.port),
    protocol: 'http',
    telemetry: false,
  });
});

afterAll(async () => {
  await test.close();
  await standIn.close();
});

const shopper = () => test.session({ 'x-publishable-api-key': org.publishableKeyId });

/** A cart paying with Stripe: its session holds a PaymentIntent made for it, as initiate makes it. */
async function stripeCart(of: TestOrg = org) {
  const product = await createProduct(test, of);
  const variantId = product.variantIds[0]!;
  const cart = await readyCart(test, of, {
    lines: [{ variantId, quantity: 1 }],
    providerId: 'stripe',
  });
  const intent = await stripe.paymentIntents.create({
    amount: cart.total,
    currency: 'usd',
    capture_method: 'manual',
    metadata: { resource_id: cart.id, store_id: of.storeId },
  });
  await withTenantTx(test.database.db, of.storeId, (tx) =>
    tx.execute(sql`UPDATE payment_session SET data = ${JSON.stringify({ id: intent.id })}::jsonb
      WHERE store_id = ${of.storeId} AND cart_id = ${cart.id}`),
  );
  return { cart, intent, variantId };
}

/** What Stripe posts when the shopper's PaymentIntent is authorised, signed with `secret`. */
async function deliver(
  intent: { id: string; metadata: Record<string, string> },
  options: { secret?: string; type?: string; storeId?: string } = {},
) {
  const payload = JSON.stringify({
    id: `evt_${intent.id}`,
    object: 'event',
    type: options.type ?? 'payment_intent.amount_capturable_updated',
    data: { object: { id: intent.id, object: 'payment_intent', metadata: intent.metadata } },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return test.session().request('POST', `/hooks/stripe/stores/${options.storeId ?? org.storeId}`, {
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('Stripe payments of a store', () => {
  it('complete before the shopper confirmed answers the cart (v1 type cart), writing nothing', async () => {
    const { cart } = await stripeCart();
    const response = await shopper().post(`/store/carts/${cart.id}/complete`, undefined);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      type: 'cart',
      payment_status: 'requires_more',
      data: { id: cart.id },
    });
    expect(await countRows(test, org, 'order')).toBe(0);
  });

  it('the signed webhook completes a confirmed cart once; the storefront then gets the same order', async () => {
    const { cart, intent, variantId } = await stripeCart();
    standIn.paymentIntents.get(intent.id)!.status = 'requires_capture';

    const hooked = await deliver(intent);

    expect(hooked.status).toBe(200);
    expect(hooked.body).toMatchObject({ received: true, outcome: 'order' });
    const orderId = hooked.body.order_id as string;
    const again = await deliver(intent, { type: 'payment_intent.succeeded' });
    expect(again.body).toMatchObject({ outcome: 'order', order_id: orderId });
    const browser = await shopper().post(`/store/carts/${cart.id}/complete`, undefined);
    expect(browser.status).toBe(200);
    expect(browser.body.data.id).toBe(orderId);
    expect(browser.body.data.payments[0]).toMatchObject({
      provider_id: 'stripe',
      amount: cart.total,
      data: { id: intent.id, status: 'requires_capture' },
    });
    expect(await stockOf(test, org, variantId)).toEqual({ stocked: 10, reserved: 1 });
    const byCart = await shopper().get(`/store/orders/cart/${cart.id}`);
    expect(byCart.body.order.id).toBe(orderId);
  });

  it('refuses a payload not signed with the store’s secret, and ignores other stores’ intents', async () => {
    const { cart, intent } = await stripeCart();
    standIn.paymentIntents.get(intent.id)!.status = 'requires_capture';
    const forged = await deliver(intent, { secret: 'whsec_somebodyElse000' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toContain('Stripe-Signature');

    const other = await createOrg(test, 'No webhook');
    const unset = await deliver(intent, { storeId: other.storeId });
    expect(unset.status).toBe(400);
    expect(unset.body.message).toContain('not set up Stripe webhooks');

    const elsewhere = await deliver({
      id: intent.id,
      metadata: { ...intent.metadata, store_id: other.storeId },
    });
    expect(elsewhere.body).toMatchObject({ outcome: 'ignored' });
    const unrelated = await deliver(intent, { type: 'charge.refunded' });
    expect(unrelated.body).toMatchObject({ outcome: 'ignored' });
    const cartNow = await shopper().get(`/store/carts/${cart.id}`);
    expect(cartNow.body.cart.completed_at).toBeNull();
  });
});
