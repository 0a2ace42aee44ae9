import { Writable } from 'node:stream';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import type { Db } from '../../platform/db/client.js';
import { createLogger } from '../../platform/logger.js';
import type { Mailer } from '../../platform/mail.js';
import { findDemoStore } from '../store/demo.js';
import {
  demoStoreNeedsSeed,
  seedDemoStore,
  type DemoSeedOptions,
  type DemoSummary,
} from './demo-store.js';

/** The demo customers' addresses are made up: their orders queue no confirmation (queueMail). */
const noMail: Mailer = { send: async () => undefined };

/**
 * Runs the demo seed on a server of its own (built for the seed, never listening, with no mail
 * and no request log), then closes that server; the database stays open for the caller.
 */
export async function runDemoSeed(
  db: Db,
  config: Config,
  storeId: string,
  options: DemoSeedOptions = {},
): Promise<DemoSummary> {
  const logger = createLogger('warn', new Writable({ write: (_chunk, _encoding, done) => done() }));
  const app = await buildApp({ db, config, mailer: noMail, logger, queueMail: false });
  try {
    await app.ready();
    return await seedDemoStore(app, db, config, storeId, options);
  } finally {
    await app.close();
  }
}

/** The demo store when it is new or its seed was stopped (it has seeding to do); else null. */
export async function pendingDemoStore(db: Db): Promise<string | null> {
  const storeId = await findDemoStore(db);
  return storeId && (await demoStoreNeedsSeed(db, storeId)) ? storeId : null;
}

/** Finishes the demo store when it is new or its seed was stopped; else does nothing. */
export async function seedDemoStoreIfPending(
  db: Db,
  config: Config,
  options: Omit<DemoSeedOptions, 'addOrders'> = {},
): Promise<DemoSummary | null> {
  const storeId = await pendingDemoStore(db);
  return storeId ? runDemoSeed(db, config, storeId, options) : null;
}

export interface BackgroundSeed {
  /** The seed's end: its summary, or null when it failed (`onError` was told). */
  done: Promise<DemoSummary | null>;
  /** Asks the seed to stop after the request in flight and waits for it (shutdown). */
  stop(): Promise<void>;
}

/**
 * The server's first start: the demo store fills while the server already answers (settings,
 * products and customers take seconds; the orders, placed one checkout at a time, longer).
 */
export function seedDemoStoreInBackground(
  db: Db,
  config: Config,
  storeId: string,
  onProgress: (line: string) => void,
  onError: (error: unknown) => void,
): BackgroundSeed {
  const controller = new AbortController();
  const done = runDemoSeed(db, config, storeId, {
    onProgress,
    signal: controller.signal,
  }).catch((error: unknown) => {
    onError(error);
    return null;
  });
  return {
    done,
    async stop() {
      controller.abort();
      await done;
    },
  };
}
