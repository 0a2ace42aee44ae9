import { adminProductKeys, useAdminBatchJobs, useStoredesk } from '@storedesk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import {
  batchJobsQuery,
  jobsToAnnounce,
  pollDelay,
  productImportFinishedSince,
  readBatchJobs,
  type PolledBatchJob,
} from './batch-jobs';
import { jobTypeLabel } from './job-type-label';

export interface BatchJobsPoller {
  /** Jobs created since the start of the day one month ago (at most 100). */
  batchJobs: PolledBatchJob[];
  isLoading: boolean;
  hasPollingError: boolean;
  /** The wait (ms) before the next scheduled poll, once a request has settled. */
  currentInterval: number | null;
  isPollingDisabled: boolean;
  /** Back to the first step (2 s), and fetch now. */
  resetInterval: () => Promise<void>;
  /** No request (window focus included) until the next poll is due; that poll runs. */
  disablePolling: () => void;
}

/**
 * Polls `GET /admin/batch-jobs` (SPEC points 4, 7 and 9): on mount, on window focus, and after
 * each settled request once the current step (2, 5, 10, 15, 30, then every 60 s) has passed.
 * Each job that completed after the last notice raises one success toast naming its type in the
 * interface language (the UI kit's toast, with its icon); a product import
 * that completed after the product list was last fetched invalidates the product queries.
 * Jobs completed before the poller started are not announced.
 */
export function useBatchJobsPoller({
  enabled = true,
}: { enabled?: boolean } = {}): BatchJobsPoller {
  // No Suspense: the provider sits high in the tree; toasts come long after `jobs` loaded.
  const { t } = useTranslation('jobs', { useSuspense: false });
  const { scope } = useStoredesk();
  const queryClient = useQueryClient();
  const [query] = useState(() => batchJobsQuery(new Date()));
  const [isPollingDisabled, setPollingDisabled] = useState(false);

  const jobsQuery = useAdminBatchJobs(query, {
    enabled,
    // Disabling drops focus refetches; the scheduled poll (the timer below) still runs.
    refetchOnWindowFocus: isPollingDisabled ? false : 'always',
    staleTime: 0,
    retry: false,
  });
  const { refetch, data, dataUpdatedAt, errorUpdateCount } = jobsQuery;

  // Scheduling: one plan per settled request; the timer survives re-renders (and StrictMode's
  // effect replay) because the deadline is kept, not recomputed.
  const settledCount = useRef(0);
  const plan = useRef<{ signature: string; dueAt: number; delay: number } | null>(null);
  const [currentInterval, setCurrentInterval] = useState<number | null>(null);
  const settleSignature =
    dataUpdatedAt === 0 && errorUpdateCount === 0 ? null : `${dataUpdatedAt}:${errorUpdateCount}`;

  const poll = useCallback(() => {
    setPollingDisabled(false);
    void refetch();
  }, [refetch]);

  useEffect(() => {
    if (!enabled || settleSignature === null) return;
    if (plan.current?.signature !== settleSignature) {
      settledCount.current += 1;
      const delay = pollDelay(settledCount.current);
      plan.current = { signature: settleSignature, dueAt: Date.now() + delay, delay };
    }
    setCurrentInterval(plan.current.delay);
    const timer = setTimeout(poll, Math.max(0, plan.current.dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [enabled, settleSignature, poll]);

  const resetInterval = useCallback(async () => {
    settledCount.current = 0;
    setPollingDisabled(false);
    await refetch();
  }, [refetch]);

  const disablePolling = useCallback(() => setPollingDisabled(true), []);

  // Notices and product invalidation, once per answer.
  const batchJobs = useMemo(() => readBatchJobs(data), [data]);
  const lastNoticeAt = useRef(Date.now());
  const announced = useRef(new Set<string>());
  useEffect(() => {
    if (!data) return;
    const fresh = jobsToAnnounce(batchJobs, lastNoticeAt.current, announced.current);
    for (const job of fresh.jobs) {
      announced.current.add(job.id);
      toast.success(
        t('toast.successTitle'),
        t('toast.completed', { type: jobTypeLabel(t, job.type) }),
      );
    }
    lastNoticeAt.current = fresh.noticeAt;

    const productLists = queryClient
      .getQueryCache()
      .findAll({ queryKey: adminProductKeys.lists(scope) });
    if (productLists.length === 0) return;
    const listFetchedAt = Math.max(...productLists.map((entry) => entry.state.dataUpdatedAt));
    if (productImportFinishedSince(batchJobs, listFetchedAt)) {
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.all(scope) });
    }
  }, [data, batchJobs, queryClient, scope, t]);

  return {
    batchJobs,
    isLoading: jobsQuery.isPending && jobsQuery.fetchStatus !== 'idle',
    hasPollingError: jobsQuery.isError,
    currentInterval,
    isPollingDisabled,
    resetInterval,
    disablePolling,
  };
}
