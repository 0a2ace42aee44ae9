import {
  AdminBearerAuthRes,
  AdminOrdersRes,
  AdminSwapsListRes,
  AdminSwapsRes,
  StoreCompleteCartRes,
  type Swap,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { bankProvider, readyCart } from '../../../apps/server/test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../apps/server/test/factories.js';
import Storedesk, { getErrorMessage } from './index.js';

/**
 * The typed swap calls of the client (`admin.orders.createSwap` and the swap's lifecycle,
 * `admin.swaps`) against the real server (in-process, own database), every answer parsed with
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

const swapsOf = (answer: unknown): Swap[] =>
  (AdminOrdersRes.parse(answer).order as unknown as { swaps: Swap[] }).swaps;

describe('swaps', () => {
  it('staff exchange a line for a cheaper one, settle the difference, fulfil and ship it, and list it', async () => {
    const order = await fulfilledOrder();
    // The 25.00 line (29.75 paid) back, one 11.00 variant out: 18.75 goes back.
    const made = swapsOf(
      await admin.admin.orders.createSwap(order.id, {
        return_items: [{ item_id: order.itemIds[1]!, quantity: 1, note: 'Too big' }],
        additional_items: [{ variant_id: order.variantIds[1]!, quantity: 1 }],
        custom_shipping_options: [{ option_id: order.optionId, price: 0 }],
      }),
    );
    expect(made).toHaveLength(1);
    const swap = made[0]!;
    expect(swap).toMatchObject({ difference_due: -1875, payment_status: 'awaiting' });
    expect(swap.confirmed_at).not.toBeNull();

    const over = await admin.admin.orders
      .createSwap(order.id, {
        return_items: [{ item_id: order.itemIds[1]!, quantity: 1 }],
        additional_items: [{ variant_id: order.variantIds[1]!, quantity: 1 }],
      })
      .catch((error: unknown) => error);
    expect(over).toMatchObject({ status: 400, type: 'invalid_data' });
    expect(getErrorMessage(over)).toMatch(/^return_items\[0\]\.quantity: /);

    const settled = swapsOf(await admin.admin.orders.processSwapPayment(order.id, swap.id));
    expect(settled[0]!.payment_status).toBe('difference_refunded');

    const fulfilled = swapsOf(
      await admin.admin.orders.fulfillSwap(order.id, swap.id, { location_id: order.locationId }),
    );
    expect(fulfilled[0]!.fulfillment_status).toBe('fulfilled');
    const parcel = fulfilled[0]!.fulfillments[0]!;
    const shipped = swapsOf(
      await admin.admin.orders.createSwapShipment(order.id, swap.id, {
        fulfillment_id: parcel.id,
        tracking_numbers: ['1Z999'],
      }),
    );
    expect(shipped[0]!.fulfillment_status).toBe('shipped');

    const page = AdminSwapsListRes.parse(
      await admin.admin.swaps.list({ order_id: order.id, payment_status: 'difference_refunded' }),
    );
    expect(page.count).toBe(1);
    expect(page.swaps[0]).toMatchObject({ id: swap.id, order: { id: order.id } });
    const one = AdminSwapsRes.parse(await admin.admin.swaps.retrieve(swap.id));
    expect(one.swap).toMatchObject({ id: swap.id, fulfillment_status: 'shipped' });
  });

  it('an exchange that costs more waits for the customer; staff cancel it, and a fulfilment of another', async () => {
    const order = await fulfilledOrder();
    // One 10.00 line (11.90 paid) back, two 11.00 variants out: the customer owes 10.10.
    const made = swapsOf(
      await admin.admin.orders.createSwap(order.id, {
        return_items: [{ item_id: order.itemIds[0]!, quantity: 1 }],
        additional_items: [{ variant_id: order.variantIds[1]!, quantity: 2 }],
        no_notification: true,
      }),
    );
    const waiting = made[0]!;
    expect(waiting).toMatchObject({ payment_status: 'not_paid', confirmed_at: null });
    const refused = await admin.admin.orders
      .fulfillSwap(order.id, waiting.id)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400 });
    const canceled = swapsOf(await admin.admin.orders.cancelSwap(order.id, waiting.id));
    expect(canceled[0]).toMatchObject({ payment_status: 'canceled' });
    expect(canceled[0]!.canceled_at).not.toBeNull();
    expect(canceled[0]!.return_order?.status).toBe('canceled');

    // One 10.00 line (11.90 paid) for one 10.00 variant: 1.90 back. Fulfilled, then canceled.
    const even = swapsOf(
      await admin.admin.orders.createSwap(order.id, {
        return_items: [{ item_id: order.itemIds[0]!, quantity: 1 }],
        additional_items: [{ variant_id: order.variantIds[0]!, quantity: 1 }],
      }),
    ).at(-1)!;
    expect(even.confirmed_at).not.toBeNull();
    const sent = swapsOf(
      await admin.admin.orders.fulfillSwap(order.id, even.id, { location_id: order.locationId }),
    ).at(-1)!;
    const back = swapsOf(
      await admin.admin.orders.cancelSwapFulfillment(order.id, even.id, sent.fulfillments[0]!.id),
    ).at(-1)!;
    expect(back.fulfillment_status).toBe('not_fulfilled');
  });
});
