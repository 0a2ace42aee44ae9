import { RETURN_STATUSES, type AdminGetReturnsParams } from '@storedesk/contract';
import { filter, listCodec } from '@/components/list/list-state';

/**
 * The return list's state in the URL query string (the list kit's codec): `q` (an order number,
 * `#1042`, or part of the customer's email), `status` (one of v1's return statuses; the server
 * filters by one), `limit` and `page`. The server lists newest first.
 */

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const returnList = listCodec({
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  filters: { status: filter.many(RETURN_STATUSES) },
});
export type ReturnListState = typeof returnList.defaults;

/** A saved view's query in the canonical form `viewQuery` writes. */
export const normaliseViewQuery = (query: string) =>
  returnList.viewQuery(returnList.parse(new URLSearchParams(query)));

/** The `GET /admin/returns` query for a list state. */
export function toReturnsQuery(state: ReturnListState): AdminGetReturnsParams {
  const status = state.status[0];
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    ...(state.q ? { q: state.q } : {}),
    ...(status ? { status } : {}),
  };
}
