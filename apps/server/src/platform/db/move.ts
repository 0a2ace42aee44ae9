import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { BackupError, holdsDatabase } from './backup.js';
import { MEMORY, openDatabase, type Database, type Db } from './client.js';
import { DataDirInUseError } from './lock.js';

/**
 * `storedesk db:move --to postgres://...`: copies the embedded database, every table of every
 * schema Storedesk owns (platform tables and drizzle's migration record included), into an empty
 * PostgreSQL database.
 *
 * - The target gets our migrations first, so its tables, functions, policies and triggers are
 *   the ones the server would make; then the rows are copied in ONE transaction on it, so a move
 *   that fails or is killed leaves it as empty as before and can simply be run again.
 * - The source is opened under the data folder's lock (no server writes meanwhile) and only
 *   read, in one read-only transaction, a batch of rows at a time through a cursor.
 * - Rows go in with `session_replication_role = replica`: no trigger fires, foreign keys
 *   included, so tables load in any order, and the product documents and counts the triggers of
 *   migration 0041 keep are copied as they are (they are consistent in the source).
 * - Values travel as text (as pg_dump writes them), so every column type round-trips.
 * - Before the commit, every table's row count on the target is compared with the source's.
 */

export class MoveError extends BackupError {
  override name = 'MoveError';
}

/** Table and sequence names come from the catalogue, quoted for SQL text. */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface TableInfo {
  schema: string;
  name: string;
  /** Columns the copy writes: generated ones are computed by the target. */
  columns: string[];
}

export interface TableCount {
  table: string;
  rows: number;
}

export interface MoveOptions {
  dataDir: string;
  targetUrl: string;
  /** Rows read and inserted per statement (at most 65 000 values each). */
  batchRows?: number;
  onProgress?: (line: string) => void;
  /** Test seam: called after each table is copied, inside the target's transaction. */
  afterTable?: (table: string) => void | Promise<void>;
}

const SKIPPED_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every ordinary table of the source with its writable columns, in name order. */
async function sourceTables(db: Db): Promise<TableInfo[]> {
  const found = await rows<{ schema: string; name: string; columns: string[] }>(
    db,
    sql.raw(`SELECT n.nspname AS schema, c.relname AS name,
        array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = ''
      WHERE c.relkind = 'r' AND n.nspname NOT IN ${SKIPPED_SCHEMAS}
        AND n.nspname NOT LIKE 'pg_%'
      GROUP BY 1, 2 ORDER BY 1, 2`),
  );
  return found.map((table) => ({ ...table, columns: parseArray(table.columns) }));
}

/** PGlite answers a text[] as an array, or as its text form on some paths. */
function parseArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .slice(1, -1)
    .split(',')
    .map((item) => item.replace(/^"(.*)"$/, '$1'));
}

const qualified = (table: { schema: string; name: string }) =>
  `${ident(table.schema)}.${ident(table.name)}`;
const label = (table: { schema: string; name: string }) =>
  table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;

async function openSource(dataDir: string): Promise<Database> {
  if (!holdsDatabase(dataDir)) {
    throw new MoveError(`There is no embedded database in ${dataDir} to move.`);
  }
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new MoveError(
        `A Storedesk process (pid ${error.pid}) is running on ${dataDir}: stop it first, so ` +
          'nothing is written after the copy, then run db:move again.',
      );
    }
    throw error;
  }
}

/** Runs our migrations on the target, with its own short-lived pool. */
async function migrateTarget(targetUrl: string): Promise<void> {
  let target: Database;
  try {
    target = await openDatabase({ dataDir: MEMORY, databaseUrl: targetUrl, maxConnections: 1 });
  } catch (error) {
    throw new MoveError(`Could not connect to the target database: ${(error as Error).message}`);
  }
  try {
    await target.migrate();
  } finally {
    await target.close();
  }
}

async function migrationHashes(query: (text: string) => Promise<{ hash: string }[]>) {
  return (await query('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id')).map(
    (row) => row.hash,
  );
}

/** Refuses a source whose migrations differ from the target's (this version's). */
async function checkSameMigrations(source: Db, target: pg.Client): Promise<void> {
  const theirs = await migrationHashes(async (text) => rows(source, sql.raw(text)));
  const ours = await migrationHashes(async (text) => (await target.query(text)).rows);
  if (theirs.length < ours.length) {
    throw new MoveError(
      `The embedded database has ${theirs.length} of this version's ${ours.length} migrations: ` +
        'run `npm run storedesk -- migrate` (without DATABASE_URL) first, then db:move again.',
    );
  }
  if (theirs.join() !== ours.join()) {
    throw new MoveError(
      'The embedded database was migrated by another Storedesk version than this one: run ' +
        'db:move with the version that last ran on it.',
    );
  }
}

/** Refuses a target that holds any row apart from the migration record the migrations wrote. */
async function checkTargetEmpty(target: pg.Client, tables: TableInfo[]): Promise<void> {
  const holding: string[] = [];
  for (const table of tables) {
    if (table.schema === 'drizzle' && table.name === '__drizzle_migrations') continue;
    const { rows: found } = await target.query(`SELECT 1 FROM ${qualified(table)} LIMIT 1`);
    if (found.length) holding.push(label(table));
  }
  if (holding.length) {
    throw new MoveError(
      `The target database already holds data (in ${holding.slice(0, 5).join(', ')}` +
        `${holding.length > 5 ? ` and ${holding.length - 5} more tables` : ''}). db:move only ` +
        'fills an empty database: create a new one (createdb) and run db:move again. Nothing was copied.',
    );
  }
}

async function checkTargetTables(target: pg.Client, tables: TableInfo[]): Promise<void> {
  const { rows: found } = await target.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT IN ${SKIPPED_SCHEMAS} AND n.nspname NOT LIKE 'pg_%'`,
  );
  const present = new Set(found.map((row) => row.name));
  const missing = tables.filter((table) => !present.has(`${table.schema}.${table.name}`));
  if (missing.length) {
    throw new MoveError(
      `The target lacks tables the embedded database has (${missing.map(label).join(', ')}); ` +
        'they were not made by Storedesk migrations, so db:move does not know how to copy them.',
    );
  }
}

/** Copies one table through a cursor on the source, a batch per INSERT on the target. */
async function copyTable(
  source: Db,
  target: pg.Client,
  table: TableInfo,
  batchRows: number,
): Promise<number> {
  const columns = table.columns.map(ident).join(', ');
  const perBatch = Math.max(1, Math.min(batchRows, Math.floor(65_000 / table.columns.length)));
  const select = table.columns.map((column, index) => `${ident(column)}::text AS c${index}`);
  await source.execute(
    sql.raw(
      `DECLARE storedesk_move NO SCROLL CURSOR FOR SELECT ${select.join(', ')} FROM ${qualified(table)}`,
    ),
  );
  let copied = 0;
  try {
    for (;;) {
      const batch = await rows<Record<string, string | null>>(
        source,
        sql.raw(`FETCH ${perBatch} FROM storedesk_move`),
      );
      if (!batch.length) break;
      const values: (string | null)[] = [];
      const tuples = batch.map((row) => {
        const start = values.length;
        table.columns.forEach((_column, index) => values.push(row[`c${index}`] ?? null));
        return `(${table.columns.map((_column, index) => `$${start + index + 1}`).join(', ')})`;
      });
      // OVERRIDING SYSTEM VALUE: identity columns keep the source's values.
      await target.query(
        `INSERT INTO ${qualified(table)} (${columns}) OVERRIDING SYSTEM VALUE VALUES ${tuples.join(', ')}`,
        values,
      );
      copied += batch.length;
    }
  } finally {
    await source.execute(sql.raw('CLOSE storedesk_move'));
  }
  return copied;
}

/** Sets every sequence of the target where the source's stands (serial ids keep counting). */
async function copySequences(source: Db, target: pg.Client): Promise<void> {
  const sequences = await rows<{ schema: string; name: string }>(
    source,
    sql.raw(`SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname NOT IN ${SKIPPED_SCHEMAS}`),
  );
  for (const sequence of sequences) {
    const [state] = await rows<{ last_value: string; is_called: boolean }>(
      source,
      sql.raw(`SELECT last_value::text AS last_value, is_called FROM ${qualified(sequence)}`),
    );
    await target.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      qualified(sequence),
      state!.last_value,
      state!.is_called,
    ]);
  }
}

async function countRows(
  query: (text: string) => Promise<{ n: string | number }[]>,
  table: TableInfo,
) {
  const [row] = await query(`SELECT count(*) AS n FROM ${qualified(table)}`);
  return Number(row!.n);
}

/** Triggers off for the copy; only a superuser (or a role granted it) may set this. */
async function enterReplicaMode(target: pg.Client): Promise<void> {
  try {
    await target.query('SET LOCAL session_replication_role = replica');
  } catch (error) {
    if ((error as { code?: string }).code === '42501') {
      throw new MoveError(
        'db:move copies with triggers off (session_replication_role = replica), which the ' +
          "target's user may not set. Run it as a superuser, or on PostgreSQL 15+ grant it once: " +
          'GRANT SET ON PARAMETER session_replication_role TO <user>. Nothing was copied.',
      );
    }
    throw error;
  }
}

export async function moveToPostgres(options: MoveOptions): Promise<TableCount[]> {
  const progress = options.onProgress ?? (() => undefined);
  const batchRows = options.batchRows ?? 1000;
  const source = await openSource(options.dataDir);
  try {
    progress('Migrating the target database');
    await migrateTarget(options.targetUrl);
    const target = new pg.Client({ connectionString: options.targetUrl });
    await target.connect();
    try {
      const tables = await sourceTables(source.db);
      await checkSameMigrations(source.db, target);
      await checkTargetTables(target, tables);
      const counts = await copyAll(
        source.db,
        target,
        tables,
        batchRows,
        progress,
        options.afterTable,
      );
      // Fresh planner statistics for the filled tables (autovacuum would gather them later, so
      // a failure here is no reason to report the committed move as failed).
      await target.query('ANALYZE').catch(() => undefined);
      return counts;
    } finally {
      await target.end();
    }
  } finally {
    await source.close();
  }
}

async function copyAll(
  source: Db,
  target: pg.Client,
  tables: TableInfo[],
  batchRows: number,
  progress: (line: string) => void,
  afterTable: MoveOptions['afterTable'],
): Promise<TableCount[]> {
  // The source is read in one transaction (a cursor needs one; READ ONLY says it is not written).
  return source.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION READ ONLY`);
    await target.query('BEGIN');
    try {
      await enterReplicaMode(target);
      // Two moves onto one target at once: the second waits here, then finds it filled.
      await target.query(`SELECT pg_advisory_xact_lock(hashtextextended('storedesk:db-move', 0))`);
      await checkTargetEmpty(target, tables);
      // The migrations just wrote their record; the source's (the same migrations) replaces it.
      await target.query('DELETE FROM drizzle.__drizzle_migrations');
      const counts: TableCount[] = [];
      for (const table of tables) {
        const copied = await copyTable(tx as unknown as Db, target, table, batchRows);
        counts.push({ table: label(table), rows: copied });
        if (copied) progress(`${label(table)}: ${copied} rows`);
        await afterTable?.(label(table));
      }
      await copySequences(tx as unknown as Db, target);
      await verifyCounts(tx as unknown as Db, target, tables);
      await target.query('COMMIT');
      return counts;
    } catch (error) {
      await target.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/** Every table holds as many rows on the target as in the source, or nothing is committed. */
async function verifyCounts(source: Db, target: pg.Client, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    const theirs = await countRows((text) => rows(source, sql.raw(text)), table);
    const ours = await countRows(async (text) => (await target.query(text)).rows, table);
    if (theirs !== ours) {
      throw new MoveError(
        `${label(table)} has ${theirs} rows in the embedded database but ${ours} on the target; ` +
          'the move was rolled back (the target is empty again).',
      );
    }
  }
}
