import {
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysListSalesChannelsRes,
  AdminPublishableApiKeysRes,
  AdminSalesChannelsRes,
  ErrorBody,
} from '@storedesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { salesChannelIdsForKey } from './publishable-api-keys.repo.js';
import { publishableApiKeySalesChannel } from './publishable-api-keys.tables.js';

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
    // A second revoke is refused for good (v1: 400), not a conflict worth retrying.
    const again = await org.admin.post(`/admin/publishable-api-keys/${key.id}/revoke`);
    expect(again.status).toBe(400);
    expect(ErrorBody.parse(again.body)).toMatchObject({
      type: 'invalid_data',
      code: 'already_revoked',
    });

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

describe('/admin/publishable-api-keys/:id/sales-channels', () => {
  async function createChannel(org: TestOrg, name: string) {
    const response = await org.admin.post('/admin/sales-channels', { name });
    return AdminSalesChannelsRes.parse(response.body).sales_channel;
  }
  const channelsOf = async (org: TestOrg, keyId: string, query = '') =>
    AdminPublishableApiKeysListSalesChannelsRes.parse(
      (await org.admin.get(`/admin/publishable-api-keys/${keyId}/sales-channels${query}`)).body,
    ).sales_channels.map((channel) => channel.id);
  const keyChannels = (org: TestOrg, keyId: string) =>
    withTenantTx(test.database.db, org.storeId, (tx) =>
      salesChannelIdsForKey(tx, org.storeId, keyId),
    );

  it('limits a key to channels in batches; the store API key starts unrestricted', async () => {
    const org = await createOrg(test);
    const key = org.publishableKeyId;
    const batch = `/admin/publishable-api-keys/${key}/sales-channels/batch`;
    expect(await channelsOf(org, key)).toEqual([]);
    expect(await keyChannels(org, key)).toEqual([]);

    const web = await createChannel(org, 'Web');
    const app = await createChannel(org, 'App');
    const added = await org.admin.post(batch, {
      sales_channel_ids: [{ id: web.id }, { id: app.id }, { id: org.salesChannelId }],
    });
    expect(added.status).toBe(200);
    expect(AdminPublishableApiKeysRes.parse(added.body).publishable_api_key.id).toBe(key);
    expect(await channelsOf(org, key)).toEqual([app.id, org.salesChannelId, web.id]);
    expect(await channelsOf(org, key, '?q=we')).toEqual([web.id]);
    expect(await keyChannels(org, key)).toEqual([app.id, org.salesChannelId, web.id].sort());
    // Adding a linked channel again is harmless.
    expect((await org.admin.post(batch, { sales_channel_ids: [{ id: web.id }] })).status).toBe(200);

    const unknown = await org.admin.request('DELETE', batch, {
      body: { sales_channel_ids: [{ id: web.id }, { id: 'sc_unknown' }] },
    });
    expect(unknown.status).toBe(404);
    expect(ErrorBody.parse(unknown.body).message).toBe(
      'SalesChannel with id: sc_unknown was not found',
    );
    expect(await keyChannels(org, key)).toHaveLength(3);

    const removed = await org.admin.request('DELETE', batch, {
      body: { sales_channel_ids: [{ id: web.id }, { id: org.salesChannelId }] },
    });
    expect(removed.status).toBe(200);
    expect(AdminPublishableApiKeysRes.parse(removed.body).publishable_api_key.id).toBe(key);
    expect(await keyChannels(org, key)).toEqual([app.id]);

    // A deleted channel no longer limits the key.
    await org.admin.delete(`/admin/sales-channels/${app.id}`);
    expect(await channelsOf(org, key)).toEqual([]);
    expect(await keyChannels(org, key)).toEqual([]);

    const empty = await org.admin.post(batch, { sales_channel_ids: [] });
    expect(empty.status).toBe(400);
    expect(ErrorBody.parse(empty.body).message).toMatch(/^sales_channel_ids /);
    const missing = await org.admin.post(batch, {});
    expect(missing.body.message).toBe('sales_channel_ids is required');
    expect((await org.admin.get('/admin/publishable-api-keys/pk_nope/sales-channels')).status).toBe(
      404,
    );
  });

  it('only admins and developers change the channels of a key', async () => {
    const org = await createOrg(test);
    const member = await createUser(test, org, 'member');
    const response = await member.session.post(
      `/admin/publishable-api-keys/${org.publishableKeyId}/sales-channels/batch`,
      { sales_channel_ids: [{ id: org.salesChannelId }] },
    );
    expect(response.status).toBe(403);
    expect(await keyChannels(org, org.publishableKeyId)).toEqual([]);
  });

  it("another store's key and channels are not found, and stay unchanged", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const batchA = `/admin/publishable-api-keys/${a.publishableKeyId}/sales-channels/batch`;
    await a.admin.post(batchA, { sales_channel_ids: [{ id: a.salesChannelId }] });

    expect(
      (await b.admin.get(`/admin/publishable-api-keys/${a.publishableKeyId}/sales-channels`))
        .status,
    ).toBe(404);
    expect(
      (await b.admin.post(batchA, { sales_channel_ids: [{ id: b.salesChannelId }] })).status,
    ).toBe(404);
    expect(
      (
        await b.admin.request('DELETE', batchA, {
          body: { sales_channel_ids: [{ id: a.salesChannelId }] },
        })
      ).status,
    ).toBe(404);
    // B's key cannot be limited to A's channel.
    const foreign = await b.admin.post(
      `/admin/publishable-api-keys/${b.publishableKeyId}/sales-channels/batch`,
      { sales_channel_ids: [{ id: a.salesChannelId }] },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`SalesChannel with id: ${a.salesChannelId} was not found`);

    const rows = await test.database.db
      .select()
      .from(publishableApiKeySalesChannel)
      .where(eq(publishableApiKeySalesChannel.publishableKeyId, a.publishableKeyId));
    expect(rows).toEqual([
      {
        storeId: a.storeId,
        publishableKeyId: a.publishableKeyId,
        salesChannelId: a.salesChannelId,
      },
    ]);
    expect(await keyChannels(b, b.publishableKeyId)).toEqual([]);

    // Row-level security: an unscoped read in B's transaction sees none of A's links.
    const seenByB = await withTenantTx(test.database.db, b.storeId, (tx) =>
      tx.select().from(publishableApiKeySalesChannel),
    );
    expect(seenByB.filter((row) => row.storeId === a.storeId)).toEqual([]);
  });
});
