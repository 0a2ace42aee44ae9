import type { AnalyticsSink } from './analytics-sink';

/** The Segment write key of this build (`VITE_SEGMENT_WRITE_KEY`), or undefined. */
export const SEGMENT_WRITE_KEY: string | undefined =
  import.meta.env.VITE_SEGMENT_WRITE_KEY || undefined;

const SEGMENT_CDN = 'https://cdn.segment.com/analytics.js/v1';
const METHODS = ['identify', 'page', 'track'] as const;

type Queued = unknown[] & { method?: string };
interface SegmentStub extends Array<Queued> {
  initialized?: boolean;
  invoked?: boolean;
  _writeKey?: string;
  SNIPPET_VERSION?: string;
  identify(...args: unknown[]): void;
  page(...args: unknown[]): void;
  track(...args: unknown[]): void;
}

declare global {
  interface Window {
    analytics?: SegmentStub;
  }
}

let loaded: { writeKey: string; sink: AnalyticsSink } | null = null;

/**
 * Segment's snippet, reduced to the calls the dashboard makes: a queue on `window.analytics` that
 * the library replays once its script (injected here, once) has loaded.
 */
function installSnippet(writeKey: string): SegmentStub {
  const existing = window.analytics;
  if (existing && (existing.initialized || existing.invoked)) return existing;

  const stub = [] as unknown as SegmentStub;
  stub.invoked = true;
  for (const method of METHODS) {
    stub[method] = (...args: unknown[]) => {
      const call = [method, ...args] as Queued;
      stub.push(call);
    };
  }
  stub._writeKey = writeKey;
  stub.SNIPPET_VERSION = '4.15.3';
  window.analytics = stub;

  const script = document.createElement('script');
  script.async = true;
  script.src = `${SEGMENT_CDN}/${encodeURIComponent(writeKey)}/analytics.min.js`;
  document.head.append(script);
  return stub;
}

/** Loads Segment (once per page) and sends to it; `null` without a write key. */
export function loadSegmentSink(
  writeKey: string | undefined = SEGMENT_WRITE_KEY,
): AnalyticsSink | null {
  if (!writeKey) return null;
  if (loaded?.writeKey === writeKey) return loaded.sink;
  installSnippet(writeKey);
  // Always read window.analytics at call time: the library replaces the stub when it loads.
  const sink: AnalyticsSink = {
    identify: (userId, traits) => window.analytics?.identify(userId, traits),
    page: (properties) => window.analytics?.page(properties),
    track: (event, properties) => window.analytics?.track(event, properties),
  };
  loaded = { writeKey, sink };
  return sink;
}
