import {
  AdminSavedViewsDeleteRes,
  AdminSavedViewsListRes,
  AdminSavedViewsRes,
  ErrorBody,
  SAVED_VIEWS_PER_LIST_MAX,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createUser } from '../../../test/factories.js';
import { savedView } from '../products/products.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const rowsOf = (storeId: string) =>
  test.database.db.select().from(savedView).where(eq(savedView.storeId, storeId));

describe('/admin/views', () => {
  it('saves, lists (per resource, oldest first) and deletes the signed-in user’s views', async () => {
    const org = await createOrg(test);
    const created = await org.admin.post('/admin/views', {
      resource: 'products',
      name: '  Drafts  ',
      query: '?status=draft&order=-created_at',
    });
    expect(created.status).toBe(200);
    const view = AdminSavedViewsRes.parse(created.body).view;
    expect(view).toMatchObject({ name: 'Drafts', query: 'status=draft&order=-created_at' });
    expect(view.id).toMatch(/^view_/);

    const second = AdminSavedViewsRes.parse(
      (await org.admin.post('/admin/views', { resource: 'products', name: 'All', query: '' })).body,
    ).view;
    await org.admin.post('/admin/views', {
      resource: 'orders',
      name: 'Open',
      query: 'status=open',
    });

    const list = await org.admin.get('/admin/views?resource=products');
    expect(list.status).toBe(200);
    expect(AdminSavedViewsListRes.parse(list.body).views.map((v) => v.id)).toEqual([
      view.id,
      second.id,
    ]);

    const [row] = await test.database.db
      .select()
      .from(savedView)
      .where(and(eq(savedView.storeId, org.storeId), eq(savedView.id, view.id)));
    expect(row).toMatchObject({ userId: org.userId, resource: 'products', name: 'Drafts' });

    const deleted = await org.admin.delete(`/admin/views/${view.id}`);
    expect(deleted.status).toBe(200);
    expect(AdminSavedViewsDeleteRes.parse(deleted.body)).toEqual({
      id: view.id,
      object: 'view',
      deleted: true,
    });
    expect((await rowsOf(org.storeId)).map((r) => r.id).sort()).not.toContain(view.id);
    expect((await org.admin.delete(`/admin/views/${view.id}`)).status).toBe(404);
  });

  it('rejects a missing resource, an empty name and a bad resource name', async () => {
    const org = await createOrg(test);
    const noResource = await org.admin.get('/admin/views');
    expect(noResource.status).toBe(400);
    const noName = await org.admin.post('/admin/views', {
      resource: 'products',
      name: ' ',
      query: '',
    });
    expect(noName.status).toBe(400);
    expect(ErrorBody.parse(noName.body).type).toBe('invalid_data');
    const badResource = await org.admin.post('/admin/views', {
      resource: 'Products!',
      name: 'x',
      query: '',
    });
    expect(badResource.status).toBe(400);
    expect(await rowsOf(org.storeId)).toEqual([]);
  });

  it(`keeps at most ${SAVED_VIEWS_PER_LIST_MAX} views per user and list`, async () => {
    const org = await createOrg(test);
    await test.database.db.insert(savedView).values(
      Array.from({ length: SAVED_VIEWS_PER_LIST_MAX }, (_, index) => ({
        storeId: org.storeId,
        id: `view_seed_${index}`,
        userId: org.userId,
        resource: 'products',
        name: `View ${index}`,
        query: '',
      })),
    );
    const over = await org.admin.post('/admin/views', {
      resource: 'products',
      name: 'One more',
      query: '',
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/at most \d+ saved views per list/);
    expect(await rowsOf(org.storeId)).toHaveLength(SAVED_VIEWS_PER_LIST_MAX);
  });

  it('a colleague in the same store neither sees nor deletes my views', async () => {
    const org = await createOrg(test);
    const colleague = await createUser(test, org, 'admin');
    const mine = AdminSavedViewsRes.parse(
      (await org.admin.post('/admin/views', { resource: 'products', name: 'Mine', query: 'q=a' }))
        .body,
    ).view;

    const theirs = await colleague.session.get('/admin/views?resource=products');
    expect(AdminSavedViewsListRes.parse(theirs.body).views).toEqual([]);
    const removed = await colleague.session.delete(`/admin/views/${mine.id}`);
    expect(removed.status).toBe(404);
    expect((await rowsOf(org.storeId)).map((r) => r.id)).toEqual([mine.id]);
  });

  it("another store's view is not found and stays unchanged", async () => {
    const a = await createOrg(test, 'Store A');
    const b = await createOrg(test, 'Store B');
    const view = AdminSavedViewsRes.parse(
      (await a.admin.post('/admin/views', { resource: 'products', name: 'A view', query: 'q=x' }))
        .body,
    ).view;

    const list = await b.admin.get('/admin/views?resource=products');
    expect(AdminSavedViewsListRes.parse(list.body).views).toEqual([]);
    const removed = await b.admin.delete(`/admin/views/${view.id}`);
    expect(removed.status).toBe(404);
    expect(ErrorBody.parse(removed.body).message).toBe(
      `SavedView with id: ${view.id} was not found`,
    );
    expect(await rowsOf(a.storeId)).toEqual([
      expect.objectContaining({ id: view.id, name: 'A view', query: 'q=x', userId: a.userId }),
    ]);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await test.session().get('/admin/views?resource=products');
    expect(anonymous.status).toBe(401);
  });
});
