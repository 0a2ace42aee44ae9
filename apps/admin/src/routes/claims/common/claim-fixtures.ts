import type { ClaimOrder, ClaimWithOrder } from '@storedesk/contract';
import { returnFixture } from '@/routes/returns/common/return-fixtures';

const created = '2030-03-07T09:00:00.000Z';

/** A claimed line of a fixture claim: one shirt of order_1, reported faulty. */
export function claimItemFixture(
  overrides: Record<string, unknown> = {},
): ClaimOrder['claim_items'][number] {
  return {
    id: 'citem_1',
    claim_order_id: 'claim_1',
    item_id: 'item_1',
    variant_id: 'variant_item_1',
    reason: 'production_failure',
    note: 'Seam came apart',
    quantity: 1,
    images: [],
    tags: [],
    metadata: {},
    created_at: created,
    updated_at: created,
    deleted_at: null,
    ...overrides,
  } as ClaimOrder['claim_items'][number];
}

/**
 * A claim as the server answers it, for the screens' tests: one shirt of order_1 came apart and
 * its 20.00 went back to the customer; nothing comes back.
 */
export function claimFixture(overrides: Record<string, unknown> = {}): ClaimOrder {
  return {
    id: 'claim_1',
    type: 'refund',
    payment_status: 'refunded',
    fulfillment_status: 'not_fulfilled',
    order_id: 'order_1',
    shipping_address_id: null,
    refund_amount: 2000,
    canceled_at: null,
    no_notification: null,
    idempotency_key: null,
    metadata: {},
    created_at: created,
    updated_at: created,
    deleted_at: null,
    claim_items: [claimItemFixture()],
    additional_items: [],
    return_order: null,
    fulfillments: [],
    shipping_methods: [],
    ...overrides,
  } as ClaimOrder;
}

/**
 * A `replace` claim: the mug of order_1 arrived broken; a new one goes out free with the
 * standard option, and the broken one comes back through a return.
 */
export function replaceClaimFixture(overrides: Record<string, unknown> = {}): ClaimOrder {
  return claimFixture({
    id: 'claim_2',
    type: 'replace',
    payment_status: 'na',
    refund_amount: null,
    created_at: '2030-03-08T09:00:00.000Z',
    claim_items: [
      claimItemFixture({
        id: 'citem_2',
        claim_order_id: 'claim_2',
        item_id: 'item_2',
        variant_id: 'variant_item_2',
        reason: 'wrong_item',
        note: null,
      }),
    ],
    additional_items: [
      {
        id: 'item_new_2',
        claim_order_id: 'claim_2',
        title: 'Stoneware mug',
        description: 'Blue',
        thumbnail: null,
        variant_id: 'variant_mug_blue',
        quantity: 1,
        unit_price: 1500,
        fulfilled_quantity: null,
        shipped_quantity: null,
        variant: { sku: 'MUG-BLUE', title: 'Blue' },
      },
    ],
    return_order: returnFixture({
      id: 'ret_claim_2',
      claim_order_id: 'claim_2',
      refund_amount: 0,
      items: [{ ...returnFixture().items[0]!, return_id: 'ret_claim_2', item_id: 'item_2' }],
    }),
    shipping_methods: [
      {
        id: 'sm_claim_2',
        price: 0,
        shipping_option_id: 'so_std',
        shipping_option: { name: 'Standard' },
      },
    ],
    ...overrides,
  });
}

/** A listed claim, with its order's number, email, currency and statuses. */
export function listedClaimFixture(
  claim: ClaimOrder = claimFixture(),
  overrides: Record<string, unknown> = {},
): ClaimWithOrder {
  return {
    ...claim,
    order: {
      id: claim.order_id,
      display_id: 1042,
      email: 'ada@example.com',
      currency_code: 'usd',
      status: 'pending',
      fulfillment_status: 'shipped',
      payment_status: 'partially_refunded',
    },
    ...overrides,
  } as ClaimWithOrder;
}
