import type { BatchJob } from '@storedesk/contract';

/** SPEC point 9: poll steps in ms; the wait after each settled request moves one step up. */
export const POLL_STEPS_MS = [2000, 5000, 10_000, 15_000, 30_000, 60_000] as const;

/** SPEC point 9: at most 100 jobs. */
export const BATCH_JOBS_LIMIT = 100;

/**
 * The list query: 100 jobs created after the start of the day one month before `now` (local
 * time, as the user sees days), as `created_at[gt]`.
 */
export function batchJobsQuery(now: Date) {
  const since = new Date(now);
  since.setMonth(since.getMonth() - 1);
  since.setHours(0, 0, 0, 0);
  return { limit: BATCH_JOBS_LIMIT, created_at: { gt: since.toISOString() } };
}

/** The wait after the `settled`-th settled request (1-based), capped at the last step. */
export function pollDelay(settled: number): number {
  const index = Math.min(Math.max(settled - 1, 0), POLL_STEPS_MS.length - 1);
  return POLL_STEPS_MS[index]!;
}

/** What the poller reads of a job. */
export type PolledBatchJob = Pick<
  BatchJob,
  'id' | 'type' | 'status' | 'created_at' | 'completed_at'
> & {
  fileKey: string | null;
};

const STATUSES = new Set<string>([
  'created',
  'pre_processed',
  'confirmed',
  'processing',
  'completed',
  'canceled',
  'failed',
]);

/** The jobs of a list answer, skipping entries without the fields the poller needs. */
export function readBatchJobs(answer: { batch_jobs?: unknown } | undefined): PolledBatchJob[] {
  if (!answer || !Array.isArray(answer.batch_jobs)) return [];
  return answer.batch_jobs.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const job = raw as Record<string, unknown>;
    if (typeof job.id !== 'string' || typeof job.type !== 'string') return [];
    if (typeof job.status !== 'string' || !STATUSES.has(job.status)) return [];
    const result = job.result as { file_key?: unknown } | null | undefined;
    return [
      {
        id: job.id,
        type: job.type,
        status: job.status as BatchJob['status'],
        created_at: typeof job.created_at === 'string' ? job.created_at : '',
        completed_at: typeof job.completed_at === 'string' ? job.completed_at : null,
        fileKey: typeof result?.file_key === 'string' ? result.file_key : null,
      },
    ];
  });
}

/** `product-import` → `Product import` (dashes as spaces, first letter capitalised). */
export function formatJobType(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Completion time in ms, or null when the job has not completed. */
export function completedAt(job: PolledBatchJob): number | null {
  if (job.status !== 'completed' || job.completed_at === null) return null;
  const time = Date.parse(job.completed_at);
  return Number.isNaN(time) ? null : time;
}

/**
 * The completed jobs to announce: finished after `lastNoticeAt` and not announced before. Also
 * gives the new notice time (the latest completion announced).
 */
export function jobsToAnnounce(
  jobs: readonly PolledBatchJob[],
  lastNoticeAt: number,
  announced: ReadonlySet<string>,
): { jobs: PolledBatchJob[]; noticeAt: number } {
  let noticeAt = lastNoticeAt;
  const fresh = jobs.filter((job) => {
    const time = completedAt(job);
    if (time === null || time <= lastNoticeAt || announced.has(job.id)) return false;
    noticeAt = Math.max(noticeAt, time);
    return true;
  });
  return { jobs: fresh, noticeAt };
}

/** True when a product import completed after the product list was last fetched. */
export function productImportFinishedSince(
  jobs: readonly PolledBatchJob[],
  listFetchedAt: number,
): boolean {
  return jobs.some((job) => {
    const time = completedAt(job);
    return job.type === 'product-import' && time !== null && time > listFetchedAt;
  });
}
