import { randomBytes } from 'node:crypto';
import { provisionOrganization } from '../src/platform/tenancy/provision.js';
import type { TestApp } from './app.js';
import type { HttpSession } from './http.js';

export interface TestOrg {
  storeId: string;
  organizationId: string;
  userId: string;
  email: string;
  password: string;
  publishableKeyId: string;
  salesChannelId: string;
  /** A cookie session signed in as the organisation's admin. */
  admin: HttpSession;
}

/** A new organisation with its own store and admin user, signed in. Each call makes a new one. */
export async function createOrg(test: TestApp, name = 'Test Store'): Promise<TestOrg> {
  const suffix = randomBytes(4).toString('hex');
  const email = `admin-${suffix}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const created = await provisionOrganization(test.database.db, {
    name: `${name} ${suffix}`,
    email,
    password,
  });
  const admin = await test.session().login(email, password);
  return {
    storeId: created.storeId,
    organizationId: created.organizationId,
    userId: created.user.id,
    email,
    password,
    publishableKeyId: created.publishableKeyId,
    salesChannelId: created.salesChannelId,
    admin,
  };
}

/** A user in an organisation, created through the admin API, signed in. */
export async function createUser(
  test: TestApp,
  org: TestOrg,
  role: 'admin' | 'member' | 'developer' = 'member',
): Promise<{ id: string; email: string; password: string; session: HttpSession }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const response = await org.admin.post('/admin/users', { email, password, role });
  if (response.status !== 200)
    throw new Error(`createUser failed: ${response.status} ${response.text}`);
  const session = await test.session().login(email, password);
  return { id: response.body.user.id, email, password, session };
}
