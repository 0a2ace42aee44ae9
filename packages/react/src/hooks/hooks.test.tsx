import { Storedesk } from '@storedesk/client';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from '../../../client/test/recording-server.js';
import {
  StoredeskProvider,
  adminProductKeys,
  adminProductQueryOptions,
  cartKeys,
  useAdminAddProductsToCollection,
  useAdminCollection,
  useAdminCreateFulfillment,
  useAdminOrder,
  useAdminOrders,
  useAdminProduct,
  useAdminProducts,
  useAdminRegions,
  useAdminUpdateProduct,
  useCreateLineItem,
  useGetCart,
} from '../index.js';

let server: RecordingServer;
let client: Storedesk;

beforeAll(async () => {
  server = await startRecordingServer();
  client = new Storedesk({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

function freshQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

function wrapper(queryClient: QueryClient, scope: string | null = 'store_a') {
  return ({ children }: { children: ReactNode }) => (
    <StoredeskProvider client={client} queryClient={queryClient} scope={scope}>
      {children}
    </StoredeskProvider>
  );
}

const calls = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter((request) => request.method === method && request.path === path);

describe('query hooks', () => {
  it('a list hook sends GET on the list path with the query string', async () => {
    server.enqueue({ body: { products: [{ id: 'prod_1' }], count: 1, offset: 0, limit: 20 } });
    const { result } = renderHook(() => useAdminProducts({ q: 'shirt', limit: 20 }), {
      wrapper: wrapper(freshQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /admin/products?q=shirt&limit=20',
    ]);
    expect(result.current.data?.products).toEqual([{ id: 'prod_1' }]);
  });

  it('a detail hook sends GET on the record path with its query', async () => {
    server.enqueue({ body: { product: { id: 'prod_1', title: 'Shirt' } } });
    const { result } = renderHook(() => useAdminProduct('prod_1', { expand: 'variants' }), {
      wrapper: wrapper(freshQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /admin/products/prod_1?expand=variants',
    ]);
    expect(result.current.data?.product).toEqual({ id: 'prod_1', title: 'Shirt' });
  });

  it('a store hook reads the store API: useGetCart sends GET /store/carts/{id}', async () => {
    server.enqueue({ body: { cart: { id: 'cart_1', items: [] } } });
    const { result } = renderHook(() => useGetCart('cart_1'), {
      wrapper: wrapper(freshQueryClient(), 'pk_1'),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /store/carts/cart_1']);
  });

  it('loaders and hooks share <entity>QueryOptions: a loaded record is not fetched again', async () => {
    const queryClient = freshQueryClient();
    server.enqueue({ body: { product: { id: 'prod_1' } } });
    await queryClient.ensureQueryData(adminProductQueryOptions(client, 'store_a', 'prod_1'));
    const { result } = renderHook(
      () => useAdminProduct('prod_1', undefined, { staleTime: 60_000 }),
      {
        wrapper: wrapper(queryClient),
      },
    );
    expect(result.current.data?.product).toEqual({ id: 'prod_1' });
    expect(server.requests).toHaveLength(1);
  });

  it("throws SPEC point 5's message when enabled is not a boolean", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() =>
        renderHook(() => useAdminProducts(undefined, { enabled: 'yes' as any }), {
          wrapper: wrapper(freshQueryClient()),
        }),
      ).toThrow('enabled must be a boolean');
    } finally {
      error.mockRestore();
    }
    expect(server.requests).toEqual([]);
  });

  it('enabled: false sends nothing', async () => {
    const { result } = renderHook(() => useAdminProducts(undefined, { enabled: false }), {
      wrapper: wrapper(freshQueryClient()),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toEqual([]);
  });
});

describe('scope leads every key', () => {
  it('two stores never share a cache entry', async () => {
    const queryClient = freshQueryClient();
    server.enqueue(
      { body: { products: [{ id: 'a' }], count: 1, offset: 0, limit: 50 } },
      { body: { products: [{ id: 'b' }], count: 1, offset: 0, limit: 50 } },
    );
    const a = renderHook(() => useAdminProducts(), { wrapper: wrapper(queryClient, 'store_a') });
    await waitFor(() => expect(a.result.current.isSuccess).toBe(true));
    const b = renderHook(() => useAdminProducts(), { wrapper: wrapper(queryClient, 'store_b') });
    expect(b.result.current.data).toBeUndefined();
    await waitFor(() => expect(b.result.current.isSuccess).toBe(true));

    expect(calls('GET', '/admin/products')).toHaveLength(2);
    expect(a.result.current.data?.products).toEqual([{ id: 'a' }]);
    expect(b.result.current.data?.products).toEqual([{ id: 'b' }]);
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys).toEqual([
      ['store_a', 'admin_products', 'list', {}],
      ['store_b', 'admin_products', 'list', {}],
    ]);
    expect(queryClient.getQueryData(adminProductKeys.list('store_a'))).toEqual(
      a.result.current.data,
    );
  });

  it("a write in one store does not refetch another store's reads", async () => {
    const queryClient = freshQueryClient();
    const inB = renderHook(() => useAdminProduct('prod_1'), {
      wrapper: wrapper(queryClient, 'store_b'),
    });
    await waitFor(() => expect(inB.result.current.isSuccess).toBe(true));
    const update = renderHook(() => useAdminUpdateProduct('prod_1'), {
      wrapper: wrapper(queryClient, 'store_a'),
    });
    await act(() => update.result.current.mutateAsync({ title: 'New' }));
    expect(calls('GET', '/admin/products/prod_1')).toHaveLength(1);
    expect(calls('POST', '/admin/products/prod_1')).toHaveLength(1);
  });
});

describe('mutation hooks', () => {
  it('send the method, path and JSON body of the call', async () => {
    const { result } = renderHook(() => useAdminCreateFulfillment('order_1'), {
      wrapper: wrapper(freshQueryClient()),
    });
    await act(() => result.current.mutateAsync({ items: [{ item_id: 'item_1', quantity: 2 }] }));
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /admin/orders/order_1/fulfillment',
    ]);
    expect(JSON.parse(server.requests[0]!.text)).toEqual({
      items: [{ item_id: 'item_1', quantity: 2 }],
    });
  });

  it("an order action refetches that order and the order lists, then runs the caller's onSuccess with the data", async () => {
    const queryClient = freshQueryClient();
    const reads = renderHook(() => ({ list: useAdminOrders(), one: useAdminOrder('order_1') }), {
      wrapper: wrapper(queryClient),
    });
    await waitFor(() => expect(reads.result.current.one.isSuccess).toBe(true));
    await waitFor(() => expect(reads.result.current.list.isSuccess).toBe(true));
    expect(calls('GET', '/admin/orders')).toHaveLength(1);
    expect(calls('GET', '/admin/orders/order_1')).toHaveLength(1);

    const seen: { data: unknown; variables: unknown; getsBefore: number }[] = [];
    const onSuccess = vi.fn((data: unknown, variables: unknown) => {
      // Ours ran first: both reads were already asked again when the caller's callback runs.
      seen.push({
        data,
        variables,
        getsBefore:
          calls('GET', '/admin/orders').length + calls('GET', '/admin/orders/order_1').length,
      });
    });
    const onError = vi.fn();
    const fulfil = renderHook(() => useAdminCreateFulfillment('order_1', { onSuccess, onError }), {
      wrapper: wrapper(queryClient),
    });
    server.enqueue({ body: { order: { id: 'order_1', fulfillment_status: 'fulfilled' } } });
    await act(() => fulfil.result.current.mutateAsync({ items: [] }));

    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(seen).toEqual([
      {
        data: { order: { id: 'order_1', fulfillment_status: 'fulfilled' } },
        variables: { items: [] },
        getsBefore: 4,
      },
    ]);
    expect(calls('GET', '/admin/orders')).toHaveLength(2);
    expect(calls('GET', '/admin/orders/order_1')).toHaveLength(2);
  });

  it('a collection batch add refetches the collection and the product lists, not unrelated reads', async () => {
    const queryClient = freshQueryClient();
    const reads = renderHook(
      () => ({
        collection: useAdminCollection('col_1'),
        products: useAdminProducts({ collection_id: ['col_1'] }),
        regions: useAdminRegions(),
      }),
      { wrapper: wrapper(queryClient) },
    );
    await waitFor(() => {
      expect(reads.result.current.collection.isSuccess).toBe(true);
      expect(reads.result.current.products.isSuccess).toBe(true);
      expect(reads.result.current.regions.isSuccess).toBe(true);
    });
    const add = renderHook(() => useAdminAddProductsToCollection('col_1'), {
      wrapper: wrapper(queryClient),
    });
    await act(() => add.result.current.mutateAsync({ product_ids: ['prod_1'] }));

    const batch = calls('POST', '/admin/collections/col_1/products/batch');
    expect(batch).toHaveLength(1);
    expect(JSON.parse(batch[0]!.text)).toEqual({ product_ids: ['prod_1'] });
    expect(calls('GET', '/admin/collections/col_1')).toHaveLength(2);
    expect(calls('GET', '/admin/products')).toHaveLength(2);
    expect(calls('GET', '/admin/regions')).toHaveLength(1);
  });

  it('a line item change refetches the cart', async () => {
    const queryClient = freshQueryClient();
    const cart = renderHook(() => useGetCart('cart_1'), { wrapper: wrapper(queryClient, 'pk_1') });
    await waitFor(() => expect(cart.result.current.isSuccess).toBe(true));
    const add = renderHook(() => useCreateLineItem('cart_1'), {
      wrapper: wrapper(queryClient, 'pk_1'),
    });
    await act(() => add.result.current.mutateAsync({ variant_id: 'variant_1', quantity: 1 }));

    const post = calls('POST', '/store/carts/cart_1/line-items');
    expect(JSON.parse(post[0]!.text)).toEqual({ variant_id: 'variant_1', quantity: 1 });
    expect(calls('GET', '/store/carts/cart_1')).toHaveLength(2);
    expect(queryClient.getQueryState(cartKeys.detail('pk_1', 'cart_1'))?.dataUpdateCount).toBe(2);
  });

  it("a failed write invalidates nothing and reaches the caller's onError", async () => {
    const queryClient = freshQueryClient();
    const read = renderHook(() => useAdminProduct('prod_1'), { wrapper: wrapper(queryClient) });
    await waitFor(() => expect(read.result.current.isSuccess).toBe(true));
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const update = renderHook(() => useAdminUpdateProduct('prod_1', { onSuccess, onError }), {
      wrapper: wrapper(queryClient),
    });
    server.enqueue({ status: 400, body: { type: 'invalid_data', message: 'Bad title' } });
    await act(async () => {
      await expect(update.result.current.mutateAsync({ title: '' })).rejects.toThrow();
    });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ status: 400 });
    expect(calls('GET', '/admin/products/prod_1')).toHaveLength(1);
  });
});
