import type { BatchJob } from '@storedesk/contract';
import { isoOrNull, timestamps } from '../../platform/dates.js';
import type { BatchJobRow } from './batch-jobs.service.js';

/** The wire shape of a batch job (Medusa v1), with when it reached each stage. */
export function toBatchJob(row: BatchJobRow): BatchJob {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    created_by: row.createdBy,
    context: row.context ?? null,
    dry_run: row.dryRun,
    result: row.result ?? null,
    pre_processed_at: isoOrNull(row.preProcessedAt),
    confirmed_at: isoOrNull(row.confirmedAt),
    processing_at: isoOrNull(row.processingAt),
    completed_at: isoOrNull(row.completedAt),
    canceled_at: isoOrNull(row.canceledAt),
    failed_at: isoOrNull(row.failedAt),
    ...timestamps(row),
  };
}
