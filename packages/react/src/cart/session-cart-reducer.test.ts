import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ITEM_MESSAGE,
  ITEMS_MESSAGE,
  REGION_MESSAGE,
  emptySessionCart,
  restoreSessionCart,
  sessionCartReducer,
  type SessionCartAction,
  type SessionCartItemInput,
  type SessionCartRegion,
  type SessionCartState,
  type SessionCartVariant,
} from './session-cart-reducer.js';

// ---- an independent oracle for prices and bounds ----

function priceIn(variant: SessionCartVariant, region: SessionCartRegion): number {
  const currency = region.currency_code?.toLowerCase();
  if (!currency) return 0;
  return variant.prices.find((p) => p.currency_code.toLowerCase() === currency)?.amount ?? 0;
}

function cap(variant: SessionCartVariant): number {
  const stock = variant.inventory_quantity;
  return typeof stock === 'number' ? Math.max(0, stock) : Infinity;
}

function explicit(quantity: number | undefined, variant: SessionCartVariant): number {
  return Math.min(Math.max(quantity ?? 1, 1), cap(variant));
}

function expectConsistent(state: SessionCartState): void {
  let total = 0;
  let totalItems = 0;
  for (const item of state.items) {
    expect(item.total).toBe(priceIn(item.variant, state.region));
    expect(Number.isInteger(item.quantity)).toBe(true);
    expect(item.quantity).toBeGreaterThanOrEqual(0);
    expect(item.quantity).toBeLessThanOrEqual(cap(item.variant));
    total += item.quantity * item.total;
    totalItems += item.quantity;
  }
  expect(state.total).toBe(total);
  expect(state.totalItems).toBe(totalItems);
  const ids = state.items.map((item) => item.variant.id);
  expect(new Set(ids).size).toBe(ids.length);
}

// ---- arbitraries: few variant ids and currencies, so actions collide ----

const variantIds = ['var_1', 'var_2', 'var_3', 'var_4'];
const currencies = ['usd', 'eur', 'jpy', 'KRW'];

const variantIdArb = fc.constantFrom(...variantIds);

const variantArb: fc.Arbitrary<SessionCartVariant> = fc.record(
  {
    id: variantIdArb,
    prices: fc.uniqueArray(
      fc.record({ currency_code: fc.constantFrom(...currencies), amount: fc.nat(100_000) }),
      { selector: (p) => p.currency_code.toLowerCase(), maxLength: currencies.length },
    ),
    inventory_quantity: fc.option(fc.integer({ min: -3, max: 25 }), { nil: undefined }),
  },
  { requiredKeys: ['id', 'prices'] },
);

const quantityArb = fc.integer({ min: -5, max: 40 });

const itemArb: fc.Arbitrary<SessionCartItemInput> = fc.record(
  { variant: variantArb, quantity: quantityArb },
  { requiredKeys: ['variant'] },
);

const regionArb: fc.Arbitrary<SessionCartRegion> = fc.record({
  id: fc.constantFrom('reg_us', 'reg_eu', 'reg_jp', 'reg_gb'),
  currency_code: fc.constantFrom('usd', 'USD', 'eur', 'jpy', 'krw', 'gbp'),
  tax_rate: fc.nat(30),
});

const actionArb: fc.Arbitrary<SessionCartAction> = fc.oneof(
  fc.constant({ type: 'NONE' as const }),
  itemArb.map((item) => ({ type: 'ADD_ITEM' as const, item })),
  fc.array(itemArb, { maxLength: 5 }).map((items) => ({ type: 'SET_ITEMS' as const, items })),
  variantIdArb.map((variantId) => ({ type: 'REMOVE_ITEM' as const, variantId })),
  fc
    .tuple(
      variantIdArb,
      fc.record(
        { variant: variantArb, quantity: quantityArb, total: fc.nat(1000) },
        { requiredKeys: [] },
      ),
    )
    .map(([variantId, item]) => ({ type: 'UPDATE_ITEM' as const, variantId, item })),
  fc
    .tuple(variantIdArb, quantityArb)
    .map(([variantId, quantity]) => ({ type: 'SET_ITEM_QUANTITY' as const, variantId, quantity })),
  variantIdArb.map((variantId) => ({ type: 'INCREMENT_ITEM_QUANTITY' as const, variantId })),
  variantIdArb.map((variantId) => ({ type: 'DECREMENT_ITEM_QUANTITY' as const, variantId })),
  fc.constant({ type: 'CLEAR_ITEMS' as const }),
  regionArb.map((region) => ({ type: 'SET_REGION' as const, region })),
);

const actionsArb = fc.array(actionArb, { maxLength: 40 });

function findItem(state: SessionCartState, variantId: string) {
  return state.items.find((item) => item.variant.id === variantId);
}

/** What each action must have done, seen from the state before and after it. */
function expectEffect(
  before: SessionCartState,
  action: SessionCartAction,
  after: SessionCartState,
) {
  switch (action.type) {
    case 'NONE':
      expect(after).toBe(before);
      break;
    case 'ADD_ITEM': {
      const line = findItem(after, action.item.variant.id);
      expect(line?.variant).toBe(action.item.variant);
      expect(line?.quantity).toBe(explicit(action.item.quantity, action.item.variant));
      expect(after.items.at(-1)).toBe(line);
      break;
    }
    case 'SET_ITEMS':
      expect(after.items.map((i) => i.variant.id).sort()).toEqual(
        [...new Set(action.items.map((i) => i.variant.id))].sort(),
      );
      break;
    case 'REMOVE_ITEM':
      expect(findItem(after, action.variantId)).toBeUndefined();
      expect(after.items.length).toBe(
        before.items.length - (findItem(before, action.variantId) ? 1 : 0),
      );
      break;
    case 'UPDATE_ITEM': {
      const old = findItem(before, action.variantId);
      const line = findItem(after, action.variantId);
      if (!old) {
        expect(after).toBe(before);
        break;
      }
      expect(line?.variant.id).toBe(action.variantId);
      if (action.item.variant) expect(line?.variant.prices).toBe(action.item.variant.prices);
      if (action.item.quantity !== undefined)
        expect(line?.quantity).toBe(explicit(action.item.quantity, line!.variant));
      break;
    }
    case 'SET_ITEM_QUANTITY': {
      const old = findItem(before, action.variantId);
      if (!old) expect(after).toBe(before);
      else {
        const quantity = findItem(after, action.variantId)?.quantity;
        expect(quantity).toBe(explicit(action.quantity, old.variant));
        // The explicit minimum is 1, unless the stock is 0.
        if (cap(old.variant) >= 1) expect(quantity).toBeGreaterThanOrEqual(1);
      }
      break;
    }
    case 'INCREMENT_ITEM_QUANTITY': {
      const old = findItem(before, action.variantId);
      if (!old) expect(after).toBe(before);
      else
        expect(findItem(after, action.variantId)?.quantity).toBe(
          Math.min(old.quantity + 1, cap(old.variant)),
        );
      break;
    }
    case 'DECREMENT_ITEM_QUANTITY': {
      const old = findItem(before, action.variantId);
      if (!old) expect(after).toBe(before);
      else expect(findItem(after, action.variantId)?.quantity).toBe(Math.max(old.quantity - 1, 0));
      break;
    }
    case 'CLEAR_ITEMS':
      expect(after).toEqual({ region: before.region, items: [], total: 0, totalItems: 0 });
      break;
    case 'SET_REGION':
      expect(after.region).toBe(action.region);
      expect(after.items.map((i) => [i.variant.id, i.quantity])).toEqual(
        before.items.map((i) => [i.variant.id, i.quantity]),
      );
      break;
  }
}

describe('sessionCartReducer properties', () => {
  it('keeps totals, totalItems and quantity bounds right after any sequence of actions', () => {
    fc.assert(
      fc.property(fc.option(regionArb, { nil: undefined }), actionsArb, (region, actions) => {
        let state = emptySessionCart();
        if (region) state = sessionCartReducer(state, { type: 'SET_REGION', region });
        for (const action of actions) {
          const snapshot = structuredClone(state);
          const next = sessionCartReducer(state, action);
          expect(state).toEqual(snapshot); // never mutates the old state
          expectEffect(state, action, next);
          expectConsistent(next);
          state = next;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('restores any reached state from its JSON to the same cart', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const state = actions.reduce(sessionCartReducer, emptySessionCart());
        expect(restoreSessionCart(JSON.parse(JSON.stringify(state)))).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });
});

describe('sessionCartReducer examples', () => {
  const shirt: SessionCartVariant = {
    id: 'var_shirt',
    prices: [
      { currency_code: 'usd', amount: 2000 },
      { currency_code: 'eur', amount: 1800 },
    ],
    inventory_quantity: 5,
  };
  const mug: SessionCartVariant = {
    id: 'var_mug',
    prices: [{ currency_code: 'usd', amount: 500 }],
  };
  const us = { id: 'reg_us', currency_code: 'usd', tax_rate: 10 };
  const eu = { id: 'reg_eu', currency_code: 'eur', tax_rate: 20 };

  const run = (...actions: SessionCartAction[]) =>
    actions.reduce(sessionCartReducer, emptySessionCart());

  it('starts empty: empty region, no items, totals 0', () => {
    expect(emptySessionCart()).toEqual({ region: {}, items: [], total: 0, totalItems: 0 });
  });

  it('prices items in the region currency and reprices on a region change', () => {
    const inUs = run(
      { type: 'SET_REGION', region: us },
      { type: 'ADD_ITEM', item: { variant: shirt, quantity: 2 } },
      { type: 'ADD_ITEM', item: { variant: mug, quantity: 3 } },
    );
    expect(inUs.items.map((i) => i.total)).toEqual([2000, 500]);
    expect(inUs.total).toBe(2 * 2000 + 3 * 500);
    expect(inUs.totalItems).toBe(5);

    const inEu = sessionCartReducer(inUs, { type: 'SET_REGION', region: eu });
    // The mug has no eur price: it counts as 0.
    expect(inEu.items.map((i) => i.total)).toEqual([1800, 0]);
    expect(inEu.total).toBe(2 * 1800);
    expect(inEu.totalItems).toBe(5);
  });

  it('prices at 0 before a region is set', () => {
    const state = run({ type: 'ADD_ITEM', item: { variant: shirt, quantity: 2 } });
    expect(state.items[0]?.total).toBe(0);
    expect(state.total).toBe(0);
    expect(state.totalItems).toBe(2);
  });

  it('replaces a line with the same variant id when adding', () => {
    const state = run(
      { type: 'SET_REGION', region: us },
      { type: 'ADD_ITEM', item: { variant: shirt, quantity: 1 } },
      { type: 'ADD_ITEM', item: { variant: shirt, quantity: 3 } },
    );
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.quantity).toBe(3);
    expect(state.total).toBe(6000);
  });

  it('applies quantity rules: minimum 1 when set, stock cap, decrement down to 0', () => {
    const base = run(
      { type: 'SET_REGION', region: us },
      { type: 'ADD_ITEM', item: { variant: shirt, quantity: 2 } },
    );
    const set = (quantity: number) =>
      sessionCartReducer(base, { type: 'SET_ITEM_QUANTITY', variantId: shirt.id, quantity })
        .items[0]?.quantity;
    expect(set(0)).toBe(1);
    expect(set(-4)).toBe(1);
    expect(set(4)).toBe(4);
    expect(set(99)).toBe(5);

    let state = sessionCartReducer(base, {
      type: 'SET_ITEM_QUANTITY',
      variantId: shirt.id,
      quantity: 5,
    });
    state = sessionCartReducer(state, { type: 'INCREMENT_ITEM_QUANTITY', variantId: shirt.id });
    expect(state.items[0]?.quantity).toBe(5);

    state = sessionCartReducer(base, {
      type: 'SET_ITEM_QUANTITY',
      variantId: shirt.id,
      quantity: 1,
    });
    state = sessionCartReducer(state, { type: 'DECREMENT_ITEM_QUANTITY', variantId: shirt.id });
    expect(state.items[0]?.quantity).toBe(0);
    state = sessionCartReducer(state, { type: 'DECREMENT_ITEM_QUANTITY', variantId: shirt.id });
    expect(state.items[0]?.quantity).toBe(0);
    expect(state.items).toHaveLength(1);
    expect(state.total).toBe(0);

    // Adding more than the stock is capped too; no stock known means no cap.
    expect(
      run({ type: 'ADD_ITEM', item: { variant: shirt, quantity: 50 } }).items[0]?.quantity,
    ).toBe(5);
    expect(run({ type: 'ADD_ITEM', item: { variant: mug, quantity: 50 } }).items[0]?.quantity).toBe(
      50,
    );
    expect(run({ type: 'ADD_ITEM', item: { variant: mug } }).items[0]?.quantity).toBe(1);
  });

  it('updates a line by merging fields, and removes and clears', () => {
    let state = run(
      { type: 'SET_REGION', region: us },
      { type: 'ADD_ITEM', item: { variant: shirt, quantity: 2 } },
      { type: 'ADD_ITEM', item: { variant: mug, quantity: 1 } },
    );
    state = sessionCartReducer(state, {
      type: 'UPDATE_ITEM',
      variantId: mug.id,
      item: { variant: { ...mug, prices: [{ currency_code: 'usd', amount: 700 }] } },
    });
    expect(state.items[1]).toEqual({
      variant: { ...mug, prices: [{ currency_code: 'usd', amount: 700 }] },
      quantity: 1,
      total: 700,
    });
    expect(state.total).toBe(4000 + 700);

    state = sessionCartReducer(state, { type: 'REMOVE_ITEM', variantId: shirt.id });
    expect(state.items.map((i) => i.variant.id)).toEqual([mug.id]);
    expect(state.total).toBe(700);

    state = sessionCartReducer(state, { type: 'CLEAR_ITEMS' });
    expect(state).toEqual({ region: us, items: [], total: 0, totalItems: 0 });
  });

  it('replaces all items', () => {
    const state = run(
      { type: 'SET_REGION', region: us },
      { type: 'ADD_ITEM', item: { variant: shirt, quantity: 2 } },
      { type: 'SET_ITEMS', items: [{ variant: mug, quantity: 4 }] },
    );
    expect(state.items).toEqual([{ variant: mug, quantity: 4, total: 500 }]);
    expect(state.total).toBe(2000);
    expect(state.totalItems).toBe(4);
  });

  it('rejects bad payloads with the SPEC messages', () => {
    const state = emptySessionCart();
    const bad = (action: unknown) => () => sessionCartReducer(state, action as SessionCartAction);
    expect(bad({ type: 'SET_REGION', region: {} })).toThrow(REGION_MESSAGE);
    expect(bad({ type: 'SET_REGION', region: null })).toThrow(REGION_MESSAGE);
    expect(bad({ type: 'SET_REGION', region: ['usd'] })).toThrow(REGION_MESSAGE);
    expect(bad({ type: 'ADD_ITEM', item: {} })).toThrow(ITEM_MESSAGE);
    expect(bad({ type: 'ADD_ITEM', item: undefined })).toThrow(ITEM_MESSAGE);
    expect(bad({ type: 'ADD_ITEM', item: 'var_1' })).toThrow(ITEM_MESSAGE);
    expect(bad({ type: 'ADD_ITEM', item: { quantity: 1 } })).toThrow(
      'item.variant must be an object with a string id',
    );
    expect(bad({ type: 'SET_ITEMS', items: 'nope' })).toThrow(ITEMS_MESSAGE);
    expect(bad({ type: 'SET_ITEMS', items: [{ variant: mug }, {}] })).toThrow(ITEMS_MESSAGE);
    expect(REGION_MESSAGE).toBe('region must be a non-empty object');
    expect(ITEM_MESSAGE).toBe('item must be a non-empty object');
    expect(ITEMS_MESSAGE).toBe('items must be an array of items');
  });
});

describe('restoreSessionCart', () => {
  it('rejects what is not a cart', () => {
    for (const value of [null, 3, 'x', {}, { region: {}, items: {} }, { region: null, items: [] }])
      expect(restoreSessionCart(value)).toBeNull();
    expect(restoreSessionCart({ region: {}, items: [{ quantity: 1 }] })).toBeNull();
    expect(
      restoreSessionCart({
        region: {},
        items: [{ variant: { id: 'v', prices: [] }, quantity: -1 }],
      }),
    ).toBeNull();
  });

  it('recomputes stored totals rather than trusting them', () => {
    const stored = {
      region: { currency_code: 'usd' },
      items: [
        {
          variant: { id: 'v', prices: [{ currency_code: 'usd', amount: 300 }] },
          quantity: 2,
          total: 1,
        },
      ],
      total: 999_999,
      totalItems: 42,
    };
    expect(restoreSessionCart(stored)).toMatchObject({ total: 600, totalItems: 2 });
  });
});
