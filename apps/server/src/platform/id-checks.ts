import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './db/client.js';
import { StoredeskError } from './errors.js';
import { liveOf } from './list.js';

/**
 * Checking the ids a request names before anything is written: which of them are the store's
 * live rows, which one is missing first, and the 404 that names its field. Another store's id
 * is simply not found (docs/architecture.md), so a batch with one foreign id changes nothing.
 */

/** A tenant table: `store_id`, `id`, and `deleted_at` where its rows are soft-deleted. */
export type TenantTable = PgTable & { storeId: PgColumn; id: PgColumn; deletedAt?: PgColumn };

/**
 * The ids among `ids` that are the store's live rows of `table` (and match `also`), in one
 * query; without ids, none.
 */
export async function foundIds(
  tx: Tx,
  table: TenantTable,
  storeId: string,
  ids: readonly (string | undefined)[],
  also?: SQL,
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== undefined))];
  if (wanted.length === 0) return new Set();
  const rows = (await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(liveOf(table, storeId), inArray(table.id, wanted), also))) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/** The first of `ids` (skipping absent ones) that `found` lacks, with its index. */
export function firstMissing(
  ids: readonly (string | undefined)[],
  found: ReadonlySet<string>,
): { index: number; id: string } | undefined {
  const index = ids.findIndex((id) => id !== undefined && !found.has(id));
  return index < 0 ? undefined : { index, id: ids[index]! };
}

/** A 404 naming the field that holds an unknown id: `prices.2.variant_id: ProductVariant ...`. */
export const notFoundAt = (field: string, entity: string, id: string) =>
  new StoredeskError('not_found', `${field}: ${entity} with id ${id} was not found`);
