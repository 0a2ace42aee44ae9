import { useContext } from 'react';
import { AnalyticsContext, type AnalyticsContextValue } from './analytics-context';

export const ANALYTICS_PROVIDER_MESSAGE = 'useAnalytics must be used within an AnalyticsProvider';

export function useAnalytics(): AnalyticsContextValue {
  const value = useContext(AnalyticsContext);
  if (value === null) throw new Error(ANALYTICS_PROVIDER_MESSAGE);
  return value;
}
