import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, mailsTo, type TestApp } from '../../test/app.js';
import { readyCart } from '../../test/checkout.js';
import { createOrg, createProduct, createUser, type TestOrg } from '../../test/factories.js';
import { germanRegion, registerVictim, type Victim } from '../../test/shoppers.js';

/*
 * Issue 32: what a stranger can do to a shopper's account knowing only its email and the ids
 * answers carry. Every stranger connects from addresses of their own (127.0.0.x), as another
 * machine would; the owner from theirs. The limits are the shipped defaults.
 */

let test: TestApp;
let org: TestOrg;
/** A region of the store that ships to Germany, where the victims live. */
let germany: string;

/** A store API session of `org` from a local address. */
const from = (address: string, headers: Record<string, string> = {}) =>
  test.sessionFrom(address, { 'x-publishable-api-key': org.publishableKeyId, ...headers });

/** Local addresses no other test in this file uses: `addresses(10)` gives ten fresh ones. */
let nextHost = 10;
const addresses = (count: number) =>
  Array.from(
    { length: count },
    () => `127.0.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 2}`,
  );

const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** A victim registered and signed in from an address of their own. */
async function victim(): Promise<Victim> {
  const [home] = addresses(1);
  return registerVictim(from(home!), (headers) => from(home!, headers));
}

/** Fails when an answer carries any of the victim's personal strings. */
function expectNothingOf(owner: Victim, text: string) {
  for (const secret of owner.secrets) expect(text).not.toContain(secret);
}

beforeAll(async () => {
  // The shipped limits (the default test app lifts them for other suites).
  test = await buildTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_ADDRESS: '30',
      AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS: '10',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '900',
    },
  });
  org = await createOrg(test);
  germany = await germanRegion(org);
});

afterAll(async () => {
  await test.close();
});

describe('1. an email in a cart attaches no account', () => {
  it("answers a stranger's cart with the victim's email without the victim's details", async () => {
    const owner = await victim();
    const stranger = from(addresses(1)[0]!);
    const cart = await stranger.post('/store/carts', { region_id: germany });
    expect(cart.status, cart.text).toBe(200);
    const updated = await stranger.post(`/store/carts/${cart.body.cart.id}`, {
      email: owner.email.toUpperCase(),
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.cart.email).toBe(owner.email);
    expect(updated.body.cart.customer_id).not.toBe(owner.id);
    expect(updated.body.cart.customer).toMatchObject({
      email: owner.email,
      has_account: false,
      first_name: null,
      last_name: null,
      phone: null,
      billing_address_id: null,
    });
    expectNothingOf(owner, updated.text);
    const read = await stranger.get(`/store/carts/${cart.body.cart.id}`);
    expectNothingOf(owner, read.text);
    expect(read.body.cart.customer.has_account).toBe(false);
  });
});

describe('2. a saved address id fills no stranger cart', () => {
  it('answers 400 naming the field, and copies nothing', async () => {
    const owner = await victim();
    const stranger = from(addresses(1)[0]!);
    const cart = (await stranger.post('/store/carts', { region_id: germany })).body.cart;
    await stranger.post(`/store/carts/${cart.id}`, { email: owner.email });
    for (const [field, id] of [
      ['shipping_address', owner.addressId],
      ['billing_address', owner.addressId],
      ['billing_address', owner.billingAddressId],
    ] as const) {
      const refused = await stranger.post(`/store/carts/${cart.id}`, { [field]: id });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.message).toMatch(new RegExp(`^${field}: `));
      expectNothingOf(owner, refused.text);
    }
    expectNothingOf(owner, (await stranger.get(`/store/carts/${cart.id}`)).text);
    // The owner, signed in, may use it.
    const own = (await owner.session.post('/store/carts', { region_id: germany })).body.cart;
    const filled = await owner.session.post(`/store/carts/${own.id}`, {
      shipping_address: owner.addressId,
    });
    expect(filled.status, filled.text).toBe(200);
    expect(filled.body.cart.shipping_address.address_1).toContain('Secret Lane');
  });
});

describe("3. a stranger's order stays out of the account", () => {
  it('keeps it a guest order, with no mail and no listing for the account, until claimed', async () => {
    const owner = await victim();
    const product = await createProduct(test, org);
    const ready = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      email: 'someone-else@example.com',
    });
    const stranger = from(addresses(1)[0]!);
    const withEmail = await stranger.post(`/store/carts/${ready.id}`, { email: owner.email });
    expect(withEmail.status, withEmail.text).toBe(200);
    const done = await stranger.post(`/store/carts/${ready.id}/complete`);
    expect(done.status, done.text).toBe(200);
    expect(done.body.type).toBe('order');
    const order = done.body.data;
    expect(order.customer_id).not.toBe(owner.id);
    expectNothingOf(owner, done.text);

    const mine = await owner.session.get('/store/customers/me/orders');
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((one: { id: string }) => one.id)).not.toContain(order.id);

    // The owner claims it through the mail sent to their address.
    const asked = await owner.session.post('/store/orders/batch/customer/token', {
      order_ids: [order.id],
    });
    expect(asked.status, asked.text).toBe(200);
    const mail = (await mailsTo(test, owner.email)).find((one) => one.includes('Add your orders'));
    const token = /^(eyJ[\w-]+\.[\w-]+\.[\w-]+)$/m.exec(mail ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await owner.session.post('/store/orders/customer/confirm', { token })).status).toBe(
      200,
    );
    const claimed = await owner.session.get('/store/customers/me/orders');
    expect(claimed.body.orders.map((one: { id: string }) => one.id)).toContain(order.id);
  });
});

/** The reset code in the newest reset mail to `email`. */
async function resetCodeOf(email: string): Promise<string> {
  const mails = (await mailsTo(test, email)).filter((one) => /reset/i.test(one));
  const last = mails[mails.length - 1] ?? '';
  const code = /(?:token=|reset code[^\n]*\n+\s*)([\w-]{59})/.exec(last)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

/** The same code with its secret part changed: the right selector, the wrong secret. */
const tampered = (code: string) =>
  `${code.slice(0, 16)}${code[16] === 'A' ? 'B' : 'A'}${code.slice(17)}`;

describe('4. strangers cannot block a password reset', () => {
  it('lets the owner reset after wrong codes and reset requests from many addresses (store)', async () => {
    const owner = await victim();
    const [home] = addresses(1);
    const strangers = addresses(12);
    for (const address of strangers) {
      const wrong = await from(address).post('/store/customers/password-reset', {
        email: owner.email,
        token: randomBytes(44).toString('base64url').slice(0, 59),
        password: 'stolen-password',
      });
      expect(wrong.status).toBe(401);
      const asked = await from(address).post('/store/customers/password-token', {
        email: owner.email,
      });
      expect(asked.status).toBe(204);
    }
    expect(
      (await from(home!).post('/store/customers/password-token', { email: owner.email })).status,
    ).toBe(204);
    const code = await resetCodeOf(owner.email);
    const reset = await from(home!).post('/store/customers/password-reset', {
      email: owner.email,
      token: code,
      password: 'fresh-password',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(
      (await from(home!).post('/store/auth', { email: owner.email, password: 'fresh-password' }))
        .status,
    ).toBe(200);
  });

  it('kills a code after five wrong tries with its selector; a fresh one works', async () => {
    const owner = await victim();
    const [home, other] = addresses(2);
    await from(home!).post('/store/customers/password-token', { email: owner.email });
    const code = await resetCodeOf(owner.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await from(other!).post('/store/customers/password-reset', {
        email: owner.email,
        token: tampered(code),
        password: 'stolen-password',
      });
      expect(wrong.status).toBe(401);
    }
    const dead = await from(home!).post('/store/customers/password-reset', {
      email: owner.email,
      token: code,
      password: 'fresh-password',
    });
    expect(dead.status).toBe(401);
    await from(home!).post('/store/customers/password-token', { email: owner.email });
    const fresh = await resetCodeOf(owner.email);
    expect(fresh).not.toBe(code);
    const reset = await from(home!).post('/store/customers/password-reset', {
      email: owner.email,
      token: fresh,
      password: 'fresh-password',
    });
    expect(reset.status, reset.text).toBe(200);
  });

  it('lets a staff user reset after wrong codes from many addresses', async () => {
    const member = await createUser(test, org, 'member');
    const strangers = addresses(12);
    const [home] = addresses(1);
    for (const address of strangers) {
      const wrong = await test.sessionFrom(address).post('/admin/users/reset-password', {
        email: member.email,
        token: randomBytes(44).toString('base64url').slice(0, 59),
        password: 'stolen-password',
      });
      expect(wrong.status).toBe(400);
      expect(
        (
          await test
            .sessionFrom(address)
            .post('/admin/users/password-token', { email: member.email })
        ).status,
      ).toBe(204);
    }
    const asked = await test
      .sessionFrom(home!)
      .post('/admin/users/password-token', { email: member.email });
    expect(asked.status).toBe(204);
    const code = await resetCodeOf(member.email);
    const reset = await test.sessionFrom(home!).post('/admin/users/reset-password', {
      email: member.email,
      token: code,
      password: 'fresh-password',
    });
    expect(reset.status, reset.text).toBe(200);
  });
});

// A hundred password checks (scrypt) and their slow-downs: minutes on a busy CI machine.
describe('5. strangers cannot lock the owner out of signing in', { timeout: 180_000 }, () => {
  /** 100 wrong passwords for `email` at once, ten from each of ten addresses. */
  async function guess(path: string, email: string, headers: Record<string, string> = {}) {
    const answers = await Promise.all(
      addresses(10).flatMap((address) =>
        Array.from({ length: 10 }, () =>
          test.sessionFrom(address, headers).post(path, { email, password: 'guess' }),
        ),
      ),
    );
    return answers.map((answer) => answer.status);
  }

  it('lets a shopper in from their own address, and warns them by mail', async () => {
    const owner = await victim();
    const [home] = addresses(1);
    const statuses = await guess('/store/auth', owner.email, {
      'x-publishable-api-key': org.publishableKeyId,
    });
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    // From the owner's address, with the right password: in (perhaps a moment later).
    const signIn = await from(home!).post('/store/auth', {
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.status, signIn.text).toBe(200);
    // The owner hears of it once, however many guesses came.
    const warned = (await mailsTo(test, owner.email)).filter((one) =>
      one.includes('Someone is trying to sign in'),
    );
    expect(warned).toHaveLength(1);
  });

  it('lets a device that signed in before in, even from a guessing address', async () => {
    const owner = await victim();
    const device = from(addresses(1)[0]!);
    expect(
      (await device.post('/store/auth', { email: owner.email, password: owner.password })).status,
    ).toBe(200);
    // A stranger behind the same address uses up its limits for this email.
    const shared = device.localAddress!;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      await from(shared).post('/store/auth', { email: owner.email, password: 'guess' });
    }
    expect(
      (await from(shared).post('/store/auth', { email: owner.email, password: owner.password }))
        .status,
    ).toBe(429);
    expect(
      (await device.post('/store/auth', { email: owner.email, password: owner.password })).status,
    ).toBe(200);
  });

  it('lets a staff user in from their own address', async () => {
    const member = await createUser(test, org, 'member');
    const statuses = await guess('/admin/auth', member.email);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const signIn = await test
      .sessionFrom(addresses(1)[0]!)
      .post('/admin/auth', { email: member.email, password: member.password });
    expect(signIn.status, signIn.text).toBe(200);
    const warned = (await mailsTo(test, member.email)).filter((one) =>
      one.includes('Someone is trying to sign in'),
    );
    expect(warned).toHaveLength(1);
  });
});

describe('6. claim mails and order lookups are limited', () => {
  it('sends at most three claim mails per order, then answers 429', async () => {
    const owner = await victim();
    const product = await createProduct(test, org);
    const ready = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      email: newEmail('guest'),
    });
    const order = (await from(addresses(1)[0]!).post(`/store/carts/${ready.id}/complete`)).body
      .data;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      statuses.push(
        (
          await owner.session.post('/store/orders/batch/customer/token', {
            order_ids: [order.id],
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429]);
    const mails = (await mailsTo(test, order.email)).filter((one) =>
      one.includes('Add your orders'),
    );
    expect(mails).toHaveLength(3);
  });

  it('limits lookups per order number and per address', async () => {
    const product = await createProduct(test, org);
    const email = newEmail('looked-up');
    const ready = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      email,
    });
    const order = (await from(addresses(1)[0]!).post(`/store/carts/${ready.id}/complete`)).body
      .data;
    const lookup = (address: string, displayId: number) =>
      from(address).get(`/store/orders?display_id=${displayId}&email=${encodeURIComponent(email)}`);
    const perOrder = await Promise.all(
      addresses(11).map((address) => lookup(address, order.display_id)),
    );
    expect(perOrder.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(perOrder.filter((answer) => answer.status === 429)).toHaveLength(1);
    // One address trying many numbers is stopped at 30.
    const [prober] = addresses(1);
    const probes: number[] = [];
    for (let displayId = 100_000; displayId < 100_031; displayId += 1) {
      probes.push((await lookup(prober!, displayId)).status);
    }
    expect(probes.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(probes[30]).toBe(429);
  });
});

describe("7. API tokens reveal nothing of other stores'", () => {
  it('answers a token another store holds like any other, and refuses one of the same store', async () => {
    const other = await createOrg(test, 'Other');
    const token = `tok-${randomBytes(12).toString('hex')}`;
    const mine = await org.admin.post(`/admin/users/${org.userId}`, { api_token: token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.text).not.toContain(token);
    // Another store's admin choosing the same token learns nothing.
    const theirs = await other.admin.post(`/admin/users/${other.userId}`, { api_token: token });
    const fresh = await other.admin.post(`/admin/users/${other.userId}`, {
      api_token: `tok-${randomBytes(12).toString('hex')}`,
    });
    expect(theirs.status).toBe(fresh.status);
    expect(Object.keys(theirs.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    // The token still signs in its own user only.
    const me = await test.session({ 'x-medusa-access-token': token }).get('/admin/auth');
    expect(me.status, me.text).toBe(200);
    expect(me.body.user.id).toBe(org.userId);
    // Within one store a token stays unique.
    const colleague = await createUser(test, org, 'member');
    const taken = await org.admin.post(`/admin/users/${colleague.id}`, { api_token: token });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('api_token_taken');
  });
});
