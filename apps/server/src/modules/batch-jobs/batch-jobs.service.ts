import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminGetBatchJobsParams as ParamsSchema,
  AdminPostBatchesReq as CreateSchema,
} from '@storedesk/contract';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import type { Files } from '../../platform/files/index.js';
import { newId } from '../../platform/ids.js';
import {
  dateRange,
  findPage,
  listOptions,
  liveOf,
  readList,
  timestampFilters,
} from '../../platform/list.js';
import { batchJob } from '../../platform/jobs/jobs.tables.js';

export type BatchJobRow = typeof batchJob.$inferSelect;
type ListQuery = z.output<typeof ParamsSchema>;
type CreateInput = z.output<typeof CreateSchema>;

const LIST = listOptions({
  defaultLimit: 10,
  sortable: {
    created_at: batchJob.createdAt,
    updated_at: batchJob.updatedAt,
    completed_at: batchJob.completedAt,
    status: batchJob.status,
    type: batchJob.type,
  },
  defaultOrder: '-created_at',
  tieBreak: [batchJob.id],
});

/**
 * Status a job can still be canceled from. A processing job stops at its next chunk boundary
 * and nothing of it is applied (an import writes everything in its last transaction, which
 * takes the job row's lock first: a cancel either comes before it or finds the job completed).
 */
const CANCELABLE = new Set(['created', 'pre_processed', 'confirmed', 'processing']);

export function createBatchJobsService(
  deps: Pick<AppDeps, 'db'> & {
    /** Checks an import's file when the job is created (404 naming context.fileKey). */
    files?: Pick<Files, 'find'>;
    /** Told when a job has work waiting, so an idle runner in this process starts at once. */
    onEnqueue?: () => void;
  },
) {
  const { db } = deps;
  const enqueued = () => deps.onEnqueue?.();
  const one = (storeId: string, id: string) =>
    and(eq(batchJob.storeId, storeId), eq(batchJob.id, id), isNull(batchJob.deletedAt));

  /** Locks and answers the store's job `id`, or fails with not_found. */
  async function lockJob(tx: Tx, storeId: string, id: string): Promise<BatchJobRow> {
    const [row] = await tx.select().from(batchJob).where(one(storeId, id)).for('update');
    if (!row) throw notFound('BatchJob', id);
    return row;
  }

  return {
    /** The caller's store's jobs; the dashboard polls this with created_at[gt] and limit 100. */
    async list(ctx: AdminContext, query: ListQuery) {
      const list = readList(query, LIST);
      const where = and(
        liveOf(batchJob, ctx.storeId),
        query.id ? inArray(batchJob.id, query.id) : undefined,
        query.type ? inArray(batchJob.type, query.type) : undefined,
        query.status ? inArray(batchJob.status, query.status) : undefined,
        ...timestampFilters(batchJob, query),
        ...dateRange(batchJob.completedAt, query.completed_at),
      );
      return withTenantTx(db, ctx.storeId, (tx) => findPage(tx, batchJob, where, list));
    },

    async retrieve(ctx: AdminContext, id: string): Promise<BatchJobRow> {
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx.select().from(batchJob).where(one(ctx.storeId, id)),
      );
      if (!rows[0]) throw notFound('BatchJob', id);
      return rows[0];
    },

    /** `POST /admin/batch-jobs`: the job waits for the runner's pre-processing. */
    async create(ctx: AdminContext, input: CreateInput): Promise<BatchJobRow> {
      if (input.type === 'product-import' && deps.files) {
        const fileKey = String(input.context.fileKey);
        try {
          await deps.files.find(ctx.storeId, fileKey);
        } catch (error) {
          if (error instanceof StoredeskError && error.kind === 'not_found') {
            throw new StoredeskError(
              'not_found',
              `context.fileKey: no uploaded file of this store has the key ${fileKey}`,
            );
          }
          throw error;
        }
      }
      const rows = await withTenantTx(db, ctx.storeId, (tx) =>
        tx
          .insert(batchJob)
          .values({
            storeId: ctx.storeId,
            id: newId('batch'),
            type: input.type,
            status: 'created',
            createdBy: ctx.actor.userId,
            context: input.context,
            dryRun: input.dry_run,
            runAfter: new Date(),
          })
          .returning(),
      );
      enqueued();
      return rows[0]!;
    },

    /**
     * `POST /admin/batch-jobs/:id/confirm`: a pre-processed job goes on. One whose file has
     * problems can't be confirmed (400 naming the first rows); fix the file and start again.
     */
    async confirm(ctx: AdminContext, id: string): Promise<BatchJobRow> {
      const row = await withTenantTx(db, ctx.storeId, async (tx) => {
        const current = await lockJob(tx, ctx.storeId, id);
        if (current.status !== 'pre_processed') {
          throw new StoredeskError(
            'invalid_data',
            current.status === 'created'
              ? 'The batch job is still being pre-processed; confirm it once its status is pre_processed.'
              : `A batch job that is ${current.status} cannot be confirmed.`,
            'not_confirmable',
          );
        }
        const errors = (current.result?.errors ?? []) as Array<{ row?: number; message: string }>;
        if (errors.length > 0) {
          const rows = [...new Set(errors.flatMap((error) => (error.row ? [error.row] : [])))];
          const shown = rows.slice(0, 10).join(', ');
          throw new StoredeskError(
            'invalid_data',
            `The file has ${errors.length} problem${errors.length === 1 ? '' : 's'}${rows.length ? ` in rows ${shown}${rows.length > 10 ? ', ...' : ''}` : ''}: ${errors[0]!.message}. Fix the file and upload it again; see result.errors for each one.`,
            'invalid_file',
          );
        }
        const now = new Date();
        const updated = await tx
          .update(batchJob)
          .set({
            status: 'confirmed',
            confirmedAt: now,
            updatedAt: now,
            runAfter: now,
            attempts: 0,
          })
          .where(one(ctx.storeId, id))
          .returning();
        return updated[0]!;
      });
      enqueued();
      return row;
    },

    async cancel(ctx: AdminContext, id: string): Promise<BatchJobRow> {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const current = await lockJob(tx, ctx.storeId, id);
        if (!CANCELABLE.has(current.status)) {
          throw new StoredeskError(
            'invalid_data',
            `A batch job that is ${current.status} can no longer be canceled.`,
            'not_cancelable',
          );
        }
        const rows = await tx
          .update(batchJob)
          .set({
            status: 'canceled',
            canceledAt: new Date(),
            updatedAt: new Date(),
            runAfter: null,
          })
          .where(one(ctx.storeId, id))
          .returning();
        return rows[0]!;
      });
    },
  };
}
