import { useMemo } from 'react';
import { useFeatureFlags } from '@/features/feature-flags';
import { enabledAreas, type Area } from '@/shell/areas';

/**
 * The areas to offer (sidebar, command palette): those behind a feature flag only once the flags
 * have loaded and the flag is on, so a store with `product_categories` off never sees categories.
 */
export function useEnabledAreas(): Area[] {
  const { isFeatureEnabled } = useFeatureFlags();
  return useMemo(() => enabledAreas(isFeatureEnabled), [isFeatureEnabled]);
}
