import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './platform/db/client.js';
import { DataDirInUseError } from './platform/db/lock.js';
import { runWorker } from './modules/batch-jobs/batch-jobs.worker.js';
import { createLogger } from './platform/logger.js';
import { ensureReferenceData } from './platform/reference/reference-data.js';

/** `npm run worker`: batch jobs in a process of their own (set WORKER_MODE=off on the servers). */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    namedStatements: config.databaseNamedStatements,
    maxConnections: 4,
  });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    await runWorker({ config, database, logger: createLogger(config.logLevel) });
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirInUseError;
    process.stderr.write(
      `${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`,
    );
    process.exit(1);
  },
);
