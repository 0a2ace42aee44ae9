import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { KnownFeatureFlag } from './flags';
import { useFeatureFlags } from './use-feature-flag';

/**
 * A layout route that shows its child routes only while `flag` is on; otherwise `fallback`
 * (the not-found page), as if the area did not exist. Nothing shows until the flags have loaded,
 * so a store with the flag off never glimpses the area.
 */
export function FeatureGate({ flag, fallback }: { flag: KnownFeatureFlag; fallback: ReactNode }) {
  const { isLoaded, isFeatureEnabled } = useFeatureFlags();
  if (!isLoaded) return null;
  return isFeatureEnabled(flag) ? <Outlet /> : fallback;
}
