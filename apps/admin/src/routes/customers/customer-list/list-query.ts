import type { AdminGetCustomersParams } from '@storedesk/contract';
import { ascDesc, filter, listCodec } from '@/components/list/list-state';

/**
 * The customer list's state in the URL: `q`, `account` (`true` for customers with an account,
 * `false` for guests; both or neither is everyone), `created_from` and `created_to`
 * (`YYYY-MM-DD`, both days included), `order`, `limit` and `page`.
 */
export const PAGE_SIZES = [20, 50, 100] as const;

export const customerList = listCodec({
  pageSize: 20,
  pageSizes: PAGE_SIZES,
  orders: ascDesc('email', 'created_at'),
  defaultOrder: '-created_at',
  filters: {
    account: filter.many(['true', 'false'] as const),
    created_from: filter.day(),
    created_to: filter.day(),
  },
});
export type CustomerListState = typeof customerList.defaults;

/** Start of a local day, as the API's ISO date-time. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/** Start of the local day after `day`: the exclusive end of a range that includes `day`. */
function startOfNextDay(day: string): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** The `GET /admin/customers` query for a list state. */
export function toCustomersQuery(state: CustomerListState): AdminGetCustomersParams {
  const query: AdminGetCustomersParams = {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
  };
  if (state.q) query.q = state.q;
  if (state.order !== '-created_at') query.order = state.order;
  if (state.account.length === 1) query.has_account = state.account[0] === 'true';
  if (state.created_from || state.created_to) {
    query.created_at = {
      ...(state.created_from ? { gte: startOfDay(state.created_from) } : {}),
      ...(state.created_to ? { lt: startOfNextDay(state.created_to) } : {}),
    };
  }
  return query;
}
