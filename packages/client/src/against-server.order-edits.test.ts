import {
  AdminBearerAuthRes,
  AdminOrderEditsListRes,
  AdminOrderEditsRes,
  AdminPaymentRes,
  AdminRefundRes,
  PaymentCollectionsRes,
  StoreCompleteCartRes,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { readyCart } from '../../../apps/server/test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../apps/server/test/factories.js';
import Storedesk, { getErrorMessage } from './index.js';

/**
 * The typed order edit, payment collection and payment calls of the client against the real
 * server (in-process, own database), every answer parsed with the contract's schemas.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let test: TestApp;
let org: TestOrg;
let admin: Storedesk;
let shop: Storedesk;

beforeAll(async () => {
  test = await buildTestApp();
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

/** An order of 2 × 10.00 (19 % tax on top) paid manually and captured. */
async function capturedOrder() {
  const product = await createProduct(test, org, { variants: 2 });
  const cart = await readyCart(test, org, {
    lines: [{ variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 }],
  });
  const done = StoreCompleteCartRes.parse(await shop.store.carts.complete(cart.id));
  if (done.type !== 'order') throw new Error('the cart did not become an order');
  await admin.admin.orders.capturePayment(done.data.id);
  return { id: done.data.id, total: done.data.total, variantIds: product.variantIds };
}

describe('admin.orderEdits, admin.paymentCollections, admin.payments', () => {
  it('an edit that costs more: made, changed, sent, marked paid, confirmed; its payment read', async () => {
    const order = await capturedOrder();
    const made = AdminOrderEditsRes.parse(
      await admin.admin.orderEdits.create(
        { order_id: order.id, internal_note: 'On the phone' },
        { headers: { 'idempotency-key': `edit-${order.id}` } },
      ),
    ).order_edit;
    const retried = AdminOrderEditsRes.parse(
      await admin.admin.orderEdits.create(
        { order_id: order.id },
        { headers: { 'idempotency-key': `edit-${order.id}` } },
      ),
    ).order_edit;
    expect(retried.id).toBe(made.id);
    const added = AdminOrderEditsRes.parse(
      await admin.admin.orderEdits.addLineItem(made.id, {
        variant_id: order.variantIds[1]!,
        quantity: 1,
      }),
    ).order_edit;
    expect(added.changes.map((change) => change.type)).toEqual(['item_add']);
    expect(added.difference_due).toBeGreaterThan(0);
    const list = AdminOrderEditsListRes.parse(
      await admin.admin.orderEdits.list({ order_id: order.id }),
    );
    expect(list.count).toBe(1);
    const sent = AdminOrderEditsRes.parse(
      await admin.admin.orderEdits.requestConfirmation(made.id, {
        payment_collection_description: 'One more mug',
      }),
    ).order_edit;
    const collectionId = sent.payment_collection_id!;
    const marked = PaymentCollectionsRes.parse(
      await admin.admin.paymentCollections.markAsAuthorized(collectionId),
    );
    expect(marked.payment_collection).toMatchObject({
      status: 'authorized',
      amount: sent.difference_due,
      description: 'One more mug',
    });
    const confirmed = AdminOrderEditsRes.parse(await admin.admin.orderEdits.confirm(made.id));
    expect(confirmed.order_edit.status).toBe('confirmed');
    const again = await admin.admin.orderEdits
      .addLineItem(made.id, {
        variant_id: order.variantIds[1]!,
        quantity: 1,
      })
      .catch((error: unknown) => getErrorMessage(error));
    expect(again).toContain('confirmed');

    const { order: after } = await admin.admin.orders.retrieve(order.id);
    const payment = AdminPaymentRes.parse(
      await admin.admin.payments.retrieve((after.payments as Array<{ id: string }>)[0]!.id),
    ).payment;
    expect(payment.captured_at).not.toBeNull();
    const refund = AdminRefundRes.parse(
      await admin.admin.payments.refundPayment(payment.id, { amount: 200, reason: 'other' }),
    );
    expect(refund.refund.amount).toBe(200);
  });
});
