import { createContext } from 'react';
import type { FeatureFlags } from './flags';

export interface FeatureFlagContextValue {
  /** Every flag the store answered with; empty until the store and session allow loading. */
  flags: FeatureFlags;
  /** True once the flags came from the store. */
  isLoaded: boolean;
  isFeatureEnabled: (key: string) => boolean;
}

/** Exported for `StaticFeatureFlagProvider` (tests, previews); the app uses the provider. */
export const FeatureFlagContext = createContext<FeatureFlagContextValue | null>(null);
