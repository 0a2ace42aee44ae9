import { useAdminAnalyticsConfig } from '@storedesk/react';
import { useFeatureFlag } from '@/features/feature-flags';

/**
 * The signed-in user's analytics config, read only while the `analytics` flag is on (no retry:
 * the query options fix it). The server answers 404 until a config exists: that is a finished
 * read without a config. Any other failure leaves the state unknown (`isLoaded` false), so the
 * overlay never asks on top of a config it could not read.
 */
export function useAnalyticsConfigState() {
  const flagEnabled = useFeatureFlag('analytics');
  const query = useAdminAnalyticsConfig({ enabled: flagEnabled });
  const notFound = query.isError && query.error.status === 404;
  const config = query.data?.analytics_config;
  return {
    flagEnabled,
    config,
    hasConfig: config !== undefined,
    isLoaded: flagEnabled && (query.isSuccess || notFound),
  };
}
