import { loadConfig } from '../src/config.js';
import { createBatchJobRunner } from '../src/modules/batch-jobs/batch-jobs.jobs.js';
import { openDatabase } from '../src/platform/db/client.js';
import { createLogger } from '../src/platform/logger.js';

/*
 * A batch-job runner in a process of its own, for src/platform/jobs/runner.lease.test.ts: the test kills it with
 * SIGKILL in the middle of an import, as a crash or an OOM kill would, and checks that a runner
 * in the test process takes the job over. It reads the server's environment (DATABASE_URL,
 * DATA_DIR for the uploaded file, BATCH_JOB_LEASE_SECONDS); LEASE_TEST_CHUNK_ROWS rows are
 * staged per step and each step is followed by a pause of LEASE_TEST_STEP_PAUSE_MS, so the
 * import is slow but alive (its heartbeat keeps running) until it is killed.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    maxConnections: 2,
  });
  const runner = createBatchJobRunner({
    db: database.db,
    config,
    logger: createLogger(config.logLevel),
  });
  runner.settings.importChunkRows = Number(process.env.LEASE_TEST_CHUNK_ROWS ?? 1);
  const pauseMs = Number(process.env.LEASE_TEST_STEP_PAUSE_MS ?? 1000);
  runner.setHooks({
    afterStep: () => new Promise<void>((resolve) => setTimeout(resolve, pauseMs)),
  });
  await runner.start();
  // The runner's own timers do not hold the process open; this one does, until the test kills it.
  setInterval(() => undefined, 60_000);
  process.stdout.write(`runner ${runner.id}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
