import { randomBytes } from 'node:crypto';
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
    const database = await openDatabase({ dataDir: MEMORY });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const name = `storedesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    dataDir: MEMORY,
    databaseUrl: url.toString(),
    maxConnections: 4,
  });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_PG_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** Rows of a raw SQL query, on either driver. */
export async function queryRows<T>(db: TestDatabase['db'], query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
