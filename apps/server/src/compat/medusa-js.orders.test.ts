import {
  AdminDraftOrdersDeleteRes,
  AdminDraftOrdersListRes,
  AdminDraftOrdersRes,
  AdminNotesDeleteRes,
  AdminNotesListRes,
  AdminNotesRes,
  AdminNotificationsListRes,
  AdminNotificationsRes,
  AdminOrderEditItemChangeDeleteRes,
  AdminOrderEditsListRes,
  AdminOrderEditsRes,
  AdminOrdersListRes,
  AdminOrdersRes,
  AdminPaymentRes,
  AdminRefundRes,
  AdminPostDraftOrdersDraftOrderRegisterPaymentRes,
  AdminRegionsListRes,
  AdminReturnReasonsDeleteRes,
  AdminReturnReasonsListRes,
  AdminReturnReasonsRes,
  AdminReturnsListRes,
  AdminReturnsRes,
  AdminStockLocationsListRes,
  AdminSwapsListRes,
  AdminSwapsRes,
  ErrorBody,
  PaymentCollectionsRes,
  PaymentCollectionsSessionRes,
  StoreCompleteCartRes,
  StoreOrderEditsRes,
  StoreReturnReasonsListRes,
  StoreReturnReasonsRes,
  StoreReturnsRes,
  StoreSwapsRes,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyCart } from '../../test/checkout.js';
import { createProduct } from '../../test/factories.js';
import { failure, startCompat, type Compat, type MedusaClient } from '../../test/medusa-js.js';

/**
 * Medusa v1 compatibility, the admin side of orders: every `medusa.admin.orders.*`,
 * `admin.notes.*` and `admin.notifications.*` call of @medusajs/medusa-js 6.1.10 that Storedesk
 * implements, made as a v1 admin makes it, against the real server, each answer parsed with our
 * contract. The orders are placed through the store API first.
 */

let compat: Compat;
let medusa: MedusaClient;

beforeAll(async () => {
  compat = await startCompat();
  medusa = compat.admin;
}, 120_000);

afterAll(async () => {
  await compat?.test.close();
}, 60_000);

/** An order of 2 × one variant and 1 × another, placed with medusa-js's `carts.complete`. */
async function placeOrder(email: string) {
  const product = await createProduct(compat.test, compat.org, { variants: 2 });
  const cart = await readyCart(compat.test, compat.org, {
    lines: [
      { variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1500 },
      { variantId: product.variantIds[1]!, quantity: 1, unitPrice: 900 },
    ],
    email,
  });
  const completed = StoreCompleteCartRes.parse(await compat.store.carts.complete(cart.id));
  if (completed.type !== 'order') throw new Error('the cart did not complete');
  return { order: completed.data, itemIds: cart.itemIds, variantIds: product.variantIds };
}

describe('admin.orders', () => {
  it('list, retrieve, update, capturePayment, refundPayment', async () => {
    const { order } = await placeOrder('compat-orders@example.com');

    const list = AdminOrdersListRes.parse(
      await medusa.admin.orders.list({
        q: 'compat-orders',
        limit: 10,
        offset: 0,
        expand: 'customer,shipping_address',
      } as never),
    );
    expect(list).toMatchObject({ count: 1, limit: 10, offset: 0 });
    expect(list.orders[0]!.id).toBe(order.id);

    const one = AdminOrdersRes.parse(await medusa.admin.orders.retrieve(order.id));
    expect(one.order).toMatchObject({ id: order.id, total: order.total });

    const updated = AdminOrdersRes.parse(
      await medusa.admin.orders.update(order.id, {
        email: 'compat-orders-2@example.com',
        metadata: { source: 'compat' },
      } as never),
    );
    expect(updated.order).toMatchObject({
      email: 'compat-orders-2@example.com',
      metadata: { source: 'compat' },
    });

    const captured = AdminOrdersRes.parse(await medusa.admin.orders.capturePayment(order.id));
    expect(captured.order.payment_status).toBe('captured');
    const refunded = AdminOrdersRes.parse(
      await medusa.admin.orders.refundPayment(order.id, {
        amount: 500,
        reason: 'discount',
        note: 'Sorry for the wait',
      }),
    );
    expect(refunded.order).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_total: 500,
    });
    const tooMuch = await failure(
      medusa.admin.orders.refundPayment(order.id, { amount: order.total, reason: 'other' }),
    );
    expect(tooMuch.status).toBe(400);
    expect(ErrorBody.parse(tooMuch.body).message).toMatch(/^amount: /);
  });

  it('createFulfillment, createShipment, cancelFulfillment', async () => {
    const { order, itemIds } = await placeOrder('compat-fulfil@example.com');
    const { stock_locations: locations } = AdminStockLocationsListRes.parse(
      await medusa.admin.stockLocations.list(),
    );
    const fulfilled = AdminOrdersRes.parse(
      await medusa.admin.orders.createFulfillment(order.id, {
        items: [{ item_id: itemIds[0]!, quantity: 2 }],
        location_id: locations[0]!.id,
      } as never),
    );
    expect(fulfilled.order.fulfillment_status).toBe('partially_fulfilled');
    const [first] = fulfilled.order.fulfillments as Array<{ id: string }>;
    const shipped = AdminOrdersRes.parse(
      await medusa.admin.orders.createShipment(order.id, {
        fulfillment_id: first!.id,
        tracking_numbers: ['1Z999'],
      }),
    );
    expect(shipped.order.fulfillment_status).toBe('partially_shipped');

    const second = AdminOrdersRes.parse(
      await medusa.admin.orders.createFulfillment(order.id, {
        items: [{ item_id: itemIds[1]!, quantity: 1 }],
      }),
    );
    const secondId = (second.order.fulfillments as Array<{ id: string }>)[1]!.id;
    const canceled = AdminOrdersRes.parse(
      await medusa.admin.orders.cancelFulfillment(order.id, secondId),
    );
    expect(
      (canceled.order.fulfillments as Array<{ id: string; canceled_at: string | null }>).find(
        (entry) => entry.id === secondId,
      )!.canceled_at,
    ).toBeTruthy();
  });

  it('complete, archive, cancel', async () => {
    const first = await placeOrder('compat-complete@example.com');
    const completed = AdminOrdersRes.parse(await medusa.admin.orders.complete(first.order.id));
    expect(completed.order.status).toBe('completed');
    const archived = AdminOrdersRes.parse(await medusa.admin.orders.archive(first.order.id));
    expect(archived.order.status).toBe('archived');

    const second = await placeOrder('compat-cancel@example.com');
    const canceled = AdminOrdersRes.parse(await medusa.admin.orders.cancel(second.order.id));
    expect(canceled.order).toMatchObject({ status: 'canceled', payment_status: 'canceled' });
    const again = await failure(medusa.admin.orders.cancel(second.order.id));
    expect(again.status).toBe(400);
  });
});

describe('returns: admin.returnReasons, returnReasons, returns, admin.orders.requestReturn, admin.returns', () => {
  /** A placed order, captured and fulfilled whole from the first stock location. */
  async function fulfilledOrder(email: string) {
    const placed = await placeOrder(email);
    await medusa.admin.orders.capturePayment(placed.order.id);
    const { stock_locations: locations } = AdminStockLocationsListRes.parse(
      await medusa.admin.stockLocations.list(),
    );
    await medusa.admin.orders.createFulfillment(placed.order.id, {
      items: [
        { item_id: placed.itemIds[0]!, quantity: 2 },
        { item_id: placed.itemIds[1]!, quantity: 1 },
      ],
      location_id: locations[0]!.id,
    } as never);
    return { ...placed, locationId: locations[0]!.id };
  }

  it('return reasons: create (with a child), list, retrieve, update, delete; the shopper lists them', async () => {
    const made = AdminReturnReasonsRes.parse(
      await medusa.admin.returnReasons.create({ value: 'compat_fit', label: 'Fit' }),
    );
    const child = AdminReturnReasonsRes.parse(
      await medusa.admin.returnReasons.create({
        value: 'compat_too_big',
        label: 'Too big',
        parent_return_reason_id: made.return_reason.id,
      }),
    );
    const list = AdminReturnReasonsListRes.parse(await medusa.admin.returnReasons.list());
    const top = list.return_reasons.find((reason) => reason.id === made.return_reason.id)!;
    expect(top.return_reason_children.map((reason) => reason.id)).toEqual([child.return_reason.id]);
    const one = AdminReturnReasonsRes.parse(
      await medusa.admin.returnReasons.retrieve(made.return_reason.id),
    );
    expect(one.return_reason.label).toBe('Fit');
    const updated = AdminReturnReasonsRes.parse(
      await medusa.admin.returnReasons.update(made.return_reason.id, { label: 'Fit and size' }),
    );
    expect(updated.return_reason.label).toBe('Fit and size');

    const shopped = StoreReturnReasonsListRes.parse(await compat.store.returnReasons.list());
    expect(shopped.return_reasons.map((reason) => reason.id)).toContain(made.return_reason.id);
    const shoppedOne = StoreReturnReasonsRes.parse(
      await compat.store.returnReasons.retrieve(child.return_reason.id),
    );
    expect(shoppedOne.return_reason.parent_return_reason_id).toBe(made.return_reason.id);

    const gone = AdminReturnReasonsDeleteRes.parse(
      await medusa.admin.returnReasons.delete(made.return_reason.id),
    );
    expect(gone).toEqual({ id: made.return_reason.id, object: 'return_reason', deleted: true });
    expect(
      (await failure(medusa.admin.returnReasons.retrieve(child.return_reason.id))).status,
    ).toBe(404);
  });

  it('a shopper asks for a return (returns.create), staff list and receive it: one refund', async () => {
    const { order, itemIds, locationId } = await fulfilledOrder('compat-return@example.com');
    const reason = AdminReturnReasonsRes.parse(
      await medusa.admin.returnReasons.create({ value: 'compat_damaged', label: 'Damaged' }),
    );
    const asked = StoreReturnsRes.parse(
      await compat.store.returns.create({
        order_id: order.id,
        items: [{ item_id: itemIds[0]!, quantity: 2, reason_id: reason.return_reason.id }],
      }),
    );
    expect(asked.return).toMatchObject({ status: 'requested', order_id: order.id });

    const listed = AdminReturnsListRes.parse(await medusa.admin.returns.list({ limit: 10 }));
    expect(listed.returns.map((entry) => entry.id)).toContain(asked.return.id);

    const received = AdminReturnsRes.parse(
      await medusa.admin.returns.receive(asked.return.id, {
        items: [{ item_id: itemIds[0]!, quantity: 2 }],
        location_id: locationId,
      } as never),
    );
    expect(received.return.status).toBe('received');
    const after = AdminOrdersRes.parse(await medusa.admin.orders.retrieve(order.id));
    expect(after.order).toMatchObject({
      fulfillment_status: 'partially_returned',
      payment_status: 'partially_refunded',
      refunded_total: asked.return.refund_amount,
    });
    const again = await failure(
      medusa.admin.returns.receive(asked.return.id, {
        items: [{ item_id: itemIds[0]!, quantity: 2 }],
      }),
    );
    expect(again.status).toBe(400);
  });

  it('staff request a return (admin.orders.requestReturn) and cancel it (admin.returns.cancel)', async () => {
    const { order, itemIds } = await fulfilledOrder('compat-return-cancel@example.com');
    const asked = AdminOrdersRes.parse(
      await medusa.admin.orders.requestReturn(order.id, {
        items: [{ item_id: itemIds[1]!, quantity: 1 }],
        no_notification: true,
      }),
    );
    const [made] = asked.order.returns as Array<{ id: string; status: string }>;
    expect(made!.status).toBe('requested');
    const canceled = AdminOrdersRes.parse(await medusa.admin.returns.cancel(made!.id));
    expect((canceled.order.returns as Array<{ status: string }>)[0]!.status).toBe('canceled');
    const over = await failure(
      medusa.admin.orders.requestReturn(order.id, {
        items: [{ item_id: itemIds[1]!, quantity: 5 }],
      }),
    );
    expect(over.status).toBe(400);
    expect(ErrorBody.parse(over.body).message).toMatch(/^items\[0\]\.quantity/);
  });
});

describe('exchanges: swaps, admin.swaps, admin.orders swap calls', () => {
  /** A placed order, captured and fulfilled whole from the first stock location. */
  async function fulfilledOrder(email: string) {
    const placed = await placeOrder(email);
    await medusa.admin.orders.capturePayment(placed.order.id);
    const { stock_locations: locations } = AdminStockLocationsListRes.parse(
      await medusa.admin.stockLocations.list(),
    );
    await medusa.admin.orders.createFulfillment(placed.order.id, {
      items: [
        { item_id: placed.itemIds[0]!, quantity: 2 },
        { item_id: placed.itemIds[1]!, quantity: 1 },
      ],
      location_id: locations[0]!.id,
    } as never);
    return { ...placed, variants: placed.variantIds, locationId: locations[0]!.id };
  }

  it('a shopper exchanges (swaps.create), pays the difference by completing its cart; staff capture, fulfil, ship', async () => {
    const { order, itemIds, variants, locationId } =
      await fulfilledOrder('compat-swap@example.com');
    // 1 × the 9.00 line back (10.71 paid with its tax), 2 × the first variant out at the
    // catalogue's 10.00 (this region adds no tax of its own): 9.29 owed.
    const made = StoreSwapsRes.parse(
      await compat.store.swaps.create({
        order_id: order.id,
        return_items: [{ item_id: itemIds[1]!, quantity: 1 }],
        additional_items: [{ variant_id: variants[0]!, quantity: 2 }],
      }),
    );
    const cartId = made.swap.cart_id!;
    expect(made.swap).toMatchObject({ order_id: order.id, payment_status: 'not_paid' });
    const byCart = StoreSwapsRes.parse(await compat.store.swaps.retrieveByCartId(cartId));
    expect(byCart.swap.id).toBe(made.swap.id);

    const { cart } = await compat.store.carts.createPaymentSessions(cartId);
    expect(cart.total).toBe(2000 - 1071);
    await compat.store.carts.setPaymentSession(cartId, { provider_id: 'manual' });
    const completed = StoreCompleteCartRes.parse(await compat.store.carts.complete(cartId));
    expect(completed.type).toBe('swap');
    if (completed.type !== 'swap') return;
    expect(completed.data).toMatchObject({ payment_status: 'awaiting', difference_due: 929 });

    const swapId = made.swap.id;
    const captured = AdminOrdersRes.parse(
      await medusa.admin.orders.processSwapPayment(order.id, swapId),
    );
    expect(captured.order.swaps?.[0]?.payment_status).toBe('captured');
    const fulfilled = AdminOrdersRes.parse(
      await medusa.admin.orders.fulfillSwap(order.id, swapId, { location_id: locationId } as never),
    );
    const fulfillment = fulfilled.order.swaps![0]!.fulfillments[0]!;
    const shipped = AdminOrdersRes.parse(
      await medusa.admin.orders.createSwapShipment(order.id, swapId, {
        fulfillment_id: fulfillment.id,
        tracking_numbers: ['COMPAT-SWAP'],
      }),
    );
    expect(shipped.order.swaps?.[0]?.fulfillment_status).toBe('shipped');

    const listed = AdminSwapsListRes.parse(await medusa.admin.swaps.list({ limit: 10 }));
    expect(listed.swaps.map((swap) => swap.id)).toContain(swapId);
    const one = AdminSwapsRes.parse(await medusa.admin.swaps.retrieve(swapId));
    expect(one.swap.fulfillment_status).toBe('shipped');
  });

  it('staff exchange (admin.orders.createSwap) for less: confirmed at once and refunded; another is canceled with its fulfilment', async () => {
    const { order, itemIds, variants, locationId } = await fulfilledOrder(
      'compat-swap-staff@example.com',
    );
    const option = order.shipping_methods[0]!.shipping_option_id as string;
    // 2 × 15.00 back (35.70 paid), 1 × 10.00 out: 25.70 to give back.
    const made = AdminOrdersRes.parse(
      await medusa.admin.orders.createSwap(order.id, {
        return_items: [{ item_id: itemIds[0]!, quantity: 2 }],
        additional_items: [{ variant_id: variants[0]!, quantity: 1 }],
        custom_shipping_options: [{ option_id: option, price: 0 }],
        no_notification: true,
      }),
    );
    const swap = made.order.swaps![0]!;
    expect(swap).toMatchObject({ payment_status: 'awaiting', difference_due: -2570 });
    const refunded = AdminOrdersRes.parse(
      await medusa.admin.orders.processSwapPayment(order.id, swap.id),
    );
    expect(refunded.order.swaps![0]!.payment_status).toBe('difference_refunded');
    expect(refunded.order.refunded_total).toBe(2570);

    const second = AdminOrdersRes.parse(
      await medusa.admin.orders.createSwap(order.id, {
        return_items: [{ item_id: itemIds[1]!, quantity: 1 }],
        additional_items: [{ variant_id: variants[0]!, quantity: 1 }],
      }),
    );
    const other = second.order.swaps!.find((entry) => entry.id !== swap.id)!;
    expect(other.difference_due).toBeLessThanOrEqual(0);
    const withFulfilment = AdminOrdersRes.parse(
      await medusa.admin.orders.fulfillSwap(order.id, other.id, {
        location_id: locationId,
      } as never),
    );
    const fulfillmentId = withFulfilment.order.swaps!.find((entry) => entry.id === other.id)!
      .fulfillments[0]!.id;
    const refused = await failure(medusa.admin.orders.cancelSwap(order.id, other.id));
    expect(refused.status).toBe(400);
    await medusa.admin.orders.cancelSwapFulfillment(order.id, other.id, fulfillmentId);
    const canceled = AdminOrdersRes.parse(await medusa.admin.orders.cancelSwap(order.id, other.id));
    expect(
      canceled.order.swaps!.find((entry) => entry.id === other.id)!.canceled_at,
    ).not.toBeNull();
    const over = await failure(
      medusa.admin.orders.createSwap(order.id, {
        return_items: [{ item_id: itemIds[0]!, quantity: 1 }],
      }),
    );
    expect(over.status).toBe(400);
    expect(ErrorBody.parse(over.body).message).toMatch(/^return_items\[0\]\.quantity/);
  });
});

describe('claims: admin.orders claim calls', () => {
  async function fulfilledOrder(email: string) {
    const placed = await placeOrder(email);
    await medusa.admin.orders.capturePayment(placed.order.id);
    const { stock_locations: locations } = AdminStockLocationsListRes.parse(
      await medusa.admin.stockLocations.list(),
    );
    await medusa.admin.orders.createFulfillment(placed.order.id, {
      items: [
        { item_id: placed.itemIds[0]!, quantity: 2 },
        { item_id: placed.itemIds[1]!, quantity: 1 },
      ],
      location_id: locations[0]!.id,
    } as never);
    return { ...placed, locationId: locations[0]!.id };
  }

  it('a replace claim (createClaim, updateClaim, fulfillClaim, createClaimShipment) and a refund claim', async () => {
    const { order, itemIds, variantIds, locationId } = await fulfilledOrder(
      'compat-claim@example.com',
    );
    const made = AdminOrdersRes.parse(
      await medusa.admin.orders.createClaim(order.id, {
        type: 'replace',
        claim_items: [{ item_id: itemIds[1]!, quantity: 1, reason: 'production_failure' }],
        additional_items: [{ variant_id: variantIds[1]!, quantity: 1 }],
        shipping_methods: [{ option_id: order.shipping_methods[0]!.shipping_option_id, price: 0 }],
        no_notification: true,
      } as never),
    );
    const claim = (
      made.order.claims as Array<{ id: string; claim_items: Array<{ id: string }> }>
    )[0]!;
    const updated = AdminOrdersRes.parse(
      await medusa.admin.orders.updateClaim(order.id, claim.id, {
        claim_items: [{ id: claim.claim_items[0]!.id, note: 'Broken handle' }],
      } as never),
    );
    expect(
      (updated.order.claims as Array<{ claim_items: Array<{ note: string }> }>)[0]!.claim_items[0]!
        .note,
    ).toBe('Broken handle');
    const sent = AdminOrdersRes.parse(
      await medusa.admin.orders.fulfillClaim(order.id, claim.id, {
        location_id: locationId,
      } as never),
    );
    const parcel = (sent.order.claims as Array<{ fulfillments: Array<{ id: string }> }>)[0]!
      .fulfillments[0]!;
    const shipped = AdminOrdersRes.parse(
      await medusa.admin.orders.createClaimShipment(order.id, claim.id, {
        fulfillment_id: parcel.id,
        tracking_numbers: ['COMPAT-CLAIM'],
      }),
    );
    expect(
      (shipped.order.claims as Array<{ fulfillment_status: string }>)[0]!.fulfillment_status,
    ).toBe('shipped');

    const refunded = AdminOrdersRes.parse(
      await medusa.admin.orders.createClaim(order.id, {
        type: 'refund',
        claim_items: [{ item_id: itemIds[0]!, quantity: 1, reason: 'missing_item' }],
      } as never),
    );
    expect(refunded.order.refunded_total).toBe(1785);
  });

  it('a claim canceled with its fulfilment (cancelClaimFulfillment, cancelClaim)', async () => {
    const { order, itemIds, variantIds, locationId } = await fulfilledOrder(
      'compat-claim-cancel@example.com',
    );
    const made = AdminOrdersRes.parse(
      await medusa.admin.orders.createClaim(order.id, {
        type: 'replace',
        claim_items: [{ item_id: itemIds[0]!, quantity: 1 }],
        additional_items: [{ variant_id: variantIds[0]!, quantity: 1 }],
      } as never),
    );
    const claimId = (made.order.claims as Array<{ id: string }>)[0]!.id;
    const sent = AdminOrdersRes.parse(
      await medusa.admin.orders.fulfillClaim(order.id, claimId, {
        location_id: locationId,
      } as never),
    );
    const parcel = (sent.order.claims as Array<{ fulfillments: Array<{ id: string }> }>)[0]!
      .fulfillments[0]!;
    expect((await failure(medusa.admin.orders.cancelClaim(order.id, claimId))).status).toBe(400);
    await medusa.admin.orders.cancelClaimFulfillment(order.id, claimId, parcel.id);
    const canceled = AdminOrdersRes.parse(await medusa.admin.orders.cancelClaim(order.id, claimId));
    expect(
      (canceled.order.claims as Array<{ canceled_at: string | null }>)[0]!.canceled_at,
    ).not.toBeNull();
  });
});

describe('order edits: admin.orderEdits, orderEdits, paymentCollections, admin.paymentCollections, admin.payments', () => {
  it('staff edit an order and ask for the difference; the shopper pays it and completes the edit', async () => {
    const { order, variantIds } = await placeOrder('compat-edit@example.com');
    const made = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.create({ order_id: order.id, internal_note: 'By phone' }),
    );
    const edit = made.order_edit;
    expect(edit).toMatchObject({ status: 'created', difference_due: 0 });
    const [first, second] = edit.items;
    AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.update(edit.id, { internal_note: 'Called back' }),
    );
    AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.addLineItem(edit.id, {
        variant_id: variantIds[1]!,
        quantity: 1,
      }),
    );
    AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.updateLineItem(edit.id, first!.id, { quantity: 3 }),
    );
    const removed = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.removeLineItem(edit.id, second!.id),
    );
    const removal = removed.order_edit.changes.find((change) => change.type === 'item_remove')!;
    expect(
      AdminOrderEditItemChangeDeleteRes.parse(
        await medusa.admin.orderEdits.deleteItemChange(edit.id, removal.id),
      ),
    ).toEqual({ id: removal.id, object: 'item_change', deleted: true });
    const list = AdminOrderEditsListRes.parse(
      await medusa.admin.orderEdits.list({ order_id: order.id } as never),
    );
    expect(list.order_edits.map((one) => one.id)).toEqual([edit.id]);
    const requested = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.requestConfirmation(edit.id),
    ).order_edit;
    expect(requested.status).toBe('requested');
    const collectionId = requested.payment_collection_id!;

    const seen = StoreOrderEditsRes.parse(await compat.store.orderEdits.retrieve(edit.id));
    expect(seen.order_edit.difference_due).toBe(requested.difference_due);
    PaymentCollectionsRes.parse(await compat.store.paymentCollections.retrieve(collectionId));
    PaymentCollectionsRes.parse(
      await compat.store.paymentCollections.managePaymentSessionsBatch(collectionId, {
        sessions: [{ provider_id: 'manual', amount: requested.difference_due }],
      } as never),
    );
    const managed = PaymentCollectionsRes.parse(
      await compat.store.paymentCollections.managePaymentSession(collectionId, {
        provider_id: 'manual',
      }),
    );
    const refreshed = PaymentCollectionsSessionRes.parse(
      await compat.store.paymentCollections.refreshPaymentSession(
        collectionId,
        managed.payment_collection.payment_sessions[0]!.id,
      ),
    );
    const authorized = PaymentCollectionsSessionRes.parse(
      await compat.store.paymentCollections.authorizePaymentSession(
        collectionId,
        refreshed.payment_session.id,
      ),
    );
    expect(authorized.payment_session.status).toBe('authorized');
    PaymentCollectionsRes.parse(
      await compat.store.paymentCollections.authorizePaymentSessionsBatch(collectionId, {
        session_ids: [refreshed.payment_session.id],
      }),
    );
    const completed = StoreOrderEditsRes.parse(await compat.store.orderEdits.complete(edit.id));
    expect(completed.order_edit.status).toBe('confirmed');

    const after = AdminOrdersRes.parse(await medusa.admin.orders.retrieve(order.id)).order;
    expect(after.total).toBe(requested.total);
    const paid = after.payments.find((payment) => payment.amount === requested.difference_due)!;
    expect(AdminPaymentRes.parse(await medusa.admin.payments.retrieve(paid.id)).payment.id).toBe(
      paid.id,
    );
    const captured = AdminPaymentRes.parse(await medusa.admin.payments.capturePayment(paid.id));
    expect(captured.payment.captured_at).not.toBeNull();
    const refund = AdminRefundRes.parse(
      await medusa.admin.payments.refundPayment(paid.id, { amount: 100, reason: 'other' } as never),
    );
    expect(refund.refund).toMatchObject({ amount: 100, payment_id: paid.id });
  });

  it('declined by the shopper, canceled and deleted by staff; a collection marked paid and deleted', async () => {
    const { order, variantIds } = await placeOrder('compat-edit-decline@example.com');
    const edit = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.create({ order_id: order.id }),
    ).order_edit;
    await medusa.admin.orderEdits.addLineItem(edit.id, { variant_id: variantIds[0]!, quantity: 1 });
    const sent = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.requestConfirmation(edit.id),
    ).order_edit;
    const declined = StoreOrderEditsRes.parse(
      await compat.store.orderEdits.decline(edit.id, { declined_reason: 'Too dear' }),
    );
    expect(declined.order_edit.status).toBe('declined');
    expect(
      (await medusa.admin.paymentCollections.delete(sent.payment_collection_id!)) as unknown,
    ).toMatchObject({ id: sent.payment_collection_id, deleted: true });

    const next = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.create({ order_id: order.id }),
    ).order_edit;
    await medusa.admin.orderEdits.addLineItem(next.id, { variant_id: variantIds[0]!, quantity: 1 });
    const collectionId = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.requestConfirmation(next.id),
    ).order_edit.payment_collection_id!;
    const described = PaymentCollectionsRes.parse(
      await medusa.admin.paymentCollections.update(collectionId, { description: 'By phone' }),
    );
    expect(described.payment_collection.description).toBe('By phone');
    const marked = PaymentCollectionsRes.parse(
      await medusa.admin.paymentCollections.markAsAuthorized(collectionId),
    );
    expect(marked.payment_collection.status).toBe('authorized');
    PaymentCollectionsRes.parse(await medusa.admin.paymentCollections.retrieve(collectionId));
    const canceled = AdminOrderEditsRes.parse(await medusa.admin.orderEdits.cancel(next.id));
    expect(canceled.order_edit.status).toBe('canceled');

    const third = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.create({ order_id: order.id }),
    ).order_edit;
    expect(
      AdminOrderEditsRes.parse(await medusa.admin.orderEdits.retrieve(third.id)).order_edit.id,
    ).toBe(third.id);
    expect(await medusa.admin.orderEdits.delete(third.id)).toMatchObject({
      id: third.id,
      object: 'order_edit',
      deleted: true,
    });
    const fourth = AdminOrderEditsRes.parse(
      await medusa.admin.orderEdits.create({ order_id: order.id }),
    ).order_edit;
    await medusa.admin.orderEdits.updateLineItem(fourth.id, fourth.items[0]!.id, { quantity: 1 });
    const confirmed = AdminOrderEditsRes.parse(await medusa.admin.orderEdits.confirm(fourth.id));
    expect(confirmed.order_edit.status).toBe('confirmed');
  });
});

describe('admin.notes and admin.notifications', () => {
  it('notes: create, list, retrieve, update, delete', async () => {
    const { order } = await placeOrder('compat-notes@example.com');
    const { note } = AdminNotesRes.parse(
      await medusa.admin.notes.create({
        resource_id: order.id,
        resource_type: 'order',
        value: 'Call before delivery',
      }),
    );
    expect(note).toMatchObject({ resource_id: order.id, author_id: compat.org.userId });
    const list = AdminNotesListRes.parse(
      await medusa.admin.notes.list({ resource_id: order.id } as never),
    );
    expect(list.notes.map((entry) => entry.id)).toEqual([note.id]);
    expect(AdminNotesRes.parse(await medusa.admin.notes.retrieve(note.id)).note.value).toBe(
      'Call before delivery',
    );
    const updated = AdminNotesRes.parse(
      await medusa.admin.notes.update(note.id, { value: 'Call after 5 pm' }),
    );
    expect(updated.note.value).toBe('Call after 5 pm');
    expect(AdminNotesDeleteRes.parse(await medusa.admin.notes.delete(note.id))).toEqual({
      id: note.id,
      object: 'note',
      deleted: true,
    });
  });

  it('notifications: list and resend', async () => {
    const { order } = await placeOrder('compat-mail@example.com');
    await compat.test.app.mailOutbox.drain();
    const list = AdminNotificationsListRes.parse(
      await medusa.admin.notifications.list({ resource_id: order.id } as never),
    );
    expect(list.notifications).toHaveLength(1);
    const [placed] = list.notifications;
    expect(placed).toMatchObject({ event_name: 'order.placed', to: 'compat-mail@example.com' });
    const resent = AdminNotificationsRes.parse(
      await medusa.admin.notifications.resend(placed!.id, {}),
    );
    expect(resent.notification.resends).toHaveLength(1);
  });
});

describe('admin.draftOrders', () => {
  it('create, list, retrieve, update, addLineItem, updateLineItem, removeLineItem, markPaid, delete', async () => {
    const product = await createProduct(compat.test, compat.org, { variants: 1 });
    const { regions } = AdminRegionsListRes.parse(await medusa.admin.regions.list());
    const { draft_order: draft } = AdminDraftOrdersRes.parse(
      await medusa.admin.draftOrders.create({
        email: 'compat-draft@example.com',
        region_id: regions[0]!.id,
        items: [{ variant_id: product.variantIds[0]!, quantity: 1 }],
        shipping_methods: [],
      } as never),
    );
    expect(draft.status).toBe('open');
    const list = AdminDraftOrdersListRes.parse(
      await medusa.admin.draftOrders.list({ q: 'compat-draft' } as never),
    );
    expect(list.draft_orders.map((entry) => entry.id)).toEqual([draft.id]);
    expect(
      AdminDraftOrdersRes.parse(await medusa.admin.draftOrders.retrieve(draft.id)).draft_order.id,
    ).toBe(draft.id);
    const updated = AdminDraftOrdersRes.parse(
      await medusa.admin.draftOrders.update(draft.id, { email: 'compat-draft-2@example.com' }),
    );
    expect(updated.draft_order.cart).toMatchObject({ email: 'compat-draft-2@example.com' });
    const added = AdminDraftOrdersRes.parse(
      await medusa.admin.draftOrders.addLineItem(draft.id, {
        title: 'Setup fee',
        unit_price: 2500,
        quantity: 1,
      }),
    );
    const items = (
      added.draft_order.cart as unknown as { items: Array<{ id: string; title: string }> }
    ).items;
    const fee = items.find((item) => item.title === 'Setup fee')!;
    AdminDraftOrdersRes.parse(
      await medusa.admin.draftOrders.updateLineItem(draft.id, fee.id, { quantity: 2 }),
    );
    AdminDraftOrdersRes.parse(await medusa.admin.draftOrders.removeLineItem(draft.id, fee.id));
    const paid = AdminPostDraftOrdersDraftOrderRegisterPaymentRes.parse(
      await medusa.admin.draftOrders.markPaid(draft.id),
    );
    expect(paid.order).toMatchObject({ draft_order_id: draft.id, payment_status: 'captured' });

    const { draft_order: spare } = AdminDraftOrdersRes.parse(
      await medusa.admin.draftOrders.create({
        email: 'compat-draft-3@example.com',
        region_id: regions[0]!.id,
        shipping_methods: [],
      } as never),
    );
    expect(
      AdminDraftOrdersDeleteRes.parse(await medusa.admin.draftOrders.delete(spare.id)),
    ).toEqual({ id: spare.id, object: 'draft-order', deleted: true });
  });
});
