import {
  AdminBearerAuthRes,
  AdminOrdersRes,
  AdminReturnReasonsListRes,
  AdminReturnReasonsRes,
  AdminReturnsListRes,
  AdminReturnsRes,
  StoreCompleteCartRes,
  StoreReturnReasonsListRes,
  StoreReturnsRes,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { bankProvider, readyCart } from '../../../apps/server/test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../apps/server/test/factories.js';
import Storedesk, { getErrorMessage, StoredeskError } from './index.js';

/**
 * The typed return calls of the client (`admin.returnReasons`, `admin.orders.requestReturn`,
 * `admin.returns`, `store.returnReasons`, `store.returns`) against the real server (in-process,
 * own database), every answer parsed with the contract's schemas.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let test: TestApp;
let org: TestOrg;
let admin: Storedesk;
let shop: Storedesk;
const bank = bankProvider();

beforeAll(async () => {
  test = await buildTestApp({ providers: { payment: [bank.provider] } });
  org = await createOrg(test);
  admin = new Storedesk({ baseUrl: test.url, maxRetries: 2 });
  const { access_token } = AdminBearerAuthRes.parse(
    await admin.admin.auth.getToken({ email: org.email, password: org.password }),
  );
  admin.setAdminToken(access_token);
  shop = new Storedesk({
    baseUrl: test.url,
    maxRetries: 2,
    publishableApiKey: org.publishableKeyId,
  });
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

/** An order of 2 × 10.00 and 1 × 25.00 (19 % tax on top), captured and fulfilled whole. */
async function fulfilledOrder() {
  const product = await createProduct(test, org, { variants: 2 });
  const cart = await readyCart(test, org, {
    lines: [
      { variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 },
      { variantId: product.variantIds[1]!, quantity: 1, unitPrice: 2500 },
    ],
    providerId: 'bank',
  });
  const done = StoreCompleteCartRes.parse(await shop.store.carts.complete(cart.id));
  if (done.type !== 'order') throw new Error('the cart did not become an order');
  const id = done.data.id;
  AdminOrdersRes.parse(await admin.admin.orders.capturePayment(id));
  const { stock_locations } = await admin.admin.stockLocations.list();
  const locationId = stock_locations[0]!.id;
  AdminOrdersRes.parse(
    await admin.admin.orders.createFulfillment(id, {
      items: cart.itemIds.map((itemId, n) => ({ item_id: itemId, quantity: n === 0 ? 2 : 1 })),
      location_id: locationId,
    }),
  );
  return { id, itemIds: cart.itemIds, locationId };
}

describe('return reasons', () => {
  it('staff make a group with a reason; a taken value is a 422; shoppers list them', async () => {
    const group = AdminReturnReasonsRes.parse(
      await admin.admin.returnReasons.create({ value: 'damaged', label: 'Damaged' }),
    ).return_reason;
    const child = AdminReturnReasonsRes.parse(
      await admin.admin.returnReasons.create({
        value: 'broken',
        label: 'Broken',
        parent_return_reason_id: group.id,
      }),
    ).return_reason;
    expect(child.parent_return_reason?.id).toBe(group.id);
    const taken = await admin.admin.returnReasons
      .create({ value: 'broken', label: 'Again' })
      .catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(StoredeskError);
    expect(taken).toMatchObject({ status: 422, type: 'duplicate_error' });
    expect(getErrorMessage(taken)).toMatch(/^value: /);

    const changed = AdminReturnReasonsRes.parse(
      await admin.admin.returnReasons.update(child.id, { label: 'Broken on arrival' }),
    );
    expect(changed.return_reason.label).toBe('Broken on arrival');
    const listed = AdminReturnReasonsListRes.parse(await admin.admin.returnReasons.list());
    const found = listed.return_reasons.find((reason) => reason.id === group.id);
    expect(found?.return_reason_children.map((reason) => reason.label)).toEqual([
      'Broken on arrival',
    ]);
    const offered = StoreReturnReasonsListRes.parse(await shop.store.returnReasons.list());
    expect(offered.return_reasons.map((reason) => reason.id)).toContain(group.id);
  });
});

describe('returns', () => {
  it('staff ask for a return, list it, receive it with its refund; another is canceled', async () => {
    const order = await fulfilledOrder();
    const reason = AdminReturnReasonsRes.parse(
      await admin.admin.returnReasons.create({ value: 'too-small', label: 'Too small' }),
    ).return_reason;

    // One of the two 10.00 lines: 11.90 with tax.
    const asked = AdminOrdersRes.parse(
      await admin.admin.orders.requestReturn(order.id, {
        items: [{ item_id: order.itemIds[0]!, quantity: 1, reason_id: reason.id, note: 'Tight' }],
      }),
    );
    const made = (asked.order as unknown as { returns: { id: string; refund_amount: number }[] })
      .returns;
    expect(made).toHaveLength(1);
    expect(made[0]!.refund_amount).toBe(1190);

    const over = await admin.admin.orders
      .requestReturn(order.id, { items: [{ item_id: order.itemIds[0]!, quantity: 2 }] })
      .catch((error: unknown) => error);
    expect(over).toMatchObject({ status: 400, type: 'invalid_data' });
    expect(getErrorMessage(over)).toMatch(/^items\[0\]\.quantity: /);

    const page = AdminReturnsListRes.parse(
      await admin.admin.returns.list({ order_id: order.id, status: 'requested' }),
    );
    expect(page.count).toBe(1);
    expect(page.returns[0]).toMatchObject({
      id: made[0]!.id,
      items: [{ item_id: order.itemIds[0], quantity: 1, reason: { label: 'Too small' } }],
    });
    expect(page.returns[0]!.order?.currency_code).toBeTruthy();

    const received = AdminReturnsRes.parse(
      await admin.admin.returns.receive(made[0]!.id, {
        items: [{ item_id: order.itemIds[0]!, quantity: 1 }],
        location_id: order.locationId,
      }),
    );
    expect(received.return).toMatchObject({ status: 'received', location_id: order.locationId });
    const after = AdminOrdersRes.parse(await admin.admin.orders.retrieve(order.id)).order;
    expect(after).toMatchObject({
      payment_status: 'partially_refunded',
      fulfillment_status: 'partially_returned',
      refunded_total: 1190,
    });

    const second = AdminOrdersRes.parse(
      await admin.admin.orders.requestReturn(order.id, {
        items: [{ item_id: order.itemIds[1]!, quantity: 1 }],
      }),
    );
    const open = (
      second.order as unknown as { returns: { id: string; status: string }[] }
    ).returns.filter((entry) => entry.status === 'requested');
    const canceled = AdminOrdersRes.parse(await admin.admin.returns.cancel(open[0]!.id));
    expect(
      (canceled.order as unknown as { returns: { id: string; status: string }[] }).returns.find(
        (entry) => entry.id === open[0]!.id,
      )?.status,
    ).toBe('canceled');
  });

  it('a shopper asks for a return of their guest order', async () => {
    const order = await fulfilledOrder();
    const made = StoreReturnsRes.parse(
      await shop.store.returns.create({
        order_id: order.id,
        items: [{ item_id: order.itemIds[1]!, quantity: 1 }],
      }),
    );
    expect(made.return).toMatchObject({ status: 'requested', order_id: order.id });
  });
});
