import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';

type Wrapper = ComponentType<{ children: ReactNode }>;

// MOUNT: FeatureFlagProvider (src/features/feature-flags) — replace `Fragment`. It must sit
// outside the analytics provider, which reads the `analytics` flag.
const FeatureFlags: Wrapper = Fragment;
// MOUNT: AnalyticsProvider (src/features/analytics) — replace `Fragment`.
const Analytics: Wrapper = Fragment;

/**
 * Wraps the routes that SPEC point 2 puts inside the analytics provider: the admin area (`a/*`)
 * and the accept-invite page (`invite`). Inside the router, so the provider sees the location.
 */
export function Component() {
  return (
    <FeatureFlags>
      <Analytics>
        <Outlet />
      </Analytics>
    </FeatureFlags>
  );
}
