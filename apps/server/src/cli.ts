import { parseArgs } from 'node:util';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, UserRole } from '@storedesk/contract';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, type Database } from './platform/db/client.js';
import { DataDirInUseError } from './platform/db/lock.js';
import { withPlatformTx } from './platform/db/tx.js';
import { hashPassword } from './platform/crypto.js';
import { isUniqueViolation } from './platform/db/errors.js';
import { newId } from './platform/ids.js';
import { deleteUserSessions } from './platform/auth/sessions.js';
import { ensureReferenceData } from './platform/reference/reference-data.js';
import { createDemoOrganization, findDemoStore } from './modules/store/demo.js';
import { seedCatalog } from './modules/products/catalog-seed.js';
import { DEMO_SEED_LOCK, runDemoSeed } from './modules/demo/demo-run.js';
import { analyzeStaleTables } from './platform/db/maintenance.js';
import { provisionOrganization } from './modules/store/provision.js';
import { StoredeskError } from './platform/errors.js';
import { store } from './platform/tenancy/tenancy.tables.js';
import * as users from './modules/users/users.repo.js';
import { eq } from 'drizzle-orm';
import { runWorker } from './modules/batch-jobs/batch-jobs.worker.js';
import { createLogger } from './platform/logger.js';

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
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig();
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
      error instanceof StoredeskError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
