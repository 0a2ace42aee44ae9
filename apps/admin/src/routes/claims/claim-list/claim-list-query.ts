import {
  CLAIM_FULFILLMENT_STATUSES,
  CLAIM_PAYMENT_STATUSES,
  CLAIM_TYPES,
  type AdminGetClaimsParams,
} from '@storedesk/contract';
import { filter, listCodec } from '@/components/list/list-state';

/**
 * The claim list's state in the URL query string (the list kit's codec): `q` (an order number,
 * `#1042`, part of the customer's email or name, or the claim's id), `type` (refund or replace),
 * `payment_status` and `fulfillment_status` (one of v1's claim statuses each; the server filters
 * by one), `limit` and `page`. The server lists newest first.
 */

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const claimList = listCodec({
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  filters: {
    type: filter.many(CLAIM_TYPES),
    payment_status: filter.many(CLAIM_PAYMENT_STATUSES),
    fulfillment_status: filter.many(CLAIM_FULFILLMENT_STATUSES),
  },
});
export type ClaimListState = typeof claimList.defaults;

/** A saved view's query in the canonical form `viewQuery` writes. */
export const normaliseViewQuery = (query: string) =>
  claimList.viewQuery(claimList.parse(new URLSearchParams(query)));

/** The `GET /admin/claims` query for a list state. */
export function toClaimsQuery(state: ClaimListState): AdminGetClaimsParams {
  const type = state.type[0];
  const payment = state.payment_status[0];
  const fulfillment = state.fulfillment_status[0];
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    ...(state.q ? { q: state.q } : {}),
    ...(type ? { type } : {}),
    ...(payment ? { payment_status: payment } : {}),
    ...(fulfillment ? { fulfillment_status: fulfillment } : {}),
  };
}
