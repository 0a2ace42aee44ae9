/**
 * Product import of a 10 000-row CSV (2 500 products × 4 variants, two options, two prices,
 * tags, a type and an image each), timed per phase, then the same file again (all updates).
 *
 *   cd apps/server && npx tsx --conditions=@storedesk/source src/bench/import-bench.ts
 *
 * Environment: BENCH_ROWS (default 10000), BENCH_DATABASE_URL (measure on PostgreSQL in a
 * database of its own, dropped afterwards; default: in-memory PGlite).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { MEMORY, openDatabase } from '../platform/db/client.js';
import { createFiles } from '../platform/files/index.js';
import { newId } from '../platform/ids.js';
import { createLogger } from '../platform/logger.js';
import { ensureReferenceData } from '../platform/reference/reference-data.js';
import { provisionOrganization } from '../modules/store/provision.js';
import { createBatchJobRunner } from '../modules/batch-jobs/batch-jobs.jobs.js';
import { batchJob } from '../platform/jobs/jobs.tables.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);

function makeCsv(rows: number): string {
  const lines = [
    'Product Handle,Product Title,Product Status,Product Type,Product Tags,Variant Title,Variant SKU,Variant Inventory Quantity,Option 1 Name,Option 1 Value,Option 2 Name,Option 2 Value,Price USD,Price EUR,Image 1 Url',
  ];
  const combos = [
    ['S', 'Red'],
    ['S', 'Blue'],
    ['M', 'Red'],
    ['M', 'Blue'],
  ];
  for (let i = 0; i < rows; i += 1) {
    const p = Math.floor(i / 4);
    const [size, color] = combos[i % 4]!;
    lines.push(
      `bench-${p},Bench product ${p},published,Type ${p % 5},"tag-${p % 7},tag-${p % 3}",${size} / ${color},B-${p}-${size}-${color},${i % 50},Size,${size},Color,${color},${(10 + (p % 90)).toFixed(2)},${(9 + (p % 80)).toFixed(2)},https://img.test/${p}.png`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-import-bench-'));
  let databaseUrl: string | undefined;
  let dropName: string | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    dropName = `storedesk_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${dropName}"`);
    await admin.end();
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${dropName}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ dataDir: MEMORY, databaseUrl });
  const config = loadConfig({
    DATA_DIR: dataDir,
    COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdef012345',
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
    SEED_DEMO: 'false',
  });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const org = await provisionOrganization(database.db, {
      name: 'Bench',
      email: `bench-${randomBytes(3).toString('hex')}@example.com`,
      password: 'bench-password-1',
    });
    const files = createFiles({ db: database.db, config });
    const csv = makeCsv(ROWS);
    const saved = await files.saveFile(org.storeId, 'bench.csv', csv, { protected: true });
    const runner = createBatchJobRunner({
      db: database.db,
      config,
      logger: createLogger('warn'),
    });
    console.log(
      `${database.kind}: importing ${ROWS} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB)`,
    );

    for (const pass of ['create', 'update']) {
      const id = newId('batch');
      await database.db.insert(batchJob).values({
        storeId: org.storeId,
        id,
        type: 'product-import',
        context: { fileKey: saved.key },
        dryRun: false,
        runAfter: new Date(),
      });
      const started = performance.now();
      await runner.runOne(); // pre-processing (parse, validate, plan), then confirmed
      const preProcessed = performance.now();
      await runner.runOne(); // processing: staged chunks, then one transaction
      const finished = performance.now();
      const [job] = await database.db
        .select()
        .from(batchJob)
        .where(and(eq(batchJob.storeId, org.storeId), eq(batchJob.id, id)));
      if (job?.status !== 'completed') {
        throw new Error(`import ${pass} ended ${job?.status}: ${JSON.stringify(job?.result)}`);
      }
      const counts = (await database.db.execute(
        sql`select (select count(*) from product where store_id = ${org.storeId})::int as products,
                   (select count(*) from product_variant where store_id = ${org.storeId})::int as variants,
                   (select count(*) from money_amount where store_id = ${org.storeId})::int as prices`,
      )) as unknown as { rows: Array<Record<string, number>> };
      console.log(
        `${pass}: pre-processing ${((preProcessed - started) / 1000).toFixed(2)} s, processing ${((finished - preProcessed) / 1000).toFixed(2)} s, total ${((finished - started) / 1000).toFixed(2)} s — ${JSON.stringify(counts.rows[0])}`,
      );
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dropName && process.env.BENCH_DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${dropName}" with (force)`);
      await admin.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
