import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { bankProvider, readyCart, setStock, stockOf } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { newId } from '../../platform/ids.js';

/*
 * Claims on the admin API, on both databases: a refund claim refunds once, a replace claim
 * reserves, sends and ships its replacements, a claim's items may come back through a return,
 * claims change and cancel; and the rules that hold under any concurrency: never more of a line
 * claimed (with returns and exchanges) than was fulfilled, never more refunded than captured.
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
 * 25.00, 19 % tax on top, 5.00 shipping), captured and fulfilled whole.
 */
async function place(of: TestOrg = org): Promise<Placed> {
  const product = await createProduct(test, of, { variants: 2 });
  const cart = await readyCart(test, of, {
    lines: [
      { variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 },
      { variantId: product.variantIds[1]!, quantity: 1, unitPrice: 2500 },
    ],
    providerId: 'bank',
    email: `claimer-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  const done = await test
    .session({ 'x-publishable-api-key': of.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(done.status).toBe(200);
  const order = done.body.data;
  expect((await of.admin.post(`/admin/orders/${order.id}/capture`, {})).status).toBe(200);
  const location = (await of.admin.get('/admin/stock-locations')).body.stock_locations[0].id;
  const fulfilled = await of.admin.post(`/admin/orders/${order.id}/fulfillment`, {
    items: [
      { item_id: cart.itemIds[0], quantity: 2 },
      { item_id: cart.itemIds[1], quantity: 1 },
    ],
    location_id: location,
  });
  expect(fulfilled.status).toBe(200);
  return {
    id: order.id,
    itemIds: cart.itemIds,
    variantIds: product.variantIds,
    optionId: order.shipping_methods[0].shipping_option_id,
    total: order.total,
  };
}

async function heldOf(of: TestOrg, itemId: string): Promise<number> {
  const [row] = await withTenantTx(
    test.database.db,
    of.storeId,
    async (tx) =>
      (
        (await tx.execute(sql`SELECT return_requested_quantity AS held FROM line_item
        WHERE store_id = ${of.storeId} AND id = ${itemId}`)) as unknown as {
          rows: { held: number }[];
        }
      ).rows,
  );
  return row!.held;
}

/** A return shipping option (3.00) in the region of the order's shipping option. */
async function returnOption(of: TestOrg, besideOption: string): Promise<string> {
  const id = newId('so');
  await withTenantTx(test.database.db, of.storeId, (tx) =>
    tx.execute(sql`INSERT INTO shipping_option (store_id, id, name, region_id, profile_id,
        provider_id, price_type, amount, data, is_return)
      SELECT store_id, ${id}, 'Return label', region_id, profile_id, 'manual', 'flat_rate', 300,
        '{}'::jsonb, true
      FROM shipping_option WHERE store_id = ${of.storeId} AND id = ${besideOption}`),
  );
  return id;
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

describe('POST /admin/orders/{id}/claims', () => {
  it('a refund claim refunds what the claimed units were paid, once, with pictures and tags', async () => {
    const order = await place();
    const refundsBefore = bank.refunds.length;
    const made = await org.admin.post(`/admin/orders/${order.id}/claims`, {
      type: 'refund',
      claim_items: [
        {
          item_id: order.itemIds[0],
          quantity: 1,
          reason: 'production_failure',
          note: 'Seam came apart',
          tags: ['damaged', 'seam'],
          images: ['https://files.example.com/seam.jpg'],
        },
      ],
    });
    expect(made.status, made.text).toBe(200);
    const claim = made.body.order.claims[0];
    expect(claim).toMatchObject({
      type: 'refund',
      payment_status: 'refunded',
      fulfillment_status: 'not_fulfilled',
      refund_amount: 1190,
      order_id: order.id,
      canceled_at: null,
      return_order: null,
      additional_items: [],
    });
    expect(claim.claim_items).toHaveLength(1);
    expect(claim.claim_items[0]).toMatchObject({
      item_id: order.itemIds[0],
      variant_id: order.variantIds[0],
      quantity: 1,
      reason: 'production_failure',
      note: 'Seam came apart',
      images: [{ url: 'https://files.example.com/seam.jpg' }],
    });
    expect(claim.claim_items[0].tags.map((tag: { value: string }) => tag.value)).toEqual([
      'damaged',
      'seam',
    ]);
    expect(bank.refunds.length).toBe(refundsBefore + 1);
    expect(made.body.order.refunds.at(-1)).toMatchObject({ amount: 1190, reason: 'claim' });
    expect(made.body.order.refunded_total).toBe(1190);
    expect(await heldOf(org, order.itemIds[0]!)).toBe(1);
    // A refunded claim cannot be canceled.
    const cancel = await org.admin.post(`/admin/orders/${order.id}/claims/${claim.id}/cancel`, {});
    expect(cancel.status).toBe(400);
  });

  it('a replace claim reserves, sends and ships its replacements; its items come back through a return', async () => {
    const order = await place();
    const back = await returnOption(org, order.optionId);
    const reservedBefore = (await stockOf(test, org, order.variantIds[1]!)).reserved;
    const made = await org.admin.post(`/admin/orders/${order.id}/claims`, {
      type: 'replace',
      claim_items: [{ item_id: order.itemIds[1], quantity: 1, reason: 'wrong_item' }],
      additional_items: [{ variant_id: order.variantIds[1], quantity: 1 }],
      shipping_methods: [{ option_id: order.optionId, price: 0 }],
      return_shipping: { option_id: back },
      shipping_address: { first_name: 'Ada', address_1: '2 New Street', country_code: 'DE' },
    });
    expect(made.status, made.text).toBe(200);
    const claim = made.body.order.claims[0];
    expect(claim).toMatchObject({ type: 'replace', payment_status: 'na', refund_amount: null });
    expect(claim.additional_items[0]).toMatchObject({
      claim_order_id: claim.id,
      variant_id: order.variantIds[1],
      quantity: 1,
      unit_price: 1100,
    });
    expect(claim.shipping_methods[0]).toMatchObject({ claim_order_id: claim.id, price: 0 });
    expect(claim.shipping_address).toMatchObject({ address_1: '2 New Street' });
    expect(claim.return_order).toMatchObject({
      status: 'requested',
      claim_order_id: claim.id,
      refund_amount: 0,
      items: [{ item_id: order.itemIds[1], quantity: 1 }],
    });
    expect(claim.return_order.shipping_method).toMatchObject({ price: 300 });
    expect(made.body.order.refunded_total).toBe(0);
    expect((await stockOf(test, org, order.variantIds[1]!)).reserved).toBe(reservedBefore + 1);
    // Held once, by the return.
    expect(await heldOf(org, order.itemIds[1]!)).toBe(1);

    const stockBefore = await stockOf(test, org, order.variantIds[1]!);
    const sent = await org.admin.post(`/admin/orders/${order.id}/claims/${claim.id}/fulfillments`, {
      location_id: locationId,
    });
    expect(sent.status, sent.text).toBe(200);
    const withParcel = sent.body.order.claims[0];
    expect(withParcel.fulfillment_status).toBe('fulfilled');
    expect(withParcel.fulfillments[0]).toMatchObject({ claim_order_id: claim.id, order_id: null });
    expect(
      sent.body.order.fulfillments.some((f: { claim_order_id: string | null }) => f.claim_order_id),
    ).toBe(false);
    expect(await stockOf(test, org, order.variantIds[1]!)).toEqual({
      stocked: stockBefore.stocked - 1,
      reserved: stockBefore.reserved - 1,
    });
    const shipped = await org.admin.post(`/admin/orders/${order.id}/claims/${claim.id}/shipments`, {
      fulfillment_id: withParcel.fulfillments[0].id,
      tracking_numbers: ['CLAIM-1'],
    });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.order.claims[0].fulfillment_status).toBe('shipped');

    // The faulty item arrives: received, nothing refunded (the claim replaced it).
    const refundsBefore = bank.refunds.length;
    const received = await org.admin.post(`/admin/returns/${claim.return_order.id}/receive`, {
      items: [{ item_id: order.itemIds[1], quantity: 1 }],
      location_id: locationId,
    });
    expect(received.status, received.text).toBe(200);
    expect(bank.refunds.length).toBe(refundsBefore);
  });

  it('changes a claim’s notes, reasons, pictures and tags, and cancels one not yet sent', async () => {
    const order = await place();
    const made = await org.admin.post(`/admin/orders/${order.id}/claims`, {
      type: 'replace',
      claim_items: [{ item_id: order.itemIds[0], quantity: 2, tags: ['courier'] }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 2 }],
    });
    expect(made.status, made.text).toBe(200);
    const claim = made.body.order.claims[0];
    const line = claim.claim_items[0];
    expect(line.reason).toBe('other');
    const changed = await org.admin.post(`/admin/orders/${order.id}/claims/${claim.id}`, {
      claim_items: [
        {
          id: line.id,
          note: 'Box crushed',
          reason: 'missing_item',
          images: [{ url: 'https://files.example.com/box.jpg' }],
          tags: [{ value: 'box' }],
        },
      ],
      no_notification: true,
      metadata: { ticket: 'T-42' },
    });
    expect(changed.status, changed.text).toBe(200);
    const after = changed.body.order.claims[0];
    expect(after).toMatchObject({ no_notification: true, metadata: { ticket: 'T-42' } });
    expect(after.claim_items[0]).toMatchObject({
      note: 'Box crushed',
      reason: 'missing_item',
      images: [{ url: 'https://files.example.com/box.jpg' }],
    });
    expect(after.claim_items[0].tags.map((tag: { value: string }) => tag.value)).toEqual(['box']);
    const unknown = await org.admin.post(`/admin/orders/${order.id}/claims/${claim.id}`, {
      claim_items: [{ id: 'citm_nope', note: 'x' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^claim_items\[0\]\.id/);

    const held = (await stockOf(test, org, order.variantIds[0]!)).reserved;
    const canceled = await org.admin.post(
      `/admin/orders/${order.id}/claims/${claim.id}/cancel`,
      {},
    );
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.body.order.claims[0].canceled_at).not.toBeNull();
    expect(canceled.body.order.claims[0].fulfillment_status).toBe('canceled');
    expect((await stockOf(test, org, order.variantIds[0]!)).reserved).toBe(held - 2);
    expect(await heldOf(org, order.itemIds[0]!)).toBe(0);
    // Canceling again changes nothing; sending it is refused.
    expect(
      (await org.admin.post(`/admin/orders/${order.id}/claims/${claim.id}/cancel`, {})).status,
    ).toBe(200);
    expect(
      (await org.admin.post(`/admin/orders/${order.id}/claims/${claim.id}/fulfillments`, {}))
        .status,
    ).toBe(400);
  });

  it('refuses what cannot be claimed with a 400 naming the field', async () => {
    const order = await place();
    const line = { item_id: order.itemIds[0], quantity: 1 };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ type: 'replace', claim_items: [line] }, /^additional_items/],
      [
        {
          type: 'replace',
          claim_items: [line],
          refund_amount: 100,
          additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
        },
        /^refund_amount/,
      ],
      [{ type: 'refund', claim_items: [] }, /^claim_items/],
      [{ type: 'lost', claim_items: [line] }, /^type/],
      [
        { type: 'refund', claim_items: [{ ...line, reason: 'bored' }] },
        /^claim_items\.0\.reason|^claim_items\[0\]\.reason/,
      ],
      [
        { type: 'refund', claim_items: [{ item_id: 'item_nope', quantity: 1 }] },
        /^claim_items\[0\]\.item_id/,
      ],
      [{ type: 'refund', claim_items: [{ ...line, quantity: 3 }] }, /^claim_items\[0\]\.quantity/],
      [{ type: 'refund', claim_items: [line], refund_amount: order.total + 1 }, /^refund_amount/],
      [
        {
          type: 'replace',
          claim_items: [line],
          additional_items: [{ variant_id: 'variant_nope', quantity: 1 }],
        },
        /^additional_items\[0\]\.variant_id/,
      ],
      [
        {
          type: 'replace',
          claim_items: [line],
          additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
          shipping_methods: [{ option_id: 'so_nope' }],
        },
        /^shipping_methods\[0\]\.option_id/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await org.admin.post(`/admin/orders/${order.id}/claims`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await heldOf(org, order.itemIds[0]!)).toBe(0);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.claims).toEqual([]);
  });

  it('a replacement out of stock is a 409 and leaves nothing', async () => {
    const order = await place();
    await setStock(test, org, order.variantIds[1]!, 0);
    const refused = await org.admin.post(`/admin/orders/${order.id}/claims`, {
      type: 'replace',
      claim_items: [{ item_id: order.itemIds[1], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[1], quantity: 1 }],
    });
    expect(refused.status, refused.text).toBe(409);
    expect(await heldOf(org, order.itemIds[1]!)).toBe(0);
    expect((await org.admin.get(`/admin/orders/${order.id}`)).body.order.claims).toEqual([]);
  });

  it('lists the store’s claims newest first with their order, filtered', async () => {
    const order = await place();
    const made = await org.admin.post(`/admin/orders/${order.id}/claims`, {
      type: 'replace',
      claim_items: [{ item_id: order.itemIds[0], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    });
    const claimId = made.body.order.claims[0].id;
    const listed = await org.admin.get(`/admin/claims?order_id=${order.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ count: 1, offset: 0, limit: 50 });
    expect(listed.body.claims[0]).toMatchObject({ id: claimId, order: { id: order.id } });
    const refunds = await org.admin.get('/admin/claims?type=refund');
    expect(refunds.body.claims.every((c: { type: string }) => c.type === 'refund')).toBe(true);
    expect((await org.admin.get(`/admin/claims/${claimId}`)).body.claim.id).toBe(claimId);
    expect((await other.admin.get(`/admin/claims/${claimId}`)).status).toBe(404);
    expect((await other.admin.get(`/admin/claims?order_id=${order.id}`)).body.claims).toEqual([]);
  });

  it('another store’s order and claims are a 404', async () => {
    const order = await place();
    const made = await org.admin.post(`/admin/orders/${order.id}/claims`, {
      type: 'replace',
      claim_items: [{ item_id: order.itemIds[0], quantity: 1 }],
      additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    });
    const claimId = made.body.order.claims[0].id;
    const base = `/admin/orders/${order.id}/claims`;
    expect(
      (
        await other.admin.post(base, {
          type: 'refund',
          claim_items: [{ item_id: order.itemIds[0], quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    for (const path of [
      `${base}/${claimId}`,
      `${base}/${claimId}/fulfillments`,
      `${base}/${claimId}/cancel`,
    ]) {
      expect((await other.admin.post(path, {})).status, path).toBe(404);
    }
    expect(
      (await org.admin.get(`/admin/orders/${order.id}`)).body.order.claims[0].canceled_at,
    ).toBeNull();
  });
});

describe('under concurrency', () => {
  it('8 refund claims of one unit each at once on a line fulfilled twice: two made, two refunds', async () => {
    const order = await place();
    const refundsBefore = bank.refunds.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        org.admin.post(`/admin/orders/${order.id}/claims`, {
          type: 'refund',
          claim_items: [{ item_id: order.itemIds[0], quantity: 1, reason: 'missing_item' }],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(6);
    expect(bank.refunds.length).toBe(refundsBefore + 2);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.claims).toHaveLength(2);
    expect(after.refunded_total).toBe(2380);
    expect(await heldOf(org, order.itemIds[0]!)).toBe(2);
  });

  it('claims, returns and exchanges at once never hold a line beyond what was fulfilled, nor refund beyond the capture', async () => {
    const order = await place();
    const answers = await Promise.all([
      org.admin.post(`/admin/orders/${order.id}/claims`, {
        type: 'refund',
        claim_items: [{ item_id: order.itemIds[0], quantity: 2 }],
        refund_amount: order.total,
      }),
      org.admin.post(`/admin/orders/${order.id}/return`, {
        items: [{ item_id: order.itemIds[0], quantity: 1 }],
      }),
      org.admin.post(`/admin/orders/${order.id}/swaps`, {
        return_items: [{ item_id: order.itemIds[0], quantity: 1 }],
        additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
      }),
      org.admin.post(`/admin/orders/${order.id}/refund`, { amount: 1000, reason: 'other' }),
    ]);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(await heldOf(org, order.itemIds[0]!)).toBeLessThanOrEqual(2);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.refunded_total).toBeLessThanOrEqual(order.total);
  });
});
