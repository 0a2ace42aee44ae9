import type { AnalyticsConfig } from '@storedesk/client';
import { createContext } from 'react';
import type { AnalyticsProperties } from './analytics-sink';
import type { UsagePreferences } from './preferences';

export interface AnalyticsContextValue {
  /** A config exists, the `analytics` flag is on and the user has not opted out. */
  isActive: boolean;
  config: AnalyticsConfig | undefined;
  /** Sends an event when analytics are active; otherwise does nothing. */
  track: (event: string, properties?: AnalyticsProperties) => void;
  /**
   * Tracks `userEmail` when the flag is on and `preferences` (default: the stored config)
   * neither anonymize nor opt out. The overlay passes what was just saved.
   */
  trackUserEmail: (email: string, preferences?: UsagePreferences) => void;
}

export const AnalyticsContext = createContext<AnalyticsContextValue | null>(null);
