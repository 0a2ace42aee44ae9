import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_CART_KEY, SessionCartProvider, useSessionCart } from './session-cart.js';
import type { SessionCartState, SessionCartVariant } from './session-cart-reducer.js';

const shirt: SessionCartVariant = {
  id: 'var_shirt',
  prices: [
    { currency_code: 'usd', amount: 2000 },
    { currency_code: 'jpy', amount: 3000 },
  ],
  inventory_quantity: 3,
};
const mug: SessionCartVariant = { id: 'var_mug', prices: [{ currency_code: 'usd', amount: 500 }] };
const us = { id: 'reg_us', currency_code: 'usd', tax_rate: 10 };
const jp = { id: 'reg_jp', currency_code: 'jpy', tax_rate: 10 };

const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionCartProvider>{children}</SessionCartProvider>
);

function stored(): SessionCartState {
  return JSON.parse(localStorage.getItem(SESSION_CART_KEY) ?? 'null') as SessionCartState;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('SessionCartProvider', () => {
  it('starts with the empty cart and stores it under the fixed key', () => {
    const { result } = renderHook(() => useSessionCart(), { wrapper });
    expect(result.current).toMatchObject({ region: {}, items: [], total: 0, totalItems: 0 });
    expect(SESSION_CART_KEY).toBe('storedesk-session-cart');
    expect(stored()).toEqual({ region: {}, items: [], total: 0, totalItems: 0 });
  });

  it('runs every action and keeps totals right', () => {
    const { result } = renderHook(() => useSessionCart(), { wrapper });
    act(() => result.current.setRegion(us));
    act(() => result.current.addItem({ variant: shirt, quantity: 2 }));
    act(() => result.current.addItem({ variant: mug }));
    expect(result.current.total).toBe(2 * 2000 + 500);
    expect(result.current.totalItems).toBe(3);
    expect(result.current.getItem(mug.id)).toEqual({ variant: mug, quantity: 1, total: 500 });

    act(() => result.current.incrementItemQuantity(shirt.id));
    act(() => result.current.incrementItemQuantity(shirt.id)); // stock is 3
    expect(result.current.getItem(shirt.id)?.quantity).toBe(3);

    act(() => result.current.setItemQuantity(mug.id, 0));
    expect(result.current.getItem(mug.id)?.quantity).toBe(1);
    act(() => result.current.updateItemQuantity(mug.id, 4));
    expect(result.current.getItem(mug.id)?.quantity).toBe(4);
    act(() => result.current.decrementItemQuantity(mug.id));
    expect(result.current.getItem(mug.id)?.quantity).toBe(3);

    act(() => result.current.setRegion(jp));
    expect(result.current.items.map((i) => i.total)).toEqual([3000, 0]);
    expect(result.current.total).toBe(3 * 3000);
    expect(result.current.totalItems).toBe(6);

    act(() => result.current.updateItem(mug.id, { quantity: 2 }));
    expect(result.current.getItem(mug.id)?.quantity).toBe(2);
    act(() => result.current.removeItem(shirt.id));
    expect(result.current.items.map((i) => i.variant.id)).toEqual([mug.id]);

    act(() => result.current.setItems([{ variant: shirt, quantity: 1 }]));
    expect(result.current.items).toEqual([{ variant: shirt, quantity: 1, total: 3000 }]);

    act(() => result.current.clearItems());
    expect(result.current).toMatchObject({ region: jp, items: [], total: 0, totalItems: 0 });
  });

  it('throws the SPEC messages at the caller and leaves the cart as it was', () => {
    const { result } = renderHook(() => useSessionCart(), { wrapper });
    act(() => result.current.addItem({ variant: mug, quantity: 2 }));
    const before = stored();
    expect(() => result.current.setRegion({})).toThrow('region must be a non-empty object');
    expect(() => result.current.addItem({} as never)).toThrow('item must be a non-empty object');
    expect(() => result.current.setItems('x' as never)).toThrow('items must be an array of items');
    expect(result.current.totalItems).toBe(2);
    expect(stored()).toEqual(before);
  });

  it('saves every change and restores the cart after a remount', () => {
    const first = renderHook(() => useSessionCart(), { wrapper });
    act(() => first.result.current.setRegion(us));
    expect(stored().region).toEqual(us);
    act(() => first.result.current.addItem({ variant: shirt, quantity: 2 }));
    expect(stored()).toMatchObject({ total: 4000, totalItems: 2 });
    act(() => first.result.current.decrementItemQuantity(shirt.id));
    expect(stored()).toMatchObject({ total: 2000, totalItems: 1 });
    first.unmount();

    const second = renderHook(() => useSessionCart(), { wrapper });
    expect(second.result.current).toMatchObject({
      region: us,
      items: [{ variant: shirt, quantity: 1, total: 2000 }],
      total: 2000,
      totalItems: 1,
    });
  });

  it('ignores a corrupt stored value and replaces it', () => {
    localStorage.setItem(SESSION_CART_KEY, '{not json');
    const { result } = renderHook(() => useSessionCart(), { wrapper });
    expect(result.current).toMatchObject({ region: {}, items: [], total: 0, totalItems: 0 });
    expect(stored()).toEqual({ region: {}, items: [], total: 0, totalItems: 0 });

    cleanup();
    localStorage.setItem(SESSION_CART_KEY, JSON.stringify({ region: 'x', items: 3 }));
    const again = renderHook(() => useSessionCart(), { wrapper });
    expect(again.result.current.items).toEqual([]);
    expect(stored().region).toEqual({});
  });

  it('uses initialState only when nothing is stored', () => {
    const initialState: SessionCartState = {
      region: us,
      items: [{ variant: mug, quantity: 2, total: 500 }],
      total: 1000,
      totalItems: 2,
    };
    const withInitial = ({ children }: { children: ReactNode }) => (
      <SessionCartProvider initialState={initialState}>{children}</SessionCartProvider>
    );
    const { result, unmount } = renderHook(() => useSessionCart(), { wrapper: withInitial });
    expect(result.current.total).toBe(1000);
    act(() => result.current.incrementItemQuantity(mug.id));
    unmount();
    const restored = renderHook(() => useSessionCart(), { wrapper: withInitial });
    expect(restored.result.current.totalItems).toBe(3);
  });

  it('drives a rendered cart', () => {
    function Cart() {
      const cart = useSessionCart();
      return (
        <div>
          <button onClick={() => cart.setRegion(us)}>region</button>
          <button onClick={() => cart.addItem({ variant: shirt, quantity: 1 })}>add</button>
          <button onClick={() => cart.incrementItemQuantity(shirt.id)}>more</button>
          <output aria-label="summary">{`${cart.totalItems} items, ${cart.total}`}</output>
        </div>
      );
    }
    render(
      <SessionCartProvider>
        <Cart />
      </SessionCartProvider>,
    );
    fireEvent.click(screen.getByText('region'));
    fireEvent.click(screen.getByText('add'));
    fireEvent.click(screen.getByText('more'));
    expect(screen.getByLabelText('summary').textContent).toBe('2 items, 4000');
  });
});

describe('useSessionCart', () => {
  it('throws outside the provider', () => {
    expect(() => renderHook(() => useSessionCart())).toThrow(
      'useSessionCart must be used within a SessionCartProvider',
    );
  });
});
