import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { MEMORY, openDatabase, type Db } from '../src/platform/db/client.js';
import { ensureReferenceData } from '../src/platform/reference/reference-data.js';
import { createDemoOrganization } from '../src/demo/demo-organization.js';
import { runDemoSeed } from '../src/demo/demo-run.js';
import { migratedSnapshot } from './database.js';
import { serverRoot } from './server-process.js';

/** For the backup and move tests: a real DATA_DIR on disk holding a filled demo store. */

export interface SeededDataDir {
  email: string;
  password: string;
  storeId: string;
  products: number;
  orders: number;
}

/** Environment a server or command on `dataDir` runs with in these tests. */
export function dataDirEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    COOKIE_SECRET: 'test-cookie-secret-0123456789abcdef0123',
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef01234567',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
  };
}

/**
 * The demo store (regions, 50 products with pictures, 100 customers and `orders` orders placed
 * through the checkout) written as the embedded database of `dataDir`. It is seeded once in
 * memory from the migrated snapshot and kept in the temp folder (with its login) for later
 * files and runs (without the pictures' files, which these tests never read): the seed takes
 * most of a minute on a busy 2-core machine. The file's name hashes the migrations, the demo
 * seed's code and the PGlite release, so a change makes a new one.
 */
export async function seedDataDir(dataDir: string, orders: number): Promise<SeededDataDir> {
  const file = path.join(tmpdir(), `storedesk-test-demo-${orders}-${seedHash()}`);
  let seeded: { tarball: Blob; demo: SeededDataDir };
  try {
    seeded = {
      tarball: new Blob([readFileSync(`${file}.tar`)]),
      demo: JSON.parse(readFileSync(`${file}.json`, 'utf8')) as SeededDataDir,
    };
  } catch {
    seeded = await seedInMemory(dataDir, orders);
    // Written aside and renamed (the login last), so no worker reads a half-written pair.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(`${partial}.tar`, Buffer.from(await seeded.tarball.arrayBuffer()));
    writeFileSync(`${partial}.json`, JSON.stringify(seeded.demo));
    renameSync(`${partial}.tar`, `${file}.tar`);
    renameSync(`${partial}.json`, `${file}.json`);
  }
  mkdirSync(dataDir, { recursive: true });
  const files = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: { pg_trgm },
    loadDataDir: seeded.tarball,
  });
  await files.close();
  return seeded.demo;
}

function seedHash(): string {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(
    readFileSync(
      path.join(pglite.slice(0, pglite.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json'),
    ),
  );
  const folders = ['drizzle', 'src/demo', 'src/modules/store'];
  for (const folder of folders.map((name) => path.join(serverRoot, name))) {
    for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
      if (/\.(sql|json|ts)$/.test(name))
        hash.update(name).update(readFileSync(path.join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function seedInMemory(
  dataDir: string,
  orders: number,
): Promise<{ tarball: Blob; demo: SeededDataDir }> {
  const database = await openDatabase({ dataDir: MEMORY, from: await migratedSnapshot() });
  try {
    await ensureReferenceData(database.db);
    const demo = await createDemoOrganization(database.db, orders);
    const config = loadConfig(dataDirEnv(dataDir));
    const summary = await runDemoSeed(database.db, config, demo.storeId);
    return {
      tarball: await database.snapshot!(),
      demo: { ...demo, products: summary.products, orders: summary.orders },
    };
  } finally {
    await database.close();
  }
}

const COUNT_TABLES = `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg_%' ORDER BY 1, 2`;

/** Every table's row count, by `schema.table`, through any query function. */
async function countAll(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const row of await query(COUNT_TABLES)) {
    const [found] = await query(`SELECT count(*)::int AS n FROM "${row.schema}"."${row.name}"`);
    counts[`${row.schema}.${row.name}`] = Number(found!.n);
  }
  return counts;
}

/** Row counts of DATA_DIR's embedded database (opened under its lock, so nothing runs on it). */
export async function dataDirCounts(dataDir: string): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir });
  try {
    return await dbCounts(database.db);
  } finally {
    await database.close();
  }
}

export function dbCounts(db: Db): Promise<Record<string, number>> {
  return countAll(
    async (text) =>
      ((await db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows,
  );
}

/** Row counts of a PostgreSQL database. */
export async function postgresCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countAll(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

export interface CommandResult {
  code: number | null;
  output: string;
}

/** `npm run storedesk -- ...args` from source, as an operator runs it, still running. */
export function spawnCli(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@storedesk/source', 'src/cli.ts', ...args],
    { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** `npm run storedesk -- ...args`, to its end. */
export function runCli(args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawnCli(args, env);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}
