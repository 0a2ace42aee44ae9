import {
  SWAP_FULFILLMENT_STATUSES,
  SWAP_PAYMENT_STATUSES,
  type AdminGetSwapsParams,
} from '@storedesk/contract';
import { filter, listCodec } from '@/components/list/list-state';

/**
 * The exchange list's state in the URL query string (the list kit's codec): `q` (an order
 * number, `#1042`, or part of the customer's email or name), `payment_status` and
 * `fulfillment_status` (one of v1's swap statuses each; the server filters by one), `limit` and
 * `page`. The server lists newest first.
 */

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const swapList = listCodec({
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  filters: {
    payment_status: filter.many(SWAP_PAYMENT_STATUSES),
    fulfillment_status: filter.many(SWAP_FULFILLMENT_STATUSES),
  },
});
export type SwapListState = typeof swapList.defaults;

/** A saved view's query in the canonical form `viewQuery` writes. */
export const normaliseViewQuery = (query: string) =>
  swapList.viewQuery(swapList.parse(new URLSearchParams(query)));

/** The `GET /admin/swaps` query for a list state. */
export function toSwapsQuery(state: SwapListState): AdminGetSwapsParams {
  const payment = state.payment_status[0];
  const fulfillment = state.fulfillment_status[0];
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    ...(state.q ? { q: state.q } : {}),
    ...(payment ? { payment_status: payment } : {}),
    ...(fulfillment ? { fulfillment_status: fulfillment } : {}),
  };
}
