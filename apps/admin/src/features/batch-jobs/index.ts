/**
 * Batch-job polling (SPEC points 4, 7 and 9).
 *
 * Mount (shell): `<BatchJobsPollerProvider>` once in the authenticated admin layout (inside
 * `StoredeskProvider` and the i18n setup; pass `enabled={false}` while signed out). It polls,
 * raises a 'Success' toast per completed job and refreshes product queries after an import.
 * Put `<ActivityDrawerContent />` in the notifications drawer.
 *
 * Read: `useBatchJobsPolling()` → `{ batchJobs, isLoading, hasPollingError, currentInterval,
 * isPollingDisabled, resetInterval(), disablePolling() }` (call `resetInterval()` right after
 * starting a job); `useActiveProductImportBatchJob()`. `useBatchJobsPoller()` is the hook
 * behind the provider, for a poller of one's own.
 */
export { BatchJobsPollerProvider } from './batch-jobs-poller-provider';
export {
  BATCH_JOBS_PROVIDER_MESSAGE,
  useActiveProductImportBatchJob,
  useBatchJobsPolling,
} from './use-batch-jobs-polling';
export { useBatchJobsPoller } from './use-batch-jobs-poller';
export type { BatchJobsPoller } from './use-batch-jobs-poller';
export { ActivityDrawerContent } from './activity-drawer-content';
export {
  BATCH_JOBS_LIMIT,
  POLL_STEPS_MS,
  batchJobsQuery,
  formatJobType,
  pollDelay,
} from './batch-jobs';
export type { PolledBatchJob } from './batch-jobs';
export { jobTypeLabel } from './job-type-label';
