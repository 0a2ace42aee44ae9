import { AdminAnalyticsConfigRes, ErrorBody } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser } from '../../../test/factories.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

describe('/admin/analytics-configs', () => {
  it('answers 404 until the user has a config, then keeps one per user', async () => {
    const org = await createOrg(test);
    const missing = await org.admin.get('/admin/analytics-configs');
    expect(missing.status).toBe(404);
    expect(ErrorBody.parse(missing.body).message).toBe(
      `No analytics config found for user with id: ${org.userId}`,
    );

    const created = await org.admin.post('/admin/analytics-configs', {
      anonymize: true,
      opt_out: false,
    });
    expect(created.status).toBe(200);
    expect(AdminAnalyticsConfigRes.parse(created.body).analytics_config).toMatchObject({
      user_id: org.userId,
      anonymize: true,
      opt_out: false,
    });
    expect((await org.admin.post('/admin/analytics-configs', {})).status).toBe(422);
    expect((await org.admin.get('/admin/analytics-configs')).body.analytics_config.anonymize).toBe(
      true,
    );

    const colleague = await createUser(test, org);
    expect((await colleague.session.get('/admin/analytics-configs')).status).toBe(404);
  });

  it('opting out forces anonymize off', async () => {
    const org = await createOrg(test);
    await org.admin.post('/admin/analytics-configs', { anonymize: true });
    const updated = await org.admin.post('/admin/analytics-configs/update', {
      opt_out: true,
      anonymize: true,
    });
    expect(updated.body.analytics_config).toMatchObject({ opt_out: true, anonymize: false });
    const back = await org.admin.post('/admin/analytics-configs/update', {
      opt_out: false,
      anonymize: true,
    });
    expect(back.body.analytics_config).toMatchObject({ opt_out: false, anonymize: true });
  });

  it('update creates the config when there is none; bad values answer 400', async () => {
    const org = await createOrg(test);
    const upserted = await org.admin.post('/admin/analytics-configs/update', { opt_out: true });
    expect(upserted.body.analytics_config).toMatchObject({ opt_out: true, anonymize: false });
    const bad = await org.admin.post('/admin/analytics-configs/update', { opt_out: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('opt_out must be a boolean');
  });
});
