import { sql } from 'drizzle-orm';
import { withTenantTx } from '../src/platform/db/tx.js';
import type { Db } from '../src/platform/db/client.js';
import { newId } from '../src/platform/ids.js';

/**
 * Orders written straight to the database with the columns the home page adds up (when placed,
 * totals, currency, customer, statuses, lines), for tests that need orders on chosen days:
 * placing them through the store API would date them all now.
 */

export interface SeedLine {
  productId: string | null;
  variantId?: string | null;
  quantity: number;
  unitPrice: number;
  title?: string;
}

export interface SeedOrder {
  /** `created_at`, an ISO instant. */
  at: string;
  /** Null: an order placed before totals were written. */
  total: number | null;
  currency?: string;
  customerId?: string | null;
  status?: 'pending' | 'completed' | 'archived' | 'canceled' | 'requires_action';
  paymentStatus?: string;
  fulfillmentStatus?: string;
  lines?: SeedLine[];
}

/** Writes the orders (and their lines) in one transaction; answers their ids in order. */
export async function seedOrders(
  db: Db,
  storeId: string,
  orders: readonly SeedOrder[],
): Promise<string[]> {
  const ids = orders.map(() => newId('order'));
  await withTenantTx(db, storeId, async (tx) => {
    const [region] = (
      (await tx.execute(
        sql`SELECT id, currency_code FROM region WHERE store_id = ${storeId} ORDER BY created_at LIMIT 1`,
      )) as unknown as { rows: { id: string; currency_code: string }[] }
    ).rows;
    for (const [index, seed] of orders.entries()) {
      const id = ids[index]!;
      const canceled = seed.status === 'canceled';
      await tx.execute(sql`
        INSERT INTO "order" (store_id, id, display_id, customer_id, email, region_id,
          currency_code, status, payment_status, fulfillment_status, total, subtotal,
          created_at, canceled_at)
        VALUES (${storeId}, ${id},
          (SELECT coalesce(max(display_id), 0) + 1 FROM "order" WHERE store_id = ${storeId}),
          ${seed.customerId ?? null}, ${`${seed.customerId ?? 'guest'}@example.com`},
          ${region!.id}, ${seed.currency ?? region!.currency_code}, ${seed.status ?? 'pending'},
          ${seed.paymentStatus ?? (canceled ? 'canceled' : 'not_paid')},
          ${seed.fulfillmentStatus ?? (canceled ? 'canceled' : 'not_fulfilled')},
          ${seed.total}, ${seed.total}, ${seed.at}::timestamptz,
          ${canceled ? seed.at : null}::timestamptz)`);
      for (const line of seed.lines ?? []) {
        await tx.execute(sql`
          INSERT INTO line_item (store_id, id, order_id, title, unit_price, quantity,
            product_id, variant_id)
          VALUES (${storeId}, ${newId('item')}, ${id}, ${line.title ?? 'Line'}, ${line.unitPrice},
            ${line.quantity}, ${line.productId}, ${line.variantId ?? null})`);
      }
    }
  });
  return ids;
}
