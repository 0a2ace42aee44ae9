import { createQueryClient, StoredeskProvider } from '@storedesk/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  KNOWN_FEATURE_FLAGS,
  StaticFeatureFlagProvider,
  type FeatureFlags,
} from '@/features/feature-flags';
import type { FakeApi } from './fake-api';

/** Every flag the dashboard knows, on: what a default store answers. */
const ALL_FLAGS_ON: FeatureFlags = Object.fromEntries(
  KNOWN_FEATURE_FLAGS.map((flag) => [flag, true]),
);

/**
 * StoredeskProvider over a fake API, with a fresh query cache (no retries, for speed), and the
 * known feature flags on. A test about a flag puts its own `StaticFeatureFlagProvider` inside.
 */
export function apiWrapper(api: FakeApi, queryClient: QueryClient = testQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StoredeskProvider client={api.client} queryClient={queryClient} scope="store_1">
        <StaticFeatureFlagProvider flags={ALL_FLAGS_ON}>{children}</StaticFeatureFlagProvider>
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
