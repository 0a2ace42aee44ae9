import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastLink, tokenOf, type TestApp } from '../../../test/app.js';
import { queryRows, testDatabaseKind } from '../../../test/database.js';
import { createOrg, createUser, type TestOrg } from '../../../test/factories.js';
import { HttpSession } from '../../../test/http.js';
import { buildApp } from '../../app.js';
import { MEMORY, openDatabase } from '../db/client.js';
import { createMailer } from '../mail.js';

// Staff credentials are cached per process once checked. These tests prove that every way a
// credential ends still takes effect on the very next request, in this process and in another.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

/** Uses the credential twice, so the second answer comes from the cache when there is one. */
async function warm(session: HttpSession): Promise<void> {
  expect((await session.get('/admin/auth')).status).toBe(200);
  expect((await session.get('/admin/auth')).status).toBe(200);
}

const cookieOf = (session: HttpSession) =>
  [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function bearer(org: { email: string; password: string }): Promise<HttpSession> {
  const { body } = await test
    .session()
    .post('/admin/auth/token', { email: org.email, password: org.password });
  return test.session({ authorization: `Bearer ${body.access_token as string}` });
}

describe('cached staff credentials in one process', () => {
  it('a session ended by logout answers 401 on the next request', async () => {
    const org = await createOrg(test);
    await warm(org.admin);
    const replay = test.session({ cookie: cookieOf(org.admin) });
    await warm(replay);
    expect((await org.admin.delete('/admin/auth')).status).toBe(200);
    expect((await replay.get('/admin/auth')).status).toBe(401);
  });

  it('a removed user loses the session, the bearer token and the API token at once', async () => {
    const org = await createOrg(test);
    const member = await createUser(test, org, 'admin');
    const token = await bearer(member);
    const apiToken = `api-token-${member.id}-0123456789abcdef`;
    expect(
      (await member.session.post(`/admin/users/${member.id}`, { api_token: apiToken })).status,
    ).toBe(200);
    const script = test.session({ 'x-medusa-access-token': apiToken });
    await Promise.all([warm(member.session), warm(token), warm(script)]);

    expect((await org.admin.delete(`/admin/users/${member.id}`)).status).toBe(200);
    for (const session of [member.session, token, script]) {
      expect((await session.get('/admin/auth')).status).toBe(401);
    }
  });

  it('a role change applies to the next request of a cached session', async () => {
    const org = await createOrg(test);
    const colleague = await createUser(test, org, 'admin');
    await warm(colleague.session);
    expect((await colleague.session.get('/admin/auth')).body.user.role).toBe('admin');
    expect((await org.admin.post(`/admin/users/${colleague.id}`, { role: 'member' })).status).toBe(
      200,
    );
    const refused = await colleague.session.post('/admin/users', {
      email: 'new-admin@example.com',
      password: 'a-good-password-123',
      role: 'admin',
    });
    expect(refused.status).toBe(403);
  });

  it('a password reset ends every cached session of the user', async () => {
    const org = await createOrg(test);
    const other = await test.session().login(org.email, org.password);
    await Promise.all([warm(org.admin), warm(other)]);
    await test.session().post('/admin/users/password-token', { email: org.email });
    const reset = await test.session().post('/admin/users/reset-password', {
      token: tokenOf(lastLink(test)),
      email: org.email,
      password: 'a-brand-new-password-456',
    });
    expect(reset.status).toBe(200);
    expect((await org.admin.get('/admin/auth')).status).toBe(401);
    expect((await other.get('/admin/auth')).status).toBe(401);
  });

  it('a session that expires is refused even while cached', async () => {
    const org = await createOrg(test);
    await warm(org.admin);
    // Expire it behind the server's back: only the stored end time changes.
    await queryRows(
      test.database.db,
      sql`update session set expires_at = now() - interval '1 second' where user_id = ${org.userId}`,
    );
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 401; attempt += 1) {
      status = (await org.admin.get('/admin/auth')).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')(
  'cached staff credentials across processes',
  () => {
    it('drops a credential that another process ended, once its notification arrives', async () => {
      // A second server process on the same database, with its own pool and listener.
      const other = await openDatabase({ dataDir: MEMORY, databaseUrl: test.database.url });
      const app = await buildApp({
        db: other.db,
        config: test.config,
        mailer: createMailer({
          from: 'x@example.com',
          outboxDir: test.config.dataDir,
          logger: test.app.log as never,
        }),
        logger: test.app.log as never,
        listen: other.listen,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const otherUrl =
        typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
      try {
        const org: TestOrg = await createOrg(test);
        const colleague = await createUser(test, org, 'member');
        const elsewhere = new HttpSession(otherUrl, { cookie: cookieOf(org.admin) });
        const colleagueElsewhere = new HttpSession(otherUrl, {
          cookie: cookieOf(colleague.session),
        });
        await Promise.all([warm(elsewhere), warm(colleagueElsewhere)]);

        // Logged out and removed through the first process.
        expect((await org.admin.delete('/admin/auth')).status).toBe(200);
        const admin = await test.session().login(org.email, org.password);
        expect((await admin.delete(`/admin/users/${colleague.id}`)).status).toBe(200);

        const until401 = async (session: HttpSession) => {
          let status = 0;
          for (let attempt = 0; attempt < 100 && status !== 401; attempt += 1) {
            status = (await session.get('/admin/auth')).status;
            if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
          }
          return status;
        };
        expect(await until401(elsewhere)).toBe(401);
        expect(await until401(colleagueElsewhere)).toBe(401);
      } finally {
        await app.close();
        await other.close();
      }
    });
  },
);
