import { AdminBillingRes, ErrorBody } from '@storedesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg } from '../../../test/factories.js';
import type { HttpSession } from '../../../test/http.js';
import { billingAccount } from './billing.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

let counter = 0;
/** Signs up through the local hosted checkout and returns the new owner's session. */
async function paidSignup(plan = 'basic'): Promise<{ owner: HttpSession; storeId: string }> {
  counter += 1;
  const userData = {
    fname: 'Bill',
    lname: 'Payer',
    email: `bill.${counter}.${Date.now()}@pay.test`,
    organization: `Billing Shop ${counter}`,
    password: 'billing-secret',
    plan,
  };
  const { body } = await test.session().post('/admin/users/orgpayment', { userData });
  await pay(body.url);
  const owner = await test.session().login(userData.email, userData.password);
  const store = await owner.get('/admin/store');
  return { owner, storeId: store.body.store.id };
}

async function pay(url: string, number = '4242424242424242') {
  return fetch(new URL(url, test.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number,
      expiry: '01/39',
      cvc: '999',
      name: 'Bill Payer',
    }).toString(),
    redirect: 'manual',
  });
}

describe('/admin/billing with the local provider', () => {
  it('shows the plan, price and next renewal of a new store', async () => {
    const { owner } = await paidSignup('standard');
    const response = await owner.get('/admin/billing');
    const { billing } = AdminBillingRes.parse(response.body);
    expect(billing).toMatchObject({
      plan: 'standard',
      status: 'active',
      provider: 'local',
      amount: 2500,
      currency_code: 'usd',
      cancel_at_period_end: false,
    });
    const renewal = new Date(billing!.current_period_end!).getTime();
    expect(renewal).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(renewal).toBeLessThan(Date.now() + 32 * 24 * 3600 * 1000);
  });

  it('changes plan, cancels at period end and resumes', async () => {
    const { owner } = await paidSignup('basic');
    expect(
      (await owner.post('/admin/billing/plan', { plan: 'premium' })).body.billing,
    ).toMatchObject({
      plan: 'premium',
      amount: 5000,
    });
    const bad = await owner.post('/admin/billing/plan', { plan: 'gold' });
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(bad.body).message).toBe('plan must be one of: basic, standard, premium');

    expect((await owner.post('/admin/billing/cancel')).body.billing.cancel_at_period_end).toBe(
      true,
    );
    // Still active until the period ends: writes work.
    expect((await owner.post('/admin/store', { name: 'Still open' })).status).toBe(200);
    expect((await owner.post('/admin/billing/resume')).body.billing.cancel_at_period_end).toBe(
      false,
    );
  });

  it('a canceled store is read-only until it pays through the local checkout again', async () => {
    const { owner, storeId } = await paidSignup('basic');
    await owner.post('/admin/billing/cancel');
    await test.database.db
      .update(billingAccount)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(billingAccount.storeId, storeId));

    expect((await owner.get('/admin/billing')).body.billing.status).toBe('canceled');
    const refused = await owner.post('/admin/store', { name: 'Nope' });
    expect(refused.status).toBe(402);
    expect(ErrorBody.parse(refused.body).code).toBe('store_read_only');
    expect((await owner.post('/admin/invites', { user: 'x@pay.test' })).status).toBe(402);
    expect((await owner.get('/admin/users')).status).toBe(200);

    const manage = await owner.post('/admin/billing/manage');
    expect(manage.body.url).toMatch(/^\/checkout\/local\/cs_local_/);
    const page = await (await fetch(new URL(manage.body.url, test.url))).text();
    expect(page).toContain('href="/app/a/settings/billing"');
    const declined = await pay(manage.body.url, '4000000000000002');
    expect(declined.status).toBe(402);
    expect((await owner.post('/admin/store', { name: 'Nope' })).status).toBe(402);

    const paid = await pay(manage.body.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/app/a/settings/billing?paid=1');
    expect((await owner.get('/admin/billing')).body.billing).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
    });
    expect((await owner.post('/admin/store', { name: 'Open again' })).status).toBe(200);
  });

  it('a local subscription whose month ended unpaid is past due (still writable) until paid', async () => {
    const { owner, storeId } = await paidSignup('standard');
    await test.database.db
      .update(billingAccount)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(billingAccount.storeId, storeId));
    expect((await owner.get('/admin/billing')).body.billing.status).toBe('past_due');
    expect((await owner.post('/admin/store', { name: 'Past due but open' })).status).toBe(200);
    const manage = await owner.post('/admin/billing/manage');
    expect((await pay(manage.body.url)).status).toBe(303);
    const billing = (await owner.get('/admin/billing')).body.billing;
    expect(billing.status).toBe('active');
    expect(new Date(billing.current_period_end).getTime()).toBeGreaterThan(Date.now());
  });

  it('only admins manage billing; operator-created stores have no plan', async () => {
    const org = await createOrg(test);
    expect((await org.admin.get('/admin/billing')).body).toEqual({ billing: null });
    expect((await org.admin.post('/admin/billing/cancel')).status).toBe(404);
    expect((await org.admin.post('/admin/store', { name: 'No billing, no limits' })).status).toBe(
      200,
    );

    const { owner } = await paidSignup();
    const member = await owner.post('/admin/users', {
      email: `m.${Date.now()}@pay.test`,
      password: 'member-pw',
      role: 'member',
    });
    const memberSession = await test.session().login(member.body.user.email, 'member-pw');
    expect((await memberSession.get('/admin/billing')).status).toBe(200);
    expect((await memberSession.post('/admin/billing/cancel')).status).toBe(403);
  });
});
