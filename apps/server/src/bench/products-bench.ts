/**
 * `npm run bench`: product reads on a store with 10 000 products, each next to a bare
 * `node:http` server answering the same bytes in the same run (the ratio is the figure; the
 * machine is shared and noisy), plus the SQL statements each request runs.
 *
 * Environment: BENCH_PRODUCTS (default 10000), BENCH_SECONDS per measurement (default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_DATA_DIR (a PGlite folder kept between runs so the
 * catalogue is seeded once; default .bench-data in the working directory), BENCH_DATABASE_URL
 * (measure on PostgreSQL instead; the database is filled once), BENCH_ONLY (a pattern of the
 * request names to measure), CATALOG_CACHE_MB=0 (no answer cache: every request is built by
 * the database).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/client.js';
import { createLogger } from '../platform/logger.js';
import { createMailer } from '../platform/mail.js';
import { publishableApiKey } from '../modules/publishable-api-keys/publishable-api-keys.tables.js';
import { analyzeStaleTables } from '../platform/db/maintenance.js';
import { BENCH_EMAIL, BENCH_PASSWORD, benchStore } from './bench-store.js';
import { bare, load as loadWith } from './load.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EMAIL = BENCH_EMAIL;
const PASSWORD = BENCH_PASSWORD;

const load = (url: string, headers: Record<string, string>) =>
  loadWith(url, headers, { connections: CONNECTIONS, seconds: SECONDS });

async function main(): Promise<void> {
  const dataDir =
    process.env.BENCH_DATA_DIR ?? path.resolve(process.env.INIT_CWD ?? '.', '.bench-data');
  mkdirSync(dataDir, { recursive: true });
  let statements = 0;
  const database = await openDatabase({
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    onStatement: () => {
      statements += 1;
    },
  });
  await database.migrate();
  const { db } = database;
  const where = process.env.BENCH_DATABASE_URL ? 'the PostgreSQL database' : dataDir;
  // The bench store: made and filled once, reused by later runs.
  const owner = await benchStore(db, PRODUCTS, where);
  const storeId = owner.storeId;
  // What the server does at start on PGlite (and autovacuum does on PostgreSQL).
  const analyzed = await analyzeStaleTables(db);
  if (analyzed.length > 0) console.log(`Analyzed ${analyzed.length} tables.`);
  const [key] = await db
    .select({ id: publishableApiKey.id })
    .from(publishableApiKey)
    .where(eq(publishableApiKey.storeId, storeId));

  const scratch = mkdtempSync(path.join(tmpdir(), 'storedesk-bench-'));
  const config = loadConfig({
    DATA_DIR: scratch,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_ADDRESS: '1000000',
    ADMIN_DIST: path.join(scratch, 'no-admin'),
    // CATALOG_CACHE_MB=0 measures every request building its answer in the database.
    ...(process.env.CATALOG_CACHE_MB ? { CATALOG_CACHE_MB: process.env.CATALOG_CACHE_MB } : {}),
  });
  const logger = createLogger('warn');
  const mailer = createMailer({ outboxDir: path.join(scratch, 'outbox'), from: 'bench@x', logger });
  const app = await buildApp({ db, config, mailer, logger, listen: database.listen });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const login = await fetch(`${base}/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const cookieLogin = await fetch(`${base}/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = cookieLogin.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');

  const store = { 'x-publishable-api-key': key!.id };
  const admin = { authorization: `Bearer ${token}` };
  const first = (await (
    await fetch(`${base}/store/products?limit=1&fields=id`, { headers: store })
  ).json()) as { products: { id: string }[] };
  const productId = first.products[0]!.id;
  const read = async <T>(path: string) =>
    (await (await fetch(base + path, { headers: admin })).json()) as T;
  const { collections } = await read<{ collections: { id: string }[] }>('/admin/collections');
  const { product_tags: tags } = await read<{ product_tags: { id: string }[] }>(
    '/admin/product-tags',
  );
  const { regions } = await read<{ regions: { id: string }[] }>('/admin/regions');
  const filtered = `collection_id[]=${collections[0]!.id}&status[]=published&tags[]=${tags[0]!.id}`;

  const cases: { name: string; path: string; headers: Record<string, string> }[] = [
    {
      name: 'GET /admin/products?limit=50 (cookie session)',
      path: '/admin/products?limit=50',
      headers: { cookie },
    },
    {
      name: 'GET /admin/products?limit=50 (bearer token)',
      path: '/admin/products?limit=50',
      headers: admin,
    },
    {
      name: 'admin list, collection + status + tag',
      path: `/admin/products?limit=50&${filtered}`,
      headers: admin,
    },
    {
      name: 'admin list, sorted by title',
      path: '/admin/products?limit=50&order=title',
      headers: admin,
    },
    { name: 'admin list, page 50', path: '/admin/products?limit=50&offset=2450', headers: admin },
    { name: 'admin list, q search', path: '/admin/products?limit=50&q=shirt', headers: admin },
    {
      name: 'admin list as the dashboard asks',
      path: '/admin/products?limit=20&expand=collection,variants,sales_channels',
      headers: admin,
    },
    {
      name: 'admin list as the v1 admin asks',
      path: '/admin/products?limit=15&is_giftcard=false&fields=id,title,thumbnail,status,handle,collection_id&expand=variants,options,variants.prices,variants.options,collection,tags,type,images',
      headers: admin,
    },
    { name: 'GET /store/products?limit=50', path: '/store/products?limit=50', headers: store },
    {
      name: 'store list with region_id',
      path: `/store/products?limit=50&region_id=${regions[0]!.id}`,
      headers: store,
    },
    { name: 'GET /store/products/{id}', path: `/store/products/${productId}`, headers: store },
    { name: 'GET /admin/products/{id}', path: `/admin/products/${productId}`, headers: admin },
    {
      name: 'GET /store/products?q=… (search)',
      path: '/store/products?q=shirt&limit=50',
      headers: store,
    },
  ];

  console.log(
    `\n${PRODUCTS} products × 4 variants × 2 prices on ${database.kind}; ${CONNECTIONS} connections, ${SECONDS} s each.\n`,
  );
  const rows: string[] = [
    '| request | bytes | SQL statements: first / repeated | Storedesk req/s | p50 ms | p99 ms | bare node:http req/s | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  for (const entry of cases.filter((item) => !only || only.test(item.name))) {
    statements = 0;
    const response = await fetch(base + entry.path, { headers: entry.headers });
    const body = Buffer.from(await response.arrayBuffer());
    const perRequest = statements;
    if (response.status !== 200) throw new Error(`${entry.name}: ${response.status} ${body}`);
    statements = 0;
    const again = await fetch(base + entry.path, { headers: entry.headers });
    await again.arrayBuffer();
    const repeated = statements;
    const cache = again.headers.get('x-catalog-cache') ?? 'n/a';
    const ours = await load(base + entry.path, entry.headers);
    const reference = await bare(body, response.headers.get('content-type') ?? 'application/json');
    const theirs = await load(reference.url, {});
    await new Promise((resolve) => reference.server.close(resolve));
    rows.push(
      `| ${entry.name} | ${body.length} | ${perRequest} / ${repeated} (${cache}) | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${theirs.rps.toFixed(0)} | ${(ours.rps / theirs.rps).toFixed(2)} |` +
        (ours.errors ? ` (${ours.errors} errors)` : ''),
    );
    console.log(rows.at(-1));
  }
  console.log(`\n${rows.join('\n')}\n`);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
