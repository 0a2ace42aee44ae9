import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { bankProvider, readyCart, setStock, stockOf } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';

/*
 * Order edits, payment collections and payments by id, on both databases: an edit changes the
 * order only when confirmed (lines, stock, totals), an amount due is paid through a payment
 * collection the shopper authorises, an amount owed is refunded once; and under concurrency one
 * edit per order, one confirmation, one payment per collection.
 */

let test: TestApp;
let org: TestOrg;
let other: TestOrg;
const bank = bankProvider();

interface Placed {
  id: string;
  itemIds: string[];
  variantIds: string[];
  total: number;
}

/** An order of 2 × 10.00 and 1 × 25.00 (19 % tax on top, 5.00 shipping), paid by the bank. */
async function place(options: { capture?: boolean } = {}): Promise<Placed> {
  const product = await createProduct(test, org, { variants: 2 });
  const cart = await readyCart(test, org, {
    lines: [
      { variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 },
      { variantId: product.variantIds[1]!, quantity: 1, unitPrice: 2500 },
    ],
    providerId: 'bank',
    email: `editor-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  const done = await test
    .session({ 'x-publishable-api-key': org.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(done.status).toBe(200);
  const order = done.body.data;
  if (options.capture) {
    expect((await org.admin.post(`/admin/orders/${order.id}/capture`, {})).status).toBe(200);
  }
  return {
    id: order.id,
    itemIds: cart.itemIds,
    variantIds: product.variantIds,
    total: order.total,
  };
}

const shop = () => test.session({ 'x-publishable-api-key': org.publishableKeyId });

beforeAll(async () => {
  test = await buildTestApp({ providers: { payment: [bank.provider] } });
  org = await createOrg(test);
  other = await createOrg(test, 'Other Store');
  // The bank pays order edits too: a provider of the store's regions.
  await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx.execute(sql`INSERT INTO region_payment_provider (store_id, region_id, provider_id)
      SELECT store_id, id, 'bank' FROM region WHERE store_id = ${org.storeId}
      ON CONFLICT DO NOTHING`),
  );
});

afterAll(async () => {
  await test.close();
});

describe('order edits', () => {
  it('changes nothing until confirmed; the shopper pays the difference and completes it', async () => {
    const order = await place();
    const extra = await createProduct(test, org, { variants: 1 });
    const made = await org.admin.post('/admin/order-edits', {
      order_id: order.id,
      internal_note: 'Customer called',
    });
    expect(made.status).toBe(200);
    const edit = made.body.order_edit;
    expect(edit).toMatchObject({
      object: 'order_edit',
      status: 'created',
      order_id: order.id,
      internal_note: 'Customer called',
      difference_due: 0,
      total: order.total,
      changes: [],
    });
    // Copies of the order's lines, in the order's own order.
    const orderLines = (await org.admin.get(`/admin/orders/${order.id}`)).body.order.items;
    expect(edit.items.map((item: { original_item_id: string }) => item.original_item_id)).toEqual(
      orderLines.map((item: { id: string }) => item.id),
    );

    const again = await org.admin.post('/admin/order-edits', { order_id: order.id });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      `An active order edit already exists for the order ${order.id}`,
    );

    const copyOf = (itemId: string) =>
      (edit.items as Array<{ id: string; original_item_id: string }>).find(
        (item) => item.original_item_id === itemId,
      );
    const [first, second] = [copyOf(order.itemIds[0]!), copyOf(order.itemIds[1]!)];
    const added = await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
      variant_id: extra.variantIds[0],
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const updated = await org.admin.post(`/admin/order-edits/${edit.id}/items/${first!.id}`, {
      quantity: 3,
    });
    expect(updated.status).toBe(200);
    const removed = await org.admin.delete(`/admin/order-edits/${edit.id}/items/${second!.id}`);
    expect(removed.status).toBe(200);
    const changed = removed.body.order_edit;
    expect(changed.changes.map((c: { type: string }) => c.type).sort()).toEqual([
      'item_add',
      'item_remove',
      'item_update',
    ]);
    expect(changed.items).toHaveLength(2);
    // 3 × 10.00 and 2 × 10.00 (the new variant's price) with 19 % on the old line; 5.95 shipping.
    expect(changed.difference_due).toBe(changed.total - order.total);
    expect(changed.difference_due).toBeGreaterThan(0);

    // Undoing the quantity change puts the copy back at 2, and doing it again counts once.
    const update = changed.changes.find((c: { type: string }) => c.type === 'item_update');
    const undone = await org.admin.delete(`/admin/order-edits/${edit.id}/changes/${update.id}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ id: update.id, object: 'item_change', deleted: true });
    await org.admin.post(`/admin/order-edits/${edit.id}/items/${first!.id}`, { quantity: 3 });

    // The order is as it was.
    const untouched = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(untouched.items).toHaveLength(2);
    expect(untouched.total).toBe(order.total);

    const requested = await org.admin.post(`/admin/order-edits/${edit.id}/request`, {
      payment_collection_description: 'Two more mugs',
    });
    expect(requested.status).toBe(200);
    const sent = requested.body.order_edit;
    expect(sent.status).toBe('requested');
    expect(sent.payment_collection).toMatchObject({
      status: 'not_paid',
      amount: sent.difference_due,
      description: 'Two more mugs',
      type: 'order_edit',
    });
    const late = await org.admin.post(`/admin/order-edits/${edit.id}/items/${first!.id}`, {
      quantity: 4,
    });
    expect(late.status).toBe(400);

    // The shopper's view leaves out the staff's note.
    const seen = await shop().get(`/store/order-edits/${edit.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.order_edit.internal_note).toBeUndefined();
    expect(seen.body.order_edit.difference_due).toBe(sent.difference_due);

    const unpaid = await shop().post(`/store/order-edits/${edit.id}/complete`, undefined);
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.message).toBe(
      'Unable to complete an order edit if the payment is not authorized',
    );

    const collectionId = sent.payment_collection_id;
    const session = await shop().post(`/store/payment-collections/${collectionId}/sessions`, {
      provider_id: 'bank',
    });
    expect(session.status).toBe(200);
    expect(session.body.payment_collection.status).toBe('awaiting');
    const sessionId = session.body.payment_collection.payment_sessions[0].id;
    const authorized = await shop().post(
      `/store/payment-collections/${collectionId}/sessions/${sessionId}/authorize`,
      undefined,
    );
    expect(authorized.status).toBe(200);
    expect(authorized.body.payment_session.status).toBe('authorized');

    const stockBefore = await stockOf(test, org, extra.variantIds[0]!);
    const completed = await shop().post(`/store/order-edits/${edit.id}/complete`, undefined);
    expect(completed.status).toBe(200);
    expect(completed.body.order_edit.status).toBe('confirmed');

    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(
      after.items
        .map((item: { variant_id: string; quantity: number }) => [item.variant_id, item.quantity])
        .sort(),
    ).toEqual(
      [
        [order.variantIds[0], 3],
        [extra.variantIds[0], 2],
      ].sort(),
    );
    expect(after.total).toBe(sent.total);
    // The new lines are reserved, the removed line's stock is free again.
    expect((await stockOf(test, org, extra.variantIds[0]!)).reserved).toBe(
      stockBefore.reserved + 2,
    );
    expect((await stockOf(test, org, order.variantIds[1]!)).reserved).toBe(0);
    expect((await stockOf(test, org, order.variantIds[0]!)).reserved).toBe(3);

    // The edit's payment is the order's now, and captured on its own.
    const editPayment = after.payments.find(
      (payment: { amount: number }) => payment.amount === sent.difference_due,
    );
    expect(editPayment).toBeDefined();
    const captured = await org.admin.post(`/admin/payments/${editPayment.id}/capture`, undefined);
    expect(captured.status).toBe(200);
    expect(captured.body.payment.captured_at).not.toBeNull();
    const own = (await org.admin.get(`/admin/orders/${order.id}`)).body.order.payments.find(
      (payment: { id: string }) => payment.id !== editPayment.id,
    );
    expect(own.captured_at).toBeNull();
    // Another store sees none of it.
    expect((await other.admin.get(`/admin/payments/${editPayment.id}`)).status).toBe(404);
    expect(
      (await other.admin.post(`/admin/payments/${editPayment.id}/capture`, undefined)).status,
    ).toBe(404);
    const otherShop = test.session({ 'x-publishable-api-key': other.publishableKeyId });
    expect((await otherShop.get(`/store/order-edits/${edit.id}`)).status).toBe(404);
    expect((await otherShop.get(`/store/payment-collections/${collectionId}`)).status).toBe(404);
    const read = await org.admin.get(`/admin/payments/${editPayment.id}`);
    expect(read.body.payment).toMatchObject({ id: editPayment.id, amount: sent.difference_due });
  });

  it('refunds what an edit takes off a captured order, once; lowers an authorisation not captured', async () => {
    const order = await place({ capture: true });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    const second = edit.items.find(
      (item: { original_item_id: string }) => item.original_item_id === order.itemIds[1],
    );
    await org.admin.delete(`/admin/order-edits/${edit.id}/items/${second.id}`);
    const refundsBefore = bank.refunds.length;
    const confirmed = await org.admin.post(`/admin/order-edits/${edit.id}/confirm`, undefined);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order_edit.status).toBe('confirmed');
    const owed = 2500 + Math.round((2500 * 19) / 100);
    expect(bank.refunds.slice(refundsBefore).map((r) => r.amount)).toEqual([owed]);
    const again = await org.admin.post(`/admin/order-edits/${edit.id}/confirm`, undefined);
    expect(again.status).toBe(200);
    expect(bank.refunds.length).toBe(refundsBefore + 1);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.total).toBe(order.total - owed);
    expect(after.refunded_total).toBe(owed);

    const open = await place();
    const openEdit = (await org.admin.post('/admin/order-edits', { order_id: open.id })).body
      .order_edit;
    const line = openEdit.items.find(
      (item: { original_item_id: string }) => item.original_item_id === open.itemIds[1],
    );
    await org.admin.delete(`/admin/order-edits/${openEdit.id}/items/${line.id}`);
    await org.admin.post(`/admin/order-edits/${openEdit.id}/confirm`, undefined);
    const lowered = (await org.admin.get(`/admin/orders/${open.id}`)).body.order;
    expect(lowered.payments[0].amount).toBe(open.total - owed);
    expect(lowered.total).toBe(open.total - owed);
  });

  it('refuses what does not fit: fulfilled orders, unknown variants, bad quantities, other stores', async () => {
    const order = await place();
    const location = (await org.admin.get('/admin/stock-locations')).body.stock_locations[0].id;
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    const badQuantity = await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
      variant_id: order.variantIds[0],
      quantity: 0,
    });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.message).toContain('quantity');
    const unknown = await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
      variant_id: 'variant_nope',
      quantity: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('variant_id');
    expect((await other.admin.get(`/admin/order-edits/${edit.id}`)).status).toBe(404);
    expect((await other.admin.post('/admin/order-edits', { order_id: order.id })).status).toBe(404);

    // Fulfilled meanwhile: the confirmation is refused and the order keeps its lines.
    const line = edit.items[0];
    await org.admin.post(`/admin/order-edits/${edit.id}/items/${line.id}`, { quantity: 1 });
    const fulfilled = await org.admin.post(`/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.itemIds[0], quantity: 1 }],
      location_id: location,
    });
    expect(fulfilled.status).toBe(200);
    const refused = await org.admin.post(`/admin/order-edits/${edit.id}/confirm`, undefined);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('fulfilled');
    expect((await org.admin.post(`/admin/order-edits/${edit.id}/cancel`, undefined)).status).toBe(
      200,
    );
    const again = await org.admin.post('/admin/order-edits', { order_id: order.id });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('fulfilled');

    const list = await org.admin.get(`/admin/order-edits?order_id=${order.id}`);
    expect(list.body).toMatchObject({ count: 1, limit: 20, offset: 0 });
    expect(list.body.order_edits[0].status).toBe('canceled');
  });

  it('declines, cancels and deletes as v1; a canceled edit gives its payment back', async () => {
    const order = await place();
    const extra = await createProduct(test, org, { variants: 1 });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    expect((await org.admin.delete(`/admin/order-edits/${edit.id}`)).body).toEqual({
      id: edit.id,
      object: 'order_edit',
      deleted: true,
    });
    expect((await org.admin.get(`/admin/order-edits/${edit.id}`)).status).toBe(404);

    const next = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    const nothing = await org.admin.post(`/admin/order-edits/${next.id}/request`, {});
    expect(nothing.status).toBe(400);
    await org.admin.post(`/admin/order-edits/${next.id}/items`, {
      variant_id: extra.variantIds[0],
      quantity: 1,
    });
    const sent = (await org.admin.post(`/admin/order-edits/${next.id}/request`, {})).body
      .order_edit;
    const declined = await shop().post(`/store/order-edits/${next.id}/decline`, {
      declined_reason: 'Changed my mind',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.order_edit).toMatchObject({
      status: 'declined',
      declined_reason: 'Changed my mind',
    });
    expect(
      (await org.admin.get(`/admin/payment-collections/${sent.payment_collection_id}`)).body
        .payment_collection.status,
    ).toBe('canceled');
    expect((await org.admin.post(`/admin/order-edits/${next.id}/cancel`, undefined)).status).toBe(
      400,
    );

    // A paid edit canceled by staff: the authorisation is voided with the bank.
    const third = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    await org.admin.post(`/admin/order-edits/${third.id}/items`, {
      variant_id: extra.variantIds[0],
      quantity: 1,
    });
    const collectionId = (await org.admin.post(`/admin/order-edits/${third.id}/request`, {})).body
      .order_edit.payment_collection_id;
    const sessions = await shop().post(
      `/store/payment-collections/${collectionId}/sessions/batch`,
      {
        sessions: [{ provider_id: 'bank', amount: sent.difference_due }],
      },
    );
    expect(sessions.status).toBe(200);
    const sessionId = sessions.body.payment_collection.payment_sessions[0].id;
    const paid = await shop().post(
      `/store/payment-collections/${collectionId}/sessions/batch/authorize`,
      { session_ids: [sessionId] },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.payment_collection).toMatchObject({
      status: 'authorized',
      authorized_amount: sent.difference_due,
    });
    expect((await org.admin.delete(`/admin/payment-collections/${collectionId}`)).status).toBe(400);
    const cancelsBefore = bank.cancels.length;
    expect((await org.admin.post(`/admin/order-edits/${third.id}/cancel`, undefined)).status).toBe(
      200,
    );
    expect(bank.cancels.length).toBe(cancelsBefore + 1);
  });

  it('a collection paid after staff confirmed the edit: the payment joins the order', async () => {
    const order = await place();
    const extra = await createProduct(test, org, { variants: 1 });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
      variant_id: extra.variantIds[0],
      quantity: 1,
    });
    const sent = (await org.admin.post(`/admin/order-edits/${edit.id}/request`, {})).body
      .order_edit;
    expect((await org.admin.post(`/admin/order-edits/${edit.id}/confirm`, undefined)).status).toBe(
      200,
    );
    const collectionId = sent.payment_collection_id;
    const session = await shop().post(`/store/payment-collections/${collectionId}/sessions`, {
      provider_id: 'bank',
    });
    const sessionId = session.body.payment_collection.payment_sessions[0].id;
    await shop().post(
      `/store/payment-collections/${collectionId}/sessions/${sessionId}/authorize`,
      undefined,
    );
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.payments.map((payment: { amount: number }) => payment.amount).sort()).toEqual(
      [order.total, sent.difference_due].sort(),
    );
    expect(after.paid_total).toBe(after.total);
  });

  it('staff mark a collection paid, change its description; a shopper cannot pay with a provider of no region', async () => {
    const order = await place();
    const extra = await createProduct(test, org, { variants: 1 });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
      variant_id: extra.variantIds[0],
      quantity: 1,
    });
    const collectionId = (await org.admin.post(`/admin/order-edits/${edit.id}/request`, {})).body
      .order_edit.payment_collection_id;
    const wrong = await shop().post(`/store/payment-collections/${collectionId}/sessions`, {
      provider_id: 'stripe',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('provider_id');
    const described = await org.admin.post(`/admin/payment-collections/${collectionId}`, {
      description: 'Paid by phone',
    });
    expect(described.body.payment_collection.description).toBe('Paid by phone');
    const marked = await org.admin.post(
      `/admin/payment-collections/${collectionId}/authorize`,
      undefined,
    );
    expect(marked.body.payment_collection.status).toBe('authorized');
    const done = await shop().post(`/store/order-edits/${edit.id}/complete`, undefined);
    expect(done.status).toBe(200);
    expect(done.body.order_edit.status).toBe('confirmed');
    expect((await other.admin.get(`/admin/payment-collections/${collectionId}`)).status).toBe(404);
  });
});

describe('order edits: retries and stock', () => {
  it('a retried create or add with its Idempotency-Key answers the first; a reused key is a 400', async () => {
    const order = await place();
    const key = { headers: { 'idempotency-key': `edit-${order.id}` } };
    const first = await org.admin.request('POST', '/admin/order-edits', {
      body: { order_id: order.id },
      ...key,
    });
    const retried = await org.admin.request('POST', '/admin/order-edits', {
      body: { order_id: order.id },
      ...key,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.order_edit.id).toBe(first.body.order_edit.id);
    const edit = first.body.order_edit;
    const add = {
      body: { variant_id: order.variantIds[1], quantity: 1 },
      headers: { 'idempotency-key': `add-${edit.id}` },
    };
    await org.admin.request('POST', `/admin/order-edits/${edit.id}/items`, add);
    const again = await org.admin.request('POST', `/admin/order-edits/${edit.id}/items`, add);
    expect(again.status).toBe(200);
    expect(again.body.order_edit.items).toHaveLength(3);
    expect(again.body.order_edit.changes).toHaveLength(1);

    const elsewhere = await place();
    const reused = await org.admin.request('POST', '/admin/order-edits', {
      body: { order_id: elsewhere.id },
      ...key,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toContain('Idempotency-Key');
  });

  it('an edit whose new items are out of stock is a 409 at confirmation, and the order stays', async () => {
    const order = await place();
    const extra = await createProduct(test, org, { variants: 1 });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
      variant_id: extra.variantIds[0],
      quantity: 3,
    });
    await setStock(test, org, extra.variantIds[0]!, 2);
    const refused = await org.admin.post(`/admin/order-edits/${edit.id}/confirm`, undefined);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^items: Product \w+ \(Variant 1\) has 2 in stock for the order's sales channel; the edit asks for 3\./,
    );
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.items).toHaveLength(2);
    expect(after.total).toBe(order.total);
    expect((await stockOf(test, org, extra.variantIds[0]!)).reserved).toBe(0);
    expect((await stockOf(test, org, order.variantIds[0]!)).reserved).toBe(2);
    expect((await org.admin.get(`/admin/order-edits/${edit.id}`)).body.order_edit.status).toBe(
      'created',
    );
  });
});

describe('order edits under concurrency', () => {
  it('a confirmation that refunds and staff refunds at once never give back more than was captured', async () => {
    const order = await place({ capture: true });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    const second = edit.items.find(
      (item: { original_item_id: string }) => item.original_item_id === order.itemIds[1],
    );
    await org.admin.delete(`/admin/order-edits/${edit.id}/items/${second.id}`);
    const owed = 2500 + 475;
    // What is left to refund once the edit's refund is taken: the staff refunds race for it.
    const left = order.total - owed;
    const answers = await Promise.all([
      org.admin.post(`/admin/order-edits/${edit.id}/confirm`, undefined),
      ...Array.from({ length: 4 }, () =>
        org.admin.post(`/admin/orders/${order.id}/refund`, {
          amount: Math.ceil(left / 2),
          reason: 'other',
        }),
      ),
    ]);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(answers[0]!.status).toBe(200);
    expect(after.refunded_total).toBeLessThanOrEqual(order.total);
    const refunds = after.refunds as Array<{ amount: number; note: string | null }>;
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(after.refunded_total);
    const staff = refunds.filter((refund) => refund.note !== 'Order edit');
    expect(staff).toHaveLength(answers.slice(1).filter((a) => a.status === 200).length);
    // The edit refunds what it owes, or all that was left when the staff refunds came first.
    const byEdit = refunds.filter((refund) => refund.note === 'Order edit');
    expect(byEdit).toHaveLength(1);
    expect(byEdit[0]!.amount).toBe(
      Math.min(owed, order.total - staff.length * Math.ceil(left / 2)),
    );
  });

  it('one edit per order when staff start several at once', async () => {
    const order = await place();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => org.admin.post('/admin/order-edits', { order_id: order.id })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
  });

  it('an edit confirmed by several requests at once changes the order and refunds once', async () => {
    const order = await place({ capture: true });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    const line = edit.items.find(
      (item: { original_item_id: string }) => item.original_item_id === order.itemIds[0],
    );
    await org.admin.post(`/admin/order-edits/${edit.id}/items/${line.id}`, { quantity: 1 });
    const refundsBefore = bank.refunds.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        org.admin.post(`/admin/order-edits/${edit.id}/confirm`, undefined),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(bank.refunds.length - refundsBefore).toBe(1);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.refunded_total).toBe(1000 + 190);
    expect((await stockOf(test, org, order.variantIds[0]!)).reserved).toBe(1);
  });

  it('two sessions authorised at once: one payment, the other authorisation voided', async () => {
    const order = await place();
    const extra = await createProduct(test, org, { variants: 1 });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
      variant_id: extra.variantIds[0],
      quantity: 1,
    });
    const sent = (await org.admin.post(`/admin/order-edits/${edit.id}/request`, {})).body
      .order_edit;
    const collectionId = sent.payment_collection_id;
    await shop().post(`/store/payment-collections/${collectionId}/sessions`, {
      provider_id: 'bank',
    });
    const both = await shop().post(`/store/payment-collections/${collectionId}/sessions`, {
      provider_id: 'manual',
    });
    const sessions = both.body.payment_collection.payment_sessions as Array<{ id: string }>;
    expect(sessions).toHaveLength(2);
    const cancelsBefore = bank.cancels.length;
    const answers = await Promise.all(
      sessions.map((session) =>
        shop().post(
          `/store/payment-collections/${collectionId}/sessions/${session.id}/authorize`,
          undefined,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const collection = (await org.admin.get(`/admin/payment-collections/${collectionId}`)).body
      .payment_collection;
    expect(collection.status).toBe('authorized');
    expect(collection.payments).toHaveLength(1);
    const lost = sessions[answers.findIndex((a) => a.status === 409)]!;
    const lostProvider = collection.payment_sessions.find(
      (session: { id: string }) => session.id === lost.id,
    ).provider_id;
    if (lostProvider === 'bank') expect(bank.cancels.length).toBe(cancelsBefore + 1);
  });

  it('a decline and a completion at once: one of them, and the order follows it', async () => {
    const order = await place();
    const extra = await createProduct(test, org, { variants: 1 });
    const edit = (await org.admin.post('/admin/order-edits', { order_id: order.id })).body
      .order_edit;
    await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
      variant_id: extra.variantIds[0],
      quantity: 1,
    });
    const collectionId = (await org.admin.post(`/admin/order-edits/${edit.id}/request`, {})).body
      .order_edit.payment_collection_id;
    await org.admin.post(`/admin/payment-collections/${collectionId}/authorize`, undefined);
    const [declined, completed] = await Promise.all([
      shop().post(`/store/order-edits/${edit.id}/decline`, {}),
      shop().post(`/store/order-edits/${edit.id}/complete`, undefined),
    ]);
    const final = (await org.admin.get(`/admin/order-edits/${edit.id}`)).body.order_edit.status;
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    if (final === 'confirmed') {
      expect(completed!.status).toBe(200);
      expect(declined!.status).toBe(400);
      expect(after.items).toHaveLength(3);
    } else {
      expect(final).toBe('declined');
      expect(declined!.status).toBe(200);
      expect(completed!.status).toBe(400);
      expect(after.items).toHaveLength(2);
    }
  });
});
