import {
  AdminBearerAuthRes,
  AdminCollectionsDeleteRes,
  AdminCollectionsListRes,
  AdminCollectionsRes,
  AdminDeleteProductsFromCollectionRes,
  AdminProductTagsListRes,
  AdminProductTypesListRes,
  StoreCollectionsListRes,
  StoreCollectionsRes,
  StoreProductTagsListRes,
  StoreProductTypesListRes,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/app.js';
import {
  createOrg,
  createProduct,
  createTag,
  createType,
  type TestOrg,
} from '../../../apps/server/test/factories.js';
import Storedesk from './index.js';

/**
 * The collection, product tag and product type calls of the client against the real server
 * (in-process, own database), answers parsed with the contract's schemas.
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
  client.setPublishableKey(org.publishableKeyId);
}, 120_000);

afterAll(async () => {
  await test?.close();
}, 60_000);

describe('collections', () => {
  it('create, list, retrieve, update, batch add and remove, delete; store list and retrieve', async () => {
    const { collection } = AdminCollectionsRes.parse(
      await client.admin.collections.create({ title: 'Summer Sale' }),
    );
    expect(collection.handle).toBe('summer-sale');
    const shirt = await createProduct(test, org, { title: 'Shirt' });

    const added = AdminCollectionsRes.parse(
      await client.admin.collections.addProducts(collection.id, { product_ids: [shirt.id] }),
    );
    expect(added.collection.products.map((p) => p.id)).toEqual([shirt.id]);

    const list = AdminCollectionsListRes.parse(
      await client.admin.collections.list({
        q: 'summer',
        created_at: { lte: new Date().toISOString() },
      }),
    );
    expect(list.collections.map((c) => c.id)).toEqual([collection.id]);

    const updated = AdminCollectionsRes.parse(
      await client.admin.collections.update(collection.id, { title: 'Summer' }),
    );
    expect(updated.collection).toMatchObject({ title: 'Summer', handle: 'summer-sale' });
    expect(
      AdminCollectionsRes.parse(await client.admin.collections.retrieve(collection.id)).collection
        .products,
    ).toHaveLength(1);

    const stored = StoreCollectionsListRes.parse(
      await client.store.collections.list({ handle: ['summer-sale'] }),
    );
    expect(stored.collections.map((c) => c.id)).toEqual([collection.id]);
    expect(
      StoreCollectionsRes.parse(await client.store.collections.retrieve(collection.id)).collection
        .title,
    ).toBe('Summer');

    const removed = AdminDeleteProductsFromCollectionRes.parse(
      await client.admin.collections.removeProducts(collection.id, { product_ids: [shirt.id] }),
    );
    expect(removed.removed_products).toEqual([shirt.id]);

    const deleted = AdminCollectionsDeleteRes.parse(
      await client.admin.collections.delete(collection.id),
    );
    expect(deleted).toEqual({ id: collection.id, object: 'product-collection', deleted: true });
    await expect(client.admin.collections.retrieve(collection.id)).rejects.toMatchObject({
      status: 404,
      type: 'not_found',
    });
  });
});

describe('product tags and types', () => {
  it('list with filters, admin and store', async () => {
    const hat = await createProduct(test, org, { title: 'Hat' });
    const tag = await createTag(test, org, 'wool', [hat.id]);
    const type = await createType(test, org, 'Headwear', [hat.id]);

    const tags = AdminProductTagsListRes.parse(
      await client.admin.productTags.list({ value: ['wool'], limit: 5 }),
    );
    expect(tags).toMatchObject({ count: 1, limit: 5 });
    expect(tags.product_tags[0]?.id).toBe(tag.id);
    expect(
      StoreProductTagsListRes.parse(await client.store.productTags.list({ q: 'woo' })).count,
    ).toBe(1);

    const types = AdminProductTypesListRes.parse(
      await client.admin.productTypes.list({ id: [type.id] }),
    );
    expect(types.product_types.map((t) => t.value)).toEqual(['Headwear']);
    expect(
      StoreProductTypesListRes.parse(await client.store.productTypes.list({ order: 'value' }))
        .product_types,
    ).toHaveLength(1);
  });
});
