import type { AdminGetOrderEditsParams } from '@storedesk/contract';
import { listCodec } from '@/components/list/list-state';

/**
 * The order edit list's state in the URL query string (the list kit's codec): `q` (words of the
 * internal note, as v1 searches), `limit` and `page`. The server lists newest first and filters
 * by nothing else.
 */

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const orderEditList = listCodec({ pageSize: DEFAULT_PAGE_SIZE, pageSizes: PAGE_SIZES });
export type OrderEditListState = typeof orderEditList.defaults;

/** A saved view's query in the canonical form `viewQuery` writes. */
export const normaliseViewQuery = (query: string) =>
  orderEditList.viewQuery(orderEditList.parse(new URLSearchParams(query)));

/** The `GET /admin/order-edits` query for a list state. */
export function toOrderEditsQuery(state: OrderEditListState): AdminGetOrderEditsParams {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    ...(state.q ? { q: state.q } : {}),
  };
}
