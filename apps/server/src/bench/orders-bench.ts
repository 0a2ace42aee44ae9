/**
 * `npm run bench:orders`: the orders back office on a store with 100 000 orders, on PostgreSQL,
 * uncached, over real HTTP: the orders list's first page, a filtered page, a `q` search, an
 * order's detail and timeline, an order of 10 lines with a return and an exchange, the returns
 * list (a return on one order in twenty), the exchanges list (one in a hundred), and the home
 * page's figures when the server has them; each next
 * to a bare `node:http` server sending the same bytes in the same run (the ratio is the figure:
 * the machine is shared and noisy), with the SQL statements each request runs, at a page of 20
 * and of 50. Then an `order-export` of every order, timed from the request to the file.
 *
 * Environment: BENCH_ORDERS (100000), BENCH_SECONDS per measurement (10), BENCH_CONNECTIONS (10),
 * BENCH_PG_URL (postgres://root@127.0.0.1:5432/test; the bench makes a database beside it and
 * drops it), BENCH_PG_DATABASE (a database name to keep, seeded once, between runs), BENCH_ONLY
 * (a pattern of the request names to measure), BENCH_EXPORT=off (skip the export).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/client.js';
import { createLogger } from '../platform/logger.js';
import type { Mailer } from '../platform/mail.js';
import { BENCH_EMAIL, BENCH_PASSWORD, benchStore } from './bench-store.js';
import { bare, load } from './load.js';
import { seedOrders } from './orders-seed.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

const noMail = { send: async () => undefined } as unknown as Mailer;

async function main(): Promise<void> {
  const kept = process.env.BENCH_PG_DATABASE;
  const name = kept ?? `storedesk_orders_bench_${randomBytes(4).toString('hex')}`;
  const server = new pg.Client({ connectionString: PG_URL });
  await server.connect();
  const exists = kept
    ? (await server.query('select 1 from pg_database where datname = $1', [kept])).rowCount
    : 0;
  if (!exists) await server.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const scratch = mkdtempSync(path.join(tmpdir(), 'storedesk-orders-bench-'));
  let statements = 0;
  const database = await openDatabase({
    dataDir: scratch,
    databaseUrl: url.toString(),
    onStatement: () => {
      statements += 1;
    },
  });
  try {
    await database.migrate();
    const { db } = database;
    const owner = await benchStore(db, 1000, 'the bench database');
    await seedOrders(db, owner.storeId, ORDERS);

    const config = loadConfig({
      DATA_DIR: scratch,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000000',
      ADMIN_DIST: path.join(scratch, 'no-admin'),
    });
    const logger = createLogger('warn');
    const app = await buildApp({
      db,
      config,
      mailer: noMail,
      logger,
      listen: database.listen,
      queueMail: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/admin/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const get = (route: string) => fetch(base + route, { headers });

    const middle = Math.floor(ORDERS / 2);
    const [order] = (
      (await (await get(`/admin/orders?display_id=${middle}&limit=1`)).json()) as {
        orders: { id: string }[];
      }
    ).orders;
    const dashboard = (await get('/admin/dashboard')).status === 200;
    const editId = await orderEditOf(base, headers);
    const cases = [
      { name: 'orders list, first page', path: (limit: number) => `/admin/orders?limit=${limit}` },
      {
        name: 'orders list, first page, the fields a list shows',
        path: (limit: number) =>
          `/admin/orders?limit=${limit}&fields=display_id,created_at,email,status,payment_status,fulfillment_status,total,currency_code&expand=customer,sales_channel`,
      },
      {
        name: 'filtered page (captured, not fulfilled)',
        path: (limit: number) =>
          `/admin/orders?limit=${limit}&payment_status=captured&fulfillment_status=not_fulfilled`,
      },
      {
        name: 'q search (part of an email)',
        path: (limit: number) => `/admin/orders?limit=${limit}&q=shopper1234@`,
      },
      {
        name: 'q search (an order number)',
        path: (limit: number) => `/admin/orders?limit=${limit}&q=%23${middle}`,
      },
      { name: 'order detail', path: () => `/admin/orders/${order!.id}` },
      { name: 'order timeline', path: () => `/admin/orders/${order!.id}/timeline` },
      {
        name: 'order detail, 10 lines, a return and an exchange',
        path: () => `/admin/orders/order_bench_${Math.floor(middle / 1000) * 1000 + 3}`,
      },
      {
        name: 'returns list, first page',
        path: (limit: number) => `/admin/returns?limit=${limit}`,
      },
      {
        name: 'returns list, received',
        path: (limit: number) => `/admin/returns?limit=${limit}&status=received`,
      },
      {
        name: 'returns search (an order number)',
        path: (limit: number) =>
          `/admin/returns?limit=${limit}&q=%23${Math.floor(middle / 20) * 20 + 3}`,
      },
      {
        name: 'exchanges list, first page',
        path: (limit: number) => `/admin/swaps?limit=${limit}`,
      },
      {
        name: 'order edit (copies of the lines, a change)',
        path: () => `/admin/order-edits/${editId}`,
      },
      {
        name: 'order edits list, first page',
        path: (limit: number) => `/admin/order-edits?limit=${limit}`,
      },
      ...(dashboard ? [{ name: 'home figures (30 days)', path: () => '/admin/dashboard' }] : []),
    ];

    console.log(
      `\n${ORDERS} orders on PostgreSQL; ${CONNECTIONS} connections, ${SECONDS} s each, no answer cache.\n`,
    );
    const rows = [
      '| request | bytes | statements (page 20 / 50) | req/s | p50 ms | p99 ms | bare req/s | ratio |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    ];
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
    for (const entry of cases.filter((item) => !only || only.test(item.name))) {
      const counts: number[] = [];
      for (const limit of [20, 50]) {
        await (await get(entry.path(limit))).arrayBuffer();
        statements = 0;
        await (await get(entry.path(limit))).arrayBuffer();
        counts.push(statements);
      }
      const response = await get(entry.path(50));
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${entry.name}: ${response.status} ${body}`);
      const ours = await load(base + entry.path(50), headers, {
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      const reference = await bare(
        body,
        response.headers.get('content-type') ?? 'application/json',
      );
      const theirs = await load(reference.url, {}, { connections: CONNECTIONS, seconds: SECONDS });
      await new Promise((resolve) => reference.server.close(resolve));
      rows.push(
        `| ${entry.name} | ${body.length} | ${counts.join(' / ')} | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${theirs.rps.toFixed(0)} | ${(ours.rps / theirs.rps).toFixed(2)} |` +
          (ours.errors ? ` (${ours.errors} errors)` : ''),
      );
      console.log(rows.at(-1));
    }

    if (process.env.BENCH_EXPORT !== 'off') {
      await app.jobs.start();
      const started = performance.now();
      const created = await fetch(`${base}/admin/batch-jobs`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'order-export', context: {} }),
      });
      const { batch_job: job } = (await created.json()) as { batch_job: { id: string } };
      let result: { status: string; result?: { count?: number; file_size?: number } };
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        result = (
          (await (await get(`/admin/batch-jobs/${job.id}`)).json()) as { batch_job: typeof result }
        ).batch_job;
        if (['completed', 'failed', 'canceled'].includes(result.status)) break;
      }
      const seconds = (performance.now() - started) / 1000;
      rows.push(
        '',
        `order-export of ${result.result?.count ?? 0} orders: ${result.status} in ${seconds.toFixed(1)} s, ${((result.result?.file_size ?? 0) / 1e6).toFixed(1)} MB`,
      );
    }
    console.log(`\n${rows.join('\n')}\n`);
    await app.close();
  } finally {
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
    if (!kept) await server.query(`drop database "${name}" with (force)`);
    await server.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * An order edit in progress on an order not yet fulfilled, with one line added (made once; a kept
 * database has it from an earlier run).
 */
async function orderEditOf(base: string, headers: Record<string, string>): Promise<string> {
  const call = async <T>(route: string, body?: unknown): Promise<T> => {
    const response = await fetch(base + route, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status !== 200) throw new Error(`${route}: ${response.status}`);
    return response.json() as Promise<T>;
  };
  type Edit = { id: string; status: string };
  const { orders } = await call<{ orders: { id: string; items: { variant_id: string }[] }[] }>(
    '/admin/orders?fulfillment_status=not_fulfilled&limit=1',
  );
  const open = orders[0]!;
  const { order_edits: edits } = await call<{ order_edits: Edit[] }>(
    `/admin/order-edits?order_id=${open.id}`,
  );
  const earlier = edits.find((edit) => edit.status === 'created');
  if (earlier) return earlier.id;
  const made = (await call<{ order_edit: Edit }>('/admin/order-edits', { order_id: open.id }))
    .order_edit;
  await call(`/admin/order-edits/${made.id}/items`, {
    variant_id: open.items[0]!.variant_id,
    quantity: 1,
  });
  return made.id;
}
