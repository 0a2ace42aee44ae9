/**
 * `npm run bench:checkout`: shoppers run the whole store checkout in a loop over real HTTP
 * (regions → cart → line item → email and address → shipping options → shipping method →
 * payment sessions → select → complete) against a store with 10 000 products, for 1 and 10
 * shoppers, on PGlite and on PostgreSQL. Next to each run, the same shoppers run the same loop
 * against a bare `node:http` server answering the recorded bytes of every step (the ratio is
 * the figure: the machine is shared and noisy). It also counts the SQL statements of every
 * step, on a cart of one line and one of ten.
 *
 * Environment: BENCH_PRODUCTS (10000), BENCH_SECONDS per measurement (10), BENCH_SHOPPERS
 * ("1,10"), BENCH_DATA_DIR (the PGlite folder, kept between runs so the catalogue is seeded
 * once; shared with `npm run bench`, default .bench-data), BENCH_PG_URL (a PostgreSQL server
 * where the bench creates, fills and drops a database of its own; default
 * postgres://root@127.0.0.1:5432/test, "off" to skip PostgreSQL), BENCH_PGLITE ("off" to skip
 * PGlite), BENCH_PG_DATABASE (a database name on that server to keep, seeded once, between runs).
 *
 * The shoppers run in a child process (this file with BENCH_ROLE=shoppers) so that the load
 * does not share the server's event loop.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import { withTenantTx } from '../platform/db/tx.js';
import { createLogger } from '../platform/logger.js';
import type { Mailer } from '../platform/mail.js';
import { signAdminToken } from '../platform/auth/jwt.js';
import { publishableApiKey } from '../modules/publishable-api-keys/publishable-api-keys.tables.js';
import { analyzeStaleTables } from '../platform/db/maintenance.js';
import { benchStore } from './bench-store.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SHOPPERS = (process.env.BENCH_SHOPPERS ?? '1,10').split(',').map(Number);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';
const POOL = 1000;

const STEPS = [
  'GET /store/regions',
  'POST /store/carts',
  'POST /store/carts/{id}/line-items',
  'POST /store/carts/{id} (email, address)',
  'GET /store/shipping-options/{cart}',
  'POST /store/carts/{id}/shipping-methods',
  'POST /store/carts/{id}/payment-sessions',
  'POST /store/carts/{id}/payment-session',
  'POST /store/carts/{id}/complete',
] as const;

const ADDRESS = {
  first_name: 'Bench',
  last_name: 'Shopper',
  address_1: '1 Load St',
  city: 'Portland',
  country_code: 'us',
  postal_code: '97205',
};

// ---- the shopper (runs in the child process, also once in the parent to count statements) ----

interface Target {
  base: string;
  key: string;
  variants: string[];
}

type Timed = <T>(step: number, send: () => Promise<T>) => Promise<T>;

async function call(
  target: Target,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(target.base + url, {
    method,
    headers: {
      'x-publishable-api-key': target.key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** One whole checkout; `lines` line items (one request each, all timed as the line-items step). */
async function checkout(target: Target, timed: Timed, lines: number, n: number): Promise<void> {
  const regions = (await timed(0, () => call(target, 'GET', '/store/regions'))).regions as {
    id: string;
  }[];
  const cart = (
    await timed(1, () => call(target, 'POST', '/store/carts', { region_id: regions[0]!.id }))
  ).cart as { id: string };
  for (let line = 0; line < lines; line += 1) {
    const variant = target.variants[(n * 7 + line * 13) % target.variants.length]!;
    await timed(2, () =>
      call(target, 'POST', `/store/carts/${cart.id}/line-items`, {
        variant_id: variant,
        quantity: 1,
      }),
    );
  }
  await timed(3, () =>
    call(target, 'POST', `/store/carts/${cart.id}`, {
      email: `shopper${n % 50}@example.com`,
      shipping_address: ADDRESS,
    }),
  );
  const options = (await timed(4, () => call(target, 'GET', `/store/shipping-options/${cart.id}`)))
    .shipping_options as { id: string }[];
  await timed(5, () =>
    call(target, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: options[0]!.id }),
  );
  await timed(6, () => call(target, 'POST', `/store/carts/${cart.id}/payment-sessions`));
  await timed(7, () =>
    call(target, 'POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' }),
  );
  const done = await timed(8, () => call(target, 'POST', `/store/carts/${cart.id}/complete`));
  if (done.type !== 'order') throw new Error(`complete answered ${JSON.stringify(done)}`);
}

interface LoadResult {
  orders: number;
  errors: number;
  firstError?: string;
  seconds: number;
  /** Milliseconds, sorted, per step and for the whole checkout (index STEPS.length). */
  samples: number[][];
}

async function shoppersMain(): Promise<void> {
  const target = JSON.parse(process.env.BENCH_TARGET!) as Target;
  const shoppers = Number(process.env.BENCH_SHOPPERS_NOW);
  const samples: number[][] = Array.from({ length: STEPS.length + 1 }, () => []);
  let orders = 0;
  let errors = 0;
  let firstError: string | undefined;
  const timed: Timed = async (step, send) => {
    const started = performance.now();
    const result = await send();
    samples[step]!.push(performance.now() - started);
    return result;
  };
  const started = performance.now();
  const ends = started + SECONDS * 1000;
  let n = shoppers * 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (performance.now() < ends) {
        const begun = performance.now();
        try {
          await checkout(target, timed, 1, (n += 1));
          samples[STEPS.length]!.push(performance.now() - begun);
          orders += 1;
        } catch (error) {
          errors += 1;
          firstError ??= (error as Error).message.slice(0, 300);
        }
      }
    }),
  );
  for (const list of samples) list.sort((a, b) => a - b);
  const result: LoadResult = {
    orders,
    errors,
    ...(firstError ? { firstError } : {}),
    seconds: (performance.now() - started) / 1000,
    samples,
  };
  // Exit only once the whole answer is through the pipe (it can be large).
  await new Promise<void>((resolve) =>
    process.stdout.write(JSON.stringify(result), () => resolve()),
  );
}

// ---- the parent ------------------------------------------------------------------------------

async function load(target: Target, shoppers: number): Promise<LoadResult> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: {
      ...process.env,
      BENCH_ROLE: 'shoppers',
      BENCH_TARGET: JSON.stringify(target),
      BENCH_SHOPPERS_NOW: String(shoppers),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  return JSON.parse(output) as LoadResult;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0);

/**
 * A bare node:http server answering every step with the bytes the real server answered it
 * (recorded from one checkout), chosen by method and path.
 */
async function bareServer(recorded: Map<string, Buffer>): Promise<Server> {
  const server = createServer((request, response) => {
    const route = (request.url ?? '').replace(/\/cart_[A-Za-z0-9]+/, '/{id}');
    const body = recorded.get(`${request.method} ${route}`) ?? Buffer.from('{}');
    request.resume();
    request.on('end', () => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const noMail: Mailer = { send: async () => undefined };

interface Prepared {
  app: FastifyInstance;
  target: Target;
  statementsOf: (lines: number) => Promise<number[]>;
  recorded: Map<string, Buffer>;
}

/** The bench store on `database`: 10 000 products, a region with a country, shipping, stock. */
async function prepare(database: Database, counter: { n: number }): Promise<Prepared> {
  const { db } = database;
  await database.migrate();
  const owner = await benchStore(
    db,
    PRODUCTS,
    database.kind === 'pglite' ? database.location : 'the bench database',
  );
  const storeId = owner.storeId;
  await analyzeStaleTables(db);

  const scratch = mkdtempSync(path.join(tmpdir(), 'storedesk-checkout-bench-'));
  const config = loadConfig({
    DATA_DIR: scratch,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_DIST: path.join(scratch, 'no-admin'),
  });
  const logger = createLogger('warn');
  const app = await buildApp({ db, config, mailer: noMail, logger, listen: database.listen });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // The store's region sells to the US with the manual payment provider and a flat shipping rate.
  const token = await signAdminToken(config.jwtSecret, { userId: owner.id, storeId });
  const admin = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const [region] = (await admin('GET', '/admin/regions')).regions as {
    id: string;
    countries: unknown[];
  }[];
  if (region!.countries.length === 0) {
    await admin('POST', `/admin/regions/${region!.id}`, {
      countries: ['us'],
      tax_rate: 8,
      payment_providers: ['manual'],
    });
  }
  const options = (await admin('GET', `/admin/shipping-options?region_id=${region!.id}`))
    .shipping_options as unknown[];
  if (options.length === 0) {
    await admin('POST', '/admin/shipping-options', {
      name: 'Standard',
      region_id: region!.id,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 500,
    });
  }
  // A pool of variants priced in the region's currency, stocked so that no run runs out.
  const variants = await withTenantTx(db, storeId, async (tx) => {
    const rows = (
      (await tx.execute(sql`SELECT v.id FROM product_variant v
        WHERE v.store_id = ${storeId} AND v.deleted_at IS NULL AND EXISTS (SELECT 1 FROM money_amount m
          WHERE m.store_id = v.store_id AND m.variant_id = v.id AND m.currency_code = 'usd')
        ORDER BY v.id LIMIT ${POOL}`)) as unknown as { rows: { id: string }[] }
    ).rows.map((row) => row.id);
    await tx.execute(sql`UPDATE inventory_level il SET stocked_quantity = il.reserved_quantity + 1000000
      FROM product_variant_inventory_item pvi
      WHERE pvi.store_id = ${storeId} AND pvi.variant_id IN ${rows}
        AND il.store_id = pvi.store_id AND il.inventory_item_id = pvi.inventory_item_id`);
    return rows;
  });
  const [key] = await db
    .select({ id: publishableApiKey.id })
    .from(publishableApiKey)
    .where(eq(publishableApiKey.storeId, storeId));
  const target: Target = { base, key: key!.id, variants };

  // One checkout step by step, counting each step's statements (and recording its answer).
  const recorded = new Map<string, Buffer>();
  const statementsOf = async (lines: number): Promise<number[]> => {
    const perStep: number[] = STEPS.map(() => 0);
    const timed: Timed = async (step, send) => {
      counter.n = 0;
      const result = await send();
      // A step repeated (the lines) reports its last request.
      perStep[step] = counter.n;
      if (lines === 1) {
        const route = STEPS[step]!.replace(/ \(.*\)$/, '').replace(/\{cart\}/, '{id}');
        recorded.set(route, Buffer.from(JSON.stringify(result)));
      }
      return result;
    };
    await checkout(target, timed, lines, Math.floor(Math.random() * 1e6));
    return perStep;
  };
  // Warm up (prepared statements, caches) before counting and measuring.
  for (let i = 0; i < 5; i += 1) await statementsOf(1);
  rmSync(scratch, { recursive: true, force: true });
  return { app, target, statementsOf, recorded };
}

interface Run {
  database: string;
  shoppers: number;
  ours: LoadResult;
  bare: LoadResult;
}

async function benchOn(
  label: string,
  database: Database,
  counter: { n: number },
  runs: Run[],
  statements: Map<string, { one: number[]; ten: number[] }>,
): Promise<void> {
  const prepared = await prepare(database, counter);
  const one = await prepared.statementsOf(1);
  const ten = await prepared.statementsOf(10);
  statements.set(label, { one, ten });
  for (const shoppers of SHOPPERS) {
    const ours = await load(prepared.target, shoppers);
    const server = await bareServer(prepared.recorded);
    const bare = await load(
      { ...prepared.target, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
      shoppers,
    );
    await new Promise((resolve) => server.close(resolve));
    runs.push({ database: label, shoppers, ours, bare });
    console.log(
      `${label}, ${shoppers} shopper(s): ${(ours.orders / ours.seconds).toFixed(1)} orders/s (bare ${(bare.orders / bare.seconds).toFixed(0)}), ${ours.errors} errors${ours.firstError ? ` (${ours.firstError})` : ''}`,
    );
  }
  await prepared.app.close();
}

async function main(): Promise<void> {
  const counter = { n: 0 };
  const onStatement = () => {
    counter.n += 1;
  };
  const runs: Run[] = [];
  const statements = new Map<string, { one: number[]; ten: number[] }>();

  const dataDir =
    process.env.BENCH_DATA_DIR ?? path.resolve(process.env.INIT_CWD ?? '.', '.bench-data');
  mkdirSync(dataDir, { recursive: true });
  if (process.env.BENCH_PGLITE !== 'off') {
    const lite = await openDatabase({ dataDir, onStatement });
    try {
      await benchOn('PGlite', lite, counter, runs, statements);
    } finally {
      await lite.close();
    }
  }

  if (PG_URL !== 'off') {
    // BENCH_PG_DATABASE keeps a named bench database (and its seeded catalogue) between runs.
    const kept = process.env.BENCH_PG_DATABASE;
    const name = kept ?? `storedesk_checkout_bench_${randomBytes(4).toString('hex')}`;
    const server = new pg.Client({ connectionString: PG_URL });
    let created = false;
    try {
      await server.connect();
      const exists = kept
        ? (await server.query('select 1 from pg_database where datname = $1', [kept])).rowCount
        : 0;
      if (!exists) await server.query(`create database "${name}"`);
      created = true;
    } catch (error) {
      console.log(`PostgreSQL at ${PG_URL} not usable (${(error as Error).message}): skipped.`);
    }
    if (created) {
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      const database = await openDatabase({
        dataDir: path.join(dataDir, 'unused'),
        databaseUrl: url.toString(),
        onStatement,
      });
      try {
        await benchOn('PostgreSQL', database, counter, runs, statements);
      } finally {
        await database.close();
        if (!kept) await server.query(`drop database if exists "${name}" with (force)`);
      }
    }
    await server.end().catch(() => undefined);
  }

  const lines: string[] = [
    '',
    `Whole checkouts over HTTP, ${PRODUCTS} products, ${SECONDS} s per run; bare = node:http answering the recorded bytes of every step in the same run.`,
    '',
    '| database | shoppers | orders/s | checkout p50 ms | checkout p99 ms | errors | bare node:http checkouts/s | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const run of runs) {
    const whole = run.ours.samples[STEPS.length]!;
    const rate = run.ours.orders / run.ours.seconds;
    const bareRate = run.bare.orders / run.bare.seconds;
    lines.push(
      `| ${run.database} | ${run.shoppers} | ${rate.toFixed(1)} | ${ms(quantile(whole, 0.5))} | ${ms(quantile(whole, 0.99))} | ${run.ours.errors} | ${bareRate.toFixed(0)} | ${(rate / bareRate).toFixed(3)} |`,
    );
  }
  lines.push(
    '',
    `| step | ${[...statements.keys()].map((db) => `SQL ${db} 1 line / 10 lines`).join(' | ')} | ${runs.map((run) => `${run.database} ×${run.shoppers} p50 / p99 ms`).join(' | ')} |`,
    `|---|${[...statements.keys()].map(() => '---:').join('|')}|${runs.map(() => '---:').join('|')}|`,
  );
  STEPS.forEach((step, index) => {
    const sqlCells = [...statements.values()].map(
      (counts) => `${counts.one[index]} / ${counts.ten[index]}`,
    );
    const timeCells = runs.map(
      (run) =>
        `${ms(quantile(run.ours.samples[index]!, 0.5))} / ${ms(quantile(run.ours.samples[index]!, 0.99))}`,
    );
    lines.push(`| ${step} | ${sqlCells.join(' | ')} | ${timeCells.join(' | ')} |`);
  });
  console.log(lines.join('\n'));
}

const run = process.env.BENCH_ROLE === 'shoppers' ? shoppersMain : main;
run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
