import '@/test/i18n';
import { adminProductKeys } from '@storedesk/react';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { apiWrapper, testQueryClient } from '@/features/testing/render';
import deJobs from '../../../public/locales/de/jobs.json';
import { ActivityDrawerContent } from './activity-drawer-content';
import { BatchJobsPollerProvider } from './batch-jobs-poller-provider';
import { useBatchJobsPoller } from './use-batch-jobs-poller';
import { useBatchJobsPolling } from './use-batch-jobs-polling';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const START = new Date('2030-05-17T12:00:00.000Z');
const LIST = 'GET /admin/batch-jobs';
/** Fake timers run 0 ms timeouts set during a tick 1 ms later: allow a few. */
const TICK = 5;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** Moves fake time on, letting answers and React updates through. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const at = (secondsFromStart: number) =>
  new Date(START.getTime() + secondsFromStart * 1000).toISOString();

interface Job {
  id: string;
  type: string;
  status: string;
  created_at: string;
  completed_at: string | null;
  result?: { file_key?: string } | null;
}

function jobsApi(jobs: () => Job[]): FakeApi {
  return createFakeApi({
    [LIST]: () => ({ body: { batch_jobs: jobs(), count: jobs().length, offset: 0, limit: 100 } }),
  });
}

const listTimes = (api: FakeApi) => api.calls(LIST).map((call) => call.at - START.getTime());
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);

describe('useBatchJobsPoller: schedule', () => {
  it('asks for 100 jobs created since the start of the day a month ago', async () => {
    const api = jobsApi(() => []);
    renderHook(() => useBatchJobsPoller(), { wrapper: apiWrapper(api) });
    await advance(TICK);
    const [first] = api.calls(LIST);
    expect(first?.query.get('limit')).toBe('100');
    const since = new Date(START);
    since.setMonth(since.getMonth() - 1);
    since.setHours(0, 0, 0, 0);
    expect(first?.query.get('created_at[gt]')).toBe(since.toISOString());
  });

  it('waits 2, 5, 10, 15, 30, 60, 60 s after each settled request', async () => {
    const api = jobsApi(() => []);
    const { result } = renderHook(() => useBatchJobsPoller(), { wrapper: apiWrapper(api) });
    await advance(TICK);
    expect(listTimes(api)).toEqual([0]);

    const waits: number[] = [];
    for (const expected of [2000, 5000, 10_000, 15_000, 30_000, 60_000, 60_000]) {
      waits.push(result.current.currentInterval ?? 0);
      const before = api.calls(LIST).length;
      const lastRequest = api.calls(LIST).at(-1)!.at;
      await advance(lastRequest + expected - TICK - Date.now());
      expect(api.calls(LIST), `no request before ${expected} ms`).toHaveLength(before);
      await advance(2 * TICK);
      expect(api.calls(LIST), `a request after ${expected} ms`).toHaveLength(before + 1);
    }
    expect(waits).toEqual([2000, 5000, 10000, 15000, 30000, 60000, 60000]);
    // Request to request: the wait plus the (fake-timer) tick the answer takes to settle.
    gaps(listTimes(api)).forEach((gap, index) => {
      expect(gap - waits[index]!).toBeGreaterThanOrEqual(0);
      expect(gap - waits[index]!).toBeLessThanOrEqual(TICK);
    });
  });

  it('resetInterval refetches at once and starts over at 2 s', async () => {
    const api = jobsApi(() => []);
    const { result } = renderHook(() => useBatchJobsPoller(), { wrapper: apiWrapper(api) });
    await advance(TICK);
    await advance(2000 + 5000 + 10_000 + 3 * TICK); // three polls: the next wait is 15 s
    expect(api.calls(LIST)).toHaveLength(4);
    expect(result.current.currentInterval).toBe(15_000);

    await advance(4000);
    await act(() => result.current.resetInterval());
    await advance(TICK);
    expect(api.calls(LIST)).toHaveLength(5);
    expect(result.current.currentInterval).toBe(2000);

    await advance(2000 + TICK);
    expect(api.calls(LIST)).toHaveLength(6);
    expect(result.current.currentInterval).toBe(5000);
    // The old 15 s deadline is gone.
    await advance(5000 - 2 * TICK);
    expect(api.calls(LIST)).toHaveLength(6);
  });

  it('disablePolling stops window-focus refetches until the next poll is due', async () => {
    const api = jobsApi(() => []);
    const { result } = renderHook(() => useBatchJobsPoller(), { wrapper: apiWrapper(api) });
    await advance(TICK);

    // Focus refetches while polling is on, and that settled request moves the schedule on.
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(TICK);
    expect(api.calls(LIST)).toHaveLength(2);
    expect(result.current.currentInterval).toBe(5000);

    act(() => result.current.disablePolling());
    expect(result.current.isPollingDisabled).toBe(true);
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(5000 - 3 * TICK);
    expect(api.calls(LIST)).toHaveLength(2);

    await advance(3 * TICK);
    expect(api.calls(LIST)).toHaveLength(3);
    expect(result.current.isPollingDisabled).toBe(false);
  });
});

describe('useBatchJobsPoller: notices', () => {
  it('raises one success toast per job that completes, with its type in words', async () => {
    const jobs: Job[] = [
      // Completed before the poller started: not announced.
      {
        id: 'b0',
        type: 'product-export',
        status: 'completed',
        created_at: at(-3600),
        completed_at: at(-60),
      },
      {
        id: 'b1',
        type: 'product-import',
        status: 'processing',
        created_at: at(-10),
        completed_at: null,
      },
      {
        id: 'b2',
        type: 'product-export',
        status: 'processing',
        created_at: at(-5),
        completed_at: null,
      },
    ];
    const api = jobsApi(() => jobs);
    renderHook(() => useBatchJobsPoller(), { wrapper: apiWrapper(api) });
    await advance(0);
    expect(toast.success).not.toHaveBeenCalled();

    jobs[1] = { ...jobs[1]!, status: 'completed', completed_at: at(1) };
    await advance(2000);
    expect(toast.success).toHaveBeenCalledTimes(1);
    // Through the UI kit: sonner gets the kit's success icon with the text.
    expect(toast.success).toHaveBeenLastCalledWith('Success', {
      description: 'Product import batch job completed',
      icon: expect.anything(),
    });

    await advance(5000); // same answer again: no new toast
    expect(toast.success).toHaveBeenCalledTimes(1);

    jobs[2] = { ...jobs[2]!, status: 'completed', completed_at: at(8) };
    await advance(10_000);
    expect(toast.success).toHaveBeenCalledTimes(2);
    expect(toast.success).toHaveBeenLastCalledWith('Success', {
      description: 'Product export batch job completed',
      icon: expect.anything(),
    });

    await advance(15_000 + 30_000);
    expect(toast.success).toHaveBeenCalledTimes(2);
  });

  it('names the job type in the interface language, and an unknown type in the SPEC form', async () => {
    i18next.addResourceBundle('de', 'jobs', deJobs);
    await act(() => i18next.changeLanguage('de'));
    try {
      const jobs: Job[] = [
        {
          id: 'b1',
          type: 'product-import',
          status: 'processing',
          created_at: at(-9),
          completed_at: null,
        },
        {
          id: 'b2',
          type: 'order-export-v2',
          status: 'processing',
          created_at: at(-8),
          completed_at: null,
        },
      ];
      const api = jobsApi(() => jobs);
      renderHook(() => useBatchJobsPoller(), { wrapper: apiWrapper(api) });
      await advance(0);
      jobs[0] = { ...jobs[0]!, status: 'completed', completed_at: at(1) };
      jobs[1] = { ...jobs[1]!, status: 'completed', completed_at: at(1) };
      await advance(2000);
      expect(
        vi
          .mocked(toast.success)
          .mock.calls.map(([title, options]) => [title, options?.description]),
      ).toEqual([
        ['Erfolg', 'Batch-Job „Produktimport“ abgeschlossen'],
        ['Erfolg', 'Batch-Job „Order export v2“ abgeschlossen'],
      ]);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('invalidates product queries after a product import that finished after the list was fetched', async () => {
    const queryClient = testQueryClient();
    const listKey = adminProductKeys.list('store_1', { limit: 20 });
    const detailKey = adminProductKeys.detail('store_1', 'prod_1');
    queryClient.setQueryData(listKey, { products: [], count: 0 });
    queryClient.setQueryData(detailKey, { product: { id: 'prod_1' } });

    const jobs: Job[] = [
      {
        id: 'b1',
        type: 'product-import',
        status: 'processing',
        created_at: at(-10),
        completed_at: null,
      },
    ];
    const api = jobsApi(() => jobs);
    renderHook(() => useBatchJobsPoller(), { wrapper: apiWrapper(api, queryClient) });
    await advance(0);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);

    jobs[0] = { ...jobs[0]!, status: 'completed', completed_at: at(1) };
    await advance(2000);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
  });

  it('leaves product queries alone for other job types and for imports older than the list', async () => {
    const queryClient = testQueryClient();
    const listKey = adminProductKeys.list('store_1', {});
    const jobs: Job[] = [
      {
        id: 'b1',
        type: 'product-export',
        status: 'processing',
        created_at: at(-10),
        completed_at: null,
      },
      {
        id: 'b2',
        type: 'product-import',
        status: 'completed',
        created_at: at(-100),
        completed_at: at(-50),
      },
    ];
    const api = jobsApi(() => jobs);
    await act(async () => {
      vi.setSystemTime(new Date(START.getTime() - 10_000)); // list fetched after b2 finished
      queryClient.setQueryData(listKey, { products: [], count: 0 });
      vi.setSystemTime(START);
    });
    renderHook(() => useBatchJobsPoller(), { wrapper: apiWrapper(api, queryClient) });
    await advance(0);

    jobs[0] = { ...jobs[0]!, status: 'completed', completed_at: at(1) };
    await advance(2000);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
  });
});

describe('BatchJobsPollerProvider', () => {
  it('shares the poller and lists jobs in the activity drawer, newest first', async () => {
    const api = jobsApi(() => [
      {
        id: 'b1',
        type: 'product-export',
        status: 'completed',
        created_at: at(-200),
        completed_at: at(-100),
        result: { file_key: 'exports/products-b1.csv' },
      },
      {
        id: 'b2',
        type: 'product-import',
        status: 'processing',
        created_at: at(-50),
        completed_at: null,
      },
    ]);
    render(
      <BatchJobsPollerProvider>
        <ActivityDrawerContent />
      </BatchJobsPollerProvider>,
      { wrapper: apiWrapper(api) },
    );
    await advance(0);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Product import');
    expect(items[0]).toContain('Processing');
    expect(items[1]).toContain('Product export');
    expect(items[1]).toContain('Completed');
    expect(items[1]).toContain('products-b1.csv');
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('useBatchJobsPolling throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useBatchJobsPolling())).toThrow(
      'useBatchJobsPolling must be used within a BatchJobsPollerProvider',
    );
  });
});
