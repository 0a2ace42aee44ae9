import { z } from 'zod';
import { DateFilter, ListParams, Paging, Timestamp, oneOrMany } from './common.js';

export const BATCH_JOB_STATUSES = [
  'created',
  'pre_processed',
  'confirmed',
  'processing',
  'completed',
  'canceled',
  'failed',
] as const;
export const BatchJobStatus = z.enum(BATCH_JOB_STATUSES);
export type BatchJobStatus = z.infer<typeof BatchJobStatus>;

/** Job types the server knows; the catalogue adds product-import and product-export. */
export const BATCH_JOB_TYPES = ['product-import', 'product-export'] as const;

export const BatchJobResult = z
  .object({
    count: z.number().optional(),
    advancement_count: z.number().optional(),
    progress: z.number().optional(),
    errors: z.array(z.unknown()).optional(),
    stat_descriptors: z.array(z.unknown()).optional(),
    file_key: z.string().optional(),
    file_size: z.number().optional(),
  })
  .catchall(z.unknown());

export const BatchJob = z.object({
  id: z.string(),
  type: z.string(),
  status: BatchJobStatus,
  created_by: z.string().nullable(),
  context: z.record(z.string(), z.unknown()).nullable(),
  dry_run: z.boolean(),
  result: BatchJobResult.nullable(),
  pre_processed_at: Timestamp.nullable(),
  confirmed_at: Timestamp.nullable(),
  processing_at: Timestamp.nullable(),
  completed_at: Timestamp.nullable(),
  canceled_at: Timestamp.nullable(),
  failed_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
});
export type BatchJob = z.infer<typeof BatchJob>;

export const AdminBatchJobRes = z.object({ batch_job: BatchJob });
export type AdminBatchJobRes = z.infer<typeof AdminBatchJobRes>;

export const AdminBatchJobListRes = z.object({ batch_jobs: z.array(BatchJob), ...Paging });
export type AdminBatchJobListRes = z.infer<typeof AdminBatchJobListRes>;

export const AdminGetBatchJobsParams = ListParams.extend({
  id: oneOrMany(z.string()).optional(),
  type: oneOrMany(z.string()).optional(),
  status: oneOrMany(BatchJobStatus).optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
  completed_at: DateFilter.optional(),
});
export type AdminGetBatchJobsParams = z.input<typeof AdminGetBatchJobsParams>;

export const AdminPostBatchesReq = z.strictObject({
  type: z.enum(BATCH_JOB_TYPES, { message: `type must be one of: ${BATCH_JOB_TYPES.join(', ')}` }),
  context: z.record(z.string(), z.unknown()).default({}),
  dry_run: z.boolean().default(false),
});
export type AdminPostBatchesReq = z.input<typeof AdminPostBatchesReq>;
