import { describe, expect, it } from 'vitest';
import {
  batchJobsQuery,
  formatJobType,
  jobsToAnnounce,
  pollDelay,
  POLL_STEPS_MS,
  productImportFinishedSince,
  readBatchJobs,
  type PolledBatchJob,
} from './batch-jobs';

const job = (overrides: Partial<PolledBatchJob>): PolledBatchJob => ({
  id: 'batch_1',
  type: 'product-import',
  status: 'completed',
  created_at: '2030-05-01T10:00:00.000Z',
  completed_at: '2030-05-01T10:05:00.000Z',
  fileKey: null,
  ...overrides,
});

describe('batch job rules', () => {
  it('steps through 2, 5, 10, 15, 30 then 60 s', () => {
    expect(POLL_STEPS_MS).toEqual([2000, 5000, 10000, 15000, 30000, 60000]);
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(pollDelay)).toEqual([
      2000, 5000, 10000, 15000, 30000, 60000, 60000, 60000,
    ]);
  });

  it('asks for 100 jobs created after the start of the day one month back', () => {
    const now = new Date(2030, 4, 17, 15, 42, 7);
    expect(batchJobsQuery(now)).toEqual({
      limit: 100,
      created_at: { gt: new Date(2030, 3, 17, 0, 0, 0, 0).toISOString() },
    });
  });

  it.each([
    ['product-import', 'Product import'],
    ['product-export', 'Product export'],
    ['price-list-import-v2', 'Price list import v2'],
    ['export', 'Export'],
  ])('formats %s as %s', (type, label) => expect(formatJobType(type)).toBe(label));

  it('announces completed jobs finished after the notice time, once each', () => {
    const notice = Date.parse('2030-05-01T10:00:00.000Z');
    const jobs = [
      job({ id: 'old', completed_at: '2030-05-01T09:59:59.000Z' }),
      job({ id: 'same', completed_at: '2030-05-01T10:00:00.000Z' }),
      job({ id: 'new', completed_at: '2030-05-01T10:05:00.000Z' }),
      job({ id: 'newer', completed_at: '2030-05-01T10:07:00.000Z' }),
      job({ id: 'running', status: 'processing', completed_at: null }),
      job({ id: 'failed', status: 'failed', completed_at: '2030-05-01T10:09:00.000Z' }),
      job({ id: 'seen', completed_at: '2030-05-01T10:08:00.000Z' }),
    ];
    const result = jobsToAnnounce(jobs, notice, new Set(['seen']));
    expect(result.jobs.map((entry) => entry.id)).toEqual(['new', 'newer']);
    expect(result.noticeAt).toBe(Date.parse('2030-05-01T10:07:00.000Z'));
  });

  it('sees a product import finished after the list was fetched, and nothing else', () => {
    const fetchedAt = Date.parse('2030-05-01T10:06:00.000Z');
    expect(productImportFinishedSince([job({})], fetchedAt)).toBe(false);
    expect(
      productImportFinishedSince([job({ completed_at: '2030-05-01T10:07:00.000Z' })], fetchedAt),
    ).toBe(true);
    expect(
      productImportFinishedSince(
        [job({ type: 'product-export', completed_at: '2030-05-01T10:07:00.000Z' })],
        fetchedAt,
      ),
    ).toBe(false);
    expect(
      productImportFinishedSince(
        [job({ status: 'processing', completed_at: '2030-05-01T10:07:00.000Z' })],
        fetchedAt,
      ),
    ).toBe(false);
  });

  it('reads jobs leniently from a list answer', () => {
    expect(
      readBatchJobs({
        batch_jobs: [
          {
            id: 'b1',
            type: 'product-export',
            status: 'completed',
            created_at: 'x',
            completed_at: 'y',
            result: { file_key: 'exports/b1.csv' },
          },
          { id: 'b2', type: 'product-import', status: 'weird' },
          null,
        ],
      }),
    ).toEqual([
      {
        id: 'b1',
        type: 'product-export',
        status: 'completed',
        created_at: 'x',
        completed_at: 'y',
        fileKey: 'exports/b1.csv',
      },
    ]);
    expect(readBatchJobs(undefined)).toEqual([]);
  });
});
