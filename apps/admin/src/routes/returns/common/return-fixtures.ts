import type { Return, ReturnWithOrder } from '@storedesk/contract';

/** A return as the server answers it, for the screens' tests: one shirt, requested. */
export function returnFixture(overrides: Record<string, unknown> = {}): Return {
  const created = '2030-03-05T09:00:00.000Z';
  return {
    id: 'ret_1',
    status: 'requested',
    items: [
      {
        return_id: 'ret_1',
        item_id: 'item_1',
        quantity: 1,
        is_requested: true,
        requested_quantity: 1,
        received_quantity: null,
        reason_id: null,
        reason: null,
        note: null,
        metadata: {},
      },
    ],
    swap_id: null,
    claim_order_id: null,
    order_id: 'order_1',
    shipping_method: null,
    shipping_data: null,
    location_id: null,
    refund_amount: 2000,
    no_notification: null,
    idempotency_key: null,
    received_at: null,
    created_at: created,
    updated_at: created,
    metadata: {},
    ...overrides,
  } as Return;
}

/** A listed return, with its order's number, email and currency. */
export function listedReturnFixture(overrides: Record<string, unknown> = {}): ReturnWithOrder {
  return {
    ...returnFixture(),
    order: {
      id: 'order_1',
      display_id: 1042,
      email: 'ada@example.com',
      currency_code: 'usd',
      status: 'pending',
      fulfillment_status: 'fulfilled',
      payment_status: 'captured',
    },
    swap: null,
    ...overrides,
  } as ReturnWithOrder;
}
