import { Storedesk } from '@storedesk/client';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY_OPTIONS,
  StoredeskProvider,
  createQueryClient,
  createStoredeskQueryClient,
  useStoredesk,
} from './provider.js';

afterEach(cleanup);

describe('createQueryClient', () => {
  it('applies SPEC point 9 defaults: 90 s stale time, one retry, no refetch on focus', () => {
    expect(DEFAULT_QUERY_OPTIONS).toEqual({
      staleTime: 90_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject(DEFAULT_QUERY_OPTIONS);
    expect(createStoredeskQueryClient().getDefaultOptions().queries).toMatchObject(
      DEFAULT_QUERY_OPTIONS,
    );
  });
});

describe('StoredeskProvider', () => {
  const client = new Storedesk({ baseUrl: 'http://127.0.0.1:1' });

  it('gives the client and the scope to useStoredesk', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoredeskProvider client={client} scope="store_1">
        {children}
      </StoredeskProvider>
    );
    const { result } = renderHook(() => useStoredesk(), { wrapper });
    expect(result.current.client).toBe(client);
    expect(result.current.scope).toBe('store_1');
  });

  it('has a null scope when none is given', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoredeskProvider client={client}>{children}</StoredeskProvider>
    );
    const { result } = renderHook(() => useStoredesk(), { wrapper });
    expect(result.current.scope).toBeNull();
  });

  it('makes its own QueryClient with the defaults when none is passed', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoredeskProvider client={client}>{children}</StoredeskProvider>
    );
    const { result, rerender } = renderHook(() => useQueryClient(), { wrapper });
    const first = result.current;
    expect(first.getDefaultOptions().queries).toMatchObject(DEFAULT_QUERY_OPTIONS);
    rerender();
    expect(result.current).toBe(first);
  });

  it('uses the QueryClient it is given', () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoredeskProvider client={client} queryClient={queryClient}>
        {children}
      </StoredeskProvider>
    );
    const { result } = renderHook(() => useQueryClient(), { wrapper });
    expect(result.current).toBe(queryClient);
  });

  it('renders its children', () => {
    render(
      <StoredeskProvider client={client}>
        <p>inside</p>
      </StoredeskProvider>,
    );
    expect(screen.getByText('inside')).toBeTruthy();
  });
});

describe('useStoredesk', () => {
  it('throws a clear message outside the provider', () => {
    expect(() => renderHook(() => useStoredesk())).toThrow(
      'useStoredesk must be used within a StoredeskProvider',
    );
  });
});
