/**
 * Usage analytics (SPEC points 2 to 9).
 *
 * Mount (shell), inside `FeatureFlagProvider` and the router:
 * - `<AnalyticsProvider>` around the admin area (`a/*`) and the invite page. Props: `sink?`
 *   (default: Segment when `VITE_SEGMENT_WRITE_KEY` is set, otherwise a no-op) and `writeKey?`.
 * - `<AnalyticsConsentOverlay />` once inside that provider in the admin layout: the
 *   'Help us get better' overlay, shown by itself when due.
 * - `<UsageDataForm />` on Settings → Personal information (renders nothing while the
 *   `analytics` flag is off).
 *
 * Read: `useAnalytics()` → `{ isActive, config, track(event, properties), trackUserEmail }`.
 */
export { AnalyticsProvider, ANALYTICS_DEFAULT_CURRENCY } from './analytics-provider';
export type { AnalyticsProviderProps } from './analytics-provider';
export { ANALYTICS_COUNTS } from './analytics-counts';
export type { AnalyticsCount, AnalyticsCountEvent } from './analytics-counts';
export { AnalyticsConsentOverlay } from './analytics-consent-overlay';
export { UsageDataForm } from './usage-data-form';
export { UsageDataSwitches } from './usage-data-switches';
export { ANALYTICS_PROVIDER_MESSAGE, useAnalytics } from './use-analytics';
export type { AnalyticsContextValue } from './analytics-context';
export { useAnalyticsConfigState } from './use-analytics-config-state';
export { createMemorySink, noopSink } from './analytics-sink';
export type { AnalyticsProperties, AnalyticsSink, RecordedCall } from './analytics-sink';
export { loadSegmentSink, SEGMENT_WRITE_KEY } from './segment';
export {
  EMAIL_PATTERN,
  OVERLAY_DELAY_MS,
  OVERLAY_MAX_WIDTH_PX,
  nextUsagePreferences,
  shouldAskPermission,
} from './preferences';
export type { UsagePreferences } from './preferences';
