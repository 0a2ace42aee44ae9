import {
  StoreAuthRes,
  StoreBearerAuthRes,
  StoreCustomersListPaymentMethodsRes,
  StoreCustomersRes,
  StoreGetAuthEmailRes,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { createOrg, type TestOrg } from '../../../apps/server/test/factories.js';
import Storedesk, { StoredeskError } from './index.js';

/**
 * The shopper account calls of the client (`store.customers`, `store.auth`) against the real
 * server (in-process, own database), answers parsed with the contract's schemas. Node keeps no
 * cookies, so the signed-in calls use the bearer token of `getToken`.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let test: TestApp;
let org: TestOrg;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

const shopper = () =>
  new Storedesk({ baseUrl: test.url, maxRetries: 2, publishableApiKey: org.publishableKeyId });

describe('store.customers and store.auth', () => {
  it('registers, signs in by token and manages the account and its addresses', async () => {
    const client = shopper();
    const email = 'client-shopper@example.com';
    const created = StoreCustomersRes.parse(
      await client.store.customers.create({ email, password: 'secret123', first_name: 'Ada' }),
    );
    expect(created.customer).toMatchObject({ email, first_name: 'Ada', has_account: true });
    expect(StoreGetAuthEmailRes.parse(await client.store.auth.exists(email))).toEqual({
      exists: true,
    });

    const { access_token } = StoreBearerAuthRes.parse(
      await client.store.auth.getToken({ email, password: 'secret123' }),
    );
    client.setStoreToken(access_token);
    expect(StoreAuthRes.parse(await client.store.auth.getSession()).customer.email).toBe(email);
    const updated = StoreCustomersRes.parse(
      await client.store.customers.update({ last_name: 'Lovelace' }),
    );
    expect(updated.customer.last_name).toBe('Lovelace');

    const added = StoreCustomersRes.parse(
      await client.store.customers.addresses.addAddress({
        address: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          address_1: '12 St James Square',
          city: 'London',
          country_code: 'gb',
          postal_code: 'SW1Y 4JH',
        },
      }),
    );
    const addressId = added.customer.shipping_addresses![0]!.id;
    const moved = StoreCustomersRes.parse(
      await client.store.customers.addresses.updateAddress(addressId, { city: 'Bath' }),
    );
    expect(moved.customer.shipping_addresses![0]).toMatchObject({ id: addressId, city: 'Bath' });
    const removed = StoreCustomersRes.parse(
      await client.store.customers.addresses.deleteAddress(addressId),
    );
    expect(removed.customer.shipping_addresses).toEqual([]);
    expect(
      StoreCustomersListPaymentMethodsRes.parse(await client.store.customers.paymentMethods.list()),
    ).toEqual({ payment_methods: [] });

    // Without the token the shopper is signed out: a 401 the client raises as an error.
    client.setStoreToken(undefined);
    const signedOut = await client.store.customers.retrieve().catch((error: unknown) => error);
    expect(signedOut).toBeInstanceOf(StoredeskError);
    expect((signedOut as StoredeskError).status).toBe(401);
  });

  it('mails a reset code and sets a new password with it', async () => {
    const client = shopper();
    const email = 'client-reset@example.com';
    await client.store.customers.create({ email, password: 'secret123' });
    await client.store.customers.generatePasswordToken({ email });
    const mail = test
      .outbox()
      .at(-1)!
      .replace(/=\r?\n/g, '');
    const token = /reset code[^\n]*\n+\s*([\w-]{20,})/.exec(mail)![1]!;
    const reset = StoreCustomersRes.parse(
      await client.store.customers.resetPassword({ email, token, password: 'brandnew1' }),
    );
    expect(reset.customer.email).toBe(email);
    expect(
      StoreAuthRes.parse(await client.store.auth.authenticate({ email, password: 'brandnew1' }))
        .customer.email,
    ).toBe(email);
  });
});
