import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { bankProvider, readyCart, stockOf } from '../../../test/checkout.js';
import { createOrg, createProduct, createUser, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';

/*
 * The orders back office on the admin API, on both databases: reading and searching orders,
 * editing them, capture and refund through the provider, fulfilment from a stock location,
 * shipment, cancelation, notes, the timeline and notifications, with every state rule.
 */

let test: TestApp;
let org: TestOrg;
let other: TestOrg;
let locationId: string;
const bank = bankProvider();

interface Placed {
  id: string;
  itemIds: string[];
  variantIds: string[];
  total: number;
  email: string;
}

/** An order placed through the store API: 2 × the first variant, 1 × the second. */
async function place(
  of: TestOrg = org,
  email = `buyer-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<Placed> {
  const product = await createProduct(test, of, { variants: 2 });
  const variantIds = product.variantIds;
  const cart = await readyCart(test, of, {
    lines: [
      { variantId: variantIds[0]!, quantity: 2, unitPrice: 1000 },
      { variantId: variantIds[1]!, quantity: 1, unitPrice: 2500 },
    ],
    email,
    providerId: 'bank',
  });
  const response = await test
    .session({ 'x-publishable-api-key': of.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(response.status).toBe(200);
  const order = response.body.data;
  return {
    id: order.id,
    itemIds: cart.itemIds,
    variantIds,
    total: order.total,
    email,
  };
}

const admin = () => org.admin;

beforeAll(async () => {
  test = await buildTestApp({ providers: { payment: [bank.provider] } });
  org = await createOrg(test);
  other = await createOrg(test, 'Other Store');
  const locations = await org.admin.get('/admin/stock-locations');
  locationId = locations.body.stock_locations[0].id;
});

afterAll(async () => {
  await test.close();
});

describe('GET /admin/orders', () => {
  it('lists the store’s orders newest first with v1’s envelope, searched and filtered', async () => {
    const first = await place(org, 'ada.lovelace@example.com');
    const second = await place();
    const theirs = await place(other);

    const all = await admin().get('/admin/orders');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ offset: 0, limit: 50 });
    const ids = all.body.orders.map((order: { id: string }) => order.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(theirs.id);
    expect(all.body.count).toBe(all.body.orders.length);
    const listed = all.body.orders.find((order: { id: string }) => order.id === first.id);
    expect(listed).toMatchObject({
      object: 'order',
      email: 'ada.lovelace@example.com',
      payment_status: 'awaiting',
      total: first.total,
      fulfillments: [],
      refunds: [],
    });
    expect(listed.items).toHaveLength(2);

    const byEmail = await admin().get('/admin/orders?q=LOVELACE');
    expect(byEmail.body.orders.map((order: { id: string }) => order.id)).toEqual([first.id]);
    const displayId = listed.display_id as number;
    const byNumber = await admin().get(`/admin/orders?q=%23${displayId}`);
    expect(byNumber.body.orders.map((order: { id: string }) => order.id)).toContain(first.id);

    const page = await admin().get('/admin/orders?limit=1&offset=1&order=display_id');
    expect(page.body).toMatchObject({ limit: 1, offset: 1, count: all.body.count });
    expect(page.body.orders).toHaveLength(1);

    const awaiting = await admin().get(
      '/admin/orders?payment_status[]=awaiting&fulfillment_status=not_fulfilled',
    );
    expect(awaiting.status).toBe(200);
    expect(awaiting.body.orders.length).toBeGreaterThanOrEqual(2);
    const captured = await admin().get('/admin/orders?payment_status=captured');
    expect(captured.body.orders.map((order: { id: string }) => order.id)).not.toContain(first.id);

    const since = new Date(Date.now() + 60_000).toISOString();
    const none = await admin().get(`/admin/orders?created_at[gt]=${encodeURIComponent(since)}`);
    expect(none.body).toMatchObject({ count: 0, orders: [] });
  });

  it('q finds part of an email or of the customer’s name, in this store only', async () => {
    const mine = await place(org, 'grace.hopper@example.com');
    const theirs = await place(other, 'grace.hopper@example.org');
    for (const [of, placed] of [
      [org, mine],
      [other, theirs],
    ] as const) {
      const order = await of.admin.get(`/admin/orders/${placed.id}`);
      const named = await of.admin.post(`/admin/customers/${order.body.order.customer_id}`, {
        first_name: 'Amazing',
        last_name: 'Grace-Hopper',
      });
      expect(named.status).toBe(200);
    }
    const ids = (response: { body: { orders: { id: string }[] } }) =>
      response.body.orders.map((order) => order.id);

    expect(ids(await admin().get('/admin/orders?q=HOPPER@'))).toEqual([mine.id]);
    expect(ids(await other.admin.get('/admin/orders?q=HOPPER@'))).toEqual([theirs.id]);
    expect(ids(await admin().get('/admin/orders?q=amazing%20grace'))).toEqual([mine.id]);
    expect(ids(await other.admin.get('/admin/orders?q=grace-hop'))).toEqual([theirs.id]);
    // The search's wildcards are matched as text.
    const literal = await admin().get('/admin/orders?q=grace%25hopper');
    expect(literal.body).toMatchObject({ count: 0, orders: [] });
  });

  it('with fields, answers only those fields and the relations expanded, totals from the order', async () => {
    const order = await place(org, 'lean.list@example.com');
    const lean = await admin().get(
      '/admin/orders?q=lean.list&fields=display_id,email,total,payment_status,paid_total&expand=customer,shipping_address',
    );
    expect(lean.status).toBe(200);
    const [row] = lean.body.orders;
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'created_at',
        'display_id',
        'email',
        'total',
        'payment_status',
        'paid_total',
        'customer',
        'shipping_address',
      ].sort(),
    );
    expect(row).toMatchObject({
      id: order.id,
      email: 'lean.list@example.com',
      total: order.total,
      paid_total: order.total,
      payment_status: 'awaiting',
      customer: { email: 'lean.list@example.com' },
    });
    const full = await admin().get('/admin/orders?q=lean.list&fields=id,total&expand=items');
    expect(full.body.orders[0].items).toHaveLength(2);
    expect(full.body.orders[0].subtotal).toBeGreaterThan(0);
    const unknown = await admin().get('/admin/orders?fields=id,password_hash');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^fields: password_hash/);
  });

  it('answers 400 naming the parameter for a bad filter or sort', async () => {
    const status = await admin().get('/admin/orders?status=shipped');
    expect(status.status).toBe(400);
    expect(status.body.message).toContain('status');
    const sort = await admin().get('/admin/orders?order=password');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toContain('order');
    const date = await admin().get('/admin/orders?created_at[gt]=yesterday');
    expect(date.status).toBe(400);
    expect(date.body.message).toContain('created_at');
  });

  it('needs a signed-in staff member', async () => {
    const anonymous = await test.session().get('/admin/orders');
    expect(anonymous.status).toBe(401);
  });
});

describe('one order', () => {
  it('reads one order; another store’s order is a 404 for every route', async () => {
    const order = await place();
    const theirs = await place(other);
    const read = await admin().get(`/admin/orders/${order.id}`);
    expect(read.status).toBe(200);
    expect(read.body.order).toMatchObject({ id: order.id, total: order.total });

    for (const [method, path, body] of [
      ['get', `/admin/orders/${theirs.id}`, undefined],
      ['get', `/admin/orders/${theirs.id}/timeline`, undefined],
      ['post', `/admin/orders/${theirs.id}`, { email: 'x@example.com' }],
      ['post', `/admin/orders/${theirs.id}/capture`, undefined],
      ['post', `/admin/orders/${theirs.id}/refund`, { amount: 1, reason: 'other' }],
      [
        'post',
        `/admin/orders/${theirs.id}/fulfillment`,
        { items: [{ item_id: theirs.itemIds[0], quantity: 1 }] },
      ],
      ['post', `/admin/orders/${theirs.id}/cancel`, undefined],
      ['post', `/admin/orders/${theirs.id}/complete`, undefined],
      ['post', `/admin/orders/${theirs.id}/archive`, undefined],
    ] as const) {
      const response = method === 'get' ? await admin().get(path) : await admin().post(path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const still = await other.admin.get(`/admin/orders/${theirs.id}`);
    expect(still.body.order).toMatchObject({ payment_status: 'awaiting', status: 'pending' });
  });

  it('updates the email, an address (merged, the order’s own) and metadata', async () => {
    const order = await place();
    const before = (await admin().get(`/admin/orders/${order.id}`)).body.order;
    const response = await admin().post(`/admin/orders/${order.id}`, {
      email: 'New.Address@Example.com',
      shipping_address: { city: 'Lyon', postal_code: '69001' },
      metadata: { gift: true },
    });
    expect(response.status).toBe(200);
    const updated = response.body.order;
    expect(updated.email).toBe('new.address@example.com');
    expect(updated.shipping_address).toMatchObject({
      city: 'Lyon',
      postal_code: '69001',
      address_1: before.shipping_address.address_1,
      first_name: before.shipping_address.first_name,
    });
    expect(updated.shipping_address.id).not.toBe(before.shipping_address.id);
    expect(updated.metadata).toMatchObject({ gift: true });

    const bad = await admin().post(`/admin/orders/${order.id}`, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('email');
    const unknown = await admin().post(`/admin/orders/${order.id}`, { status: 'completed' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('status');
  });

  it('completes and archives by the rules of each status', async () => {
    const order = await place();
    const early = await admin().post(`/admin/orders/${order.id}/archive`, undefined);
    expect(early.status).toBe(400);
    const done = await admin().post(`/admin/orders/${order.id}/complete`, undefined);
    expect(done.body.order.status).toBe('completed');
    const again = await admin().post(`/admin/orders/${order.id}/complete`, undefined);
    expect(again.status).toBe(400);
    const archived = await admin().post(`/admin/orders/${order.id}/archive`, undefined);
    expect(archived.body.order.status).toBe('archived');
    const edit = await admin().post(`/admin/orders/${order.id}`, { email: 'late@example.com' });
    expect(edit.status).toBe(400);
  });

  it('a developer reads orders but cannot change them', async () => {
    const order = await place();
    const developer = await createUser(test, org, 'developer');
    expect((await developer.session.get(`/admin/orders/${order.id}`)).status).toBe(200);
    const capture = await developer.session.post(`/admin/orders/${order.id}/capture`, undefined);
    expect(capture.status).toBe(403);
    const member = await createUser(test, org, 'member');
    const captured = await member.session.post(`/admin/orders/${order.id}/capture`, undefined);
    expect(captured.status).toBe(200);
  });
});

describe('payments', () => {
  it('captures through the provider once; payment_status follows', async () => {
    const order = await place();
    const calls = bank.captures.length;
    const response = await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    expect(response.status).toBe(200);
    expect(response.body.order.payment_status).toBe('captured');
    expect(response.body.order.payments[0]).toMatchObject({
      amount: order.total,
      amount_captured: order.total,
    });
    expect(response.body.order.payments[0].captured_at).toBeTruthy();
    expect(bank.captures.length).toBe(calls + 1);
    expect(bank.captures.at(-1)).toMatchObject({ amount: order.total, storeId: org.storeId });

    const twice = await admin().request('POST', `/admin/orders/${order.id}/capture`, {
      rawBody: 'null',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('already_captured');
    expect(bank.captures.length).toBe(calls + 1);
  });

  it('a capture the provider left unanswered holds the payment, then is asked again with the same key', async () => {
    const order = await place();
    const calls = bank.captures.length;
    bank.control.dropCapture = true;
    const dropped = await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    expect(dropped.status).toBe(409);
    expect(dropped.body.code).toBe('capture_pending');
    const held = await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('capture_in_progress');
    // The lease runs out (as two minutes later).
    await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.execute(sql`UPDATE payment SET capture_claimed_until = now() - interval '1 second'
        WHERE store_id = ${org.storeId} AND order_id = ${order.id}`),
    );
    const again = await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    expect(again.status).toBe(200);
    expect(again.body.order.payment_status).toBe('captured');
    const keys = bank.captures.slice(calls).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('captures part of the payment, never more than authorised', async () => {
    const order = await place();
    const tooMuch = await admin().post(`/admin/orders/${order.id}/capture`, {
      amount: order.total + 1,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('amount');
    const part = await admin().post(`/admin/orders/${order.id}/capture`, { amount: 1000 });
    expect(part.status).toBe(200);
    expect(part.body.order.payments[0]).toMatchObject({ amount_captured: 1000 });
    expect(part.body.order.paid_total).toBe(1000);
    const over = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: 1001,
      reason: 'other',
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^amount: .*1000/);
  });

  it('refunds with a reason and note, never above the capture, and mails the customer', async () => {
    const order = await place();
    const early = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: 100,
      reason: 'other',
    });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('not_captured');
    await admin().post(`/admin/orders/${order.id}/capture`, undefined);

    const part = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: 700,
      reason: 'discount',
      note: 'Late delivery',
    });
    expect(part.status).toBe(200);
    expect(part.body.order).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_total: 700,
    });
    expect(part.body.order.refunds).toEqual([
      expect.objectContaining({
        amount: 700,
        reason: 'discount',
        note: 'Late delivery',
        status: 'succeeded',
      }),
    ]);
    expect(bank.refunds.at(-1)).toMatchObject({ amount: 700 });

    const over = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: order.total,
      reason: 'other',
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^amount: /);

    const rest = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: order.total - 700,
      reason: 'return',
    });
    expect(rest.body.order).toMatchObject({
      payment_status: 'refunded',
      refunded_total: order.total,
    });

    await test.app.mailOutbox.drain();
    const mails = test.outbox().filter((message) => message.includes(`To: ${order.email}`));
    expect(mails.filter((message) => message.includes('Refund for order'))).toHaveLength(2);

    const bad = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: -5,
      reason: 'other',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('amount');
    const reason = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: 5,
      reason: 'whim',
    });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toContain('reason');
  });

  it('a refund the provider refuses leaves nothing behind', async () => {
    const order = await place();
    await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    bank.control.refuseRefund = true;
    try {
      const refused = await admin().post(`/admin/orders/${order.id}/refund`, {
        amount: 500,
        reason: 'other',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('The bank said no');
    } finally {
      bank.control.refuseRefund = false;
    }
    const read = (await admin().get(`/admin/orders/${order.id}`)).body.order;
    expect(read).toMatchObject({ payment_status: 'captured', refunded_total: 0, refunds: [] });
  });

  it('a refund the provider left unanswered stays pending and is finished later, once', async () => {
    const order = await place();
    await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    bank.control.dropRefund = true;
    const calls = bank.refunds.length;
    const dropped = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: 400,
      reason: 'other',
    });
    expect(dropped.status).toBe(409);
    expect(dropped.body.code).toBe('refund_pending');
    const pending = (await admin().get(`/admin/orders/${order.id}`)).body.order;
    expect(pending.refunds).toEqual([expect.objectContaining({ amount: 400, status: 'pending' })]);
    // Counted already: a second refund cannot pass what is left of the capture.
    const over = await admin().post(`/admin/orders/${order.id}/refund`, {
      amount: order.total - 399,
      reason: 'other',
    });
    expect(over.status).toBe(400);

    expect(await test.app.resumePendingRefunds(0)).toBe(1);
    expect(await test.app.resumePendingRefunds(0)).toBe(0);
    const keys = bank.refunds.slice(calls).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    const done = (await admin().get(`/admin/orders/${order.id}`)).body.order;
    expect(done).toMatchObject({ payment_status: 'partially_refunded', refunded_total: 400 });
    expect(done.refunds[0].status).toBe('succeeded');
    await test.app.mailOutbox.drain();
    expect(
      test
        .outbox()
        .filter(
          (message) =>
            message.includes(`To: ${order.email}`) && message.includes('Refund for order'),
        ),
    ).toHaveLength(1);
  });

  it('concurrent refunds of one payment never exceed the capture', async () => {
    const order = await place();
    await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    bank.control.delayMs = 20;
    const share = Math.floor(order.total / 3);
    let answers;
    try {
      answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          admin().post(`/admin/orders/${order.id}/refund`, { amount: share, reason: 'other' }),
        ),
      );
    } finally {
      bank.control.delayMs = 0;
    }
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    const read = (await admin().get(`/admin/orders/${order.id}`)).body.order;
    expect(read.refunded_total).toBe(3 * share);
    expect(read.refunds).toHaveLength(3);
  });

  it('concurrent captures of one payment capture it once', async () => {
    const order = await place();
    const before = bank.captures.length;
    bank.control.delayMs = 30;
    let answers;
    try {
      answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          admin().post(`/admin/orders/${order.id}/capture`, undefined),
        ),
      );
    } finally {
      bank.control.delayMs = 0;
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 400, 409].includes(answer.status))).toBe(true);
    expect(bank.captures.length).toBe(before + 1);
  });
});

describe('fulfilment and shipment', () => {
  it('fulfils from a location, ships with tracking, cancels: lines, stock and statuses follow', async () => {
    const order = await place();
    const [line, other] = order.itemIds as [string, string];
    const variant = order.variantIds[0]!;
    const before = await stockOf(test, org, variant);

    const none = await admin().post(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: 'ful_missing',
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('fulfillment_id');

    const first = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: line, quantity: 1 }],
      location_id: locationId,
    });
    expect(first.status).toBe(200);
    expect(first.body.order.fulfillment_status).toBe('partially_fulfilled');
    const fulfillment = first.body.order.fulfillments[0];
    expect(fulfillment).toMatchObject({
      location_id: locationId,
      items: [{ item_id: line, quantity: 1, fulfillment_id: fulfillment.id }],
      shipped_at: null,
      canceled_at: null,
    });
    expect(await stockOf(test, org, variant)).toEqual({
      stocked: before.stocked - 1,
      reserved: before.reserved - 1,
    });

    const over = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: line, quantity: 2 }],
      location_id: locationId,
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^items\[0\]\.quantity: /);
    expect(await stockOf(test, org, variant)).toEqual({
      stocked: before.stocked - 1,
      reserved: before.reserved - 1,
    });
    const stranger = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: 'item_nope', quantity: 1 }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toMatch(/^items\[0\]\.item_id: /);

    const shipped = await admin().post(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: fulfillment.id,
      tracking_numbers: ['TRACK-1', 'TRACK-2'],
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.fulfillment_status).toBe('partially_shipped');
    const after = shipped.body.order.fulfillments[0];
    expect(after.tracking_numbers).toEqual(['TRACK-1', 'TRACK-2']);
    expect(
      after.tracking_links.map((link: { tracking_number: string }) => link.tracking_number).sort(),
    ).toEqual(['TRACK-1', 'TRACK-2']);
    expect(after.shipped_at).toBeTruthy();

    const again = await admin().post(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: fulfillment.id,
    });
    expect(again.status).toBe(400);
    const cancelShipped = await admin().post(
      `/admin/orders/${order.id}/fulfillments/${fulfillment.id}/cancel`,
      undefined,
    );
    expect(cancelShipped.status).toBe(400);

    // The rest, then cancel that fulfilment: its stock comes back, held for the order again.
    const rest = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [
        { item_id: line, quantity: 1 },
        { item_id: other, quantity: 1 },
      ],
    });
    expect(rest.status).toBe(200);
    expect(rest.body.order.fulfillment_status).toBe('partially_shipped');
    const second = rest.body.order.fulfillments[1];
    expect(second.location_id).toBe(locationId);
    const held = await stockOf(test, org, variant);
    const canceled = await admin().post(
      `/admin/orders/${order.id}/fulfillments/${second.id}/cancel`,
      undefined,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.order.fulfillments[1].canceled_at).toBeTruthy();
    expect(await stockOf(test, org, variant)).toEqual({
      stocked: held.stocked + 1,
      reserved: held.reserved + 1,
    });
    const shipCanceled = await admin().post(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: second.id,
    });
    expect(shipCanceled.status).toBe(400);

    // Everything fulfilled and shipped.
    const all = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [
        { item_id: line, quantity: 1 },
        { item_id: other, quantity: 1 },
      ],
      location_id: locationId,
    });
    expect(all.body.order.fulfillment_status).toBe('partially_shipped');
    const third = all.body.order.fulfillments[2];
    const done = await admin().post(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: third.id,
      tracking_numbers: ['TRACK-3'],
    });
    expect(done.body.order.fulfillment_status).toBe('shipped');

    await test.app.mailOutbox.drain();
    const shippedMails = test
      .outbox()
      .filter(
        (message) => message.includes(`To: ${order.email}`) && message.includes('has shipped'),
      );
    expect(shippedMails).toHaveLength(2);
    expect(shippedMails.some((message) => message.includes('TRACK-3'))).toBe(true);
  });

  it('refuses a location without the stock, and a canceled order', async () => {
    const order = await place();
    const created = await admin().post('/admin/stock-locations', { name: 'Empty shed' });
    expect(created.status).toBe(200);
    const empty = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
      location_id: created.body.stock_location.id,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^location_id: /);
    const body = await admin().post(`/admin/orders/${order.id}/fulfillment`, { items: [] });
    expect(body.status).toBe(400);
    expect(body.body.message).toContain('items');

    await admin().post(`/admin/orders/${order.id}/cancel`, undefined);
    const late = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
    });
    expect(late.status).toBe(400);
  });
});

describe('cancel', () => {
  it('is refused while a fulfilment lives; then releases the stock, voids the payment and mails', async () => {
    const order = await place();
    const variant = order.variantIds[0]!;
    const fulfilled = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
    });
    const refused = await admin().post(`/admin/orders/${order.id}/cancel`, undefined);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('order_has_fulfillments_or_refunds');

    await admin().post(
      `/admin/orders/${order.id}/fulfillments/${fulfilled.body.order.fulfillments[0].id}/cancel`,
      undefined,
    );
    const held = await stockOf(test, org, variant);
    const cancels = bank.cancels.length;
    const canceled = await admin().post(`/admin/orders/${order.id}/cancel`, undefined);
    expect(canceled.status).toBe(200);
    expect(canceled.body.order).toMatchObject({
      status: 'canceled',
      fulfillment_status: 'canceled',
      payment_status: 'canceled',
    });
    expect(canceled.body.order.canceled_at).toBeTruthy();
    expect(bank.cancels.length).toBe(cancels + 1);
    expect(await stockOf(test, org, variant)).toEqual({
      stocked: held.stocked,
      reserved: held.reserved - 2,
    });
    const twice = await admin().post(`/admin/orders/${order.id}/cancel`, undefined);
    expect(twice.status).toBe(400);

    await test.app.mailOutbox.drain();
    expect(
      test
        .outbox()
        .filter(
          (message) => message.includes(`To: ${order.email}`) && message.includes('canceled'),
        ),
    ).toHaveLength(1);
  });

  it('is refused once the order has a refund', async () => {
    const order = await place();
    await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    await admin().post(`/admin/orders/${order.id}/refund`, { amount: 100, reason: 'other' });
    const refused = await admin().post(`/admin/orders/${order.id}/cancel`, undefined);
    expect(refused.status).toBe(400);
  });
});

describe('notes, timeline and notifications', () => {
  it('notes on an order: create, list, edit, delete; another store’s order is a 404', async () => {
    const order = await place();
    const theirs = await place(other);
    const made = await admin().post('/admin/notes', {
      resource_type: 'order',
      resource_id: order.id,
      value: 'Customer called: leave at the door',
    });
    expect(made.status).toBe(200);
    expect(made.body.note).toMatchObject({
      resource_type: 'order',
      resource_id: order.id,
      value: 'Customer called: leave at the door',
      author_id: org.userId,
      author: { id: org.userId, email: org.email },
    });
    const id = made.body.note.id;
    const listed = await admin().get(`/admin/notes?resource_id=${order.id}`);
    expect(listed.body).toMatchObject({ count: 1, offset: 0, limit: 50 });
    const edited = await admin().post(`/admin/notes/${id}`, { value: 'Leave with the neighbour' });
    expect(edited.body.note.value).toBe('Leave with the neighbour');

    const foreign = await admin().post('/admin/notes', {
      resource_type: 'order',
      resource_id: theirs.id,
      value: 'peek',
    });
    expect(foreign.status).toBe(404);
    expect((await other.admin.get(`/admin/notes/${id}`)).status).toBe(404);
    expect((await other.admin.delete(`/admin/notes/${id}`)).status).toBe(404);
    const empty = await admin().post('/admin/notes', {
      resource_type: 'order',
      resource_id: order.id,
      value: '   ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('value');

    const deleted = await admin().delete(`/admin/notes/${id}`);
    expect(deleted.body).toEqual({ id, object: 'note', deleted: true });
    expect((await admin().get(`/admin/notes/${id}`)).status).toBe(404);
  });

  it('the timeline tells every event with who did it, in one request', async () => {
    const order = await place();
    await admin().post(`/admin/orders/${order.id}/capture`, undefined);
    await admin().post('/admin/notes', {
      resource_type: 'order',
      resource_id: order.id,
      value: 'Gift wrap',
    });
    const fulfilled = await admin().post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
    });
    await admin().post(`/admin/orders/${order.id}/shipment`, {
      fulfillment_id: fulfilled.body.order.fulfillments[0].id,
      tracking_numbers: ['ZX1'],
    });
    await admin().post(`/admin/orders/${order.id}/refund`, { amount: 250, reason: 'other' });
    await test.app.mailOutbox.drain();

    const timeline = await admin().get(`/admin/orders/${order.id}/timeline`);
    expect(timeline.status).toBe(200);
    const kinds = timeline.body.events.map((event: { kind: string }) => event.kind);
    for (const kind of [
      'placed',
      'payment_authorized',
      'payment_captured',
      'note',
      'fulfilled',
      'shipped',
      'refunded',
      'notification',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(kinds[0]).toBe('placed');
    const captured = timeline.body.events.find(
      (event: { kind: string }) => event.kind === 'payment_captured',
    );
    expect(captured.actor).toMatchObject({ id: org.userId, email: org.email });
    const placed = timeline.body.events.find((event: { kind: string }) => event.kind === 'placed');
    expect(placed.actor).toBeNull();
    const mails = timeline.body.events.filter(
      (event: { kind: string }) => event.kind === 'notification',
    );
    expect(
      mails.map((event: { data: { event_name: string } }) => event.data.event_name).sort(),
    ).toEqual(['order.placed', 'order.refund_created', 'order.shipment_created']);
    expect(mails.every((event: { data: { status: string } }) => event.data.status === 'sent')).toBe(
      true,
    );
  });

  it('lists the store’s notifications with their status and resends one', async () => {
    const order = await place();
    await test.app.mailOutbox.drain();
    const listed = await admin().get(`/admin/notifications?resource_id=${order.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ count: 1, limit: 50, offset: 0 });
    const placed = listed.body.notifications[0];
    expect(placed).toMatchObject({
      event_name: 'order.placed',
      resource_type: 'order',
      resource_id: order.id,
      to: order.email,
      status: 'sent',
      resends: [],
    });

    const before = test.outbox().length;
    // A body of `null` (some clients send it when there is nothing to say) is no body.
    const again = await admin().request('POST', `/admin/notifications/${placed.id}/resend`, {
      rawBody: 'null',
    });
    expect(again.status).toBe(200);
    const resent = await admin().post(`/admin/notifications/${placed.id}/resend`, {
      to: 'Someone.Else@example.com',
    });
    expect(resent.status).toBe(200);
    expect(resent.body.notification.id).toBe(placed.id);
    expect(resent.body.notification.resends).toHaveLength(2);
    expect(resent.body.notification.resends[1]).toMatchObject({
      parent_id: placed.id,
      to: 'someone.else@example.com',
    });
    await test.app.mailOutbox.drain();
    const sent = test.outbox().slice(before);
    expect(sent.filter((message) => message.includes('To: someone.else@example.com'))).toHaveLength(
      1,
    );

    const byEvent = await admin().get('/admin/notifications?event_name=order.placed&limit=500');
    expect(byEvent.body.notifications.some((entry: { id: string }) => entry.id === placed.id)).toBe(
      true,
    );
    expect(
      byEvent.body.notifications.every(
        (entry: { event_name: string }) => entry.event_name === 'order.placed',
      ),
    ).toBe(true);

    expect((await other.admin.post(`/admin/notifications/${placed.id}/resend`, {})).status).toBe(
      404,
    );
    const theirs = await other.admin.get(`/admin/notifications?resource_id=${order.id}`);
    expect(theirs.body).toMatchObject({ count: 0, notifications: [] });
    const bad = await admin().post(`/admin/notifications/${placed.id}/resend`, { to: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('to');
  });
});

describe('order-export batch job', () => {
  it('exports the filtered orders as a protected CSV, page by page, with v1’s columns', async () => {
    const shop = await createOrg(test, 'Export Store');
    const orders = [
      await place(shop, 'first@example.com'),
      await place(shop, 'second@example.com'),
      await place(shop, 'third@example.com'),
    ];
    await shop.admin.post(`/admin/orders/${orders[1]!.id}/capture`, undefined);

    const created = await shop.admin.post('/admin/batch-jobs', {
      type: 'order-export',
      context: { filterable_fields: { payment_status: ['awaiting'] } },
      dry_run: true,
    });
    expect(created.status).toBe(200);
    const id = created.body.batch_job.id;
    await test.app.jobs.drain();
    const pre = (await shop.admin.get(`/admin/batch-jobs/${id}`)).body.batch_job;
    expect(pre).toMatchObject({ status: 'pre_processed', result: { count: 2 } });
    await shop.admin.post(`/admin/batch-jobs/${id}/confirm`, undefined);
    test.app.jobs.settings.orderExportPageSize = 1;
    try {
      await test.app.jobs.drain();
    } finally {
      test.app.jobs.settings.orderExportPageSize = 2000;
    }
    const done = (await shop.admin.get(`/admin/batch-jobs/${id}`)).body.batch_job;
    expect(done).toMatchObject({ status: 'completed', result: { count: 2, advancement_count: 2 } });

    const fileKey = done.result.file_key;
    expect(
      (await org.admin.post('/admin/uploads/download-url', { file_key: fileKey })).status,
    ).toBe(404);
    const asked = await shop.admin.post('/admin/uploads/download-url', { file_key: fileKey });
    const url = new URL(asked.body.download_url);
    const exported = await (await fetch(`${test.url}${url.pathname}${url.search}`)).text();
    const lines = exported.trim().split('\n');
    expect(lines[0]).toMatch(/^Order_ID,Display_ID,Order status,Date,Customer First name,/);
    expect(lines).toHaveLength(3);
    expect(exported).toContain('first@example.com');
    expect(exported).toContain('third@example.com');
    expect(exported).not.toContain('second@example.com');
    const total = (orders[0]!.total / 100).toFixed(2);
    expect(lines[1]).toContain(`,${total},USD,`);

    const bad = await shop.admin.post('/admin/batch-jobs', {
      type: 'order-export',
      context: { filterable_fields: { payment_status: ['paid-ish'] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('context.filterable_fields.payment_status');
  });
});
