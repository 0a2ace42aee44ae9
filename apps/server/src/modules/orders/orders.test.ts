import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCustomerToken } from '../../platform/auth/jwt.js';
import { guestCustomerFor } from '../customers/customer-session.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { sql } from 'drizzle-orm';
import { buildTestApp, mailsTo as mailsToOf, type TestApp } from '../../../test/app.js';
import {
  countingPaymentProvider,
  countRows,
  readyCart,
  setStock,
  stockOf,
} from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { setCompletionHooks } from './orders.complete.js';

let test: TestApp;
let org: TestOrg;
const counting = countingPaymentProvider();

const shopper = (of: TestOrg, headers: Record<string, string> = {}) =>
  test.session({ 'x-publishable-api-key': of.publishableKeyId, ...headers });

const complete = (of: TestOrg, cartId: string) =>
  shopper(of).post(`/store/carts/${cartId}/complete`, undefined);

/** The messages to an address, once the mail outbox has sent everything that is due. */
const mailsTo = (address: string) => mailsToOf(test, address);

beforeAll(async () => {
  test = await buildTestApp({ providers: { payment: [counting.provider] } });
  org = await createOrg(test);
});

afterAll(async () => {
  await test.close();
});

describe('POST /store/carts/:id/complete', () => {
  it('turns a cart into an order: payment recorded, stock reserved, lines pointed at it, mail sent', async () => {
    const product = await createProduct(test, org, { variants: 2 });
    const [first, second] = product.variantIds as [string, string];
    const cart = await readyCart(test, org, {
      lines: [
        { variantId: first, quantity: 2, unitPrice: 1000 },
        { variantId: second, quantity: 1, unitPrice: 2500 },
      ],
      email: 'buyer@example.com',
    });

    const response = await complete(org, cart.id);

    expect(response.status).toBe(200);
    expect(response.body.type).toBe('order');
    const order = response.body.data;
    expect(order).toMatchObject({
      object: 'order',
      status: 'pending',
      fulfillment_status: 'not_fulfilled',
      payment_status: 'awaiting',
      cart_id: cart.id,
      email: 'buyer@example.com',
      region_id: cart.regionId,
      sales_channel_id: org.salesChannelId,
      subtotal: 4500,
      shipping_total: 500,
      tax_total: 950,
      total: cart.total,
      paid_total: cart.total,
      refundable_amount: cart.total,
    });
    expect(order.id).toMatch(/^order_/);
    expect(order.customer_id).toMatch(/^cus_/);
    expect(order.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [...cart.itemIds].sort(),
    );
    const firstLine = order.items.find((item: { id: string }) => item.id === cart.itemIds[0]);
    expect(firstLine).toMatchObject({ order_id: order.id, cart_id: cart.id, quantity: 2 });
    expect(firstLine.variant).toMatchObject({ id: first, inventory_quantity: 8 });
    expect(order.shipping_methods[0]).toMatchObject({ order_id: order.id, price: 500 });
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({
      amount: cart.total,
      provider_id: 'manual',
      order_id: order.id,
      cart_id: cart.id,
      captured_at: null,
    });
    expect(order.shipping_address).toMatchObject({ city: 'Berlin', postal_code: '10115' });
    expect(await stockOf(test, org, first)).toEqual({ stocked: 10, reserved: 2 });
    expect(await stockOf(test, org, second)).toEqual({ stocked: 10, reserved: 1 });

    const cartAfter = await shopper(org).get(`/store/carts/${cart.id}`);
    if (cartAfter.status === 200) expect(cartAfter.body.cart.completed_at).not.toBeNull();

    const [mail] = await mailsTo('buyer@example.com');
    expect(mail).toContain(`Order #${order.display_id} confirmed`);
    expect(mail).toContain('2 × Line 1');
  });

  it('answers the same order to a repeated request, and sends one confirmation', async () => {
    const product = await createProduct(test, org);
    const cart = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      email: 'twice@example.com',
    });
    const first = await complete(org, cart.id);
    const again = await complete(org, cart.id);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ type: 'order', data: { id: first.body.data.id } });
    expect(await stockOf(test, org, product.variantIds[0]!)).toEqual({ stocked: 10, reserved: 1 });
    expect(await mailsTo('twice@example.com')).toHaveLength(1);
    expect(await confirmationsOf(first.body.data.id)).toEqual([
      { attempts: 1, sent: true, last_error: null },
    ]);
  });

  it('gives display ids 1, 2 per store with no gap after a completion that failed', async () => {
    const other = await createOrg(test, 'Numbers');
    const product = await createProduct(test, other);
    const variantId = product.variantIds[0]!;
    await setStock(test, other, variantId, 2);
    const ids: number[] = [];
    const one = await readyCart(test, other, { lines: [{ variantId, quantity: 1 }] });
    ids.push((await complete(other, one.id)).body.data.display_id);
    const tooMany = await readyCart(test, other, { lines: [{ variantId, quantity: 5 }] });
    expect((await complete(other, tooMany.id)).status).toBe(409);
    const two = await readyCart(test, other, { lines: [{ variantId, quantity: 1 }] });
    ids.push((await complete(other, two.id)).body.data.display_id);
    expect(ids).toEqual([1, 2]);
  });

  it('refuses a shortage with a 409 naming the line, writes nothing and releases the authorisation', async () => {
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    await setStock(test, org, variantId, 3);
    const orders = await countRows(test, org, 'order');
    const cart = await readyCart(test, org, {
      lines: [{ variantId, quantity: 4 }],
      providerId: 'counting',
    });

    const response = await complete(org, cart.id);

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ type: 'conflict', code: 'insufficient_inventory' });
    expect(response.body.message).toContain(`line ${cart.itemIds[0]}`);
    expect(response.body.message).toContain('3 available, 4 requested');
    expect(await countRows(test, org, 'order')).toBe(orders);
    expect(await stockOf(test, org, variantId)).toEqual({ stocked: 3, reserved: 0 });
    expect(counting.canceled).toContain(`${cart.id}:${(await sessionOf(cart.id)).id}:cancel`);
    expect((await sessionOf(cart.id)).status).toBe('canceled');
    const cartRow = await cartRowOf(cart.id);
    expect(cartRow.completed_at).toBeNull();
  });

  it('a cart that costs nothing completes without asking a provider and records no payment', async () => {
    const product = await createProduct(test, org);
    const cart = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1, unitPrice: 0 }],
      shippingPrice: 0,
      providerId: 'counting',
    });
    const calls = counting.calls.length;
    const response = await complete(org, cart.id);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ total: 0, payments: [], paid_total: 0 });
    expect(counting.calls).toHaveLength(calls);
  });

  it('needs lines, an email and a payment session', async () => {
    const product = await createProduct(test, org);
    const cart = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
    });
    await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.execute(
        sql`DELETE FROM payment_session WHERE store_id = ${org.storeId} AND cart_id = ${cart.id}`,
      ),
    );
    const noSession = await complete(org, cart.id);
    expect(noSession.status).toBe(400);
    expect(noSession.body.message).toContain('without a payment session');

    await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.execute(
        sql`DELETE FROM line_item WHERE store_id = ${org.storeId} AND cart_id = ${cart.id}`,
      ),
    );
    const empty = await complete(org, cart.id);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('empty cart');
  });

  it('answers 404 for an unknown cart and for another store’s cart', async () => {
    const other = await createOrg(test, 'Other');
    const product = await createProduct(test, other);
    const theirs = await readyCart(test, other, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
    });
    expect((await complete(org, 'cart_missing')).status).toBe(404);
    const response = await complete(org, theirs.id);
    expect(response.status).toBe(404);
    expect((await cartRowOf(theirs.id, other)).completed_at).toBeNull();
  });
});

describe('test cards', () => {
  const card = (number: string) => ({
    card: { number, expiry: '12/40', cvc: '123', name: 'Gus Guest' },
  });

  it('a declined card answers a clear 400 and leaves the cart as it was; a good card then completes', async () => {
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    const cart = await readyCart(test, org, {
      lines: [{ variantId, quantity: 1 }],
      providerId: 'test-card',
    });
    const pay = (data: Record<string, unknown>) =>
      shopper(org).post(`/store/carts/${cart.id}/payment-sessions/test-card`, { data });
    expect((await pay(card('4000 0000 0000 0002'))).status).toBe(200);

    const declined = await complete(org, cart.id);

    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ type: 'invalid_data', code: 'card_declined' });
    expect(declined.body.message).toMatch(/^card: .*declined/i);
    expect((await cartRowOf(cart.id)).completed_at).toBeNull();
    expect(await stockOf(test, org, variantId)).toEqual({ stocked: 10, reserved: 0 });
    expect((await sessionOf(cart.id)).status).toBe('pending');

    // The session keeps what the card does and its last four digits, never its number or code.
    const kept = await storedSessionData(cart.id);
    expect(kept).not.toMatch(/4000000000000002|"cvc"|123/);
    expect(JSON.parse(kept)).toMatchObject({ test_card: { last4: '0002', outcome: 'declined' } });

    // A malformed card is refused when it is sent, naming the field; the session is unchanged.
    const malformed = await shopper(org).post(
      `/store/carts/${cart.id}/payment-sessions/test-card`,
      {
        data: { card: { number: '4242 4242 4242 4241', expiry: '12/40', cvc: '123', name: 'G' } },
      },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^card\.number: /);
    expect(await storedSessionData(cart.id)).toBe(kept);

    const another = await pay(card('4242 4242 4242 4242'));
    expect(another.status, another.text).toBe(200);
    const paid = await complete(org, cart.id);
    expect(paid.status).toBe(200);
    expect(paid.body.data.payments[0]).toMatchObject({ provider_id: 'test-card' });
    expect(paid.body.data.payments[0].data.last4).toBe('4242');
    expect(JSON.stringify(paid.body.data.payments[0].data)).not.toContain('4242424242424242');
  });
});

describe('exactly once', () => {
  it('concurrent completions of one cart answer one order, authorised once', async () => {
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    const cart = await readyCart(test, org, {
      lines: [{ variantId, quantity: 2 }],
      providerId: 'counting',
    });
    const before = counting.authorizations.size;

    const answers = await Promise.all(Array.from({ length: 8 }, () => complete(org, cart.id)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    expect(await ordersOfCart(cart.id)).toBe(1);
    expect(await stockOf(test, org, variantId)).toEqual({ stocked: 10, reserved: 2 });
    // Every call the provider got carried the one key of this cart: one authorisation.
    expect(counting.authorizations.size).toBe(before + 1);
    const keys = new Set(
      counting.calls
        .filter((call) => call.resourceId === cart.id)
        .map((call) => call.idempotencyKey),
    );
    expect(keys.size).toBe(1);
  });

  it('a crash after the authorisation, then a retry: one order, one authorisation, no second call', async () => {
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    const cart = await readyCart(test, org, {
      lines: [{ variantId, quantity: 1 }],
      providerId: 'counting',
    });
    setCompletionHooks(test.database.db, {
      afterAuthorize: () => {
        throw new Error('failpoint: the process dies after the provider authorised');
      },
    });
    const crashed = await complete(org, cart.id);
    setCompletionHooks(test.database.db, {});
    expect(crashed.status).toBe(500);
    expect(await ordersOfCart(cart.id)).toBe(0);
    expect((await sessionOf(cart.id)).status).toBe('authorized');

    const retried = await complete(org, cart.id);

    expect(retried.status).toBe(200);
    expect(await ordersOfCart(cart.id)).toBe(1);
    expect(counting.calls.filter((call) => call.resourceId === cart.id)).toHaveLength(1);
    expect(retried.body.data.payments[0].data.authorization).toMatch(/^auth_/);
  });

  it.each([
    ['a line changed', sql`UPDATE line_item SET quantity = 2 WHERE cart_id = `],
    ['its shipping re-priced', sql`UPDATE shipping_method SET price = 900 WHERE cart_id = `],
  ])(
    'a cart with %s between the read and the order: 409 cart_changed, nothing written, the authorisation released; then the new cart is paid and ordered',
    async (_what, change) => {
      const product = await createProduct(test, org);
      const variantId = product.variantIds[0]!;
      await setStock(test, org, variantId, 10);
      const cart = await readyCart(test, org, {
        lines: [{ variantId, quantity: 1 }],
        providerId: 'counting',
      });
      const calls = () => counting.calls.filter((call) => call.resourceId === cart.id);
      setCompletionHooks(test.database.db, {
        // Another request's change commits after complete read the cart, before it locked it.
        afterAuthorize: async () => {
          await withTenantTx(test.database.db, org.storeId, (tx) =>
            tx.execute(sql`${change}${cart.id}`),
          );
        },
      });
      const changed = await complete(org, cart.id);
      setCompletionHooks(test.database.db, {});

      expect(changed.status).toBe(409);
      expect(changed.body).toMatchObject({ type: 'conflict', code: 'cart_changed' });
      expect(await ordersOfCart(cart.id)).toBe(0);
      expect(await stockOf(test, org, variantId)).toEqual({ stocked: 10, reserved: 0 });
      expect((await sessionOf(cart.id)).status).toBe('canceled');
      expect(calls()).toHaveLength(1);
      expect(counting.canceled.filter((key) => key.startsWith(`${cart.id}:`))).toHaveLength(1);

      const again = await complete(org, cart.id);

      expect(again.status).toBe(200);
      const order = again.body.data;
      expect(order.payments[0].amount).toBe(order.total);
      // The new total is authorised under a key of its own, not a replay of the first.
      const authorisations = calls();
      expect(authorisations).toHaveLength(2);
      expect(new Set(authorisations.map((call) => call.idempotencyKey)).size).toBe(2);
      expect(authorisations[1]!.amount).toBe(order.total);
    },
  );

  it('a crash inside the transaction leaves nothing behind; the retry makes the one order', async () => {
    const other = await createOrg(test, 'Crash');
    const product = await createProduct(test, other);
    const variantId = product.variantIds[0]!;
    const cart = await readyCart(test, other, {
      lines: [{ variantId, quantity: 3 }],
      providerId: 'counting',
    });
    setCompletionHooks(test.database.db, {
      beforeCommit: () => {
        throw new Error('failpoint: the process dies before the commit');
      },
    });
    const crashed = await complete(other, cart.id);
    setCompletionHooks(test.database.db, {});
    expect(crashed.status).toBe(500);
    expect(await countRows(test, other, 'order')).toBe(0);
    expect(await countRows(test, other, 'payment')).toBe(0);
    expect(await stockOf(test, other, variantId)).toEqual({ stocked: 10, reserved: 0 });
    expect((await cartRowOf(cart.id, other)).completed_at).toBeNull();
    expect(await confirmationsOf(null, other)).toEqual([]);

    const retried = await complete(other, cart.id);

    expect(retried.status).toBe(200);
    expect(retried.body.data.display_id).toBe(1);
    expect(await countRows(test, other, 'order')).toBe(1);
    expect(await countRows(test, other, 'payment')).toBe(1);
    expect(await stockOf(test, other, variantId)).toEqual({ stocked: 10, reserved: 3 });
    expect(counting.calls.filter((call) => call.resourceId === cart.id)).toHaveLength(1);
    await test.app.mailOutbox.drain();
    expect(await confirmationsOf(retried.body.data.id, other)).toEqual([
      { attempts: 1, sent: true, last_error: null },
    ]);
  });

  it('a crash after the commit, before the mail went out: the outbox sends it once, the retry answers the order', async () => {
    const product = await createProduct(test, org);
    const cart = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      email: 'after-commit@example.com',
    });
    setCompletionHooks(test.database.db, {
      afterCommit: () => {
        throw new Error('failpoint: the process dies after the commit');
      },
    });
    const crashed = await complete(org, cart.id);
    setCompletionHooks(test.database.db, {});
    expect(crashed.status).toBe(500);
    expect(await ordersOfCart(cart.id)).toBe(1);
    // The order's transaction queued its confirmation; nothing sent it yet.
    const [queued] = await confirmationsOf(null, org, cart.id);
    expect(queued).toEqual({ attempts: 0, sent: false, last_error: null });

    const retried = await complete(org, cart.id);
    expect(retried.status).toBe(200);

    const mails = await mailsTo('after-commit@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Order #${retried.body.data.display_id} confirmed`);
    expect(await confirmationsOf(retried.body.data.id)).toEqual([
      { attempts: 1, sent: true, last_error: null },
    ]);
    expect(await mailsTo('after-commit@example.com')).toHaveLength(1);
  });
});

describe('store order reads', () => {
  let placed: { id: string; display_id: number; cart_id: string; email: string };

  beforeAll(async () => {
    const product = await createProduct(test, org);
    const cart = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      email: 'reader@example.com',
    });
    placed = (await complete(org, cart.id)).body.data;
  });

  it('GET /store/orders/:id and /store/orders/cart/:cart_id answer the order', async () => {
    const byId = await shopper(org).get(`/store/orders/${placed.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.order).toMatchObject({ id: placed.id, display_id: placed.display_id });
    expect(byId.body.order.items).toHaveLength(1);
    const byCart = await shopper(org).get(`/store/orders/cart/${placed.cart_id}`);
    expect(byCart.status).toBe(200);
    expect(byCart.body.order.id).toBe(placed.id);
    expect((await shopper(org).get('/store/orders/order_missing')).status).toBe(404);
  });

  it('looks an order up by display id and email (any case), 404 otherwise', async () => {
    const found = await shopper(org).get(
      `/store/orders?display_id=${placed.display_id}&email=READER@example.com`,
    );
    expect(found.status).toBe(200);
    expect(found.body.order.id).toBe(placed.id);
    const wrong = await shopper(org).get(
      `/store/orders?display_id=${placed.display_id}&email=someone@example.com`,
    );
    expect(wrong.status).toBe(404);
    const postal = await shopper(org).get(
      `/store/orders?display_id=${placed.display_id}&email=reader@example.com&shipping_address[postal_code]=99999`,
    );
    expect(postal.status).toBe(404);
    const missing = await shopper(org).get('/store/orders?email=reader@example.com');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('display_id');
  });

  it('another store sees none of it', async () => {
    const other = await createOrg(test, 'Elsewhere');
    expect((await shopper(other).get(`/store/orders/${placed.id}`)).status).toBe(404);
    expect((await shopper(other).get(`/store/orders/cart/${placed.cart_id}`)).status).toBe(404);
    const lookup = await shopper(other).get(
      `/store/orders?display_id=${placed.display_id}&email=reader@example.com`,
    );
    expect(lookup.status).toBe(404);
  });
});

describe('customer orders and claims', () => {
  it('GET /store/customers/me/orders lists the signed-in customer’s orders, 10 a page', async () => {
    expect((await shopper(org).get('/store/customers/me/orders')).status).toBe(401);
    const customer = await accountFor('member@example.com');
    const product = await createProduct(test, org);
    await setStock(test, org, product.variantIds[0]!, 100);
    const placed: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      const cart = await readyCart(test, org, {
        lines: [{ variantId: product.variantIds[0]!, quantity: 1, unitPrice: 100 }],
        email: 'member@example.com',
        customerId: customer.id,
      });
      placed.push((await complete(org, cart.id)).body.data.id);
    }
    const signedIn = shopper(org, { authorization: `Bearer ${customer.token}` });
    const page = await signedIn.get('/store/customers/me/orders');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 12, offset: 0, limit: 10 });
    expect(page.body.orders).toHaveLength(10);
    expect(page.body.orders[0].id).toBe(placed[11]);
    const rest = await signedIn.get('/store/customers/me/orders?offset=10');
    expect(rest.body.orders.map((order: { id: string }) => order.id)).toEqual([
      placed[1],
      placed[0],
    ]);
  });

  it('a guest order is mailed a token to its email and claimed with it', async () => {
    const product = await createProduct(test, org);
    const cart = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      email: 'old-address@example.com',
    });
    const order = (await complete(org, cart.id)).body.data;
    const customer = await accountFor('new-account@example.com');
    const signedIn = shopper(org, { authorization: `Bearer ${customer.token}` });

    expect(
      (await shopper(org).post('/store/orders/batch/customer/token', { order_ids: [order.id] }))
        .status,
    ).toBe(401);
    const asked = await signedIn.post('/store/orders/batch/customer/token', {
      order_ids: [order.id],
    });
    expect(asked.status).toBe(200);
    const claimMail = (await mailsTo('old-address@example.com')).find((message) =>
      message.includes('Add your orders'),
    );
    expect(claimMail).toContain(`#${order.display_id}`);
    const token = /^(eyJ[\w-]+\.[\w-]+\.[\w-]+)$/m.exec(claimMail!)?.[1];
    expect(token).toBeDefined();

    const bad = await shopper(org).post('/store/orders/customer/confirm', { token: 'nope' });
    expect(bad.status).toBe(400);
    const other = await createOrg(test, 'Not here');
    expect((await shopper(other).post('/store/orders/customer/confirm', { token })).status).toBe(
      400,
    );

    const confirmed = await shopper(org).post('/store/orders/customer/confirm', { token });
    expect(confirmed.status).toBe(200);
    const mine = await signedIn.get('/store/customers/me/orders');
    expect(mine.body.orders.map((one: { id: string }) => one.id)).toContain(order.id);
    expect(mine.body.orders.find((one: { id: string }) => one.id === order.id).email).toBe(
      'new-account@example.com',
    );
  });
});

async function accountFor(email: string): Promise<{ id: string; token: string }> {
  const customer = await guestCustomerFor(test.database.db, org.storeId, email);
  await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx.execute(
      sql`UPDATE customer SET has_account = true WHERE store_id = ${org.storeId} AND id = ${customer.id}`,
    ),
  );
  const token = await signCustomerToken(test.config.jwtSecret, {
    customerId: customer.id,
    storeId: org.storeId,
  });
  return { id: customer.id, token };
}

/** The payment session's stored data of a cart, as the database holds it. */
async function storedSessionData(cartId: string): Promise<string> {
  const rows = await withTenantTx(
    test.database.db,
    org.storeId,
    async (tx) =>
      (
        (await tx.execute(sql`SELECT data::text AS data FROM payment_session
          WHERE store_id = ${org.storeId} AND cart_id = ${cartId}`)) as unknown as {
          rows: { data: string }[];
        }
      ).rows,
  );
  return rows[0]!.data;
}

async function sessionOf(cartId: string): Promise<{ id: string; status: string }> {
  const rows = await withTenantTx(
    test.database.db,
    org.storeId,
    async (tx) =>
      (
        (await tx.execute(sql`SELECT id, status FROM payment_session
        WHERE store_id = ${org.storeId} AND cart_id = ${cartId}`)) as unknown as {
          rows: { id: string; status: string }[];
        }
      ).rows,
  );
  return rows[0]!;
}

async function cartRowOf(
  cartId: string,
  of: TestOrg = org,
): Promise<{ completed_at: Date | null }> {
  const rows = await withTenantTx(
    test.database.db,
    of.storeId,
    async (tx) =>
      (
        (await tx.execute(sql`SELECT completed_at FROM cart
        WHERE store_id = ${of.storeId} AND id = ${cartId}`)) as unknown as {
          rows: { completed_at: Date | null }[];
        }
      ).rows,
  );
  return rows[0]!;
}

/**
 * The confirmation mails queued in the outbox for an order (or for the store's orders, or for
 * a cart's order), as the database holds them.
 */
async function confirmationsOf(
  orderId: string | null,
  of: TestOrg = org,
  cartId?: string,
): Promise<Array<{ attempts: number; sent: boolean; last_error: string | null }>> {
  return withTenantTx(
    test.database.db,
    of.storeId,
    async (tx) =>
      (
        (await tx.execute(sql`SELECT m.attempts, m.sent_at IS NOT NULL AS sent, m.last_error
          FROM mail_outbox m JOIN "order" o ON o.store_id = m.store_id AND o.id = m.ref
          WHERE m.store_id = ${of.storeId} AND m.template = 'order_confirmation'
            AND (${orderId}::text IS NULL OR o.id = ${orderId})
            AND (${cartId ?? null}::text IS NULL OR o.cart_id = ${cartId ?? null})
          ORDER BY m.created_at`)) as unknown as {
          rows: Array<{ attempts: number; sent: boolean; last_error: string | null }>;
        }
      ).rows,
  );
}

async function ordersOfCart(cartId: string): Promise<number> {
  const rows = await withTenantTx(
    test.database.db,
    org.storeId,
    async (tx) =>
      (
        (await tx.execute(sql`SELECT count(*)::int AS n FROM "order"
        WHERE store_id = ${org.storeId} AND cart_id = ${cartId}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows,
  );
  return rows[0]!.n;
}
