import type { OrderEdit } from '@storedesk/contract';

const created = '2030-03-07T09:00:00.000Z';

/** A line of order_1 or of its edit, as the server answers it. */
export function lineFixture(overrides: Record<string, unknown> = {}) {
  const quantity = (overrides.quantity as number | undefined) ?? 2;
  const unit = (overrides.unit_price as number | undefined) ?? 2500;
  return {
    id: 'item_1',
    cart_id: null,
    order_id: null,
    order_edit_id: 'oe_1',
    original_item_id: 'item_1',
    title: 'Linen shirt',
    description: 'M',
    thumbnail: null,
    variant_id: 'variant_shirt_m',
    unit_price: unit,
    quantity,
    subtotal: unit * quantity,
    tax_total: 0,
    total: unit * quantity,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

/**
 * An order edit as the server answers it, for the screens' tests: order_1's two shirts (50.00,
 * the order's total) copied, nothing changed yet, being made by staff.
 */
export function orderEditFixture(overrides: Record<string, unknown> = {}): OrderEdit {
  return {
    object: 'order_edit',
    id: 'oe_1',
    order_id: 'order_1',
    status: 'created',
    internal_note: null,
    created_by: 'usr_1',
    requested_by: null,
    requested_at: null,
    confirmed_by: null,
    confirmed_at: null,
    declined_by: null,
    declined_reason: null,
    declined_at: null,
    canceled_by: null,
    canceled_at: null,
    payment_collection_id: null,
    payment_collection: null,
    changes: [],
    items: [lineFixture({ id: 'item_1_oe_1' })],
    subtotal: 5000,
    discount_total: 0,
    shipping_total: 0,
    gift_card_total: 0,
    gift_card_tax_total: 0,
    tax_total: 0,
    total: 5000,
    difference_due: 0,
    created_at: created,
    updated_at: created,
    ...overrides,
  } as OrderEdit;
}

/** A payment collection of an edit that costs more. */
export function collectionFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 'paycol_1',
    type: 'order_edit' as const,
    status: 'not_paid' as const,
    description: null,
    amount: 1500,
    authorized_amount: null,
    region_id: 'reg_1',
    currency_code: 'usd',
    metadata: {},
    created_by: 'usr_1',
    payment_sessions: [],
    payments: [],
    created_at: created,
    updated_at: created,
    deleted_at: null,
    ...overrides,
  };
}
