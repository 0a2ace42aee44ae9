import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { randomToken } from '../crypto.js';
import { organization } from './tenancy.tables.js';
import { provisionOrganization } from './provision.js';

export const DEMO_EMAIL = 'demo@storedesk.dev';

export interface DemoLogin {
  email: string;
  password: string;
}

/** Creates the demo organisation with a fresh random password. */
export async function createDemoOrganization(db: Db): Promise<DemoLogin> {
  const password = randomToken(12);
  await provisionOrganization(db, {
    name: 'Demo Store',
    email: DEMO_EMAIL,
    password,
    firstName: 'Demo',
    lastName: 'Admin',
  });
  return { email: DEMO_EMAIL, password };
}

/** On an empty database only: the demo organisation, so a first start has a login to try. */
export async function seedDemoIfEmpty(db: Db): Promise<DemoLogin | null> {
  const rows = await db.select({ n: count() }).from(organization);
  if ((rows[0]?.n ?? 0) > 0) return null;
  return createDemoOrganization(db);
}
