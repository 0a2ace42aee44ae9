import type { Swap, SwapWithOrder } from '@storedesk/contract';
import { returnFixture } from '@/routes/returns/common/return-fixtures';

/**
 * A swap as the server answers it, for the screens' tests: one shirt of order_1 back, a mug in
 * its place, confirmed at once because it gives 5.00 back, not settled yet.
 */
export function swapFixture(overrides: Record<string, unknown> = {}): Swap {
  const created = '2030-03-07T09:00:00.000Z';
  return {
    id: 'swap_1',
    fulfillment_status: 'not_fulfilled',
    payment_status: 'awaiting',
    order_id: 'order_1',
    difference_due: -500,
    shipping_address_id: 'addr_2',
    cart_id: 'cart_swap_1',
    confirmed_at: created,
    canceled_at: null,
    no_notification: null,
    allow_backorder: false,
    idempotency_key: null,
    metadata: {},
    created_at: created,
    updated_at: created,
    deleted_at: null,
    additional_items: [
      {
        id: 'item_new_1',
        swap_id: 'swap_1',
        title: 'Stoneware mug',
        description: 'Blue',
        thumbnail: null,
        variant_id: 'variant_mug_blue',
        quantity: 1,
        unit_price: 1500,
        fulfilled_quantity: null,
        shipped_quantity: null,
        tax_lines: [],
        variant: { sku: 'MUG-BLUE', title: 'Blue' },
      },
    ],
    return_order: returnFixture({
      id: 'ret_swap_1',
      swap_id: 'swap_1',
      refund_amount: 0,
      created_at: created,
    }),
    fulfillments: [],
    payment: null,
    shipping_methods: [
      {
        id: 'sm_swap_1',
        price: 0,
        shipping_option_id: 'so_1',
        shipping_option: { name: 'Standard' },
      },
    ],
    cart: { id: 'cart_swap_1', type: 'swap', completed_at: created },
    ...overrides,
  } as Swap;
}

/** A listed swap, with its order's number, email, currency and statuses. */
export function listedSwapFixture(overrides: Record<string, unknown> = {}): SwapWithOrder {
  return {
    ...swapFixture(),
    order: {
      id: 'order_1',
      display_id: 1042,
      email: 'ada@example.com',
      currency_code: 'usd',
      status: 'pending',
      fulfillment_status: 'shipped',
      payment_status: 'captured',
    },
    ...overrides,
  } as SwapWithOrder;
}
