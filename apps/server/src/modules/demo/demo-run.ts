import { Writable } from 'node:stream';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import type { Db } from '../../platform/db/client.js';
import { createLogger } from '../../platform/logger.js';
import type { Mailer } from '../../platform/mail.js';
import { findDemoStore } from '../store/demo.js';
import { demoStoreNeedsSeed, seedDemoStore, type DemoSummary } from './demo-store.js';

/** The demo customers' addresses are made up: their order confirmations go nowhere. */
const noMail: Mailer = { send: async () => undefined };

/**
 * Runs the demo seed on a server of its own (built for the seed, never listening, with no mail
 * and no request log), then closes that server; the database stays open for the caller.
 */
export async function runDemoSeed(
  db: Db,
  config: Config,
  storeId: string,
  options: { addOrders?: number; onProgress?: (line: string) => void } = {},
): Promise<DemoSummary> {
  const logger = createLogger('warn', new Writable({ write: (_chunk, _encoding, done) => done() }));
  const app = await buildApp({ db, config, mailer: noMail, logger });
  try {
    await app.ready();
    return await seedDemoStore(app, db, config, storeId, options);
  } finally {
    await app.close();
  }
}

/** At start: finishes the demo store when it is new or its seed was stopped; else nothing. */
export async function seedDemoStoreIfPending(
  db: Db,
  config: Config,
  onProgress?: (line: string) => void,
): Promise<DemoSummary | null> {
  const storeId = await findDemoStore(db);
  if (!storeId || !(await demoStoreNeedsSeed(db, storeId))) return null;
  return runDemoSeed(db, config, storeId, onProgress ? { onProgress } : {});
}
