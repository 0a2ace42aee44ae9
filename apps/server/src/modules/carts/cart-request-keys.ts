import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

/** A client retries within seconds; a day is far more than any retry needs. */
const KEEP = '1 day';

/**
 * Deletes the `Idempotency-Key`s of cart changes (`cart_request_key`) older than a day, of every
 * store; the server's hourly housekeeping calls it (main.ts). Each batch of at most `batch` keys
 * is one statement committed on its own, so no lock is held for long however many keys are due.
 * Answers how many keys went.
 */
export async function pruneCartRequestKeys(db: Db, batch = 5000): Promise<number> {
  let pruned = 0;
  for (;;) {
    const result = (await db.execute(sql`
      WITH due AS (
        SELECT store_id, cart_id, key FROM cart_request_key
        WHERE created_at < now() - ${KEEP}::interval
        LIMIT ${batch}),
      gone AS (
        DELETE FROM cart_request_key k USING due
        WHERE k.store_id = due.store_id AND k.cart_id = due.cart_id AND k.key = due.key
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`)) as unknown as { rows: { n: number }[] };
    const deleted = result.rows[0]?.n ?? 0;
    pruned += deleted;
    if (deleted < batch) return pruned;
  }
}
