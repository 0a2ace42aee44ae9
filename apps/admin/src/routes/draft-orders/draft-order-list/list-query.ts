import { listCodec } from '@/components/list/list-state';

/**
 * The draft order list's state in the URL: `q` (a draft number, `#12`, or the customer's
 * email), `limit` and `page` (1-based). The server sorts newest first.
 */
export const PAGE_SIZES = [20, 50, 100] as const;

export const draftOrderList = listCodec({ pageSize: 20, pageSizes: PAGE_SIZES });
export type DraftOrderListState = typeof draftOrderList.defaults;

/** The `GET /admin/draft-orders` query for a list state. */
export function toDraftOrdersQuery(state: DraftOrderListState) {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    ...(state.q ? { q: state.q } : {}),
  };
}
