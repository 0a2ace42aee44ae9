import type { ReactNode } from 'react';
import { BatchJobsPollingContext } from './batch-jobs-context';
import { useBatchJobsPoller } from './use-batch-jobs-poller';

/** Runs one poller for the admin area and shares it (drawer, import buttons...). */
export function BatchJobsPollerProvider({
  enabled = true,
  children,
}: {
  /** Off while no one is signed in. */
  enabled?: boolean;
  children: ReactNode;
}) {
  const poller = useBatchJobsPoller({ enabled });
  return (
    <BatchJobsPollingContext.Provider value={poller}>{children}</BatchJobsPollingContext.Provider>
  );
}
