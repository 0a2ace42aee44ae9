import {
  useAdminDiscounts,
  useAdminGetSession,
  useAdminOrders,
  useAdminProducts,
  useAdminRegions,
  useAdminStore,
  useAdminUsers,
} from '@storedesk/react';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ANALYTICS_COUNTS, isCountLive, type AnalyticsCount } from './analytics-counts';
import { AnalyticsContext, type AnalyticsContextValue } from './analytics-context';
import { noopSink, type AnalyticsProperties, type AnalyticsSink } from './analytics-sink';
import { mayTrackEmail, type UsagePreferences } from './preferences';
import { loadSegmentSink, SEGMENT_WRITE_KEY } from './segment';
import { useAnalyticsConfigState } from './use-analytics-config-state';

/** SPEC point 9: the currency reported when the store has none. */
export const ANALYTICS_DEFAULT_CURRENCY = 'USD';

/** Counts only: the list reads ask for no rows. */
const COUNT_ONLY = { limit: 0 } as const;

export interface AnalyticsProviderProps {
  children: ReactNode;
  /** Where events go; default Segment when `writeKey` is set, otherwise nowhere. */
  sink?: AnalyticsSink;
  /** Default `import.meta.env.VITE_SEGMENT_WRITE_KEY`. */
  writeKey?: string;
  /** Which counts are read and sent; default `ANALYTICS_COUNTS`. */
  counts?: readonly AnalyticsCount[];
}

/**
 * Usage analytics (SPEC point 4). Active only when a config exists, the `analytics` flag is on
 * and the user has not opted out. Once active: identifies the user (id, trait `storeName`),
 * records a page view on every location change, and tracks numUsers, storeName, regions,
 * currencies, numOrders, numProducts, numDiscounts and (unless anonymized) userEmail. A count
 * whose route the server lacks yet is neither read nor sent (`ANALYTICS_COUNTS` lists them).
 */
export function AnalyticsProvider({
  children,
  sink: sinkProp,
  writeKey = SEGMENT_WRITE_KEY,
  counts = ANALYTICS_COUNTS,
}: AnalyticsProviderProps) {
  const { config, flagEnabled } = useAnalyticsConfigState();
  const isActive = flagEnabled && config !== undefined && !config.opt_out;
  const user = useAdminGetSession({ enabled: isActive }).data?.user;
  const store = useAdminStore({ enabled: isActive }).data?.store;
  const location = useLocation();

  const getSink = useCallback(
    (): AnalyticsSink => sinkProp ?? loadSegmentSink(writeKey) ?? noopSink,
    [sinkProp, writeKey],
  );
  const sink = useMemo(() => (isActive ? getSink() : null), [isActive, getSink]);

  // Each event once per value: re-renders and refetches with the same answer send nothing.
  const sent = useRef(new Map<string, string>());
  const trackOnce = useCallback(
    (event: string, properties: AnalyticsProperties) => {
      if (!sink) return;
      const signature = JSON.stringify(properties);
      if (sent.current.get(event) === signature) return;
      sent.current.set(event, signature);
      sink.track(event, properties);
    },
    [sink],
  );

  useEffect(() => {
    if (sink && user && store) sink.identify(user.id, { storeName: store.name });
  }, [sink, user, store]);

  useEffect(() => {
    sink?.page();
  }, [sink, location]);

  // One read per count, only for counts whose route exists (see analytics-counts.ts).
  const countQuery = (event: AnalyticsCount['event']) =>
    ({ enabled: isActive && isCountLive(counts, event), retry: false }) as const;
  const numUsers = useAdminUsers(COUNT_ONLY, countQuery('numUsers')).data?.count;
  const numRegions = useAdminRegions(COUNT_ONLY, countQuery('regions')).data?.count;
  const numOrders = useAdminOrders(COUNT_ONLY, countQuery('numOrders')).data?.count;
  const numProducts = useAdminProducts(COUNT_ONLY, countQuery('numProducts')).data?.count;
  const numDiscounts = useAdminDiscounts(COUNT_ONLY, countQuery('numDiscounts')).data?.count;

  useEffect(() => {
    const values: Record<AnalyticsCount['event'], number | undefined> = {
      numUsers,
      regions: numRegions,
      numOrders,
      numProducts,
      numDiscounts,
    };
    for (const { event, live } of counts) {
      const count = values[event];
      if (live && count !== undefined) trackOnce(event, { count });
    }
  }, [trackOnce, counts, numUsers, numRegions, numOrders, numProducts, numDiscounts]);

  useEffect(() => {
    if (!store) return;
    trackOnce('storeName', { name: store.name });
    trackOnce('currencies', {
      used_currencies: store.currencies.map((currency) => currency.code.toUpperCase()),
      default_currency: (store.default_currency_code || ANALYTICS_DEFAULT_CURRENCY).toUpperCase(),
    });
  }, [trackOnce, store]);

  useEffect(() => {
    if (user && mayTrackEmail(config)) trackOnce('userEmail', { email: user.email });
  }, [trackOnce, user, config]);

  const track = useCallback(
    (event: string, properties: AnalyticsProperties = {}) => sink?.track(event, properties),
    [sink],
  );

  // Works right after the overlay saved: the new preferences decide, not the config the
  // provider saw before the save.
  const trackUserEmail = useCallback(
    (email: string, preferences: UsagePreferences | undefined = config) => {
      if (!flagEnabled || !mayTrackEmail(preferences) || email === '') return;
      const target = sink ?? getSink();
      const signature = JSON.stringify({ email });
      if (sent.current.get('userEmail') === signature) return;
      sent.current.set('userEmail', signature);
      target.track('userEmail', { email });
    },
    [flagEnabled, config, sink, getSink],
  );

  const value = useMemo<AnalyticsContextValue>(
    () => ({ isActive, config, track, trackUserEmail }),
    [isActive, config, track, trackUserEmail],
  );

  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}
