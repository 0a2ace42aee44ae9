import { AdminBatchJobListRes, AdminBatchJobRes } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import { batchJob } from '../../platform/jobs/jobs.tables.js';

let test: TestApp;
let org: TestOrg;
let other: TestOrg;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
  other = await createOrg(test);
  const now = Date.now();
  await test.database.db.insert(batchJob).values([
    {
      storeId: org.storeId,
      id: 'batch_old',
      type: 'product-export',
      status: 'completed',
      createdAt: new Date(now - 40 * day),
      completedAt: new Date(now - 40 * day),
    },
    {
      storeId: org.storeId,
      id: 'batch_recent',
      type: 'product-import',
      status: 'completed',
      createdAt: new Date(now - 2 * day),
      completedAt: new Date(now - day),
    },
    {
      storeId: org.storeId,
      id: 'batch_waiting',
      type: 'product-import',
      status: 'pre_processed',
      createdAt: new Date(now - 1000),
    },
    {
      storeId: other.storeId,
      id: 'batch_other',
      type: 'product-import',
      status: 'created',
      createdAt: new Date(now - 1000),
    },
  ]);
});
afterAll(() => test.close());

describe('/admin/batch-jobs', () => {
  it("lists the store's jobs newest first, filtered by created_at as the poller asks", async () => {
    const all = AdminBatchJobListRes.parse((await org.admin.get('/admin/batch-jobs')).body);
    expect(all).toMatchObject({ count: 3, offset: 0, limit: 10 });
    expect(all.batch_jobs.map((job) => job.id)).toEqual([
      'batch_waiting',
      'batch_recent',
      'batch_old',
    ]);

    const since = new Date(Date.now() - 30 * day).toISOString();
    const polled = await org.admin.get(
      `/admin/batch-jobs?limit=100&created_at[gt]=${encodeURIComponent(since)}`,
    );
    expect(polled.status).toBe(200);
    expect(polled.body).toMatchObject({ count: 2, limit: 100 });
    expect(polled.body.batch_jobs.map((job: { id: string }) => job.id)).toEqual([
      'batch_waiting',
      'batch_recent',
    ]);

    const byStatus = await org.admin.get(
      '/admin/batch-jobs?status[]=completed&type[]=product-import&order=created_at',
    );
    expect(byStatus.body.batch_jobs.map((job: { id: string }) => job.id)).toEqual(['batch_recent']);
  });

  it('rejects bad filters naming the field', async () => {
    const badDate = await org.admin.get('/admin/batch-jobs?created_at[gt]=yesterday');
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toMatch(/^created_at\.gt/);
    const badOrder = await org.admin.get('/admin/batch-jobs?order=-secret');
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toMatch(/^order must be one of/);
  });

  it('retrieves and cancels a waiting job; a finished one cannot be canceled', async () => {
    const one = AdminBatchJobRes.parse(
      (await org.admin.get('/admin/batch-jobs/batch_recent')).body,
    );
    expect(one.batch_job).toMatchObject({
      id: 'batch_recent',
      status: 'completed',
      type: 'product-import',
    });
    expect((await org.admin.post('/admin/batch-jobs/batch_recent/cancel')).status).toBe(400);
    const canceled = await org.admin.post('/admin/batch-jobs/batch_waiting/cancel');
    expect(canceled.body.batch_job.status).toBe('canceled');
    expect(canceled.body.batch_job.canceled_at).not.toBeNull();
  });

  it("another store's job answers 404 and is left as it was", async () => {
    expect((await org.admin.get('/admin/batch-jobs/batch_other')).status).toBe(404);
    expect((await org.admin.post('/admin/batch-jobs/batch_other/cancel')).status).toBe(404);
    const theirs = await other.admin.get('/admin/batch-jobs/batch_other');
    expect(theirs.body.batch_job.status).toBe('created');
  });
});
