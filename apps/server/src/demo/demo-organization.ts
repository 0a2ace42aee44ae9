import { and, count, eq, isNull } from 'drizzle-orm';
import { user } from '../platform/auth/auth.tables.js';
import type { Db } from '../platform/db/client.js';
import { randomToken } from '../platform/crypto.js';
import { organization } from '../platform/tenancy/tenancy.tables.js';
import { provisionOrganization } from '../modules/store/provision.js';
import { markDemoStore } from './demo-store.js';

export const DEMO_EMAIL = 'demo@storedesk.dev';

export interface DemoLogin {
  email: string;
  password: string;
  storeId: string;
}

/**
 * Creates the demo organisation with a fresh random password, marked for the demo store's seed
 * (demo-store.ts: regions, products, customers, orders), which runs next.
 */
export async function createDemoOrganization(db: Db, orders?: number): Promise<DemoLogin> {
  const password = randomToken(12);
  const created = await provisionOrganization(db, {
    name: 'Demo Store',
    email: DEMO_EMAIL,
    password,
    firstName: 'Demo',
    lastName: 'Admin',
  });
  await markDemoStore(db, created.storeId, orders);
  return { email: DEMO_EMAIL, password, storeId: created.storeId };
}

/** The demo organisation's store, when there is one. */
export async function findDemoStore(db: Db): Promise<string | undefined> {
  const rows = await db
    .select({ storeId: user.storeId })
    .from(user)
    .where(and(eq(user.email, DEMO_EMAIL), isNull(user.deletedAt)));
  return rows[0]?.storeId;
}

/**
 * On an empty database only: the demo organisation, so a first start has a login to try. Two
 * processes must not decide this at once: the server calls it holding the demo seed's lock
 * (`claimDemoSeed`).
 */
export async function seedDemoIfEmpty(db: Db, orders?: number): Promise<DemoLogin | null> {
  const rows = await db.select({ n: count() }).from(organization);
  if ((rows[0]?.n ?? 0) > 0) return null;
  return createDemoOrganization(db, orders);
}
