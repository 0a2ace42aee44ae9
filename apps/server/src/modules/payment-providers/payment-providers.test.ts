import {
  AdminPaymentProviderCheckRes,
  AdminPaymentProviderSettingsListRes,
  AdminPaymentProviderSettingsRes,
  AdminPaymentProvidersList,
  AdminRegionsRes,
  DeleteRes,
  ErrorBody,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser, type TestOrg } from '../../../test/factories.js';
import { startStripeStandIn } from '../../../test/stripe-stand-in.js';
import { createSecretBox } from './provider-secrets.js';
import { paymentProviderConfig } from './payment-providers.tables.js';

// Every secret this file sends: none may appear in an answer or a log line.
const SECRET = 'sk_test_StoreOwnedSecretKey4242';
const REPLACED = 'sk_test_ReplacementSecretKey9876';
const REVOKED = 'sk_test_revokedStoreKey00005555';
const MALFORMED = 'not-a-key-but-secret-0000';
const PUBLISHABLE = 'pk_test_StoreOwnedPublishable1111';

let test: TestApp;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
const answers: string[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  // The stand-in serves the stores' own Stripe calls too (STRIPE_API_URL, tests only).
  test = await buildTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_platform',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_platform',
      STRIPE_API_URL: standIn.url,
      LOG_LEVEL: 'trace',
    },
  });
});
afterAll(async () => {
  await test.close();
  await standIn.close();
});

/** Every answer is kept, to prove no secret ever went out. */
async function call(
  session: TestOrg['admin'],
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const response = await session.request(method, path, body === undefined ? {} : { body });
  answers.push(response.text);
  return response;
}

async function configRow(storeId: string) {
  const [row] = await test.database.db
    .select()
    .from(paymentProviderConfig)
    .where(
      and(
        eq(paymentProviderConfig.storeId, storeId),
        eq(paymentProviderConfig.providerId, 'stripe'),
      ),
    );
  return row;
}

describe('/admin/payment-providers (the store’s own provider settings)', () => {
  it('lists the providers, what each needs and whether the store can use it', async () => {
    const org = await createOrg(test);
    const response = await call(org.admin, 'GET', '/admin/payment-providers');
    expect(response.status).toBe(200);
    expect(AdminPaymentProviderSettingsListRes.parse(response.body).payment_providers).toEqual([
      { id: 'manual', is_installed: true, fields: [], settings: null, updated_at: null },
      { id: 'test-card', is_installed: true, fields: [], settings: null, updated_at: null },
      {
        id: 'stripe',
        is_installed: false,
        fields: [
          { key: 'secret_key', secret: true, optional: false },
          { key: 'publishable_key', secret: false, optional: false },
          { key: 'webhook_secret', secret: true, optional: true },
        ],
        settings: null,
        updated_at: null,
      },
    ]);
    const unknown = await call(org.admin, 'GET', '/admin/payment-providers/paypal');
    expect(unknown.status).toBe(404);
  });

  it('stores Stripe keys sealed, answers them masked, and installs Stripe for the store', async () => {
    const org = await createOrg(test);
    const saved = await call(org.admin, 'POST', '/admin/payment-providers/stripe', {
      secret_key: SECRET,
      publishable_key: PUBLISHABLE,
    });
    expect(saved.status, saved.text).toBe(200);
    const provider = AdminPaymentProviderSettingsRes.parse(saved.body).payment_provider;
    expect(provider).toMatchObject({
      id: 'stripe',
      is_installed: true,
      settings: { secret_key: 'sk_…4242', publishable_key: PUBLISHABLE },
    });
    expect(provider.updated_at).toEqual(expect.any(String));

    const row = (await configRow(org.storeId))!;
    expect(row.secretsEncrypted).toMatch(/^v1:/);
    expect(row.secretsEncrypted).not.toContain('StoreOwned');
    expect(JSON.stringify(row.settings)).not.toContain(SECRET);
    // Sealed with a key derived from the server secret, bound to this store.
    const box = createSecretBox(test.config.cookieSecret);
    expect(box.open(org.storeId, 'stripe', row.secretsEncrypted)).toEqual({ secret_key: SECRET });

    const again = AdminPaymentProviderSettingsRes.parse(
      (await call(org.admin, 'GET', '/admin/payment-providers/stripe')).body,
    );
    expect(again.payment_provider.settings).toEqual({
      secret_key: 'sk_…4242',
      publishable_key: PUBLISHABLE,
    });
    const store = AdminPaymentProvidersList.parse(
      (await call(org.admin, 'GET', '/admin/store/payment-providers')).body,
    );
    expect(store.payment_providers).toContainEqual({ id: 'stripe', is_installed: true });

    // Now a region can offer Stripe.
    const [regionId] = (await org.admin.get('/admin/regions')).body.regions.map(
      (r: { id: string }) => r.id,
    );
    const added = await call(org.admin, 'POST', `/admin/regions/${regionId}/payment-providers`, {
      provider_id: 'stripe',
    });
    expect(added.status).toBe(200);
    expect(AdminRegionsRes.parse(added.body).region.payment_providers).toContainEqual({
      id: 'stripe',
      is_installed: true,
    });

    // Replacing takes both keys again; the old secret is gone.
    const replaced = await call(org.admin, 'POST', '/admin/payment-providers/stripe', {
      secret_key: REPLACED,
      publishable_key: PUBLISHABLE,
    });
    expect(AdminPaymentProviderSettingsRes.parse(replaced.body).payment_provider.settings).toEqual({
      secret_key: 'sk_…9876',
      publishable_key: PUBLISHABLE,
    });
    const after = (await configRow(org.storeId))!;
    expect(box.open(org.storeId, 'stripe', after.secretsEncrypted)).toEqual({
      secret_key: REPLACED,
    });

    // Removing uninstalls it; the region still lists it, no longer installed.
    const removed = await call(org.admin, 'DELETE', '/admin/payment-providers/stripe');
    expect(DeleteRes.parse(removed.body)).toEqual({
      id: 'stripe',
      object: 'payment_provider_settings',
      deleted: true,
    });
    expect(await configRow(org.storeId)).toBeUndefined();
    const region = AdminRegionsRes.parse(
      (await call(org.admin, 'GET', `/admin/regions/${regionId}`)).body,
    ).region;
    expect(region.payment_providers).toContainEqual({ id: 'stripe', is_installed: false });
  });

  it('answers 400 naming the setting, never quoting the value', async () => {
    const org = await createOrg(test);
    const cases: [unknown, RegExp][] = [
      [
        { secret_key: MALFORMED, publishable_key: PUBLISHABLE },
        /^secret_key must be a Stripe secret key/,
      ],
      [
        { secret_key: SECRET, publishable_key: 'pk_nope' },
        /^publishable_key must be a Stripe publishable key/,
      ],
      [{ secret_key: SECRET }, /^publishable_key is required/],
      [
        { secret_key: SECRET, publishable_key: PUBLISHABLE, webhook: 'x' },
        /^webhook is not a setting of stripe/,
      ],
      [{ secret_key: '', publishable_key: PUBLISHABLE }, /secret_key must not be empty/],
      [{ secret_key: 42, publishable_key: PUBLISHABLE }, /secret_key must be a string/],
      [{ 'Secret Key': SECRET }, /^Secret Key: Invalid key/],
    ];
    for (const [body, message] of cases) {
      const response = await call(org.admin, 'POST', '/admin/payment-providers/stripe', body);
      expect(response.status, JSON.stringify(message)).toBe(400);
      expect(ErrorBody.parse(response.body).message).toMatch(message);
    }
    const manual = await call(org.admin, 'POST', '/admin/payment-providers/manual', {
      secret_key: SECRET,
    });
    expect(manual.status).toBe(400);
    expect(ErrorBody.parse(manual.body).message).toMatch(/manual has no settings/);
    const unknown = await call(org.admin, 'POST', '/admin/payment-providers/paypal', {
      secret_key: SECRET,
    });
    expect(unknown.status).toBe(404);
    expect(await configRow(org.storeId)).toBeUndefined();
  });

  it('checks the connection against Stripe with the stored keys and says the result', async () => {
    const org = await createOrg(test);
    const none = await call(org.admin, 'POST', '/admin/payment-providers/stripe/check');
    expect(none.status).toBe(400);
    expect(ErrorBody.parse(none.body)).toMatchObject({ code: 'not_configured' });

    await call(org.admin, 'POST', '/admin/payment-providers/stripe', {
      secret_key: SECRET,
      publishable_key: PUBLISHABLE,
    });
    const before = standIn.requests.length;
    const ok = await call(org.admin, 'POST', '/admin/payment-providers/stripe/check');
    expect(ok.status).toBe(200);
    expect(AdminPaymentProviderCheckRes.parse(ok.body)).toEqual({
      ok: true,
      message: 'Connected to Stripe in test mode.',
    });
    const seen = standIn.requests.slice(before);
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/balance']);
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);

    await call(org.admin, 'POST', '/admin/payment-providers/stripe', {
      secret_key: REVOKED,
      publishable_key: PUBLISHABLE,
    });
    const refused = await call(org.admin, 'POST', '/admin/payment-providers/stripe/check');
    expect(refused.status).toBe(200);
    expect(AdminPaymentProviderCheckRes.parse(refused.body)).toEqual({
      ok: false,
      message: 'Stripe refused the secret key: check that it is current.',
    });

    const manual = await call(org.admin, 'POST', '/admin/payment-providers/manual/check');
    expect(AdminPaymentProviderCheckRes.parse(manual.body).ok).toBe(true);
  });

  it('is for admins only, and keeps each store’s keys to itself', async () => {
    const owner = await createOrg(test);
    await call(owner.admin, 'POST', '/admin/payment-providers/stripe', {
      secret_key: SECRET,
      publishable_key: PUBLISHABLE,
    });
    for (const role of ['member', 'developer'] as const) {
      const user = await createUser(test, owner, role);
      expect((await call(user.session, 'GET', '/admin/payment-providers')).status).toBe(403);
      expect((await call(user.session, 'GET', '/admin/payment-providers/stripe')).status).toBe(403);
      const write = await call(user.session, 'POST', '/admin/payment-providers/stripe', {
        secret_key: REPLACED,
        publishable_key: PUBLISHABLE,
      });
      expect(write.status).toBe(403);
      expect((await call(user.session, 'DELETE', '/admin/payment-providers/stripe')).status).toBe(
        403,
      );
      expect(
        (await call(user.session, 'POST', '/admin/payment-providers/stripe/check')).status,
      ).toBe(403);
      // Anyone signed in may see which providers are installed.
      expect((await call(user.session, 'GET', '/admin/store/payment-providers')).status).toBe(200);
    }

    const outsider = await createOrg(test);
    const theirs = AdminPaymentProviderSettingsRes.parse(
      (await call(outsider.admin, 'GET', '/admin/payment-providers/stripe')).body,
    ).payment_provider;
    expect(theirs).toMatchObject({ is_installed: false, settings: null });
    await call(outsider.admin, 'DELETE', '/admin/payment-providers/stripe');
    const check = await call(outsider.admin, 'POST', '/admin/payment-providers/stripe/check');
    expect(check.status).toBe(400);
    // The owner's keys are untouched.
    const box = createSecretBox(test.config.cookieSecret);
    const row = (await configRow(owner.storeId))!;
    expect(box.open(owner.storeId, 'stripe', row.secretsEncrypted)).toEqual({ secret_key: SECRET });
  });

  it('never lets a secret into an answer or a log line', async () => {
    // Its own round of every kind of call, then everything this file's server said and logged.
    const org = await createOrg(test);
    const path = '/admin/payment-providers/stripe';
    await call(org.admin, 'POST', path, { secret_key: MALFORMED, publishable_key: PUBLISHABLE });
    await call(org.admin, 'POST', path, { secret_key: REVOKED, publishable_key: PUBLISHABLE });
    await call(org.admin, 'POST', `${path}/check`);
    await call(org.admin, 'POST', path, { secret_key: SECRET, publishable_key: PUBLISHABLE });
    await call(org.admin, 'POST', `${path}/check`);
    await call(org.admin, 'GET', path);
    await call(org.admin, 'GET', '/admin/payment-providers');
    await call(org.admin, 'GET', '/admin/store');
    await call(org.admin, 'GET', '/admin/regions');
    expect(answers.length).toBeGreaterThanOrEqual(9);
    const logs = test.logs.join('\n');
    expect(logs.length).toBeGreaterThan(1000);
    for (const secret of [SECRET, REPLACED, REVOKED, MALFORMED]) {
      for (const text of answers) expect(text).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
  });
});
