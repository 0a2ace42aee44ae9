import type { BatchJob } from '@storedesk/contract';

/** A CSV by its name or type (browsers differ on the type of a .csv file). */
export function isImportFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/**
 * How far an import has got, in whole percent, once it is confirmed: rows done of rows in the
 * file. Null before confirmation (nothing is being applied yet).
 */
export function importProgress(job: Pick<BatchJob, 'status' | 'result'>): number | null {
  if (job.status === 'completed') return 100;
  if (job.status !== 'confirmed' && job.status !== 'processing') return null;
  const count = job.result?.count ?? 0;
  const done = job.result?.advancement_count ?? 0;
  if (count <= 0) return 0;
  return Math.min(100, Math.floor((done / count) * 100));
}
