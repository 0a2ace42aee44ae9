import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastLink, tokenOf, type TestApp } from '../../test/app.js';
import { createOrg } from '../../test/factories.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/lock.js';
import { organization } from './tenancy/tenancy.tables.js';
import { provisionOrganization } from '../modules/store/provision.js';

let test: TestApp;
let adminDist: string;

beforeAll(async () => {
  adminDist = mkdtempSync(path.join(tmpdir(), 'storedesk-spa-'));
  mkdirSync(path.join(adminDist, 'assets'));
  writeFileSync(
    path.join(adminDist, 'index.html'),
    '<!doctype html><title>Storedesk admin</title>',
  );
  writeFileSync(path.join(adminDist, 'assets', 'main-abc123.js'), 'console.log("admin")');
  test = await buildTestApp({
    env: { ADMIN_DIST: adminDist },
    beforeListen(app) {
      app.get('/admin/test-only/boom', { config: { access: { staff: 'read' } } }, async () => {
        throw new Error('database password=hunter2 leaked in an exception');
      });
    },
  });
});
afterAll(async () => {
  await test.close();
  rmSync(adminDist, { recursive: true, force: true });
});

describe('GET /health', () => {
  it('answers 200 after checking the database', async () => {
    const response = await test.session().get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unexpected error with a generic 500 and logs the cause with the request id', async () => {
    const org = await createOrg(test);
    const response = await org.admin.get('/admin/test-only/boom');
    expect(response.status).toBe(500);
    expect(response.body.type).toBe('unexpected_state');
    const requestId = response.headers.get('x-request-id');
    expect(response.body.message).toBe(
      `An unexpected error occurred. Quote request id ${requestId} when you report it.`,
    );
    expect(response.text).not.toMatch(/hunter2|at .*\.ts|stack/);
    const logged = test.logs.find(
      (line) => line.includes('unexpected error') && line.includes(requestId!),
    );
    expect(logged).toBeDefined();
  });
});

describe('JSON bodies', () => {
  it('takes an empty JSON body as no body (as v1 does), and still refuses broken or poisoned JSON', async () => {
    const org = await createOrg(test);
    const shopper = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const empty = await shopper.request('POST', '/store/carts', { rawBody: '' });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body.cart.id).toMatch(/^cart_/);
    // A route that needs a body says so, rather than "Body cannot be empty".
    const signIn = await test.session().request('POST', '/admin/auth', { rawBody: '' });
    expect(signIn.status).toBe(400);
    expect(signIn.body.message).not.toMatch(/cannot be empty/);
    const broken = await shopper.request('POST', '/store/carts', { rawBody: '{"region_id":' });
    expect(broken.status).toBe(400);
    const poisoned = await shopper.request('POST', '/store/carts', {
      rawBody: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.status).toBe(400);
  });
});

describe('the admin SPA under /app', () => {
  it('serves files, and index.html for any other path so client routes survive a reload', async () => {
    const browser = test.session();
    const deep = await browser.get('/app/a/products');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('Storedesk admin');
    expect(deep.headers.get('content-type')).toMatch(/text\/html/);
    expect(deep.headers.get('cache-control')).toBe('no-cache');

    const asset = await browser.get('/app/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('console.log');
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);

    expect((await browser.get('/app/assets/missing-999.js')).status).toBe(404);
    expect((await browser.get('/app/../package.json')).text).not.toContain('"name"');
    const root = await browser.get('/app');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app/');
  });
});

describe('logs', () => {
  it('write one line per request: id, method, matched route, status, time and store', async () => {
    const org = await createOrg(test);
    const before = test.logs.length;
    const listed = await org.admin.get('/admin/products?limit=1&q=secret-query-value');
    await test.session({ 'x-request-id': 'missing-route-1' }).get('/nowhere/at-all?token=t0ken');
    await test.app.ready();
    const lines = test.logs
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(lines.filter((line) => line.msg !== 'request')).toEqual([]);
    expect(requests[0]).toMatchObject({
      level: 30,
      reqId: listed.headers.get('x-request-id'),
      method: 'GET',
      route: '/admin/products',
      status: 200,
      store: org.storeId,
    });
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[1]).toMatchObject({
      reqId: 'missing-route-1',
      route: null,
      path: '/nowhere/at-all',
      status: 404,
      store: null,
    });
    const text = test.logs.slice(before).join('');
    expect(text).not.toContain('secret-query-value');
    expect(text).not.toContain('t0ken');
    expect(text.length / 2).toBeLessThan(300);
  });

  it('never contain a password, token or cookie', async () => {
    const org = await createOrg(test);
    const token = await test
      .session()
      .post('/admin/auth/token', { email: org.email, password: org.password });
    await test.session({ authorization: `Bearer ${token.body.access_token}` }).get('/admin/users');
    await org.admin.post(`/admin/users/${org.userId}`, {
      api_token: 'api-token-value-that-must-not-be-logged',
    });
    await test
      .session({ 'x-medusa-access-token': 'api-token-value-that-must-not-be-logged' })
      .get('/admin/users');
    await test
      .session()
      .post('/admin/auth', { email: org.email, password: 'a-wrong-password-value' });
    await org.admin.post('/admin/invites', { user: 'logged-invitee@example.com' });
    const inviteToken = tokenOf(lastLink(test));
    await test.session().post('/admin/invites/accept', {
      token: inviteToken,
      user: { first_name: 'L', last_name: 'I', password: 'invitee-password-value' },
    });

    const logs = test.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    const cookieValues = [...org.admin.cookies.values()];
    for (const secret of [
      org.password,
      'a-wrong-password-value',
      'invitee-password-value',
      'api-token-value-that-must-not-be-logged',
      token.body.access_token as string,
      ...cookieValues,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('embedded database', () => {
  it('keeps its data across a restart and refuses a second opener', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /in use by another Storedesk process/,
      );
      await provisionOrganization(first.db, {
        name: 'Durable',
        email: 'durable@example.com',
        password: 'secret123',
      });
      await first.close();

      const second = await openDatabase({ dataDir });
      await second.migrate();
      const rows = await second.db.select({ n: count() }).from(organization);
      expect(rows[0]?.n).toBe(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process that died', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-pglite-'));
    try {
      writeFileSync(path.join(dataDir, 'pglite.lock'), '999999999');
      const database = await openDatabase({ dataDir });
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
