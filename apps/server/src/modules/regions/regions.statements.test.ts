import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import { HttpSession } from '../../../test/http.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { MEMORY, openDatabase, type Database } from '../../platform/db/client.js';
import { createLogger } from '../../platform/logger.js';
import { createMailer } from '../../platform/mail.js';
import { ensureReferenceData } from '../../platform/reference/reference-data.js';

/**
 * A request runs a fixed number of SQL statements whatever the number of regions, countries and
 * providers it answers: the server here reports every statement it sends (BEGIN and COMMIT
 * included), and each read is measured with few and with many regions.
 */

let counting = false;
let statements: string[] = [];
let database: Database;
let owned: TestDatabase | undefined;
let app: FastifyInstance;
let dataDir: string;
let org: TestOrg;

beforeAll(async () => {
  const onStatement = (text: string) => {
    if (counting) statements.push(text);
  };
  if (process.env.TEST_DATABASE === 'postgres') {
    // A fresh database of its own, reached through a second pool that reports statements.
    owned = await createTestDatabase();
    database = await openDatabase({ dataDir: MEMORY, databaseUrl: owned.url, onStatement });
  } else {
    database = await openDatabase({ dataDir: MEMORY, onStatement });
    await database.migrate();
  }
  await ensureReferenceData(database.db);
  dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-statements-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    COOKIE_SECRET: 'test-cookie-secret-0123456789abcdef0123',
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef01234567',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_DIST: path.join(dataDir, 'no-admin'),
    PUBLIC_URL: 'http://storedesk.test',
  });
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const logger = createLogger(config.logLevel, quiet);
  app = await buildApp({
    db: database.db,
    config,
    logger,
    mailer: createMailer({
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'outbox'),
      logger,
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  // createOrg needs only the database and a way to open sessions.
  const test = {
    database: { db: database.db },
    session: (headers?: Record<string, string>) => new HttpSession(url, headers),
  };
  org = await createOrg(test as unknown as TestApp);
  expect((await org.admin.post('/admin/store/currencies/eur')).status).toBe(200);
});

afterAll(async () => {
  await app.close();
  await database.close();
  await owned?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The statements one request sends, and its answer. */
async function measure(send: () => Promise<{ status: number }>) {
  statements = [];
  counting = true;
  const response = await send();
  counting = false;
  expect(response.status).toBe(200);
  return statements.length;
}

const COUNTRY_SETS = [
  ['de', 'at', 'ch', 'li'],
  ['fr', 'be', 'lu', 'mc'],
  ['it', 'sm', 'va', 'mt'],
  ['es', 'pt', 'ad', 'gi'],
  ['se', 'no', 'dk', 'fi'],
  ['pl', 'cz', 'sk', 'hu'],
];

const body = (name: string, countries: string[]) => ({
  name,
  currency_code: 'eur',
  tax_rate: 19,
  countries,
  payment_providers: ['manual', 'test-card'],
  fulfillment_providers: ['manual'],
});

describe('statements per request', () => {
  it('reads regions in the same number of statements for one region or many', async () => {
    const shopper = new HttpSession(org.admin.baseUrl, {
      'x-publishable-api-key': org.publishableKeyId,
    });
    const first = (await org.admin.post('/admin/regions', body('First', ['us']))).body.region.id;
    const reads = async () => ({
      adminList: await measure(() => org.admin.get('/admin/regions')),
      adminOne: await measure(() => org.admin.get(`/admin/regions/${first}`)),
      storeList: await measure(() => shopper.get('/store/regions')),
      countries: await measure(() => org.admin.get('/admin/countries')),
      store: await measure(() => org.admin.get('/admin/store')),
    });
    const few = await reads();
    for (const [index, countries] of COUNTRY_SETS.entries()) {
      const created = await org.admin.post('/admin/regions', body(`Region ${index}`, countries));
      expect(created.status).toBe(200);
    }
    await org.admin.post(`/admin/regions/${first}`, { countries: ['us', 'ca', 'mx'] });
    const many = await reads();
    expect(many).toEqual(few);
    // The session lookup, BEGIN, the store setting, the one read, COMMIT: a handful at most.
    expect(few.adminList).toBeLessThanOrEqual(6);
    expect(few.storeList).toBeLessThanOrEqual(5);
  });

  it('writes a region in the same number of statements for two countries or twenty', async () => {
    const small = await measure(() =>
      org.admin.post('/admin/regions', body('Small', ['jp', 'kr'])),
    );
    const twenty = [
      'br',
      'ar',
      'cl',
      'pe',
      'co',
      've',
      'ec',
      'bo',
      'py',
      'uy',
      'gy',
      'sr',
      'pa',
      'cr',
      'ni',
      'hn',
      'sv',
      'gt',
      'bz',
      'cu',
    ];
    const large = await measure(() => org.admin.post('/admin/regions', body('Large', twenty)));
    expect(large).toBe(small);
    const id = (await org.admin.get('/admin/regions?q=Large')).body.regions[0].id;
    const update = await measure(() =>
      org.admin.post(`/admin/regions/${id}`, {
        countries: twenty.slice(0, 5),
        payment_providers: ['manual'],
      }),
    );
    const updateMore = await measure(() =>
      org.admin.post(`/admin/regions/${id}`, {
        countries: twenty,
        payment_providers: ['manual', 'test-card'],
      }),
    );
    expect(updateMore).toBe(update);
  });
});
