import { AdminOrgPaymentRes, ErrorBody, SignupStatusRes } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { queryRows } from '../../../test/database.js';
import { createOrg } from '../../../test/factories.js';
import { completeSignup } from './signup.service.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

let counter = 0;
function userData(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    fname: 'Grace',
    lname: 'Hopper',
    email: `Grace.${counter}.${Date.now()}@Navy.test`,
    organization: `Compiler Goods ${counter}`,
    password: 'cobol-forever',
    plan: 'standard',
    ...overrides,
  };
}

/** Submits the local hosted checkout form as a browser would. */
async function pay(url: string, card: Record<string, string>) {
  return fetch(new URL(url, test.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      expiry: '12 / 40',
      cvc: '123',
      name: 'Grace Hopper',
      ...card,
    }).toString(),
    redirect: 'manual',
  });
}

describe('POST /admin/users/isUserExits', () => {
  it('tells whether an account exists, comparing emails lowercased', async () => {
    const org = await createOrg(test);
    const anonymous = test.session();
    const taken = await anonymous.post('/admin/users/isUserExits', {
      email: org.email.toUpperCase(),
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ isAccountExits: true });
    const free = await anonymous.post('/admin/users/isUserExits', {
      email: 'nobody-here@example.com',
    });
    expect(free.body).toEqual({ isAccountExits: false });
  });

  it('is rate limited per address', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_ADDRESS: '2' } });
    try {
      const anonymous = limited.session();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await anonymous.post('/admin/users/isUserExits', { email: 'a@b.co' })).status).toBe(
          200,
        );
      }
      const blocked = await anonymous.post('/admin/users/isUserExits', { email: 'a@b.co' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /admin/users/orgpayment with the local provider', () => {
  it('validates everything again with the form messages', async () => {
    const anonymous = test.session();
    const cases: Array<[Record<string, string>, string]> = [
      [{ fname: '' }, 'First name is required'],
      [{ lname: ' ' }, 'Last name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'grace@navy' }, 'Invalid email format'],
      [{ email: 'grace@navy.military' }, 'Invalid email format'],
      [{ organization: '' }, 'Organization name is required'],
      [{ password: '' }, 'Password is required'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ plan: 'enterprise' }, 'Invalid plan selected!'],
      [{ fname: 'x'.repeat(201) }, 'userData.fname must be at most 200 characters'],
    ];
    for (const [override, message] of cases) {
      const response = await anonymous.post('/admin/users/orgpayment', {
        userData: userData(override),
      });
      expect(response.status, message).toBe(400);
      expect(ErrorBody.parse(response.body).message).toBe(message);
    }
  });

  it('refuses an email that already has an account', async () => {
    const org = await createOrg(test);
    const response = await test
      .session()
      .post('/admin/users/orgpayment', { userData: userData({ email: org.email }) });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      type: 'duplicate_error',
      code: 'email_taken',
      message: 'User already exists. Please use a different email.',
    });
  });

  it('pays with 4242, provisions the organisation once, and the owner logs in to an empty store', async () => {
    const data = userData({ plan: 'Premium' });
    const started = await test.session().post('/admin/users/orgpayment', { userData: data });
    expect(started.status).toBe(200);
    const { sessionId, url } = AdminOrgPaymentRes.parse(started.body);
    expect(url).toBe(`/checkout/local/${sessionId}`);

    const checkoutPage = await fetch(new URL(url, test.url));
    const html = await checkoutPage.text();
    expect(checkoutPage.status).toBe(200);
    expect(html).toContain('Test checkout.');
    expect(html).toContain('No money moves');
    expect(html).toContain(data.organization);
    expect(html).toContain('Premium plan');
    expect(html).toContain('$50.00');
    expect(html).toContain('href="/app/plans"');

    const pending = await test.session().get(`/admin/signup/status?session_id=${sessionId}`);
    // Only the status: the session id sits in URLs, so the answer names nobody.
    expect(SignupStatusRes.strict().parse(pending.body)).toEqual({ status: 'pending' });

    const paid = await pay(url, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/app/success?session_id=${sessionId}`);
    const again = await pay(url, { number: '4242 4242 4242 4242' });
    expect(again.status).toBe(303);

    const done = await test.session().get(`/admin/signup/status?session_id=${sessionId}`);
    expect(done.body.status).toBe('provisioned');

    const owner = await test.session().login(data.email.toLowerCase(), data.password);
    const store = await owner.get('/admin/store');
    expect(store.body.store.name).toBe(data.organization);
    expect(store.body.store.default_currency_code).toBe('usd');
    const me = await owner.get('/admin/auth');
    expect(me.body.user).toMatchObject({ role: 'admin', first_name: 'Grace', last_name: 'Hopper' });
    const billing = await owner.get('/admin/billing');
    expect(billing.body.billing).toMatchObject({
      plan: 'premium',
      status: 'active',
      provider: 'local',
      amount: 5000,
    });
    const users = await owner.get('/admin/users');
    expect(users.body.count).toBe(1);
    expect(store.body.store.default_sales_channel).toMatchObject({ name: 'Default Sales Channel' });
    const regions = await queryRows<{ name: string; currency_code: string }>(
      test.database.db,
      sql`select name, currency_code from region where store_id = ${store.body.store.id}`,
    );
    expect(regions).toEqual([{ name: 'Default Region', currency_code: 'usd' }]);

    const [organizations] = await queryRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from organization where name = ${data.organization}`,
    );
    expect(organizations!.n).toBe(1);
  });

  it('shows a declined card and insufficient funds on the page and provisions nothing', async () => {
    const data = userData();
    const { body } = await test.session().post('/admin/users/orgpayment', { userData: data });
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ] as const) {
      const response = await pay(body.url, { number });
      expect(response.status).toBe(402);
      const html = await response.text();
      expect(html).toContain(`role="alert">${message.replace("'", '&#39;')}`);
      expect(html).not.toContain(number);
    }
    const status = await test.session().get(`/admin/signup/status?session_id=${body.sessionId}`);
    expect(status.body.status).toBe('pending');
    expect(
      (await test.session().post('/admin/auth', { email: data.email, password: data.password }))
        .status,
    ).toBe(401);
  });

  it('marks a paid intent whose email was taken meanwhile for attention instead of provisioning', async () => {
    const data = userData();
    const { body } = await test.session().post('/admin/users/orgpayment', { userData: data });
    await test
      .session()
      .post('/admin/users/orgpayment', { userData: { ...data, organization: 'Twin' } });
    // The twin pays first.
    const [twin] = await queryRows<{ s: string }>(
      test.database.db,
      sql`select provider_session_id as s from signup_intent where organization = 'Twin'`,
    );
    expect((await pay(`/checkout/local/${twin!.s}`, { number: '4242424242424242' })).status).toBe(
      303,
    );
    const late = await pay(body.url, { number: '4242424242424242' });
    expect(late.status).toBe(422);
    expect(await late.text()).toContain('was created while you were paying');
    const status = await test.session().get(`/admin/signup/status?session_id=${body.sessionId}`);
    expect(status.body.status).toBe('needs_attention');
  });

  it('provisions once however many confirmations arrive at the same time', async () => {
    const data = userData();
    const { body } = await test.session().post('/admin/users/orgpayment', { userData: data });
    const [intent] = await queryRows<{ id: string }>(
      test.database.db,
      sql`select id from signup_intent where provider_session_id = ${body.sessionId}`,
    );
    const intentId = intent!.id;
    const confirmations = Array.from({ length: 12 }, () =>
      completeSignup({ db: test.database.db, logger: test.app.log as never }, intentId, {
        provider: 'local',
        customerId: 'cus_x',
        subscriptionId: null,
        currentPeriodEnd: null,
        confirmedAt: new Date(),
      }),
    );
    const results = await Promise.all(confirmations);
    expect(new Set(results.map((row) => row.storeId)).size).toBe(1);
    const [counted] = await queryRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from organization where name = ${data.organization}`,
    );
    expect(counted!.n).toBe(1);
  });

  it('never stores or logs the password in clear', async () => {
    const data = userData({ password: 'plain-text-canary-42' });
    const { body } = await test.session().post('/admin/users/orgpayment', { userData: data });
    await pay(body.url, { number: '4242424242424242' });
    const tables = await queryRows<{ table_name: string }>(
      test.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const [dump] = await queryRows<{ text: string }>(
        test.database.db,
        sql.raw(`select coalesce(string_agg(t::text, ' '), '') as text from "${table_name}" t`),
      );
      expect(dump!.text, table_name).not.toContain('plain-text-canary-42');
    }
    expect(test.logs.join('\n')).not.toContain('plain-text-canary-42');
  });
});
