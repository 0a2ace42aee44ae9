import { useContext } from 'react';
import { BatchJobsPollingContext } from './batch-jobs-context';
import type { BatchJobsPoller } from './use-batch-jobs-poller';

export const BATCH_JOBS_PROVIDER_MESSAGE =
  'useBatchJobsPolling must be used within a BatchJobsPollerProvider';

/** The shared poller of the nearest `BatchJobsPollerProvider`. */
export function useBatchJobsPolling(): BatchJobsPoller {
  const value = useContext(BatchJobsPollingContext);
  if (value === null) throw new Error(BATCH_JOBS_PROVIDER_MESSAGE);
  return value;
}

/** The product import still running, if any (to disable a second import). */
export function useActiveProductImportBatchJob() {
  return useBatchJobsPolling().batchJobs.find(
    (job) =>
      job.type === 'product-import' && (job.status === 'confirmed' || job.status === 'processing'),
  );
}
