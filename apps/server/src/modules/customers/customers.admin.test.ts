import {
  AdminCustomersListRes,
  AdminCustomersRes,
  AdminCustomersSelectionListRes,
  AdminCustomersSelectionRes,
  ErrorBody,
  StoreCustomersRes,
} from '@storedesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { newId } from '../../platform/ids.js';
import { region } from '../regions/regions.tables.js';
import { customer, customerSession } from './customers.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const newEmail = (name = 'customer') => `${name}-${randomBytes(4).toString('hex')}@example.com`;

const shopper = (org: TestOrg) => test.session({ 'x-publishable-api-key': org.publishableKeyId });

async function createCustomer(org: TestOrg, body: Record<string, unknown> = {}) {
  const response = await org.admin.post('/admin/customers', {
    email: newEmail(),
    first_name: 'Ada',
    last_name: 'Lovelace',
    password: 'secret123',
    ...body,
  });
  expect(response.status, response.text).toBe(201);
  return AdminCustomersRes.parse(response.body).customer;
}

/** A guest customer of the store, as a checkout leaves one (no account, no password). */
async function guest(org: TestOrg, email = newEmail('guest')) {
  const id = newId('cus');
  await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx.insert(customer).values({ storeId: org.storeId, id, email }),
  );
  return { id, email };
}

/** Orders of the customer written straight to the table, oldest first, one a minute apart. */
async function ordersOf(org: TestOrg, customerId: string, totals: number[]) {
  return withTenantTx(test.database.db, org.storeId, async (tx) => {
    const [first] = await tx
      .select({ id: region.id, currency: region.currencyCode })
      .from(region)
      .where(eq(region.storeId, org.storeId))
      .limit(1);
    const ids: string[] = [];
    for (const [index, total] of totals.entries()) {
      const id = newId('order');
      ids.push(id);
      await tx.execute(sql`
        insert into "order" (store_id, id, display_id, customer_id, email, region_id,
                             currency_code, total, created_at, updated_at)
        values (${org.storeId}, ${id},
                (select coalesce(max(display_id), 0) + 1 from "order" where store_id = ${org.storeId}),
                ${customerId}, 'buyer@example.com', ${first!.id}, ${first!.currency}, ${total},
                now() - make_interval(mins => ${totals.length - index}),
                now() - make_interval(mins => ${totals.length - index}))`);
    }
    return ids;
  });
}

const list = async (org: TestOrg, query = '') => {
  const response = await org.admin.get(`/admin/customers${query}`);
  expect(response.status, response.text).toBe(200);
  return AdminCustomersListRes.parse(response.body);
};

const error400 = (response: { status: number; body: unknown }) => {
  expect(response.status).toBe(400);
  return ErrorBody.parse(response.body);
};

describe('POST /admin/customers', () => {
  it('creates an account (201, v1 shape, no password on the wire) that can sign in', async () => {
    const org = await createOrg(test);
    const email = newEmail();
    const response = await org.admin.post('/admin/customers', {
      email: email.toUpperCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      password: 'secret123',
      phone: '+44 20 7946 0000',
      metadata: { source: 'phone call' },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.text).not.toMatch(/password/);
    const created = AdminCustomersRes.parse(response.body).customer;
    expect(created.id).toMatch(/^cus_/);
    expect(created).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 20 7946 0000',
      has_account: true,
      billing_address_id: null,
      deleted_at: null,
      metadata: { source: 'phone call' },
      orders: [],
      shipping_addresses: [],
    });

    const [row] = await test.database.db
      .select({ hash: customer.passwordHash })
      .from(customer)
      .where(eq(customer.id, created.id));
    expect(row!.hash).toBeTruthy();
    expect(row!.hash).not.toContain('secret123');
    const signIn = await shopper(org).post('/store/auth', { email, password: 'secret123' });
    expect(signIn.status, signIn.text).toBe(200);
  });

  it('turns a guest with the email into the account, keeping its id and orders', async () => {
    const org = await createOrg(test);
    const { id, email } = await guest(org);
    await ordersOf(org, id, [1500]);
    const created = await createCustomer(org, { email });
    expect(created.id).toBe(id);
    expect(created.has_account).toBe(true);
    expect(created.orders).toHaveLength(1);
  });

  it('refuses an email that already has an account with v1 duplicate_error (422)', async () => {
    const org = await createOrg(test);
    const { email } = await createCustomer(org);
    const again = await org.admin.post('/admin/customers', {
      email,
      first_name: 'Other',
      last_name: 'Person',
      password: 'another1',
    });
    expect(again.status).toBe(422);
    expect(ErrorBody.parse(again.body)).toMatchObject({
      type: 'duplicate_error',
      code: 'email_taken',
    });
    expect((await list(org, `?q=${encodeURIComponent(email)}`)).count).toBe(1);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const org = await createOrg(test);
    const base = { email: newEmail(), first_name: 'A', last_name: 'B', password: 'secret123' };
    expect(
      error400(await org.admin.post('/admin/customers', { ...base, email: 'not-an-email' }))
        .message,
    ).toMatch(/email/);
    const { password: _, ...noPassword } = base;
    expect(error400(await org.admin.post('/admin/customers', noPassword)).message).toMatch(
      /password/,
    );
    expect(
      error400(await org.admin.post('/admin/customers', { ...base, nickname: 'x' })).message,
    ).toMatch(/nickname/);
  });

  it('needs a role that may operate: a developer reads but cannot create', async () => {
    const org = await createOrg(test);
    const developer = await createUser(test, org, 'developer');
    expect((await developer.session.get('/admin/customers')).status).toBe(200);
    const refused = await developer.session.post('/admin/customers', {
      email: newEmail(),
      first_name: 'A',
      last_name: 'B',
      password: 'secret123',
    });
    expect(refused.status).toBe(403);
    expect((await test.session().get('/admin/customers')).status).toBe(401);
  });
});

describe('GET /admin/customers/:id', () => {
  it('answers orders (newest first, with totals) and shipping addresses by default', async () => {
    const org = await createOrg(test);
    const created = await createCustomer(org);
    const [older, newer] = await ordersOf(org, created.id, [1000, 2599]);
    const session = shopper(org);
    expect(
      (
        await session.post('/store/auth', {
          email: created.email,
          password: 'secret123',
        })
      ).status,
    ).toBe(200);
    const added = await session.post('/store/customers/me/addresses', {
      address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address_1: '12 St James Sq',
        city: 'London',
        country_code: 'GB',
        postal_code: 'SW1Y 4JH',
      },
    });
    expect(added.status, added.text).toBe(200);
    const billing = await session.post('/store/customers/me', {
      billing_address: { address_1: '1 Bill St', city: 'Leeds', country_code: 'gb' },
    });
    expect(billing.status, billing.text).toBe(200);

    const response = await org.admin.get(`/admin/customers/${created.id}`);
    expect(response.status, response.text).toBe(200);
    const found = AdminCustomersRes.parse(response.body).customer;
    expect(found.orders!.map((order) => order.id)).toEqual([newer, older]);
    expect(found.orders![0]).toMatchObject({
      object: 'order',
      total: 2599,
      status: 'pending',
      payment_status: 'not_paid',
      fulfillment_status: 'not_fulfilled',
      email: 'buyer@example.com',
    });
    expect(found.orders![0]!.display_id).toBe(found.orders![1]!.display_id + 1);
    expect(found.shipping_addresses).toHaveLength(1);
    expect(found.shipping_addresses![0]).toMatchObject({
      address_1: '12 St James Sq',
      country_code: 'gb',
      customer_id: created.id,
    });
    expect(found.shipping_addresses![0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(found).not.toHaveProperty('billing_address');
    expect(found).not.toHaveProperty('groups');

    const expanded = await org.admin.get(
      `/admin/customers/${created.id}?expand=billing_address,groups`,
    );
    const withBilling = AdminCustomersRes.parse(expanded.body).customer;
    expect(withBilling.billing_address).toMatchObject({ address_1: '1 Bill St', city: 'Leeds' });
    expect(withBilling.groups).toEqual([]);
    expect(withBilling).not.toHaveProperty('orders');
  });

  it('limits the answer to `fields` (and the id); unknown names are a 400', async () => {
    const org = await createOrg(test);
    const created = await createCustomer(org);
    const response = await org.admin.get(
      `/admin/customers/${created.id}?fields=email,has_account&expand=`,
    );
    expect(response.status, response.text).toBe(200);
    expect(AdminCustomersSelectionRes.parse(response.body).customer).toEqual({
      id: created.id,
      email: created.email,
      has_account: true,
    });
    expect(
      error400(await org.admin.get(`/admin/customers/${created.id}?expand=wishlist`)).message,
    ).toMatch(/expand.*wishlist/);
    expect(
      error400(await org.admin.get(`/admin/customers/${created.id}?fields=password_hash`)).message,
    ).toMatch(/fields.*password_hash/);
    expect(
      error400(await org.admin.get(`/admin/customers/${created.id}?include=orders`)).message,
    ).toMatch(/include/);
  });

  it('is a 404 for an unknown id', async () => {
    const org = await createOrg(test);
    const response = await org.admin.get('/admin/customers/cus_missing');
    expect(response.status).toBe(404);
    expect(ErrorBody.parse(response.body).type).toBe('not_found');
  });
});

describe('POST /admin/customers/:id', () => {
  it('changes names, phone and metadata (merged as v1), and ignores groups', async () => {
    const org = await createOrg(test);
    const created = await createCustomer(org, { metadata: { a: 1, b: 2 } });
    const response = await org.admin.post(`/admin/customers/${created.id}`, {
      first_name: 'Augusta',
      last_name: 'King',
      phone: '+44 1',
      metadata: { b: '', c: 3 },
      groups: [{ id: 'cgrp_1' }],
    });
    expect(response.status, response.text).toBe(200);
    const updated = AdminCustomersRes.parse(response.body).customer;
    expect(updated).toMatchObject({
      first_name: 'Augusta',
      last_name: 'King',
      phone: '+44 1',
      metadata: { a: 1, c: 3 },
      email: created.email,
      orders: [],
    });
    expect(new Date(updated.updated_at) >= new Date(created.updated_at)).toBe(true);

    const cleared = await org.admin.post(`/admin/customers/${created.id}`, { phone: null });
    expect(AdminCustomersRes.parse(cleared.body).customer.phone).toBeNull();
  });

  it("changes a guest's email, but not an account's (400, as v1); a taken email is a 422", async () => {
    const org = await createOrg(test);
    const account = await createCustomer(org);
    const visitor = await guest(org);
    const newAddress = newEmail('renamed');
    const renamed = await org.admin.post(`/admin/customers/${visitor.id}`, {
      email: newAddress,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(AdminCustomersRes.parse(renamed.body).customer.email).toBe(newAddress);

    const locked = error400(
      await org.admin.post(`/admin/customers/${account.id}`, {
        email: newEmail(),
        first_name: 'Changed',
      }),
    );
    expect(locked.message).toMatch(/^email cannot be changed/);
    const same = await org.admin.post(`/admin/customers/${account.id}`, {
      email: account.email.toUpperCase(),
      first_name: 'Kept',
    });
    expect(same.status, same.text).toBe(200);
    const [row] = await test.database.db
      .select({ email: customer.email, firstName: customer.firstName })
      .from(customer)
      .where(eq(customer.id, account.id));
    expect(row).toEqual({ email: account.email, firstName: 'Kept' });

    // A guest may share its email with an account (as v1), not with another guest.
    const other = await guest(org);
    const taken = await org.admin.post(`/admin/customers/${visitor.id}`, {
      email: other.email,
    });
    expect(taken.status).toBe(422);
    expect(ErrorBody.parse(taken.body)).toMatchObject({
      type: 'duplicate_error',
      code: 'email_taken',
    });
    expect(
      error400(await org.admin.post(`/admin/customers/${visitor.id}`, { email: 'nope' })).message,
    ).toMatch(/email/);
  });

  it("sets a new password and ends the customer's sessions", async () => {
    const org = await createOrg(test);
    const created = await createCustomer(org);
    const session = shopper(org);
    await session.post('/store/auth', { email: created.email, password: 'secret123' });
    expect((await session.get('/store/customers/me')).status).toBe(200);

    const changed = await org.admin.post(`/admin/customers/${created.id}`, {
      password: 'brand-new-1',
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await session.get('/store/customers/me')).status).toBe(401);
    const sessions = await test.database.db
      .select()
      .from(customerSession)
      .where(
        and(eq(customerSession.storeId, org.storeId), eq(customerSession.customerId, created.id)),
      );
    expect(sessions).toHaveLength(0);
    const old = await shopper(org).post('/store/auth', {
      email: created.email,
      password: 'secret123',
    });
    expect(old.status).toBe(401);
    const fresh = await shopper(org).post('/store/auth', {
      email: created.email,
      password: 'brand-new-1',
    });
    expect(StoreCustomersRes.parse(fresh.body).customer.id).toBe(created.id);
  });

  it('is a 404 for an unknown id', async () => {
    const org = await createOrg(test);
    const response = await org.admin.post('/admin/customers/cus_missing', { first_name: 'X' });
    expect(response.status).toBe(404);
  });
});

describe('GET /admin/customers', () => {
  it('lists newest first with v1 paging (limit 50 by default), offset and count', async () => {
    const org = await createOrg(test);
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await createCustomer(org));
    const all = await list(org);
    expect(all).toMatchObject({ count: 5, offset: 0, limit: 50 });
    expect(all.customers.map((c) => c.id)).toEqual(made.map((c) => c.id).reverse());
    expect(all.customers[0]).not.toHaveProperty('orders');

    const page = await list(org, '?limit=2&offset=2');
    expect(page).toMatchObject({ count: 5, offset: 2, limit: 2 });
    expect(page.customers.map((c) => c.id)).toEqual([made[2]!.id, made[1]!.id]);
    const past = await list(org, '?limit=2&offset=10');
    expect(past).toMatchObject({ count: 5, customers: [] });

    const byEmail = await list(org, '?order=email');
    const emails = byEmail.customers.map((c) => c.email);
    expect(emails).toEqual([...emails].sort());
    expect(error400(await org.admin.get('/admin/customers?order=password_hash')).message).toMatch(
      /order/,
    );
  });

  it('searches email, names, full name and phone, ignoring case', async () => {
    const org = await createOrg(test);
    const ada = await createCustomer(org, {
      email: newEmail('countess'),
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+44 555 0101',
    });
    const grace = await createCustomer(org, {
      email: newEmail('admiral'),
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    const ids = async (q: string) =>
      (await list(org, `?q=${encodeURIComponent(q)}`)).customers.map((c) => c.id);
    expect(await ids('COUNTESS')).toEqual([ada.id]);
    expect(await ids('grace')).toEqual([grace.id]);
    expect(await ids('hopp')).toEqual([grace.id]);
    expect(await ids('ada lovelace')).toEqual([ada.id]);
    expect(await ids('555 01')).toEqual([ada.id]);
    expect((await ids('example.com')).sort()).toEqual([ada.id, grace.id].sort());
    expect(await ids('50%')).toEqual([]);
  });

  it('filters by account, creation and update time; groups match none yet', async () => {
    const org = await createOrg(test);
    const account = await createCustomer(org);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const visitor = await guest(org);
    const yes = await list(org, '?has_account=true');
    expect(yes.customers.map((c) => c.id)).toEqual([account.id]);
    const no = await list(org, '?has_account=false');
    expect(no.customers.map((c) => c.id)).toEqual([visitor.id]);
    expect(error400(await org.admin.get('/admin/customers?has_account=maybe')).message).toMatch(
      /has_account/,
    );

    const since = await list(org, `?created_at[gt]=${encodeURIComponent(between)}`);
    expect(since.customers.map((c) => c.id)).toEqual([visitor.id]);
    const upTo = await list(org, `?created_at[lte]=${encodeURIComponent(between)}`);
    expect(upTo.customers.map((c) => c.id)).toEqual([account.id]);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await list(org, `?updated_at[gte]=${future}`)).count).toBe(0);
    expect(
      error400(await org.admin.get('/admin/customers?created_at[gt]=yesterday')).message,
    ).toMatch(/created_at/);

    expect((await list(org, '?groups[]=cgrp_1')).count).toBe(0);
  });

  it('answers relations with expand and columns with fields; an unknown parameter is a 400', async () => {
    const org = await createOrg(test);
    const created = await createCustomer(org);
    await ordersOf(org, created.id, [700]);
    const expanded = await list(org, '?expand=orders,groups');
    expect(expanded.customers[0]!.orders!.map((order) => order.total)).toEqual([700]);
    expect(expanded.customers[0]!.groups).toEqual([]);

    const slim = await org.admin.get('/admin/customers?fields=email');
    expect(slim.status).toBe(200);
    expect(AdminCustomersSelectionListRes.parse(slim.body).customers).toEqual([
      { id: created.id, email: created.email },
    ]);
    expect(error400(await org.admin.get('/admin/customers?email=x')).message).toMatch(/email/);
    expect(error400(await org.admin.get('/admin/customers?limit=lots')).message).toMatch(/limit/);
  });
});

describe('tenant isolation', () => {
  it("another store's customer is not found, not listed and not changed", async () => {
    const owner = await createOrg(test);
    const other = await createOrg(test);
    const theirs = await createCustomer(owner, { first_name: 'Private' });
    await createCustomer(other);

    expect((await other.admin.get(`/admin/customers/${theirs.id}`)).status).toBe(404);
    const changed = await other.admin.post(`/admin/customers/${theirs.id}`, {
      first_name: 'Stolen',
    });
    expect(changed.status).toBe(404);
    const listed = await list(other, `?q=${encodeURIComponent(theirs.email)}`);
    expect(listed.count).toBe(0);
    expect((await list(other)).customers.map((c) => c.id)).not.toContain(theirs.id);

    // The same email is a customer of each store on its own.
    const twin = await createCustomer(other, { email: theirs.email });
    expect(twin.id).not.toBe(theirs.id);

    const [row] = await test.database.db
      .select({ firstName: customer.firstName, storeId: customer.storeId })
      .from(customer)
      .where(eq(customer.id, theirs.id));
    expect(row).toEqual({ firstName: 'Private', storeId: owner.storeId });
  });
});
