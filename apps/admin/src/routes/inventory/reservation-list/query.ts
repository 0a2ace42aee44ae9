import { filter, listCodec } from '@/components/list/list-state';

/** `?location_id=sloc_1&order=-created_at`: what the loader reads and the page shows. */
export const reservationList = listCodec({
  pageSize: 20,
  orders: ['-created_at', 'created_at', 'quantity', '-quantity'],
  defaultOrder: '-created_at',
  filters: { location_id: filter.many() },
});

/** The API's query of the list's state: with each reservation's item. */
export function reservationListQuery(state: ReturnType<typeof reservationList.parse>) {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    expand: 'inventory_item',
    ...(state.q ? { q: state.q } : {}),
    ...(state.order ? { order: state.order } : {}),
    ...(state.location_id.length ? { location_id: state.location_id } : {}),
  };
}
