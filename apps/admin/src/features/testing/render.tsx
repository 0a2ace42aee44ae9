import { createQueryClient, StoredeskProvider } from '@storedesk/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FakeApi } from './fake-api';

/** StoredeskProvider over a fake API, with a fresh query cache (no retries, for speed). */
export function apiWrapper(api: FakeApi, queryClient: QueryClient = testQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StoredeskProvider client={api.client} queryClient={queryClient} scope="store_1">
        {children}
      </StoredeskProvider>
    );
  };
}

export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}
