import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/platform/logger.js';
import { createMailer, type Mailer } from '../src/platform/mail.js';
import type { ExtraProviders } from '../src/platform/providers/built-in.js';
import { ensureReferenceData } from '../src/platform/reference/reference-data.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { HttpSession } from './http.js';

export interface TestApp {
  app: FastifyInstance;
  url: string;
  database: TestDatabase;
  config: Config;
  /** Every log line the server wrote, as text. */
  logs: string[];
  /** The messages in the local outbox, oldest first. */
  outbox(): string[];
  session(headers?: Record<string, string>): HttpSession;
  /** A session connecting from another local address (`127.0.0.x`), as another machine. */
  sessionFrom(localAddress: string, headers?: Record<string, string>): HttpSession;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Runs before the server starts listening, e.g. to add a route that throws. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** Payment or fulfilment providers added to the built-in ones (e.g. a counting stand-in). */
  providers?: ExtraProviders;
  /** Wraps the mailer (which writes to the local outbox), e.g. to make sending fail. */
  mailer?: (outbox: Mailer) => Mailer;
}

/**
 * The real server, in-process, on a fresh database, listening on a free port of 127.0.0.1:
 * tests talk to it over HTTP exactly as a client would.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    COOKIE_SECRET: 'test-cookie-secret-0123456789abcdef0123',
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef01234567',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_ADDRESS: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS: '10000',
    ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    PUBLIC_URL: 'http://storedesk.test',
    ...options.env,
  });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(config.logLevel, stream);
  const database = await createTestDatabase();
  await ensureReferenceData(database.db);
  const outboxDir = path.join(dataDir, 'outbox');
  const fileMailer = createMailer({ from: config.mailFrom, outboxDir, logger });
  const mailer = options.mailer ? options.mailer(fileMailer) : fileMailer;
  const app = await buildApp({
    db: database.db,
    config,
    mailer,
    logger,
    listen: database.listen,
    providers: options.providers,
  });
  await options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

  return {
    app,
    url,
    database,
    config,
    logs,
    outbox() {
      try {
        return readdirSync(outboxDir)
          .sort()
          .map((file) => readFileSync(path.join(outboxDir, file), 'utf8'));
      } catch {
        return [];
      }
    },
    session: (headers) => new HttpSession(url, headers),
    sessionFrom: (localAddress, headers) => new HttpSession(url, headers, localAddress),
    async close() {
      // The tests are over: drop every connection, including a keep-alive socket the server
      // still counts as busy (seen after a file download), which would otherwise hold close()
      // until Node's headers timeout (about 70 s) and time the suite's hook out.
      app.server.closeAllConnections();
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A message's text with quoted-printable undone (soft breaks, `=C3=97` for `×`). */
export const decodedMail = (message: string) =>
  Buffer.from(
    message
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The messages to an address (decoded), once the mail outbox has sent everything due. */
export async function mailsTo(test: TestApp, address: string): Promise<string[]> {
  await test.app.mailOutbox.drain();
  return test
    .outbox()
    .filter((message) => message.includes(`To: ${address}`))
    .map(decodedMail);
}

/** A header's MIME encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as text. */
export const unfoldHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );

/**
 * The messages to an address once the mail outbox has sent everything due, each as its
 * subject (encoded words undone) and its decoded text.
 */
export async function readMails(
  test: TestApp,
  address: string,
): Promise<Array<{ subject: string; text: string }>> {
  await test.app.mailOutbox.drain();
  return test
    .outbox()
    .filter((message) => message.includes(`To: ${address}`))
    .map((message) => {
      const [head = '', ...body] = message.split(/\r?\n\r?\n/);
      const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
      return {
        subject: unfoldHeader(subject.replace(/\r?\n[ \t]/g, ' ')),
        text: decodedMail(body.join('\n\n')),
      };
    });
}

/** The link in the newest outbox message, e.g. the reset or invite link. */
export function lastLink(test: TestApp): string {
  const messages = test.outbox();
  const message = messages[messages.length - 1] ?? '';
  const match = /(https?:\/\/\S+)/.exec(message.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  if (!match) throw new Error('no link in the outbox');
  return match[1]!;
}

/** The token in a link's fragment (`#token=...`). */
export function tokenOf(link: string): string {
  const fragment = new URL(link).hash.slice(1);
  return new URLSearchParams(fragment).get('token') ?? '';
}
