import {
  AdminBearerAuthRes,
  AdminClaimsListRes,
  AdminClaimsRes,
  AdminOrdersRes,
  StoreCompleteCartRes,
  type ClaimOrder,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { bankProvider, readyCart } from '../../../apps/server/test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../apps/server/test/factories.js';
import Storedesk, { getErrorMessage } from './index.js';

/**
 * The typed claim calls of the client (`admin.orders.createClaim` and the claim's lifecycle,
 * `admin.claims`) against the real server (in-process, own database), every answer parsed with
 * the contract's schemas.
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

/**
 * An order of 2 × 10.00 and 1 × 25.00 (19 % tax on top), captured and fulfilled whole; the
 * catalogue sells the two variants at 10.00 and 11.00.
 */
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
  const fulfilled = AdminOrdersRes.parse(
    await admin.admin.orders.createFulfillment(id, {
      items: cart.itemIds.map((itemId, n) => ({ item_id: itemId, quantity: n === 0 ? 2 : 1 })),
      location_id: locationId,
    }),
  ).order as unknown as { shipping_methods: { shipping_option_id: string }[] };
  return {
    id,
    itemIds: cart.itemIds,
    variantIds: product.variantIds,
    optionId: fulfilled.shipping_methods[0]!.shipping_option_id,
    locationId,
  };
}

const claimsOf = (answer: unknown): ClaimOrder[] => AdminOrdersRes.parse(answer).order.claims ?? [];

describe('claims', () => {
  it('staff refund a faulty line, are refused a second claim of it, and list the claim', async () => {
    const order = await fulfilledOrder();
    // One of the two 10.00 units (11.90 paid with tax) came apart.
    const made = claimsOf(
      await admin.admin.orders.createClaim(order.id, {
        type: 'refund',
        claim_items: [
          {
            item_id: order.itemIds[0]!,
            quantity: 1,
            reason: 'production_failure',
            note: 'Seam came apart',
          },
        ],
      }),
    );
    expect(made).toHaveLength(1);
    const claim = made[0]!;
    expect(claim).toMatchObject({
      type: 'refund',
      payment_status: 'refunded',
      refund_amount: 1190,
      return_order: null,
    });
    expect(claim.claim_items[0]).toMatchObject({
      item_id: order.itemIds[0],
      quantity: 1,
      reason: 'production_failure',
      note: 'Seam came apart',
    });

    // Two more of a line of two, one already claimed: refused on the line's quantity.
    const over = await admin.admin.orders
      .createClaim(order.id, {
        type: 'refund',
        claim_items: [{ item_id: order.itemIds[0]!, quantity: 2 }],
      })
      .catch((error: unknown) => error);
    expect(over).toMatchObject({ status: 400, type: 'invalid_data' });
    expect(getErrorMessage(over)).toMatch(/^claim_items\[0\]\.quantity/);

    // The note changes; a refunded claim cannot be canceled.
    const noted = claimsOf(
      await admin.admin.orders.updateClaim(order.id, claim.id, {
        claim_items: [{ id: claim.claim_items[0]!.id, note: 'Seam and button' }],
      }),
    );
    expect(noted[0]!.claim_items[0]!.note).toBe('Seam and button');
    const refused = await admin.admin.orders
      .cancelClaim(order.id, claim.id)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400 });

    const page = AdminClaimsListRes.parse(
      await admin.admin.claims.list({ order_id: order.id, type: 'refund' }),
    );
    expect(page.count).toBe(1);
    expect(page.claims[0]).toMatchObject({ id: claim.id, order: { id: order.id } });
    const replaced = AdminClaimsListRes.parse(
      await admin.admin.claims.list({ order_id: order.id, type: 'replace' }),
    );
    expect(replaced.count).toBe(0);
  });

  it('staff send a replacement free of charge, fulfil and ship it, and cancel another claim', async () => {
    const order = await fulfilledOrder();
    const made = claimsOf(
      await admin.admin.orders.createClaim(order.id, {
        type: 'replace',
        claim_items: [{ item_id: order.itemIds[1]!, quantity: 1, reason: 'wrong_item' }],
        additional_items: [{ variant_id: order.variantIds[1]!, quantity: 1 }],
        shipping_methods: [{ option_id: order.optionId, price: 0 }],
      }),
    );
    const claim = made[0]!;
    expect(claim).toMatchObject({
      type: 'replace',
      payment_status: 'na',
      fulfillment_status: 'not_fulfilled',
      refund_amount: null,
    });
    expect(claim.additional_items[0]).toMatchObject({
      variant_id: order.variantIds[1],
      quantity: 1,
    });
    expect(claim.shipping_methods[0]).toMatchObject({ price: 0 });

    const fulfilled = claimsOf(
      await admin.admin.orders.fulfillClaim(order.id, claim.id, { location_id: order.locationId }),
    );
    expect(fulfilled[0]!.fulfillment_status).toBe('fulfilled');
    const parcel = fulfilled[0]!.fulfillments[0]!;
    const shipped = claimsOf(
      await admin.admin.orders.createClaimShipment(order.id, claim.id, {
        fulfillment_id: parcel.id,
        tracking_numbers: ['1ZCLAIM'],
      }),
    );
    expect(shipped[0]!.fulfillment_status).toBe('shipped');
    const one = AdminClaimsRes.parse(await admin.admin.claims.retrieve(claim.id));
    expect(one.claim).toMatchObject({ id: claim.id, fulfillment_status: 'shipped' });

    // A second replacement, sent, then its parcel and the claim canceled.
    const second = claimsOf(
      await admin.admin.orders.createClaim(order.id, {
        type: 'replace',
        claim_items: [{ item_id: order.itemIds[0]!, quantity: 1, reason: 'missing_item' }],
        additional_items: [{ variant_id: order.variantIds[0]!, quantity: 1 }],
        no_notification: true,
      }),
    ).at(-1)!;
    const sent = claimsOf(await admin.admin.orders.fulfillClaim(order.id, second.id)).at(-1)!;
    const back = claimsOf(
      await admin.admin.orders.cancelClaimFulfillment(
        order.id,
        second.id,
        sent.fulfillments[0]!.id,
      ),
    ).at(-1)!;
    expect(back.fulfillment_status).toBe('not_fulfilled');
    const canceled = claimsOf(await admin.admin.orders.cancelClaim(order.id, second.id)).at(-1)!;
    expect(canceled).toMatchObject({ fulfillment_status: 'canceled' });
    expect(canceled.canceled_at).not.toBeNull();
  });
});
