import { useContext } from 'react';
import { FeatureFlagContext, type FeatureFlagContextValue } from './feature-flag-context';
import type { KnownFeatureFlag } from './flags';

export const FEATURE_FLAG_PROVIDER_MESSAGE =
  'useFeatureFlag must be used within a FeatureFlagProvider';

/** All flags, whether they are loaded, and `isFeatureEnabled(key)`. */
export function useFeatureFlags(): FeatureFlagContextValue {
  const value = useContext(FeatureFlagContext);
  if (value === null) throw new Error(FEATURE_FLAG_PROVIDER_MESSAGE);
  return value;
}

/** True when the flag (or a module of that name) is enabled; unknown keys are off. */
export function useFeatureFlag(key: KnownFeatureFlag | (string & {})): boolean {
  return useFeatureFlags().isFeatureEnabled(key);
}
