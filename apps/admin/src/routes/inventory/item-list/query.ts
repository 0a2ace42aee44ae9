import { filter, listCodec } from '@/components/list/list-state';

/** Low stock: what is available is below this many (0 means out of stock: below 1). */
export const LOW_STOCK = ['1', '5', '10', '25'] as const;

/**
 * `?location_id=sloc_1&low=5&q=shirt`: what the loader reads and the page shows (newest first).
 * One location at a time: its levels are then edited in the list.
 */
export const itemList = listCodec({
  pageSize: 20,
  orders: ['sku', '-sku', 'title', '-title', '-created_at', 'created_at'],
  defaultOrder: '-created_at',
  filters: { location_id: filter.many(), low: filter.many(LOW_STOCK) },
});

/** The API's query for the list's state. */
export function itemListQuery(state: ReturnType<typeof itemList.parse>) {
  const location = state.location_id[0];
  const low = state.low[0];
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    ...(state.q ? { q: state.q } : {}),
    ...(state.order ? { order: state.order } : {}),
    ...(location ? { location_id: [location] } : {}),
    ...(low ? { quantity: { lt: Number(low) } } : {}),
  };
}
