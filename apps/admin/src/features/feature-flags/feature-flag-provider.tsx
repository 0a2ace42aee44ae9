import { useAdminGetSession, useAdminStore } from '@storedesk/react';
import { useMemo, type ReactNode } from 'react';
import { FeatureFlagContext, type FeatureFlagContextValue } from './feature-flag-context';
import { buildFeatureFlags, type FeatureFlags } from './flags';

const NO_FLAGS: FeatureFlags = Object.freeze({});

function contextValue(flags: FeatureFlags, isLoaded: boolean): FeatureFlagContextValue {
  return { flags, isLoaded, isFeatureEnabled: (key) => flags[key] === true };
}

/**
 * Loads the feature flags from `GET /admin/store` (SPEC points 3 and 6): only once the store is
 * fetched and a session user exists or is still loading. Until then every flag reads as off.
 */
export function FeatureFlagProvider({ children }: { children: ReactNode }) {
  const session = useAdminGetSession();
  const store = useAdminStore();
  const storeData = store.data?.store;
  const sessionAllows = session.data !== undefined || session.isPending;

  const value = useMemo(
    () =>
      storeData !== undefined && sessionAllows
        ? contextValue(buildFeatureFlags(storeData), true)
        : contextValue(NO_FLAGS, false),
    [storeData, sessionAllows],
  );

  return <FeatureFlagContext.Provider value={value}>{children}</FeatureFlagContext.Provider>;
}

/** Fixed flags, for tests and previews that have no API. */
export function StaticFeatureFlagProvider({
  flags,
  children,
}: {
  flags: FeatureFlags;
  children: ReactNode;
}) {
  const value = useMemo(() => contextValue(flags, true), [flags]);
  return <FeatureFlagContext.Provider value={value}>{children}</FeatureFlagContext.Provider>;
}
