import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { MEMORY, openDatabase, type Database } from '../src/platform/db/client.js';
import { createLogger } from '../src/platform/logger.js';
import { createMailer } from '../src/platform/mail.js';
import { ensureReferenceData } from '../src/platform/reference/reference-data.js';
import type { TestApp } from './app.js';
import { createTestDatabase, migratedSnapshot, type TestDatabase } from './database.js';
import { HttpSession } from './http.js';

/**
 * The real server on a database that reports every SQL statement it is sent (BEGIN and COMMIT
 * included), for tests that prove a request costs a fixed number of statements. PGlite, or a
 * fresh PostgreSQL database of its own when TEST_DATABASE is `postgres`.
 */
export interface CountingApp {
  app: FastifyInstance;
  /** Enough of a TestApp for the factories (database and sessions). */
  test: TestApp;
  /** The statements one request sends; the request must answer 200. */
  measure(send: () => Promise<{ status: number; text?: string }>): Promise<string[]>;
  close(): Promise<void>;
}

export async function buildCountingApp(
  options: { env?: Record<string, string> } = {},
): Promise<CountingApp> {
  let counting = false;
  let statements: string[] = [];
  const onStatement = (text: string) => {
    if (counting) statements.push(text);
  };
  let owned: TestDatabase | undefined;
  let database: Database;
  if (process.env.TEST_DATABASE === 'postgres') {
    owned = await createTestDatabase();
    database = await openDatabase({ dataDir: MEMORY, databaseUrl: owned.url, onStatement });
  } else {
    database = await openDatabase({ dataDir: MEMORY, onStatement, from: await migratedSnapshot() });
  }
  await ensureReferenceData(database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-statements-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    COOKIE_SECRET: 'test-cookie-secret-0123456789abcdef0123',
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef01234567',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_DIST: path.join(dataDir, 'no-admin'),
    PUBLIC_URL: 'http://storedesk.test',
    ...options.env,
  });
  const logger = createLogger(
    config.logLevel,
    new Writable({ write: (_chunk, _encoding, done) => done() }),
  );
  const app = await buildApp({
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
  const test = {
    database: { db: database.db },
    session: (headers?: Record<string, string>) => new HttpSession(url, headers),
  } as unknown as TestApp;
  return {
    app,
    test,
    async measure(send) {
      statements = [];
      counting = true;
      const response = await send();
      counting = false;
      if (response.status !== 200) {
        throw new Error(`expected 200, got ${response.status}: ${response.text ?? ''}`);
      }
      return statements;
    },
    async close() {
      await app.close();
      await database.close();
      await owned?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
