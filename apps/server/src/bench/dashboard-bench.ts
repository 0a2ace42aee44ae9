/**
 * The home page's figures on a store with many orders: `npx tsx apps/server/src/bench/dashboard-bench.ts`.
 * Creates a PostgreSQL database of its own, seeds a store with 200 products and BENCH_ORDERS
 * orders (100 000) spread over the last 365 days (one to three lines each, 30 000 customers,
 * a few canceled, archived, unfulfilled and awaiting capture) in bulk SQL, then times
 * `GET /admin/dashboard` over real HTTP for the 7, 30, 90 and 365 days up to today, one
 * request at a time and 10 at once, uncached.
 *
 * Environment: BENCH_ORDERS (100000), BENCH_REQUESTS per measurement (200), BENCH_PG_URL
 * (postgres://root@127.0.0.1:5432/test; the bench database is made beside it and dropped),
 * BENCH_PG_DATABASE (a database name to keep, seeded once, between runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/client.js';
import { createLogger } from '../platform/logger.js';
import type { Mailer } from '../platform/mail.js';
import { signAdminToken } from '../platform/auth/jwt.js';
import { benchStore } from './bench-store.js';
import { rowsOf } from '../platform/db/json.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

const noMail: Mailer = { send: async () => undefined } as unknown as Mailer;

const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  const kept = process.env.BENCH_PG_DATABASE;
  const name = kept ?? `storedesk_dashboard_bench_${randomBytes(4).toString('hex')}`;
  const server = new pg.Client({ connectionString: PG_URL });
  await server.connect();
  const exists = kept
    ? (await server.query('select 1 from pg_database where datname = $1', [kept])).rowCount
    : 0;
  if (!exists) await server.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'storedesk-dashboard-bench-'));
  const database = await openDatabase({ dataDir: scratch, databaseUrl: url.toString() });
  try {
    await database.migrate();
    const { db } = database;
    const owner = await benchStore(db, 200, 'the bench database');
    const storeId = owner.storeId;
    const [{ n: existing } = { n: 0 }] = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM "order" WHERE store_id = ${storeId}`,
    );
    if (existing < ORDERS) {
      console.log(`Seeding ${ORDERS - existing} orders ...`);
      const started = performance.now();
      await db.execute(sql`
        WITH region AS (SELECT id, currency_code FROM region WHERE store_id = ${storeId} LIMIT 1),
        picked AS (
          SELECT i, random() AS r, (random() * 30000)::int AS customer,
            now() - random() * interval '365 days' AS at
          FROM generate_series(${existing + 1}::int, ${ORDERS}::int) i
        )
        INSERT INTO "order" (store_id, id, display_id, customer_id, email, region_id,
          currency_code, status, payment_status, fulfillment_status, subtotal, total, created_at)
        SELECT ${storeId}, 'order_bench_' || i, i, 'cus_bench_' || customer,
          'buyer' || customer || '@example.com', region.id,
          CASE WHEN i % 10 = 0 THEN 'eur' ELSE region.currency_code END,
          CASE WHEN r < 0.02 THEN 'canceled' WHEN r < 0.05 THEN 'archived' ELSE 'completed' END,
          CASE WHEN r < 0.02 THEN 'canceled' WHEN r > 0.95 THEN 'awaiting' ELSE 'captured' END,
          CASE WHEN r < 0.02 THEN 'canceled' WHEN r > 0.9 THEN 'not_fulfilled' ELSE 'shipped' END,
          1000 + (r * 19000)::int, 1500 + (r * 19000)::int, at
        FROM picked, region`);
      const variants = await rowsOf<{ id: string; product_id: string; title: string }>(
        db,
        sql`SELECT v.id, v.product_id, p.title FROM product_variant v
          JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
          WHERE v.store_id = ${storeId} AND v.deleted_at IS NULL ORDER BY v.id LIMIT 400`,
      );
      await db.execute(sql`
        WITH v AS (
          SELECT row_number() OVER () - 1 AS n, id, product_id, title
          FROM jsonb_to_recordset(${JSON.stringify(variants)}::jsonb)
            AS x(id text, product_id text, title text)
        )
        INSERT INTO line_item (store_id, id, order_id, title, unit_price, quantity, product_id,
          variant_id, created_at)
        SELECT ${storeId}, 'item_bench_' || o.display_id || '_' || k, o.id, v.title,
          500 + (o.display_id * 7 + k * 13) % 5000, 1 + (o.display_id + k) % 3, v.product_id,
          v.id, o.created_at
        FROM "order" o
        CROSS JOIN LATERAL generate_series(1, 1 + o.display_id % 3) k
        JOIN v ON v.n = (o.display_id * 31 + k * 17) % ${variants.length}
        WHERE o.store_id = ${storeId} AND o.display_id > ${existing}`);
      await db.execute(sql`ANALYZE "order"`);
      await db.execute(sql`ANALYZE line_item`);
      console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }

    const config = loadConfig({
      DATA_DIR: scratch,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_DIST: path.join(scratch, 'no-admin'),
    });
    const app = await buildApp({ db, config, mailer: noMail, logger: createLogger('warn') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = await signAdminToken(config.jwtSecret, { userId: owner.id, storeId });
    const get = async (query: string) => {
      const started = performance.now();
      const response = await fetch(`${base}/admin/dashboard${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${response.status} ${body}`);
      return { ms: performance.now() - started, body };
    };

    const lines = [
      `| period | orders in it | p50 ms (1 at a time) | p99 ms | p50 ms (10 at once) | p99 ms | requests/s (10 at once) |`,
      `|---|---:|---:|---:|---:|---:|---:|`,
    ];
    for (const days of [7, 30, 90, 365]) {
      const today = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const query = `?from=${from}&to=${today}&tz=Europe/Berlin`;
      const first = JSON.parse((await get(query)).body) as {
        dashboard: { current: { orders: number } };
      };
      for (let warm = 0; warm < 5; warm += 1) await get(query);
      const serial: number[] = [];
      for (let n = 0; n < REQUESTS; n += 1) serial.push((await get(query)).ms);
      const parallel: number[] = [];
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < REQUESTS) {
            next += 1;
            parallel.push((await get(query)).ms);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const ms = (value: number) => value.toFixed(1);
      lines.push(
        `| ${days} days | ${first.dashboard.current.orders} | ${ms(quantile(serial, 0.5))} | ${ms(quantile(serial, 0.99))} | ${ms(quantile(parallel, 0.5))} | ${ms(quantile(parallel, 0.99))} | ${(REQUESTS / seconds).toFixed(0)} |`,
      );
      console.log(lines.at(-1));
    }
    await app.close();
    console.log(`\nGET /admin/dashboard, ${ORDERS} orders over 365 days, PostgreSQL:\n`);
    console.log(lines.join('\n'));
  } finally {
    await database.close();
    if (!kept) await server.query(`drop database if exists "${name}" with (force)`);
    await server.end();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
