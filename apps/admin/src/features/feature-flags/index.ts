/**
 * Feature flags (SPEC points 3 and 6).
 *
 * Mount: `<FeatureFlagProvider>` inside `StoredeskProvider`, around everything that reads flags
 * (the authenticated admin layout: it must also wrap `AnalyticsProvider`). It loads flags from
 * `GET /admin/store` once the store is fetched and a session exists or is loading.
 *
 * Read: `useFeatureFlag('analytics')` → boolean; `useFeatureFlags()` → `{ flags, isLoaded,
 * isFeatureEnabled }`. Both throw 'useFeatureFlag must be used within a FeatureFlagProvider'
 * outside the provider. `StaticFeatureFlagProvider` gives fixed flags (tests, previews).
 * `<FeatureGate flag fallback>` as a layout route shows its children only while the flag is on.
 */
export { FeatureFlagProvider, StaticFeatureFlagProvider } from './feature-flag-provider';
export type { FeatureFlagContextValue } from './feature-flag-context';
export { FEATURE_FLAG_PROVIDER_MESSAGE, useFeatureFlag, useFeatureFlags } from './use-feature-flag';
export { FeatureGate } from './feature-gate';
export { KNOWN_FEATURE_FLAGS, buildFeatureFlags } from './flags';
export type { FeatureFlags, KnownFeatureFlag } from './flags';
