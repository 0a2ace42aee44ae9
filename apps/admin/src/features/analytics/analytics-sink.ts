/** Properties sent with an event or as traits. */
export type AnalyticsProperties = Readonly<Record<string, unknown>>;

/**
 * Where analytics go. The app uses Segment's library when a write key is configured
 * (`loadSegmentSink`), and `noopSink` otherwise: without a key nothing leaves the browser.
 */
export interface AnalyticsSink {
  identify(userId: string, traits: AnalyticsProperties): void;
  page(properties?: AnalyticsProperties): void;
  track(event: string, properties: AnalyticsProperties): void;
}

export const noopSink: AnalyticsSink = {
  identify: () => {},
  page: () => {},
  track: () => {},
};

export type RecordedCall =
  | { type: 'identify'; userId: string; traits: AnalyticsProperties }
  | { type: 'page'; properties: AnalyticsProperties }
  | { type: 'track'; event: string; properties: AnalyticsProperties };

/** Keeps every call in memory (tests, and a debugging aid). */
export function createMemorySink(): AnalyticsSink & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    calls,
    identify: (userId, traits) => calls.push({ type: 'identify', userId, traits }),
    page: (properties = {}) => calls.push({ type: 'page', properties }),
    track: (event, properties) => calls.push({ type: 'track', event, properties }),
  };
}
