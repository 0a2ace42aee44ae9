import { HttpClient, Storedesk } from '@storedesk/client';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoredeskProvider } from '../provider.js';
import {
  CartProvider,
  NO_CART_MESSAGE,
  isCartClient,
  useCart,
  type Cart,
  type CartClient,
} from './cart-provider.js';

// ---- a real HTTP server answering the store cart paths with canned carts ----

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

const requests: Recorded[] = [];
let server: Server;
let baseUrl: string;

const items = [
  { id: 'item_1', quantity: 2, variant: { id: 'variant_1', inventory_quantity: 10 } },
  { id: 'item_2', quantity: 3, variant: { id: 'variant_2', inventory_quantity: 4 } },
];

function cartFor(path: string, body: Record<string, unknown>): Cart | undefined {
  const base = { object: 'cart', id: 'cart_1', items, region_id: 'reg_1' };
  switch (path) {
    case '/store/carts':
      return { object: 'cart', id: 'cart_1', items: [], region_id: body.region_id };
    case '/store/carts/cart_1':
      return { ...base, email: body.email };
    case '/store/carts/cart_1/shipping-methods':
      return { ...base, shipping_methods: [{ shipping_option_id: body.option_id }] };
    case '/store/carts/cart_1/payment-sessions':
      return { ...base, payment_sessions: [{ provider_id: 'manual', is_selected: false }] };
    case '/store/carts/cart_1/payment-session':
      return {
        ...base,
        payment_sessions: [{ provider_id: body.provider_id, is_selected: true }],
        payment_session: { provider_id: body.provider_id },
      };
    default:
      return undefined;
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      requests.push({ method: req.method ?? '', path, body });
      const cart =
        req.method === 'POST' ? cartFor(path, (body ?? {}) as Record<string, unknown>) : undefined;
      res.setHeader('content-type', 'application/json');
      if (cart === undefined) {
        res.statusCode = 404;
        res.end(JSON.stringify({ type: 'not_found', message: `Cart with ${path} was not found` }));
      } else {
        res.end(JSON.stringify({ cart }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
});
afterEach(cleanup);

/** The store cart calls over the real HTTP client, as `Storedesk.store.carts` will make them. */
function httpCartClient(url: string): CartClient {
  const http = new HttpClient({ baseUrl: url });
  return {
    store: {
      carts: {
        create: (body) => http.request('POST', '/store/carts', { body }),
        update: (id, body) => http.request('POST', `/store/carts/${id}`, { body }),
        addShippingMethod: (id, body) =>
          http.request('POST', `/store/carts/${id}/shipping-methods`, { body }),
        createPaymentSessions: (id) => http.request('POST', `/store/carts/${id}/payment-sessions`),
        setPaymentSession: (id, body) =>
          http.request('POST', `/store/carts/${id}/payment-session`, { body }),
      },
    },
  };
}

function wrapperWith(props: { initialCart?: Cart; client?: CartClient } = {}) {
  const storedesk = new Storedesk({ baseUrl });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const client = 'client' in props ? props.client : httpCartClient(baseUrl);
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StoredeskProvider client={storedesk} queryClient={queryClient}>
        <CartProvider client={client} initialCart={props.initialCart}>
          {children}
        </CartProvider>
      </StoredeskProvider>
    );
  };
}

describe('CartProvider', () => {
  it('replaces the held cart with the server answer after every action', async () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapperWith() });
    expect(result.current.cart).toBeUndefined();
    expect(result.current.totalItems).toBe(0);

    await act(() => result.current.createCart.mutateAsync({ region_id: 'reg_1' }));
    expect(result.current.cart).toEqual({
      object: 'cart',
      id: 'cart_1',
      items: [],
      region_id: 'reg_1',
    });
    expect(result.current.totalItems).toBe(0);

    await act(() => result.current.updateCart.mutateAsync({ email: 'shopper@example.com' }));
    expect(result.current.cart?.email).toBe('shopper@example.com');
    expect(result.current.totalItems).toBe(5);

    await act(() => result.current.addShippingMethod.mutateAsync({ option_id: 'so_1' }));
    expect(result.current.cart?.shipping_methods).toEqual([{ shipping_option_id: 'so_1' }]);

    await act(() => result.current.startCheckout.mutateAsync());
    expect(result.current.cart?.payment_sessions).toEqual([
      { provider_id: 'manual', is_selected: false },
    ]);

    await act(() => result.current.pay.mutateAsync({ provider_id: 'manual' }));
    expect(result.current.cart?.payment_session).toEqual({ provider_id: 'manual' });
    expect(result.current.totalItems).toBe(5);

    expect(requests).toEqual([
      { method: 'POST', path: '/store/carts', body: { region_id: 'reg_1' } },
      { method: 'POST', path: '/store/carts/cart_1', body: { email: 'shopper@example.com' } },
      { method: 'POST', path: '/store/carts/cart_1/shipping-methods', body: { option_id: 'so_1' } },
      { method: 'POST', path: '/store/carts/cart_1/payment-sessions', body: undefined },
      {
        method: 'POST',
        path: '/store/carts/cart_1/payment-session',
        body: { provider_id: 'manual' },
      },
    ]);
  });

  it('lets two actions in one handler see each other (the cart id is read when sending)', async () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapperWith() });
    await act(async () => {
      const { createCart, updateCart } = result.current;
      await createCart.mutateAsync({ region_id: 'reg_1' });
      await updateCart.mutateAsync({ email: 'a@example.com' });
    });
    expect(requests.map((r) => r.path)).toEqual(['/store/carts', '/store/carts/cart_1']);
    expect(result.current.cart?.email).toBe('a@example.com');
  });

  it('fails an action on a missing cart without calling the server', async () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapperWith() });
    act(() => result.current.startCheckout.mutate());
    await waitFor(() => expect(result.current.startCheckout.isError).toBe(true));
    expect(result.current.startCheckout.error?.message).toBe(NO_CART_MESSAGE);
    expect(requests).toEqual([]);
  });

  it('keeps the held cart when the server refuses', async () => {
    const initialCart: Cart = { id: 'cart_gone', items: [{ quantity: 1 }] };
    const { result } = renderHook(() => useCart(), { wrapper: wrapperWith({ initialCart }) });
    expect(result.current.totalItems).toBe(1);
    act(() => result.current.updateCart.mutate({ email: 'x@example.com' }));
    await waitFor(() => expect(result.current.updateCart.isError).toBe(true));
    expect(result.current.updateCart.error?.message).toBe('Request failed with status code 404');
    expect(result.current.cart).toBe(initialCart);
    expect(requests).toEqual([
      { method: 'POST', path: '/store/carts/cart_gone', body: { email: 'x@example.com' } },
    ]);
  });

  it('setCart replaces the cart (value or updater), and later actions use its id', async () => {
    const { result } = renderHook(() => useCart(), { wrapper: wrapperWith() });
    act(() => result.current.setCart({ id: 'cart_1', items: [{ quantity: 4 }] }));
    expect(result.current.totalItems).toBe(4);
    act(() =>
      result.current.setCart(
        (cart) => cart && { ...cart, items: [...cart.items, { quantity: 2 }] },
      ),
    );
    expect(result.current.totalItems).toBe(6);
    await act(() => result.current.addShippingMethod.mutateAsync({ option_id: 'so_2' }));
    expect(requests.map((r) => r.path)).toEqual(['/store/carts/cart_1/shipping-methods']);
    act(() => result.current.setCart(undefined));
    expect(result.current.cart).toBeUndefined();
    expect(result.current.totalItems).toBe(0);
  });

  it("uses the StoredeskProvider's client (the real Storedesk store.carts)", async () => {
    const storedesk = new Storedesk({ baseUrl });
    expect(isCartClient(storedesk)).toBe(true);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoredeskProvider client={storedesk}>
        <CartProvider>{children}</CartProvider>
      </StoredeskProvider>
    );
    const { result } = renderHook(() => useCart(), { wrapper });
    await act(() => result.current.createCart.mutateAsync({ region_id: 'reg_1' }));
    expect(result.current.cart?.id).toBe('cart_1');
    await act(() => result.current.startCheckout.mutateAsync());
    await act(() => result.current.pay.mutateAsync({ provider_id: 'manual' }));
    expect(result.current.cart?.payment_session).toEqual({ provider_id: 'manual' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /store/carts',
      'POST /store/carts/cart_1/payment-sessions',
      'POST /store/carts/cart_1/payment-session',
    ]);
  });

  it('says plainly when no client with store.carts is available', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = new QueryClient();
    expect(() =>
      renderHook(() => useCart(), {
        wrapper: ({ children }) => (
          <StoredeskProvider client={new Storedesk({ baseUrl })} queryClient={queryClient}>
            <CartProvider client={{ store: {} } as unknown as CartClient}>{children}</CartProvider>
          </StoredeskProvider>
        ),
      }),
    ).toThrow('CartProvider needs a client with store.carts');
    vi.restoreAllMocks();
  });
});

describe('isCartClient', () => {
  it('accepts an object with every cart method and nothing less', () => {
    expect(isCartClient(httpCartClient(baseUrl))).toBe(true);
    expect(isCartClient(undefined)).toBe(false);
    expect(isCartClient({ store: { carts: { create: () => undefined } } })).toBe(false);
  });
});

describe('useCart', () => {
  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
    vi.restoreAllMocks();
  });
});
