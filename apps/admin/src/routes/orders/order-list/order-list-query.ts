import {
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  type AdminGetOrdersParams,
  type DateFilter,
} from '@storedesk/contract';
import { filter, listCodec } from '@/components/list/list-state';

/**
 * The order list's state lives in the URL query string (the list kit's codec), so a filtered
 * view can be shared, survives a reload and can be saved as a view. This module declares it and
 * turns it into the API query and the export's filters.
 *
 * Parameters: `q` (an order number, `#1042`, an email or a customer's name), `status`,
 * `payment_status`, `fulfillment_status`, `region`, `channel` (each may repeat), `created_from`,
 * `created_to` (`YYYY-MM-DD`, both ends included), `order`, `limit`, `page` (1-based).
 */

export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const SORT_ORDERS = [
  '-created_at',
  'created_at',
  '-display_id',
  'display_id',
  '-total',
  'total',
  'email',
  '-email',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** What the server sorts by when no `order` is sent. */
export const DEFAULT_ORDER: SortOrder = '-created_at';

/** The list's state in the URL (search, the filters above, sort, page size and page). */
export const orderList = listCodec({
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  orders: SORT_ORDERS,
  defaultOrder: DEFAULT_ORDER,
  filters: {
    status: filter.many(ORDER_STATUSES),
    payment_status: filter.many(ORDER_PAYMENT_STATUSES),
    fulfillment_status: filter.many(ORDER_FULFILLMENT_STATUSES),
    region: filter.many(),
    channel: filter.many(),
    created_from: filter.day(),
    created_to: filter.day(),
  },
});
export type OrderListState = typeof orderList.defaults;

/** A saved view's query in the canonical form `viewQuery` writes. */
export const normaliseViewQuery = (query: string) =>
  orderList.viewQuery(orderList.parse(new URLSearchParams(query)));

/** Start of a local day, as the API's ISO date-time. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
/** Start of the local day after `day`: the exclusive end of a range that includes `day`. */
function startOfNextDay(day: string): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

function createdRange(state: OrderListState): DateFilter | undefined {
  const { created_from: from, created_to: to } = state;
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: startOfDay(from) } : {}),
    ...(to ? { lt: startOfNextDay(to) } : {}),
  };
}

/** What the list is narrowed to, in the API's names (the list query and the export share it). */
export function toOrderFilters(state: OrderListState) {
  const list = <T>(values: T[]) => (values.length > 0 ? values : undefined);
  const filters = {
    q: state.q || undefined,
    status: list(state.status),
    payment_status: list(state.payment_status),
    fulfillment_status: list(state.fulfillment_status),
    region_id: list(state.region),
    sales_channel_id: list(state.channel),
    created_at: createdRange(state),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as Partial<typeof filters>;
}

/**
 * What a row of the table needs (`OrderListRow`): asked with v1's `fields`, the server answers
 * these columns and relations only, built from the order's row, instead of every order in full
 * with its lines.
 */
export const LIST_FIELDS =
  'display_id,status,payment_status,fulfillment_status,email,total,currency_code';
export const LIST_EXPAND = 'customer,shipping_address,sales_channel';

/** The `GET /admin/orders` query for a list state. */
export function toOrdersQuery(state: OrderListState): AdminGetOrdersParams {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    order: state.order,
    fields: LIST_FIELDS,
    expand: LIST_EXPAND,
    ...toOrderFilters(state),
  };
}
