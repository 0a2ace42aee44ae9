import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  queryRows,
  emptyPostgresDatabase,
  testDatabaseKind,
} from '../../test/database.js';
import { loadConfig } from '../config.js';
import { MEMORY, openDatabase, type Database } from '../platform/db/client.js';
import { ensureReferenceData } from '../platform/reference/reference-data.js';
import { DEMO_EMAIL } from './demo-organization.js';
import { claimDemoSeed, DEMO_SEED_LOCK, seedDemoStoreInBackground } from './demo-run.js';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS } from './demo-store.js';

/**
 * What a starting server does about the demo (main.ts: `claimDemoSeed`, then the seed in the
 * background): servers started at once on one database make one demo organisation and fill its
 * store once.
 */

const ORDERS = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-demo-claim-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  COOKIE_SECRET: 'test-cookie-secret-0123456789abcdef0123',
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef01234567',
  ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
  PUBLIC_URL: 'http://storedesk.test',
});
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new, empty PostgreSQL database (no migrations) and two server processes' pools on it. */
async function emptyDatabaseOpenedTwice(): Promise<[Database, Database]> {
  const empty = await emptyPostgresDatabase('storedesk_claim');
  const open = () => openDatabase({ dataDir: MEMORY, databaseUrl: empty.url, maxConnections: 4 });
  const databases: [Database, Database] = [await open(), await open()];
  cleanups.push(async () => {
    await Promise.all(databases.map((database) => database.close()));
    await empty.drop();
  });
  return databases;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, query);
  return row!.n;
}

describe('the demo seed claim', { timeout: 300_000 }, () => {
  it.runIf(testDatabaseKind() === 'postgres')(
    'two servers started at once on one empty PostgreSQL database migrate it and fill one demo store once',
    async () => {
      const [one, two] = await emptyDatabaseOpenedTwice();
      // Both start: migrations (they take turns), reference data, then the demo claim at once.
      await Promise.all([one.migrate(), two.migrate()]);
      await Promise.all([ensureReferenceData(one.db), ensureReferenceData(two.db)]);
      const claims = await Promise.all([claimDemoSeed(one, ORDERS), claimDemoSeed(two, ORDERS)]);
      expect(claims.map((claim) => claim.elsewhere).sort()).toEqual([false, true]);
      const winner = claims.findIndex((claim) => !claim.elsewhere);
      const [first, other] = [claims[winner]!, claims[1 - winner]!];
      const [firstDb, otherDb] = winner === 0 ? [one, two] : [two, one];
      expect(first.login?.email).toBe(DEMO_EMAIL);
      expect(first.storeId).toMatch(/^store_/);
      expect(other).toMatchObject({ login: null, storeId: null });

      // The first dies before its seed starts (its connection, and so its lock, goes): the
      // next start takes the store over, and a start while that one seeds leaves it alone.
      const [killed] = await queryRows<{ pid: number }>(
        firstDb.db,
        sql`SELECT pid, pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND ((classid::bigint << 32) | objid::bigint) = hashtextextended(${DEMO_SEED_LOCK}, 0)`,
      );
      expect(killed?.pid).toBeGreaterThan(0);
      const resumed = await claimDemoSeed(otherDb, ORDERS);
      expect(resumed).toMatchObject({ login: null, storeId: first.storeId, elsewhere: false });
      const seed = seedDemoStoreInBackground(
        otherDb.db,
        config,
        resumed.storeId!,
        () => undefined,
        (error) => {
          throw error;
        },
      );
      expect(await claimDemoSeed(firstDb, ORDERS)).toMatchObject({
        login: null,
        storeId: null,
        elsewhere: true,
      });
      const summary = await seed.done;
      await resumed.release();
      await first.release();
      expect(summary).toMatchObject({
        products: DEMO_PRODUCTS,
        customers: DEMO_CUSTOMERS,
        orders: ORDERS,
      });

      // Done: later starts have nothing to do, and the database holds one demo store.
      expect(await claimDemoSeed(firstDb, ORDERS)).toMatchObject({
        login: null,
        storeId: null,
        elsewhere: false,
      });
      expect(await count(one, sql`SELECT count(*)::int AS n FROM organization`)).toBe(1);
      expect(await count(one, sql`SELECT count(*)::int AS n FROM store`)).toBe(1);
      expect(
        await count(one, sql`SELECT count(*)::int AS n FROM "user" WHERE email = ${DEMO_EMAIL}`),
      ).toBe(1);
      expect(await count(one, sql`SELECT count(*)::int AS n FROM product`)).toBe(DEMO_PRODUCTS);
      expect(await count(one, sql`SELECT count(*)::int AS n FROM customer`)).toBe(DEMO_CUSTOMERS);
      expect(await count(one, sql`SELECT count(*)::int AS n FROM "order"`)).toBe(ORDERS);
    },
  );

  it.runIf(testDatabaseKind() === 'pglite')(
    'on PGlite the one process that opened the database holds the claim',
    async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      await ensureReferenceData(database.db);
      const first = await claimDemoSeed(database, ORDERS);
      expect(first.login?.email).toBe(DEMO_EMAIL);
      expect(first.storeId).toMatch(/^store_/);
      await first.release();
      // Not seeded yet: the next start finishes that store and creates no other.
      const next = await claimDemoSeed(database, ORDERS);
      expect(next).toMatchObject({ login: null, storeId: first.storeId, elsewhere: false });
      await next.release();
      expect(await count(database, sql`SELECT count(*)::int AS n FROM organization`)).toBe(1);
    },
  );
});
