import {
  PRODUCT_STATUSES,
  type AdminGetProductsParams,
  type ProductStatus,
} from '@storedesk/contract';

/**
 * The product list's state lives in the URL query string, so a filtered view can be shared,
 * survives a reload and can be saved as a view. This module is the one place that reads and
 * writes it, and turns it into the API query.
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

export const DATE_FILTERS = ['created_from', 'created_to', 'updated_from', 'updated_to'] as const;
export type DateFilterKey = (typeof DATE_FILTERS)[number];

export interface ProductListState {
  q: string;
  status: ProductStatus[];
  collection: string[];
  type: string[];
  tag: string[];
  category: string[];
  channel: string[];
  created_from: string;
  created_to: string;
  updated_from: string;
  updated_to: string;
  order: SortOrder;
  limit: number;
  page: number;
}

export const EMPTY_STATE: ProductListState = {
  q: '',
  status: [],
  collection: [],
  type: [],
  tag: [],
  category: [],
  channel: [],
  created_from: '',
  created_to: '',
  updated_from: '',
  updated_to: '',
  order: DEFAULT_ORDER,
  limit: DEFAULT_PAGE_SIZE,
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime());

/** Every value of a repeated (or comma-separated) parameter, trimmed, without duplicates. */
function many(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

/** Reads the list state from a query string; anything it does not understand is left out. */
export function parseListState(params: URLSearchParams): ProductListState {
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page'));
  const order = params.get('order') ?? '';
  const day = (key: DateFilterKey) => {
    const value = params.get(key) ?? '';
    return isDay(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').trim(),
    status: many(params, 'status').filter((value): value is ProductStatus =>
      (PRODUCT_STATUSES as readonly string[]).includes(value),
    ),
    collection: many(params, 'collection'),
    type: many(params, 'type'),
    tag: many(params, 'tag'),
    category: many(params, 'category'),
    channel: many(params, 'channel'),
    created_from: day('created_from'),
    created_to: day('created_to'),
    updated_from: day('updated_from'),
    updated_to: day('updated_to'),
    order: (SORT_ORDERS as readonly string[]).includes(order)
      ? (order as SortOrder)
      : DEFAULT_ORDER,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Writes the list state as a query string, leaving out what equals the default, in a fixed
 * order (so two equal states give the same string and a saved view can be recognised).
 */
export function serializeListState(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const status of state.status) params.append('status', status);
  for (const key of ID_FILTERS) for (const id of state[key]) params.append(key, id);
  for (const key of DATE_FILTERS) if (state[key]) params.set(key, state[key]);
  if (state.order !== DEFAULT_ORDER) params.set('order', state.order);
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query string a saved view keeps: the state without its page. */
export function viewQuery(state: ProductListState): string {
  return serializeListState({ ...state, page: 1 }).toString();
}

/** Puts a saved view's query into the canonical form `viewQuery` writes. */
export function normaliseViewQuery(query: string): string {
  return viewQuery(parseListState(new URLSearchParams(query)));
}

/** How many filters (not search, sort or paging) are set. */
export function activeFilterCount(state: ProductListState): number {
  return (
    state.status.length +
    ID_FILTERS.reduce((total, key) => total + state[key].length, 0) +
    DATE_FILTERS.filter((key) => state[key] !== '').length
  );
}

/** Whether search or any filter narrows the list (what an empty answer is blamed on). */
export const isNarrowed = (state: ProductListState) =>
  state.q !== '' || activeFilterCount(state) > 0;

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

/** The update that turns every filter off (search, sort and page size stay). */
export const FILTERS_OFF: Partial<ProductListState> = {
  status: [],
  collection: [],
  type: [],
  tag: [],
  category: [],
  channel: [],
  created_from: '',
  created_to: '',
  updated_from: '',
  updated_to: '',
};
