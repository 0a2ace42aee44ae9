import type { Return } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import { orderFixture } from './order-fixtures';
import {
  canRequestReturn,
  heldByReturns,
  refundFor,
  returnableLines,
  returnableOf,
} from './order-returns';
import { orderView } from './order-view';

const ret = (id: string, status: Return['status'], items: [string, number][]): Return =>
  ({
    id,
    status,
    items: items.map(([item_id, quantity]) => ({ item_id, quantity })),
  }) as unknown as Return;

/** Two shirts and a mug, all fulfilled; `returns` as given. */
const fulfilled = (returns: Return[]) => {
  const base = orderFixture();
  return orderView(
    orderFixture({
      items: base.items.map((line) => ({ ...line, fulfilled_quantity: line.quantity })),
      returns,
    }),
  );
};

describe('heldByReturns and returnableOf', () => {
  it('count what live returns hold, not canceled ones, and leave out the one named', () => {
    const order = fulfilled([
      ret('ret_1', 'received', [['item_1', 1]]),
      ret('ret_2', 'canceled', [['item_1', 1]]),
      ret('ret_3', 'requested', [
        ['item_1', 1],
        ['item_2', 1],
      ]),
    ]);
    expect([...heldByReturns(order)]).toEqual([
      ['item_1', 2],
      ['item_2', 1],
    ]);
    expect([...heldByReturns(order, 'ret_3')]).toEqual([['item_1', 1]]);
    const held = heldByReturns(order);
    expect(returnableOf(order.items[0]!, held)).toBe(0);
    expect(returnableOf(order.items[1]!, new Map())).toBe(1);
  });

  it('offer a return only while something fulfilled is left on an open order', () => {
    expect(canRequestReturn(orderView(orderFixture()))).toBe(false);
    const some = fulfilled([ret('ret_1', 'requested', [['item_1', 2]])]);
    expect(returnableLines(some).map((entry) => [entry.line.id, entry.left])).toEqual([
      ['item_2', 1],
    ]);
    expect(canRequestReturn(some)).toBe(true);
    expect(canRequestReturn({ ...some, status: 'canceled' })).toBe(false);
    expect(
      canRequestReturn(
        fulfilled([
          ret('ret_1', 'requested', [
            ['item_1', 2],
            ['item_2', 1],
          ]),
        ]),
      ),
    ).toBe(false);
  });
});

describe('refundFor', () => {
  const items = [
    { id: 'item_1', quantity: 3, total: 1000 },
    { id: 'item_2', quantity: 1, total: 2500 },
  ];

  it('gives each unit its share of the line total, rounded down over the return', () => {
    // 1000 / 3 = 333.33 a unit: one is 333, two are 666.
    expect(refundFor(items, [{ item_id: 'item_1', quantity: 1 }])).toEqual({
      items: 333,
      refund: 333,
    });
    expect(
      refundFor(items, [
        { item_id: 'item_1', quantity: 2 },
        { item_id: 'item_2', quantity: 1 },
      ]),
    ).toEqual({ items: 3166, refund: 3166 });
  });

  it('takes the return shipping off, never below nothing, and skips unknown lines', () => {
    expect(refundFor(items, [{ item_id: 'item_2', quantity: 1 }], 500).refund).toBe(2000);
    expect(refundFor(items, [{ item_id: 'item_1', quantity: 1 }], 500).refund).toBe(0);
    expect(refundFor(items, [{ item_id: 'nope', quantity: 4 }]).items).toBe(0);
  });
});
