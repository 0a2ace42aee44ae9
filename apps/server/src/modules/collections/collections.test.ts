import {
  AdminCollectionsDeleteRes,
  AdminCollectionsListRes,
  AdminCollectionsRes,
  AdminDeleteProductsFromCollectionRes,
  ErrorBody,
  StoreCollectionsListRes,
  StoreCollectionsRes,
} from '@storedesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import {
  createCollection,
  createOrg,
  createProduct,
  type TestOrg,
} from '../../../test/factories.js';
import { product } from '../products/products.tables.js';
import { productCollection } from './collections.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const shopper = (org: TestOrg) => test.session({ 'x-publishable-api-key': org.publishableKeyId });

async function collectionRow(org: TestOrg, id: string) {
  const [row] = await test.database.db
    .select()
    .from(productCollection)
    .where(and(eq(productCollection.storeId, org.storeId), eq(productCollection.id, id)));
  return row;
}

async function collectionIdsOf(org: TestOrg, productIds: string[]) {
  const rows = await test.database.db
    .select({ id: product.id, collectionId: product.collectionId })
    .from(product)
    .where(and(eq(product.storeId, org.storeId), inArray(product.id, productIds)));
  return Object.fromEntries(rows.map((row) => [row.id, row.collectionId]));
}

describe('POST /admin/collections', () => {
  it('creates a collection, making the handle from the title when none is given', async () => {
    const org = await createOrg(test);
    const response = await org.admin.post('/admin/collections', {
      title: '  Été Sale 2026! ',
      metadata: { season: 'summer' },
    });
    expect(response.status).toBe(200);
    const { collection } = AdminCollectionsRes.parse(response.body);
    expect(collection).toMatchObject({
      title: 'Été Sale 2026!',
      handle: 'ete-sale-2026',
      deleted_at: null,
      metadata: { season: 'summer' },
      products: [],
    });
    expect(collection.id).toMatch(/^pcol_/);
    expect(await collectionRow(org, collection.id)).toMatchObject({ handle: 'ete-sale-2026' });

    const given = await org.admin.post('/admin/collections', { title: 'Winter', handle: 'cold' });
    expect(AdminCollectionsRes.parse(given.body).collection).toMatchObject({
      handle: 'cold',
      metadata: null,
    });
  });

  it('answers 422 naming the handle when it is taken in the store, and 400 naming the field', async () => {
    const org = await createOrg(test);
    await createCollection(org, { title: 'Summer' });
    const duplicate = await org.admin.post('/admin/collections', { title: 'Summer' });
    expect(duplicate.status).toBe(422);
    expect(ErrorBody.parse(duplicate.body)).toMatchObject({
      type: 'duplicate_error',
      message: 'Product collection with handle summer already exists.',
    });
    const explicit = await org.admin.post('/admin/collections', {
      title: 'Other',
      handle: 'summer',
    });
    expect(explicit.status).toBe(422);
    expect(explicit.body.message).toContain('summer');

    // Another store may use the same handle.
    const other = await createOrg(test);
    expect((await other.admin.post('/admin/collections', { title: 'Summer' })).status).toBe(200);

    const missing = await org.admin.post('/admin/collections', {});
    expect(missing.status).toBe(400);
    expect(ErrorBody.parse(missing.body).message).toBe('title is required');
    const badHandle = await org.admin.post('/admin/collections', {
      title: 'X',
      handle: 'Not A Handle',
    });
    expect(badHandle.status).toBe(400);
    expect(badHandle.body.message).toMatch(/^handle /);
    const extra = await org.admin.post('/admin/collections', { title: 'X', colour: 'red' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('colour is not allowed');
  });
});

describe('GET /admin/collections', () => {
  it('lists live collections with their products, filtered, sorted and paged', async () => {
    const org = await createOrg(test);
    const summer = await createCollection(org, { title: 'Summer' });
    const winter = await createCollection(org, { title: 'Winter', handle: 'cold-days' });
    const gone = await createCollection(org, { title: 'Gone' });
    await org.admin.delete(`/admin/collections/${gone.id}`);
    const shirt = await createProduct(test, org, { title: 'Shirt', collectionId: summer.id });
    const hat = await createProduct(test, org, { title: 'Hat', collectionId: summer.id });
    const deleted = await createProduct(test, org, { title: 'Old', collectionId: summer.id });
    await test.database.db
      .update(product)
      .set({ deletedAt: new Date() })
      .where(and(eq(product.storeId, org.storeId), eq(product.id, deleted.id)));

    const all = AdminCollectionsListRes.parse((await org.admin.get('/admin/collections')).body);
    expect(all).toMatchObject({ count: 2, limit: 10, offset: 0 });
    expect(all.collections.map((c) => c.id)).toEqual([winter.id, summer.id]);
    const listed = all.collections.find((c) => c.id === summer.id)!;
    expect(listed.products.map((p) => p.id).sort()).toEqual([shirt.id, hat.id].sort());
    expect(listed.products[0]).toMatchObject({ collection_id: summer.id, status: 'published' });
    expect(listed.products[0]).not.toHaveProperty('variants');
    expect(all.collections.find((c) => c.id === winter.id)!.products).toEqual([]);

    const byQ = AdminCollectionsListRes.parse(
      (await org.admin.get('/admin/collections?q=COLD')).body,
    );
    expect(byQ.collections.map((c) => c.id)).toEqual([winter.id]);
    const byTitle = await org.admin.get('/admin/collections?title=Summer');
    expect(byTitle.body.collections.map((c: { id: string }) => c.id)).toEqual([summer.id]);
    const byHandle = await org.admin.get('/admin/collections?handle=cold-days');
    expect(byHandle.body.count).toBe(1);

    const sorted = await org.admin.get('/admin/collections?order=title&limit=1&offset=1');
    expect(AdminCollectionsListRes.parse(sorted.body)).toMatchObject({
      count: 2,
      limit: 1,
      offset: 1,
    });
    expect(sorted.body.collections.map((c: { id: string }) => c.id)).toEqual([winter.id]);
    const pastEnd = await org.admin.get('/admin/collections?offset=5');
    expect(pastEnd.body).toMatchObject({ collections: [], count: 2, offset: 5 });

    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const none = await org.admin.get(`/admin/collections?created_at[gt]=${future}`);
    expect(none.body.count).toBe(0);
    const before = await org.admin.get(`/admin/collections?created_at[lt]=${future}`);
    expect(before.body.count).toBe(2);
  });

  it('answers 400 naming the parameter for a bad query', async () => {
    const org = await createOrg(test);
    const limit = await org.admin.get('/admin/collections?limit=abc');
    expect(limit.status).toBe(400);
    expect(ErrorBody.parse(limit.body).message).toMatch(/^limit /);
    const order = await org.admin.get('/admin/collections?order=colour');
    expect(order.status).toBe(400);
    expect(order.body.message).toMatch(/^order must be one of: title, handle/);
    const date = await org.admin.get('/admin/collections?created_at[gt]=yesterday');
    expect(date.status).toBe(400);
    expect(date.body.message).toMatch(/^created_at\.gt /);
  });
});

describe('/admin/collections/:id', () => {
  it('reads, updates and soft-deletes a collection, taking its products out of it', async () => {
    const org = await createOrg(test);
    const summer = await createCollection(org, { title: 'Summer' });
    await createCollection(org, { title: 'Taken' });
    const shirt = await createProduct(test, org, { collectionId: summer.id });

    const one = AdminCollectionsRes.parse(
      (await org.admin.get(`/admin/collections/${summer.id}`)).body,
    );
    expect(one.collection.products.map((p) => p.id)).toEqual([shirt.id]);

    const updated = await org.admin.post(`/admin/collections/${summer.id}`, {
      title: 'Summer 26',
      metadata: { a: 1 },
    });
    expect(updated.status).toBe(200);
    expect(AdminCollectionsRes.parse(updated.body).collection).toMatchObject({
      title: 'Summer 26',
      handle: 'summer',
      metadata: { a: 1 },
    });
    const clash = await org.admin.post(`/admin/collections/${summer.id}`, { handle: 'taken' });
    expect(clash.status).toBe(422);
    expect(clash.body.message).toBe('Product collection with handle taken already exists.');
    const empty = await org.admin.post(`/admin/collections/${summer.id}`, { title: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('title must not be empty');

    const deleted = await org.admin.delete(`/admin/collections/${summer.id}`);
    expect(deleted.status).toBe(200);
    expect(AdminCollectionsDeleteRes.parse(deleted.body)).toEqual({
      id: summer.id,
      object: 'product-collection',
      deleted: true,
    });
    expect((await collectionRow(org, summer.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await collectionIdsOf(org, [shirt.id])).toEqual({ [shirt.id]: null });

    const again = await org.admin.get(`/admin/collections/${summer.id}`);
    expect(again.status).toBe(404);
    expect(ErrorBody.parse(again.body).message).toBe(
      `Product collection with id: ${summer.id} was not found`,
    );
    expect((await org.admin.delete(`/admin/collections/${summer.id}`)).status).toBe(404);
    expect((await org.admin.post(`/admin/collections/${summer.id}`, { title: 'x' })).status).toBe(
      404,
    );
    // The handle of a deleted collection is free again.
    expect((await org.admin.post('/admin/collections', { title: 'Summer' })).status).toBe(200);
  });

  it("another store's admin gets 404 on every call and changes nothing", async () => {
    const a = await createOrg(test);
    const b = await createOrg(test);
    const summer = await createCollection(a, { title: 'Summer' });
    const shirt = await createProduct(test, a, { collectionId: summer.id });
    const bProduct = await createProduct(test, b);
    const before = await collectionRow(a, summer.id);

    const calls = [
      b.admin.get(`/admin/collections/${summer.id}`),
      b.admin.post(`/admin/collections/${summer.id}`, { title: 'Hijacked' }),
      b.admin.delete(`/admin/collections/${summer.id}`),
      b.admin.post(`/admin/collections/${summer.id}/products/batch`, {
        product_ids: [bProduct.id],
      }),
      b.admin.request('DELETE', `/admin/collections/${summer.id}/products/batch`, {
        body: { product_ids: [shirt.id] },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(ErrorBody.parse(response.body).type).toBe('not_found');
    }
    const listed = AdminCollectionsListRes.parse((await b.admin.get('/admin/collections')).body);
    expect(listed.count).toBe(0);

    expect(await collectionRow(a, summer.id)).toEqual(before);
    expect(await collectionIdsOf(a, [shirt.id])).toEqual({ [shirt.id]: summer.id });
    expect(await collectionIdsOf(b, [bProduct.id])).toEqual({ [bProduct.id]: null });
  });
});

describe('/admin/collections/:id/products/batch', () => {
  it('adds products to a collection and removes them again', async () => {
    const org = await createOrg(test);
    const summer = await createCollection(org, { title: 'Summer' });
    const winter = await createCollection(org, { title: 'Winter' });
    const [p1, p2, p3] = await Promise.all([
      createProduct(test, org),
      createProduct(test, org),
      createProduct(test, org, { collectionId: winter.id }),
    ]);

    const added = await org.admin.post(`/admin/collections/${summer.id}/products/batch`, {
      product_ids: [p1!.id, p3!.id, p1!.id],
    });
    expect(added.status).toBe(200);
    const { collection } = AdminCollectionsRes.parse(added.body);
    expect(collection.id).toBe(summer.id);
    expect(collection.products.map((p) => p.id).sort()).toEqual([p1!.id, p3!.id].sort());
    expect(await collectionIdsOf(org, [p1!.id, p2!.id, p3!.id])).toEqual({
      [p1!.id]: summer.id,
      [p2!.id]: null,
      [p3!.id]: summer.id,
    });

    const removed = await org.admin.request(
      'DELETE',
      `/admin/collections/${summer.id}/products/batch`,
      { body: { product_ids: [p1!.id, p2!.id] } },
    );
    expect(removed.status).toBe(200);
    expect(AdminDeleteProductsFromCollectionRes.parse(removed.body)).toEqual({
      id: summer.id,
      object: 'product-collection',
      removed_products: [p1!.id],
    });
    expect(await collectionIdsOf(org, [p1!.id, p2!.id, p3!.id])).toEqual({
      [p1!.id]: null,
      [p2!.id]: null,
      [p3!.id]: summer.id,
    });
  });

  it('an unknown or foreign product id is a 404 naming it, and nothing changes', async () => {
    const org = await createOrg(test);
    const other = await createOrg(test);
    const summer = await createCollection(org, { title: 'Summer' });
    const mine = await createProduct(test, org);
    const theirs = await createProduct(test, other);

    for (const stranger of ['prod_unknown', theirs.id]) {
      const response = await org.admin.post(`/admin/collections/${summer.id}/products/batch`, {
        product_ids: [mine.id, stranger],
      });
      expect(response.status).toBe(404);
      expect(ErrorBody.parse(response.body).message).toBe(
        `Product with id: ${stranger} was not found`,
      );
      expect(await collectionIdsOf(org, [mine.id])).toEqual({ [mine.id]: null });
    }
    expect(await collectionIdsOf(other, [theirs.id])).toEqual({ [theirs.id]: null });

    await org.admin.post(`/admin/collections/${summer.id}/products/batch`, {
      product_ids: [mine.id],
    });
    const remove = await org.admin.request(
      'DELETE',
      `/admin/collections/${summer.id}/products/batch`,
      { body: { product_ids: [mine.id, theirs.id] } },
    );
    expect(remove.status).toBe(404);
    expect(remove.body.message).toBe(`Product with id: ${theirs.id} was not found`);
    expect(await collectionIdsOf(org, [mine.id])).toEqual({ [mine.id]: summer.id });

    const empty = await org.admin.post(`/admin/collections/${summer.id}/products/batch`, {
      product_ids: [],
    });
    expect(empty.status).toBe(400);
    expect(ErrorBody.parse(empty.body).message).toBe('product_ids must have at least 1 items');
    const missing = await org.admin.request(
      'DELETE',
      `/admin/collections/${summer.id}/products/batch`,
      { body: {} },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('product_ids is required');
  });
});

describe('/store/collections', () => {
  it('lists and reads the store’s live collections without products', async () => {
    const org = await createOrg(test);
    const other = await createOrg(test);
    const ids: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      ids.push((await createCollection(org, { title: `Drop ${index}` })).id);
    }
    const gone = await createCollection(org, { title: 'Gone' });
    await org.admin.delete(`/admin/collections/${gone.id}`);
    const foreign = await createCollection(other, { title: 'Foreign' });
    await createProduct(test, org, { collectionId: ids[0] });

    const list = StoreCollectionsListRes.parse((await shopper(org).get('/store/collections')).body);
    expect(list).toMatchObject({ count: 11, limit: 10, offset: 0 });
    expect(list.collections.map((c) => c.id)).toEqual(ids.slice(1).reverse());
    expect(list.collections[0]).not.toHaveProperty('products');

    const page = await shopper(org).get('/store/collections?limit=5&offset=10');
    expect(StoreCollectionsListRes.parse(page.body).collections.map((c) => c.id)).toEqual([ids[0]]);
    const byHandle = await shopper(org).get('/store/collections?handle=drop-1&handle=drop-2');
    expect(byHandle.body.collections.map((c: { handle: string }) => c.handle).sort()).toEqual([
      'drop-1',
      'drop-2',
    ]);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect(
      (await shopper(org).get(`/store/collections?updated_at[gte]=${future}`)).body.count,
    ).toBe(0);

    const one = await shopper(org).get(`/store/collections/${ids[0]}`);
    expect(one.status).toBe(200);
    expect(StoreCollectionsRes.parse(one.body).collection).toMatchObject({
      id: ids[0],
      handle: 'drop-0',
    });
    expect(one.body.collection).not.toHaveProperty('products');

    expect((await shopper(org).get(`/store/collections/${gone.id}`)).status).toBe(404);
    const cross = await shopper(org).get(`/store/collections/${foreign.id}`);
    expect(cross.status).toBe(404);
    expect(ErrorBody.parse(cross.body).type).toBe('not_found');

    const bad = await shopper(org).get('/store/collections?offset=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^offset /);
    expect((await test.session().get('/store/collections')).status).toBe(400);
  });
});
