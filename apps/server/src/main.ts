import { backfillOrderTotals } from './modules/orders/orders.totals.js';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './platform/db/client.js';
import { DataDirInUseError } from './platform/db/lock.js';
import { pino } from 'pino';
import { createLogger } from './platform/logger.js';
import { createMailer } from './platform/mail.js';
import { pruneRateLimits } from './platform/rate-limit.js';
import { pruneSessions } from './platform/auth/sessions.js';
import { pruneCustomerSessions } from './modules/customers/customer-session.js';
import { pruneCartRequestKeys } from './modules/carts/cart-request-keys.js';
import { ensureReferenceData } from './platform/reference/reference-data.js';
import { claimDemoSeed, seedDemoStoreInBackground, type BackgroundSeed } from './demo/demo-run.js';
import { runWorker } from './modules/batch-jobs/batch-jobs.worker.js';
import { analyzeStaleTables, startAutoAnalyze } from './platform/db/maintenance.js';
import { serveOnlineBackups } from './platform/db/backup.js';
import { armCrashPoint } from './modules/orders/orders.crash-points.js';
import path from 'node:path';

function fail(message: string): never {
  process.stderr.write(`\nStoredesk could not start.\n${message}\n\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      namedStatements: config.databaseNamedStatements,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    fail(`Could not open the database: ${(error as Error).message}`);
  }

  // A test aid only (orders.crash.test.ts): read once here, never from a request. Armed, log
  // lines are written synchronously, so the kill loses none the test reads.
  const crashAt = process.env.STOREDESK_CRASH_AT;
  const logger = createLogger(
    config.logLevel,
    crashAt ? pino.destination({ dest: 1, sync: true }) : undefined,
  );
  if (crashAt) armCrashPoint(database.db, crashAt, logger);
  await database.migrate();
  await ensureReferenceData(database.db);
  // The demo organisation on an empty database, then its store's regions, products, customers
  // and orders: on the first start, or to finish a seed an earlier start was stopped in (it
  // resumes where it was). The seed runs once the server listens (below), so the first start
  // answers at once. One process at a time: the claim's lock is held until the seed ends, so
  // servers started together on one PostgreSQL database seed once.
  const claim = config.seedDemo ? await claimDemoSeed(database) : null;
  const demo = claim?.login ?? null;
  const demoStoreId = claim?.storeId ?? null;
  let demoSeed: BackgroundSeed | null = null;
  // PGlite has no autovacuum: keep the planner's statistics fresh here instead.
  let stopAutoAnalyze = () => {};
  if (database.kind === 'pglite') {
    await analyzeStaleTables(database.db);
    stopAutoAnalyze = startAutoAnalyze(database.db, {
      intervalMs: 60_000,
      onError: (error) => logger.warn({ err: error }, 'analyze failed'),
    });
  }

  if (config.workerMode === 'only') {
    // WORKER_MODE=only: this process runs batch jobs and serves no HTTP (nor the demo seed).
    await claim?.release();
    await runWorker({ config, database, logger });
    await database.close();
    process.exit(0);
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const app = await buildApp({
    db: database.db,
    config,
    mailer,
    logger,
    listen: database.listen,
  });

  let closing = false;
  let onlineBackups: { close(): Promise<void> } | null = null;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    try {
      stopAutoAnalyze();
      // A seed stopped between two checkouts; the next start finishes it.
      await demoSeed?.stop();
      await claim?.release();
      // Requests in flight get ten seconds; then every connection still open is dropped (a
      // keep-alive socket Node counts as busy would otherwise hold close() for its timeout).
      setTimeout(() => app.server.closeAllConnections(), 10_000).unref();
      await app.close();
      // No backup starts on a database being closed.
      await onlineBackups?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const housekeeping = setInterval(
    () => {
      Promise.all([
        pruneSessions(database.db),
        pruneRateLimits(database.db),
        pruneCustomerSessions(database.db),
        pruneCartRequestKeys(database.db),
        app.mailOutbox.prune(),
      ]).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    },
    60 * 60 * 1000,
  );
  housekeeping.unref();

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`Port ${config.port} is already in use: stop what runs there, or set PORT.`);
    throw error;
  }

  app.log.info({ database: database.kind, location: database.location }, 'database ready');
  // `storedesk backup` asks this process for a copy of its embedded database (backup.ts).
  onlineBackups = await serveOnlineBackups(database, config.dataDir, (error) =>
    app.log.error({ err: error }, 'online backup failed'),
  );
  // Batch jobs start after listen (the server answers at once); app.close() stops them.
  if (config.workerMode === 'inline') {
    await app.jobs.start({
      takeOverLeases: database.kind === 'pglite',
      ...(database.kind === 'postgres' ? { listen: database.listen } : {}),
    });
  }
  // Mail left unsent by a crash or a failed attempt, in every server process (claims are
  // race-proof); on PGlite this process is the only one, so any claim is a dead process's.
  await app.mailOutbox.start({ takeOverLeases: database.kind === 'pglite' });
  // Refunds left pending by a provider that did not answer, or by a crash, are finished: at once
  // (a crash's are a minute old by now, or wait for the next round), then every minute.
  const resumeRefunds = () =>
    app
      .resumePendingRefunds()
      .catch((error: unknown) => app.log.warn({ err: error }, 'resuming pending refunds failed'));
  void resumeRefunds();
  const refunds = setInterval(resumeRefunds, 60_000);
  refunds.unref();
  // Orders placed before their totals were kept as columns get them, once.
  void backfillOrderTotals(database.db).catch((error: unknown) =>
    app.log.warn({ err: error }, 'filling the totals of earlier orders failed'),
  );
  const lines = [
    '',
    `  Storedesk is running: ${config.publicUrl}/app`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : database.location}`,
  ];
  if (demo) {
    lines.push(
      '',
      '  A demo organisation was created. Log in with:',
      `    email:    ${demo.email}`,
      `    password: ${demo.password}`,
      '  (shown once; reset it later with `npm run storedesk -- user:password --email ...`)',
    );
  }
  if (claim?.elsewhere) {
    lines.push('', '  Another Storedesk process on this database is setting up the demo store.');
  }
  if (demoStoreId) {
    lines.push(
      '',
      '  The demo store is being filled (regions, products, customers, then orders placed',
      '  through the checkout); a line here says when it is done.',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  if (demoStoreId) {
    demoSeed = seedDemoStoreInBackground(
      database.db,
      config,
      demoStoreId,
      (step) => app.log.debug({ step }, 'demo store seed'),
      (error) => app.log.error({ err: error }, 'demo store seed failed; the next start retries'),
    );
    void demoSeed.done.then(async (summary) => {
      await claim?.release();
      if (summary && !summary.stopped) {
        process.stdout.write(
          `  Demo store ready: ${summary.products} products, ${summary.customers} customers, ${summary.orders} orders (${summary.seconds.toFixed(1)} s)\n\n`,
        );
      }
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
