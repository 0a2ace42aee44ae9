import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { withTenantTx } from '../platform/db/tx.js';
import { rowsOf } from '../platform/db/json.js';

/**
 * Fills a bench store to `count` orders in bulk SQL, producing the rows a checkout produces:
 * customers (one for every three orders), a shipping address per order, one to three lines of
 * the store's variants, a shipping method, a payment, and the totals columns; spread over the
 * last 365 days, in a mix of states (most captured and shipped, some awaiting capture or not
 * fulfilled, a few canceled). Made once: a later run finds the orders there. A chunk of 10 000
 * orders is one transaction.
 */
/**
 * How many lines order `g` has: 1 to 3, and 10 for one order in a thousand (the bench's order
 * detail reads one of those).
 */
const LINES_OF_G = sql.raw('CASE WHEN g % 1000 = 3 THEN 10 ELSE 1 + g % 3 END');

export async function seedOrders(db: Db, storeId: string, count: number): Promise<void> {
  const [{ n: existing } = { n: 0 }] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM "order" WHERE store_id = ${storeId}`,
  );
  if (existing >= count) return;
  const [region] = await rowsOf<{ id: string; currency_code: string; channel: string }>(
    db,
    sql`SELECT r.id, r.currency_code, s.default_sales_channel_id AS channel
      FROM region r JOIN store s ON s.id = r.store_id
      WHERE r.store_id = ${storeId} AND r.deleted_at IS NULL ORDER BY r.created_at LIMIT 1`,
  );
  const [option] = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM shipping_option WHERE store_id = ${storeId} LIMIT 1`,
  );
  if (!region) throw new Error('the bench store has no region');
  console.log(`Seeding ${count - existing} orders (once) ...`);
  const started = performance.now();
  const CHUNK = 10_000;
  for (let from = existing + 1; from <= count; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, count);
    await withTenantTx(db, storeId, async (tx) => {
      const exec = (query: ReturnType<typeof sql>) => tx.execute(query);
      await exec(sql`INSERT INTO customer (store_id, id, email, first_name, last_name, has_account)
        SELECT ${storeId}, 'cus_bench_' || g, 'shopper' || g || '@bench.example.com',
          (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Ken'])[1 + g % 8],
          (ARRAY['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Allen','Thompson'])[1 + (g / 8) % 8],
          g % 2 = 0
        FROM generate_series(${Math.ceil(from / 3)}::int, ${Math.ceil(to / 3)}::int) g
        ON CONFLICT DO NOTHING`);
      await exec(sql`INSERT INTO address (store_id, id, customer_id, first_name, last_name,
          address_1, city, postal_code, country_code)
        SELECT ${storeId}, 'addr_bench_' || g, 'cus_bench_' || ((g + 2) / 3), 'Ada', 'Lovelace',
          g || ' Market Street', 'Berlin', lpad((10000 + g % 89999)::text, 5, '0'), NULL
        FROM generate_series(${from}::int, ${to}::int) g`);
      // The totals are those of the lines below (the same formula for price and quantity).
      await exec(sql`INSERT INTO "order" (store_id, id, status, fulfillment_status, payment_status, display_id,
          customer_id, email, shipping_address_id, billing_address_id, region_id, currency_code,
          sales_channel_id, subtotal, shipping_total, tax_total, discount_total, total,
          canceled_at, created_at, updated_at)
        SELECT ${storeId}, 'order_bench_' || g,
          CASE WHEN g % 50 = 0 THEN 'canceled' WHEN g % 10 < 7 THEN 'completed' ELSE 'pending' END,
          CASE WHEN g % 50 = 0 THEN 'canceled' WHEN g % 10 < 7 THEN 'shipped' ELSE 'not_fulfilled' END,
          CASE WHEN g % 50 = 0 THEN 'canceled' WHEN g % 10 < 9 THEN 'captured' ELSE 'awaiting' END,
          g, 'cus_bench_' || ((g + 2) / 3), 'shopper' || ((g + 2) / 3) || '@bench.example.com',
          'addr_bench_' || g, 'addr_bench_' || g, ${region.id}, ${region.currency_code},
          ${region.channel}, s.subtotal, 500, 0, 0, s.subtotal + 500,
          CASE WHEN g % 50 = 0 THEN now() END,
          now() - ((${count}::int - g) * interval '315 seconds'),
          now() - ((${count}::int - g) * interval '315 seconds')
        FROM generate_series(${from}::int, ${to}::int) g
        CROSS JOIN LATERAL (
          SELECT sum((1000 + (g * 7 + l * 13) % 9000) * (1 + (g + l) % 3))::int AS subtotal
          FROM generate_series(1, ${LINES_OF_G}) l
        ) s`);
      // The lines: variant k of the store's first 1 000.
      await exec(sql`WITH variants AS (
          SELECT row_number() OVER (ORDER BY v.id) AS k, v.id, v.product_id, v.title,
            p.title AS product_title
          FROM product_variant v JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
          WHERE v.store_id = ${storeId} AND v.deleted_at IS NULL
          ORDER BY v.id LIMIT 1000
        ), n AS (SELECT count(*) AS total FROM variants)
        INSERT INTO line_item (store_id, id, order_id, title, description, unit_price, quantity,
          variant_id, product_id, fulfilled_quantity, shipped_quantity, has_shipping)
        SELECT ${storeId}, 'item_bench_' || g || '_' || l, 'order_bench_' || g, v.product_title,
          v.title, 1000 + (g * 7 + l * 13) % 9000, 1 + (g + l) % 3, v.id, v.product_id,
          CASE WHEN g % 10 < 7 THEN 1 + (g + l) % 3 END,
          CASE WHEN g % 10 < 7 THEN 1 + (g + l) % 3 END, true
        FROM generate_series(${from}::int, ${to}::int) g
        CROSS JOIN LATERAL generate_series(1, ${LINES_OF_G}) l
        CROSS JOIN n
        JOIN variants v ON v.k = 1 + (g * 3 + l) % n.total`);
      if (option) {
        await exec(sql`INSERT INTO shipping_method (store_id, id, shipping_option_id, order_id,
            price, data)
          SELECT ${storeId}, 'sm_bench_' || g, ${option.id}, 'order_bench_' || g, 500, '{}'::jsonb
          FROM generate_series(${from}::int, ${to}::int) g`);
      }
      await exec(sql`INSERT INTO payment (store_id, id, order_id, amount, currency_code,
          provider_id, data, amount_captured, captured_at, canceled_at, created_at)
        SELECT o.store_id, 'pay_bench_' || o.display_id, o.id, o.total, o.currency_code, 'manual',
          '{}'::jsonb,
          CASE WHEN o.payment_status = 'captured' THEN o.total END,
          CASE WHEN o.payment_status = 'captured' THEN o.created_at END,
          o.canceled_at, o.created_at
        FROM "order" o WHERE o.store_id = ${storeId}
          AND o.display_id BETWEEN ${from}::int AND ${to}::int`);
      // A return on one order in twenty (all fulfilled): its first line, one unit; one in two
      // of them received.
      await exec(sql`INSERT INTO "return" (store_id, id, status, order_id, refund_amount,
          received_at, created_at, updated_at)
        SELECT ${storeId}, 'ret_bench_' || g, CASE WHEN g % 40 = 3 THEN 'received' ELSE 'requested' END,
          'order_bench_' || g, 1000, CASE WHEN g % 40 = 3 THEN now() END, now(), now()
        FROM generate_series(${from}::int, ${to}::int) g WHERE g % 20 = 3`);
      await exec(sql`INSERT INTO return_item (store_id, return_id, item_id, quantity,
          requested_quantity, received_quantity)
        SELECT ${storeId}, 'ret_bench_' || g, 'item_bench_' || g || '_1', 1, 1,
          CASE WHEN g % 40 = 3 THEN 1 END
        FROM generate_series(${from}::int, ${to}::int) g WHERE g % 20 = 3`);
      await exec(sql`UPDATE line_item SET return_requested_quantity = 1,
          returned_quantity = CASE WHEN id IN (SELECT 'item_bench_' || g || '_1'
            FROM generate_series(${from}::int, ${to}::int) g WHERE g % 40 = 3) THEN 1 END
        WHERE store_id = ${storeId} AND id IN (SELECT 'item_bench_' || g || '_1'
          FROM generate_series(${from}::int, ${to}::int) g WHERE g % 20 = 3)`);
      // An exchange on one order in a hundred and on each 10-line order: one unit of a line
      // back (the 10-line order's second), one of its first line's variant out, confirmed and
      // settled; one in two of them shipped.
      const swapped = sql.raw(
        `FROM generate_series(${from}, ${to}) g WHERE g % 100 = 53 OR g % 1000 = 3`,
      );
      const backLine = sql.raw(
        `'item_bench_' || g || '_' || CASE WHEN g % 1000 = 3 THEN 2 ELSE 1 END`,
      );
      await exec(sql`INSERT INTO cart (store_id, id, email, region_id, type, sales_channel_id,
          completed_at, created_at, updated_at)
        SELECT ${storeId}, 'cart_bench_swap_' || g, 'shopper' || ((g + 2) / 3) || '@bench.example.com',
          ${region.id}, 'swap', ${region.channel}, now(), now(), now() ${swapped}`);
      await exec(sql`INSERT INTO swap (store_id, id, order_id, fulfillment_status, payment_status,
          difference_due, cart_id, confirmed_at, created_at, updated_at)
        SELECT ${storeId}, 'swap_bench_' || g, 'order_bench_' || g,
          CASE WHEN g % 200 = 53 THEN 'shipped' ELSE 'not_fulfilled' END, 'difference_refunded',
          -500, 'cart_bench_swap_' || g, now(), now(), now() ${swapped}`);
      await exec(sql`INSERT INTO "return" (store_id, id, status, order_id, swap_id, refund_amount,
          created_at, updated_at)
        SELECT ${storeId}, 'ret_bench_swap_' || g, 'requested', 'order_bench_' || g,
          'swap_bench_' || g, 0, now(), now() ${swapped}`);
      await exec(sql`INSERT INTO return_item (store_id, return_id, item_id, quantity,
          requested_quantity)
        SELECT ${storeId}, 'ret_bench_swap_' || g, ${backLine}, 1, 1 ${swapped}`);
      await exec(sql`UPDATE line_item SET return_requested_quantity = return_requested_quantity + 1
        WHERE store_id = ${storeId} AND id IN (SELECT ${backLine} ${swapped})`);
      await exec(sql`INSERT INTO line_item (store_id, id, cart_id, swap_id, title, description,
          unit_price, quantity, variant_id, product_id, has_shipping, fulfilled_quantity,
          shipped_quantity)
        SELECT ${storeId}, 'item_bench_swap_' || g, 'cart_bench_swap_' || g, 'swap_bench_' || g,
          li.title, li.description, li.unit_price, 1, li.variant_id, li.product_id, true,
          CASE WHEN g % 200 = 53 THEN 1 END, CASE WHEN g % 200 = 53 THEN 1 END
        FROM generate_series(${from}::int, ${to}::int) g
        JOIN line_item li ON li.store_id = ${storeId} AND li.id = 'item_bench_' || g || '_1'
        WHERE g % 100 = 53 OR g % 1000 = 3`);
      await exec(sql`INSERT INTO order_display_id AS d (store_id, last_value)
        VALUES (${storeId}, ${to}::int)
        ON CONFLICT (store_id) DO UPDATE SET last_value = greatest(d.last_value, ${to}::int)`);
    });
    process.stdout.write(`\r  ${to - existing} / ${count - existing}`);
  }
  // As autovacuum would have by then: planner statistics, and the visibility map that lets a
  // count read the index alone.
  await db.execute(sql`VACUUM ANALYZE`);
  console.log(`\n  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
