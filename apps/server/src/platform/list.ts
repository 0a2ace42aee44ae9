import type { DateFilter } from '@storedesk/contract';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './db/client.js';
import { StoredeskError } from './errors.js';

/**
 * Lists, the Medusa v1 way: `limit` and `offset` (each resource keeps its own default page
 * size), `order` (`title`, `-created_at`), `q` (free text), `expand` and `fields`, answered as
 * `{ <plural>: [...], count, offset, limit }`. An area's list is
 *
 *   const LIST = listOptions({ defaultLimit: 20, sortable: { name: t.name, created_at: t.createdAt },
 *     defaultOrder: '-created_at', tieBreak: [t.id] });                  // beside the service
 *   const list = readList(query, LIST);
 *   const where = and(liveOf(t, storeId), search(list.q, [t.name]), ...timestampFilters(t, query));
 *   const page = await findPage(tx, t, where, list);                       // in the service
 *   return listResponse('things', page, toThing);                          // in the route
 */

export interface Order<Field extends string> {
  field: Field;
  direction: 'asc' | 'desc';
}

/** The paging of a list request once read: what the answer echoes back. */
export interface Paging {
  limit: number;
  offset: number;
}

/** One page of rows, the total that match, and the paging that made it. */
export interface Page<Row> extends Paging {
  rows: Row[];
  count: number;
}

/** The list parameters every list accepts (contract `ListParams`), before they are read. */
export interface ListQuery {
  limit?: number | undefined;
  offset?: number | undefined;
  order?: string | undefined;
  q?: string | undefined;
  expand?: string | undefined;
  fields?: string | undefined;
}

/** A list request read against what the resource allows. */
export interface ListRequest<Field extends string> extends Paging {
  order: Order<Field>;
  /** ORDER BY terms: the sort column, then the tie-breakers in the same direction. */
  orderBy: SQL[];
  q: string | undefined;
  /** Names in `expand`; undefined when the parameter is absent (the resource's default). */
  expand: string[] | undefined;
  /** Names in `fields`; undefined when the parameter is absent or empty (every field). */
  fields: string[] | undefined;
}

export interface ListOptions<Field extends string> {
  /** Medusa v1's page size differs per resource: each keeps its own. */
  defaultLimit: number;
  /** The fields `order` may name, in the order the 400 lists them, and the column of each. */
  sortable: Readonly<Record<Field, AnyColumn | SQL>>;
  /** `created_at` or `-created_at` (descending). */
  defaultOrder: NoInfer<Field> | `-${NoInfer<Field>}`;
  /** Columns that make the order total (usually the id), so that pages never overlap. */
  tieBreak: readonly AnyColumn[];
  /** Relations `expand` may name; without it `expand` is read but not checked. */
  relations?: readonly string[];
  /** Fields `fields` may name; without it `fields` is read but not checked. */
  fields?: readonly string[];
}

/** How one resource's lists read their parameters; a constant beside its service. */
export function listOptions<Field extends string>(options: ListOptions<Field>): ListOptions<Field> {
  return options;
}

/** Paging with the resource's default page size. */
export function paging(query: Pick<ListQuery, 'limit' | 'offset'>, defaultLimit: number): Paging {
  return { limit: query.limit ?? defaultLimit, offset: query.offset ?? 0 };
}

/** Reads limit, offset, order, q, expand and fields of a list request; a bad name is a 400. */
export function readList<Field extends string>(
  query: ListQuery,
  options: ListOptions<Field>,
): ListRequest<Field> {
  const allowed = Object.keys(options.sortable) as Field[];
  const order = parseOrder(query.order, allowed, readOrder(options.defaultOrder));
  const direction = order.direction === 'asc' ? asc : desc;
  return {
    ...paging(query, options.defaultLimit),
    order,
    orderBy: [options.sortable[order.field], ...options.tieBreak].map((column) =>
      direction(column),
    ),
    q: query.q,
    expand: parseNames('expand', query.expand, options.relations),
    fields: query.fields?.trim() ? parseNames('fields', query.fields, options.fields) : undefined,
  };
}

const readOrder = <Field extends string>(order: Field | `-${Field}`): Order<Field> =>
  order.startsWith('-')
    ? { field: order.slice(1) as Field, direction: 'desc' }
    : { field: order as Field, direction: 'asc' };

/**
 * Reads a Medusa-style `order` parameter (`created_at`, `-created_at`) against the fields a list
 * may be sorted by; anything else is a 400 naming the allowed fields.
 */
export function parseOrder<Field extends string>(
  order: string | undefined,
  allowed: readonly Field[],
  fallback: Order<Field>,
): Order<Field> {
  if (!order) return fallback;
  const direction = order.startsWith('-') ? 'desc' : 'asc';
  const field = order.replace(/^[-+]/, '') as Field;
  if (!allowed.includes(field)) {
    throw new StoredeskError(
      'invalid_data',
      `order must be one of: ${allowed.join(', ')} (prefix - for descending)`,
    );
  }
  return { field, direction };
}

/**
 * The names of a comma-separated `expand` or `fields` parameter (undefined when absent). With
 * `allowed`, an unknown name is a 400 naming the parameter and what it accepts.
 */
export function parseNames(
  parameter: 'expand' | 'fields',
  value: string | undefined,
  allowed?: readonly string[],
): string[] | undefined {
  if (value === undefined) return undefined;
  const names = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = allowed ? names.filter((name) => !allowed.includes(name)) : [];
  if (unknown.length > 0) {
    const noun = parameter === 'expand' ? 'relation' : 'field';
    throw new StoredeskError(
      'invalid_data',
      `${parameter}: unknown ${noun} ${unknown.join(', ')}; use any of ${allowed!.join(', ')}`,
    );
  }
  return names;
}

/** `%q%` for ILIKE, with a backslash, `%` and `_` in the search text matched literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `q`: the rows where any of the columns contains the text, case-insensitively (none: all). */
export function search(q: string | undefined, columns: readonly PgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The store's rows of a tenant table, without the soft-deleted ones where it has `deleted_at`. */
export function liveOf(
  table: { storeId: PgColumn; deletedAt?: PgColumn },
  storeId: string,
): SQL | undefined {
  return and(eq(table.storeId, storeId), table.deletedAt ? isNull(table.deletedAt) : undefined);
}

/** `created_at[...]` and `updated_at[...]`, the date filters nearly every list takes. */
export function timestampFilters(
  table: { createdAt: PgColumn; updatedAt: PgColumn },
  query: { created_at?: DateFilter | undefined; updated_at?: DateFilter | undefined },
): SQL[] {
  return [
    ...dateRange(table.createdAt, query.created_at),
    ...dateRange(table.updatedAt, query.updated_at),
  ];
}

/** The conditions of a `created_at[gt]=...` style filter on one column (none when absent). */
export function dateRange(column: PgColumn, filter: DateFilter | undefined): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  if (filter.gt) conditions.push(gt(column, new Date(filter.gt)));
  if (filter.gte) conditions.push(gte(column, new Date(filter.gte)));
  if (filter.lt) conditions.push(lt(column, new Date(filter.lt)));
  if (filter.lte) conditions.push(lte(column, new Date(filter.lte)));
  return conditions;
}

/** The total of a page read alongside its rows: `count(*) over ()` as a column. */
export const pageTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * A page from rows read as `{ row, total: pageTotal() }`. A page with rows carries the total;
 * an empty page past the start (or of size 0) cannot, so `countAll` counts instead.
 */
export async function withTotal<Row>(
  found: readonly { row: Row; total: number }[],
  paging: Paging,
  countAll: () => Promise<number>,
): Promise<Page<Row>> {
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && (paging.offset > 0 || paging.limit === 0)) total = await countAll();
  return { rows: found.map((entry) => entry.row), count: total, ...paging };
}

/**
 * A page of a table's rows and the number that match, in one statement (a second one only for
 * an empty page past the start). `where` carries the store scope like every tenant query.
 */
export async function findPage<Table extends PgTable>(
  tx: Tx,
  table: Table,
  where: SQL | undefined,
  list: Paging & { orderBy: SQL[] },
): Promise<Page<Table['$inferSelect']>> {
  // Drizzle cannot type a select over any table; the columns are the table's own.
  const found = (await tx
    .select({ row: getTableColumns(table), total: pageTotal() } as never)
    .from(table as never)
    .where(where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset)) as unknown as { row: Table['$inferSelect']; total: number }[];
  return withTotal(found, list, () => tx.$count(table, where));
}

type ListResponse<Key extends string, Item> = Record<Key, Item[]> & {
  count: number;
  offset: number;
  limit: number;
};

/** The Medusa v1 answer to a list: `{ <plural>: [...], count, offset, limit }`. */
export function listResponse<Key extends string, Row>(
  key: Key,
  page: Page<Row>,
): ListResponse<Key, Row>;
export function listResponse<Key extends string, Row, Item>(
  key: Key,
  page: Page<Row>,
  toItem: (row: Row) => Item,
): ListResponse<Key, Item>;
export function listResponse<Key extends string, Row, Item>(
  key: Key,
  page: Page<Row>,
  toItem?: (row: Row) => Item,
): ListResponse<Key, Item | Row> {
  return {
    [key]: toItem ? page.rows.map((row) => toItem(row)) : page.rows,
    count: page.count,
    offset: page.offset,
    limit: page.limit,
  } as ListResponse<Key, Item | Row>;
}
