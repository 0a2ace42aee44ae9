import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from './client.js';

/** The role tenant transactions run as; row-level security applies to it (migration 0001). */
export const TENANT_ROLE = 'storedesk_app';

/**
 * Runs `fn` in one transaction scoped to a store: the role becomes storedesk_app and
 * app.store_id is set for this transaction only, so row-level security hides every other
 * store's rows even from a query that forgets its `where store_id = ...`.
 */
export async function withTenantTx<T>(
  db: Db,
  storeId: string,
  fn: (tx: Tx) => Promise<T>,
  options: TenantTxOptions = {},
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.store_id', ${storeId}, true), set_config('role', ${TENANT_ROLE}, true)`,
    );
    return fn(tx);
  });
  if (options.catalog !== false) announceCommit(db, storeId);
  return result;
}

export interface TenantTxOptions {
  /**
   * False when the transaction changes nothing a catalogue answer shows (carts, their lines and
   * payment sessions, or a read): the commit then leaves this process's cached catalogue answers
   * and publishable keys of the store in place. The tables catalogue answers read carry the
   * catalog_version trigger (migration 0013); a transaction that writes one of them keeps the
   * default.
   */
  catalog?: boolean;
}

const commitListeners = new WeakMap<Db, Set<(storeId: string) => void>>();

/**
 * Tells `listener` the store of every tenant transaction that commits on `db` in this process,
 * right after the commit (the catalogue cache uses it to see this process's own writes at once).
 */
export function onTenantCommit(db: Db, listener: (storeId: string) => void): () => void {
  const listeners = commitListeners.get(db) ?? new Set();
  listeners.add(listener);
  commitListeners.set(db, listeners);
  return () => listeners.delete(listener);
}

/**
 * Tells the commit listeners about a change to a store committed outside `withTenantTx` (for
 * example a session ended by platform code), so this process's caches drop it at once.
 */
export function announceCommit(db: Db, storeId: string): void {
  for (const listener of commitListeners.get(db) ?? []) listener(storeId);
}

/**
 * Runs `fn` in one transaction as the owning role, unscoped. Only platform code uses this:
 * sign-in, sessions, tokens and provisioning, which must find a row before a tenant is known.
 */
export function withPlatformTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/**
 * A read-only query with its parameters, written for `tenantRead`: placeholders are `$1[n]`
 * (the n-th entry of one text array) and the query casts each one it uses.
 */
export class TenantQuery {
  readonly params: (string | null)[] = [];

  /** Adds a parameter and answers its placeholder, e.g. `($1[3])`. */
  param(value: string | number | boolean | Date | null): string {
    this.params.push(
      value === null ? null : value instanceof Date ? value.toISOString() : String(value),
    );
    return `($1[${this.params.length}])`;
  }

  /** A text[] of the given values, e.g. ids for `= ANY(...)`, as one array-literal parameter. */
  list(values: readonly string[]): string {
    const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
    return `${this.param(literal)}::text[]`;
  }
}

/**
 * Runs one read for a store as a single SQL statement: `storedesk_tenant_read` (migration 0009)
 * sets app.store_id and runs the query as storedesk_app, so row-level security holds as in
 * `withTenantTx`, with no BEGIN/COMMIT round trips. The query must produce one text value
 * (typically a JSON document built by PostgreSQL); null when it produces no row.
 */
export async function tenantRead(
  db: Executor,
  storeId: string,
  text: string,
  query: TenantQuery,
): Promise<string | null> {
  const result = (await db.execute(
    sql`select storedesk_tenant_read(${storeId}, ${text}, ${sql.param(query.params)}::text[]) as json`,
  )) as { rows: Array<{ json: string | null }> };
  return result.rows[0]?.json ?? null;
}
