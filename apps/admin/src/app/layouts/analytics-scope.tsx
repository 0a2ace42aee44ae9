import { Outlet } from 'react-router';
import { AnalyticsProvider } from '@/features/analytics';
import { FeatureFlagProvider } from '@/features/feature-flags';

/**
 * Wraps the routes that SPEC point 2 puts inside the analytics provider: the admin area (`a/*`)
 * and the accept-invite page (`invite`). Inside the router, so the provider sees the location.
 * Feature flags sit outside: the analytics provider reads the `analytics` flag.
 */
export function Component() {
  return (
    <FeatureFlagProvider>
      <AnalyticsProvider>
        <Outlet />
      </AnalyticsProvider>
    </FeatureFlagProvider>
  );
}
