import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  queryRows,
  testDatabaseKind,
  type TestDatabase,
} from '../../../test/database.js';
import { seedCatalog } from '../../modules/products/catalog-seed.js';
import { provisionOrganization } from '../../modules/store/provision.js';
import { analyzeStaleTables, staleTables, startAutoAnalyze } from './maintenance.js';

let database: TestDatabase;
let storeId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const created = await provisionOrganization(database.db, {
    name: 'Statistics Store',
    email: 'stats@example.com',
    password: 'a-long-password-123',
  });
  storeId = created.storeId;
});
afterAll(() => database.drop());

const estimatedRows = async (table: string) =>
  (
    await queryRows<{ reltuples: number }>(
      database.db,
      sql`select reltuples::float8 as reltuples from pg_class where relname = ${table}`,
    )
  )[0]!.reltuples;

describe('planner statistics', () => {
  it('finds the tables grown since their last analysis and analyses them', async () => {
    await analyzeStaleTables(database.db);
    expect(await staleTables(database.db)).toEqual([]);

    await seedCatalog(database.db, storeId, 300, () => undefined);
    // On PostgreSQL autovacuum may get to a table first; what is left stale is analysed here.
    const stale = await staleTables(database.db);
    if (testDatabaseKind() === 'pglite') {
      expect(stale).toEqual(expect.arrayContaining(['money_amount', 'product_variant']));
    }
    expect(stale).toEqual(expect.arrayContaining(await analyzeStaleTables(database.db)));
    expect(await staleTables(database.db)).toEqual([]);
    expect(await estimatedRows('product_variant')).toBeGreaterThanOrEqual(300);
  });

  it.runIf(testDatabaseKind() === 'pglite')(
    'keeps analysing on a timer, as autovacuum would',
    async () => {
      await analyzeStaleTables(database.db);
      await seedCatalog(database.db, storeId, 300, () => undefined);
      expect((await staleTables(database.db)).length).toBeGreaterThan(0);
      const errors: unknown[] = [];
      const stop = startAutoAnalyze(database.db, {
        intervalMs: 20,
        onError: (error) => errors.push(error),
      });
      try {
        let left = await staleTables(database.db);
        for (let attempt = 0; attempt < 100 && left.length > 0; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          left = await staleTables(database.db);
        }
        expect(left).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        stop();
      }
    },
  );
});
