import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastLink, tokenOf, type TestApp } from '../../test/app.js';
import { queryRows } from '../../test/database.js';
import { createOrg, createUser } from '../../test/factories.js';
import { hashPassword, sha256 } from '../platform/crypto.js';
import { withTenantTx } from '../platform/db/tx.js';
import { newId } from '../platform/ids.js';
import { user } from '../platform/auth/auth.tables.js';

/*
 * Issue 12 point 3: nothing secret in the server log. Failing sign-ups, logins, invites, user
 * changes and database errors whose statements carried emails and password hashes are driven
 * through the real server; then the whole log is read and must hold no password, password
 * hash, token, token hash or email address.
 */

let test: TestApp;

/** Every secret the test handed the server or the server made; none may reach the log. */
const secrets = new Set<string>();
const remember = (...values: string[]) => values.forEach((value) => value && secrets.add(value));

beforeAll(async () => {
  test = await buildTestApp({
    beforeListen(app) {
      // Stand-ins for a bug in a future query: statements bound to an email and a password
      // hash that the database refuses. The error handler logs them; the values must not follow.
      app.post<{ Body: { email: string } }>(
        '/admin/test-only/duplicate-user',
        { config: { access: { staff: 'read' } } },
        async (request) => {
          const ctx = request.ctx!;
          const passwordHash = await hashPassword('duplicate-user-password');
          remember(passwordHash, 'duplicate-user-password');
          await withTenantTx(test.database.db, ctx.storeId, (tx) =>
            tx.insert(user).values({
              storeId: ctx.storeId,
              id: newId('usr'),
              email: request.body.email,
              passwordHash,
              role: 'member',
            }),
          );
          return {};
        },
      );
      app.post<{ Body: { email: string } }>(
        '/admin/test-only/cast',
        { config: { access: { staff: 'read' } } },
        async (request) => {
          // PostgreSQL quotes the refused value in its message: invalid input syntax ... "x".
          await test.database.db.execute(sql`select ${request.body.email}::int as n`);
          return {};
        },
      );
      app.post<{ Body: { email: string } }>(
        '/admin/test-only/timestamp',
        { config: { access: { staff: 'read' } } },
        async (request) => {
          await test.database.db.execute(
            sql`select ${`${request.body.email} 2026-01-01`}::timestamptz as t`,
          );
          return {};
        },
      );
    },
  });
});
afterAll(async () => {
  await test?.close();
});

const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

describe('the server log after failures of every kind', () => {
  it('holds no password, password hash, token, token hash or email address', async () => {
    const org = await createOrg(test);
    remember(org.email, org.password);
    const member = await createUser(test, org, 'member');
    remember(member.email, member.password);
    const anonymous = test.session();

    // Sign-up: bad data, an email that exists, and a paid twin whose email was taken meanwhile.
    const signupPassword = 'signup-password-value';
    const signupEmail = `signup-${Date.now()}@example.com`;
    remember(signupPassword, signupEmail);
    const userData = (overrides: Record<string, unknown> = {}) => ({
      fname: 'Ada',
      lname: 'Lovelace',
      email: signupEmail,
      organization: 'Engines',
      password: signupPassword,
      plan: 'standard',
      ...overrides,
    });
    expect(
      (
        await anonymous.post('/admin/users/orgpayment', {
          userData: userData({ email: 'not an email' }),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await anonymous.post('/admin/users/orgpayment', {
          userData: userData({ password: 'pw\u0000nul' }),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await anonymous.post('/admin/users/orgpayment', {
          userData: userData({ email: org.email }),
        })
      ).status,
    ).toBe(422);
    expect(
      (await anonymous.post('/admin/users/isUserExits', { email: `${org.email}\u0000` })).status,
    ).toBe(400);
    const first = await anonymous.post('/admin/users/orgpayment', { userData: userData() });
    const twin = await anonymous.post('/admin/users/orgpayment', {
      userData: userData({ organization: 'Twin engines' }),
    });
    expect([first.status, twin.status]).toEqual([200, 200]);
    const pay = (url: string) =>
      fetch(new URL(url, test.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          number: '4242424242424242',
          expiry: '12 / 40',
          cvc: '123',
          name: 'Ada',
        }).toString(),
        redirect: 'manual',
      });
    expect((await pay(twin.body.url)).status).toBe(303);
    expect((await pay(first.body.url)).status).toBe(422);

    // Login: wrong password, unknown email, refused text, for cookies and bearer tokens.
    const wrongPassword = 'a-wrong-password-value';
    remember(wrongPassword);
    for (const path of ['/admin/auth', '/admin/auth/token']) {
      expect(
        (await anonymous.post(path, { email: org.email, password: wrongPassword })).status,
      ).toBe(401);
      expect(
        (await anonymous.post(path, { email: 'nobody@example.com', password: wrongPassword }))
          .status,
      ).toBe(401);
      expect(
        (await anonymous.post(path, { email: org.email, password: `${wrongPassword}\ud800` }))
          .status,
      ).toBe(400);
    }
    const bearer = await anonymous.post('/admin/auth/token', {
      email: org.email,
      password: org.password,
    });
    remember(bearer.body.access_token);

    // Invites: an email that has an account, a bad role, a bad token, a short password, and an
    // invite accepted after its email got an account another way.
    expect((await org.admin.post('/admin/invites', { user: member.email })).status).toBe(422);
    expect(
      (await org.admin.post('/admin/invites', { user: 'someone@example.com', role: 'owner' }))
        .status,
    ).toBe(400);
    const inviteEmail = `invitee-${Date.now()}@example.com`;
    const invitePassword = 'invitee-password-value';
    remember(inviteEmail, invitePassword, 'someone@example.com');
    expect((await org.admin.post('/admin/invites', { user: inviteEmail })).status).toBe(200);
    const inviteToken = tokenOf(lastLink(test));
    remember(inviteToken, sha256(inviteToken));
    const accept = (token: string, password: string) =>
      anonymous.post('/admin/invites/accept', {
        token,
        user: { first_name: 'In', last_name: 'Vitee', password },
      });
    expect((await accept(`${inviteToken}x`, invitePassword)).status).toBe(400);
    expect((await accept(inviteToken, 'short')).status).toBe(400);
    expect(
      (await org.admin.post('/admin/users', { email: inviteEmail, password: invitePassword }))
        .status,
    ).toBe(200);
    expect((await accept(inviteToken, invitePassword)).status).toBeGreaterThanOrEqual(400);

    // Users: duplicate emails (one at a time and several at once, so the unique index decides),
    // a password that is too long, an API token another user already has.
    const userPassword = 'created-user-password';
    remember(userPassword);
    expect(
      (await org.admin.post('/admin/users', { email: member.email, password: userPassword }))
        .status,
    ).toBe(422);
    const racing = `racing-${Date.now()}@example.com`;
    remember(racing);
    const raced = await Promise.all(
      [1, 2, 3].map(() =>
        org.admin.post('/admin/users', { email: racing, password: userPassword }),
      ),
    );
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
    expect(
      (
        await org.admin.post('/admin/users', {
          email: 'long@example.com',
          password: 'x'.repeat(300),
        })
      ).status,
    ).toBe(400);
    remember('long@example.com', 'x'.repeat(300));
    const apiToken = 'api-token-value-that-must-not-be-logged';
    remember(apiToken, sha256(apiToken));
    expect(
      (await org.admin.post(`/admin/users/${org.userId}`, { api_token: apiToken })).status,
    ).toBe(200);
    const taken = await member.session.post(`/admin/users/${member.id}`, { api_token: apiToken });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ type: 'duplicate_error', code: 'api_token_taken' });

    // Database errors whose statements carried an email and a password hash.
    const duplicate = await org.admin.post('/admin/test-only/duplicate-user', {
      email: member.email,
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toMatchObject({ type: 'duplicate_error', code: 'unique_violation' });
    const castEmail = `cast-${Date.now()}@example.com`;
    remember(castEmail);
    expect((await org.admin.post('/admin/test-only/cast', { email: castEmail })).status).toBe(400);
    expect((await org.admin.post('/admin/test-only/timestamp', { email: castEmail })).status).toBe(
      400,
    );

    // Stored secrets: every password hash and the API token hash the database holds now.
    const stored = await queryRows<{ hash: string | null }>(
      test.database.db,
      sql`select password_hash as hash from "user" union all select api_token_hash from "user"
          union all select password_hash from signup_intent`,
    );
    for (const row of stored) if (row.hash) remember(row.hash);
    for (const value of org.admin.cookies.values()) remember(decodeURIComponent(value));

    const log = test.logs.join('\n');
    // The failures were logged (with their SQLSTATE), only without the values.
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('"code":"22P02"');
    expect(log).toContain('the database refused a value of the request');
    const found = [...secrets].filter((secret) => secret.length >= 6 && log.includes(secret));
    expect(found).toEqual([]);
    expect(log).not.toMatch(/scrypt\$/);
    expect(log.match(EMAIL_IN_TEXT) ?? []).toEqual([]);
  });
});
