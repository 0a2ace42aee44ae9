import { z } from 'zod';
import { DateFilter, ListParams, Paging, Timestamp, oneOrMany } from './common.js';
import { ORDER_FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from './orders.js';

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

/** Job types the server knows: the catalogue's import and export, and the orders' export. */
export const BATCH_JOB_TYPES = ['product-import', 'product-export', 'order-export'] as const;

/** One line of a job's pre-processing summary ("12 products will be created"). */
export const BatchJobStatDescriptor = z.object({
  key: z.string(),
  name: z.string(),
  message: z.string(),
});
export type BatchJobStatDescriptor = z.infer<typeof BatchJobStatDescriptor>;

/**
 * A problem found in a job: for an import, the CSV row (the header is row 1) and column it is
 * in; a job-wide problem has neither.
 */
export const BatchJobError = z.object({
  row: z.number().int().optional(),
  column: z.string().optional(),
  message: z.string(),
});
export type BatchJobError = z.infer<typeof BatchJobError>;

export const BatchJobResult = z
  .object({
    /** Rows (import) or products (export) the job covers. */
    count: z.number().optional(),
    /** How many of them are done; the dashboard shows advancement_count / count. */
    advancement_count: z.number().optional(),
    progress: z.number().optional(),
    errors: z.array(BatchJobError).optional(),
    stat_descriptors: z.array(BatchJobStatDescriptor).optional(),
    /** Export: the protected upload holding the CSV; read it through /admin/uploads/download-url. */
    file_key: z.string().optional(),
    file_size: z.number().optional(),
  })
  .catchall(z.unknown());
export type BatchJobResult = z.infer<typeof BatchJobResult>;

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

/** product-import: the key of an uploaded CSV (`POST /admin/uploads` or `/admin/uploads/protected`). */
export const ProductImportContext = z.strictObject({
  fileKey: z
    .string({ message: 'context.fileKey is required: the key of an uploaded CSV file' })
    .min(1),
});
export type ProductImportContext = z.infer<typeof ProductImportContext>;

/** product-export: which products, as the product list filters them (all when empty). */
export const ProductExportContext = z.strictObject({
  filterable_fields: z
    .strictObject({
      id: oneOrMany(z.string()).optional(),
      q: z.string().optional(),
      status: oneOrMany(z.enum(['draft', 'proposed', 'published', 'rejected'])).optional(),
      collection_id: oneOrMany(z.string()).optional(),
      type_id: oneOrMany(z.string()).optional(),
    })
    .optional(),
  /** Medusa v1 sends list_config with its export; it is accepted and ignored. */
  list_config: z.record(z.string(), z.unknown()).optional(),
});
export type ProductExportContext = z.infer<typeof ProductExportContext>;

/** order-export: which orders, as the order list filters them (all when empty). */
export const OrderExportContext = z.strictObject({
  filterable_fields: z
    .strictObject({
      id: oneOrMany(z.string()).optional(),
      q: z.string().max(200).optional(),
      status: oneOrMany(z.enum(ORDER_STATUSES)).optional(),
      payment_status: oneOrMany(z.enum(ORDER_PAYMENT_STATUSES)).optional(),
      fulfillment_status: oneOrMany(z.enum(ORDER_FULFILLMENT_STATUSES)).optional(),
      region_id: oneOrMany(z.string()).optional(),
      sales_channel_id: oneOrMany(z.string()).optional(),
      customer_id: z.string().optional(),
      email: z.string().optional(),
      created_at: DateFilter.optional(),
      updated_at: DateFilter.optional(),
    })
    .optional(),
  /** Medusa v1 sends list_config with its export; it is accepted and ignored. */
  list_config: z.record(z.string(), z.unknown()).optional(),
});
export type OrderExportContext = z.infer<typeof OrderExportContext>;

const CONTEXTS = {
  'product-import': ProductImportContext,
  'product-export': ProductExportContext,
  'order-export': OrderExportContext,
} as const;

/**
 * `POST /admin/batch-jobs` (Medusa v1). With `dry_run` the job stops after pre-processing
 * (status pre_processed, summary in `result`) until `POST /admin/batch-jobs/:id/confirm`;
 * without it the job goes on by itself when pre-processing finds no problem.
 */
export const AdminPostBatchesReq = z
  .strictObject({
    type: z.enum(BATCH_JOB_TYPES, {
      message: `type must be one of: ${BATCH_JOB_TYPES.join(', ')}`,
    }),
    context: z.record(z.string(), z.unknown()).default({}),
    dry_run: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const schema = CONTEXTS[body.type];
    const parsed = schema.safeParse(body.context);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ ...issue, path: ['context', ...issue.path] } as never);
    }
  });
export type AdminPostBatchesReq = z.input<typeof AdminPostBatchesReq>;

/** `POST /admin/batch-jobs/:id/confirm` and `/cancel` answer the job: `{ batch_job }`. */
export const AdminPostBatchesBatchConfirmRes = AdminBatchJobRes;
export type AdminPostBatchesBatchConfirmRes = AdminBatchJobRes;
