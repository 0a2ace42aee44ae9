import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

let test: TestApp;
let adminDist: string;
const common = { actions: { save: 'Save' } };

beforeAll(async () => {
  // A dist folder shaped like the admin build: Vite copies public/locales to dist/locales.
  adminDist = mkdtempSync(path.join(tmpdir(), 'storedesk-spa-locales-'));
  mkdirSync(path.join(adminDist, 'locales', 'en'), { recursive: true });
  writeFileSync(
    path.join(adminDist, 'index.html'),
    '<!doctype html><title>Storedesk admin</title>',
  );
  writeFileSync(path.join(adminDist, 'locales', 'en', 'common.json'), JSON.stringify(common));
  test = await buildTestApp({ env: { ADMIN_DIST: adminDist } });
});
afterAll(async () => {
  await test.close();
  rmSync(adminDist, { recursive: true, force: true });
});

describe('translations under /app', () => {
  it("answers SPEC point 7's {base}public/locales/{lng}/{ns}.json, and the build's own path", async () => {
    const browser = test.session();
    for (const url of ['/app/public/locales/en/common.json', '/app/locales/en/common.json']) {
      const response = await browser.get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(/application\/json/);
      expect(JSON.parse(response.text), url).toEqual(common);
    }
  });

  it('answers 404 for a missing file and never leaves the build folder', async () => {
    const browser = test.session();
    expect((await browser.get('/app/public/locales/en/missing.json')).status).toBe(404);
    // Sent as written (a browser would resolve the dots before asking).
    for (const url of [
      '/app/public/locales/../../../package.json',
      '/app/public/locales/..%2f..%2f..%2fpackage.json',
    ]) {
      const outside = await test.app.inject({ method: 'GET', url });
      expect(outside.body, url).not.toContain('"name"');
    }
  });
});
