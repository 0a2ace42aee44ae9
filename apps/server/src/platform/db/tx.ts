import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/** The role tenant transactions run as; row-level security applies to it (migration 0001). */
export const TENANT_ROLE = 'storedesk_app';

/**
 * Runs `fn` in one transaction scoped to a store: the role becomes storedesk_app and
 * app.store_id is set for this transaction only, so row-level security hides every other
 * store's rows even from a query that forgets its `where store_id = ...`.
 */
export function withTenantTx<T>(db: Db, storeId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.store_id', ${storeId}, true), set_config('role', ${TENANT_ROLE}, true)`,
    );
    return fn(tx);
  });
}

/**
 * Runs `fn` in one transaction as the owning role, unscoped. Only platform code uses this:
 * sign-in, sessions, tokens and provisioning, which must find a row before a tenant is known.
 */
export function withPlatformTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
