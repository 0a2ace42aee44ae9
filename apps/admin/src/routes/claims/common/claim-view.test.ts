import type { Return } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/routes/orders/common/order-fixtures';
import { orderView } from '@/routes/orders/common/order-view';
import { claimFixture, replaceClaimFixture } from './claim-fixtures';
import {
  canCancelClaim,
  canFulfilClaim,
  canReceiveClaimReturn,
  canRegisterClaim,
  claimableLines,
  claimRefundFor,
  claimView,
} from './claim-view';

const claim = (overrides: Record<string, unknown> = {}) => claimView(claimFixture(overrides));
const replacement = (overrides: Record<string, unknown> = {}) =>
  claimView(replaceClaimFixture(overrides));

/** Two shirts and a mug, all fulfilled. */
const fulfilled = (overrides: Record<string, unknown> = {}) => {
  const base = orderFixture();
  return orderView(
    orderFixture({
      fulfillment_status: 'fulfilled',
      items: base.items.map((line) => ({ ...line, fulfilled_quantity: line.quantity })),
      returns: [],
      claims: [],
      ...overrides,
    }),
  );
};

const parcel = (overrides: Record<string, unknown> = {}) => ({
  id: 'ful_1',
  created_at: '2030-03-08T09:00:00.000Z',
  location_id: 'sloc_1',
  shipped_at: null,
  canceled_at: null,
  tracking_numbers: [],
  tracking_links: [],
  items: [{ item_id: 'item_new_2', quantity: 1 }],
  ...overrides,
});

describe('what a claim allows', () => {
  it('fulfils the replacements of a live replace claim not yet sent', () => {
    expect(canFulfilClaim(replacement())).toBe(true);
    expect(canFulfilClaim(claim())).toBe(false);
    expect(canFulfilClaim(replacement({ canceled_at: '2030-03-09T09:00:00.000Z' }))).toBe(false);
    const sent = replacement().additional_items.map((line) => ({ ...line, fulfilled_quantity: 1 }));
    expect(canFulfilClaim(replacement({ additional_items: sent }))).toBe(false);
  });

  it('cancels one that refunded nothing, without a live parcel and whose return is not received', () => {
    expect(canCancelClaim(replacement())).toBe(true);
    expect(canCancelClaim(claim())).toBe(false);
    expect(canCancelClaim(claim({ payment_status: 'not_refunded' }))).toBe(true);
    expect(canCancelClaim(replacement({ fulfillments: [parcel()] }))).toBe(false);
    expect(
      canCancelClaim(
        replacement({ fulfillments: [parcel({ canceled_at: '2030-03-09T10:00:00.000Z' })] }),
      ),
    ).toBe(true);
    const received = { ...replacement().return_order, status: 'received' } as Return;
    expect(canCancelClaim(replacement({ return_order: received }))).toBe(false);
    expect(canReceiveClaimReturn(replacement({ return_order: received }))).toBe(false);
    expect(canReceiveClaimReturn(replacement())).toBe(true);
    expect(canReceiveClaimReturn(claim())).toBe(false);
  });
});

describe('claimableLines', () => {
  it('leaves out what returns and claims without a return hold, and what was not fulfilled', () => {
    expect(claimableLines(fulfilled()).map(({ line, left }) => [line.id, left])).toEqual([
      ['item_1', 2],
      ['item_2', 1],
    ]);
    // Claim 1 holds a shirt without a return; claim 2's mug is held by its return, listed once.
    const order = fulfilled({
      claims: [claimFixture(), replaceClaimFixture()],
      returns: [replaceClaimFixture().return_order],
    });
    expect(claimableLines(order).map(({ line, left }) => [line.id, left])).toEqual([['item_1', 1]]);
    // A canceled claim holds nothing.
    const canceled = fulfilled({
      claims: [claimFixture({ canceled_at: '2030-03-09T09:00:00.000Z' })],
    });
    expect(claimableLines(canceled)[0]!.left).toBe(2);
    const none = orderView(orderFixture({ claims: [] }));
    expect(claimableLines(none)).toEqual([]);
    expect(canRegisterClaim(none)).toBe(false);
    expect(canRegisterClaim(fulfilled())).toBe(true);
    expect(canRegisterClaim(fulfilled({ status: 'canceled' }))).toBe(false);
  });

  it('refunds what the claimed units were paid, rounded down over the claim', () => {
    const items = [
      { id: 'item_1', quantity: 3, total: 1000 },
      { id: 'item_2', quantity: 1, total: 2500 },
    ];
    expect(claimRefundFor(items, [{ item_id: 'item_1', quantity: 1 }])).toBe(333);
    expect(
      claimRefundFor(items, [
        { item_id: 'item_1', quantity: 2 },
        { item_id: 'item_2', quantity: 1 },
      ]),
    ).toBe(3166);
  });
});
