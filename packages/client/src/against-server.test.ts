import {
  AdminAnalyticsConfigRes,
  AdminAuthRes,
  AdminBatchJobListRes,
  AdminBillingRes,
  AdminIsUserExistsRes,
  AdminOrgPaymentRes,
  SignupStatusRes,
  AdminBearerAuthRes,
  AdminInviteRes,
  AdminListInvitesRes,
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysRes,
  AdminStoreRes,
  AdminUserRes,
  AdminUsersListRes,
  DeleteRes,
  ErrorBody,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import { createOrg, type TestOrg } from '../../../apps/server/test/factories.js';
import Storedesk, { getErrorMessage, StoredeskError } from './index.js';

/**
 * The client against the real Storedesk server (in-process, own database) for the areas the
 * server has. Node has no cookie jar, so the admin calls use the bearer token from `getToken`.
 * Answers are parsed with the contract's schemas.
 */
// Building the server migrates a fresh database first; this file runs in the unit project too.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let test: TestApp;
let org: TestOrg;
let client: Storedesk;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
  // maxRetries > 0: every POST carries an Idempotency-Key, which the server must accept.
  client = new Storedesk({ baseUrl: test.url, maxRetries: 2 });
  const { access_token } = AdminBearerAuthRes.parse(
    await client.admin.auth.getToken({ email: org.email, password: org.password }),
  );
  client.setAdminToken(access_token);
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

describe('auth', () => {
  it('createSession signs in, getToken + bearer reads the session, deleteSession answers', async () => {
    const anonymous = new Storedesk({ baseUrl: test.url });
    const session = AdminAuthRes.parse(
      await anonymous.admin.auth.createSession({ email: org.email, password: org.password }),
    );
    expect(session.user.email).toBe(org.email);

    const me = AdminAuthRes.parse(await client.admin.auth.getSession());
    expect(me.user).toMatchObject({ id: org.userId, email: org.email });
    await expect(client.admin.auth.deleteSession()).resolves.toBeUndefined();
  });

  it('rejects a wrong password and a missing token with the server error body', async () => {
    const anonymous = new Storedesk({ baseUrl: test.url });
    const wrong = await anonymous.admin.auth
      .getToken({ email: org.email, password: 'not-the-password' })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(StoredeskError);
    expect(wrong).toMatchObject({
      message: 'Request failed with status code 401',
      status: 401,
      type: 'unauthorized',
    });
    const body = ErrorBody.parse((wrong as StoredeskError).body);
    expect(getErrorMessage(wrong)).toBe(body.message);

    await expect(anonymous.admin.auth.getSession()).rejects.toMatchObject({ status: 401 });
  });
});

describe('store settings', () => {
  it('retrieve and update', async () => {
    const before = AdminStoreRes.parse(await client.admin.store.retrieve());
    expect(before.store.id).toBe(org.storeId);

    const updated = AdminStoreRes.parse(await client.admin.store.update({ name: 'Renamed Shop' }));
    expect(updated.store.name).toBe('Renamed Shop');
    const after = AdminStoreRes.parse(await client.admin.store.retrieve());
    expect(after.store.name).toBe('Renamed Shop');
  });
});

describe('users', () => {
  it('list, retrieve, update', async () => {
    const list = AdminUsersListRes.parse(await client.admin.users.list({ limit: 10 }));
    expect(list.users.map((user) => user.id)).toContain(org.userId);
    expect(list).toMatchObject({ limit: 10, offset: 0 });

    const one = AdminUserRes.parse(await client.admin.users.retrieve(org.userId));
    expect(one.user.email).toBe(org.email);

    const updated = AdminUserRes.parse(
      await client.admin.users.update(org.userId, { first_name: 'Ada', last_name: 'Lovelace' }),
    );
    expect(updated.user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('an unknown id is a 404 StoredeskError', async () => {
    await expect(client.admin.users.retrieve('usr_missing')).rejects.toMatchObject({
      status: 404,
      type: 'not_found',
    });
  });
});

describe('invites', () => {
  it('create, list, resend, delete', async () => {
    const created = AdminInviteRes.parse(
      await client.admin.invites.create({ user: 'new-member@example.com', role: 'member' }),
    );
    expect(created.invite.user_email).toBe('new-member@example.com');

    const list = AdminListInvitesRes.parse(await client.admin.invites.list());
    expect(list.invites.map((invite) => invite.id)).toContain(created.invite.id);

    const resent = AdminInviteRes.parse(await client.admin.invites.resend(created.invite.id));
    expect(resent.invite.id).toBe(created.invite.id);

    const deleted = DeleteRes.parse(await client.admin.invites.delete(created.invite.id));
    expect(deleted).toEqual({ id: created.invite.id, object: 'invite', deleted: true });
    const after = AdminListInvitesRes.parse(await client.admin.invites.list());
    expect(after.invites.map((invite) => invite.id)).not.toContain(created.invite.id);
  });
});

describe('publishable API keys', () => {
  it('create, list, retrieve, revoke', async () => {
    const created = AdminPublishableApiKeysRes.parse(
      await client.admin.publishableApiKeys.create({ title: 'Web shop' }),
    );
    const id = created.publishable_api_key.id;
    expect(created.publishable_api_key).toMatchObject({ title: 'Web shop', revoked_at: null });

    const list = AdminPublishableApiKeysListRes.parse(
      await client.admin.publishableApiKeys.list({ limit: 50 }),
    );
    expect(list.publishable_api_keys.map((key) => key.id)).toEqual(
      expect.arrayContaining([id, org.publishableKeyId]),
    );

    const one = AdminPublishableApiKeysRes.parse(
      await client.admin.publishableApiKeys.retrieve(id),
    );
    expect(one.publishable_api_key.title).toBe('Web shop');

    const revoked = AdminPublishableApiKeysRes.parse(
      await client.admin.publishableApiKeys.revoke(id),
    );
    expect(revoked.publishable_api_key.revoked_at).not.toBeNull();
  });
});

describe('usage analytics', () => {
  it('retrieve is a 404 until create; update keeps opt-out and anonymize exclusive', async () => {
    await expect(client.admin.analyticsConfigs.retrieve()).rejects.toMatchObject({ status: 404 });
    const created = AdminAnalyticsConfigRes.parse(
      await client.admin.analyticsConfigs.create({ anonymize: true, opt_out: false }),
    );
    expect(created.analytics_config).toMatchObject({ anonymize: true, opt_out: false });
    const updated = AdminAnalyticsConfigRes.parse(
      await client.admin.analyticsConfigs.update({ opt_out: true }),
    );
    expect(updated.analytics_config).toMatchObject({ anonymize: false, opt_out: true });
    const read = AdminAnalyticsConfigRes.parse(await client.admin.analyticsConfigs.retrieve());
    expect(read.analytics_config.id).toBe(created.analytics_config.id);
  });
});

describe('batch jobs', () => {
  it('list with the poller query (limit 100, created_at[gt]) answers the envelope', async () => {
    const since = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const list = AdminBatchJobListRes.parse(
      await client.admin.batchJobs.list({ limit: 100, created_at: { gt: since } }),
    );
    expect(list).toMatchObject({ batch_jobs: [], count: 0, limit: 100, offset: 0 });
    await expect(client.admin.batchJobs.retrieve('batch_missing')).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('sign-up and billing', () => {
  it('isUserExists, orgPayment, signupStatus and billing retrieve', async () => {
    const anonymous = new Storedesk({ baseUrl: test.url });
    expect(
      AdminIsUserExistsRes.parse(await anonymous.admin.users.isUserExists({ email: org.email })),
    ).toEqual({ isAccountExits: true });
    const started = AdminOrgPaymentRes.parse(
      await anonymous.admin.users.orgPayment({
        userData: {
          fname: 'Client',
          lname: 'Test',
          email: `client.${Date.now()}@sdk.test`,
          organization: 'Client Shop',
          password: 'client-secret',
          plan: 'basic',
        },
      }),
    );
    expect(started.url).toBe(`/checkout/local/${started.sessionId}`);
    const status = SignupStatusRes.parse(
      await anonymous.admin.billing.signupStatus(started.sessionId),
    );
    expect(status).toEqual({ status: 'pending' });
    // createOrg made this store from the operator side: no paid plan.
    expect(AdminBillingRes.parse(await client.admin.billing.retrieve())).toEqual({ billing: null });
  });
});
