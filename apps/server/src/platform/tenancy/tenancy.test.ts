import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser, type TestOrg } from '../../../test/factories.js';
import { TENANT_ROLE, withTenantTx } from '../db/tx.js';

let test: TestApp;
let a: TestOrg;
let b: TestOrg;
let ids: { user: string; invite: string; key: string };

const TENANT_TABLES = [
  'store',
  'store_currency',
  'sales_channel',
  'user',
  'invite',
  'publishable_api_key',
];

beforeAll(async () => {
  test = await buildTestApp();
  a = await createOrg(test, 'Store A');
  b = await createOrg(test, 'Store B');
  const member = await createUser(test, a, 'member');
  const invite = await a.admin.post('/admin/invites', { user: 'invitee-a@example.com' });
  const key = await a.admin.post('/admin/publishable-api-keys', { title: 'A key' });
  ids = { user: member.id, invite: invite.body.invite.id, key: key.body.publishable_api_key.id };
});
afterAll(() => test.close());

describe("another organisation's ids answer 404", () => {
  it('for every read, update and delete', async () => {
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/admin/users/${ids.user}`],
      ['POST', `/admin/users/${ids.user}`, { first_name: 'Taken over' }],
      ['DELETE', `/admin/users/${ids.user}`],
      ['GET', `/admin/users/${a.userId}`],
      ['POST', `/admin/invites/${ids.invite}/resend`, {}],
      ['DELETE', `/admin/invites/${ids.invite}`],
      ['GET', `/admin/publishable-api-keys/${ids.key}`],
      ['POST', `/admin/publishable-api-keys/${ids.key}`, { title: 'Taken over' }],
      ['POST', `/admin/publishable-api-keys/${ids.key}/revoke`, {}],
      ['DELETE', `/admin/publishable-api-keys/${ids.key}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await b.admin.request(method, path, body === undefined ? {} : { body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.type, `${method} ${path}`).toBe('not_found');
    }
  });

  it("leaves the other organisation's rows as they were", async () => {
    const user = await a.admin.get(`/admin/users/${ids.user}`);
    expect(user.status).toBe(200);
    expect(user.body.user.first_name).toBeNull();
    const invites = await a.admin.get('/admin/invites');
    expect(invites.body.invites.map((invite: { id: string }) => invite.id)).toContain(ids.invite);
    const key = await a.admin.get(`/admin/publishable-api-keys/${ids.key}`);
    expect(key.body.publishable_api_key).toMatchObject({ title: 'A key', revoked_at: null });
  });

  it('lists only show the caller organisation', async () => {
    const users = await b.admin.get('/admin/users');
    expect(users.body.users.map((user: { id: string }) => user.id)).toEqual([b.userId]);
    const keys = await b.admin.get('/admin/publishable-api-keys');
    expect(keys.body.publishable_api_keys.map((key: { id: string }) => key.id)).toEqual([
      b.publishableKeyId,
    ]);
    expect((await b.admin.get('/admin/invites')).body.invites).toEqual([]);
    expect((await b.admin.get('/admin/store')).body.store.id).toBe(b.storeId);
  });
});

describe('row-level security', () => {
  it('a raw query as the tenant role without app.store_id returns no rows', async () => {
    const counts = await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
      const result: Record<string, number> = {};
      for (const table of TENANT_TABLES) {
        const rows = (await tx.execute(
          sql.raw(`select count(*)::int as n from "${table}"`),
        )) as unknown as {
          rows: Array<{ n: number }>;
        };
        result[table] = rows.rows[0]!.n;
      }
      return result;
    });
    expect(counts).toEqual(Object.fromEntries(TENANT_TABLES.map((table) => [table, 0])));
  });

  it("a query scoped to one store that forgets its where clause sees only that store's rows", async () => {
    const seen = await withTenantTx(test.database.db, a.storeId, async (tx) => {
      const rows = (await tx.execute(sql`select distinct store_id from "user"`)) as unknown as {
        rows: Array<{ store_id: string }>;
      };
      return rows.rows.map((row) => row.store_id);
    });
    expect(seen).toEqual([a.storeId]);
  });

  it("refuses to write a row into another store's scope", async () => {
    await expect(
      withTenantTx(test.database.db, a.storeId, (tx) =>
        tx.execute(
          sql`update "publishable_api_key" set title = 'moved' where store_id = ${b.storeId}`,
        ),
      ),
    ).resolves.toBeDefined();
    const key = await b.admin.get(`/admin/publishable-api-keys/${b.publishableKeyId}`);
    expect(key.body.publishable_api_key.title).not.toBe('moved');

    await expect(
      withTenantTx(test.database.db, a.storeId, (tx) =>
        tx.execute(
          sql`insert into "sales_channel" (store_id, id, name) values (${b.storeId}, 'sc_intruder', 'x')`,
        ),
      ),
    ).rejects.toThrow();
  });

  it('a tenant transaction cannot read platform tables', async () => {
    await expect(
      withTenantTx(test.database.db, a.storeId, (tx) => tx.execute(sql`select * from "session"`)),
    ).rejects.toThrow();
  });
});
