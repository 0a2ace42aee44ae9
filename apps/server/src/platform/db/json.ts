import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/*
 * The SQL-to-JSON toolkit: answers are built as JSON by PostgreSQL, so a read of any size is one
 * statement and the server passes the text on. These helpers write SQL text: everything spliced
 * in must be a constant of the caller (aliases, column names); values from a request travel as
 * parameters (`TenantQuery.param`, drizzle's `sql`).
 *
 * The wire shape of each entity is written once, as a fragment of its own area built from these
 * helpers (e.g. `customers/customer.shape.ts`), and every answer that embeds it uses it.
 */

/** The rows of a statement, typed by the caller. */
export const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** ISO 8601 in UTC with milliseconds and a `Z`, as `Date.toISOString()` writes it. */
export const stamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `[name, alias.name]` pairs for `object`: columns answered under their own names. */
export const columns = (alias: string, names: readonly string[]): [string, string][] =>
  names.map((name) => [name, `${alias}.${name}`]);

/** `json_build_object` of `[key, SQL]` pairs, keys in the given order. */
export const object = (pairs: [string, string][]) =>
  `json_build_object(${pairs.map(([key, value]) => `'${key}', ${value}`).join(', ')})`;

/**
 * `created_at` and `updated_at` of a row aliased `alias`, then `deleted_at`: the column for
 * tables that soft-delete (`true`), null for those that do not (`false`), or left out (`'omit'`,
 * for entities v1 answers without it).
 */
export const times = (alias: string, deleted: boolean | 'omit'): [string, string][] => [
  ['created_at', stamp(`${alias}.created_at`)],
  ['updated_at', stamp(`${alias}.updated_at`)],
  ...(deleted === 'omit'
    ? []
    : ([['deleted_at', deleted ? stamp(`${alias}.deleted_at`) : 'null']] as [string, string][])),
];

/** A JSON array of `element` over `from`, in `order` (`[]` when empty). */
export const listOf = (element: string, from: string, order: string) =>
  `coalesce((SELECT json_agg(${element} ORDER BY ${order}) FROM ${from}), '[]'::json)`;
