import { Writable } from 'node:stream';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../platform/db/client.js';
import { createLogger } from '../platform/logger.js';
import type { Mailer } from '../platform/mail.js';
import { findDemoStore, seedDemoIfEmpty, type DemoLogin } from './demo-organization.js';
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

/** The lock of the demo seed: one server process decides and seeds (`claimDemoSeed`). */
export const DEMO_SEED_LOCK = 'storedesk:demo-seed';

export interface DemoClaim {
  /** The demo login, when this start created the demo organisation (it is shown once). */
  login: DemoLogin | null;
  /** The demo store this process is to fill; null when there is nothing to fill here. */
  storeId: string | null;
  /** Another server process holds the seed: it creates or fills the demo store, not this one. */
  elsewhere: boolean;
  /** Lets go of the seed's lock (after the seed, or at once when there is none to run). */
  release(): Promise<void>;
}

/**
 * A starting server's part in the demo: under the demo seed's lock, the demo organisation on an
 * empty database, then the demo store when it has seeding to do. The lock stays held while this
 * process seeds (release it when the seed ends), so servers started at once on one database make
 * one demo organisation and fill its store once; a process that dies mid-seed lets go with its
 * connection, and the next start finishes the store. `orders` is for a new demo store only.
 */
export async function claimDemoSeed(
  database: Pick<Database, 'db' | 'tryLock'>,
  orders?: number,
): Promise<DemoClaim> {
  const lock = await database.tryLock(DEMO_SEED_LOCK);
  if (!lock) {
    return { login: null, storeId: null, elsewhere: true, release: async () => undefined };
  }
  try {
    const login = await seedDemoIfEmpty(database.db, orders);
    const storeId = await pendingDemoStore(database.db);
    if (!storeId) await lock.release();
    return { login, storeId, elsewhere: false, release: () => lock.release() };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
