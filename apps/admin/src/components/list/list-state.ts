/**
 * A list page keeps its state (search, filters, sort, page) in the URL query string, so a view
 * can be shared, survives a reload and can be saved. A codec, made once per list with
 * `listCodec`, is the one place that reads and writes that query string; the route's loader
 * and the page share it, and `listParams` turns its state into the API's list query.
 *
 * Parameters: `q`, each filter by its name (a `many` filter may repeat), `order`, `limit` and
 * `page` (1-based). Defaults are never written, so equal states give equal strings.
 */

/** What every list has, whatever it filters by. */
export interface ListState {
  /** Free-text search (`q`), trimmed; '' for none. */
  q: string;
  /** 1-based page. */
  page: number;
  /** Rows per page. */
  limit: number;
  /** The API's `order` (`title`, `-created_at`); '' lets the server choose. */
  order: string;
}

interface ManyFilter<V extends string> {
  kind: 'many';
  values?: readonly V[] | undefined;
}
interface DayFilter {
  kind: 'day';
}
// `any` here only lets a filter of any value type be declared; each state field is typed below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FilterSpec = ManyFilter<any> | DayFilter;

/** How a list's filters are declared (their order is the order they are written in the URL). */
export const filter = {
  /** Any number of values (`status=a&status=b`, or `a,b`), only from `values` when given. */
  many: <V extends string = string>(values?: readonly V[]): ManyFilter<V> => ({
    kind: 'many',
    values,
  }),
  /** A day, `YYYY-MM-DD` (a range is two of these, `created_from` and `created_to`). */
  day: (): DayFilter => ({ kind: 'day' }),
};

type FilterValue<S> = S extends ManyFilter<infer V> ? V[] : string;
export type FilterValues<F> = { [K in keyof F]: FilterValue<F[K]> };

/** The state of a list made by `listCodec` with these filters. */
export type ListStateWith<F> = ListState & FilterValues<F>;

export interface ListCodec<S extends ListState> {
  /** The page size when the URL names none. */
  pageSize: number;
  /** The sizes a user may choose (just `pageSize` when it is fixed). */
  pageSizes: readonly number[];
  /** Nothing searched, filtered, sorted or paged. */
  defaults: S;
  /** Reads the state; anything it does not understand is left out. */
  parse(params: URLSearchParams): S;
  /** Writes the state without its defaults, in a fixed order. */
  serialize(state: S): URLSearchParams;
  /** The update that turns every filter off (search, sort and page size stay). */
  filtersOff: Partial<S>;
  /** How many filter values are set (search, sort and paging are not filters). */
  activeFilters(state: S): number;
  /** Whether search or a filter narrows the list (what an empty answer is blamed on). */
  isNarrowed(state: S): boolean;
  /** The query string a saved view keeps: the state without its page. */
  viewQuery(state: S): string;
}

export interface ListCodecOptions<F extends Record<string, FilterSpec>> {
  pageSize: number;
  /** Page sizes a user may choose (`limit`); without them the page size is fixed. */
  pageSizes?: readonly number[];
  /** The `order` values the list offers (see `ascDesc`); any other is ignored. */
  orders?: readonly string[];
  /** What the server sorts by when no `order` is sent; never written to the URL. */
  defaultOrder?: string;
  filters?: F;
}

/** `title`, `-title`, `handle`, `-handle`: both directions of each field the server sorts by. */
export const ascDesc = (...fields: string[]): string[] =>
  fields.flatMap((field) => [field, `-${field}`]);

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

/** Makes the codec of one list: its page size, the orders it offers and its filters. */
export function listCodec<F extends Record<string, FilterSpec> = Record<never, FilterSpec>>(
  options: ListCodecOptions<F>,
): ListCodec<ListStateWith<F>> {
  type S = ListStateWith<F>;
  const { pageSize, orders = [], defaultOrder = '' } = options;
  const pageSizes = options.pageSizes ?? [pageSize];
  const specs = Object.entries(options.filters ?? {}) as [string, FilterSpec][];
  const off = Object.fromEntries(specs.map(([key, spec]) => [key, spec.kind === 'many' ? [] : '']));
  const defaults = { q: '', page: 1, limit: pageSize, order: defaultOrder, ...off } as S;
  const value = (state: S, key: string) =>
    (state as unknown as Record<string, string | string[]>)[key]!;

  const parse = (params: URLSearchParams): S => {
    const limit = Number(params.get('limit'));
    const page = Number(params.get('page'));
    const order = params.get('order') ?? '';
    const parsed: Record<string, unknown> = {
      q: (params.get('q') ?? '').trim(),
      page: Number.isInteger(page) && page > 1 ? page : 1,
      limit: pageSizes.includes(limit) ? limit : pageSize,
      order: orders.includes(order) ? order : defaultOrder,
    };
    for (const [key, spec] of specs) {
      if (spec.kind === 'many') {
        const allowed = spec.values as readonly string[] | undefined;
        parsed[key] = many(params, key).filter((entry) => !allowed || allowed.includes(entry));
      } else {
        const day = params.get(key) ?? '';
        parsed[key] = isDay(day) ? day : '';
      }
    }
    return parsed as S;
  };

  const serialize = (state: S): URLSearchParams => {
    const params = new URLSearchParams();
    if (state.q.trim()) params.set('q', state.q.trim());
    for (const [key, spec] of specs) {
      const current = value(state, key);
      if (spec.kind === 'many') for (const entry of current as string[]) params.append(key, entry);
      else if (current) params.set(key, current as string);
    }
    if (state.order && state.order !== defaultOrder) params.set('order', state.order);
    if (state.limit !== pageSize) params.set('limit', String(state.limit));
    if (state.page > 1) params.set('page', String(state.page));
    return params;
  };

  const activeFilters = (state: S) =>
    specs.reduce((total, [key, spec]) => {
      const current = value(state, key);
      return total + (spec.kind === 'many' ? current.length : current ? 1 : 0);
    }, 0);

  return {
    pageSize,
    pageSizes,
    defaults,
    parse,
    serialize,
    filtersOff: off as Partial<S>,
    activeFilters,
    isNarrowed: (state) => state.q !== '' || activeFilters(state) > 0,
    viewQuery: (state) => serialize({ ...state, page: 1 }).toString(),
  };
}

/** The API's list query for a state: `limit`, `offset`, and `q` and `order` when set. */
export function listParams(state: ListState): {
  limit: number;
  offset: number;
  q?: string;
  order?: string;
} {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    ...(state.q ? { q: state.q } : {}),
    ...(state.order ? { order: state.order } : {}),
  };
}
