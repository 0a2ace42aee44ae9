import type { Storedesk } from '@storedesk/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';

export const DEFAULT_QUERY_OPTIONS = {
  staleTime: 90_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

/** A QueryClient with Storedesk's defaults (90 s stale time, one retry, no refetch on focus). */
export function createStoredeskQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...DEFAULT_QUERY_OPTIONS } } });
}

const StoredeskContext = createContext<Storedesk | null>(null);

export interface StoredeskProviderProps {
  client: Storedesk;
  /** Pass one to share it with router loaders; otherwise the provider makes its own. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function StoredeskProvider({ client, queryClient, children }: StoredeskProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createStoredeskQueryClient());
  return (
    <StoredeskContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>{children}</QueryClientProvider>
    </StoredeskContext.Provider>
  );
}

/** The `Storedesk` client from the nearest `StoredeskProvider`. */
export function useStoredesk(): Storedesk {
  const client = useContext(StoredeskContext);
  if (client === null) throw new Error('useStoredesk must be used inside a StoredeskProvider');
  return client;
}
