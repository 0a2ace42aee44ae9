import type { BatchJobError, BatchJobStatDescriptor } from '@storedesk/contract';
import type { Tx } from '../../platform/db/client.js';
import type { ParsedProductCsv, Value } from './product-csv.js';
import { MAX_ERRORS } from './product-csv.js';
import { ImportChunks } from './product-import.chunks.js';
import { addNewTypesAndTags, planProduct, type ProductPlanner } from './product-import.products.js';
import { checkPriceColumns, readStoreSide } from './product-import.store.js';

/*
 * Product import against a store: `planImport` resolves the parsed CSV against the store's
 * catalogue (a handful of set queries, never one per row) and turns it into rows to write,
 * grouped in chunks; `applyImport` writes chunks with one set-based statement per table.
 *
 * New products never wait for the end: each chunk of them is written in a short transaction of
 * its own, hidden by row-level security while the job is not completed (`product.import_job_id`,
 * migration 0045). Changes to products the store already has are staged as chunks and applied
 * in the job's final transaction, which also completes the job and so shows the new products:
 * the import stays all or nothing for staff and shoppers, and no transaction holds the
 * database for the whole file (docs/architecture.md, "Imports in hidden slices").
 *
 * The steps, in order: product-csv.ts reads and checks the file; product-import.store.ts reads
 * the store's side of it and checks the price columns; product-import.products.ts plans each
 * product's rows into the chunks of product-import.chunks.ts; the job (batch-jobs.jobs.ts)
 * stages the chunks, and product-import.write.ts writes them and discards what an import that
 * did not complete left hidden.
 */

export type Row = Record<string, Value>;

/** Rows per target table, staged as one batch_job_chunk payload. */
export type ChunkPayload = Record<string, Row[]>;

export interface ImportPlan {
  errors: BatchJobError[];
  /** Problems found in total (errors keeps at most MAX_ERRORS). */
  errorCount: number;
  rows: number;
  created: number;
  updated: number;
  /**
   * New products' chunks first (`fresh`: only rows of products the store does not have yet,
   * written one short transaction each), then the chunks that change existing products.
   */
  chunks: Array<{ rows: number; payload: ChunkPayload; fresh: boolean }>;
  productUpdateColumns: string[];
  variantUpdateColumns: string[];
}

/** The problems of a file: every one counted, the first MAX_ERRORS kept. */
export interface ImportProblems {
  errors: BatchJobError[];
  count: number;
  report(row: number | undefined, column: string | undefined, message: string): void;
}

function importProblems(found: readonly BatchJobError[]): ImportProblems {
  const problems: ImportProblems = {
    errors: [...found],
    count: found.length,
    report(row, column, message) {
      problems.count += 1;
      if (problems.errors.length < MAX_ERRORS) {
        problems.errors.push({
          ...(row !== undefined ? { row } : {}),
          ...(column ? { column } : {}),
          message: column ? `${column}: ${message}` : message,
        });
      }
    },
  };
  return problems;
}

export function statDescriptors(created: number, updated: number): BatchJobStatDescriptor[] {
  return [
    {
      key: 'product-import-create',
      name: 'Products to create',
      message: `${created} product${created === 1 ? '' : 's'} will be created`,
    },
    {
      key: 'product-import-update',
      name: 'Products to update',
      message: `${updated} product${updated === 1 ? '' : 's'} will be updated`,
    },
  ];
}

/** Resolves a parsed CSV against the store and plans its writes, in chunks of ~`chunkRows` rows. */
export async function planImport(
  tx: Tx,
  storeId: string,
  parsed: ParsedProductCsv,
  chunkRows: number,
): Promise<ImportPlan> {
  const problems = importProblems(parsed.errors);
  const plan: ImportPlan = {
    errors: problems.errors,
    errorCount: problems.count,
    rows: parsed.rows,
    created: 0,
    updated: 0,
    chunks: [],
    productUpdateColumns: [],
    variantUpdateColumns: [],
  };
  if (problems.errors.length > 0) return plan;

  const store = await readStoreSide(tx, storeId, parsed);
  const prices = checkPriceColumns(parsed.priceColumns, store, problems);
  if (problems.count > 0) {
    plan.errorCount = problems.count;
    return plan;
  }

  const has = parsed.has;
  plan.productUpdateColumns = [
    ...has.productFields,
    ...(has.collection ? ['collection_id'] : []),
    ...(has.type ? ['type_id'] : []),
  ];
  plan.variantUpdateColumns = has.variantFields;
  const planner: ProductPlanner = {
    storeId,
    has,
    store,
    prices,
    problems,
    chunks: new ImportChunks(chunkRows),
    created: 0,
    updated: 0,
    newTypes: new Map(),
    newTags: new Map(),
  };
  for (const product of parsed.products) {
    if (planProduct(planner, product)) planner.chunks.endProduct();
  }
  plan.chunks = planner.chunks.finish();
  addNewTypesAndTags(plan.chunks, planner);
  plan.created = planner.created;
  plan.updated = planner.updated;
  plan.errorCount = problems.count;
  return plan;
}
