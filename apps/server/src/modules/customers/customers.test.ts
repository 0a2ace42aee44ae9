import {
  ErrorBody,
  StoreAuthRes,
  StoreBearerAuthRes,
  StoreCustomersListPaymentMethodsRes,
  StoreCustomersRes,
  StoreGetAuthEmailRes,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { readyCart } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import type { HttpSession } from '../../../test/http.js';
import { withTenantTx } from '../../platform/db/tx.js';
import {
  CUSTOMER_SESSION_COOKIE,
  guestCustomerFor,
  pruneCustomerSessions,
} from './customer-session.js';
import { customer, customerPasswordToken, customerSession } from './customers.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** A storefront of the org: the publishable key, and cookies kept between calls. */
const shopper = (org: TestOrg, headers: Record<string, string> = {}) =>
  test.session({ 'x-publishable-api-key': org.publishableKeyId, ...headers });

const newEmail = () => `shopper-${randomBytes(4).toString('hex')}@example.com`;

/** A shopper registered (and so signed in) with a new email. */
async function registered(
  org: TestOrg,
  fields: Record<string, unknown> = {},
): Promise<{ session: HttpSession; id: string; email: string; password: string }> {
  const session = shopper(org);
  const email = (fields.email as string | undefined) ?? newEmail();
  const password = 'secret123';
  const response = await session.post('/store/customers', {
    email,
    password,
    first_name: 'Sam',
    last_name: 'Shopper',
    ...fields,
  });
  expect(response.status, response.text).toBe(200);
  return { session, id: response.body.customer.id, email, password };
}

const anAddress = {
  first_name: 'Sam',
  last_name: 'Shopper',
  address_1: '1 Main St',
  city: 'Berlin',
  country_code: 'DE',
  postal_code: '10115',
};

/** The reset code in a mail of the outbox. */
function tokenIn(message: string): string {
  const match = /reset code[^\n]*\n+\s*([\w-]{20,})/.exec(message.replace(/=\r?\n/g, ''));
  if (!match) throw new Error('no reset code in the mail');
  return match[1]!;
}

async function customerRow(storeId: string, id: string) {
  const rows = await test.database.db
    .select()
    .from(customer)
    .where(and(eq(customer.storeId, storeId), eq(customer.id, id)));
  return rows[0];
}

describe('POST /store/customers (register)', () => {
  it('creates the account, v1 shape without any secret, and signs the shopper in', async () => {
    const org = await createOrg(test);
    const session = shopper(org);
    const email = newEmail();
    const response = await session.post('/store/customers', {
      email: email.toUpperCase(),
      password: 'secret123',
      first_name: 'Sam',
      last_name: 'Shopper',
    });
    expect(response.status).toBe(200);
    const { customer: created } = StoreCustomersRes.parse(response.body);
    expect(Object.keys(response.body.customer)).toEqual([
      'id',
      'created_at',
      'updated_at',
      'deleted_at',
      'email',
      'first_name',
      'last_name',
      'billing_address_id',
      'phone',
      'has_account',
      'metadata',
      'billing_address',
      'shipping_addresses',
    ]);
    expect(created).toMatchObject({
      email,
      first_name: 'Sam',
      last_name: 'Shopper',
      has_account: true,
      billing_address: null,
      shipping_addresses: [],
      phone: null,
      metadata: null,
    });
    expect(created.id).toMatch(/^cus_/);
    expect(response.text).not.toMatch(/password|scrypt|secret123/);
    expect(session.cookies.has(CUSTOMER_SESSION_COOKIE)).toBe(true);

    const me = await session.get('/store/customers/me');
    expect(me.status).toBe(200);
    expect(me.body.customer.id).toBe(created.id);
    // The stored hash is scrypt, never the password.
    expect((await customerRow(org.storeId, created.id))!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('answers 422 duplicate_error for an email that already has an account in the store', async () => {
    const org = await createOrg(test);
    const { email } = await registered(org);
    const again = await shopper(org).post('/store/customers', {
      email: email.toUpperCase(),
      password: 'another1',
    });
    expect(again.status).toBe(422);
    expect(ErrorBody.parse(again.body)).toMatchObject({
      type: 'duplicate_error',
      message: 'A customer with the given email already has an account. Log in instead',
    });
  });

  it('keeps the guest customer with that email apart from the new account', async () => {
    const org = await createOrg(test);
    const email = newEmail();
    const guest = await withTenantTx(test.database.db, org.storeId, (tx) =>
      guestCustomerFor(tx, org.storeId, email.toUpperCase()),
    );
    expect(guest.email).toBe(email);
    expect(await customerRow(org.storeId, guest.id)).toMatchObject({ hasAccount: false });
    // The same guest again: the same row.
    const same = await guestCustomerFor(test.database.db, org.storeId, ` ${email} `);
    expect(same.id).toBe(guest.id);

    // Signing up proves nothing about the email: the account is a row of its own, and the
    // guest (with any orders it has) stays a guest until the account holder claims them.
    const { id } = await registered(org, { email, first_name: 'Gus' });
    expect(id).not.toBe(guest.id);
    expect(await customerRow(org.storeId, id)).toMatchObject({
      hasAccount: true,
      firstName: 'Gus',
    });
    expect(await customerRow(org.storeId, guest.id)).toMatchObject({
      hasAccount: false,
      firstName: null,
    });
    // Carts of shoppers who are not signed in keep attaching to the guest, never the account.
    expect(await guestCustomerFor(test.database.db, org.storeId, email)).toEqual({
      id: guest.id,
      email,
    });
  });

  it('gives concurrent guest checkouts with one new email one customer', async () => {
    const org = await createOrg(test);
    const email = newEmail();
    const found = await Promise.all(
      Array.from({ length: 8 }, () =>
        withTenantTx(test.database.db, org.storeId, (tx) =>
          guestCustomerFor(tx, org.storeId, email),
        ),
      ),
    );
    expect(new Set(found.map((one) => one.id)).size).toBe(1);
  });

  it('lets one of concurrent registrations with one email win; the others get 422', async () => {
    const org = await createOrg(test);
    const email = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        shopper(org).post('/store/customers', { email, password: `secret-${n}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    const rows = await test.database.db
      .select()
      .from(customer)
      .where(eq(customer.storeId, org.storeId));
    expect(rows.filter((row) => row.email === email)).toHaveLength(1);
  });

  it('answers 400 naming the field', async () => {
    const org = await createOrg(test);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ password: 'secret123' }, /^email/],
      [{ email: 'not-an-email', password: 'secret123' }, /^email must be a valid email/],
      [{ email: newEmail() }, /^password/],
      [{ email: newEmail(), password: '123' }, /^password/],
      [{ email: newEmail(), password: 'secret123', first_name: 7 }, /^first_name/],
      [{ email: newEmail(), password: 'secret123', role: 'admin' }, /role/],
    ];
    for (const [body, message] of cases) {
      const response = await shopper(org).post('/store/customers', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(ErrorBody.parse(response.body)).toMatchObject({ type: 'invalid_data' });
      expect(response.body.message).toMatch(message);
    }
  });

  it('treats an empty Authorization header as anonymous, not a 401', async () => {
    const org = await createOrg(test);
    const session = shopper(org, { authorization: '' });
    const response = await session.post('/store/customers', {
      email: newEmail(),
      password: 'secret123',
    });
    expect(response.status).toBe(200);
    expect((await session.get('/store/customers/me')).status).toBe(200);
    expect(
      (await shopper(org, { authorization: '' }).get('/store/auth/x@example.com')).body,
    ).toEqual({
      exists: false,
    });
  });
});

describe('/store/customers/me', () => {
  it('answers 401 when signed out', async () => {
    const org = await createOrg(test);
    for (const [method, path] of [
      ['GET', '/store/customers/me'],
      ['POST', '/store/customers/me'],
      ['GET', '/store/customers/me/payment-methods'],
      ['POST', '/store/customers/me/addresses'],
      ['POST', '/store/customers/me/addresses/addr_1'],
      ['DELETE', '/store/customers/me/addresses/addr_1'],
      ['GET', '/store/auth'],
    ] as const) {
      const response = await shopper(org).request(method, path, {
        body: method === 'POST' ? { address: anAddress } : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(ErrorBody.parse(response.body).type).toBe('unauthorized');
    }
  });

  it('updates names, phone, metadata (merged as v1) and the password', async () => {
    const org = await createOrg(test);
    const { session, email } = await registered(org);
    const first = await session.post('/store/customers/me', {
      first_name: 'Samantha',
      phone: '+49 30 1234',
      metadata: { size: 'M', colour: 'red' },
    });
    expect(first.status).toBe(200);
    expect(first.body.customer).toMatchObject({
      first_name: 'Samantha',
      last_name: 'Shopper',
      phone: '+49 30 1234',
      metadata: { size: 'M', colour: 'red' },
    });
    const second = await session.post('/store/customers/me', {
      metadata: { size: 'L', colour: '' },
    });
    expect(second.body.customer.metadata).toEqual({ size: 'L' });

    const changed = await session.post('/store/customers/me', { password: 'newsecret1' });
    expect(changed.status).toBe(200);
    expect(changed.text).not.toMatch(/newsecret1|scrypt/);
    expect((await shopper(org).post('/store/auth', { email, password: 'secret123' })).status).toBe(
      401,
    );
    expect((await shopper(org).post('/store/auth', { email, password: 'newsecret1' })).status).toBe(
      200,
    );
  });

  it('changes the email, refusing one another customer of the store uses (422)', async () => {
    const org = await createOrg(test);
    const { session } = await registered(org);
    const other = await registered(org);
    const taken = await session.post('/store/customers/me', { email: other.email });
    expect(taken.status).toBe(422);
    expect(ErrorBody.parse(taken.body)).toMatchObject({ type: 'duplicate_error' });
    expect(taken.body.message).toMatch(/^email/);

    const fresh = newEmail();
    const changed = await session.post('/store/customers/me', { email: fresh.toUpperCase() });
    expect(changed.body.customer.email).toBe(fresh);
    const bad = await session.post('/store/customers/me', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^email/);
  });

  it('sets the billing address from a new address, then from a saved one', async () => {
    const org = await createOrg(test);
    const { session } = await registered(org);
    const set = await session.post('/store/customers/me', {
      billing_address: { ...anAddress, company: 'ACME' },
    });
    expect(set.status).toBe(200);
    const billing = set.body.customer.billing_address;
    expect(billing).toMatchObject({ company: 'ACME', country_code: 'de', customer_id: null });
    expect(set.body.customer.billing_address_id).toBe(billing.id);
    expect(set.body.customer.shipping_addresses).toEqual([]);

    // Given again as an object: the same billing address changes.
    const again = await session.post('/store/customers/me', { billing_address: { city: 'Bonn' } });
    expect(again.body.customer.billing_address).toMatchObject({ id: billing.id, city: 'Bonn' });

    const saved = await session.post('/store/customers/me/addresses', { address: anAddress });
    const savedId = saved.body.customer.shipping_addresses[0].id;
    const chosen = await session.post('/store/customers/me', { billing_address: savedId });
    expect(chosen.body.customer.billing_address_id).toBe(savedId);

    const unknown = await session.post('/store/customers/me', { billing_address: 'addr_nope' });
    expect(unknown.status).toBe(404);
  });

  it('lists payment methods in the v1 shape (none kept by the built-in providers)', async () => {
    const org = await createOrg(test);
    const { session } = await registered(org);
    const response = await session.get('/store/customers/me/payment-methods');
    expect(response.status).toBe(200);
    expect(StoreCustomersListPaymentMethodsRes.parse(response.body)).toEqual({
      payment_methods: [],
    });
  });
});

describe('/store/customers/me/addresses', () => {
  it('adds (once per identical address), updates and deletes saved addresses', async () => {
    const org = await createOrg(test);
    const { session, id } = await registered(org);
    const added = await session.post('/store/customers/me/addresses', { address: anAddress });
    expect(added.status).toBe(200);
    const [saved] = StoreCustomersRes.parse(added.body).customer.shipping_addresses!;
    expect(saved).toMatchObject({
      customer_id: id,
      address_1: '1 Main St',
      country_code: 'de',
      address_2: null,
    });
    expect(saved!.id).toMatch(/^addr_/);

    // v1 does not save the same address twice.
    const twice = await session.post('/store/customers/me/addresses', { address: anAddress });
    expect(twice.body.customer.shipping_addresses).toHaveLength(1);
    const other = await session.post('/store/customers/me/addresses', {
      address: { ...anAddress, address_1: '2 Side St' },
    });
    expect(other.body.customer.shipping_addresses).toHaveLength(2);

    const updated = await session.post(`/store/customers/me/addresses/${saved!.id}`, {
      city: 'Hamburg',
      address_2: 'Floor 3',
    });
    expect(updated.status).toBe(200);
    expect(
      updated.body.customer.shipping_addresses.find((one: { id: string }) => one.id === saved!.id),
    ).toMatchObject({ city: 'Hamburg', address_2: 'Floor 3', address_1: '1 Main St' });

    const deleted = await session.delete(`/store/customers/me/addresses/${saved!.id}`);
    expect(deleted.status).toBe(200);
    expect(
      deleted.body.customer.shipping_addresses.map((one: { id: string }) => one.id),
    ).not.toContain(saved!.id);
    expect((await session.delete(`/store/customers/me/addresses/${saved!.id}`)).status).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const org = await createOrg(test);
    const { session } = await registered(org);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^address/],
      [{ address: { ...anAddress, first_name: undefined } }, /^address\.first_name/],
      [{ address: { ...anAddress, country_code: 'Germany' } }, /^address\.country_code/],
      [{ address: { ...anAddress, country_code: 'ZZ' } }, /^address\.country_code/],
      [{ address: { ...anAddress, postal_code: 10115 } }, /^address\.postal_code/],
    ];
    for (const [body, message] of cases) {
      const response = await session.post('/store/customers/me/addresses', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });

  it("answers 404 for another customer's address or another store's, and leaves it unchanged", async () => {
    const org = await createOrg(test);
    const outsider = await createOrg(test);
    const owner = await registered(org);
    const added = await owner.session.post('/store/customers/me/addresses', { address: anAddress });
    const addressId = added.body.customer.shipping_addresses[0].id;

    const neighbour = await registered(org);
    // The same email in the other store is another customer.
    const stranger = await registered(outsider, { email: owner.email });
    for (const session of [neighbour.session, stranger.session]) {
      const update = await session.post(`/store/customers/me/addresses/${addressId}`, {
        city: 'Paris',
      });
      expect(update.status).toBe(404);
      expect(ErrorBody.parse(update.body).type).toBe('not_found');
      expect((await session.delete(`/store/customers/me/addresses/${addressId}`)).status).toBe(404);
    }
    const mine = await owner.session.get('/store/customers/me');
    expect(mine.body.customer.shipping_addresses[0]).toMatchObject({
      id: addressId,
      city: 'Berlin',
    });
  });
});

describe('/store/auth', () => {
  it('signs in with a cookie, answers the session and signs out', async () => {
    const org = await createOrg(test);
    const { id, email, password } = await registered(org);
    const session = shopper(org);
    const signedIn = await session.post('/store/auth', { email: email.toUpperCase(), password });
    expect(signedIn.status).toBe(200);
    const body = StoreAuthRes.parse(signedIn.body);
    expect(body.customer).toMatchObject({ id, email, orders: [], shipping_addresses: [] });
    expect(signedIn.body.customer).not.toHaveProperty('billing_address');
    expect(signedIn.text).not.toMatch(/password|scrypt/);
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    expect((await session.get('/store/auth')).body.customer.id).toBe(id);
    expect((await session.delete('/store/auth')).status).toBe(200);
    expect((await session.get('/store/auth')).status).toBe(401);
    expect((await session.get('/store/customers/me')).status).toBe(401);
  });

  it("answers the customer's orders, newest first, and no one else's", async () => {
    const org = await createOrg(test);
    const { session, id, email } = await registered(org);
    const product = await createProduct(test, org, { variants: 1 });
    const placed: string[] = [];
    // Two orders of the customer, and a guest's of another email in between.
    for (const buyer of ['customer', 'guest', 'customer'] as const) {
      const cart = await readyCart(test, org, {
        lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
        email: buyer === 'customer' ? email : newEmail(),
        customerId: buyer === 'customer' ? id : null,
      });
      const by = buyer === 'customer' ? session : shopper(org);
      const completed = await by.post(`/store/carts/${cart.id}/complete`, undefined);
      expect(completed.status, completed.text).toBe(200);
      if (buyer === 'customer') placed.unshift(completed.body.data.id);
    }
    const answer = StoreAuthRes.parse((await session.get('/store/auth')).body);
    expect(answer.customer.orders!.map((order) => order.id)).toEqual(placed);
    expect(answer.customer.orders![0]!.items).toHaveLength(1);
  });

  it('a new sign-in on the same browser ends the session it had', async () => {
    const org = await createOrg(test);
    const first = await registered(org);
    const second = await registered(org);
    const browser = shopper(org);
    await browser.post('/store/auth', { email: first.email, password: first.password });
    const old = new Map(browser.cookies);
    await browser.post('/store/auth', { email: second.email, password: second.password });
    expect((await browser.get('/store/customers/me')).body.customer.id).toBe(second.id);
    const replay = shopper(org);
    for (const [name, value] of old) replay.cookies.set(name, value);
    expect((await replay.get('/store/customers/me')).status).toBe(401);
  });

  it('ends the session on the server: the old cookie is worth nothing after sign-out', async () => {
    const org = await createOrg(test);
    const { email, password } = await registered(org);
    const session = shopper(org);
    await session.post('/store/auth', { email, password });
    const kept = new Map(session.cookies);
    await session.delete('/store/auth');
    const replay = shopper(org);
    for (const [name, value] of kept) replay.cookies.set(name, value);
    expect((await replay.get('/store/customers/me')).status).toBe(401);
  });

  it('answers the same 401 for a wrong password, an unknown email and a guest', async () => {
    const org = await createOrg(test);
    const { email } = await registered(org);
    const guestEmail = newEmail();
    await guestCustomerFor(test.database.db, org.storeId, guestEmail);
    for (const body of [
      { email, password: 'wrong-password' },
      { email: newEmail(), password: 'secret123' },
      { email: guestEmail, password: 'secret123' },
    ]) {
      const response = await shopper(org).post('/store/auth', body);
      expect(response.status).toBe(401);
      expect(ErrorBody.parse(response.body)).toEqual({
        type: 'unauthorized',
        message: 'Wrong email or password.',
        code: 'invalid_credentials',
      });
    }
    const missing = await shopper(org).post('/store/auth', { email });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^password/);
  });

  it('tells whether an email has an account in this store only', async () => {
    const org = await createOrg(test);
    const outsider = await createOrg(test);
    const { email } = await registered(org);
    const guestEmail = newEmail();
    await guestCustomerFor(test.database.db, org.storeId, guestEmail);
    const exists = async (who: TestOrg, value: string) =>
      StoreGetAuthEmailRes.parse(
        (await shopper(who).get(`/store/auth/${encodeURIComponent(value)}`)).body,
      ).exists;
    expect(await exists(org, email)).toBe(true);
    expect(await exists(org, email.toUpperCase())).toBe(true);
    expect(await exists(org, guestEmail)).toBe(false);
    expect(await exists(org, newEmail())).toBe(false);
    expect(await exists(outsider, email)).toBe(false);
  });

  it('hands out a bearer token that later calls send', async () => {
    const org = await createOrg(test);
    const { id, email, password } = await registered(org);
    const response = await shopper(org).post('/store/auth/token', { email, password });
    expect(response.status).toBe(200);
    const { access_token: token } = StoreBearerAuthRes.parse(response.body);
    const bearer = shopper(org, { authorization: `Bearer ${token}` });
    expect((await bearer.get('/store/customers/me')).body.customer.id).toBe(id);
    expect((await bearer.get('/store/auth')).body.customer.id).toBe(id);
    const changed = await bearer.post('/store/customers/me', { last_name: 'Bearer' });
    expect(changed.body.customer.last_name).toBe('Bearer');
    // A forged or foreign token is anonymous.
    const forged = shopper(org, { authorization: `Bearer ${token.slice(0, -2)}xx` });
    expect((await forged.get('/store/customers/me')).status).toBe(401);
    expect((await shopper(org, { authorization: 'Bearer ' }).get('/store/auth')).status).toBe(401);
    // A staff token is not a customer's.
    const staff = await test.session().post('/admin/auth/token', {
      email: org.email,
      password: org.password,
    });
    const asStaff = shopper(org, { authorization: `Bearer ${staff.body.access_token}` });
    expect((await asStaff.get('/store/customers/me')).status).toBe(401);
    expect((await shopper(org).post('/store/auth/token', { email, password: 'nope' })).status).toBe(
      401,
    );
  });
});

describe('bearer tokens and passwords', () => {
  it('makes tokens given for an earlier password worthless', async () => {
    const org = await createOrg(test);
    const { session, email, password } = await registered(org);
    const tokenFor = async (pw: string) =>
      StoreBearerAuthRes.parse(
        (await shopper(org).post('/store/auth/token', { email, password: pw })).body,
      ).access_token;
    const before = await tokenFor(password);
    const bearer = (token: string) => shopper(org, { authorization: `Bearer ${token}` });
    expect((await bearer(before).get('/store/customers/me')).status).toBe(200);

    const elsewhere = shopper(org);
    await elsewhere.post('/store/auth', { email, password });
    // Changed by the customer: the old token and the other session stop, this one goes on.
    await session.post('/store/customers/me', { password: 'changed12' });
    expect((await bearer(before).get('/store/customers/me')).status).toBe(401);
    expect((await elsewhere.get('/store/customers/me')).status).toBe(401);
    expect((await session.get('/store/customers/me')).status).toBe(200);
    const after = await tokenFor('changed12');
    expect((await bearer(after).get('/store/customers/me')).status).toBe(200);

    // Reset by email: the same.
    await shopper(org).post('/store/customers/password-token', { email });
    const code = tokenIn(test.outbox().at(-1)!);
    const reset = await shopper(org).post('/store/customers/password-reset', {
      email,
      token: code,
      password: 'resetpw12',
    });
    expect(reset.status).toBe(200);
    expect((await bearer(after).get('/store/customers/me')).status).toBe(401);
  });
});

describe('customers of two stores', () => {
  it('keeps the same email apart per store; a session or token of A is worth nothing in B', async () => {
    const storeA = await createOrg(test, 'Store A');
    const storeB = await createOrg(test, 'Store B');
    const a = await registered(storeA);
    // A customer of A cannot sign in to B.
    expect(
      (await shopper(storeB).post('/store/auth', { email: a.email, password: a.password })).status,
    ).toBe(401);
    // The same email registers in B as another customer, with its own password.
    const b = await registered(storeB, { email: a.email, password: 'bsecret12' });
    expect(b.id).not.toBe(a.id);
    expect(
      (await shopper(storeB).post('/store/auth', { email: a.email, password: a.password })).status,
    ).toBe(401);
    expect(
      (await shopper(storeA).post('/store/auth', { email: a.email, password: 'bsecret12' })).status,
    ).toBe(401);

    // A's cookie session sent to B: anonymous there.
    const crossing = test.session({ 'x-publishable-api-key': storeB.publishableKeyId });
    for (const [name, value] of a.session.cookies) crossing.cookies.set(name, value);
    expect((await crossing.get('/store/customers/me')).status).toBe(401);
    expect((await crossing.get('/store/auth')).status).toBe(401);
    // Signing out in B leaves the session in A alive.
    await crossing.delete('/store/auth');
    expect((await a.session.get('/store/customers/me')).body.customer.id).toBe(a.id);

    // A's token sent to B: anonymous there.
    const token = (
      await shopper(storeA).post('/store/auth/token', { email: a.email, password: a.password })
    ).body.access_token;
    const foreign = shopper(storeB, { authorization: `Bearer ${token}` });
    expect((await foreign.get('/store/customers/me')).status).toBe(401);
    expect((await foreign.post('/store/customers/me', { first_name: 'Mallory' })).status).toBe(401);
    expect((await customerRow(storeA.storeId, a.id))!.firstName).toBe('Sam');
  });
});

describe('password reset by email', () => {
  it('mails a one-use token that sets a new password and ends every session', async () => {
    const org = await createOrg(test);
    const { session, id, email } = await registered(org);
    const before = test.outbox().length;
    const asked = await shopper(org).post('/store/customers/password-token', {
      email: email.toUpperCase(),
    });
    expect(asked.status).toBe(204);
    expect(asked.text).toBe('');
    const messages = test.outbox();
    expect(messages.length).toBe(before + 1);
    const mail = messages[messages.length - 1]!;
    expect(mail).toContain(`To: ${email}`);
    const token = tokenIn(mail);
    // Stored as its hash only.
    const stored = await test.database.db
      .select()
      .from(customerPasswordToken)
      .where(eq(customerPasswordToken.storeId, org.storeId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const reset = await shopper(org).post('/store/customers/password-reset', {
      email,
      token,
      password: 'brandnew1',
    });
    expect(reset.status).toBe(200);
    expect(StoreCustomersRes.parse(reset.body).customer).toMatchObject({ id, email });
    expect(reset.text).not.toMatch(/brandnew1|scrypt/);
    // Every session of the customer ended; the new password signs in, the old one not.
    expect((await session.get('/store/customers/me')).status).toBe(401);
    expect((await shopper(org).post('/store/auth', { email, password: 'secret123' })).status).toBe(
      401,
    );
    expect((await shopper(org).post('/store/auth', { email, password: 'brandnew1' })).status).toBe(
      200,
    );
    // Once only.
    const reused = await shopper(org).post('/store/customers/password-reset', {
      email,
      token,
      password: 'another12',
    });
    expect(reused.status).toBe(401);
    expect(ErrorBody.parse(reused.body)).toMatchObject({
      type: 'unauthorized',
      message: 'Invalid or expired password reset token',
    });
    // Nothing secret in the server's logs.
    const logs = test.logs.join('');
    for (const secret of [token, 'brandnew1', 'secret123']) expect(logs).not.toContain(secret);
  });

  it('lets a reset code be used once even by concurrent requests', async () => {
    const org = await createOrg(test);
    const { email } = await registered(org);
    await shopper(org).post('/store/customers/password-token', { email });
    const token = tokenIn(test.outbox().at(-1)!);
    const answers = await Promise.all(
      ['first1234', 'second123', 'third1234'].map((password) =>
        shopper(org).post('/store/customers/password-reset', { email, token, password }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('housekeeping drops ended sessions and spent reset codes', async () => {
    const org = await createOrg(test);
    const { email, id } = await registered(org);
    await shopper(org).post('/store/customers/password-token', { email });
    await test.database.db
      .update(customerSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerSession.customerId, id));
    await test.database.db
      .update(customerPasswordToken)
      .set({ usedAt: new Date() })
      .where(eq(customerPasswordToken.customerId, id));
    await pruneCustomerSessions(test.database.db);
    const left = async (table: typeof customerSession | typeof customerPasswordToken) =>
      (await test.database.db.select().from(table).where(eq(table.customerId, id))).length;
    expect(await left(customerSession)).toBe(0);
    expect(await left(customerPasswordToken)).toBe(0);
  });

  it('answers the same for an unknown email or a guest, and mails nothing', async () => {
    const org = await createOrg(test);
    const guestEmail = newEmail();
    await guestCustomerFor(test.database.db, org.storeId, guestEmail);
    const before = test.outbox().length;
    for (const email of [newEmail(), guestEmail]) {
      const response = await shopper(org).post('/store/customers/password-token', { email });
      expect(response.status).toBe(204);
    }
    expect(test.outbox().length).toBe(before);
    const bad = await shopper(org).post('/store/customers/password-token', { email: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^email/);
  });

  it("refuses a token with another email, another store's, or an expired one", async () => {
    const org = await createOrg(test);
    const outsider = await createOrg(test);
    const { email } = await registered(org);
    const other = await registered(org);
    await shopper(org).post('/store/customers/password-token', { email });
    const token = tokenIn(test.outbox().at(-1)!);
    const attempts: Array<[TestOrg, string]> = [
      [org, other.email],
      [outsider, email],
    ];
    for (const [where, who] of attempts) {
      const response = await shopper(where).post('/store/customers/password-reset', {
        email: who,
        token,
        password: 'hijacked1',
      });
      expect(response.status).toBe(401);
    }
    await test.database.db
      .update(customerPasswordToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerPasswordToken.storeId, org.storeId));
    const expired = await shopper(org).post('/store/customers/password-reset', {
      email,
      token,
      password: 'late12345',
    });
    expect(expired.status).toBe(401);
    const missing = await shopper(org).post('/store/customers/password-reset', { email, token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^password/);
  });
});

describe('sign-in rate limit', () => {
  it('limits customer sign-ins like the staff sign-in, per store', async () => {
    const limited = await buildTestApp({
      env: {
        AUTH_RATE_LIMIT_PER_ADDRESS: '50',
        AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS: '3',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      },
    });
    try {
      const org = await createOrg(limited);
      const other = await createOrg(limited);
      const store = (which: TestOrg) =>
        limited.session({ 'x-publishable-api-key': which.publishableKeyId });
      const email = newEmail();
      await store(org).post('/store/customers', { email, password: 'secret123' });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await store(org).post('/store/auth', { email, password: 'wrong' })).status).toBe(
          401,
        );
      }
      const blocked = await store(org).post('/store/auth/token', { email, password: 'secret123' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another store's customer with the email is not locked out by it.
      await store(other).post('/store/customers', { email, password: 'secret123' });
      expect(
        (await store(other).post('/store/auth', { email, password: 'secret123' })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
