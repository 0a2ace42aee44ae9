import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { toOrder } from './orders.mapper.js';
import { readOrderRows } from './orders.query.js';

/**
 * Fills the totals columns (0033) of orders placed before they existed, from the same totals
 * function the answer uses. Orders placed since carry them from the start, so this finds work
 * only once, on a store that had orders before the upgrade; it runs after the server answers.
 * Answers how many orders it filled.
 */
export async function backfillOrderTotals(db: Db): Promise<number> {
  // Across stores, as the owning role (like the job runner); each order is read and written
  // through the tenant path.
  const missing = (
    (await db.execute(
      sql`SELECT store_id, id FROM "order" WHERE total IS NULL ORDER BY store_id, id LIMIT 10000`,
    )) as unknown as { rows: Array<{ store_id: string; id: string }> }
  ).rows;
  for (const { store_id: storeId, id } of missing) {
    const { rows } = await readOrderRows(db, storeId, { id }, { limit: 1, offset: 0 });
    if (!rows[0]) continue;
    const order = toOrder(rows[0]);
    await withTenantTx(
      db,
      storeId,
      (tx) =>
        tx.execute(sql`UPDATE "order" SET subtotal = ${order.subtotal}::int,
            shipping_total = ${order.shipping_total}::int, tax_total = ${order.tax_total}::int,
            discount_total = ${order.discount_total}::int, total = ${order.total}::int
          WHERE store_id = ${storeId} AND id = ${id} AND total IS NULL`),
      { catalog: false },
    );
  }
  return missing.length;
}
