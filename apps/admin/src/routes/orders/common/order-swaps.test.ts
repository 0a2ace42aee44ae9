import type { Return } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import { swapFixture } from '@/routes/swaps/common/swap-fixtures';
import { orderFixture } from './order-fixtures';
import {
  addedTaxRate,
  canCancelSwap,
  canFulfilSwap,
  canReceiveSwapReturn,
  canRegisterExchange,
  exchangeEstimate,
  paymentLinkOf,
  settlementOf,
  swapView,
  withTax,
} from './order-swaps';
import { orderView } from './order-view';

const swap = (overrides: Record<string, unknown> = {}) => swapView(swapFixture(overrides));

/** Two shirts and a mug, all fulfilled, the payment captured. */
const captured = (overrides: Record<string, unknown> = {}) => {
  const base = orderFixture();
  return orderView(
    orderFixture({
      payment_status: 'captured',
      fulfillment_status: 'fulfilled',
      items: base.items.map((line) => ({ ...line, fulfilled_quantity: line.quantity })),
      returns: [],
      ...overrides,
    }),
  );
};

describe('settlementOf', () => {
  it('refunds a negative difference and captures a positive one, once confirmed and not settled', () => {
    expect(settlementOf(swap())).toBe('refund');
    expect(settlementOf(swap({ difference_due: 1010 }))).toBe('capture');
    expect(settlementOf(swap({ payment_status: 'requires_action' }))).toBe('refund');
    // Even: nothing to settle.
    expect(settlementOf(swap({ difference_due: 0, payment_status: 'confirmed' }))).toBeNull();
    // Waiting for the customer, settled, or canceled.
    expect(
      settlementOf(swap({ confirmed_at: null, difference_due: null, payment_status: 'not_paid' })),
    ).toBeNull();
    expect(settlementOf(swap({ payment_status: 'difference_refunded' }))).toBeNull();
    expect(
      settlementOf(swap({ canceled_at: '2030-03-08T09:00:00.000Z', payment_status: 'canceled' })),
    ).toBeNull();
  });
});

describe('what an exchange allows', () => {
  const parcel = (overrides: Record<string, unknown> = {}) => ({
    id: 'ful_1',
    created_at: '2030-03-08T09:00:00.000Z',
    location_id: 'sloc_1',
    shipped_at: null,
    canceled_at: null,
    tracking_numbers: [],
    tracking_links: [],
    items: [{ item_id: 'item_new_1', quantity: 1 }],
    ...overrides,
  });

  it('fulfils confirmed new items not yet sent', () => {
    expect(canFulfilSwap(swap())).toBe(true);
    expect(canFulfilSwap(swap({ confirmed_at: null }))).toBe(false);
    const sent = swap().additional_items.map((line) => ({ ...line, fulfilled_quantity: 1 }));
    expect(canFulfilSwap(swap({ additional_items: sent }))).toBe(false);
  });

  it('cancels one not settled, without a live parcel and whose return is not received', () => {
    expect(canCancelSwap(swap())).toBe(true);
    expect(canCancelSwap(swap({ confirmed_at: null, payment_status: 'not_paid' }))).toBe(true);
    expect(canCancelSwap(swap({ payment_status: 'difference_refunded' }))).toBe(false);
    expect(canCancelSwap(swap({ fulfillments: [parcel()] }))).toBe(false);
    expect(
      canCancelSwap(swap({ fulfillments: [parcel({ canceled_at: '2030-03-08T10:00:00.000Z' })] })),
    ).toBe(true);
    const received = { ...swap().return_order, status: 'received' } as Return;
    expect(canCancelSwap(swap({ return_order: received }))).toBe(false);
    expect(canReceiveSwapReturn(swap({ return_order: received }))).toBe(false);
    expect(canReceiveSwapReturn(swap())).toBe(true);
    expect(canReceiveSwapReturn(swap({ canceled_at: '2030-03-08T09:00:00.000Z' }))).toBe(false);
  });

  it('is registered on a captured order with fulfilled items left to send back', () => {
    expect(canRegisterExchange(captured())).toBe(true);
    expect(canRegisterExchange(captured({ payment_status: 'partially_refunded' }))).toBe(true);
    expect(canRegisterExchange(captured({ payment_status: 'awaiting' }))).toBe(false);
    expect(canRegisterExchange(captured({ fulfillment_status: 'not_fulfilled' }))).toBe(false);
    expect(canRegisterExchange(captured({ status: 'canceled' }))).toBe(false);
    const all = [
      { item_id: 'item_1', quantity: 2 },
      { item_id: 'item_2', quantity: 1 },
    ];
    const back = { id: 'ret_1', status: 'requested', items: all } as unknown as Return;
    expect(canRegisterExchange(captured({ returns: [back] }))).toBe(false);
  });
});

describe('paymentLinkOf', () => {
  it('puts the cart in the store’s template, and has no link without one', () => {
    expect(paymentLinkOf('https://shop.example/swap/{cart_id}?s={cart_id}', 'cart_9')).toBe(
      'https://shop.example/swap/cart_9?s=cart_9',
    );
    expect(paymentLinkOf(null, 'cart_9')).toBeNull();
    expect(paymentLinkOf('', 'cart_9')).toBeNull();
    expect(paymentLinkOf('https://shop.example/swap/{cart_id}', null)).toBeNull();
  });
});

describe('exchangeEstimate', () => {
  const items = orderFixture().items;

  it('credits each line’s total per unit, adds the new items and both shippings', () => {
    // One shirt back (2000), a 1500 mug out with 490 shipping and a 500 return label.
    expect(
      exchangeEstimate({
        items,
        back: [{ item_id: 'item_1', quantity: 1 }],
        out: [{ unit_price: 1500, quantity: 1 }],
        shippingPrice: 490,
        returnShippingPrice: 500,
      }),
    ).toEqual({
      credit: 2000,
      newItems: 1500,
      shipping: 490,
      returnShipping: 500,
      difference: 490,
    });
    // The mug back for two shirts' worth: the customer gets the rest back.
    expect(
      exchangeEstimate({
        items,
        back: [{ item_id: 'item_2', quantity: 1 }],
        out: [{ unit_price: 1000, quantity: 1 }],
      }).difference,
    ).toBe(-1500);
  });

  it('adds the region’s tax line by line when the region adds it, and the return shipping untaxed', () => {
    const taxed = exchangeEstimate({
      items: [{ id: 'item_1', quantity: 2, total: 2380 }],
      back: [{ item_id: 'item_1', quantity: 1 }],
      out: [
        { unit_price: 1100, quantity: 2 },
        { unit_price: 333, quantity: 1 },
      ],
      shippingPrice: 500,
      returnShippingPrice: 300,
      taxRate: 19,
    });
    // 2200 + 418, 333 + 63 (63.27 rounded), 500 + 95; the credit is 1190 as paid.
    expect(taxed).toEqual({
      credit: 1190,
      newItems: 2618 + 396,
      shipping: 595,
      returnShipping: 300,
      difference: 2618 + 396 + 595 + 300 - 1190,
    });
    expect(withTax(1050, 10)).toBe(1155);
    expect(withTax(15, 10)).toBe(17);
  });

  it('takes the tax rate only from a region that adds tax to prices without it', () => {
    expect(addedTaxRate({ tax_rate: 19, includes_tax: false, automatic_taxes: true })).toBe(19);
    expect(addedTaxRate({ tax_rate: 19, includes_tax: true, automatic_taxes: true })).toBe(0);
    expect(addedTaxRate({ tax_rate: 19, includes_tax: false, automatic_taxes: false })).toBe(0);
    expect(addedTaxRate(null)).toBe(0);
  });
});
