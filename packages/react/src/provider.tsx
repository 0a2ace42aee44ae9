import type { Storedesk } from '@storedesk/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { QueryScope } from './keys.js';

/** SPEC point 9: 90 s stale time, one retry, no refetch on window focus. */
export const DEFAULT_QUERY_OPTIONS = {
  staleTime: 90_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

/** A QueryClient with Storedesk's defaults (`DEFAULT_QUERY_OPTIONS`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...DEFAULT_QUERY_OPTIONS } } });
}

/** @deprecated Use `createQueryClient`; kept for existing callers. */
export const createStoredeskQueryClient = createQueryClient;

export interface StoredeskContextValue {
  client: Storedesk;
  /** What query keys lead with: the current store id, or the storefront's publishable key. */
  scope: QueryScope;
}

/** Exported for other providers in this package (the cart provider reads the client from it). */
export const StoredeskContext = createContext<StoredeskContextValue | null>(null);

export interface StoredeskProviderProps {
  client: Storedesk;
  /** Pass one to share it with router loaders; otherwise the provider makes its own. */
  queryClient?: QueryClient;
  /** The current store id (admin) or publishable key (storefront); query keys lead with it. */
  scope?: string | null;
  children: ReactNode;
}

export function StoredeskProvider({
  client,
  queryClient,
  scope = null,
  children,
}: StoredeskProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const value = useMemo(() => ({ client, scope }), [client, scope]);
  return (
    <StoredeskContext.Provider value={value}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>{children}</QueryClientProvider>
    </StoredeskContext.Provider>
  );
}

/** The client and query scope from the nearest `StoredeskProvider`. */
export function useStoredesk(): StoredeskContextValue {
  const value = useContext(StoredeskContext);
  if (value === null) throw new Error('useStoredesk must be used within a StoredeskProvider');
  return value;
}
