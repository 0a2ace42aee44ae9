import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { bankProvider, readyCart, stockOf } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';

/*
 * Returns and return reasons on the admin and store APIs, on both databases: asking for a
 * return (staff and shopper), receiving it into a stock location with its refund, canceling it,
 * the list, and the rules that hold under any concurrency: one receipt and one refund however
 * many arrive at once, and never more of a line returned than was fulfilled.
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
}

/**
 * An order placed through the store API (2 × the first variant at 10.00, 1 × the second at
 * 25.00, 19 % tax on top), captured and, unless told otherwise, fulfilled whole.
 */
async function place(
  of: TestOrg = org,
  options: { fulfil?: boolean; customerId?: string; email?: string } = {},
): Promise<Placed> {
  const product = await createProduct(test, of, { variants: 2 });
  const variantIds = product.variantIds;
  const cart = await readyCart(test, of, {
    lines: [
      { variantId: variantIds[0]!, quantity: 2, unitPrice: 1000 },
      { variantId: variantIds[1]!, quantity: 1, unitPrice: 2500 },
    ],
    providerId: 'bank',
    customerId: options.customerId ?? null,
    email: options.email ?? `buyer-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  const done = await test
    .session({ 'x-publishable-api-key': of.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(done.status).toBe(200);
  const id = done.body.data.id as string;
  expect((await of.admin.post(`/admin/orders/${id}/capture`, {})).status).toBe(200);
  if (options.fulfil !== false) {
    const location = (await of.admin.get('/admin/stock-locations')).body.stock_locations[0].id;
    const fulfilled = await of.admin.post(`/admin/orders/${id}/fulfillment`, {
      items: [
        { item_id: cart.itemIds[0], quantity: 2 },
        { item_id: cart.itemIds[1], quantity: 1 },
      ],
      location_id: location,
    });
    expect(fulfilled.status).toBe(200);
  }
  return { id, itemIds: cart.itemIds, variantIds, total: done.body.data.total };
}

/** A line's returned and return-held quantities. */
async function lineOf(of: TestOrg, itemId: string) {
  const [row] = await withTenantTx(
    test.database.db,
    of.storeId,
    async (tx) =>
      (
        (await tx.execute(sql`SELECT returned_quantity, return_requested_quantity FROM line_item
        WHERE store_id = ${of.storeId} AND id = ${itemId}`)) as unknown as {
          rows: { returned_quantity: number | null; return_requested_quantity: number }[];
        }
      ).rows,
  );
  return row!;
}

beforeAll(async () => {
  test = await buildTestApp({ providers: { payment: [bank.provider] } });
  org = await createOrg(test);
  other = await createOrg(test, 'Other Store');
  locationId = (await org.admin.get('/admin/stock-locations')).body.stock_locations[0].id;
});

afterAll(async () => {
  await test.close();
});

describe('return reasons', () => {
  it('staff create, group, read, change and delete them; shoppers list them', async () => {
    const made = await org.admin.post('/admin/return-reasons', {
      value: 'wrong_size',
      label: 'Wrong size',
      description: 'Too big or too small',
    });
    expect(made.status).toBe(200);
    expect(made.body.return_reason).toMatchObject({
      value: 'wrong_size',
      label: 'Wrong size',
      description: 'Too big or too small',
      parent_return_reason_id: null,
      parent_return_reason: null,
      return_reason_children: [],
      deleted_at: null,
    });
    expect(made.body.return_reason.id).toMatch(/^rr_/);
    const parent = made.body.return_reason.id as string;

    const child = await org.admin.post('/admin/return-reasons', {
      value: 'too_small',
      label: 'Too small',
      parent_return_reason_id: parent,
    });
    expect(child.status).toBe(200);
    expect(child.body.return_reason.parent_return_reason).toMatchObject({ id: parent });

    // One level deep, as v1: a child cannot group others.
    const grandchild = await org.admin.post('/admin/return-reasons', {
      value: 'tiny',
      label: 'Tiny',
      parent_return_reason_id: child.body.return_reason.id,
    });
    expect(grandchild.status).toBe(400);
    expect(grandchild.body.message).toMatch(/^parent_return_reason_id/);

    const twice = await org.admin.post('/admin/return-reasons', {
      value: 'wrong_size',
      label: 'x',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toMatch(/^value/);
    // Another store may use the same value.
    expect(
      (await other.admin.post('/admin/return-reasons', { value: 'wrong_size', label: 'W' })).status,
    ).toBe(200);

    const list = await org.admin.get('/admin/return-reasons');
    expect(list.status).toBe(200);
    const top = list.body.return_reasons.find((reason: { id: string }) => reason.id === parent);
    expect(top.return_reason_children.map((c: { value: string }) => c.value)).toEqual([
      'too_small',
    ]);
    expect(
      list.body.return_reasons.some((reason: { value: string }) => reason.value === 'too_small'),
    ).toBe(false);

    const changed = await org.admin.post(`/admin/return-reasons/${parent}`, { label: 'Size' });
    expect(changed.body.return_reason).toMatchObject({ label: 'Size', value: 'wrong_size' });
    expect((await org.admin.post(`/admin/return-reasons/${parent}`, { label: '' })).status).toBe(
      400,
    );

    const shop = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const listed = await shop.get('/store/return-reasons');
    expect(listed.status).toBe(200);
    expect(listed.body.return_reasons.map((r: { id: string }) => r.id)).toContain(parent);
    expect((await shop.get(`/store/return-reasons/${parent}`)).body.return_reason.label).toBe(
      'Size',
    );

    // Another store's reason is not found, for staff and shoppers alike.
    expect((await other.admin.get(`/admin/return-reasons/${parent}`)).status).toBe(404);
    expect((await other.admin.post(`/admin/return-reasons/${parent}`, { label: 'x' })).status).toBe(
      404,
    );
    const theirShop = test.session({ 'x-publishable-api-key': other.publishableKeyId });
    expect((await theirShop.get(`/store/return-reasons/${parent}`)).status).toBe(404);

    const gone = await org.admin.delete(`/admin/return-reasons/${parent}`);
    expect(gone.body).toEqual({ id: parent, object: 'return_reason', deleted: true });
    expect(
      (await org.admin.get(`/admin/return-reasons/${child.body.return_reason.id}`)).status,
    ).toBe(404);
    // Its value is free again.
    expect(
      (await org.admin.post('/admin/return-reasons', { value: 'wrong_size', label: 'Again' }))
        .status,
    ).toBe(200);
  });
});

describe('POST /admin/orders/{id}/return and POST /admin/returns/{id}/receive', () => {
  it('asks for a return, receives it into a location, refunds once and puts the stock back', async () => {
    const reason = await org.admin.post('/admin/return-reasons', {
      value: `damaged-${Date.now()}`,
      label: 'Damaged',
    });
    const order = await place();
    const stockBefore = await stockOf(test, org, order.variantIds[0]!);
    const refundsBefore = bank.refunds.length;

    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [
        {
          item_id: order.itemIds[0],
          quantity: 2,
          reason_id: reason.body.return_reason.id,
          note: 'Torn',
        },
      ],
      note: 'Customer called',
    });
    expect(asked.status).toBe(200);
    const [requested] = asked.body.order.returns;
    // Two units of 10.00 plus 19 % tax.
    expect(requested).toMatchObject({
      status: 'requested',
      order_id: order.id,
      refund_amount: 2380,
      received_at: null,
      shipping_method: null,
    });
    expect(requested.items).toEqual([
      expect.objectContaining({
        item_id: order.itemIds[0],
        quantity: 2,
        requested_quantity: 2,
        received_quantity: null,
        is_requested: true,
        note: 'Torn',
        reason: expect.objectContaining({ label: 'Damaged' }),
      }),
    ]);
    expect(await lineOf(org, order.itemIds[0]!)).toEqual({
      returned_quantity: null,
      return_requested_quantity: 2,
    });

    const received = await org.admin.post(`/admin/returns/${requested.id}/receive`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
      location_id: locationId,
    });
    expect(received.status).toBe(200);
    expect(received.body.return).toMatchObject({
      id: requested.id,
      status: 'received',
      location_id: locationId,
      refund_amount: 2380,
    });
    expect(received.body.return.received_at).toEqual(expect.any(String));
    expect(bank.refunds.length).toBe(refundsBefore + 1);
    expect(bank.refunds.at(-1)!.amount).toBe(2380);
    expect(await stockOf(test, org, order.variantIds[0]!)).toEqual({
      stocked: stockBefore.stocked + 2,
      reserved: stockBefore.reserved,
    });
    expect(await lineOf(org, order.itemIds[0]!)).toEqual({
      returned_quantity: 2,
      return_requested_quantity: 2,
    });

    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after).toMatchObject({
      fulfillment_status: 'partially_returned',
      payment_status: 'partially_refunded',
      refunded_total: 2380,
    });
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: 2380, reason: 'return', status: 'succeeded' }),
    ]);
    const timeline = (await org.admin.get(`/admin/orders/${order.id}/timeline`)).body.events;
    const kinds = timeline.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['return_requested', 'return_received', 'refunded']),
    );

    // Received once: again is a 400, and nothing more is refunded or stocked.
    const again = await org.admin.post(`/admin/returns/${requested.id}/receive`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
      location_id: locationId,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been received/);
    expect(bank.refunds.length).toBe(refundsBefore + 1);
    expect((await stockOf(test, org, order.variantIds[0]!)).stocked).toBe(stockBefore.stocked + 2);

    // The rest of the order comes back too: the order is returned.
    const rest = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[1], quantity: 1 }],
      receive_now: true,
      location_id: locationId,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.order.fulfillment_status).toBe('returned');
    expect(rest.body.order.returns.map((r: { status: string }) => r.status)).toEqual([
      'received',
      'received',
    ]);
  });

  it('refuses to return more than was fulfilled, lines of other orders and bad input, naming the field', async () => {
    const order = await place();
    const unfulfilled = await place(org, { fulfil: false });
    const over = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[0], quantity: 3 }],
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^items\[0\]\.quantity: .*\(2 can be returned\)/);

    const notSent = await org.admin.post(`/admin/orders/${unfulfilled.id}/return`, {
      items: [{ item_id: unfulfilled.itemIds[0], quantity: 1 }],
    });
    expect(notSent.status).toBe(400);
    expect(notSent.body.message).toMatch(/^items\[0\]\.quantity/);

    const foreign = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: unfulfilled.itemIds[0], quantity: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^items\[0\]\.item_id/);

    for (const [body, field] of [
      [{ items: [] }, 'items'],
      [{ items: [{ item_id: order.itemIds[0], quantity: 0 }] }, 'items.0.quantity'],
      [
        { items: [{ item_id: order.itemIds[0], quantity: 1, reason_id: 'rr_nope' }] },
        'items[0].reason_id',
      ],
      [
        {
          items: [{ item_id: order.itemIds[0], quantity: 1 }],
          return_shipping: { option_id: 'so_nope' },
        },
        'return_shipping.option_id',
      ],
      [{ items: [{ item_id: order.itemIds[0], quantity: 1 }], refund: 10_000_000 }, 'refund'],
      [
        { items: [{ item_id: order.itemIds[0], quantity: 1 }], location_id: 'sloc_nope' },
        'location_id',
      ],
    ] as const) {
      const refused = await org.admin.post(`/admin/orders/${order.id}/return`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toContain(field);
    }
    // Nothing was held by the refusals.
    expect((await lineOf(org, order.itemIds[0]!)).return_requested_quantity).toBe(0);

    // Another store's order, return and reason are not found.
    expect(
      (
        await other.admin.post(`/admin/orders/${order.id}/return`, {
          items: [{ item_id: order.itemIds[0], quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    const mine = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
    });
    const returnId = mine.body.order.returns[0].id;
    expect(
      (
        await other.admin.post(`/admin/returns/${returnId}/receive`, {
          items: [{ item_id: order.itemIds[0], quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    expect((await other.admin.post(`/admin/returns/${returnId}/cancel`, {})).status).toBe(404);
    const theirList = await other.admin.get('/admin/returns');
    expect(theirList.body.returns.map((r: { id: string }) => r.id)).not.toContain(returnId);
  });

  it('cancels a return that was not received, freeing its quantities; a received one stays', async () => {
    const order = await place();
    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
    });
    const returnId = asked.body.order.returns[0].id;
    const canceled = await org.admin.post(`/admin/returns/${returnId}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(canceled.body.order.returns[0].status).toBe('canceled');
    expect((await lineOf(org, order.itemIds[0]!)).return_requested_quantity).toBe(0);
    // Canceling again changes nothing; receiving a canceled return is refused.
    expect((await org.admin.post(`/admin/returns/${returnId}/cancel`, {})).status).toBe(200);
    const receive = await org.admin.post(`/admin/returns/${returnId}/receive`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
      location_id: locationId,
    });
    expect(receive.status).toBe(400);

    const second = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
      receive_now: true,
      location_id: locationId,
    });
    expect(second.status).toBe(200);
    const received = second.body.order.returns.find(
      (r: { status: string }) => r.status === 'received',
    );
    const refused = await org.admin.post(`/admin/returns/${received.id}/cancel`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/received/);
  });

  it('receive_now that cannot receive leaves no half-made return', async () => {
    const order = await place(other);
    // Two locations and no default: where the items go must be said.
    await other.admin.post('/admin/stock-locations', { name: 'Second warehouse' });
    await test.database.db.execute(
      sql`UPDATE store SET default_location_id = NULL WHERE id = ${other.storeId}`,
    );
    const refused = await other.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
      receive_now: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^location_id/);
    const after = (await other.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.returns.map((entry: { status: string }) => entry.status)).toEqual(['canceled']);
    expect((await lineOf(other, order.itemIds[0]!)).return_requested_quantity).toBe(0);
  });

  it('a receipt of other quantities than asked keeps what arrived, and staff may set the refund', async () => {
    const order = await place();
    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
    });
    const returnId = asked.body.order.returns[0].id;
    const stockBefore = await stockOf(test, org, order.variantIds[0]!);
    const received = await org.admin.post(`/admin/returns/${returnId}/receive`, {
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
      location_id: locationId,
      refund: 1000,
    });
    expect(received.status).toBe(200);
    expect(received.body.return).toMatchObject({ status: 'received', refund_amount: 1000 });
    expect(received.body.return.items[0]).toMatchObject({
      quantity: 1,
      requested_quantity: 2,
      received_quantity: 1,
      is_requested: false,
    });
    expect((await stockOf(test, org, order.variantIds[0]!)).stocked).toBe(stockBefore.stocked + 1);
    // The unit that did not arrive may be returned later.
    expect(await lineOf(org, order.itemIds[0]!)).toEqual({
      returned_quantity: 1,
      return_requested_quantity: 1,
    });
    const order2 = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(order2.refunded_total).toBe(1000);
  });

  it('a retried request with the same Idempotency-Key answers the same return', async () => {
    const order = await place();
    const send = () =>
      org.admin.request('POST', `/admin/orders/${order.id}/return`, {
        body: { items: [{ item_id: order.itemIds[0], quantity: 1 }] },
        headers: { 'idempotency-key': `ret-key-${order.id}` },
      });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.order.returns).toHaveLength(1);
    expect((await lineOf(org, order.itemIds[0]!)).return_requested_quantity).toBe(1);

    const returnId = first.body.order.returns[0].id;
    const receive = () =>
      org.admin.request('POST', `/admin/returns/${returnId}/receive`, {
        body: { items: [{ item_id: order.itemIds[0], quantity: 1 }], location_id: locationId },
        headers: { 'idempotency-key': `receive-${returnId}` },
      });
    const refunds = bank.refunds.length;
    expect((await receive()).status).toBe(200);
    expect((await receive()).status).toBe(200);
    expect(bank.refunds.length).toBe(refunds + 1);
  });
});

describe('when the payment provider does not answer or refuses', () => {
  it('a receipt whose refund went unanswered stays received; the refund is finished later, once, with its key', async () => {
    const order = await place();
    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[0], quantity: 2 }],
    });
    const returnId = asked.body.order.returns[0].id;
    const calls = bank.refunds.length;
    bank.control.dropRefund = true;
    const receipt = () =>
      org.admin.post(`/admin/returns/${returnId}/receive`, {
        items: [{ item_id: order.itemIds[0], quantity: 2 }],
        location_id: locationId,
      });
    const dropped = await receipt();
    expect(dropped.status).toBe(409);
    expect(dropped.body.code).toBe('refund_pending');
    const pending = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(pending.returns[0].status).toBe('received');
    expect(pending.refunds).toEqual([
      expect.objectContaining({ amount: 2380, status: 'pending', reason: 'return' }),
    ]);
    // Staff trying again do not receive or refund it twice.
    expect((await receipt()).status).toBe(400);

    expect(await test.app.resumePendingRefunds(0)).toBe(1);
    expect(await test.app.resumePendingRefunds(0)).toBe(0);
    const keys = bank.refunds.slice(calls).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    const done = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(done).toMatchObject({ refunded_total: 2380, fulfillment_status: 'partially_returned' });
    expect(done.refunds[0].status).toBe('succeeded');
  });

  it('a refused refund leaves the return received, its stock back, and the order needing staff', async () => {
    const order = await place();
    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[1], quantity: 1 }],
    });
    const returnId = asked.body.order.returns[0].id;
    const stockBefore = await stockOf(test, org, order.variantIds[1]!);
    bank.control.refuseRefund = true;
    try {
      const refused = await org.admin.post(`/admin/returns/${returnId}/receive`, {
        items: [{ item_id: order.itemIds[1], quantity: 1 }],
        location_id: locationId,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('refund_refused');
    } finally {
      bank.control.refuseRefund = false;
    }
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after).toMatchObject({
      fulfillment_status: 'requires_action',
      refunded_total: 0,
      refunds: [],
    });
    expect(after.returns[0].status).toBe('received');
    expect((await stockOf(test, org, order.variantIds[1]!)).stocked).toBe(stockBefore.stocked + 1);
    // Staff refund by hand from the order's page.
    const byHand = await org.admin.post(`/admin/orders/${order.id}/refund`, {
      amount: 2975,
      reason: 'return',
    });
    expect(byHand.status).toBe(200);
  });
});

describe('under concurrency', () => {
  it('8 receipts of one return at once: one passes, one refund, the stock back once', async () => {
    const order = await place();
    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [
        { item_id: order.itemIds[0], quantity: 2 },
        { item_id: order.itemIds[1], quantity: 1 },
      ],
    });
    const returnId = asked.body.order.returns[0].id;
    const stockBefore = await stockOf(test, org, order.variantIds[0]!);
    const refundsBefore = bank.refunds.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        org.admin.post(`/admin/returns/${returnId}/receive`, {
          items: [
            { item_id: order.itemIds[0], quantity: 2 },
            { item_id: order.itemIds[1], quantity: 1 },
          ],
          location_id: locationId,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(bank.refunds.length).toBe(refundsBefore + 1);
    expect((await stockOf(test, org, order.variantIds[0]!)).stocked).toBe(stockBefore.stocked + 2);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.refunds).toHaveLength(1);
    expect(after.refunded_total).toBe(order.total - 595); // all but the shipping (5.00 + tax)
    expect(after.fulfillment_status).toBe('returned');
    expect(await lineOf(org, order.itemIds[0]!)).toEqual({
      returned_quantity: 2,
      return_requested_quantity: 2,
    });
  });

  it('8 returns of one unit each at once of a line fulfilled twice: two are made', async () => {
    const order = await place();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        org.admin.post(`/admin/orders/${order.id}/return`, {
          items: [{ item_id: order.itemIds[0], quantity: 1 }],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(6);
    const returns = (await org.admin.get(`/admin/returns?order_id=${order.id}`)).body.returns;
    expect(returns).toHaveLength(2);
    expect((await lineOf(org, order.itemIds[0]!)).return_requested_quantity).toBe(2);
  });

  it('returns and a staff refund at once never give back more than was captured', async () => {
    const order = await place();
    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [
        { item_id: order.itemIds[0], quantity: 2 },
        { item_id: order.itemIds[1], quantity: 1 },
      ],
    });
    const returnId = asked.body.order.returns[0].id;
    const [refund, receipt] = await Promise.all([
      org.admin.post(`/admin/orders/${order.id}/refund`, { amount: order.total, reason: 'other' }),
      org.admin.post(`/admin/returns/${returnId}/receive`, {
        items: [
          { item_id: order.itemIds[0], quantity: 2 },
          { item_id: order.itemIds[1], quantity: 1 },
        ],
        location_id: locationId,
      }),
    ]);
    expect(receipt.status).toBe(200);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.refunded_total).toBeLessThanOrEqual(order.total);
    if (refund.status === 200) {
      // The staff refund took everything first: the return's refund needs staff.
      expect(after.refunded_total).toBe(order.total);
      expect(after.fulfillment_status).toBe('requires_action');
    } else {
      expect(refund.status).toBe(400);
      expect(after.fulfillment_status).toBe('returned');
    }
  });
});

describe('GET /admin/returns', () => {
  it('lists the store’s returns newest first with their order, filtered and searched', async () => {
    const order = await place(org, { email: 'returns.list@example.com' });
    await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
    });
    const listed = await org.admin.get('/admin/returns');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ offset: 0, limit: 50 });
    expect(listed.body.count).toBeGreaterThanOrEqual(1);
    expect(listed.body.returns[0]).toMatchObject({
      order_id: order.id,
      order: { id: order.id, email: 'returns.list@example.com' },
      swap: null,
    });
    const found = await org.admin.get('/admin/returns?q=returns.list&status=requested');
    expect(found.body.returns.map((r: { order_id: string }) => r.order_id)).toEqual([order.id]);
    const number = (await org.admin.get(`/admin/orders/${order.id}`)).body.order.display_id;
    const byNumber = await org.admin.get(`/admin/returns?q=%23${number}`);
    expect(byNumber.body.returns.map((r: { order_id: string }) => r.order_id)).toEqual([order.id]);
    const none = await org.admin.get('/admin/returns?q=returns.list&status=canceled');
    expect(none.body).toMatchObject({ count: 0, returns: [] });
    expect((await org.admin.get('/admin/returns?status=lost')).status).toBe(400);
  });
});

describe('POST /store/returns', () => {
  it('a shopper returns lines of their guest order by its id; other stores and accounts are not found', async () => {
    const order = await place();
    const shop = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const made = await shop.post('/store/returns', {
      order_id: order.id,
      items: [{ item_id: order.itemIds[1], quantity: 1 }],
    });
    expect(made.status).toBe(200);
    expect(made.body.return).toMatchObject({ status: 'requested', order_id: order.id });
    expect(made.body.return.refund_amount).toBe(2975);

    const theirShop = test.session({ 'x-publishable-api-key': other.publishableKeyId });
    const foreign = await theirShop.post('/store/returns', {
      order_id: order.id,
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
    });
    expect(foreign.status).toBe(404);

    // An account's order: only its customer, signed in, may return it.
    const email = `owner-${Date.now()}@example.com`;
    const registered = await shop.post('/store/customers', { email, password: 'secret-pass-1' });
    expect(registered.status).toBe(200);
    const owned = await place(org, { customerId: registered.body.customer.id, email });
    // (Registering signed `shop` in: a stranger is a session of its own.)
    const stranger = await test
      .session({ 'x-publishable-api-key': org.publishableKeyId })
      .post('/store/returns', {
        order_id: owned.id,
        items: [{ item_id: owned.itemIds[0], quantity: 1 }],
      });
    expect(stranger.status).toBe(404);
    const token = await shop.post('/store/auth/token', { email, password: 'secret-pass-1' });
    const signedIn = test.session({
      'x-publishable-api-key': org.publishableKeyId,
      authorization: `Bearer ${token.body.access_token}`,
    });
    const own = await signedIn.post('/store/returns', {
      order_id: owned.id,
      items: [{ item_id: owned.itemIds[0], quantity: 1 }],
    });
    expect(own.status).toBe(200);

    const anonymous = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const bad = await anonymous.post('/store/returns', { order_id: order.id, items: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('items');
    // A shopper cannot say what is refunded, nor receive.
    const greedy = await anonymous.post('/store/returns', {
      order_id: order.id,
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
      refund: 100000,
    });
    expect(greedy.status).toBe(400);
  });
});
