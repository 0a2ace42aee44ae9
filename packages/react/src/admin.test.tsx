import { Storedesk } from '@storedesk/client';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminDeleteSession, useAdminStore } from './admin.js';
import { adminKeys, queryKeysFactory } from './keys.js';
import { StoredeskProvider, createQueryClient } from './provider.js';

const requests: string[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && req.url === '/admin/store') {
      res.end(JSON.stringify({ store: { id: `store_${requests.length}`, name: 'Shop' } }));
    } else if (req.method === 'DELETE' && req.url === '/admin/auth') {
      res.end();
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ type: 'not_found', message: 'Not found' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});
afterEach(cleanup);

function wrapperFor(queryClient: QueryClient, scope: string) {
  const client = new Storedesk({ baseUrl });
  return ({ children }: { children: ReactNode }) => (
    <StoredeskProvider client={client} queryClient={queryClient} scope={scope}>
      {children}
    </StoredeskProvider>
  );
}

describe('useAdminStore', () => {
  it('caches the store per scope, so another store never sees this one', async () => {
    const queryClient = createQueryClient();
    const a = renderHook(() => useAdminStore(), { wrapper: wrapperFor(queryClient, 'store_a') });
    await waitFor(() => expect(a.result.current.isSuccess).toBe(true));
    const b = renderHook(() => useAdminStore(), { wrapper: wrapperFor(queryClient, 'store_b') });
    expect(b.result.current.data).toBeUndefined();
    await waitFor(() => expect(b.result.current.isSuccess).toBe(true));
    // Same scope again: served from the cache (90 s stale time), no request.
    const a2 = renderHook(() => useAdminStore(), { wrapper: wrapperFor(queryClient, 'store_a') });
    expect(a2.result.current.data).toEqual(a.result.current.data);

    expect(requests).toEqual(['GET /admin/store', 'GET /admin/store']);
    expect(queryClient.getQueryData(adminKeys.store('store_a'))).toEqual(a.result.current.data);
    expect(queryClient.getQueryData(adminKeys.store('store_b'))).toEqual(b.result.current.data);
    expect(a.result.current.data).not.toEqual(b.result.current.data);
  });
});

describe('useAdminDeleteSession', () => {
  it('drops every admin answer in every scope, keeps storefront ones, then calls onSuccess', async () => {
    const queryClient = new QueryClient();
    const products = queryKeysFactory('admin_products');
    const storefront = queryKeysFactory('products');
    queryClient.setQueryData(adminKeys.auth(), { user: { id: 'usr_1' } });
    queryClient.setQueryData(adminKeys.store('store_a'), { store: { id: 'store_a' } });
    queryClient.setQueryData(products.list('store_b', { q: 'x' }), { products: [] });
    queryClient.setQueryData(storefront.list('pk_1'), { products: [] });

    const onSuccess = vi.fn(() => {
      // Ours ran first: the cache is already clean when the caller's callback runs.
      expect(queryClient.getQueryData(adminKeys.auth())).toBeUndefined();
    });
    const { result } = renderHook(() => useAdminDeleteSession({ onSuccess }), {
      wrapper: wrapperFor(queryClient, 'store_a'),
    });
    await act(() => result.current.mutateAsync());

    expect(requests).toEqual(['DELETE /admin/auth']);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .map((q) => q.queryKey),
    ).toEqual([storefront.list('pk_1')]);
  });
});
