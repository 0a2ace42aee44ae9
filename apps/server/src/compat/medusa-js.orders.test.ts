import {
  AdminDraftOrdersDeleteRes,
  AdminDraftOrdersListRes,
  AdminDraftOrdersRes,
  AdminNotesDeleteRes,
  AdminNotesListRes,
  AdminNotesRes,
  AdminNotificationsListRes,
  AdminNotificationsRes,
  AdminOrdersListRes,
  AdminOrdersRes,
  AdminPostDraftOrdersDraftOrderRegisterPaymentRes,
  AdminRegionsListRes,
  AdminStockLocationsListRes,
  ErrorBody,
  StoreCompleteCartRes,
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
  return { order: completed.data, itemIds: cart.itemIds };
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
