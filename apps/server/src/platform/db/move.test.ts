import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataDirCounts,
  dataDirEnv,
  postgresCounts,
  runCli,
  seedDataDir,
  spawnCli,
  type SeededDataDir,
} from '../../../test/data-dir.js';
import { TEST_PG_URL, testDatabaseKind } from '../../../test/database.js';
import { HttpSession } from '../../../test/http.js';
import { startServer, type ServerProcess } from '../../../test/server-process.js';
import { moveToPostgres } from './move.js';

// A move needs both databases: it runs in the PostgreSQL pass only.
const postgres = testDatabaseKind() === 'postgres';

let root: string;
let source: string;
let seeded: SeededDataDir;
let sourceCounts: Record<string, number>;
const databases: string[] = [];
const servers: ServerProcess[] = [];

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server, dropped after the file. */
async function newDatabase(): Promise<string> {
  const name = `storedesk_move_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  databases.push(name);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every table empty but drizzle's migration record (which the migrations write). */
function expectEmpty(counts: Record<string, number>): void {
  const holding = Object.entries(counts).filter(
    ([table, rows]) => rows > 0 && table !== 'drizzle.__drizzle_migrations',
  );
  expect(holding).toEqual([]);
}

describe.skipIf(!postgres)('db:move from the embedded database to PostgreSQL', () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'storedesk-move-'));
    source = path.join(root, 'source');
    seeded = await seedDataDir(source, 3);
    sourceCounts = await dataDirCounts(source);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    for (const name of databases) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('copies every table through the CLI, counts match, and the server on PostgreSQL serves the store', async () => {
    const target = await newDatabase();
    const moved = await runCli(['db:move', '--to', target], dataDirEnv(source));
    expect(moved.output).toContain('checked equal in both databases');
    expect(moved.code).toBe(0);
    expect(moved.output).toMatch(/\border\s+3\n/);

    expect(await postgresCounts(target)).toEqual(sourceCounts);
    expect(await dataDirCounts(source)).toEqual(sourceCounts);

    const server = await startServer({ ...dataDirEnv(source), DATABASE_URL: target });
    servers.push(server);
    const session = await new HttpSession(server.url).login(seeded.email, seeded.password);
    const products = await session.get('/admin/products?limit=5');
    expect(products.status).toBe(200);
    expect(products.body.count).toBe(seeded.products);
    const orders = await session.get('/admin/orders?limit=5');
    expect(orders.status).toBe(200);
    expect(orders.body.count).toBe(seeded.orders);
    // A new write on the target: serial ids and triggers work after the copy.
    const product = products.body.products[0];
    const renamed = await session.post(`/admin/products/${product.id}`, { title: 'Moved tee' });
    expect(renamed.status).toBe(200);
    const read = await session.get(`/admin/products/${product.id}`);
    expect(read.body.product.title).toBe('Moved tee');
    server.child.kill('SIGTERM');
    await server.exited;

    // A second move onto the filled target is refused and changes nothing.
    const before = await postgresCounts(target);
    await expect(moveToPostgres({ dataDir: source, targetUrl: target })).rejects.toThrow(
      /already holds data.*Nothing was copied/,
    );
    expect(await postgresCounts(target)).toEqual(before);
  }, 120_000);

  it('a move killed or failing midway leaves the target empty and the source as it was; the next run succeeds', async () => {
    const target = await newDatabase();
    // kill -9 once the command reports its first copied table (inside the copy transaction).
    const child = spawnCli(['db:move', '--to', target], dataDirEnv(source));
    const closed = new Promise((resolve) => child.on('close', resolve));
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/: \d+ rows/.test(output) && child.exitCode === null) child.kill('SIGKILL');
    });
    await closed;
    expect(child.signalCode).toBe('SIGKILL');
    expect(output).not.toContain('checked equal');
    expectEmpty(await postgresCounts(target));
    expect(await dataDirCounts(source)).toEqual(sourceCounts);

    // Failing on purpose later in the copy (a test seam), with small batches.
    await expect(
      moveToPostgres({
        dataDir: source,
        targetUrl: target,
        batchRows: 7,
        afterTable: (table) => {
          if (table === 'product') throw new Error('interrupted on purpose');
        },
      }),
    ).rejects.toThrow('interrupted on purpose');
    expectEmpty(await postgresCounts(target));
    expect(await dataDirCounts(source)).toEqual(sourceCounts);

    const counts = await moveToPostgres({ dataDir: source, targetUrl: target, batchRows: 7 });
    expect(Object.fromEntries(counts.map((count) => [count.table, count.rows]))).toMatchObject({
      product: seeded.products,
      order: seeded.orders,
    });
    expect(await postgresCounts(target)).toEqual(sourceCounts);
  }, 90_000);
});
