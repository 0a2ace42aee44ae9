import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { DataDirInUseError, lockDataDir } from './lock.js';

/**
 * Backups of the embedded database: a gzipped tarball of PGlite's data folder (the format of
 * PGlite's own `dumpDataDir`, so `PGlite.create({ loadDataDir })` opens one as it is).
 *
 * PGlite lets one process open its folder, so a backup taken while the server runs is taken by
 * the server itself: it listens on a Unix socket inside DATA_DIR/control (a folder only the
 * data folder's owner may enter; whoever can reach it can read the database files anyway), and
 * `storedesk backup` asks there. No HTTP route exposes it.
 */

/** An operator-facing failure: the CLI prints its message, never a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const CONTROL_DIR = 'control';
export const CONTROL_SOCKET = 'storedesk.sock';

/** The embedded database's folder inside DATA_DIR, as client.ts opens it. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_DIR, CONTROL_SOCKET);
}

/** True when DATA_DIR holds an embedded database (PG_VERSION is what initdb writes first). */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

/**
 * The data folder as a tarball, taken between two transactions: the dump runs inside a
 * transaction of its own, which holds PGlite's transaction lock, so no other transaction is
 * half done in the files. CHECKPOINT first writes every page out, so a restore opens without
 * replaying the log.
 */
export async function consistentSnapshot(database: Database): Promise<Blob> {
  if (!database.snapshot) throw new BackupError('Only the embedded database can be snapshotted.');
  const snapshot = database.snapshot;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`CHECKPOINT`);
    return snapshot();
  });
}

/**
 * Writes the tarball gzipped to `file`, through a file beside it renamed at the end. With
 * `expectedBytes` (a tarball from the server), a shorter stream, the server gone midway, is an
 * error instead of a truncated backup.
 */
async function writeBackupFile(tarball: Readable, file: string, expectedBytes?: number) {
  const partial = `${file}.partial-${process.pid}`;
  let received = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(tarball, count, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    if (expectedBytes !== undefined && received !== expectedBytes) {
      throw new BackupError(
        `The running server stopped sending the backup after ${received} of ${expectedBytes} bytes; nothing was written. Run backup again.`,
      );
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** One request on the control socket. A client gone mid-answer only ends its connection. */
async function answerBackup(database: Database, connection: net.Socket, request: string) {
  if (request !== 'backup') {
    connection.end('error unknown request\n');
    return;
  }
  let snapshot: Blob;
  try {
    snapshot = await consistentSnapshot(database);
  } catch (error) {
    connection.end(`error ${(error as Error).message.replace(/\s+/g, ' ')}\n`);
    throw error;
  }
  connection.write(`ok ${snapshot.size}\n`);
  await pipeline(Readable.fromWeb(snapshot.stream() as never), connection).catch(() =>
    connection.destroy(),
  );
}

interface ControlServer {
  close(): Promise<void>;
}

/**
 * Serves online backups of the running server's embedded database on DATA_DIR/control's socket
 * (nothing on PostgreSQL, where pg_dump does this). A request is the line `backup`; the answer is
 * `ok <size in bytes>` and a newline followed by the uncompressed tarball, or `error <message>`.
 */
export async function serveOnlineBackups(
  database: Database,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<ControlServer> {
  if (database.kind !== 'pglite' || !database.snapshot) return { close: async () => undefined };
  const socket = controlSocketPath(dataDir);
  try {
    await mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
    await chmod(path.dirname(socket), 0o700);
    // This process holds the data folder's lock, so a socket file left here is a dead server's.
    await unlink(socket).catch(() => undefined);
  } catch (error) {
    onError(error);
    return { close: async () => undefined };
  }
  const server = net.createServer((connection) => {
    connection.on('error', () => undefined);
    connection.once('data', (request) => {
      void answerBackup(database, connection, request.toString().trim()).catch(onError);
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
  } catch (error) {
    // No online backups (e.g. a DATA_DIR path too long for a socket); the server runs on, and
    // `storedesk backup` says to stop it first.
    onError(error);
    return { close: async () => undefined };
  }
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks a running server for a backup over its control socket. Answers false when no server
 * listens there (no socket, or a dead server's), so the caller can open the folder itself.
 */
async function requestOnlineBackup(dataDir: string, file: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  if (!existsSync(socketPath)) return false;
  const connection = await new Promise<net.Socket | null>((resolve) => {
    const attempt = net.connect(socketPath);
    attempt.once('connect', () => resolve(attempt));
    attempt.once('error', () => resolve(null));
  });
  if (!connection) return false;
  connection.write('backup\n');
  const answer = await readAnswerHead(connection);
  await writeBackupFile(answer.body, file, answer.bytes);
  return true;
}

/**
 * Reads the answer's first line; answers the connection, positioned after it, for the tarball
 * that follows `ok`.
 */
function readAnswerHead(connection: net.Socket): Promise<{ body: Readable; bytes: number }> {
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\n');
      if (end < 0) return;
      connection.off('data', onData).off('end', onEnd).off('error', reject);
      connection.pause();
      const line = head.subarray(0, end).toString();
      const ok = /^ok (\d+)$/.exec(line);
      if (!ok) {
        connection.destroy();
        reject(new BackupError(`The running server could not take the backup: ${line.slice(6)}`));
        return;
      }
      const rest = head.subarray(end + 1);
      if (rest.length) connection.unshift(rest);
      resolve({ body: connection, bytes: Number(ok[1]) });
    };
    const onEnd = () =>
      reject(new BackupError('The running server closed the connection without sending a backup.'));
    connection.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

export interface BackupResult {
  online: boolean;
  bytes: number;
  organizations: number;
  stores: number;
}

/**
 * `storedesk backup --to FILE`: from the running server when there is one, otherwise by opening
 * the data folder here (which also keeps a server from starting meanwhile). The file is checked
 * by opening it as a database before the command says it is done.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (existsSync(target)) {
    throw new BackupError(
      `${target} already exists: choose a new file name (nothing was written).`,
    );
  }
  if (!existsSync(path.dirname(target))) {
    throw new BackupError(`The folder ${path.dirname(target)} does not exist.`);
  }
  if (!holdsDatabase(dataDir)) {
    throw new BackupError(`There is no embedded database in ${path.resolve(dataDir)} to back up.`);
  }
  const online = await requestOnlineBackup(dataDir, target);
  if (!online) await offlineBackup(dataDir, target);
  const counts = await inspectBackup(target);
  const { size } = await stat(target);
  return { online, bytes: size, ...counts };
}

async function offlineBackup(dataDir: string, file: string): Promise<void> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(
        `A Storedesk process (pid ${error.pid}) has the embedded database in ${path.resolve(dataDir)} open ` +
          'and did not answer on its backup socket (a server started before online backups ' +
          'existed, or a worker or command). Restart the server and run backup again, or stop ' +
          'that process and run backup again.',
      );
    }
    throw error;
  }
  try {
    const client = await PGlite.create(pgliteDir(dataDir), { extensions: { pg_trgm } });
    try {
      await client.exec('CHECKPOINT');
      const snapshot = await client.dumpDataDir('none');
      await writeBackupFile(Readable.fromWeb(snapshot.stream() as never), file);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * The tarball in a backup file, unzipped here: PGlite's own unzip rejects a damaged file in a
 * way nobody can catch, which would crash the command instead of explaining.
 */
async function readBackup(file: string): Promise<Blob> {
  const bytes = await readFile(file);
  try {
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new Error('not a gzip file');
    return new Blob([gunzipSync(bytes)]);
  } catch (error) {
    throw new BackupError(
      `${file} is not a Storedesk backup (${(error as Error).message}); nothing was changed.`,
    );
  }
}

/** Opens a backup in memory: it must load, and hold Storedesk's tables. */
async function inspectBackup(file: string): Promise<{ organizations: number; stores: number }> {
  const client = await PGlite.create({
    extensions: { pg_trgm },
    loadDataDir: await readBackup(file),
  });
  try {
    const { rows } = await client.query<{ organizations: number; stores: number }>(
      'SELECT (SELECT count(*)::int FROM organization) AS organizations, (SELECT count(*)::int FROM store) AS stores',
    );
    return rows[0]!;
  } catch (error) {
    throw new BackupError(
      `${file} does not hold a Storedesk database: ${(error as Error).message}`,
    );
  } finally {
    await client.close();
  }
}

export interface RestoreResult {
  organizations: number;
  stores: number;
  /** Where the database the restore replaced was moved (with --force), if there was one. */
  replaced: string | null;
}

/**
 * `storedesk restore --from FILE [--force]`: unpacks the backup into a folder beside
 * DATA_DIR/pglite, opens it to check it, then renames it into place; a failed or interrupted
 * restore leaves only that side folder, never a half-restored database. A database already
 * there is refused without --force, and with it moved aside (not deleted).
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(
        `A Storedesk process (pid ${error.pid}) is running on ${path.resolve(dataDir)}: stop it, then run restore again.`,
      );
    }
    throw error;
  }
  try {
    const live = pgliteDir(dataDir);
    const occupied = existsSync(live) && readdirSync(live).length > 0;
    if (occupied && !options.force) {
      throw new BackupError(
        `${path.resolve(dataDir)} already holds a database. Restore into an empty DATA_DIR, or ` +
          'add --force to replace it (the current database is moved aside, not deleted).',
      );
    }
    const staging = `${live}.restoring`;
    await rm(staging, { recursive: true, force: true });
    const counts = await unpackBackup(source, staging);
    let replaced: string | null = null;
    if (existsSync(live)) {
      replaced = `${live}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(live, replaced);
    }
    await rename(staging, live);
    // An emptied folder moved aside holds nothing worth keeping.
    if (replaced && !occupied) {
      await rm(replaced, { recursive: true, force: true });
      replaced = null;
    }
    return { ...counts, replaced };
  } finally {
    release();
  }
}

async function unpackBackup(
  file: string,
  folder: string,
): Promise<{ organizations: number; stores: number }> {
  const tarball = await readBackup(file);
  let client: PGlite;
  try {
    client = await PGlite.create(folder, {
      extensions: { pg_trgm },
      loadDataDir: tarball,
    });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw new BackupError(
      `${file} is not a Storedesk backup PGlite can open (${(error as Error).message}); nothing was changed.`,
    );
  }
  try {
    const { rows } = await client.query<{ organizations: number; stores: number }>(
      'SELECT (SELECT count(*)::int FROM organization) AS organizations, (SELECT count(*)::int FROM store) AS stores',
    );
    return rows[0]!;
  } catch (error) {
    await client.close();
    await rm(folder, { recursive: true, force: true });
    throw new BackupError(
      `${file} does not hold a Storedesk database (${(error as Error).message}); nothing was changed.`,
    );
  } finally {
    if (!client.closed) await client.close();
  }
}
