/**
 * `npm run bench:soak`: the server in a process of its own under a mixed load, as an operator
 * would try it, then a consistency check of what it acknowledged.
 *
 * Flags: --connections (50), --seconds (60), --database (`pglite`, or a PostgreSQL URL: a new
 * database is created on that server for the run and dropped afterwards), --products (1000, seeded
 * before the load), --mix (`kind=weight,...`, kinds below), --import (rows of a product CSV,
 * four variants a product, imported while the load runs; 0 for none: then a request every
 * 100 ms times how long a shopper waits behind the import). Prints requests/s, p50/p99 per kind,
 * 5xx, timeouts (15 s), the server's memory before, at the end and over the second half, and the
 * consistency check; exits 1 when a check fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/client.js';
import { ensureReferenceData } from '../platform/reference/reference-data.js';
import { provisionOrganization } from '../modules/store/provision.js';
import { seedCatalog } from '../modules/products/catalog-seed.js';

const KINDS = [
  'store-list',
  'store-product',
  'admin-list',
  'admin-search',
  'product-create',
  'product-update',
  'collection-create',
  'category-create',
  'login',
  'upload',
] as const;
type Kind = (typeof KINDS)[number];
const WRITES = new Set<Kind>([
  'product-create',
  'product-update',
  'collection-create',
  'category-create',
  'upload',
]);
const DEFAULT_MIX =
  'store-list=25,store-product=20,admin-list=10,admin-search=10,product-create=8,product-update=8,collection-create=4,category-create=4,login=6,upload=5';
const TIMEOUT_MS = 15_000;
const OWNER = { email: 'soak@example.com', password: 'soak-owner-password' };
const WORDS = ['shirt', 'cotton', 'blue', 'classic', 'summer', 'wool', 'linen', 'black', 'red'];

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    database: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '1000' },
    mix: { type: 'string', default: DEFAULT_MIX },
    import: { type: 'string', default: '0' },
  },
});
const CONNECTIONS = Number(flags.connections);
const SECONDS = Number(flags.seconds);
const PRODUCTS = Number(flags.products);
const IMPORT_ROWS = Number(flags.import);
const SIZES = ['XS', 'S', 'M', 'L'];

function parseMix(text: string): Array<[Kind, number]> {
  return text.split(',').map((entry) => {
    const [kind, weight] = entry.split('=');
    if (!KINDS.includes(kind as Kind) || !(Number(weight) >= 0)) {
      throw new Error(`--mix: "${entry}" is not kind=weight; kinds: ${KINDS.join(', ')}`);
    }
    return [kind as Kind, Number(weight)];
  });
}
const MIX = parseMix(flags.mix);
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function pickKind(): Kind {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return MIX[0]![0];
}

/** A product CSV of `rows` rows: four sizes of each product, handles `imported-<n>`. */
function importCsv(rows: number): string {
  const lines = [
    'Product Handle,Product Title,Product Status,Variant Title,Variant SKU,Variant Inventory Quantity,Option 1 Name,Option 1 Value,Price USD',
  ];
  for (let i = 0; i < rows; i += 1) {
    const n = Math.floor(i / SIZES.length);
    const size = SIZES[i % SIZES.length]!;
    lines.push(
      `imported-${n},Imported ${n},published,${size},IMP-${n}-${size},7,Size,${size},21.5`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Where the run's data lives: a fresh PGlite folder, or a fresh database on a PostgreSQL server. */
async function prepareDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-soak-'));
  if (flags.database === 'pglite') {
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true }) };
  }
  const name = `storedesk_soak_${Date.now()}`;
  const admin = new pg.Client({ connectionString: flags.database });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(flags.database!);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      const cleanup = new pg.Client({ connectionString: flags.database });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true });
    },
  };
}

async function withDatabase<T>(env: Record<string, string>, work: (db: Database) => Promise<T>) {
  const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** `dist/main.js` in its own process, so its memory is its own and the load does not share its loop. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../main.js')], {
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_DIST: path.join(env.DATA_DIR!, 'no-admin'),
      AUTH_RATE_LIMIT_PER_ADDRESS: '10000000',
      AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS: '10000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Storedesk is running')) resolve();
    });
    void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

/** A port nothing listens on now: the system picks it for a moment's server, which then closes. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

interface Outcome {
  ms: number;
  status: number | 'timeout' | 'error';
}

/** The parts of an answer the run reads back. */
type Answer = {
  access_token?: string;
  product?: { id: string; title: string; variants: unknown[] };
  count?: number;
} | null;

async function call(url: string, init: RequestInit): Promise<{ outcome: Outcome; body: Answer }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: Answer = null;
    try {
      body = JSON.parse(text) as Answer;
    } catch {
      // not JSON: kept as null
    }
    return { outcome: { ms, status: response.status }, body };
  } catch (error) {
    const ms = performance.now() - started;
    const timedOut = (error as Error).name === 'TimeoutError';
    return { outcome: { ms, status: timedOut ? 'timeout' : 'error' }, body: null };
  }
}

const json = (headers: Record<string, string>, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function main(): Promise<void> {
  const { env, drop } = await prepareDatabase();
  const seeded = await withDatabase(env, async (database) => {
    await database.migrate();
    await ensureReferenceData(database.db);
    const org = await provisionOrganization(database.db, { name: 'Soak Store', ...OWNER });
    await seedCatalog(database.db, org.storeId, PRODUCTS);
    const ids = (await database.db.execute(
      sql`select id from product where store_id = ${org.storeId} and deleted_at is null`,
    )) as unknown as { rows: Array<{ id: string }> };
    return { ...org, productIds: ids.rows.map((row) => row.id) };
  });
  const server = await startServer(env);
  const pid = server.child.pid!;
  try {
    const token = async () => {
      const answer = await call(`${server.url}/admin/auth/token`, json({}, OWNER));
      return answer.body?.access_token ?? '';
    };
    const admin = { authorization: `Bearer ${await token()}` };
    const store = { 'x-publishable-api-key': seeded.publishableKeyId };
    const memory: Array<{ at: number; mb: number }> = [];
    const idleMb = rssMb(pid);
    const outcomes = new Map<Kind, Outcome[]>(KINDS.map((kind) => [kind, []]));
    /** Products this run created: id → the title of its last acknowledged write. */
    const acknowledged = new Map<string, string>();
    const unanswered = new Set<string>();
    let createdUnanswered = 0;
    const upload = new Blob([Buffer.alloc(20_000, 'soak')], { type: 'text/plain' });
    let sequence = 0;

    const renamable = () => [...acknowledged.keys()].filter((id) => !unanswered.has(id));
    const run = async (kind: Kind): Promise<Outcome> => {
      const n = (sequence += 1);
      switch (kind) {
        case 'store-list':
          return (
            await call(
              `${server.url}/store/products?limit=20&offset=${Math.floor(Math.random() * 40) * 20}`,
              { headers: store },
            )
          ).outcome;
        case 'store-product':
          return (
            await call(`${server.url}/store/products/${pick(seeded.productIds)}`, {
              headers: store,
            })
          ).outcome;
        case 'admin-list':
          return (
            await call(
              `${server.url}/admin/products?limit=50&offset=${Math.floor(Math.random() * 20) * 50}`,
              { headers: admin },
            )
          ).outcome;
        case 'admin-search':
          // Words and page sizes vary, and the mix's writes keep emptying the answer cache: these
          // searches are built by the database.
          return (
            await call(`${server.url}/admin/products?q=${pick(WORDS)}&limit=${10 + (n % 41)}`, {
              headers: admin,
            })
          ).outcome;
        case 'product-create': {
          const title = `Soak ${n}`;
          const answer = await call(
            `${server.url}/admin/products`,
            json(admin, {
              title,
              handle: `soak-${n}`,
              options: [{ title: 'Size' }],
              variants: ['S', 'M'].map((size) => ({
                title: size,
                prices: [{ currency_code: 'usd', amount: 1500 }],
                options: [{ value: size }],
              })),
            }),
          );
          if (answer.outcome.status === 200) acknowledged.set(answer.body!.product!.id, title);
          else if (typeof answer.outcome.status !== 'number') createdUnanswered += 1;
          return answer.outcome;
        }
        case 'product-update': {
          const id = pick(renamable());
          const title = `Soak ${n} renamed`;
          unanswered.add(id);
          const answer = await call(`${server.url}/admin/products/${id}`, json(admin, { title }));
          if (answer.outcome.status === 200) {
            acknowledged.set(id, title);
            unanswered.delete(id);
          }
          return answer.outcome;
        }
        case 'collection-create':
          return (
            await call(
              `${server.url}/admin/collections`,
              json(admin, { title: `Soak ${n}`, handle: `soak-c-${n}` }),
            )
          ).outcome;
        case 'category-create':
          return (
            await call(`${server.url}/admin/product-categories`, json(admin, { name: `Soak ${n}` }))
          ).outcome;
        case 'login':
          return (await call(`${server.url}/admin/auth/token`, json({}, OWNER))).outcome;
        case 'upload': {
          const form = new FormData();
          form.append('files', upload, `soak-${n}.txt`);
          return (
            await call(`${server.url}/admin/uploads`, {
              method: 'POST',
              headers: admin,
              body: form,
            })
          ).outcome;
        }
      }
    };

    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const sampler = setInterval(() => {
      memory.push({ at: (performance.now() - started) / 1000, mb: rssMb(pid) });
    }, 1000);
    const worker = async () => {
      while (performance.now() < deadline) {
        const picked = pickKind();
        // Nothing to rename yet: a product is created instead, and counted as such.
        const kind =
          picked === 'product-update' && renamable().length === 0 ? 'product-create' : picked;
        const outcome = await run(kind);
        outcomes.get(kind)!.push(outcome);
      }
    };
    const imported =
      IMPORT_ROWS > 0 ? importAlongside(server.url, admin, store, seeded.productIds) : null;
    await Promise.all([...Array.from({ length: CONNECTIONS }, worker), imported]);
    clearInterval(sampler);
    const elapsed = (performance.now() - started) / 1000;
    const endMb = rssMb(pid);

    // Consistency: every acknowledged product answers with its last acknowledged title and both
    // variants; the list's count equals the rows (checked in the database after the stop).
    const problems: string[] = [];
    for (const [id, title] of acknowledged) {
      const answer = await call(`${server.url}/admin/products/${id}`, { headers: admin });
      const product = answer.body?.product;
      if (answer.outcome.status !== 200 || !product)
        problems.push(`${id}: ${answer.outcome.status}`);
      else if (!unanswered.has(id) && product.title !== title)
        problems.push(`${id}: title ${product.title}, acknowledged ${title}`);
      else if (product.variants.length !== 2)
        problems.push(`${id}: ${product.variants.length} variants`);
    }
    const listed = await call(`${server.url}/admin/products?limit=1`, { headers: admin });
    const listCount = listed.body?.count;
    server.child.kill('SIGTERM');
    await server.exited;
    const rows = await withDatabase(env, async (database) => {
      const result = (await database.db.execute(
        sql`select count(*)::int as live,
              count(*) filter (where handle like 'soak-%' and (select count(*) from product_variant v
                where v.store_id = p.store_id and v.product_id = p.id and v.deleted_at is null) <> 2)::int as half
            from product p where store_id = ${seeded.storeId} and deleted_at is null`,
      )) as unknown as { rows: Array<{ live: number; half: number }> };
      return result.rows[0]!;
    });
    if (listCount !== rows.live) problems.push(`list count ${listCount}, rows ${rows.live}`);
    if (rows.half > 0) problems.push(`${rows.half} products without both variants`);
    const importResult = await imported;
    const importedProducts =
      importResult?.status === 'completed' ? Math.ceil(IMPORT_ROWS / SIZES.length) : 0;
    const expectedMin = PRODUCTS + importedProducts + acknowledged.size;
    if (rows.live < expectedMin || rows.live > expectedMin + createdUnanswered)
      problems.push(
        `${rows.live} products, expected ${expectedMin} (+ up to ${createdUnanswered} unanswered)`,
      );

    report({ elapsed, outcomes, memory, idleMb, endMb, acknowledged: acknowledged.size, problems });
    if (importResult) reportImport(importResult);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await drop();
  }
}

interface ImportRun {
  status: string;
  seconds: number;
  /** How long each probe (a storefront product read every 100 ms) took while the import ran. */
  probes: number[];
}

/**
 * Uploads a product CSV, pre-processes and confirms it as the dashboard does, and times it to
 * its end while a storefront product read goes out every 100 ms, each on its own.
 */
async function importAlongside(
  url: string,
  admin: Record<string, string>,
  store: Record<string, string>,
  productIds: string[],
): Promise<ImportRun> {
  const form = new FormData();
  form.append('files', new Blob([importCsv(IMPORT_ROWS)], { type: 'text/csv' }), 'soak.csv');
  const uploaded = await fetch(`${url}/admin/uploads/protected`, {
    method: 'POST',
    headers: admin,
    body: form,
  });
  const { uploads } = (await uploaded.json()) as { uploads: Array<{ key: string }> };
  const created = await fetch(`${url}/admin/batch-jobs`, {
    ...json(admin, {
      type: 'product-import',
      context: { fileKey: uploads[0]!.key },
      dry_run: true,
    }),
  });
  const { batch_job: job } = (await created.json()) as { batch_job: { id: string } };
  const status = async () => {
    const answer = await fetch(`${url}/admin/batch-jobs/${job.id}`, { headers: admin });
    return ((await answer.json()) as { batch_job: { status: string } }).batch_job.status;
  };
  while ((await status()) !== 'pre_processed') await sleep(200);
  await fetch(`${url}/admin/batch-jobs/${job.id}/confirm`, json(admin, {}));
  const started = performance.now();
  const probes: Array<Promise<number>> = [];
  const prober = setInterval(() => {
    probes.push(
      call(`${url}/store/products/${pick(productIds)}`, { headers: store }).then(
        (r) => r.outcome.ms,
      ),
    );
  }, 100);
  let ended = await status();
  while (ended !== 'completed' && ended !== 'failed') {
    await sleep(200);
    ended = await status();
  }
  clearInterval(prober);
  const seconds = (performance.now() - started) / 1000;
  return { status: ended, seconds, probes: await Promise.all(probes) };
}

function reportImport(run: ImportRun): void {
  const sorted = [...run.probes].sort((a, b) => a - b);
  process.stdout.write(
    `import of ${IMPORT_ROWS} rows: ${run.status} in ${run.seconds.toFixed(1)} s from its confirmation; ` +
      `${sorted.length} storefront reads sent every 100 ms meanwhile: p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms, ` +
      `${sorted.filter((ms) => ms > 1000).length} over 1 s\n`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

function report(run: {
  elapsed: number;
  outcomes: Map<Kind, Outcome[]>;
  memory: Array<{ at: number; mb: number }>;
  idleMb: number;
  endMb: number;
  acknowledged: number;
  problems: string[];
}): void {
  const lines = [
    `${flags.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${CONNECTIONS} connections, ${SECONDS} s, ${PRODUCTS} products seeded`,
    '',
    '| kind | requests | req/s | p50 ms | p99 ms | 5xx | timeouts | other non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const reads: Outcome[] = [];
  const writes: Outcome[] = [];
  const row = (name: string, outcomes: Outcome[]) => {
    const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
    const numeric = (o: Outcome) => (typeof o.status === 'number' ? o.status : 0);
    lines.push(
      `| ${name} | ${outcomes.length} | ${(outcomes.length / run.elapsed).toFixed(1)} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${count((o) => numeric(o) >= 500)} | ${count((o) => o.status === 'timeout')} | ${count((o) => o.status === 'error' || (numeric(o) >= 300 && numeric(o) < 500))} |`,
    );
  };
  for (const kind of KINDS) {
    const outcomes = run.outcomes.get(kind)!;
    if (outcomes.length > 0) row(kind, outcomes);
    (WRITES.has(kind) ? writes : reads).push(...outcomes);
  }
  row('all reads', reads);
  row('all writes', writes);
  row('all', [...reads, ...writes]);
  const half = run.memory.filter((sample) => sample.at >= run.elapsed / 2).map((s) => s.mb);
  lines.push(
    '',
    `server memory (RSS): ${run.idleMb.toFixed(0)} MB before the load, ${run.endMb.toFixed(0)} MB at the end; second half ${Math.min(...half).toFixed(0)} to ${Math.max(...half).toFixed(0)} MB (first ${half[0]?.toFixed(0)}, last ${half.at(-1)?.toFixed(0)})`,
    `consistency: ${run.acknowledged} products created and acknowledged (some renamed after); ${run.problems.length === 0 ? 'every one reads back whole, the list count equals the rows' : `${run.problems.length} problems:\n  ${run.problems.slice(0, 20).join('\n  ')}`}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
