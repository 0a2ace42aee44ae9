import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.js';
import { createStatementNamer, nameStatements } from './named-statements.js';

/** The database handle. No schema is attached: queries name their tables (no relational API). */
export type Db = PgDatabase<PgQueryResultHKT>;
const embedded = new WeakSet<Db>();

/** Whether `db` is an embedded PGlite database: SQL on this process's main thread. */
export const isEmbedded = (db: Db): boolean => embedded.has(db);

/** A transaction handle; repositories take one of these. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: a single read needs no transaction of its own. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for log lines (no credentials). */
  location: string;
  migrate(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel. On PostgreSQL a dedicated connection listens and reconnects
   * when dropped; `onReset` is told after a reconnect, since notifications may have been missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): Promise<void>;
  /**
   * Takes the lock named `name` for work only one server process may do at a time (the demo
   * seed), without waiting: null when another process holds it. On PostgreSQL it is a session
   * advisory lock on a connection of its own, so a process that dies lets go with its
   * connection. On PGlite one process owns the database (the data dir lock), so it is granted.
   */
  tryLock(name: string): Promise<HeldLock | null>;
  /** PGlite: the data folder as a tarball, for `from` (tests). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface HeldLock {
  release(): Promise<void>;
}

/**
 * A PostgreSQL session advisory lock named `name` on a connection of its own: waits for it, or
 * with `wait: false` answers null when another session holds it. Releasing ends the connection.
 */
async function sessionLock(url: string, name: string, wait: boolean): Promise<HeldLock | null> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection has let go of the lock; there is nothing left to release then.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const result = await client.query<{ locked: boolean }>(
      wait
        ? 'SELECT true AS locked FROM pg_advisory_lock(hashtextextended($1, 0))'
        : 'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [name],
    );
    if (!result.rows[0]?.locked) {
      await client.end();
      return null;
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await client.end().catch(() => undefined);
    },
  };
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/** `dataDir` value for a throwaway in-memory PGlite (tests). */
export const MEMORY = 'memory://';

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Told when an idle PostgreSQL connection fails (default: a line on stderr). */
  onIdleError?: (error: Error) => void;
  /**
   * Told about every SQL statement sent, BEGIN and COMMIT included (the benchmark counts
   * statements per request with it).
   */
  onStatement?: (text: string) => void;
  /**
   * PostgreSQL: name repeated statements so each connection plans them once (named-statements.ts).
   * On by default; off behind a pooler in transaction mode that cannot keep prepared statements.
   */
  namedStatements?: boolean;
  /**
   * In-memory PGlite: start from a data folder taken with `snapshot()` instead of an empty one
   * (tests open a migrated copy in half a second instead of running initdb and every migration).
   */
  from?: Blob;
}

/**
 * Runs PGlite's statements and transactions one at a time, each on its own turn of the event
 * loop.
 *
 * PGlite answers on Node's main thread and its promises settle as microtasks: under load, one
 * request's statement finishing started the next request's statement without Node ever polling
 * for I/O, so everything waiting on a socket or a file (an upload's file-system calls, new
 * requests) waited until the whole queue of SQL had run. At 50 connections an upload took 4.6 s
 * at p50 against 0.4 s for other writes. Here each statement (or whole transaction: its own
 * statements still run back to back) waits in one queue and starts after a `setImmediate`, so
 * I/O is served between any two. PGlite runs one at a time anyway; like its own lock, this
 * queue must not be entered from inside a transaction (nothing does: transactions use `tx`).
 */
function takeTurns(client: PGlite): void {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    ((...args: A): Promise<R> => {
      const next = last.then(turn).then(() => run(...args));
      last = next.catch(() => undefined);
      return next;
    }) as (...args: A) => Promise<R>;
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
}

/** Wraps a PGlite handle's query entry points so each statement is reported. */
function countPgliteStatements(client: PGlite, onStatement: (text: string) => void): void {
  const wrap = <T extends { query: PGlite['query']; exec: PGlite['exec'] }>(target: T) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((text: string, ...rest: unknown[]) => {
      onStatement(text);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as T['query'];
    target.exec = ((text: string, ...rest: unknown[]) => {
      onStatement(text);
      return (exec as (...args: unknown[]) => unknown)(text, ...rest);
    }) as T['exec'];
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => {
    onStatement('BEGIN');
    return transaction(async (tx) => {
      wrap(tx as never);
      return callback(tx);
    }).finally(() => onStatement('COMMIT'));
  }) as PGlite['transaction'];
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'postgres';
  }
}

/**
 * Opens the database: a real PostgreSQL server when a URL is given, otherwise embedded PGlite
 * with its files under DATA_DIR/pglite. Both give the same Drizzle handle, so everything above
 * this file runs one code path.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
    });
    // An idle connection the server drops (restart, failover) must not crash the process: the
    // pool replaces it on the next query.
    pool.on('error', (error) => {
      (
        options.onIdleError ??
        ((cause: Error) => process.stderr.write(`database connection lost: ${cause.message}\n`))
      )(error);
    });
    if (options.namedStatements !== false) {
      const nameOf = createStatementNamer();
      pool.on('connect', (client) => nameStatements(client, nameOf));
    }
    if (options.onStatement) {
      const report = options.onStatement;
      pool.on('connect', (client) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const first = args[0] as string | { text: string };
          report(typeof first === 'string' ? first : first.text);
          return query(...args);
        }) as typeof client.query;
      });
    }
    // Fail at start, with the reason, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg({ client: pool }) as unknown as Db;
    const listeners: pg.Client[] = [];
    let closed = false;
    const databaseUrl = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      location: describeUrl(options.databaseUrl),
      // Processes started at once on an empty database take turns: the first applies the
      // migrations, the next finds them applied (two at once failed on CREATE SCHEMA).
      async migrate() {
        const lock = (await sessionLock(databaseUrl, 'storedesk:migrate', true))!;
        try {
          await migratePg(db as never, { migrationsFolder });
        } finally {
          await lock.release();
        }
      },
      tryLock: (name) => sessionLock(databaseUrl, name, false),
      async listen(channel, onMessage, onReset) {
        const connect = async (): Promise<void> => {
          const client = new pg.Client({ connectionString: databaseUrl });
          client.on('notification', (message) => {
            if (message.channel === channel) onMessage(message.payload ?? '');
          });
          client.on('error', () => undefined);
          client.on('end', () => {
            listeners.splice(listeners.indexOf(client), 1);
            if (closed) return;
            onReset();
            setTimeout(() => void connect().catch(() => onReset()), 1000).unref();
          });
          await client.connect();
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          listeners.push(client);
        };
        await connect();
      },
      async close() {
        closed = true;
        await Promise.all(listeners.map((client) => client.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }

  const inMemory = options.dataDir === MEMORY;
  const release = inMemory ? () => undefined : lockDataDir(options.dataDir);
  try {
    const directory = inMemory ? MEMORY : path.join(options.dataDir, 'pglite');
    // pg_trgm backs fuzzy product search (migration 0009); PGlite ships it as a contrib module.
    const extensions = { pg_trgm };
    const client = inMemory
      ? await PGlite.create({ extensions, ...(options.from ? { loadDataDir: options.from } : {}) })
      : await PGlite.create(directory, { extensions });
    takeTurns(client);
    if (options.onStatement) countPgliteStatements(client, options.onStatement);
    const db = drizzlePglite({ client }) as unknown as Db;
    embedded.add(db);
    return {
      db,
      kind: 'pglite',
      location: directory,
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      snapshot: () => client.dumpDataDir('none'),
      // One process owns a PGlite database, so its notifications are never missed.
      async listen(channel, onMessage) {
        await client.listen(channel, onMessage);
      },
      tryLock: async () => ({ release: async () => undefined }),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
