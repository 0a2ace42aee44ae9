import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { AdminBatchJobRes, AdminUploadsRes } from '@storedesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { queryRows, testDatabaseKind } from '../../../test/database.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import { serverRoot } from '../../../test/server-process.js';
import { ConfigError, loadConfig } from '../../config.js';
import { createLogger } from '../logger.js';
import { batchJob } from './jobs.tables.js';
import { createJobRunner, type JobHandler, type JobRunnerOptions } from './runner.js';

/*
 * Leases and heartbeats between runners sharing one database: a dead runner's job is taken over
 * when its lease ends, a slow but live one keeps its job, and a runner that lost its job never
 * applies it. The runners here run a `lease-test` job whose apply writes one marker row in the
 * same transaction, so the markers count the applies that committed. The last test kills a
 * runner in another process with SIGKILL in the middle of a real product import (PostgreSQL only:
 * embedded PGlite lets one process open the database).
 */

let test: TestApp;
let org: TestOrg;

beforeAll(async () => {
  test = await buildTestApp({ env: { LOG_LEVEL: 'silent' } });
  org = await createOrg(test);
});
afterAll(() => test.close());

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it holds; fails naming `what` after `timeoutMs`. */
async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting: ${what}`);
    await sleep(50);
  }
}

async function jobRow(id: string) {
  const [row] = await test.database.db.select().from(batchJob).where(eq(batchJob.id, id));
  return row!;
}

/** A confirmed `lease-test` job, waiting for a runner. */
async function enqueue(): Promise<string> {
  const id = `batch_lease_${randomBytes(6).toString('hex')}`;
  await test.database.db.insert(batchJob).values({
    storeId: org.storeId,
    id,
    type: 'lease-test',
    status: 'confirmed',
    runAfter: new Date(),
  });
  return id;
}

/** The runners whose apply of job `id` committed (one marker row each). */
async function appliedBy(id: string): Promise<string[]> {
  const rows = await test.database.db
    .select({ context: batchJob.context })
    .from(batchJob)
    .where(and(eq(batchJob.type, 'lease-test-marker'), sql`${batchJob.context}->>'job' = ${id}`));
  return rows.map((row) => String(row.context?.runner));
}

/** As another runner's claim would: the job is held by `holder` for a minute. */
async function takeOver(id: string, holder: string): Promise<void> {
  await test.database.db
    .update(batchJob)
    .set({ lockedBy: holder, lockedUntil: sql`now() + interval '1 minute'` })
    .where(eq(batchJob.id, id));
}

/**
 * PostgreSQL: sessions of this test's database waiting for a lock, counted on a connection of
 * its own (the pool's could all be taken by waiters). PGlite has one session: 0.
 */
async function sessionsWaitingOnLocks(): Promise<number> {
  if (!test.database.url) return 0;
  const client = new pg.Client({ connectionString: test.database.url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

interface Trace {
  processed: number;
  applied: number;
}

/**
 * A runner named `name` for `lease-test` jobs: `steps` steps (each holding its transaction for
 * `stepWorkMs`), then an apply that writes a marker row.
 */
function leaseTestRunner(
  name: string,
  job: { steps: number; stepWorkMs?: number },
  options: Partial<JobRunnerOptions> = {},
) {
  const trace: Trace = { processed: 0, applied: 0 };
  const handler: JobHandler = {
    preProcess() {
      throw new Error('lease-test jobs start confirmed');
    },
    async process(run) {
      trace.processed += 1;
      for (let step = 1; step <= job.steps; step += 1) {
        await run.step(step, () => sleep(job.stepWorkMs ?? 0));
      }
      await run.finish(async (tx) => {
        trace.applied += 1;
        await tx.insert(batchJob).values({
          storeId: run.job.storeId,
          id: `batch_marker_${randomBytes(6).toString('hex')}`,
          type: 'lease-test-marker',
          status: 'completed',
          context: { job: run.job.id, runner: name },
        });
        return { applied_by: name };
      });
    },
  };
  const runner = createJobRunner({
    db: test.database.db,
    logger: createLogger('silent'),
    handlers: { 'lease-test': handler },
    leaseMs: 600,
    maxPollMs: 100,
    ...options,
  });
  return { runner, trace };
}

describe('job leases between runners', () => {
  it('a slow runner keeps its job: long steps, pauses and apply each outlast the lease', async () => {
    const id = await enqueue();
    // Lease 600 ms, heartbeat every 200 ms; every wait below is 1-1.5 s.
    const a = leaseTestRunner('a', { steps: 2, stepWorkMs: 1000 });
    const b = leaseTestRunner('b', { steps: 2 });
    let lockWaits: number | undefined;
    a.runner.setHooks({
      afterStep: () => sleep(1500),
      // The apply transaction holds the job row past its lease: no claim can take a locked row.
      async beforeFinishCommit() {
        await sleep(1500);
        lockWaits = await sessionsWaitingOnLocks();
      },
    });
    const draining = a.runner.drain();
    await waitFor(async () => (await jobRow(id)).lockedBy === a.runner.id, 5000, 'a claims');
    await b.runner.start();
    try {
      expect(await draining).toBe(1);
    } finally {
      await b.runner.stop();
    }
    const done = await jobRow(id);
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ applied_by: 'a', advancement_count: 2 });
    expect(a.trace).toEqual({ processed: 1, applied: 1 });
    expect(b.trace.processed).toBe(0);
    expect(await appliedBy(id)).toEqual(['a']);
    // Seven heartbeats fell in the apply: none queued behind its lock, holding a connection.
    if (testDatabaseKind() === 'postgres') expect(lockWaits).toBe(0);
  });

  it('a runner whose lease ran out loses the job to another runner, which applies it once', async () => {
    const id = await enqueue();
    // a's heartbeat never comes (as in a frozen process): its 500 ms lease runs out.
    const a = leaseTestRunner('a', { steps: 2 }, { leaseMs: 500, heartbeatMs: 60_000 });
    const b = leaseTestRunner('b', { steps: 2 }, { leaseMs: 500 });
    a.runner.setHooks({
      async afterStep(_job, step) {
        if (step !== 1) return;
        await b.runner.start();
        await waitFor(
          async () => (await jobRow(id)).lockedBy === b.runner.id,
          5000,
          'b takes the job over',
        );
      },
    });
    try {
      await a.runner.drain();
      await waitFor(async () => (await jobRow(id)).status === 'completed', 5000, 'b completes');
    } finally {
      await b.runner.stop();
    }
    expect(a.trace).toEqual({ processed: 1, applied: 0 });
    expect(b.trace).toEqual({ processed: 1, applied: 1 });
    expect(await appliedBy(id)).toEqual(['b']);
    expect((await jobRow(id)).result).toMatchObject({ applied_by: 'b' });
  });

  it('a runner whose heartbeat finds the job taken over stops at the next step, applying nothing', async () => {
    const id = await enqueue();
    const a = leaseTestRunner('a', { steps: 3 });
    let noticedInMs = -1;
    a.runner.setHooks({
      async afterStep(_job, step, signal) {
        if (step !== 1) return;
        await takeOver(id, 'other-host:1:taken');
        const since = Date.now();
        // The heartbeat (every 200 ms) sees it before the next step does.
        await waitFor(() => signal.aborted, 3000, 'the heartbeat notices the lost lease');
        noticedInMs = Date.now() - since;
      },
    });
    try {
      expect(await a.runner.drain()).toBe(1);
      expect(noticedInMs).toBeGreaterThanOrEqual(0);
      expect(noticedInMs).toBeLessThan(1000);
      const row = await jobRow(id);
      // Still the other runner's: a, interrupted, gave back nothing that was not its own.
      expect(row).toMatchObject({ status: 'processing', lockedBy: 'other-host:1:taken' });
      expect(row.result).toMatchObject({ advancement_count: 1 });
      expect(a.trace).toEqual({ processed: 1, applied: 0 });
      expect(await appliedBy(id)).toEqual([]);
    } finally {
      await test.database.db.delete(batchJob).where(eq(batchJob.id, id));
    }
  });

  it('the apply checks in its own transaction that the job is still this runner’s', async () => {
    const id = await enqueue();
    // No heartbeat comes in time to tell a: only the apply's own check stands in the way.
    const a = leaseTestRunner('a', { steps: 2 }, { heartbeatMs: 60_000 });
    let abortedBeforeApply: boolean | undefined;
    a.runner.setHooks({
      async afterStep(_job, step, signal) {
        if (step !== 2) return;
        await takeOver(id, 'other-host:1:taken');
        abortedBeforeApply = signal.aborted;
      },
    });
    try {
      expect(await a.runner.drain()).toBe(1);
      expect(abortedBeforeApply).toBe(false);
      expect(a.trace).toEqual({ processed: 1, applied: 0 });
      expect(await appliedBy(id)).toEqual([]);
      expect(await jobRow(id)).toMatchObject({
        status: 'processing',
        lockedBy: 'other-host:1:taken',
      });
    } finally {
      await test.database.db.delete(batchJob).where(eq(batchJob.id, id));
    }
  });

  it('reads the lease from BATCH_JOB_LEASE_SECONDS (10 s by default)', () => {
    const base = {
      DATA_DIR: test.config.dataDir,
      COOKIE_SECRET: test.config.cookieSecret,
      JWT_SECRET: test.config.jwtSecret,
    };
    expect(loadConfig(base).batchJobLeaseMs).toBe(10_000);
    expect(loadConfig({ ...base, BATCH_JOB_LEASE_SECONDS: '30' }).batchJobLeaseMs).toBe(30_000);
    expect(() => loadConfig({ ...base, BATCH_JOB_LEASE_SECONDS: '1' })).toThrow(ConfigError);
  });
});

const HEADER =
  'Product Handle,Product Title,Product Status,Variant Title,Variant SKU,Option 1 Name,Option 1 Value,Price USD';

/** A CSV of `count` products with two variants each (S, M). */
function catalogue(prefix: string, count: number): string {
  const rows = [HEADER];
  for (let i = 0; i < count; i += 1) {
    for (const size of ['S', 'M']) {
      rows.push(
        `${prefix}-${i},${prefix} ${i},published,${size},${prefix.toUpperCase()}-${i}-${size},Size,${size},19.99`,
      );
    }
  }
  return `${rows.join('\n')}\n`;
}

/** Starts test/batch-job-runner-process.ts on this test's database; resolves with its runner id. */
async function startChildRunner(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@storedesk/source', 'test/batch-job-runner-process.ts'],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: test.database.url!,
        DATA_DIR: test.config.dataDir,
        COOKIE_SECRET: test.config.cookieSecret,
        JWT_SECRET: test.config.jwtSecret,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('close', (_code, signal) => resolve(signal)),
  );
  let closed = false;
  void exited.then(() => (closed = true));
  await waitFor(
    () => {
      if (closed) throw new Error(`the child runner exited:\n${output}`);
      return /^runner \S+$/m.test(output);
    },
    30_000,
    'the child runner starts',
  );
  const id = /^runner (\S+)$/m.exec(output)![1]!;
  return { child, id, exited, output: () => output };
}

describe.skipIf(testDatabaseKind() === 'pglite')('a runner process that dies', () => {
  it('keeps its job while alive and slow; once SIGKILLed, another runner takes it over within ~10 s and imports each product once', async () => {
    const body = new FormData();
    body.append('files', new Blob([catalogue('kill', 6)], { type: 'text/csv' }), 'kill.csv');
    const uploaded = await org.admin.postForm('/admin/uploads/protected', body);
    expect(uploaded.status).toBe(200);
    const fileKey = AdminUploadsRes.parse(uploaded.body).uploads[0]!.key;
    const created = await org.admin.post('/admin/batch-jobs', {
      type: 'product-import',
      context: { fileKey },
    });
    expect(created.status).toBe(200);
    const jobId = AdminBatchJobRes.parse(created.body).batch_job.id;

    // 12 rows, 2 per step, 3 s after each step: alive and slow, with its default 10 s lease.
    const dying = await startChildRunner({
      LEASE_TEST_CHUNK_ROWS: '2',
      LEASE_TEST_STEP_PAUSE_MS: '3000',
    });
    let takenAt: number | undefined;
    try {
      await waitFor(
        async () => {
          const row = await jobRow(jobId);
          return row.status === 'processing' && row.lockedBy === dying.id;
        },
        20_000,
        'the child runner processes the import',
      );
      // Another runner (the test app's, default lease) polls from now on.
      test.app.jobs.setHooks({ afterStep: () => void (takenAt ??= Date.now()) });
      await test.app.jobs.start();
      const watchedFrom = Date.now();
      await waitFor(
        async () => Number((await jobRow(jobId)).result?.advancement_count ?? 0) >= 10,
        25_000,
        'the child runner stages five steps',
      );
      // Longer than a lease went by: the heartbeats kept the job with the live runner.
      expect(Date.now() - watchedFrom).toBeGreaterThan(test.config.batchJobLeaseMs);
      expect((await jobRow(jobId)).lockedBy).toBe(dying.id);
      expect(takenAt).toBeUndefined();

      dying.child.kill('SIGKILL');
      const killedAt = Date.now();
      expect(await dying.exited).toBe('SIGKILL');
      await waitFor(
        async () => (await jobRow(jobId)).status === 'completed',
        20_000,
        'the other runner completes the import',
      );
      expect(takenAt! - killedAt).toBeGreaterThan(0);
      expect(takenAt! - killedAt).toBeLessThan(12_000);
    } finally {
      dying.child.kill('SIGKILL');
      await test.app.jobs.stop();
      test.app.jobs.setHooks({});
    }

    // Applied once, by the runner that took over: all six products were new to it.
    const done = AdminBatchJobRes.parse(
      (await org.admin.get(`/admin/batch-jobs/${jobId}`)).body,
    ).batch_job;
    expect(done.result?.stat_descriptors?.map((descriptor) => descriptor.message)).toEqual([
      '6 products were created',
      '0 products were updated',
    ]);
    const counts = await queryRows<{ products: number; handles: number; variants: number }>(
      test.database.db,
      sql`select
        (select count(*)::int from product where store_id = ${org.storeId} and handle like 'kill-%') as products,
        (select count(distinct handle)::int from product where store_id = ${org.storeId} and handle like 'kill-%') as handles,
        (select count(*)::int from product_variant where store_id = ${org.storeId} and sku like 'KILL-%') as variants`,
    );
    expect(counts[0]).toEqual({ products: 6, handles: 6, variants: 12 });
  }, 60_000);
});
