import {
  AdminBatchJobRes,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
  type BatchJob,
} from '@storedesk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { queryRows } from '../../../test/database.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import { createLogger } from '../../platform/logger.js';
import { createMailer } from '../../platform/mail.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { product, productVariant } from '../products/products.tables.js';
import { batchJob, batchJobChunk } from '../../platform/jobs/jobs.tables.js';

let test: TestApp;
/** The runner's own chunk size, which tests that shrink it put back. */
let defaultChunkRows: number;
let org: TestOrg;
let other: TestOrg;

const HEADER =
  'Product Handle,Product Title,Product Status,Product Type,Product Tags,Variant Title,Variant SKU,Variant Inventory Quantity,Variant Allow Backorder,Option 1 Name,Option 1 Value,Price USD,Price EUR,Image 1 Url';

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n') + '\n';
}

/** Rows of `products` products with two variants each (S, M). */
function catalogue(prefix: string, products: number): string {
  const rows: string[] = [];
  for (let i = 0; i < products; i += 1) {
    for (const size of ['S', 'M']) {
      rows.push(
        `${prefix}-${i},${prefix} ${i},published,Shirt,"summer,cotton",${size},${prefix.toUpperCase()}-${i}-${size},${i},false,Size,${size},19.99,17.5,https://img.test/${prefix}-${i}.png`,
      );
    }
  }
  return csv(...rows);
}

async function upload(who: TestOrg, content: string, name = 'products.csv'): Promise<string> {
  const body = new FormData();
  body.append('files', new Blob([content], { type: 'text/csv' }), name);
  const response = await who.admin.postForm('/admin/uploads/protected', body);
  expect(response.status).toBe(200);
  return AdminUploadsRes.parse(response.body).uploads[0]!.key;
}

async function createJob(
  who: TestOrg,
  body: Record<string, unknown>,
): Promise<{ status: number; job: BatchJob; body: any }> {
  const response = await who.admin.post('/admin/batch-jobs', body);
  return {
    status: response.status,
    body: response.body,
    job:
      response.status === 200 ? AdminBatchJobRes.parse(response.body).batch_job : (null as never),
  };
}

async function retrieve(who: TestOrg, id: string): Promise<BatchJob> {
  const response = await who.admin.get(`/admin/batch-jobs/${id}`);
  expect(response.status).toBe(200);
  return AdminBatchJobRes.parse(response.body).batch_job;
}

/** Products the store's staff and shoppers see (a tenant transaction, under row-level security). */
async function productCount(storeId: string): Promise<number> {
  const rows = await withTenantTx(test.database.db, storeId, (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(product)
      .where(and(eq(product.storeId, storeId), isNull(product.deletedAt))),
  );
  return Number(rows[0]!.n);
}

/** Products an unfinished import has written, hidden (read as the owner, past row-level security). */
async function hiddenCount(storeId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    test.database.db,
    sql`select count(*)::int as n from product p where p.store_id = ${storeId}
        and p.import_job_id is not null and not exists (select 1 from batch_job j
          where j.store_id = p.store_id and j.id = p.import_job_id and j.status = 'completed')`,
  );
  return Number(rows[0]!.n);
}

async function importFile(who: TestOrg, content: string): Promise<BatchJob> {
  const fileKey = await upload(who, content);
  const { job } = await createJob(who, {
    type: 'product-import',
    context: { fileKey },
    dry_run: true,
  });
  await test.app.jobs.drain();
  expect((await retrieve(who, job.id)).status).toBe('pre_processed');
  const confirmed = await who.admin.post(`/admin/batch-jobs/${job.id}/confirm`);
  expect(confirmed.status).toBe(200);
  await test.app.jobs.drain();
  return retrieve(who, job.id);
}

beforeAll(async () => {
  test = await buildTestApp();
  defaultChunkRows = test.app.jobs.settings.importChunkRows;
  org = await createOrg(test);
  other = await createOrg(test);
});
afterAll(() => test.close());

describe('POST /admin/batch-jobs', () => {
  it('rejects bad input naming the field', async () => {
    const badType = await createJob(org, { type: 'gift-card-export', context: {} });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/^type/);
    const noKey = await createJob(org, { type: 'product-import', context: {} });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/context\.fileKey/);
    const unknownKey = await createJob(org, {
      type: 'product-import',
      context: { fileKey: `${org.storeId}/01J00000000000000000000000-x.csv` },
    });
    expect(unknownKey.status).toBe(404);
    expect(unknownKey.body.message).toMatch(/^context\.fileKey/);
  });

  it("refuses another store's file, and another store's job is a 404", async () => {
    const theirs = await upload(other, catalogue('theirs', 1));
    const response = await createJob(org, { type: 'product-import', context: { fileKey: theirs } });
    expect(response.status).toBe(404);

    const { job } = await createJob(other, {
      type: 'product-import',
      context: { fileKey: theirs },
      dry_run: true,
    });
    await test.app.jobs.drain();
    expect((await org.admin.get(`/admin/batch-jobs/${job.id}`)).status).toBe(404);
    expect((await org.admin.post(`/admin/batch-jobs/${job.id}/confirm`)).status).toBe(404);
    expect((await org.admin.post(`/admin/batch-jobs/${job.id}/cancel`)).status).toBe(404);
    expect((await retrieve(other, job.id)).status).toBe('pre_processed');
  });
});

describe('product-import', () => {
  it('pre-processes a dry run into a summary, then imports on confirm', async () => {
    const fileKey = await upload(org, catalogue('tee', 3));
    const { status, job } = await createJob(org, {
      type: 'product-import',
      context: { fileKey },
      dry_run: true,
    });
    expect(status).toBe(200);
    expect(job).toMatchObject({ status: 'created', type: 'product-import', dry_run: true });
    await test.app.jobs.drain();

    const pre = await retrieve(org, job.id);
    expect(pre.status).toBe('pre_processed');
    expect(pre.result).toMatchObject({
      count: 6,
      errors: [],
      stat_descriptors: [
        { key: 'product-import-create', message: '3 products will be created' },
        { key: 'product-import-update', message: '0 products will be updated' },
      ],
    });
    expect(await productCount(org.storeId)).toBe(0);

    const confirmed = await org.admin.post(`/admin/batch-jobs/${job.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(AdminBatchJobRes.parse(confirmed.body).batch_job.status).toBe('confirmed');
    await test.app.jobs.drain();
    const done = await retrieve(org, job.id);
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ count: 6, advancement_count: 6 });
    expect(await productCount(org.storeId)).toBe(3);

    const list = await org.admin.get(
      '/admin/products?q=tee-1&expand=variants,variants.prices,options,tags,type,images',
    );
    const imported = list.body.products.find((p: { handle: string }) => p.handle === 'tee-1');
    expect(imported).toMatchObject({ title: 'tee 1', status: 'published' });
    expect(imported.variants).toHaveLength(2);
    const small = imported.variants.find((v: { sku: string }) => v.sku === 'TEE-1-S');
    expect(small.inventory_quantity).toBe(1);
    expect(
      small.prices
        .map((p: { currency_code: string; amount: number }) => [p.currency_code, p.amount])
        .sort(),
    ).toEqual([
      ['eur', 1750],
      ['usd', 1999],
    ]);
    expect(imported.tags.map((t: { value: string }) => t.value).sort()).toEqual([
      'cotton',
      'summer',
    ]);
    expect(imported.type.value).toBe('Shirt');
    expect(imported.images[0].url).toBe('https://img.test/tee-1.png');
    // Only the store's own chunks, and none left once done.
    expect(await test.database.db.select().from(batchJobChunk)).toHaveLength(0);
  });

  it('updates existing products by handle and variants by SKU, creating the rest', async () => {
    await importFile(org, catalogue('upd', 2));
    const job = await importFile(
      org,
      csv(
        'upd-0,Renamed,draft,Shirt,summer,S,UPD-0-S,50,true,Size,S,25.00,,',
        'upd-0,,,,,L,UPD-0-L,5,false,Size,L,30,,',
        'upd-new,Brand new,published,,,,NEW-1,1,false,Size,One,1,,',
      ),
    );
    expect(job.status).toBe('completed');
    expect(job.result?.stat_descriptors?.map((d) => d.message)).toEqual([
      '1 product were created',
      '1 product were updated',
    ]);
    const [updated] = await test.database.db
      .select()
      .from(product)
      .where(and(eq(product.storeId, org.storeId), eq(product.handle, 'upd-0')));
    expect(updated).toMatchObject({ title: 'Renamed', status: 'draft' });
    const variants = await test.database.db
      .select()
      .from(productVariant)
      .where(
        and(eq(productVariant.storeId, org.storeId), eq(productVariant.productId, updated!.id)),
      );
    expect(variants.map((v) => v.sku).sort()).toEqual(['UPD-0-L', 'UPD-0-M', 'UPD-0-S']);
    expect(variants.find((v) => v.sku === 'UPD-0-S')).toMatchObject({
      inventoryQuantity: 50,
      allowBackorder: true,
    });
    const prices = await queryRows<{ currency_code: string; amount: string }>(
      test.database.db,
      sql`select m.currency_code, m.amount::text from money_amount m join product_variant v
          on v.store_id = m.store_id and v.id = m.variant_id where v.sku = 'UPD-0-S'`,
    );
    expect(prices).toEqual([{ currency_code: 'usd', amount: '2500' }]);
  });

  it('a file with a bad row cannot be confirmed (400 naming the rows) and changes nothing', async () => {
    const before = await productCount(org.storeId);
    const fileKey = await upload(
      org,
      csv(
        'bad-0,Bad 0,published,,,S,BAD-0,1,false,Size,S,10,,',
        'bad-1,Bad 1,sold-out,,,S,BAD-1,many,false,Size,S,10,,',
        'bad-2,Bad 2,published,,,S,BAD-0,1,false,Size,S,1.234,,',
      ),
    );
    const { job } = await createJob(org, {
      type: 'product-import',
      context: { fileKey },
      dry_run: true,
    });
    await test.app.jobs.drain();
    const pre = await retrieve(org, job.id);
    expect(pre.status).toBe('pre_processed');
    expect(pre.result?.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, column: 'Product Status' }),
        expect.objectContaining({ row: 3, column: 'Variant Inventory Quantity' }),
        expect.objectContaining({ row: 4, column: 'Variant SKU' }),
      ]),
    );
    const confirm = await org.admin.post(`/admin/batch-jobs/${job.id}/confirm`);
    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toMatch(/rows 3, 4/);
    expect(await productCount(org.storeId)).toBe(before);

    // Without a dry run the job fails by itself, and nothing changes either.
    const direct = await createJob(org, { type: 'product-import', context: { fileKey } });
    await test.app.jobs.drain();
    expect((await retrieve(org, direct.job.id)).status).toBe('failed');
    expect(await productCount(org.storeId)).toBe(before);
  });

  it('a late failure (a SKU taken after pre-processing) applies nothing', async () => {
    const before = await productCount(org.storeId);
    const fileKey = await upload(org, catalogue('late', 3));
    const { job } = await createJob(org, {
      type: 'product-import',
      context: { fileKey },
      dry_run: true,
    });
    await test.app.jobs.drain();
    test.app.jobs.settings.importChunkRows = 2;
    // Someone creates a product using one of the file's SKUs before the import runs.
    const taken = await org.admin.post('/admin/products', {
      title: 'Squatter',
      variants: [{ title: 'x', sku: 'LATE-2-M', prices: [] }],
    });
    expect(taken.status).toBe(200);
    await org.admin.post(`/admin/batch-jobs/${job.id}/confirm`);
    await test.app.jobs.drain();
    test.app.jobs.settings.importChunkRows = defaultChunkRows;
    const failed = await retrieve(org, job.id);
    expect(failed.status).toBe('failed');
    expect(failed.result?.errors?.[0]).toMatchObject({ row: 7, column: 'Variant SKU' });
    expect(await productCount(org.storeId)).toBe(before + 1);
  });

  it('fails at commit time → nothing applied; progress shows between chunks', async () => {
    const before = await productCount(org.storeId);
    const fileKey = await upload(org, catalogue('prog', 4));
    const { job } = await createJob(org, { type: 'product-import', context: { fileKey } });
    const seen: number[] = [];
    const hidden: number[] = [];
    test.app.jobs.settings.importChunkRows = 2;
    test.app.jobs.setHooks({
      async afterStep(running) {
        // A poller sees progress while the import runs, and no product yet: each chunk's
        // products are written in its own transaction, hidden until the job completes.
        const polled = await retrieve(org, running.id);
        seen.push(polled.result?.advancement_count ?? -1);
        expect(await productCount(org.storeId)).toBe(before);
        const listed = await org.admin.get('/admin/products?limit=1');
        expect(listed.body.count).toBe(before);
        expect((await org.admin.get('/admin/products?q=prog')).body.count).toBe(0);
        expect((await org.admin.get('/admin/inventory-items?q=PROG')).body.count).toBe(0);
        hidden.push(await hiddenCount(org.storeId));
      },
      beforeFinishCommit() {
        throw new Error('disk full (test)');
      },
    });
    try {
      await test.app.jobs.drain();
    } finally {
      test.app.jobs.setHooks({});
      test.app.jobs.settings.importChunkRows = defaultChunkRows;
    }
    expect(seen).toEqual([2, 4, 6, 8]);
    expect(hidden).toEqual([1, 2, 3, 4]);
    const failed = await retrieve(org, job.id);
    expect(failed.status).toBe('failed');
    expect(failed.result?.errors?.[0]?.message).toMatch(/disk full/);
    expect(await productCount(org.storeId)).toBe(before);
    // What the failed job wrote is gone, so the same file imports cleanly next time.
    expect(await hiddenCount(org.storeId)).toBe(0);
    expect(await test.database.db.select().from(batchJobChunk)).toHaveLength(0);
  });

  it('cancel while processing stops at the next chunk boundary and applies nothing', async () => {
    const before = await productCount(org.storeId);
    const fileKey = await upload(org, catalogue('cxl', 4));
    const { job } = await createJob(org, { type: 'product-import', context: { fileKey } });
    test.app.jobs.settings.importChunkRows = 2;
    test.app.jobs.setHooks({
      async afterStep(running, step) {
        if (step === 2) {
          const canceled = await org.admin.post(`/admin/batch-jobs/${running.id}/cancel`);
          expect(canceled.status).toBe(200);
        }
      },
    });
    try {
      await test.app.jobs.drain();
    } finally {
      test.app.jobs.setHooks({});
      test.app.jobs.settings.importChunkRows = defaultChunkRows;
    }
    const canceled = await retrieve(org, job.id);
    expect(canceled.status).toBe('canceled');
    expect(await productCount(org.storeId)).toBe(before);
    expect(await hiddenCount(org.storeId)).toBe(0);
    expect(await test.database.db.select().from(batchJobChunk)).toHaveLength(0);
    // A canceled job is never picked up again.
    expect(await test.app.jobs.drain()).toBe(0);
  });

  it('survives a restart mid-way: the job resumes from scratch and applies exactly once', async () => {
    const before = await productCount(org.storeId);
    const fileKey = await upload(org, catalogue('rst', 4));
    const { job } = await createJob(org, { type: 'product-import', context: { fileKey } });
    test.app.jobs.settings.importChunkRows = 2;
    // The process stops after two chunks: the runner is stopped while the job is mid-way.
    let stopping: Promise<void> | undefined;
    test.app.jobs.setHooks({
      afterStep(_running, step) {
        if (step === 2) stopping = test.app.jobs.stop();
      },
    });
    await test.app.jobs.drain();
    await stopping;
    test.app.jobs.setHooks({});
    const mid = await retrieve(org, job.id);
    expect(mid.status).toBe('processing');
    expect(await productCount(org.storeId)).toBe(before);
    expect(await hiddenCount(org.storeId)).toBe(2);

    // Worse than a clean stop: the process died holding the lease, with chunks staged.
    await test.database.db
      .update(batchJob)
      .set({ lockedBy: 'dead-host:1:x', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(batchJob.id, job.id));

    // A new server on the same database takes the job over and finishes it.
    const logger = createLogger('silent');
    const second = await buildApp({
      db: test.database.db,
      config: test.config,
      mailer: createMailer({ from: 'x@example.com', outboxDir: '/tmp/none', logger }),
      logger,
    });
    try {
      second.jobs.settings.importChunkRows = 2;
      expect(await second.jobs.drain()).toBe(1);
    } finally {
      await second.close();
      test.app.jobs.settings.importChunkRows = defaultChunkRows;
    }
    const done = await retrieve(org, job.id);
    expect(done.status).toBe('completed');
    expect(await productCount(org.storeId)).toBe(before + 4);
    expect((await org.admin.get('/admin/products?q=rst')).body.count).toBe(4);
    expect(await hiddenCount(org.storeId)).toBe(0);
    // The first attempt's hidden products were discarded, not published beside the second's.
    const variants = await queryRows<{ n: number }>(
      test.database.db,
      sql`select count(*)::int as n from product_variant where store_id = ${org.storeId} and sku like 'RST-%'`,
    );
    expect(Number(variants[0]!.n)).toBe(8);
  });

  it('requests made while an import runs are answered between its chunks, not after it', async () => {
    // On PGlite the job and the requests share one thread and one connection: the runner lets
    // requests in between chunks. Without that every poll below was answered after the job.
    const before = await productCount(org.storeId);
    const fileKey = await upload(org, catalogue('turn', 30));
    test.app.jobs.settings.importChunkRows = 2;
    const seen: Array<{ status: string; advancement: number }> = [];
    await test.app.jobs.start();
    try {
      const { job } = await createJob(org, { type: 'product-import', context: { fileKey } });
      for (let i = 0; i < 2000; i += 1) {
        const listed = await org.admin.get('/admin/products?limit=1');
        const polled = await retrieve(org, job.id);
        expect(listed.status).toBe(200);
        seen.push({ status: polled.status, advancement: polled.result?.advancement_count ?? 0 });
        if (polled.status === 'completed' || polled.status === 'failed') break;
        // Listed while the job was still running: staff see the catalogue as it was.
        expect(listed.body.count).toBe(before);
      }
    } finally {
      await test.app.jobs.stop();
      test.app.jobs.settings.importChunkRows = defaultChunkRows;
    }
    expect(seen.at(-1)?.status).toBe('completed');
    const midway = new Set(
      seen
        .filter((poll) => poll.status === 'processing' && poll.advancement > 0)
        .map((poll) => poll.advancement),
    );
    expect(midway.size).toBeGreaterThan(3);
    expect(await productCount(org.storeId)).toBe(before + 30);
  });

  it('the background runner picks a job up by itself and stops on close', async () => {
    const fileKey = await upload(org, catalogue('bg', 1));
    await test.app.jobs.start();
    try {
      const { job } = await createJob(org, { type: 'product-import', context: { fileKey } });
      let status = job.status;
      for (let i = 0; i < 100 && status !== 'completed' && status !== 'failed'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await retrieve(org, job.id)).status;
      }
      expect(status).toBe('completed');
    } finally {
      await test.app.jobs.stop();
    }
    expect(test.app.jobs.running).toBe(false);
  });
});

describe('product-export', () => {
  it('exports a protected CSV that imports back unchanged', async () => {
    const shop = await createOrg(test);
    await importFile(shop, catalogue('rt', 3));
    const { job } = await createJob(shop, { type: 'product-export', context: {} });
    test.app.jobs.settings.exportPageSize = 2;
    try {
      await test.app.jobs.drain();
    } finally {
      test.app.jobs.settings.exportPageSize = 500;
    }
    const done = await retrieve(shop, job.id);
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ count: 3, advancement_count: 3 });
    const fileKey = done.result!.file_key!;
    expect(done.result!.file_size).toBeGreaterThan(100);

    // Another store can't get a link to it; the owner can, and the file is the CSV.
    expect(
      (await other.admin.post('/admin/uploads/download-url', { file_key: fileKey })).status,
    ).toBe(404);
    const asked = await shop.admin.post('/admin/uploads/download-url', { file_key: fileKey });
    const url = new URL(AdminUploadsDownloadUrlRes.parse(asked.body).download_url);
    const exported = await (await fetch(`${test.url}${url.pathname}${url.search}`)).text();
    expect(exported.split('\n')[0]).toMatch(/^Product Handle,Product Title,/);
    expect(exported).toContain('RT-1-M');
    expect(exported).toContain('19.99');

    // Round trip: importing the export updates the 3 products and changes nothing.
    const snapshot = async () =>
      queryRows(
        test.database.db,
        sql`select p.handle, p.title, p.status, v.sku, v.title as vt, v.inventory_quantity,
              (select string_agg(m.currency_code || m.amount, ',' order by m.currency_code) from money_amount m
               where m.store_id = v.store_id and m.variant_id = v.id) as prices,
              (select string_agg(ov.value, ',') from product_option_value ov
               where ov.store_id = v.store_id and ov.variant_id = v.id) as opts
            from product p join product_variant v on v.store_id = p.store_id and v.product_id = p.id
            where p.store_id = ${shop.storeId} and v.deleted_at is null order by v.sku`,
      );
    const beforeRows = await snapshot();
    const again = await importFile(shop, exported);
    expect(again.status).toBe('completed');
    expect(again.result?.stat_descriptors?.map((d) => d.message)).toEqual([
      '0 products were created',
      '3 products were updated',
    ]);
    expect(await snapshot()).toEqual(beforeRows);
  });

  it('exports only what the filters select', async () => {
    const shop = await createOrg(test);
    await importFile(shop, catalogue('flt', 2));
    const [one] = await test.database.db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.storeId, shop.storeId), eq(product.handle, 'flt-1')));
    const { job } = await createJob(shop, {
      type: 'product-export',
      context: { filterable_fields: { id: [one!.id] } },
      dry_run: true,
    });
    await test.app.jobs.drain();
    const pre = await retrieve(shop, job.id);
    expect(pre.status).toBe('pre_processed');
    expect(pre.result?.count).toBe(1);
    await shop.admin.post(`/admin/batch-jobs/${job.id}/confirm`);
    await test.app.jobs.drain();
    expect((await retrieve(shop, job.id)).result).toMatchObject({ count: 1 });
  });
});
