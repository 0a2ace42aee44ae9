/** The count events of SPEC point 3, each read as `{ count }` from one admin list. */
export type AnalyticsCountEvent =
  'numUsers' | 'regions' | 'numOrders' | 'numProducts' | 'numDiscounts';

export interface AnalyticsCount {
  event: AnalyticsCountEvent;
  /** The list the count is read from (with `limit=0`). */
  route: string;
  /** The server answers `route`. A count that is not live is neither read nor sent. */
  live: boolean;
}

/**
 * Every count event and the route it needs. The store events are sent without the counts whose
 * route the server lacks, instead of after a 404. When a route lands on the server (see the
 * route registration in apps/server/src/app.ts), set its `live` to true: the count is read
 * and sent from then on.
 */
export const ANALYTICS_COUNTS: readonly AnalyticsCount[] = [
  { event: 'numUsers', route: 'GET /admin/users', live: true },
  { event: 'regions', route: 'GET /admin/regions', live: true },
  { event: 'numOrders', route: 'GET /admin/orders', live: true },
  { event: 'numProducts', route: 'GET /admin/products', live: true },
  { event: 'numDiscounts', route: 'GET /admin/discounts', live: false },
];

/** Whether `event` is read and sent with these counts. */
export const isCountLive = (counts: readonly AnalyticsCount[], event: AnalyticsCountEvent) =>
  counts.some((count) => count.event === event && count.live);
