import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { queryRows } from '../../../test/database.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import type { Tx } from './client.js';
import { tenantRead, TenantQuery } from './tx.js';

/**
 * storedesk_tenant_read keeps each query's plan as a prepared statement of the connection
 * (migration 0043). A kept plan must still answer for the store and the values of each call,
 * errors must stay what they were, and a connection must not keep plans without bound.
 * Each case runs in one transaction, so every call shares one connection on both databases.
 */

let test: TestApp;
let a: TestOrg;
let b: TestOrg;

beforeAll(async () => {
  test = await buildTestApp();
  a = await createOrg(test, 'Plan Store A');
  b = await createOrg(test, 'Plan Store B');
});
afterAll(() => test.close());

/** A read of the store's sales channel names that start with a prefix, as one JSON text. */
function channelNames(prefix: string): { text: string; query: TenantQuery } {
  const query = new TenantQuery();
  const text = `select coalesce(json_agg(name order by name), '[]')::text from sales_channel
    where name like ${query.param(prefix)} || '%'`;
  return { text, query };
}

/** The statements this connection keeps for tenant reads, or only the one kept for `text`. */
async function keptStatements(
  tx: Tx,
  text?: string,
): Promise<Array<{ name: string; plans: number }>> {
  const name =
    text === undefined ? null : `storedesk_tr_${createHash('md5').update(text).digest('hex')}`;
  return queryRows(
    tx as never,
    sql`select name, (generic_plans + custom_plans)::int as plans from pg_prepared_statements
          where name like 'storedesk\_tr\_%' and (${name}::text is null or name = ${name})`,
  );
}

async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return test.database.db.transaction(fn);
}

describe('storedesk_tenant_read with kept plans', () => {
  it('answers each call for its own store and values from one kept statement', async () => {
    await inTransaction(async (tx) => {
      const answers: Array<string | null> = [];
      for (const [store, prefix] of [
        [a, 'Default'],
        [b, 'Default'],
        [a, 'Nothing'],
        [b, 'Default'],
        [a, 'Default'],
        [b, 'Nothing'],
        [a, 'Default'],
      ] as const) {
        const { text, query } = channelNames(prefix);
        answers.push(await tenantRead(tx, store.storeId, text, query));
      }
      expect(answers).toEqual([
        '["Default Sales Channel"]',
        '["Default Sales Channel"]',
        '[]',
        '["Default Sales Channel"]',
        '["Default Sales Channel"]',
        '[]',
        '["Default Sales Channel"]',
      ]);
      const kept = await keptStatements(tx, channelNames('').text);
      expect(kept).toHaveLength(1);
      expect(kept[0]!.plans).toBe(7);
    });
  });

  it('never lets a plan kept for one store show another store its rows', async () => {
    await inTransaction(async (tx) => {
      await tx.execute(sql`set local role storedesk_app`);
      await tx.execute(sql`select set_config('app.store_id', ${a.storeId}, true)`);
      await tx.execute(
        sql`update sales_channel set name = 'Only In A' where store_id = ${a.storeId}`,
      );
      await tx.execute(sql`reset role`);
      const query = new TenantQuery();
      const text = `select coalesce(json_agg(name order by name), '[]')::text from sales_channel
        where store_id is not null and ${query.param('1')} = '1'`;
      // Past PostgreSQL's five custom plans, so a generic plan is kept and reused too.
      const seen: Array<[string, string | null]> = [];
      for (let round = 0; round < 8; round += 1) {
        for (const store of [a, b]) {
          seen.push([store.storeId, await tenantRead(tx, store.storeId, text, query)]);
        }
      }
      for (const [name, answer] of seen) {
        expect(answer).toBe(name === a.storeId ? '["Only In A"]' : '["Default Sales Channel"]');
      }
    });
  });

  it('raises a query error as before and keeps working after it', async () => {
    await inTransaction(async (tx) => {
      const query = new TenantQuery();
      const text = `select (${query.param('not a number')})::int::text`;
      await expect(
        tx.transaction((savepoint) => tenantRead(savepoint, a.storeId, text, query)),
      ).rejects.toMatchObject({ cause: { code: '22P02' } });
      const good = new TenantQuery();
      const goodText = `select (${good.param('41')})::int + 1 || ''`;
      expect(await tenantRead(tx, a.storeId, goodText, good)).toBe('42');
      const again = new TenantQuery();
      again.param('7');
      expect(await tenantRead(tx, a.storeId, text, again)).toBe('7');
    });
  });

  it('passes values with quotes, backslashes and nulls through unchanged', async () => {
    await inTransaction(async (tx) => {
      const query = new TenantQuery();
      const text = `select json_build_array(${query.param(`it's "quoted" \\ {a,b}`)},
        ${query.param(null)}, ${query.param("'); drop table store; --")})::text`;
      expect(JSON.parse((await tenantRead(tx, a.storeId, text, query))!)).toEqual([
        `it's "quoted" \\ {a,b}`,
        null,
        "'); drop table store; --",
      ]);
      const stores = await queryRows<{ n: number }>(
        tx as never,
        sql`select count(*)::int as n from store`,
      );
      expect(stores[0]!.n).toBeGreaterThanOrEqual(2);
    });
  });

  it('keeps at most 32 statements on a connection', async () => {
    await inTransaction(async (tx) => {
      for (let shape = 0; shape < 70; shape += 1) {
        const query = new TenantQuery();
        const text = `select (${query.param(String(shape))})::int + ${shape} || ''`;
        expect(await tenantRead(tx, a.storeId, text, query)).toBe(String(shape * 2));
        expect((await keptStatements(tx)).length).toBeLessThanOrEqual(32);
      }
    });
  });
});
