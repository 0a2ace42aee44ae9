import { AdminBearerAuthRes, AdminCustomersListRes, AdminCustomersRes } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { createOrg, type TestOrg } from '../../../apps/server/test/factories.js';
import Storedesk, { StoredeskError } from './index.js';

/**
 * The admin customer calls of the client against the real server (in-process, own database),
 * answers parsed with the contract's schemas.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let test: TestApp;
let org: TestOrg;
let client: Storedesk;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
  client = new Storedesk({ baseUrl: test.url, maxRetries: 2 });
  const { access_token } = AdminBearerAuthRes.parse(
    await client.admin.auth.getToken({ email: org.email, password: org.password }),
  );
  client.setAdminToken(access_token);
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

describe('admin.customers', () => {
  it('create, list with search and filters, retrieve with relations, update', async () => {
    const { customer } = AdminCustomersRes.parse(
      await client.admin.customers.create({
        email: 'client-ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        password: 'secret123',
      }),
    );
    expect(customer).toMatchObject({ has_account: true, orders: [], shipping_addresses: [] });

    const found = AdminCustomersListRes.parse(
      await client.admin.customers.list({
        q: 'ada lovelace',
        has_account: true,
        created_at: { lte: new Date().toISOString() },
        limit: 10,
      }),
    );
    expect(found).toMatchObject({ count: 1, limit: 10, offset: 0 });
    expect(found.customers[0]!.id).toBe(customer.id);

    const one = AdminCustomersRes.parse(
      await client.admin.customers.retrieve(customer.id, { expand: 'billing_address,groups' }),
    );
    expect(one.customer).toMatchObject({ billing_address: null, groups: [] });

    const updated = AdminCustomersRes.parse(
      await client.admin.customers.update(customer.id, { last_name: 'King', phone: '+44 1' }),
    );
    expect(updated.customer).toMatchObject({ last_name: 'King', phone: '+44 1' });

    const refused = await client.admin.customers
      .update(customer.id, { email: 'other@example.com' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoredeskError);
    expect((refused as StoredeskError).status).toBe(400);
  });
});
