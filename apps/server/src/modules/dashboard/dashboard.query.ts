import { DASHBOARD_TOP_PRODUCTS, type Dashboard } from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import type { DayPeriod } from './dashboard.period.js';

/**
 * The home page's figures as ONE SQL statement, whatever the number of orders: PostgreSQL reads
 * the orders of the period and of the one before it once (by `order_created_idx`), adds them up
 * per currency, per customer and per day, and answers JSON. No order row reaches JavaScript.
 *
 * Days begin at midnight in the period's time zone: a period's bounds are its first day and the
 * day after its last at 00:00 there, and an order's day is its `created_at` read in that zone.
 * Canceled orders count nowhere. Totals are the columns written at placement; an order placed
 * before they existed and not backfilled yet counts with 0.
 */

type Figures = Omit<Dashboard, 'period' | 'previous_period'>;

const OPEN = `status NOT IN ('canceled', 'archived')`;

/** Up to how many days a period's order lines are looked up order by order. */
const PROBE_LINES_UP_TO_DAYS = 45;

export async function readDashboard(
  db: Executor,
  storeId: string,
  period: DayPeriod,
): Promise<Figures> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const tz = query.param(period.tz);
  const from = `${query.param(period.from)}::date`;
  const to = `${query.param(period.to)}::date`;
  const previousFrom = `${query.param(period.previous.from)}::date`;
  // Midnight of a day in the zone, as an instant.
  const midnight = (day: string) => `((${day})::timestamp AT TIME ZONE ${tz})`;
  const start = midnight(from);
  const end = midnight(`${to} + 1`);
  const previousStart = midnight(previousFrom);

  // A short period's lines are read order by order (line_item_order_idx; OFFSET 0 keeps the
  // planner from hashing every line of the store instead, which it prefers but which takes
  // longer up to a month or so of orders); a long period's by one pass over the store's lines.
  const lines =
    period.days <= PROBE_LINES_UP_TO_DAYS
      ? `CROSS JOIN LATERAL (SELECT * FROM line_item li WHERE li.store_id = ${store}
          AND li.order_id = o.id AND NOT li.is_return OFFSET 0) li`
      : `JOIN line_item li ON li.store_id = ${store} AND li.order_id = o.id AND NOT li.is_return`;

  const text = `WITH o AS MATERIALIZED (
      SELECT o.id, o.customer_id, o.currency_code, coalesce(o.total, 0)::bigint AS total,
        o.created_at >= ${start} AS cur,
        (o.created_at AT TIME ZONE ${tz})::date AS day
      FROM "order" o
      WHERE o.store_id = ${store} AND o.created_at >= ${previousStart} AND o.created_at < ${end}
        AND o.status <> 'canceled'
    ),
    sales AS (
      SELECT cur, currency_code, sum(total) AS amount, count(*) AS orders
      FROM o GROUP BY cur, currency_code
    ),
    -- Each customer of either period, with its orders in each. An earlier order (before the
    -- previous period) is looked up only for a customer whose counts do not already say
    -- "returning": one probe of order_customer_idx each.
    buyers AS MATERIALIZED (
      SELECT b.cur_orders, b.previous_orders,
        CASE WHEN (b.cur_orders = 1 AND b.previous_orders = 0) OR b.previous_orders = 1
          THEN EXISTS (SELECT 1 FROM "order" e
            WHERE e.store_id = ${store} AND e.customer_id = b.customer_id
              AND e.created_at < ${previousStart} AND e.status <> 'canceled')
          ELSE false END AS earlier
      FROM (SELECT customer_id, count(*) FILTER (WHERE cur) AS cur_orders,
          count(*) FILTER (WHERE NOT cur) AS previous_orders
        FROM o WHERE customer_id IS NOT NULL GROUP BY customer_id) b
    ),
    customers AS (
      SELECT json_build_object('total', count(*) FILTER (WHERE cur_orders > 0),
          'returning', count(*) FILTER (WHERE cur_orders > 0
            AND (cur_orders > 1 OR previous_orders > 0 OR earlier)),
          'new', count(*) FILTER (WHERE cur_orders = 1 AND previous_orders = 0 AND NOT earlier))
          AS cur,
        json_build_object('total', count(*) FILTER (WHERE previous_orders > 0),
          'returning', count(*) FILTER (WHERE previous_orders > 1 OR (previous_orders = 1 AND earlier)),
          'new', count(*) FILTER (WHERE previous_orders = 1 AND NOT earlier)) AS previous
      FROM buyers
    ),
    figures AS (
      SELECT f.cur, json_build_object(
        'orders', (SELECT count(*) FROM o WHERE o.cur = f.cur),
        'sales', coalesce((SELECT json_agg(json_build_object(
            'currency_code', s.currency_code, 'amount', s.amount, 'orders', s.orders,
            'average_order_value', round(s.amount / s.orders))
            ORDER BY s.amount DESC, s.currency_code)
          FROM sales s WHERE s.cur = f.cur), '[]'::json),
        'customers', (SELECT CASE WHEN f.cur THEN c.cur ELSE c.previous END FROM customers c)
      ) AS figures
      FROM (VALUES (true), (false)) f(cur)
    ),
    per_day AS (
      SELECT day, currency_code, count(*) AS orders, sum(total) AS amount
      FROM o WHERE cur GROUP BY day, currency_code
    ),
    days AS (
      SELECT g.day::date AS day, coalesce(sum(p.orders), 0) AS orders,
        coalesce(json_agg(json_build_object('currency_code', p.currency_code, 'amount', p.amount)
          ORDER BY p.currency_code) FILTER (WHERE p.currency_code IS NOT NULL), '[]'::json) AS sales
      FROM generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') g(day)
      LEFT JOIN per_day p ON p.day = g.day::date
      GROUP BY g.day
    ),
    lines AS MATERIALIZED (
      SELECT coalesce(li.product_id, (SELECT v.product_id FROM product_variant v
          WHERE v.store_id = li.store_id AND v.id = li.variant_id)) AS product_id,
        o.currency_code, li.quantity, li.unit_price * li.quantity AS amount,
        li.title, li.thumbnail
      FROM o ${lines}
      WHERE o.cur
    ),
    top AS (
      SELECT product_id, sum(quantity) AS quantity, sum(amount) AS amount,
        max(title) AS title, max(thumbnail) AS thumbnail
      FROM lines WHERE product_id IS NOT NULL
      GROUP BY product_id
      ORDER BY sum(quantity) DESC, sum(amount) DESC, product_id
      LIMIT ${DASHBOARD_TOP_PRODUCTS}
    )
    SELECT json_build_object(
      'has_orders', EXISTS (SELECT 1 FROM "order" h WHERE h.store_id = ${store}),
      'current', (SELECT figures FROM figures WHERE cur),
      'previous', (SELECT figures FROM figures WHERE NOT cur),
      'series', (SELECT json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'),
          'orders', d.orders, 'sales', d.sales) ORDER BY d.day) FROM days d),
      'top_products', coalesce((SELECT json_agg(json_build_object(
          'product_id', t.product_id,
          'title', coalesce(p.title, t.title),
          'thumbnail', coalesce(p.thumbnail, t.thumbnail),
          'quantity', t.quantity,
          'sales', (SELECT json_agg(json_build_object('currency_code', x.currency_code,
              'amount', x.amount) ORDER BY x.amount DESC, x.currency_code)
            FROM (SELECT l.currency_code, sum(l.amount) AS amount FROM lines l
              WHERE l.product_id = t.product_id GROUP BY l.currency_code) x))
          ORDER BY t.quantity DESC, t.amount DESC, t.product_id)
        FROM top t LEFT JOIN product p ON p.store_id = ${store} AND p.id = t.product_id),
        '[]'::json),
      'needs_action', json_build_object(
        'to_fulfill', (SELECT count(*) FROM "order" n WHERE n.store_id = ${store}
          AND n.fulfillment_status IN ('not_fulfilled', 'partially_fulfilled') AND n.${OPEN}),
        'to_capture', (SELECT count(*) FROM "order" n WHERE n.store_id = ${store}
          AND n.payment_status = 'awaiting' AND n.${OPEN}))
    )::text`;
  const json = await tenantRead(db, storeId, text, query);
  return JSON.parse(json!) as Figures;
}
