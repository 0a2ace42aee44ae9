import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataDirCounts,
  dataDirEnv,
  runCli,
  seedDataDir,
  type SeededDataDir,
} from '../../../test/data-dir.js';
import { queryRows, testDatabaseKind } from '../../../test/database.js';
import { HttpSession } from '../../../test/http.js';
import { startServer, type ServerProcess } from '../../../test/server-process.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../logger.js';
import { createMailer } from '../mail.js';
import { BackupError, backupDataDir, restoreDataDir } from './backup.js';
import { openDatabase } from './client.js';

// Backups are of the embedded database: this file runs in the PGlite pass only.
const pglite = testDatabaseKind() === 'pglite';

let root: string;
let source: string;
let seeded: SeededDataDir;
let sourceCounts: Record<string, number>;
const servers: ServerProcess[] = [];

const dir = (name: string) => path.join(root, name);

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServer(dataDirEnv(dataDir));
  servers.push(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The owner signs in and sees the demo store's products and orders. */
async function expectStoreServed(url: string): Promise<HttpSession> {
  const admin = await new HttpSession(url).login(seeded.email, seeded.password);
  const products = await admin.get('/admin/products?limit=1');
  expect(products.status).toBe(200);
  expect(products.body.count).toBe(seeded.products);
  const orders = await admin.get('/admin/orders?limit=1');
  expect(orders.status).toBe(200);
  expect(orders.body.count).toBe(seeded.orders);
  return admin;
}

describe.skipIf(!pglite)('backup and restore of the embedded database', () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'storedesk-backup-'));
    source = dir('source');
    seeded = await seedDataDir(source, 3);
    sourceCounts = await dataDirCounts(source);
    expect(sourceCounts['public.product']).toBe(seeded.products);
    expect(sourceCounts['public.customer']).toBeGreaterThan(0);
    expect(sourceCounts['public.order']).toBe(seeded.orders);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('backs up a stopped server through the CLI; the restore has the same rows and serves the store', async () => {
    const file = dir('stopped.tar.gz');
    const backup = await runCli(['backup', '--to', file], dataDirEnv(source));
    expect(backup.output).toContain('the server was not running');
    expect(backup.code).toBe(0);

    const restored = dir('restored');
    const restore = await runCli(['restore', '--from', file], dataDirEnv(restored));
    expect(restore.output).toContain('Restored into');
    expect(restore.code).toBe(0);
    expect(await dataDirCounts(restored)).toEqual(sourceCounts);

    // The app in this process (a server process costs this busy machine 15 s more to start;
    // the next test signs in through one).
    const database = await openDatabase({ dataDir: restored });
    const config = loadConfig(dataDirEnv(restored));
    const logger = createLogger('silent');
    const mailer = createMailer({ from: config.mailFrom, outboxDir: dir('outbox'), logger });
    const app = await buildApp({ db: database.db, config, mailer, logger });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await expectStoreServed(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    } finally {
      await app.close();
      await database.close();
    }
  }, 90_000);

  it('takes a backup from the running server, and refuses to restore under it', async () => {
    const server = await start(source);
    const file = dir('online.tar.gz');
    // Writes just before the backup (the sign-in's session) must be in it.
    const admin = await expectStoreServed(server.url);
    // Staff keep renaming a product while the backup is taken: each rename also rebuilds the
    // product's document at its commit, so a copy taken mid-transaction would show them apart.
    const [product] = (await admin.get('/admin/products?limit=1')).body.products;
    let writing = true;
    const titles: string[] = [product.title];
    const writer = (async () => {
      while (writing) {
        const title = `Busy ${titles.length}`;
        const renamed = await admin.post(`/admin/products/${product.id}`, { title });
        expect(renamed.status).toBe(200);
        titles.push(title);
      }
    })();
    const backup = await backupDataDir(source, file).finally(() => (writing = false));
    await writer;
    expect(titles.length).toBeGreaterThan(2);
    expect(backup.online).toBe(true);
    expect(backup.stores).toBe(1);
    await expect(restoreDataDir(source, file, { force: true })).rejects.toThrow(
      /is running on .*stop it, then run restore again/,
    );
    await stop(server);

    const restored = dir('restored-online');
    await restoreDataDir(restored, file);
    const [after, copy] = [await dataDirCounts(source), await dataDirCounts(restored)];
    expect(copy).toEqual(after);
    expect(after['public.session']).toBeGreaterThan(sourceCounts['public.session']!);
    const database = await openDatabase({ dataDir: restored });
    try {
      // The document's head is a fragment of JSON text holding the product's columns.
      const [row] = await queryRows<{ title: string; agrees: boolean }>(
        database.db,
        sql`SELECT p.title, strpos(d.head, to_json(p.title)::text) > 0 AS agrees FROM product p
          JOIN product_document d ON d.store_id = p.store_id AND d.product_id = p.id
          WHERE p.id = ${product.id}`,
      );
      expect(titles).toContain(row!.title);
      expect(row!.agrees).toBe(true);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('refuses a DATA_DIR holding a database without --force, and moves it aside with it', async () => {
    const file = dir('replace.tar.gz');
    await backupDataDir(source, file);
    const target = dir('occupied');
    await restoreDataDir(target, file);

    await expect(restoreDataDir(target, file)).rejects.toThrow(/already holds a database.*--force/);
    const forced = await restoreDataDir(target, file, { force: true });
    expect(forced.replaced).toMatch(/pglite\.replaced-/);
    expect(existsSync(path.join(forced.replaced!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(target, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('leaves DATA_DIR untouched when the file is no backup, and never overwrites a file', async () => {
    const target = dir('untouched');
    const bogus = dir('bogus.tar.gz');
    writeFileSync(bogus, 'not a backup');
    await expect(restoreDataDir(target, bogus)).rejects.toBeInstanceOf(BackupError);
    expect(readdirSync(target).filter((name) => name.startsWith('pglite'))).toEqual([]);
    await expect(backupDataDir(source, bogus)).rejects.toThrow(/already exists/);
  });
});
