import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, storeId, updatedAt } from '../db/columns.js';
import { store } from '../tenancy/tenancy.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A long-running job (product import and export) and its progress. */
export const batchJob = pgTable(
  'batch_job',
  {
    storeId: storeId().references(() => store.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    type: text('type').notNull(),
    status: text('status', {
      enum: [
        'created',
        'pre_processed',
        'confirmed',
        'processing',
        'completed',
        'canceled',
        'failed',
      ],
    })
      .notNull()
      .default('created'),
    createdBy: text('created_by'),
    context: jsonb('context').$type<Record<string, unknown> | null>(),
    dryRun: boolean('dry_run').notNull().default(false),
    result: jsonb('result').$type<Record<string, unknown> | null>(),
    preProcessedAt: at('pre_processed_at'),
    confirmedAt: at('confirmed_at'),
    processingAt: at('processing_at'),
    completedAt: at('completed_at'),
    canceledAt: at('canceled_at'),
    failedAt: at('failed_at'),
    // The queue lives on the job row itself (platform/jobs/runner.ts): a job with work to do
    // has `run_after` set; a runner that claims it holds a lease until `locked_until`.
    /** When the job may next be picked up; null when no work is waiting (done, or waiting for confirm). */
    runAfter: at('run_after'),
    /** The runner holding the job (host:pid:random), while its lease lasts. */
    lockedBy: text('locked_by'),
    /** The lease: past this time (a runner died or stalled) another runner may take the job. */
    lockedUntil: at('locked_until'),
    /** Claims of the current step; a step interrupted too often fails the job. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.id] }),
    index('batch_job_store_created_idx').on(table.storeId, table.createdAt),
    // The runner's claim query looks across stores (it is not a tenant query): only jobs with
    // work waiting are in this index, so it stays small however many jobs have finished.
    index('batch_job_queue_idx')
      .on(table.runAfter)
      .where(sql`${table.runAfter} is not null and ${table.deletedAt} is null`),
  ],
);

/**
 * An import's planned writes, staged in chunks while the job is processing (each chunk in its
 * own short transaction, so progress shows and PGlite's one connection is not held), then applied
 * together in one transaction. Removed when the job completes, fails or restarts.
 */
export const batchJobChunk = pgTable(
  'batch_job_chunk',
  {
    storeId: storeId(),
    jobId: text('job_id').notNull(),
    seq: integer('seq').notNull(),
    /** Rows per target table (`{ product: [...], product_variant: [...], ... }`), snake_case. */
    payload: jsonb('payload').$type<Record<string, unknown[]>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.jobId, table.seq] }),
    foreignKey({
      name: 'batch_job_chunk_job_fk',
      columns: [table.storeId, table.jobId],
      foreignColumns: [batchJob.storeId, batchJob.id],
    }).onDelete('cascade'),
  ],
);
