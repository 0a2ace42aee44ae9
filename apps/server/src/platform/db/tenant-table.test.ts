import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import type { Executor } from './client.js';
import { TENANT_ROLE, withPlatformTx, withTenantTx } from './tx.js';

/**
 * storedesk_tenant_table (migration 0018) gives a new table the row-level security every tenant
 * table has: a table set up with it must keep stores apart exactly like one written by hand in
 * an earlier migration (sales_channel, 0001), in the catalogue and in behaviour.
 */

let test: TestApp;
let a: TestOrg;
let b: TestOrg;
const PROBE = 'tenant_table_probe';
const EXISTING = 'sales_channel';

async function rows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  test = await buildTestApp();
  a = await createOrg(test, 'Store A');
  b = await createOrg(test, 'Store B');
  const db = test.database.db;
  await db.execute(
    sql.raw(`CREATE TABLE "${PROBE}" (
      store_id text NOT NULL REFERENCES store (id) ON DELETE CASCADE,
      id text NOT NULL,
      name text NOT NULL,
      PRIMARY KEY (store_id, id))`),
  );
  // Twice: a later migration may call it again on the same table.
  await db.execute(sql`select storedesk_tenant_table(${PROBE})`);
  await db.execute(sql`select storedesk_tenant_table(${PROBE})`);
  await db.execute(
    sql.raw(`INSERT INTO "${PROBE}" (store_id, id, name)
      VALUES ('${a.storeId}', 'probe_a', 'A'), ('${b.storeId}', 'probe_b', 'B')`),
  );
});
afterAll(() => test.close());

describe('storedesk_tenant_table', () => {
  it('writes the same policy, flags and grants as a hand-written tenant table', async () => {
    const db = test.database.db;
    const policies = await rows<Record<string, unknown>>(
      db,
      sql`select tablename, policyname, permissive, roles::text as roles, cmd, qual, with_check
            from pg_policies where tablename in (${PROBE}, ${EXISTING}) order by tablename`,
    );
    expect(policies).toHaveLength(2);
    const [probe, existing] = [PROBE, EXISTING].map((name) => {
      const { tablename: _name, ...rest } = policies.find((row) => row.tablename === name)!;
      return rest;
    });
    expect(probe).toEqual(existing);
    expect(probe).toMatchObject({ policyname: 'tenant_isolation', cmd: 'ALL' });

    const flags = await rows<{ relname: string; rls: boolean; forced: boolean }>(
      db,
      sql`select relname, relrowsecurity as rls, relforcerowsecurity as forced
            from pg_class where relname in (${PROBE}, ${EXISTING}) order by relname`,
    );
    expect(flags.map(({ rls, forced }) => ({ rls, forced }))).toEqual([
      { rls: true, forced: false },
      { rls: true, forced: false },
    ]);

    const grants = await rows<{ table_name: string; privileges: string }>(
      db,
      sql`select table_name, string_agg(privilege_type, ',' order by privilege_type) as privileges
            from information_schema.role_table_grants
           where grantee = ${TENANT_ROLE} and table_name in (${PROBE}, ${EXISTING})
           group by table_name`,
    );
    expect(grants).toHaveLength(2);
    expect(grants[0]!.privileges).toBe(grants[1]!.privileges);
    expect(grants[0]!.privileges).toBe('DELETE,INSERT,SELECT,UPDATE');
  });

  it.each([PROBE, EXISTING])('%s: the tenant role sees no row without a store', async (table) => {
    const seen = await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
      return rows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from "${table}"`));
    });
    expect(seen).toEqual([{ n: 0 }]);
  });

  it.each([PROBE, EXISTING])(
    "%s: a store's transaction sees and changes only its rows, and writes none elsewhere",
    async (table) => {
      const db = test.database.db;
      const stores = await withTenantTx(db, a.storeId, (tx) =>
        rows<{ store_id: string }>(tx, sql.raw(`select distinct store_id from "${table}"`)),
      );
      expect(stores).toEqual([{ store_id: a.storeId }]);

      const changed = await withTenantTx(db, a.storeId, (tx) =>
        rows<{ id: string }>(
          tx,
          sql`update ${sql.identifier(table)} set store_id = store_id where store_id = ${b.storeId} returning id`,
        ),
      );
      expect(changed).toEqual([]);
      const removed = await withTenantTx(db, a.storeId, (tx) =>
        rows<{ id: string }>(
          tx,
          sql`delete from ${sql.identifier(table)} where store_id = ${b.storeId} returning id`,
        ),
      );
      expect(removed).toEqual([]);

      await expect(
        withTenantTx(db, a.storeId, (tx) =>
          tx.execute(
            sql`insert into ${sql.identifier(table)} (store_id, id, name) values (${b.storeId}, 'intruder', 'x')`,
          ),
        ),
      ).rejects.toThrow();
      await expect(
        withTenantTx(db, a.storeId, (tx) =>
          tx.execute(
            sql`update ${sql.identifier(table)} set store_id = ${b.storeId} where store_id = ${a.storeId}`,
          ),
        ),
      ).rejects.toThrow();

      // The owning role (platform code) still reads every store, and B's rows are all there.
      const all = await withPlatformTx(db, (tx) =>
        rows<{ store_id: string }>(
          tx,
          sql`select distinct store_id from ${sql.identifier(table)}
               where store_id in (${a.storeId}, ${b.storeId}) order by store_id`,
        ),
      );
      expect(all.map((row) => row.store_id).sort()).toEqual([a.storeId, b.storeId].sort());
    },
  );
});
