import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { bankProvider, readyCart, setStock, stockOf } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';

/*
 * Exchanges (v1 swaps) on the admin and store APIs, on both databases: staff and shoppers make
 * them, the difference is paid through the swap's cart or refunded, the new items are reserved,
 * fulfilled and shipped, a swap is canceled; and the rules that hold under any concurrency: one
 * confirmation and one payment per swap cart, one refund of a difference, never more of a line
 * sent back (by returns and swaps together) than was fulfilled.
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
  optionId: string;
  total: number;
}

/**
 * An order placed through the store API (2 × the first variant at 10.00, 1 × the second at
 * 25.00, 19 % tax on top, 5.00 shipping), captured and, unless told otherwise, fulfilled whole.
 * The catalogue prices its variants at 10.00 and 11.00, in a region without automatic taxes:
 * an exchange's new items cost that, and what comes back is credited as it was paid, tax and
 * all (10.00 → 11.90, 25.00 → 29.75).
 */
async function place(
  of: TestOrg = org,
  options: { fulfil?: boolean; capture?: boolean; customerId?: string } = {},
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
    email: `swapper-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  const done = await test
    .session({ 'x-publishable-api-key': of.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(done.status).toBe(200);
  const order = done.body.data;
  if (options.capture !== false) {
    expect((await of.admin.post(`/admin/orders/${order.id}/capture`, {})).status).toBe(200);
  }
  if (options.fulfil !== false) {
    const location = (await of.admin.get('/admin/stock-locations')).body.stock_locations[0].id;
    const fulfilled = await of.admin.post(`/admin/orders/${order.id}/fulfillment`, {
      items: [
        { item_id: cart.itemIds[0], quantity: 2 },
        { item_id: cart.itemIds[1], quantity: 1 },
      ],
      location_id: location,
    });
    expect(fulfilled.status).toBe(200);
  }
  return {
    id: order.id,
    itemIds: cart.itemIds,
    variantIds,
    optionId: order.shipping_methods[0].shipping_option_id,
    total: order.total,
  };
}

const shopOf = (of: TestOrg = org) =>
  test.session({ 'x-publishable-api-key': of.publishableKeyId });

/** The swap cart's payment: the bank offered in its region, its session selected. */
async function payWithBank(of: TestOrg, cartId: string) {
  await withTenantTx(test.database.db, of.storeId, (tx) =>
    tx.execute(sql`INSERT INTO region_payment_provider (store_id, region_id, provider_id)
      SELECT store_id, region_id, 'bank' FROM cart WHERE store_id = ${of.storeId} AND id = ${cartId}
      ON CONFLICT DO NOTHING`),
  );
  const shop = shopOf(of);
  const sessions = await shop.post(`/store/carts/${cartId}/payment-sessions`);
  expect(sessions.status, sessions.text).toBe(200);
  const selected = await shop.post(`/store/carts/${cartId}/payment-session`, {
    provider_id: 'bank',
  });
  expect(selected.status, selected.text).toBe(200);
}

/** Exchange 1 × the first line (11.90 paid) for 2 × the second variant (2 × 11.00). */
async function chargedSwap(order: Placed) {
  const made = await org.admin.post(`/admin/orders/${order.id}/swaps`, {
    return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
    additional_items: [{ variant_id: order.variantIds[1], quantity: 2 }],
    custom_shipping_options: [{ option_id: order.optionId, price: 0 }],
  });
  expect(made.status, made.text).toBe(200);
  return made.body.order.swaps.at(-1);
}

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

describe('POST /admin/orders/{id}/swaps', () => {
  it('an exchange that gives money back is confirmed at once, reserved, and refunds its difference once', async () => {
    const order = await place();
    const reservedBefore = (await stockOf(test, org, order.variantIds[1]!)).reserved;
    // 1 × the 25.00 line (29.75 paid) back, 1 × the second variant (11.00) out.
    const made = await org.admin.post(`/admin/orders/${order.id}/swaps`, {
      return_items: [{ item_id: order.itemIds[1], quantity: 1, note: 'too big' }],
      additional_items: [{ variant_id: order.variantIds[1], quantity: 1 }],
      custom_shipping_options: [{ option_id: order.optionId, price: 0 }],
    });
    expect(made.status, made.text).toBe(200);
    const swap = made.body.order.swaps[0];
    expect(swap).toMatchObject({
      order_id: order.id,
      payment_status: 'awaiting',
      fulfillment_status: 'not_fulfilled',
      difference_due: 1100 - 2975,
      canceled_at: null,
      allow_backorder: false,
    });
    expect(swap.confirmed_at).not.toBeNull();
    expect(swap.additional_items).toHaveLength(1);
    expect(swap.additional_items[0]).toMatchObject({
      swap_id: swap.id,
      variant_id: order.variantIds[1],
      quantity: 1,
      unit_price: 1100,
      is_return: false,
    });
    expect(swap.return_order).toMatchObject({
      status: 'requested',
      swap_id: swap.id,
      refund_amount: 0,
      items: [{ item_id: order.itemIds[1], quantity: 1, note: 'too big' }],
    });
    expect(swap.shipping_methods).toHaveLength(1);
    expect(swap.shipping_methods[0]).toMatchObject({ swap_id: swap.id, price: 0 });
    expect(swap.cart).toMatchObject({ id: swap.cart_id, type: 'swap' });
    expect(swap.cart.completed_at).not.toBeNull();
    // The new item is held for the exchange.
    expect((await stockOf(test, org, order.variantIds[1]!)).reserved).toBe(reservedBefore + 1);
    expect((await lineOf(org, order.itemIds[1]!)).return_requested_quantity).toBe(1);

    const refundsBefore = bank.refunds.length;
    const paid = await org.admin.post(
      `/admin/orders/${order.id}/swaps/${swap.id}/process-payment`,
      {},
    );
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.order.swaps[0].payment_status).toBe('difference_refunded');
    expect(bank.refunds.length).toBe(refundsBefore + 1);
    expect(bank.refunds.at(-1)!.amount).toBe(1875);
    expect(paid.body.order.refunds.at(-1)).toMatchObject({ amount: 1875, reason: 'swap' });
    expect(paid.body.order.refunded_total).toBe(1875);
    // Again: settled, nothing more.
    const again = await org.admin.post(
      `/admin/orders/${order.id}/swaps/${swap.id}/process-payment`,
      {},
    );
    expect(again.status).toBe(200);
    expect(bank.refunds.length).toBe(refundsBefore + 1);

    // Its return is the exchange's: not canceled alone, and no refund of its own.
    const alone = await org.admin.post(`/admin/returns/${swap.return_order.id}/cancel`, {});
    expect(alone.status).toBe(400);
    const refunding = await org.admin.post(`/admin/returns/${swap.return_order.id}/receive`, {
      items: [{ item_id: order.itemIds[1], quantity: 1 }],
      refund: 4500,
    });
    expect(refunding.status).toBe(400);
    expect(refunding.body.message).toMatch(/^refund: /);
    // Receiving the swap's return refunds nothing more: the difference settled it.
    const received = await org.admin.post(`/admin/returns/${swap.return_order.id}/receive`, {
      items: [{ item_id: order.itemIds[1], quantity: 1 }],
      location_id: locationId,
    });
    expect(received.status, received.text).toBe(200);
    expect(bank.refunds.length).toBe(refundsBefore + 1);
  });

  it('an exchange that costs more waits for the shopper, who pays its cart; staff capture, fulfil and ship it', async () => {
    const order = await place();
    const swap = await chargedSwap(order);
    expect(swap).toMatchObject({ payment_status: 'not_paid', confirmed_at: null });
    expect(swap.difference_due).toBeNull();

    const shop = shopOf();
    const read = await shop.get(`/store/swaps/${swap.cart_id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body.swap.id).toBe(swap.id);
    const cart = (await shop.get(`/store/carts/${swap.cart_id}`)).body.cart;
    expect(cart.type).toBe('swap');
    // 2 × 11.00 out, 10.00 + 19 % back.
    expect(cart.total).toBe(2200 - 1190);
    const back = cart.items.find((item: { is_return: boolean }) => item.is_return);
    expect(back).toMatchObject({ quantity: -1, unit_price: 1000, total: -1190 });
    // Its lines are the exchange's.
    const added = await shop.post(`/store/carts/${swap.cart_id}/line-items`, {
      variant_id: order.variantIds[0],
      quantity: 1,
    });
    expect(added.status).toBe(400);
    expect(added.body.message).toMatch(/^variant_id: /);
    // Fulfilling before the shopper paid is refused.
    const early = await org.admin.post(
      `/admin/orders/${order.id}/swaps/${swap.id}/fulfillments`,
      {},
    );
    expect(early.status).toBe(400);

    const reservedBefore = (await stockOf(test, org, order.variantIds[1]!)).reserved;
    await payWithBank(org, swap.cart_id);
    const completed = await shop.post(`/store/carts/${swap.cart_id}/complete`);
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.type).toBe('swap');
    expect(completed.body.data).toMatchObject({
      id: swap.id,
      payment_status: 'awaiting',
      difference_due: 1010,
    });
    expect(completed.body.data.payment).toMatchObject({ amount: 1010, swap_id: swap.id });
    expect((await stockOf(test, org, order.variantIds[1]!)).reserved).toBe(reservedBefore + 2);
    // Completing again answers the same swap, nothing more.
    const twice = await shop.post(`/store/carts/${swap.cart_id}/complete`);
    expect(twice.body).toMatchObject({ type: 'swap', data: { id: swap.id } });
    expect((await stockOf(test, org, order.variantIds[1]!)).reserved).toBe(reservedBefore + 2);

    const captured = await org.admin.post(
      `/admin/orders/${order.id}/swaps/${swap.id}/process-payment`,
      {},
    );
    expect(captured.status, captured.text).toBe(200);
    const afterCapture = captured.body.order.swaps[0];
    expect(afterCapture.payment_status).toBe('captured');
    expect(afterCapture.payment.amount_captured).toBe(1010);
    // The order's own payment is untouched; what was paid counts both.
    expect(captured.body.order.paid_total).toBe(order.total + 1010);

    const stockBefore = await stockOf(test, org, order.variantIds[1]!);
    const fulfilled = await org.admin.post(
      `/admin/orders/${order.id}/swaps/${swap.id}/fulfillments`,
      { location_id: locationId },
    );
    expect(fulfilled.status, fulfilled.text).toBe(200);
    const withFulfilment = fulfilled.body.order.swaps[0];
    expect(withFulfilment.fulfillment_status).toBe('fulfilled');
    expect(withFulfilment.fulfillments).toHaveLength(1);
    expect(withFulfilment.fulfillments[0]).toMatchObject({ swap_id: swap.id, order_id: null });
    // The order's own fulfilments do not list it.
    expect(
      fulfilled.body.order.fulfillments.every((f: { swap_id: string | null }) => !f.swap_id),
    ).toBe(true);
    const stockAfter = await stockOf(test, org, order.variantIds[1]!);
    expect(stockAfter).toEqual({
      stocked: stockBefore.stocked - 2,
      reserved: stockBefore.reserved - 2,
    });

    const shipped = await org.admin.post(`/admin/orders/${order.id}/swaps/${swap.id}/shipments`, {
      fulfillment_id: withFulfilment.fulfillments[0].id,
      tracking_numbers: ['TRACK-1'],
    });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.order.swaps[0].fulfillment_status).toBe('shipped');
    // A shipped exchange cannot be canceled.
    const cancel = await org.admin.post(`/admin/orders/${order.id}/swaps/${swap.id}/cancel`, {});
    expect(cancel.status).toBe(400);
  });

  it('cancels an exchange not yet settled: its return, reservations and payment with it', async () => {
    const order = await place();
    const swap = await chargedSwap(order);
    await payWithBank(org, swap.cart_id);
    expect((await shopOf().post(`/store/carts/${swap.cart_id}/complete`)).status).toBe(200);
    const held = (await stockOf(test, org, order.variantIds[1]!)).reserved;
    const cancelsBefore = bank.cancels.length;
    const canceled = await org.admin.post(`/admin/orders/${order.id}/swaps/${swap.id}/cancel`, {});
    expect(canceled.status, canceled.text).toBe(200);
    const after = canceled.body.order.swaps[0];
    expect(after).toMatchObject({ payment_status: 'canceled', fulfillment_status: 'canceled' });
    expect(after.canceled_at).not.toBeNull();
    expect(after.return_order.status).toBe('canceled');
    expect((await lineOf(org, order.itemIds[0]!)).return_requested_quantity).toBe(0);
    expect((await stockOf(test, org, order.variantIds[1]!)).reserved).toBe(held - 2);
    expect(bank.cancels.length).toBe(cancelsBefore + 1);
    expect(after.payment.canceled_at).not.toBeNull();
    // Canceling again changes nothing; processing it is refused.
    expect(
      (await org.admin.post(`/admin/orders/${order.id}/swaps/${swap.id}/cancel`, {})).status,
    ).toBe(200);
    const process = await org.admin.post(
      `/admin/orders/${order.id}/swaps/${swap.id}/process-payment`,
      {},
    );
    expect(process.status).toBe(400);
  });

  it('refuses what cannot be exchanged with a 400 naming the field', async () => {
    const order = await place();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ return_items: [] }, /^return_items/],
      [{ return_items: [{ item_id: 'item_nope', quantity: 1 }] }, /^return_items\[0\]\.item_id/],
      [
        { return_items: [{ item_id: order.itemIds[0], quantity: 3 }] },
        /^return_items\[0\]\.quantity/,
      ],
      [
        {
          return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
          additional_items: [{ variant_id: 'variant_nope', quantity: 1 }],
        },
        /^additional_items\[0\]\.variant_id/,
      ],
      [
        {
          return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
          additional_items: [
            { variant_id: order.variantIds[1], quantity: 1 },
            { variant_id: order.variantIds[1], quantity: 1 },
          ],
        },
        /^additional_items\[1\]\.variant_id/,
      ],
      [
        {
          return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
          custom_shipping_options: [{ option_id: 'so_nope', price: 0 }],
        },
        /^custom_shipping_options\[0\]\.option_id/,
      ],
      [
        { return_items: [{ item_id: order.itemIds[0], quantity: 1, reason_id: 'rr_nope' }] },
        /^return_items\[0\]\.reason_id/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await org.admin.post(`/admin/orders/${order.id}/swaps`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    // Nothing was held by the refusals.
    expect((await lineOf(org, order.itemIds[0]!)).return_requested_quantity).toBe(0);

    const unpaid = await place(org, { capture: false });
    const refused = await org.admin.post(`/admin/orders/${unpaid.id}/swaps`, {
      return_items: [{ item_id: unpaid.itemIds[0], quantity: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/captured/);
  });

  it('answers the same swap for a retried Idempotency-Key', async () => {
    const order = await place();
    const body = {
      return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    };
    const send = () =>
      org.admin.request('POST', `/admin/orders/${order.id}/swaps`, {
        body,
        headers: { 'idempotency-key': `swap-${order.id}` },
      });
    const first = await send();
    const second = await send();
    expect(first.status, first.text).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.order.swaps).toHaveLength(1);
    expect((await lineOf(org, order.itemIds[0]!)).return_requested_quantity).toBe(1);
  });
});

describe('the store API', () => {
  it('a guest exchanges items of their order; another store and another customer cannot', async () => {
    const order = await place();
    const shop = shopOf();
    const made = await shop.post('/store/swaps', {
      order_id: order.id,
      return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.swap).toMatchObject({ order_id: order.id, payment_status: 'not_paid' });
    const cartId = made.body.swap.cart_id;
    // The same variant back (11.90 paid, tax and all) and out (10.00 in this region): the
    // store owes the difference, and the shopper confirms it without paying.
    const cart = (await shop.get(`/store/carts/${cartId}`)).body.cart;
    expect(cart.total).toBe(-190);
    const completed = await shop.post(`/store/carts/${cartId}/complete`);
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body.data).toMatchObject({ payment_status: 'awaiting', difference_due: -190 });
    expect(completed.body.data.payment).toBeNull();

    const strangers = shopOf(other);
    expect((await strangers.get(`/store/swaps/${cartId}`)).status).toBe(404);
    const theirs = await strangers.post('/store/swaps', {
      order_id: order.id,
      return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    });
    expect(theirs.status).toBe(404);
  });

  it("an account's order is exchanged only by its customer, signed in", async () => {
    const shop = shopOf();
    const email = `owner-${Date.now()}@example.com`;
    const registered = await shop.post('/store/customers', {
      email,
      password: 'correct horse battery',
      first_name: 'Ada',
      last_name: 'Owner',
    });
    expect(registered.status, registered.text).toBe(200);
    const order = await place(org, { customerId: registered.body.customer.id });
    const body = {
      order_id: order.id,
      return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    };
    expect((await shopOf().post('/store/swaps', body)).status).toBe(404);
    const signedIn = shopOf();
    const auth = await signedIn.post('/store/auth', { email, password: 'correct horse battery' });
    expect(auth.status, auth.text).toBe(200);
    expect((await signedIn.post('/store/swaps', body)).status).toBe(200);
  });
});

describe('reads and isolation', () => {
  it('lists swaps newest first with their order; another store sees none of them', async () => {
    const order = await place();
    const swap = await chargedSwap(order);
    const listed = await org.admin.get(`/admin/swaps?order_id=${order.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ count: 1, offset: 0, limit: 50 });
    expect(listed.body.swaps[0]).toMatchObject({
      id: swap.id,
      order: { id: order.id, currency_code: 'usd' },
    });
    const unpaid = await org.admin.get('/admin/swaps?payment_status=not_paid');
    expect(unpaid.body.swaps.some((s: { id: string }) => s.id === swap.id)).toBe(true);
    const one = await org.admin.get(`/admin/swaps/${swap.id}`);
    expect(one.status).toBe(200);
    expect(one.body.swap.id).toBe(swap.id);

    expect((await other.admin.get(`/admin/swaps/${swap.id}`)).status).toBe(404);
    expect((await other.admin.get('/admin/swaps')).body.swaps).toEqual([]);
    for (const path of ['process-payment', 'fulfillments', 'cancel']) {
      const answer = await other.admin.post(
        `/admin/orders/${order.id}/swaps/${swap.id}/${path}`,
        {},
      );
      expect(answer.status, path).toBe(404);
    }
    expect(
      (
        await other.admin.post(`/admin/orders/${order.id}/swaps`, {
          return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
        })
      ).status,
    ).toBe(404);
  });
});

describe('under concurrency', () => {
  it('8 completions of one swap cart at once: one payment, the new items reserved once', async () => {
    const order = await place();
    const swap = await chargedSwap(order);
    await payWithBank(org, swap.cart_id);
    const reservedBefore = (await stockOf(test, org, order.variantIds[1]!)).reserved;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => shopOf().post(`/store/carts/${swap.cart_id}/complete`)),
    );
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ type: 'swap', data: { id: swap.id } });
    }
    expect((await stockOf(test, org, order.variantIds[1]!)).reserved).toBe(reservedBefore + 2);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.payments.filter((p: { swap_id: string | null }) => p.swap_id)).toHaveLength(1);
  });

  it('8 settlements of a difference owed at once: one refund', async () => {
    const order = await place();
    const made = await org.admin.post(`/admin/orders/${order.id}/swaps`, {
      return_items: [{ item_id: order.itemIds[1], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    });
    const swap = made.body.order.swaps[0];
    expect(swap.difference_due).toBe(1000 - 2975);
    const refundsBefore = bank.refunds.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        org.admin.post(`/admin/orders/${order.id}/swaps/${swap.id}/process-payment`, {}),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(bank.refunds.length).toBe(refundsBefore + 1);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.refunds).toHaveLength(1);
    expect(after.refunded_total).toBe(1975);
  });

  it('returns and swaps at once of a line fulfilled twice hold it at most twice', async () => {
    const order = await place();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        n % 2
          ? org.admin.post(`/admin/orders/${order.id}/return`, {
              items: [{ item_id: order.itemIds[0], quantity: 1 }],
            })
          : org.admin.post(`/admin/orders/${order.id}/swaps`, {
              return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
              additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
            }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(6);
    expect((await lineOf(org, order.itemIds[0]!)).return_requested_quantity).toBe(2);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.returns.length).toBe(2);
  });

  it('a staff exchange whose new item is out of stock is refused with 409 and leaves nothing', async () => {
    const order = await place();
    await setStock(test, org, order.variantIds[0]!, 0);
    const refused = await org.admin.post(`/admin/orders/${order.id}/swaps`, {
      return_items: [{ item_id: order.itemIds[1], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    });
    expect(refused.status, refused.text).toBe(409);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.swaps.every((s: { canceled_at: string | null }) => s.canceled_at)).toBe(true);
    expect((await lineOf(org, order.itemIds[1]!)).return_requested_quantity).toBe(0);
  });

  it('a swap whose new items ran out meanwhile is refused with 409 and holds nothing', async () => {
    const order = await place();
    const swap = await chargedSwap(order);
    await payWithBank(org, swap.cart_id);
    await setStock(test, org, order.variantIds[1]!, 0);
    const completed = await shopOf().post(`/store/carts/${swap.cart_id}/complete`);
    expect(completed.status, completed.text).toBe(409);
    const after = (await org.admin.get(`/admin/swaps/${swap.id}`)).body.swap;
    expect(after.confirmed_at).toBeNull();
    expect(after.payment).toBeNull();
  });
});
