import {
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysRes,
  ErrorBody,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg } from '../../../test/factories.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

describe('/admin/publishable-api-keys', () => {
  it('every new store has a key; keys can be created, read, listed and revoked', async () => {
    const org = await createOrg(test);
    const list = AdminPublishableApiKeysListRes.parse(
      (await org.admin.get('/admin/publishable-api-keys')).body,
    );
    expect(list).toMatchObject({ count: 1, limit: 20, offset: 0 });
    expect(list.publishable_api_keys[0]?.id).toBe(org.publishableKeyId);

    const created = await org.admin.post('/admin/publishable-api-keys', { title: 'Mobile app' });
    expect(created.status).toBe(200);
    const key = AdminPublishableApiKeysRes.parse(created.body).publishable_api_key;
    expect(key).toMatchObject({ title: 'Mobile app', created_by: org.userId, revoked_at: null });
    expect(key.id).toMatch(/^pk_/);

    const one = await org.admin.get(`/admin/publishable-api-keys/${key.id}`);
    expect(one.body.publishable_api_key.id).toBe(key.id);

    const revoked = await org.admin.post(`/admin/publishable-api-keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.publishable_api_key).toMatchObject({ revoked_by: org.userId });
    expect(revoked.body.publishable_api_key.revoked_at).not.toBeNull();
    expect((await org.admin.post(`/admin/publishable-api-keys/${key.id}/revoke`)).status).toBe(409);

    const missingTitle = await org.admin.post('/admin/publishable-api-keys', {});
    expect(ErrorBody.parse(missingTitle.body).message).toBe('title is required');
  });
});

describe('store API publishable key', () => {
  it('answers 400 with a clear message for a missing, unknown or revoked key', async () => {
    const org = await createOrg(test);
    const missing = await test.session().get('/store/products');
    expect(missing.status).toBe(400);
    expect(ErrorBody.parse(missing.body).code).toBe('missing_publishable_key');

    const unknown = await test
      .session({ 'x-publishable-api-key': 'pk_unknown' })
      .get('/store/products');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unknown_publishable_key');

    const { body } = await org.admin.post('/admin/publishable-api-keys', { title: 'Soon revoked' });
    await org.admin.post(`/admin/publishable-api-keys/${body.publishable_api_key.id}/revoke`);
    const revoked = await test
      .session({ 'x-publishable-api-key': body.publishable_api_key.id })
      .get('/store/products');
    expect(revoked.status).toBe(400);
    expect(revoked.body.message).toBe('This publishable API key has been revoked.');
  });

  it('with a valid key, an unknown store path is a JSON 404', async () => {
    const org = await createOrg(test);
    const response = await test
      .session({ 'x-publishable-api-key': org.publishableKeyId })
      .get('/store/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      type: 'not_found',
      message: 'Route GET /store/nothing-here not found',
    });
  });
});
