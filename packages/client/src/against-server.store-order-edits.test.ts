import {
  AdminBearerAuthRes,
  AdminOrderEditsRes,
  PaymentCollectionsRes,
  PaymentCollectionsSessionRes,
  StoreCompleteCartRes,
  StoreOrderEditsRes,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTenantTx } from '../../../apps/server/src/platform/db/tx.js';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { readyCart } from '../../../apps/server/test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../apps/server/test/factories.js';
import Storedesk, { getErrorMessage } from './index.js';

/**
 * The shopper's typed order edit and payment collection calls of the client against the real
 * server (in-process, own database), every answer parsed with the contract's schemas: an edit
 * that costs more paid with the test card through its collection and completed, one declined.
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
  // The store's regions take the test card too.
  await withTenantTx(test.database.db, org.storeId, (tx) =>
    tx.execute(sql`INSERT INTO region_payment_provider (store_id, region_id, provider_id)
      SELECT store_id, id, 'test-card' FROM region WHERE store_id = ${org.storeId}
      ON CONFLICT DO NOTHING`),
  );
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

/** An order of 2 × 10.00 paid manually, and an edit of it adding the second variant, sent. */
async function sentEdit() {
  const product = await createProduct(test, org, { variants: 2 });
  const cart = await readyCart(test, org, {
    lines: [{ variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 }],
  });
  const done = StoreCompleteCartRes.parse(await shop.store.carts.complete(cart.id));
  if (done.type !== 'order') throw new Error('the cart did not become an order');
  const made = AdminOrderEditsRes.parse(
    await admin.admin.orderEdits.create({ order_id: done.data.id }),
  ).order_edit;
  await admin.admin.orderEdits.addLineItem(made.id, {
    variant_id: product.variantIds[1]!,
    quantity: 1,
  });
  return AdminOrderEditsRes.parse(await admin.admin.orderEdits.requestConfirmation(made.id))
    .order_edit;
}

const card = (number: string) => ({
  card: { number, expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
});

describe('store.orderEdits, store.paymentCollections', () => {
  it('an edit that costs more: read, its collection paid with the test card, completed', async () => {
    const sent = await sentEdit();
    const seen = StoreOrderEditsRes.parse(await shop.store.orderEdits.retrieve(sent.id));
    expect(seen.order_edit).toMatchObject({
      status: 'requested',
      difference_due: sent.difference_due,
    });
    expect(seen.order_edit).not.toHaveProperty('internal_note');
    const collectionId = seen.order_edit.payment_collection_id!;

    const declined = PaymentCollectionsRes.parse(
      await shop.store.paymentCollections.managePaymentSession(collectionId, {
        provider_id: 'test-card',
        data: card('4000 0000 0000 0002'),
      }),
    ).payment_collection;
    const refused = await shop.store.paymentCollections
      .authorizePaymentSession(collectionId, declined.payment_sessions[0]!.id)
      .catch((error: unknown) => getErrorMessage(error));
    expect(refused).toContain('Your card was declined.');

    const started = PaymentCollectionsRes.parse(
      await shop.store.paymentCollections.managePaymentSession(collectionId, {
        provider_id: 'test-card',
        data: card('4242 4242 4242 4242'),
      }),
    ).payment_collection;
    expect(started).toMatchObject({ status: 'awaiting', amount: sent.difference_due });
    const session = started.payment_sessions[0]!;
    // The card's number is kept nowhere: the session holds its token.
    expect(JSON.stringify(session.data)).not.toContain('4242 4242');
    const authorized = PaymentCollectionsSessionRes.parse(
      await shop.store.paymentCollections.authorizePaymentSession(collectionId, session.id),
    );
    expect(authorized.payment_session).toMatchObject({ id: session.id, status: 'authorized' });
    const collection = PaymentCollectionsRes.parse(
      await shop.store.paymentCollections.retrieve(collectionId),
    ).payment_collection;
    expect(collection.status).toBe('authorized');

    const completed = StoreOrderEditsRes.parse(await shop.store.orderEdits.complete(sent.id));
    expect(completed.order_edit.status).toBe('confirmed');
  });

  it('an edit declined with a reason', async () => {
    const sent = await sentEdit();
    const declined = StoreOrderEditsRes.parse(
      await shop.store.orderEdits.decline(sent.id, { declined_reason: 'Too dear' }),
    );
    expect(declined.order_edit).toMatchObject({ status: 'declined', declined_reason: 'Too dear' });
    expect(declined.order_edit.payment_collection?.status).toBe('canceled');
  });
});
