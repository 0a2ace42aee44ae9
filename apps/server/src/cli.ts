import path from 'node:path';
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, UserRole } from '@storedesk/contract';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './platform/db/client.js';
import { DataDirInUseError } from './platform/db/lock.js';
import { withPlatformTx } from './platform/db/tx.js';
import { hashPassword } from './platform/crypto.js';
import { isUniqueViolation } from './platform/db/errors.js';
import { newId } from './platform/ids.js';
import { deleteUserSessions } from './platform/auth/sessions.js';
import { ensureReferenceData } from './platform/reference/reference-data.js';
import { createDemoOrganization, findDemoStore } from './demo/demo-organization.js';
import { seedCatalog } from './modules/products/catalog-seed.js';
import { DEMO_SEED_LOCK, runDemoSeed } from './demo/demo-run.js';
import { analyzeStaleTables } from './platform/db/maintenance.js';
import { provisionOrganization } from './modules/store/provision.js';
import { StoredeskError } from './platform/errors.js';
import { store } from './platform/tenancy/tenancy.tables.js';
import * as users from './modules/users/users.repo.js';
import { eq } from 'drizzle-orm';
import { runWorker } from './modules/batch-jobs/batch-jobs.worker.js';
import { createLogger } from './platform/logger.js';
import { BackupError, backupDataDir, restoreDataDir } from './platform/db/backup.js';
import { moveToPostgres } from './platform/db/move.js';

const USAGE = `Storedesk operator commands (honour DATA_DIR and DATABASE_URL like the server)

  npm run storedesk -- migrate
      Apply database migrations.
  npm run storedesk -- worker
      Run batch jobs (product import and export) until stopped; with WORKER_MODE=off on the
      servers, jobs run only in such workers. Several may share one DATABASE_URL.
  npm run storedesk -- seed:demo [--orders N]
      Create the demo organisation (printing its login) and its demo store: regions, taxes,
      shipping, two locations, 50 products with pictures, 100 customers and N orders (300)
      placed through the checkout. When the demo store exists, add N more orders.
  npm run seed:catalog -- --products N [--store STORE_ID]
      Add N fake but realistic products (4 variants each, priced) to a store; without --store,
      to the demo store (created first when missing).
  npm run storedesk -- org:create --name NAME --email EMAIL --password PASSWORD [--first-name F] [--last-name L]
      Create an organisation with its store, default sales channel, publishable key and admin user.
  npm run storedesk -- user:create --store STORE_ID --email EMAIL --password PASSWORD [--role admin|member|developer] [--first-name F] [--last-name L]
      Add a user to an existing store.
  npm run storedesk -- user:password --email EMAIL --password PASSWORD
      Set a user's password (and end their sessions).
  npm run storedesk -- backup --to FILE
      Copy the embedded database to FILE (a .tar.gz), from the running server when there is one.
  npm run storedesk -- restore --from FILE [--force]
      Put a backup in place as DATA_DIR's database; the server must be stopped. --force replaces
      a database already there (it is moved aside, not deleted).
  npm run storedesk -- db:move --to postgres://USER@HOST:5432/DB
      Copy the embedded database (every store) into an empty PostgreSQL database, then check
      every table's row count; the server must be stopped. Start it with DATABASE_URL afterwards.
`;

class UsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

function checkEmail(email: string): string {
  if (!EMAIL_PATTERN.test(email))
    throw new UsageError(`--email must be a valid email address (got "${email}")`);
  return email.toLowerCase();
}

function checkPassword(password: string): string {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new UsageError(`--password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  return password;
}

async function run(
  command: string,
  values: Record<string, string | undefined>,
  database: Database,
) {
  const { db } = database;
  await database.migrate();
  await ensureReferenceData(db);
  switch (command) {
    case 'migrate':
      console.log(`Migrations applied (${database.kind}: ${database.location}).`);
      return;
    case 'worker': {
      const config = loadConfig();
      await runWorker({ config, database, logger: createLogger(config.logLevel) });
      return;
    }
    case 'seed:demo': {
      const orders = values.orders === undefined ? undefined : Number(values.orders);
      if (orders !== undefined && (!Number.isInteger(orders) || orders < 1 || orders > 100_000)) {
        throw new UsageError('--orders must be a whole number from 1 to 100000');
      }
      // A server filling the demo store on this database holds its lock: seed once at a time.
      const lock = await database.tryLock(DEMO_SEED_LOCK);
      if (!lock) {
        throw new StoredeskError(
          'conflict',
          'A Storedesk server is setting up the demo store on this database; run seed:demo again once it has printed "Demo store ready".',
        );
      }
      try {
        let storeId = await findDemoStore(db);
        let addOrders = orders;
        if (!storeId) {
          const demo = await createDemoOrganization(db, orders);
          storeId = demo.storeId;
          // The new store's seed places the orders asked for; none to add on top.
          addOrders = undefined;
          console.log(
            `Demo organisation created.\n  email:    ${demo.email}\n  password: ${demo.password}`,
          );
        }
        const summary = await runDemoSeed(db, loadConfig(), storeId, {
          ...(addOrders ? { addOrders } : {}),
          onProgress: (step) => console.log(`  ${step}`),
        });
        console.log(
          `Demo store ${storeId}: ${summary.orders} orders (${summary.placed} placed now through the checkout, ${summary.seconds.toFixed(1)} s).`,
        );
      } finally {
        await lock.release();
      }
      return;
    }
    case 'seed:catalog': {
      const count = Number(values.products ?? '100');
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
        throw new UsageError('--products must be a whole number from 1 to 1000000');
      }
      let storeId = values.store?.trim();
      if (!storeId) {
        const demo = await findDemoStore(db);
        storeId = demo ?? (await createDemoOrganization(db)).storeId;
      }
      const started = performance.now();
      const seeded = await seedCatalog(db, storeId, count, (done) => {
        process.stdout.write(`\r  ${done} / ${count} products`);
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // Fresh planner statistics for the grown tables (PGlite runs no autovacuum).
      await analyzeStaleTables(db);
      console.log(
        `\nCatalogue seeded in ${storeId}: ${seeded.products} products, ${seeded.variants} variants, ${seeded.prices} prices (${seconds} s).`,
      );
      return;
    }
    case 'org:create': {
      const created = await provisionOrganization(db, {
        name: required(values, 'name'),
        email: checkEmail(required(values, 'email')),
        password: checkPassword(required(values, 'password')),
        firstName: values['first-name'] ?? null,
        lastName: values['last-name'] ?? null,
      });
      console.log(
        `Organisation created.\n  organisation: ${created.organizationId}\n  store:        ${created.storeId}\n` +
          `  admin user:   ${created.user.email} (${created.user.id})\n  publishable key: ${created.publishableKeyId}`,
      );
      return;
    }
    case 'user:create': {
      const storeId = required(values, 'store');
      const email = checkEmail(required(values, 'email'));
      const role = UserRole.safeParse(values.role ?? 'member');
      if (!role.success) throw new UsageError('--role must be one of: admin, member, developer');
      const passwordHash = await hashPassword(checkPassword(required(values, 'password')));
      try {
        const created = await withPlatformTx(db, async (tx) => {
          const [found] = await tx
            .select({ id: store.id })
            .from(store)
            .where(eq(store.id, storeId));
          if (!found) throw new UsageError(`No store with id ${storeId}`);
          if (await users.findByEmailAnyStore(tx, email))
            throw new UsageError(`A user with the email ${email} already exists`);
          return users.insert(tx, {
            storeId,
            id: newId('usr'),
            email,
            role: role.data,
            passwordHash,
            firstName: values['first-name'] ?? null,
            lastName: values['last-name'] ?? null,
          });
        });
        console.log(
          `User created: ${created.email} (${created.id}, ${created.role}) in ${storeId}`,
        );
      } catch (error) {
        if (isUniqueViolation(error))
          throw new UsageError(`A user with the email ${email} already exists`);
        throw error;
      }
      return;
    }
    case 'user:password': {
      const email = checkEmail(required(values, 'email'));
      const passwordHash = await hashPassword(checkPassword(required(values, 'password')));
      const updated = await withPlatformTx(db, async (tx) => {
        const found = await users.findByEmailAnyStore(tx, email);
        if (!found) throw new UsageError(`No user with the email ${email}`);
        return users.update(tx, found.storeId, found.id, { passwordHash });
      });
      await deleteUserSessions(db, updated!.storeId, updated!.id);
      console.log(`Password set for ${email}; their sessions were ended.`);
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

function embeddedOnly(config: Config, command: string): void {
  if (config.databaseUrl) {
    throw new UsageError(
      `${command} works on the embedded database in DATA_DIR; unset DATABASE_URL (on PostgreSQL, use pg_dump and pg_restore).`,
    );
  }
}

/** backup, restore and db:move; answers false for every other command. */
async function runDataDirCommand(
  command: string,
  values: Record<string, string | boolean | undefined>,
  config: Config,
): Promise<boolean> {
  const option = (name: string) => required(values as Record<string, string | undefined>, name);
  // npm runs the script in the repository root; a relative file is meant from where it was typed
  // (INIT_CWD), as DATA_DIR is (config.ts).
  const file = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), option(name));
  switch (command) {
    case 'backup': {
      embeddedOnly(config, command);
      const to = file('to');
      const result = await backupDataDir(config.dataDir, to);
      console.log(
        `Backup written to ${to} (${(result.bytes / 1e6).toFixed(1)} MB, ` +
          `${result.online ? 'taken by the running server' : 'the server was not running'}); ` +
          `it opens and holds ${result.organizations} organisations and ${result.stores} stores.`,
      );
      return true;
    }
    case 'restore': {
      embeddedOnly(config, command);
      const result = await restoreDataDir(config.dataDir, file('from'), {
        force: values.force === true,
      });
      console.log(
        `Restored into ${config.dataDir}: ${result.organizations} organisations, ${result.stores} stores.` +
          (result.replaced
            ? `\nThe database that was there is kept in ${result.replaced}; delete it when you no longer need it.`
            : ''),
      );
      return true;
    }
    case 'db:move': {
      embeddedOnly(config, command);
      const to = option('to');
      if (!/^postgres(ql)?:\/\//.test(to)) {
        throw new UsageError('--to must be a postgres:// URL');
      }
      const counts = await moveToPostgres({
        dataDir: config.dataDir,
        targetUrl: to,
        onProgress: (line) => console.log(`  ${line}`),
      });
      const filled = counts.filter((count) => count.rows > 0);
      const width = Math.max(...filled.map((count) => count.table.length));
      console.log('\nRow counts, checked equal in both databases before the commit:');
      for (const count of filled) console.log(`  ${count.table.padEnd(width)}  ${count.rows}`);
      console.log(`  (${counts.length - filled.length} more tables are empty in both)`);
      const total = counts.reduce((sum, count) => sum + count.rows, 0);
      console.log(
        `\nMoved ${total} rows in ${counts.length} tables. Start Storedesk with DATABASE_URL set to the target; ` +
          `the embedded database in ${config.dataDir} was only read and is left as it was.`,
      );
      return true;
    }
    default:
      return false;
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      store: { type: 'string' },
      products: { type: 'string' },
      orders: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      to: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig();
  // These work on the data folder itself, without opening (nor migrating) the database first.
  if (await runDataDirCommand(command, values, config)) return 0;
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    namedStatements: config.databaseNamedStatements,
    maxConnections: 2,
  });
  try {
    await run(command, values as Record<string, string | undefined>, database);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
    } else if (
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      error instanceof BackupError ||
      error instanceof StoredeskError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
