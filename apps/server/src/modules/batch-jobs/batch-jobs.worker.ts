import type { Config } from '../../config.js';
import { createBatchJobRunner } from './batch-jobs.jobs.js';
import type { Database } from '../../platform/db/client.js';
import type { Logger } from '../../platform/logger.js';

/**
 * Runs batch jobs without serving HTTP (`npm run worker`, `npm run storedesk -- worker`, or the
 * server with WORKER_MODE=only) until SIGTERM or SIGINT; then the running job stops at its next
 * chunk boundary and is given back, so another worker or the next start resumes it.
 * Several workers can share one PostgreSQL database; embedded PGlite allows one process only.
 */
export async function runWorker(options: {
  config: Config;
  database: Database;
  logger: Logger;
}): Promise<void> {
  const { config, database, logger } = options;
  const runner = createBatchJobRunner({ db: database.db, config, logger });
  await runner.start({
    takeOverLeases: database.kind === 'pglite',
    ...(database.kind === 'postgres' ? { listen: database.listen } : {}),
  });
  logger.info({ runner: runner.id, database: database.kind }, 'batch job worker started');
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      logger.info(`${signal} received: stopping the batch job worker at the next chunk boundary`);
      runner.stop().then(resolve, (error: unknown) => {
        logger.error({ err: error }, 'error while stopping the worker');
        resolve();
      });
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}
