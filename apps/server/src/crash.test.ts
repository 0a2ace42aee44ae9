import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  queryRows,
  emptyPostgresDatabase,
  testDatabaseKind,
  type EmptyDatabase,
} from '../test/database.js';
import { HttpSession } from '../test/http.js';
import { startServer, type ServerProcess } from '../test/server-process.js';
import { openDatabase, type Database } from './platform/db/client.js';
import { ensureReferenceData } from './platform/reference/reference-data.js';
import { provisionOrganization } from './modules/store/provision.js';

/*
 * `kill -9` while the server works, then a restart on the same data (the same PGlite folder, or
 * the same PostgreSQL database): the data opens, an import is all there or not there at all and
 * its job ends completed or failed with a message, and every write the server acknowledged is
 * there with all its parts. Each kill lands at another moment. `npm test` runs one round of
 * each on each database (CRASH_ROUNDS); `npm run test:crash` runs six, with a larger import.
 * (Cart completion has its own crash test: modules/orders/orders.crash.test.ts.)
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1);
const IMPORT_PRODUCTS = Number(process.env.CRASH_IMPORT_PRODUCTS ?? 150);
/** When each round's kill lands after the import is confirmed, or after the writes begin. */
const IMPORT_KILL_MS = [150, 900, 40, 2_000, 400, 1_400, 0, 3_000];
const MIX_KILL_MS = [700, 1_500, 300, 2_200, 1_000, 500, 1_800, 2_600];
const WRITERS = 4;

const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-crash-writes-'));
let postgres: EmptyDatabase | undefined;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
};
const OWNER = { email: 'crash-writes@example.com', password: 'crash-writes-password' };
let storeId: string;

async function inDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function signedIn(server: ServerProcess): Promise<HttpSession> {
  return new HttpSession(server.url).login(OWNER.email, OWNER.password);
}

async function kill(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  const ended = await server.exited;
  expect(ended.signal).toBe('SIGKILL');
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** `npm run test:crash` prints what each round saw; `npm test` stays quiet. */
const report = (line: string) => {
  if (process.env.CRASH_REPORT) process.stdout.write(`[${testDatabaseKind()}] ${line}\n`);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A product CSV of `products` products, two variants each, handles `${prefix}-<n>`. */
function importFile(prefix: string, products: number): string {
  const header =
    'Product Handle,Product Title,Product Status,Variant Title,Variant SKU,Variant Inventory Quantity,Option 1 Name,Option 1 Value,Price USD';
  const rows = [header];
  for (let i = 0; i < products; i += 1) {
    for (const size of ['S', 'M']) {
      rows.push(
        `${prefix}-${i},${prefix} ${i},published,${size},${prefix.toUpperCase()}-${i}-${size},5,Size,${size},12.5`,
      );
    }
  }
  return `${rows.join('\n')}\n`;
}

async function job(admin: HttpSession, id: string) {
  const response = await admin.get(`/admin/batch-jobs/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body.batch_job as {
    status: string;
    result: { errors?: unknown[]; count?: number } | null;
  };
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

/** Live products whose handle starts with `prefix-`, and how many variants each has. */
async function productsWithPrefix(prefix: string) {
  return inDatabase((database) =>
    queryRows<{ handle: string; variants: number }>(
      database.db,
      sql`select p.handle, (select count(*)::int from product_variant v
            where v.store_id = p.store_id and v.product_id = p.id and v.deleted_at is null) as variants
          from product p
          where p.store_id = ${storeId} and p.handle like ${`${prefix}-%`} and p.deleted_at is null`,
    ),
  );
}

// A new PGlite folder runs every migration, which takes a minute on a busy machine.
beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    postgres = await emptyPostgresDatabase('storedesk_crash_writes');
    env.DATABASE_URL = postgres.url;
  }
  storeId = await inDatabase(async (database) => {
    await database.migrate();
    await ensureReferenceData(database.db);
    const created = await provisionOrganization(database.db, { name: 'Crash Writes', ...OWNER });
    return created.storeId;
  });
}, 180_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

describe(`kill -9, then a restart on the same ${testDatabaseKind()} data`, () => {
  it(
    `during a product import of ${IMPORT_PRODUCTS} products (${ROUNDS} kills): all or nothing, and the job ends with a clear state`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const prefix = `crash-import-${round}`;
        let server = await startServer(env);
        let admin = await signedIn(server);
        const form = new FormData();
        form.append('files', new Blob([importFile(prefix, IMPORT_PRODUCTS)]), `${prefix}.csv`);
        const uploaded = await admin.postForm('/admin/uploads/protected', form);
        expect(uploaded.status, uploaded.text).toBe(200);
        const created = await admin.post('/admin/batch-jobs', {
          type: 'product-import',
          context: { fileKey: uploaded.body.uploads[0].key },
          dry_run: true,
        });
        expect(created.status, created.text).toBe(200);
        const id = created.body.batch_job.id as string;
        await until(
          'pre-processing',
          () => job(admin, id),
          (j) => j.status === 'pre_processed',
        );
        expect((await admin.post(`/admin/batch-jobs/${id}/confirm`)).status).toBe(200);
        // The job's status as last answered before the kill. Not awaited before killing: on
        // PGlite a read waits while the import's transaction holds the database.
        let before = 'confirmed';
        let polling = true;
        const poller = (async () => {
          while (polling) {
            const seen = await job(admin, id).catch(() => null);
            if (!seen || !polling) return;
            before = seen.status;
            await sleep(50);
          }
        })();
        await sleep(IMPORT_KILL_MS[round % IMPORT_KILL_MS.length]!);
        polling = false;
        await kill(server);
        await poller;

        server = await startServer(env);
        admin = await signedIn(server);
        const ended = await until(
          'the resumed import',
          () => job(admin, id),
          (j) => j.status === 'completed' || j.status === 'failed',
        );
        await stop(server);
        const products = await productsWithPrefix(prefix);
        report(`import round ${round}: ${before} when killed, ${ended.status} after the restart`);
        if (ended.status === 'completed') {
          expect(products).toHaveLength(IMPORT_PRODUCTS);
          expect(products.every((p) => p.variants === 2)).toBe(true);
        } else {
          expect(products).toEqual([]);
          expect(ended.result?.errors?.length ?? 0).toBeGreaterThan(0);
        }
      }
    },
    ROUNDS * 180_000,
  );

  it(
    `during a mix of writes from ${WRITERS} staff at once (${ROUNDS} kills): every acknowledged write is there, whole`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const prefix = `crash-mix-${round}`;
        const server = await startServer(env);
        const admin = await signedIn(server);
        const acknowledged = { products: [] as string[], collections: [] as string[] };
        let running = true;
        const writer = async (w: number) => {
          for (let i = 0; running; i += 1) {
            const handle = `${prefix}-${w}-${i}`;
            try {
              const made = await admin.post('/admin/products', {
                title: `Crash ${handle}`,
                handle,
                options: [{ title: 'Size' }],
                variants: ['S', 'M', 'L'].map((size) => ({
                  title: size,
                  prices: [{ currency_code: 'usd', amount: 1000 }],
                  options: [{ value: size }],
                })),
              });
              if (made.status === 200) acknowledged.products.push(handle);
              if (i % 3 === 0) {
                const collection = await admin.post('/admin/collections', {
                  title: `Crash ${handle}`,
                  handle,
                });
                if (collection.status === 200) acknowledged.collections.push(handle);
              }
            } catch {
              return; // the connection died with the server
            }
          }
        };
        const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
        // The kill lands a while after the first acknowledged write, however busy the machine.
        await until(
          'a first acknowledged write',
          async () => acknowledged.products.length,
          (n) => n > 0,
        );
        await sleep(MIX_KILL_MS[round % MIX_KILL_MS.length]!);
        await kill(server);
        running = false;
        await Promise.all(writers);
        expect(acknowledged.products.length).toBeGreaterThan(0);
        report(
          `write mix round ${round}: ${acknowledged.products.length} products and ${acknowledged.collections.length} collections acknowledged before the kill`,
        );

        // The data opens, and holds every acknowledged write with all of its variants.
        const products = await productsWithPrefix(prefix);
        const found = new Map(products.map((p) => [p.handle, p.variants]));
        for (const handle of acknowledged.products) expect(found.get(handle), handle).toBe(3);
        // A write cut off before its answer is there whole or not at all.
        expect(products.every((p) => p.variants === 3)).toBe(true);
        const collections = await inDatabase((database) =>
          queryRows<{ handle: string }>(
            database.db,
            sql`select handle from product_collection
                where store_id = ${storeId} and handle like ${`${prefix}-%`}`,
          ),
        );
        const collectionHandles = new Set(collections.map((c) => c.handle));
        for (const handle of acknowledged.collections)
          expect(collectionHandles.has(handle)).toBe(true);
      }
    },
    ROUNDS * 120_000,
  );
});
