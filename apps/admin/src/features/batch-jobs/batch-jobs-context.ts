import { createContext } from 'react';
import type { BatchJobsPoller } from './use-batch-jobs-poller';

export const BatchJobsPollingContext = createContext<BatchJobsPoller | null>(null);
