import { AdminAuthRes, AdminBearerAuthRes, ErrorBody } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser } from '../../../test/factories.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

describe('POST /admin/auth', () => {
  it('signs in with a cookie session and answers the user without secrets', async () => {
    const org = await createOrg(test);
    const browser = test.session();
    const response = await browser.post('/admin/auth', {
      email: org.email.toUpperCase(),
      password: org.password,
    });
    expect(response.status).toBe(200);
    const body = AdminAuthRes.parse(response.body);
    expect(body.user).toMatchObject({
      id: org.userId,
      email: org.email,
      role: 'admin',
      api_token: null,
    });
    expect(response.text).not.toContain('password');
    expect(response.text).not.toContain('scrypt');

    const cookies = response.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith('storedesk_sid='));
    const xsrf = cookies.find((line) => line.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);

    const me = await browser.get('/admin/auth');
    expect(me.status).toBe(200);
    expect(AdminAuthRes.parse(me.body).user.id).toBe(org.userId);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const org = await createOrg(test);
    const wrongPassword = await test
      .session()
      .post('/admin/auth', { email: org.email, password: 'not-it' });
    const unknownEmail = await test
      .session()
      .post('/admin/auth', { email: 'nobody@example.com', password: 'not-it' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(ErrorBody.parse(wrongPassword.body)).toEqual({
      type: 'unauthorized',
      message: 'Wrong email or password.',
      code: 'invalid_credentials',
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('answers 400 naming the field for a bad body', async () => {
    const response = await test.session().post('/admin/auth', { email: 'someone@example.com' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ type: 'invalid_data', message: 'password is required' });
    const malformed = await test.session().request('POST', '/admin/auth', { rawBody: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(ErrorBody.parse(malformed.body).type).toBe('invalid_data');
  });

  it('ends the session on DELETE, after which the cookie no longer works', async () => {
    const org = await createOrg(test);
    const staleCookie = [...org.admin.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const logout = await org.admin.delete('/admin/auth');
    expect(logout.status).toBe(200);
    expect((await org.admin.get('/admin/auth')).status).toBe(401);
    const replay = await test.session().get('/admin/auth', { cookie: staleCookie });
    expect(replay.status).toBe(401);
  });

  it('gives no cookie to a request without a session', async () => {
    const response = await test.session().get('/admin/auth');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('bearer tokens and API tokens', () => {
  it('issues a 24 h JWT that authenticates without cookies or XSRF', async () => {
    const org = await createOrg(test);
    const response = await test
      .session()
      .post('/admin/auth/token', { email: org.email, password: org.password });
    expect(response.status).toBe(200);
    const { access_token } = AdminBearerAuthRes.parse(response.body);
    const payload = JSON.parse(
      Buffer.from(access_token.split('.')[1]!, 'base64url').toString(),
    ) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBe(24 * 60 * 60);

    const client = test.session({ authorization: `Bearer ${access_token}` });
    expect((await client.get('/admin/auth')).body.user.id).toBe(org.userId);
    const write = await client.post('/admin/store', { name: 'Renamed by bearer' });
    expect(write.status).toBe(200);
    expect(write.body.store.name).toBe('Renamed by bearer');
  });

  it('refuses a tampered or foreign bearer token', async () => {
    const org = await createOrg(test);
    const { body } = await test
      .session()
      .post('/admin/auth/token', { email: org.email, password: org.password });
    const token = body.access_token as string;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(
      (await test.session({ authorization: `Bearer ${tampered}` }).get('/admin/auth')).status,
    ).toBe(401);
    expect(
      (await test.session({ authorization: 'Bearer not-a-jwt' }).get('/admin/auth')).status,
    ).toBe(401);
  });

  it('authenticates with a per-user API token in x-medusa-access-token', async () => {
    const org = await createOrg(test);
    const apiToken = 'a-long-api-token-for-scripts-0123456789';
    const set = await org.admin.post(`/admin/users/${org.userId}`, { api_token: apiToken });
    expect(set.status).toBe(200);
    expect(set.body.user.api_token).toBeNull();

    const script = test.session({ 'x-medusa-access-token': apiToken });
    expect((await script.get('/admin/users')).status).toBe(200);
    expect((await script.post('/admin/store', { name: 'Renamed by script' })).status).toBe(200);
    expect(
      (await test.session({ 'x-medusa-access-token': 'wrong-token' }).get('/admin/users')).status,
    ).toBe(401);
  });
});

describe('admin access rules', () => {
  it('answers 401 on every staff route without credentials', async () => {
    const anonymous = test.session();
    for (const [method, path] of [
      ['GET', '/admin/users'],
      ['GET', '/admin/store'],
      ['POST', '/admin/store'],
      ['GET', '/admin/invites'],
      ['GET', '/admin/publishable-api-keys'],
      ['DELETE', '/admin/users/usr_1'],
    ] as const) {
      const response = await anonymous.request(method, path, method === 'GET' ? {} : { body: {} });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(ErrorBody.parse(response.body).type).toBe('unauthorized');
    }
  });

  it('answers a JSON 404 for an unknown admin path, signed in or not (no route, nothing to guard)', async () => {
    const anonymous = await test.session().get('/admin/this-route-does-not-exist');
    expect(anonymous.status).toBe(404);
    expect(ErrorBody.parse(anonymous.body).type).toBe('not_found');

    const org = await createOrg(test);
    const response = await org.admin.get('/admin/this-route-does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      type: 'not_found',
      message: 'Route GET /admin/this-route-does-not-exist not found',
    });
  });

  it('rejects a cookie-authenticated write without the matching X-XSRF-TOKEN', async () => {
    const org = await createOrg(test);
    const missing = await org.admin.post('/admin/store', { name: 'No header' }, { xsrf: false });
    expect(missing.status).toBe(403);
    expect(ErrorBody.parse(missing.body).code).toBe('invalid_xsrf_token');
    const wrong = await org.admin.post(
      '/admin/store',
      { name: 'Wrong header' },
      { xsrf: false, headers: { 'x-xsrf-token': 'forged' } },
    );
    expect(wrong.status).toBe(403);
    const logout = await org.admin.delete('/admin/auth', { xsrf: false });
    expect(logout.status).toBe(403);

    const store = await org.admin.get('/admin/store');
    expect(store.body.store.name).not.toMatch(/header/);
    expect((await org.admin.post('/admin/store', { name: 'With header' })).status).toBe(200);
  });

  it('keeps member users out of admin-only actions', async () => {
    const org = await createOrg(test);
    const member = await createUser(test, org, 'member');
    const response = await member.session.post('/admin/store', { name: 'Member rename' });
    expect(response.status).toBe(403);
    expect(ErrorBody.parse(response.body).type).toBe('not_allowed');
  });
});

describe('rate limits', () => {
  // Client addresses come from X-Forwarded-For (TRUST_PROXY), so one test plays many addresses.
  const from = (limited: TestApp, address: string) =>
    limited.session({ 'x-forwarded-for': address });

  it('stops a stranger guessing an email without locking its owner out, and slows many addresses without ever locking', async () => {
    const limited = await buildTestApp({
      env: {
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_PER_ADDRESS: '50',
        AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS: '3',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      },
    });
    try {
      const org = await createOrg(limited);
      const owner = from(limited, '198.51.100.1');
      // Successful sign-ins count against nobody's email limit.
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect(
          (await owner.post('/admin/auth', { email: org.email, password: org.password })).status,
        ).toBe(200);
      }

      const stranger = from(limited, '203.0.113.7');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const wrong = await stranger.post('/admin/auth', { email: org.email, password: 'guess' });
        expect(wrong.status).toBe(401);
      }
      const blocked = await stranger.post('/admin/auth', {
        email: org.email,
        password: org.password,
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(ErrorBody.parse(blocked.body).type).toBe('too_many_requests');
      // The owner, from their own address, still gets in.
      expect(
        (await owner.post('/admin/auth', { email: org.email, password: org.password })).status,
      ).toBe(200);

      // Three more addresses guess once each: six failures on this email in all.
      for (const address of ['203.0.113.8', '203.0.113.9', '203.0.113.10']) {
        expect(
          (await from(limited, address).post('/admin/auth', { email: org.email, password: 'x' }))
            .status,
        ).toBe(401);
      }
      // Past five failures each attempt from a browser that never signed in is slowed (two
      // failures past five: at least 500 ms), not refused. (The owner's own browser is a known
      // device by now, and known devices are never slowed.)
      const newBrowser = from(limited, '198.51.100.2');
      const started = performance.now();
      const slowed = await newBrowser.post('/admin/auth', {
        email: org.email,
        password: org.password,
      });
      expect(slowed.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(490);
      // However many addresses fail, nothing locks the email: the owner still gets in.
      for (const address of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) {
        expect(
          (await from(limited, address).post('/admin/auth', { email: org.email, password: 'x' }))
            .status,
        ).toBe(401);
      }
      expect(
        (await owner.post('/admin/auth', { email: org.email, password: org.password })).status,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  }, 90_000);

  it('limits every attempt from one address, and reset mails per email and address', async () => {
    const limited = await buildTestApp({
      env: {
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_PER_ADDRESS: '4',
        AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS: '2',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      },
    });
    try {
      const browser = from(limited, '192.0.2.50');
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
        expect((await browser.post('/admin/auth', { email, password: 'x' })).status).toBe(401);
      }
      expect(
        (await browser.post('/admin/auth', { email: 'e@example.com', password: 'x' })).status,
      ).toBe(429);

      const resetter = from(limited, '192.0.2.60');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect(
          (await resetter.post('/admin/users/password-token', { email: 'owner@example.com' }))
            .status,
        ).toBe(204);
      }
      // Reset requests are limited per address; another address asks as usual.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await resetter.post('/admin/users/password-token', { email: 'owner@example.com' });
      }
      expect(
        (await resetter.post('/admin/users/password-token', { email: 'owner@example.com' })).status,
      ).toBe(429);
      const elsewhere = await from(limited, '192.0.2.61').post('/admin/users/password-token', {
        email: 'owner@example.com',
      });
      expect(elsewhere.status).toBe(204);
    } finally {
      await limited.close();
    }
  });
});
