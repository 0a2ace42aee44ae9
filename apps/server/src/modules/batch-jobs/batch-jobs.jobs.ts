import {
  ProductExportContext,
  ProductImportContext,
  type BatchJobError,
  type BatchJobResult,
} from '@storedesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { createFiles, type Files } from '../../platform/files/index.js';
import {
  JobFailedError,
  createJobRunner,
  type JobHandler,
  type JobRun,
  type JobRunner,
} from '../../platform/jobs/runner.js';
import { currency } from '../../platform/reference/reference.tables.js';
import { parseProductCsv } from './product-csv.js';
import {
  countExport,
  exportPage,
  exportWhere,
  productsCsv,
  type ExportedProduct,
} from './product-export.js';
import { orderExportHandler } from './order-export.js';
import { planImport, statDescriptors } from './product-import.js';
import { applyImport, discardStagedImports } from './product-import.write.js';
import { batchJob, batchJobChunk } from '../../platform/jobs/jobs.tables.js';

/** Knobs of the job handlers; tests make chunks small to see several boundaries. */
export interface BatchJobSettings {
  /**
   * Rows of an import per chunk: one short transaction each, which writes that many rows of new
   * products (hidden until the job completes) or stages changes to existing ones.
   */
  importChunkRows: number;
  /** Products of an export read per page. */
  exportPageSize: number;
  /** Orders of an export read per page. */
  orderExportPageSize: number;
}

export type BatchJobRunner = JobRunner & { settings: BatchJobSettings };

/**
 * Ends pre-processing: a dry run waits for confirm (pre_processed); otherwise the job goes on by
 * itself (confirmed), or fails when problems were found. A job canceled meanwhile stays so.
 */
async function preProcessed(
  db: Db,
  run: JobRun,
  result: BatchJobResult,
  errors: BatchJobError[],
): Promise<void> {
  const { job } = run;
  await withTenantTx(db, job.storeId, async (tx) => {
    const [current] = await tx
      .select({ status: batchJob.status })
      .from(batchJob)
      .where(and(eq(batchJob.storeId, job.storeId), eq(batchJob.id, job.id)))
      .for('update');
    if (current?.status !== 'created') return;
    const now = new Date();
    const base = { result, preProcessedAt: now, updatedAt: now, attempts: 0 };
    const next = job.dryRun
      ? { ...base, status: 'pre_processed' as const, runAfter: null }
      : errors.length > 0
        ? { ...base, status: 'failed' as const, failedAt: now, runAfter: null }
        : { ...base, status: 'confirmed' as const, confirmedAt: now, runAfter: now };
    await tx
      .update(batchJob)
      .set(next)
      .where(and(eq(batchJob.storeId, job.storeId), eq(batchJob.id, job.id)));
  });
}

async function readCsv(files: Files, storeId: string, context: unknown): Promise<Buffer> {
  const { fileKey } = ProductImportContext.parse(context);
  try {
    return await files.readUpload(storeId, fileKey);
  } catch (error) {
    throw new JobFailedError(
      `The import file ${fileKey} could not be read: ${(error as Error).message}`,
    );
  }
}

function importHandler(db: Db, files: Files, settings: BatchJobSettings): JobHandler {
  return {
    discard: (job) => discardStagedImports(db, job.storeId, job.id),

    async preProcess(run) {
      const { job } = run;
      const parsed = parseProductCsv(await readCsv(files, job.storeId, job.context));
      const plan = await withTenantTx(db, job.storeId, (tx) =>
        planImport(tx, job.storeId, parsed, Number.MAX_SAFE_INTEGER),
      );
      await preProcessed(
        db,
        run,
        {
          count: plan.rows,
          advancement_count: 0,
          stat_descriptors: statDescriptors(plan.created, plan.updated),
          errors: plan.errors,
          ...(plan.errorCount > plan.errors.length ? { error_count: plan.errorCount } : {}),
        },
        plan.errors,
      );
    },

    async process(run) {
      const { job } = run;
      // What an earlier attempt of this job wrote, hidden, goes first: the plan starts over.
      await discardStagedImports(db, job.storeId, job.id);
      // Planned again: the catalogue may have changed since pre-processing.
      const parsed = parseProductCsv(await readCsv(files, job.storeId, job.context));
      const plan = await withTenantTx(db, job.storeId, (tx) =>
        planImport(tx, job.storeId, parsed, settings.importChunkRows),
      );
      if (plan.errors.length > 0) {
        throw new JobFailedError(`The file has ${plan.errorCount} problems`, plan.errors);
      }
      let done = 0;
      for (const [seq, chunk] of plan.chunks.entries()) {
        done += chunk.rows;
        await run.step(done, async (tx) => {
          await tx
            .insert(batchJobChunk)
            .values({ storeId: job.storeId, jobId: job.id, seq, payload: chunk.payload });
          if (!chunk.fresh) return;
          // New products: written now, hidden until the job completes.
          await applyImport(tx, job.storeId, job.id, { ...plan, chunks: [chunk] }, { seq });
          await tx
            .delete(batchJobChunk)
            .where(
              and(
                eq(batchJobChunk.storeId, job.storeId),
                eq(batchJobChunk.jobId, job.id),
                eq(batchJobChunk.seq, seq),
              ),
            );
        });
      }
      const changes = plan.chunks.filter((chunk) => !chunk.fresh);
      await run.finish(async (tx) => {
        // Changes to existing products; completing the job then shows the new ones too.
        await applyImport(tx, job.storeId, job.id, { ...plan, chunks: changes });
        return {
          count: plan.rows,
          advancement_count: plan.rows,
          stat_descriptors: statDescriptors(plan.created, plan.updated).map((descriptor) => ({
            ...descriptor,
            message: descriptor.message.replace('will be', 'were'),
          })),
          errors: [],
        };
      });
    },
  };
}

function exportHandler(db: Db, files: Files, settings: BatchJobSettings): JobHandler {
  return {
    async preProcess(run) {
      const { job } = run;
      const context = ProductExportContext.parse(job.context ?? {});
      const count = await withTenantTx(db, job.storeId, (tx) =>
        countExport(tx, exportWhere(job.storeId, context.filterable_fields)),
      );
      await preProcessed(
        db,
        run,
        {
          count,
          advancement_count: 0,
          stat_descriptors: [
            {
              key: 'product-export',
              name: 'Products to export',
              message: `${count} product${count === 1 ? '' : 's'} will be exported`,
            },
          ],
        },
        [],
      );
    },

    async process(run) {
      const { job } = run;
      const context = ProductExportContext.parse(job.context ?? {});
      const where = exportWhere(job.storeId, context.filterable_fields);
      const products: ExportedProduct[] = [];
      let after = '';
      for (;;) {
        let page: ExportedProduct[] = [];
        await run.step(products.length, async (tx) => {
          page = await exportPage(tx, job.storeId, where, after, settings.exportPageSize);
        });
        if (page.length === 0) break;
        products.push(...page);
        after = page.at(-1)!.product.id as string;
        if (page.length < settings.exportPageSize) break;
      }
      const codes = [
        ...new Set(
          products.flatMap((p) => p.variants.flatMap((v) => v.prices.map((x) => x.currency))),
        ),
      ];
      const digits = new Map(
        codes.length
          ? (
              await db
                .select({ code: currency.code, digits: currency.decimalDigits })
                .from(currency)
                .where(inArray(currency.code, codes))
            ).map((row) => [row.code, row.digits])
          : [],
      );
      const csv = productsCsv(products, digits);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const saved = await files.saveFile(job.storeId, `product-export-${stamp}.csv`, csv, {
        protected: true,
        mimeType: 'text/csv',
        createdBy: job.createdBy,
      });
      try {
        await run.finish(async () => ({
          count: products.length,
          advancement_count: products.length,
          file_key: saved.key,
          file_size: saved.size,
        }));
      } catch (error) {
        await files.deleteUpload(job.storeId, saved.key).catch(() => undefined);
        throw error;
      }
    },
  };
}

/** The runner of product import and export and order export jobs, polling the batch_job table. */
export function createBatchJobRunner(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
): BatchJobRunner {
  const files = createFiles(deps);
  const settings: BatchJobSettings = {
    // 250 rows (about 60 products of 4 variants) take ~150 ms on PGlite: a request waits about
    // that long behind an import at most (docs/batch-jobs.md).
    importChunkRows: 250,
    exportPageSize: 500,
    orderExportPageSize: 2000,
  };
  const runner = createJobRunner({
    db: deps.db,
    logger: deps.logger,
    leaseMs: deps.config.batchJobLeaseMs,
    handlers: {
      'product-import': importHandler(deps.db, files, settings),
      'product-export': exportHandler(deps.db, files, settings),
      'order-export': orderExportHandler(deps.db, files, settings, (run, result) =>
        preProcessed(deps.db, run, result as BatchJobResult, []),
      ),
    },
  });
  return Object.assign(runner, { settings });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The batch-job runner (app.ts); main.ts starts it when WORKER_MODE is inline. */
    jobs: BatchJobRunner;
  }
}
