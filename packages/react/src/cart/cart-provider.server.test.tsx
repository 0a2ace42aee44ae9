import { Storedesk } from '@storedesk/client';
import { StoreCartsRes } from '@storedesk/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../apps/server/test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../../apps/server/test/factories.js';
import {
  createShippingOption,
  defaultRegionId,
} from '../../../../apps/server/test/tax-shipping.js';
import { useCreateLineItem, useGetCart } from '../hooks/store/carts.js';
import { StoredeskProvider } from '../provider.js';
import { CartProvider, useCart } from './cart-provider.js';

/**
 * SPEC point 4 "Server cart state" with the real server: each action of the CartProvider
 * replaces the held cart with the cart the server answered, a contract cart with its totals.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let test: TestApp;
let org: TestOrg;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

afterEach(cleanup);

function wrapper() {
  const client = new Storedesk({ baseUrl: test.url, publishableApiKey: org.publishableKeyId });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StoredeskProvider client={client} queryClient={queryClient}>
        <CartProvider>{children}</CartProvider>
      </StoredeskProvider>
    );
  };
}

describe('CartProvider against the real server', () => {
  it('holds the cart each action answers, up to the chosen payment session', async () => {
    const product = await createProduct(test, org);
    const region = await defaultRegionId(test, org);
    const option = await createShippingOption(org, { region_id: region, amount: 300 });
    const { result } = renderHook(() => useCart(), { wrapper: wrapper() });

    await act(() =>
      result.current.createCart.mutateAsync({
        items: [{ variant_id: product.variantIds[0]!, quantity: 2 }],
      }),
    );
    expect(StoreCartsRes.parse({ cart: result.current.cart }).cart.total).toBe(2000);
    expect(result.current.totalItems).toBe(2);

    await act(() => result.current.updateCart.mutateAsync({ email: 'provider@example.com' }));
    expect(result.current.cart?.email).toBe('provider@example.com');

    await act(() => result.current.addShippingMethod.mutateAsync({ option_id: option.id }));
    expect(result.current.cart?.total).toBe(2300);

    await act(() => result.current.startCheckout.mutateAsync());
    await act(() => result.current.pay.mutateAsync({ provider_id: 'manual' }));
    const held = StoreCartsRes.parse({ cart: result.current.cart }).cart;
    expect(held.payment_session).toMatchObject({ provider_id: 'manual', is_selected: true });
    expect(held.items[0]).toMatchObject({ quantity: 2, variant: { product_id: product.id } });
  });

  it('the cart hooks: a line added through useCreateLineItem shows in useGetCart', async () => {
    const product = await createProduct(test, org);
    const shopper = new Storedesk({ baseUrl: test.url, publishableApiKey: org.publishableKeyId });
    const { cart } = await shopper.store.carts.create();
    const { result } = renderHook(
      () => ({ read: useGetCart(cart.id), add: useCreateLineItem(cart.id) }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.read.data?.cart.items).toEqual([]));
    await act(() =>
      result.current.add.mutateAsync({ variant_id: product.variantIds[0]!, quantity: 3 }),
    );
    // The write refreshes the cart read.
    await waitFor(() => expect(result.current.read.data?.cart.items[0]?.quantity).toBe(3));
    expect(result.current.read.data?.cart.subtotal).toBe(3000);
  });
});
