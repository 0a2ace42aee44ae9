import { PRODUCT_STATUSES, type AdminGetProductsParams } from '@storedesk/contract';
import { filter, listCodec } from '@/components/list/list-state';

/**
 * The product list's state lives in the URL query string (the list kit's codec), so a filtered
 * view can be shared, survives a reload and can be saved as a view. This module declares it and
 * turns it into the API query.
 *
 * Parameters: `q`, `status`, `collection`, `type`, `tag`, `category`, `channel` (each may repeat),
 * `created_from`, `created_to`, `updated_from`, `updated_to` (`YYYY-MM-DD`, both ends included),
 * `order`, `limit`, `page` (1-based).
 */

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const SORT_ORDERS = [
  '-created_at',
  'created_at',
  '-updated_at',
  'updated_at',
  'title',
  '-title',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** What the server sorts by when no `order` is sent. */
export const DEFAULT_ORDER: SortOrder = '-created_at';

/** Filters that hold a list of ids (or statuses), by URL parameter name. */
export const ID_FILTERS = ['collection', 'type', 'tag', 'category', 'channel'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

/** The list's state in the URL (search, the filters above, sort, page size and page). */
export const productList = listCodec({
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  orders: SORT_ORDERS,
  defaultOrder: DEFAULT_ORDER,
  filters: {
    status: filter.many(PRODUCT_STATUSES),
    collection: filter.many(),
    type: filter.many(),
    tag: filter.many(),
    category: filter.many(),
    channel: filter.many(),
    created_from: filter.day(),
    created_to: filter.day(),
    updated_from: filter.day(),
    updated_to: filter.day(),
  },
});
export type ProductListState = typeof productList.defaults;

/** A saved view's query in the canonical form `viewQuery` writes. */
export const normaliseViewQuery = (query: string) =>
  productList.viewQuery(productList.parse(new URLSearchParams(query)));

/** Start of a local day, as the API's ISO date-time. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
/** Start of the local day after `day`: the exclusive end of a range that includes `day`. */
function startOfNextDay(day: string): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}

function dateRange(from: string, to: string): { gte?: string; lt?: string } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: startOfDay(from) } : {}),
    ...(to ? { lt: startOfNextDay(to) } : {}),
  };
}

/** Relations the table shows; the rest of the default set is left out to keep pages light. */
export const LIST_EXPAND = 'collection,variants,sales_channels';

/** The `GET /admin/products` query for a list state. */
export function toProductsQuery(state: ProductListState): AdminGetProductsParams {
  const list = (values: string[]) => (values.length > 0 ? values : undefined);
  const query: AdminGetProductsParams = {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    order: state.order,
    expand: LIST_EXPAND,
  };
  if (state.q) query.q = state.q;
  const status = list(state.status);
  if (status) query.status = status;
  const collection = list(state.collection);
  if (collection) query.collection_id = collection;
  const type = list(state.type);
  if (type) query.type_id = type;
  const tags = list(state.tag);
  if (tags) query.tags = tags;
  const category = list(state.category);
  if (category) query.category_id = category;
  const channel = list(state.channel);
  if (channel) query.sales_channel_id = channel;
  const created = dateRange(state.created_from, state.created_to);
  if (created) query.created_at = created;
  const updated = dateRange(state.updated_from, state.updated_to);
  if (updated) query.updated_at = updated;
  return query;
}
