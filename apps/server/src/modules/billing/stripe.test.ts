import { ErrorBody } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { queryRows } from '../../../test/database.js';
import { startStripeStandIn } from '../../../test/stripe-stand-in.js';
import type { HttpSession } from '../../../test/http.js';

const WEBHOOK_SECRET = 'whsec_test_storedesk';
const stripe = new Stripe('sk_test_storedesk');
let test: TestApp;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  test = await buildTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_storedesk',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    },
  });
});
afterAll(async () => {
  await test.close();
  await standIn.close();
});

let eventCounter = 0;
function event(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  eventCounter += 1;
  return {
    id: `evt_test_${eventCounter}_${Date.now()}`,
    object: 'event',
    type,
    created,
    data: { object },
  };
}

async function deliver(payload: object, signature?: string) {
  const body = JSON.stringify(payload);
  const header =
    signature ??
    stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  const response = await fetch(`${test.url}/hooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let signups = 0;
async function startSignup(plan = 'standard') {
  signups += 1;
  const userData = {
    fname: 'Ada',
    lname: 'Lovelace',
    email: `ada.${signups}.${Date.now()}@engine.test`,
    organization: `Analytical Engines ${signups}`,
    password: 'secret-canary-stripe',
    plan,
  };
  const response = await test.session().post('/admin/users/orgpayment', { userData });
  expect(response.status).toBe(200);
  const [intent] = await queryRows<{ id: string }>(
    test.database.db,
    sql`select id from signup_intent where provider_session_id = ${response.body.sessionId}`,
  );
  return {
    userData,
    intentId: intent!.id,
    sessionId: response.body.sessionId as string,
    url: response.body.url as string,
  };
}

function completed(intentId: string, subscription: string, customer = `cus_${subscription}`) {
  return event('checkout.session.completed', {
    id: `cs_${subscription}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: intentId,
    customer,
    subscription,
    payment_status: 'paid',
  });
}

async function owner(signup: Awaited<ReturnType<typeof startSignup>>): Promise<HttpSession> {
  return test.session().login(signup.userData.email.toLowerCase(), signup.userData.password);
}

describe('Stripe checkout session', () => {
  it('asks the Stripe API for a subscription checkout with an idempotency key and no password', async () => {
    const before = standIn.requests.length;
    const signup = await startSignup('standard');
    expect(signup.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_standin_/);
    const request = standIn.requests
      .slice(before)
      .find((entry) => entry.path === '/v1/checkout/sessions')!;
    expect(request.method).toBe('POST');
    expect(request.headers['idempotency-key']).toBe(`signup-${signup.intentId}`);
    expect(request.headers.authorization).toBe('Bearer sk_test_storedesk');
    const form = new URLSearchParams(request.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('client_reference_id')).toBe(signup.intentId);
    expect(form.get('customer_email')).toBe(signup.userData.email.toLowerCase());
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('success_url')).toBe(
      'http://storedesk.test/app/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(form.get('cancel_url')).toBe('http://storedesk.test/app/plans');
    for (const recorded of standIn.requests) {
      expect(recorded.body).not.toContain('secret-canary-stripe');
      expect(JSON.stringify(recorded.headers)).not.toContain('secret-canary-stripe');
      expect(recorded.body).not.toContain('scrypt');
    }
  });
});

describe('Stripe webhook', () => {
  it('rejects a missing or wrong signature with 400 and changes nothing', async () => {
    const signup = await startSignup();
    const payload = completed(signup.intentId, 'sub_badsig');
    const forged = await deliver(payload, 't=1,v1=deadbeef');
    expect(forged.status).toBe(400);
    expect(ErrorBody.parse(forged.body).type).toBe('invalid_data');
    const wrongSecret = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(payload),
      secret: 'whsec_other',
    });
    expect((await deliver(payload, wrongSecret)).status).toBe(400);
    const unsigned = await fetch(`${test.url}/hooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(400);
    const status = await test.session().get(`/admin/signup/status?session_id=${signup.sessionId}`);
    expect(status.body.status).toBe('pending');
  });

  it('provisions on checkout.session.completed and ignores a duplicate delivery', async () => {
    const signup = await startSignup('premium');
    const payload = completed(signup.intentId, 'sub_dup');
    expect(await deliver(payload)).toEqual({
      status: 200,
      body: { received: true, outcome: 'handled' },
    });
    expect(await deliver(payload)).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });

    const admin = await owner(signup);
    const billing = await admin.get('/admin/billing');
    expect(billing.body.billing).toMatchObject({
      plan: 'premium',
      status: 'active',
      provider: 'stripe',
      amount: 5000,
    });
    const [count] = await queryRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from organization where name = ${signup.userData.organization}`,
    );
    expect(count!.n).toBe(1);
  });

  it('provisions once when many confirmations arrive at the same time', async () => {
    const signup = await startSignup();
    const deliveries = Array.from({ length: 8 }, () =>
      deliver(completed(signup.intentId, 'sub_parallel')),
    );
    const results = await Promise.all(deliveries);
    expect(results.every((result) => result.status === 200)).toBe(true);
    const [count] = await queryRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from organization where name = ${signup.userData.organization}`,
    );
    expect(count!.n).toBe(1);
  });

  it('applies billing changes in event order, whatever order they arrive in', async () => {
    const signup = await startSignup();
    const subscription = `sub_order_${Date.now()}`;
    const now = Math.floor(Date.now() / 1000);

    // A subscription event before the store exists is refused (409) so Stripe delivers it again.
    const early = event('invoice.payment_failed', { object: 'invoice', subscription }, now + 10);
    expect((await deliver(early)).status).toBe(409);

    expect((await deliver(completed(signup.intentId, subscription))).status).toBe(200);
    const admin = await owner(signup);

    expect((await deliver(early)).body.outcome).toBe('handled');
    expect((await admin.get('/admin/billing')).body.billing.status).toBe('past_due');

    // An older "paid" arriving late does not undo the newer failure.
    const older = event('invoice.paid', { object: 'invoice', subscription }, now + 5);
    expect((await deliver(older)).body.outcome).toBe('stale');
    expect((await admin.get('/admin/billing')).body.billing.status).toBe('past_due');

    const periodEnd = now + 30 * 24 * 3600;
    const paid = event(
      'invoice.paid',
      { object: 'invoice', subscription, lines: { data: [{ period: { end: periodEnd } }] } },
      now + 20,
    );
    expect((await deliver(paid)).body.outcome).toBe('handled');
    const billing = (await admin.get('/admin/billing')).body.billing;
    expect(billing.status).toBe('active');
    expect(billing.current_period_end).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it('makes a canceled store read-only (402) until it pays again', async () => {
    const signup = await startSignup();
    const subscription = `sub_cancel_${Date.now()}`;
    const now = Math.floor(Date.now() / 1000);
    await deliver(completed(signup.intentId, subscription));
    const admin = await owner(signup);
    expect((await admin.post('/admin/store', { name: 'Before cancel' })).status).toBe(200);

    const updated = event(
      'customer.subscription.updated',
      {
        id: subscription,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: true,
        items: { data: [] },
      },
      now + 10,
    );
    expect((await deliver(updated)).body.outcome).toBe('handled');
    expect((await admin.get('/admin/billing')).body.billing).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });

    const deleted = event(
      'customer.subscription.deleted',
      {
        id: subscription,
        object: 'subscription',
        status: 'canceled',
        cancel_at_period_end: false,
        items: { data: [] },
      },
      now + 20,
    );
    expect((await deliver(deleted)).body.outcome).toBe('handled');
    const refused = await admin.post('/admin/store', { name: 'After cancel' });
    expect(refused.status).toBe(402);
    expect(ErrorBody.parse(refused.body)).toMatchObject({
      type: 'payment_error',
      code: 'store_read_only',
    });
    expect(refused.body.message).toMatch(/read-only/);
    expect((await admin.get('/admin/store')).body.store.name).toBe('Before cancel');
    expect((await admin.delete('/admin/auth')).status).toBe(200);

    const again = await owner(signup);
    const portal = await again.post('/admin/billing/manage');
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session/bps_test_1');
    const portalRequest = standIn.requests.find(
      (entry) => entry.path === '/v1/billing_portal/sessions',
    )!;
    expect(new URLSearchParams(portalRequest.body).get('customer')).toBe(`cus_${subscription}`);

    const repaid = event('invoice.paid', { object: 'invoice', subscription }, now + 30);
    expect((await deliver(repaid)).body.outcome).toBe('handled');
    expect((await again.post('/admin/store', { name: 'Paid again' })).status).toBe(200);
  });
});
