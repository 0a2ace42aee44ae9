import {
  AdminBatchJobListRes,
  AdminBatchJobRes,
  AdminGetBatchJobsParams,
  AdminPostBatchesReq,
  IdParams,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { createFiles } from '../../platform/files/index.js';
import { listResponse } from '../../platform/list.js';
import { adminCtx, typed } from '../../platform/http.js';
import type { BatchJobRunner } from './batch-jobs.jobs.js';
import { toBatchJob } from './batch-jobs.mapper.js';
import { createBatchJobsService } from './batch-jobs.service.js';
import { staff } from '../../platform/access.js';

/** Batch jobs (Medusa v1): product import and export, run by the job runner. */
export async function batchJobsRoutes(
  instance: FastifyInstance,
  deps: AppDeps & { jobs?: Pick<BatchJobRunner, 'wake'> },
): Promise<void> {
  const app = typed(instance);
  const jobs = createBatchJobsService({
    db: deps.db,
    files: createFiles(deps),
    onEnqueue: () => deps.jobs?.wake(),
  });

  app.post(
    '/admin/batch-jobs',
    {
      config: staff('operate'),
      schema: { body: AdminPostBatchesReq, response: { 200: AdminBatchJobRes } },
    },
    async (request) => ({
      batch_job: toBatchJob(await jobs.create(adminCtx(request), request.body)),
    }),
  );
  app.post(
    '/admin/batch-jobs/:id/confirm',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: AdminBatchJobRes } } },
    async (request) => ({
      batch_job: toBatchJob(await jobs.confirm(adminCtx(request), request.params.id)),
    }),
  );

  app.get(
    '/admin/batch-jobs',
    {
      config: staff('read'),
      schema: { querystring: AdminGetBatchJobsParams, response: { 200: AdminBatchJobListRes } },
    },
    async (request) =>
      listResponse('batch_jobs', await jobs.list(adminCtx(request), request.query), toBatchJob),
  );
  app.get(
    '/admin/batch-jobs/:id',
    { config: staff('read'), schema: { params: IdParams, response: { 200: AdminBatchJobRes } } },
    async (request) => ({
      batch_job: toBatchJob(await jobs.retrieve(adminCtx(request), request.params.id)),
    }),
  );
  app.post(
    '/admin/batch-jobs/:id/cancel',
    { config: staff('operate'), schema: { params: IdParams, response: { 200: AdminBatchJobRes } } },
    async (request) => ({
      batch_job: toBatchJob(await jobs.cancel(adminCtx(request), request.params.id)),
    }),
  );
}
