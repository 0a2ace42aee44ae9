import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { batchJob, batchJobChunk } from './jobs.tables.js';
import type { Database, Db, Tx } from '../db/client.js';
import { withPlatformTx, withTenantTx } from '../db/tx.js';
import type { Logger } from '../logger.js';
import { letRequestsIn } from '../foreground.js';
import { rowsOf } from '../db/json.js';

/*
 * The job queue is the batch_job table itself, not pg-boss. Why:
 * - a batch job already is a row with a status the admin polls; a second queue would hold a
 *   second copy of that state, and the two can disagree after a crash;
 * - pg-boss 10 needs an executeSql adapter on PGlite and takes 6-7 s to start there (every API
 *   test builds the app), and keeps its own schema outside our migrations and RLS;
 * - what we need is small: claim one job with `FOR UPDATE SKIP LOCKED` (several workers on
 *   PostgreSQL), hold it with a lease that a heartbeat extends, and let another runner take it
 *   over when the lease runs out (a crashed process). Polling with backoff, woken at once when
 *   this process enqueues, and when a lease held elsewhere is due to run out.
 * Leases are short (10 s, renewed every ~3 s) so a dead runner's job moves on within ~10 s. A
 * job still never runs twice at once: every step and the final apply lock the job row and check
 * `locked_by` in their own transaction, and a claim skips a locked row, so a runner busy in a
 * long transaction keeps its job even past its lease; a runner that finds its lease taken stops
 * at its next step boundary without applying anything.
 * Runners claim across stores as the owning role; every handler step then re-enters through
 * withTenantTx, so row-level security applies in the worker as in a request.
 */

export type BatchJobRow = typeof batchJob.$inferSelect;

/** Notified when a job is created or confirmed (migration 0046). */
export const JOBS_CHANNEL = 'storedesk_jobs';

/** The job's status changed under the runner (canceled): stop, leaving nothing applied. */
export class JobCanceledError extends Error {
  constructor(readonly jobId: string) {
    super(`batch job ${jobId} was canceled`);
    this.name = 'JobCanceledError';
  }
}

/** The runner is stopping (or lost its lease): stop at this boundary; the job runs again later. */
export class JobInterruptedError extends Error {
  constructor(readonly jobId: string) {
    super(`batch job ${jobId} was interrupted`);
    this.name = 'JobInterruptedError';
  }
}

/** The job cannot be done as asked: it fails with these problems (e.g. an import's row errors). */
export class JobFailedError extends Error {
  constructor(
    message: string,
    readonly errors: Array<{ row?: number; column?: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'JobFailedError';
  }
}

/** What a handler gets while it runs one job. */
export interface JobRun {
  job: BatchJobRow;
  /** Aborted when the runner stops or its heartbeat finds the job taken over. */
  signal: AbortSignal;
  /**
   * A chunk boundary: in one short tenant transaction, checks that the job is still this
   * runner's and still processing (else throws JobCanceledError / JobInterruptedError), runs
   * `work` (e.g. stage a chunk) and records `advancement` in result.advancement_count. Visible
   * to pollers as soon as it returns.
   */
  step(advancement: number, work?: (tx: Tx) => Promise<void>): Promise<void>;
  /**
   * The last step, all or nothing: in one tenant transaction `apply` writes the job's effect
   * and the job becomes completed with `result` merged in. Either both commit or neither.
   */
  finish(apply: (tx: Tx) => Promise<Record<string, unknown>>): Promise<void>;
}

export interface JobHandler {
  /** created → pre_processed (or confirmed / failed): the handler sets the status itself. */
  preProcess(run: JobRun): Promise<void>;
  /** processing → completed, through `run.step` and `run.finish`. */
  process(run: JobRun): Promise<void>;
  /**
   * Undoes what `process` wrote ahead of `finish` (an import's hidden products) once the job is
   * failed, canceled or given up; `process` itself does it for an earlier attempt.
   */
  discard?(job: BatchJobRow): Promise<void>;
}

/** Test seams: called at points a real crash or a slow step could hit. */
export interface JobHooks {
  afterStep?(job: BatchJobRow, stepIndex: number, signal: AbortSignal): Promise<void> | void;
  beforeFinishCommit?(job: BatchJobRow, tx: Tx): Promise<void> | void;
}

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /**
   * How long a claim holds without a heartbeat (default 10 s): about the time another runner
   * waits before taking over the job of one that died.
   */
  leaseMs?: number;
  /** Time between heartbeats renewing the lease (default a third of the lease). */
  heartbeatMs?: number;
  /** Longest wait between polls when idle (default 5 s). */
  maxPollMs?: number;
  /** Claims of one step before the job fails as interrupted too often (default 3). */
  maxAttempts?: number;
}

export type JobRunner = ReturnType<typeof createJobRunner>;

const ACTIVE = ['created', 'confirmed', 'processing'] as const;

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? 'unknown error');

/** Rows of a raw statement on either driver. */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, logger, handlers } = options;
  const leaseMs = options.leaseMs ?? 10_000;
  // A third of the lease: two heartbeats can be missed (a busy pool, a GC pause) before the
  // lease runs out.
  const heartbeatMs = options.heartbeatMs ?? Math.max(Math.floor(leaseMs / 3), 50);
  const maxPollMs = options.maxPollMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const me = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let hooks: JobHooks = {};
  let controller = new AbortController();
  let loop: Promise<void> | null = null;
  let stopped = true;
  let wakeUp: (() => void) | null = null;
  let wakeRequested = false;
  /** When the last claim found nothing: ms until a lease held elsewhere runs out (null: none). */
  let leaseEndsInMs: number | null = null;

  // clock_timestamp(), not now(): now() is when the transaction began, so a lease renewed at the
  // end of a long step transaction would already be (nearly) over when it commits.
  const lease = () => sql`clock_timestamp() + ${`${leaseMs} milliseconds`}::interval`;

  /**
   * Takes the next job with work waiting whose lease is free; null when there is none (then
   * `leaseEndsInMs` says when a job held by another runner could be taken over).
   */
  async function claim(): Promise<{ storeId: string; id: string } | null> {
    const rows = await withPlatformTx(db, async (tx) => {
      const claimed = await rowsOf<{ store_id: string; id: string }>(
        tx,
        sql`
        update batch_job set locked_by = ${me}, locked_until = ${lease()},
          attempts = attempts + 1
        where (store_id, id) = (
          select store_id, id from batch_job
          where run_after is not null and deleted_at is null and run_after <= now()
            and status in ('created', 'confirmed', 'processing')
            and (locked_until is null or locked_until < now())
          order by run_after, id
          limit 1
          for update skip locked)
        returning store_id, id`,
      );
      leaseEndsInMs = claimed.length > 0 ? null : await nextLeaseEnd(tx);
      return claimed;
    });
    return rows[0] ? { storeId: rows[0].store_id, id: rows[0].id } : null;
  }

  /**
   * Ms until the first lease of a job with work waiting runs out, null when none is leased. An
   * idle runner sleeps no longer than this, so a dead runner's job is taken over when its lease
   * ends rather than at the next backoff poll (up to `maxPollMs` later).
   */
  async function nextLeaseEnd(tx: Tx): Promise<number | null> {
    const [row] = await rowsOf<{ ms: number | string | null }>(
      tx,
      sql`
      select (extract(epoch from min(locked_until) - clock_timestamp()) * 1000)::float8 as ms
      from batch_job
      where run_after is not null and deleted_at is null
        and status in ('created', 'confirmed', 'processing') and locked_until >= now()`,
    );
    return row?.ms == null ? null : Math.max(Number(row.ms), 0);
  }

  /**
   * Renews the lease in one statement on a connection of its own (never inside the job's
   * transaction). The row is locked with SKIP LOCKED: while this runner's own step or apply
   * transaction holds it, the beat does not queue behind it (which on PostgreSQL would pin a
   * pool connection per beat for the whole apply) but answers `busy`; the lease needs no
   * renewal then, since a claim skips a locked row. `lost`: another runner holds the job (or
   * the job is gone).
   */
  async function renewLease(job: BatchJobRow): Promise<'renewed' | 'busy' | 'lost'> {
    const [row] = await rowsOf<{ holder: string | null; renewed: boolean }>(
      db,
      sql`
      with renewed as (
        update batch_job set locked_until = ${lease()}
        where (store_id, id) in (
          select store_id, id from batch_job
          where store_id = ${job.storeId} and id = ${job.id} and locked_by = ${me}
          for update skip locked)
        returning id)
      select locked_by as holder, exists (select 1 from renewed) as renewed
      from batch_job where store_id = ${job.storeId} and id = ${job.id}`,
    );
    if (!row || (row.holder !== null && row.holder !== me)) return 'lost';
    // No holder: this run has just finished or given the job back; nothing to renew.
    return row.renewed ? 'renewed' : 'busy';
  }

  /**
   * Renews the job's lease every `heartbeatMs` until the returned function is called; calls
   * `onLost` (once, then stops) when the job turns out to be another runner's. A beat waits
   * for the previous one, so a slow database never piles them up.
   */
  function startHeartbeat(job: BatchJobRow, onLost: () => void): () => void {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const beat = async () => {
      try {
        if ((await renewLease(job)) === 'lost' && !stopped) {
          stopped = true;
          onLost();
          return;
        }
      } catch (error) {
        logger.warn({ err: error, jobId: job.id }, 'batch job heartbeat failed');
      }
      schedule();
    };
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => void beat(), heartbeatMs);
      timer.unref();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  const mine = (job: Pick<BatchJobRow, 'storeId' | 'id'>) =>
    and(eq(batchJob.storeId, job.storeId), eq(batchJob.id, job.id), eq(batchJob.lockedBy, me));

  /** Gives the job back without finishing its step (stopping): the next runner starts it over. */
  async function release(job: BatchJobRow, countAttempt: boolean): Promise<void> {
    await withTenantTx(db, job.storeId, (tx) =>
      tx
        .update(batchJob)
        .set({
          lockedBy: null,
          lockedUntil: null,
          ...(countAttempt ? {} : { attempts: sql`greatest(${batchJob.attempts} - 1, 0)` }),
        })
        .where(mine(job)),
    );
  }

  /** Fails the job with a message; staged chunks go with it. */
  async function fail(
    job: BatchJobRow,
    message: string,
    problems: Array<{ row?: number; column?: string; message: string }> = [],
  ): Promise<void> {
    await withTenantTx(db, job.storeId, async (tx) => {
      const [current] = await tx
        .select()
        .from(batchJob)
        .where(and(eq(batchJob.storeId, job.storeId), eq(batchJob.id, job.id)))
        .for('update');
      if (!current || !(ACTIVE as readonly string[]).includes(current.status)) return;
      const result = current.result ?? {};
      const errors = Array.isArray(result.errors) ? result.errors : [];
      await tx
        .update(batchJob)
        .set({
          status: 'failed',
          failedAt: new Date(),
          updatedAt: new Date(),
          runAfter: null,
          lockedBy: null,
          lockedUntil: null,
          result: {
            ...result,
            errors: problems.length ? problems : errors.length ? errors : [{ message }],
          },
        })
        .where(and(eq(batchJob.storeId, job.storeId), eq(batchJob.id, job.id)));
      await tx
        .delete(batchJobChunk)
        .where(and(eq(batchJobChunk.storeId, job.storeId), eq(batchJobChunk.jobId, job.id)));
    });
  }

  function makeRun(job: BatchJobRow, signal: AbortSignal): JobRun {
    let steps = 0;
    /**
     * The job row's update at the end of a step or of the apply matched no row: the job is no
     * longer this runner's, so the whole transaction (the apply with it) rolls back. `guard`
     * holds the row lock, so this cannot happen; it keeps the ownership check in the very
     * statement that commits the work.
     */
    async function stillMine(updated: Promise<Array<{ id: string }>>): Promise<void> {
      if ((await updated).length === 0) throw new JobInterruptedError(job.id);
    }
    /** Locks the job row and checks it is still ours and processing. */
    async function guard(tx: Tx): Promise<BatchJobRow> {
      const [current] = await tx
        .select()
        .from(batchJob)
        .where(and(eq(batchJob.storeId, job.storeId), eq(batchJob.id, job.id)))
        .for('update');
      if (!current || current.status === 'canceled') throw new JobCanceledError(job.id);
      if (current.lockedBy !== me || current.status !== 'processing') {
        throw new JobInterruptedError(job.id);
      }
      return current;
    }
    return {
      job,
      signal,
      async step(advancement, work) {
        if (signal.aborted) throw new JobInterruptedError(job.id);
        await letRequestsIn();
        await withTenantTx(db, job.storeId, async (tx) => {
          const current = await guard(tx);
          if (work) await work(tx);
          await stillMine(
            tx
              .update(batchJob)
              .set({
                result: { ...(current.result ?? {}), advancement_count: advancement },
                updatedAt: new Date(),
                lockedUntil: sql`${lease()}`,
              })
              .where(mine(job))
              .returning({ id: batchJob.id }),
          );
        });
        steps += 1;
        await hooks.afterStep?.(job, steps, signal);
      },
      async finish(apply) {
        if (signal.aborted) throw new JobInterruptedError(job.id);
        await letRequestsIn();
        await withTenantTx(db, job.storeId, async (tx) => {
          const current = await guard(tx);
          const result = await apply(tx);
          await hooks.beforeFinishCommit?.(job, tx);
          await stillMine(
            tx
              .update(batchJob)
              .set({
                status: 'completed',
                completedAt: new Date(),
                updatedAt: new Date(),
                runAfter: null,
                lockedBy: null,
                lockedUntil: null,
                result: { ...(current.result ?? {}), ...result },
              })
              .where(mine(job))
              .returning({ id: batchJob.id }),
          );
          await tx
            .delete(batchJobChunk)
            .where(and(eq(batchJobChunk.storeId, job.storeId), eq(batchJobChunk.jobId, job.id)));
        });
        logger.info({ jobId: job.id, type: job.type, runner: me }, 'batch job completed');
      },
    };
  }

  /** The handler's undo of a job that ends without finishing; a failure is logged, not thrown. */
  async function discard(handler: JobHandler, job: BatchJobRow): Promise<void> {
    await handler.discard?.(job).catch((error: unknown) => {
      logger.error(
        { err: error, jobId: job.id },
        'batch job: discarding its unfinished work failed',
      );
    });
  }

  /** Runs one step of one claimed job to its end. */
  async function runJob(claimed: { storeId: string; id: string }): Promise<void> {
    // Aborted when the runner stops or the lease is found lost: a handler watching the signal
    // stops early, and the next step boundary throws JobInterruptedError.
    const leaseLost = new AbortController();
    const signal = AbortSignal.any([controller.signal, leaseLost.signal]);
    const loaded = await withTenantTx(db, claimed.storeId, async (tx) => {
      const [row] = await tx
        .select()
        .from(batchJob)
        .where(and(eq(batchJob.storeId, claimed.storeId), eq(batchJob.id, claimed.id)));
      return row;
    });
    if (!loaded) return;
    let job: BatchJobRow = loaded;
    const handler = handlers[job.type];
    if (!handler) {
      await fail(job, `No handler for batch jobs of type ${job.type}`);
      return;
    }
    if (job.attempts > maxAttempts) {
      await fail(
        job,
        `The job was interrupted ${job.attempts - 1} times (server restarts or crashes) and was given up; nothing was applied. Start it again.`,
      );
      await discard(handler, job);
      return;
    }
    const stopHeartbeat = startHeartbeat(job, () => {
      logger.warn(
        { jobId: job.id },
        'batch job lease lost to another runner; stopping at the next step without applying',
      );
      leaseLost.abort();
    });
    try {
      if (job.status === 'created') {
        await handler.preProcess(makeRun(job, signal));
      } else {
        // confirmed, or processing again after a crash: the step starts over from nothing
        // (earlier staged chunks are dropped), since nothing of it was applied.
        const started = await withTenantTx(db, job.storeId, async (tx) => {
          await tx
            .delete(batchJobChunk)
            .where(and(eq(batchJobChunk.storeId, job.storeId), eq(batchJobChunk.jobId, job.id)));
          const [row] = await tx
            .update(batchJob)
            .set({
              status: 'processing',
              processingAt: sql`coalesce(${batchJob.processingAt}, now())`,
              updatedAt: new Date(),
              result: sql`coalesce(${batchJob.result}, '{}'::jsonb) || '{"advancement_count":0}'::jsonb`,
            })
            .where(mine(job))
            .returning();
          return row;
        });
        if (!started) return;
        job = started;
        await handler.process(makeRun(job, signal));
      }
      await release(job, true);
    } catch (error) {
      if (error instanceof JobCanceledError) {
        logger.info({ jobId: job.id }, 'batch job canceled while running; nothing was applied');
        await discard(handler, job);
        await withTenantTx(db, job.storeId, (tx) =>
          tx
            .delete(batchJobChunk)
            .where(and(eq(batchJobChunk.storeId, job.storeId), eq(batchJobChunk.jobId, job.id))),
        );
      } else if (error instanceof JobInterruptedError) {
        logger.info({ jobId: job.id }, 'batch job interrupted; it will run again');
        // Gives the lease back only if it is still ours (`mine`): a job taken over stays with
        // the runner that took it.
        await release(job, false).catch(() => undefined);
      } else {
        if (!(error instanceof JobFailedError)) {
          logger.error({ err: error, jobId: job.id }, 'batch job failed');
        }
        await fail(
          job,
          errorMessage(error),
          error instanceof JobFailedError ? error.errors : undefined,
        );
        // After the job is failed: no runner can complete it any more, so what it wrote ahead
        // can go without racing a runner that took it over (whose completion would show the
        // rest).
        await discard(handler, job);
      }
    } finally {
      stopHeartbeat();
    }
  }

  /** Claims and runs one job; false when none was waiting. */
  async function runOne(): Promise<boolean> {
    const claimed = await claim();
    if (!claimed) return false;
    await runJob(claimed);
    return true;
  }

  function sleep(ms: number): Promise<void> {
    if (wakeRequested) {
      wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function poll(): Promise<void> {
    let idle = 250;
    while (!stopped) {
      let worked = false;
      try {
        worked = await runOne();
      } catch (error) {
        if (stopped) break;
        logger.warn({ err: error }, 'batch job runner: claiming failed; retrying');
      }
      if (stopped) break;
      if (worked) {
        idle = 250;
        continue;
      }
      await sleep(leaseEndsInMs === null ? idle : Math.min(idle, Math.max(leaseEndsInMs + 20, 50)));
      idle = Math.min(idle * 2, maxPollMs);
    }
  }

  let listening = false;
  const runner = {
    /** This runner's name in `locked_by`. */
    id: me,
    get running() {
      return !stopped;
    },
    /**
     * Starts polling. `takeOverLeases`: clear every lease first (embedded PGlite, where this
     * process is the only one that can open the database, so any lease is a dead process's).
     */
    async start(
      startOptions: {
        takeOverLeases?: boolean;
        /**
         * The database's notifications (PostgreSQL): a job created or confirmed in another
         * process wakes this runner at once (channel storedesk_jobs, migration 0046).
         */
        listen?: Database['listen'];
      } = {},
    ): Promise<void> {
      if (!stopped) return;
      if (startOptions.listen && !listening) {
        listening = true;
        const wakeNow = () => runner.wake();
        await startOptions.listen(JOBS_CHANNEL, wakeNow, wakeNow);
      }
      if (startOptions.takeOverLeases) {
        await withPlatformTx(db, (tx) =>
          tx
            .update(batchJob)
            .set({ lockedBy: null, lockedUntil: null })
            .where(sql`${batchJob.lockedUntil} is not null`),
        );
      }
      stopped = false;
      controller = new AbortController();
      loop = poll();
    },
    /**
     * Stops: a running job stops at its next chunk boundary and is given back (it starts over
     * on the next runner); resolves once nothing runs any more.
     */
    async stop(): Promise<void> {
      // Also stops a `drain` in progress at its job's next chunk boundary.
      controller.abort();
      if (stopped) return;
      stopped = true;
      wakeUp?.();
      await loop;
      loop = null;
    },
    /** Looks for work now (a job was just created or confirmed in this process). */
    wake(): void {
      if (wakeUp) wakeUp();
      else wakeRequested = true;
    },
    /** Runs waiting jobs in the foreground until none is left (tests, scripts). */
    async drain(): Promise<number> {
      if (controller.signal.aborted) controller = new AbortController();
      let count = 0;
      const { signal } = controller;
      while (!signal.aborted && (await runOne())) count += 1;
      return count;
    },
    runOne,
    setHooks(next: JobHooks): void {
      hooks = next;
    },
  };
  return runner;
}
