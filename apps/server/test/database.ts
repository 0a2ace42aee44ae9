import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { MEMORY, openDatabase, type Database } from '../src/platform/db/client.js';

/** Where the PostgreSQL API suite connects to create its throwaway databases. */
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends Database {
  /** The URL of this run's own database (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when TEST_DATABASE is
 * `postgres`, a new database on the local server that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ dataDir: MEMORY, from: await migratedSnapshot() });
    return { ...database, drop: () => database.close() };
  }
  const empty = await emptyPostgresDatabase('storedesk_test');
  const database = await openDatabase({
    dataDir: MEMORY,
    databaseUrl: empty.url,
    maxConnections: 4,
  });
  await database.migrate();
  return {
    ...database,
    url: empty.url,
    async drop() {
      await database.close();
      await empty.drop();
    },
  };
}

export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the local PostgreSQL server, named `prefix` and a random suffix, for
 * a test that opens it itself or hands its URL to server processes; `drop` removes it, closing
 * any connection still open.
 */
export async function emptyPostgresDatabase(prefix: string): Promise<EmptyDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: TEST_PG_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');

/**
 * A migrated PGlite data folder, made once per set of migrations and kept in the temp folder for
 * every test file and worker: an empty PGlite spends two seconds in initdb before the
 * migrations run, a copy of this one opens in half a second. Its name is the migrations' hash,
 * so a changed or added migration (or another PGlite release) makes a new one.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  // Another PGlite release may lay out its data folder differently: its version is in the name.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(
    readFileSync(
      path.join(pglite.slice(0, pglite.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json'),
    ),
  );
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  const file = path.join(
    os.tmpdir(),
    `storedesk-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`,
  );
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = await openDatabase({ dataDir: MEMORY });
    await database.migrate();
    const snapshot = await database.snapshot!();
    await database.close();
    // Written aside and renamed, so a worker never reads another's half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, file);
    return snapshot;
  }
}

/** Rows of a raw SQL query, on either driver. */
export async function queryRows<T>(db: TestDatabase['db'], query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
