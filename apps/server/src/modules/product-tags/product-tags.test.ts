import {
  AdminProductTagsListRes,
  AdminProductsListTagsRes,
  ErrorBody,
  StoreProductTagsListRes,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, createTag, type TestOrg } from '../../../test/factories.js';
import { product } from '../products/products.tables.js';
import { productTag } from './product-tags.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const shopper = (org: TestOrg) => test.session({ 'x-publishable-api-key': org.publishableKeyId });

async function softDelete(table: typeof product | typeof productTag, org: TestOrg, id: string) {
  await test.database.db
    .update(table)
    .set({ deletedAt: new Date() })
    .where(and(eq(table.storeId, org.storeId), eq(table.id, id)));
}

const values = (body: unknown) =>
  AdminProductTagsListRes.parse(body).product_tags.map((tag) => tag.value);

describe('GET /admin/product-tags', () => {
  it('lists the store’s live tags, filtered, sorted and paged (10 by default)', async () => {
    const org = await createOrg(test);
    const tags = [];
    for (let index = 0; index < 12; index += 1) {
      tags.push(await createTag(test, org, `tag-${String(index).padStart(2, '0')}`));
    }
    const cotton = await createTag(test, org, 'Cotton');
    const gone = await createTag(test, org, 'gone');
    await softDelete(productTag, org, gone.id);

    const first = await org.admin.get('/admin/product-tags');
    expect(first.status).toBe(200);
    const list = AdminProductTagsListRes.parse(first.body);
    expect(list).toMatchObject({ count: 13, limit: 10, offset: 0 });
    // Newest first by default.
    expect(list.product_tags[0]).toMatchObject({
      id: cotton.id,
      value: 'Cotton',
      deleted_at: null,
      metadata: null,
    });

    expect(values((await org.admin.get('/admin/product-tags?q=cOTT')).body)).toEqual(['Cotton']);
    expect(
      values(
        (await org.admin.get('/admin/product-tags?value=tag-01&value=tag-03&order=value')).body,
      ),
    ).toEqual(['tag-01', 'tag-03']);
    const byId = await org.admin.get(
      `/admin/product-tags?id=${tags[5]!.id},${tags[6]!.id}&order=-value`,
    );
    expect(values(byId.body)).toEqual(['tag-06', 'tag-05']);
    const paged = await org.admin.get('/admin/product-tags?order=value&limit=3&offset=3');
    expect(AdminProductTagsListRes.parse(paged.body)).toMatchObject({
      count: 13,
      limit: 3,
      offset: 3,
    });
    expect(values(paged.body)).toEqual(['tag-02', 'tag-03', 'tag-04']);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await org.admin.get(`/admin/product-tags?created_at[gt]=${future}`)).body.count).toBe(
      0,
    );
    const ignored = await org.admin.get('/admin/product-tags?discount_condition_id=dcon_1');
    expect(ignored.body.count).toBe(13);
    expect((await org.admin.get('/admin/product-tags?offset=50')).body).toMatchObject({
      product_tags: [],
      count: 13,
    });
  });

  it('never shows another store’s tags, and names the parameter of a bad query', async () => {
    const a = await createOrg(test);
    const b = await createOrg(test);
    const organic = await createTag(test, a, 'organic');
    const list = await b.admin.get(`/admin/product-tags?id=${organic.id}`);
    expect(AdminProductTagsListRes.parse(list.body)).toMatchObject({ product_tags: [], count: 0 });
    expect((await b.admin.get('/admin/product-tags?value=organic')).body.count).toBe(0);
    expect((await b.admin.get('/admin/products/tag-usage')).body).toEqual({ tags: [] });
    expect(
      (
        await test
          .session({ 'x-publishable-api-key': b.publishableKeyId })
          .get('/store/product-tags')
      ).body.count,
    ).toBe(0);
    const [row] = await test.database.db
      .select()
      .from(productTag)
      .where(and(eq(productTag.storeId, a.storeId), eq(productTag.id, organic.id)));
    expect(row).toMatchObject({ value: 'organic', deletedAt: null });

    const limit = await a.admin.get('/admin/product-tags?limit=abc');
    expect(limit.status).toBe(400);
    expect(ErrorBody.parse(limit.body).message).toMatch(/^limit /);
    const order = await a.admin.get('/admin/product-tags?order=colour');
    expect(order.status).toBe(400);
    expect(order.body.message).toBe(
      'order must be one of: value, created_at, updated_at (prefix - for descending)',
    );
    const tooMany = await a.admin.get('/admin/product-tags?limit=5000');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^limit /);
  });
});

describe('GET /admin/products/tag-usage', () => {
  it('counts the live products carrying each tag, the most used first', async () => {
    const org = await createOrg(test);
    const [p1, p2, p3] = await Promise.all([
      createProduct(test, org),
      createProduct(test, org),
      createProduct(test, org),
    ]);
    const cotton = await createTag(test, org, 'cotton', [p1!.id, p2!.id, p3!.id]);
    const wool = await createTag(test, org, 'wool', [p1!.id]);
    const unused = await createTag(test, org, 'unused');
    const gone = await createTag(test, org, 'gone', [p2!.id]);
    await softDelete(productTag, org, gone.id);
    await softDelete(product, org, p3!.id);

    const response = await org.admin.get('/admin/products/tag-usage');
    expect(response.status).toBe(200);
    expect(AdminProductsListTagsRes.parse(response.body).tags).toEqual([
      { id: cotton.id, value: 'cotton', usage_count: 2 },
      { id: wool.id, value: 'wool', usage_count: 1 },
      { id: unused.id, value: 'unused', usage_count: 0 },
    ]);
  });
});

describe('GET /store/product-tags', () => {
  it('lists the store’s tags for shoppers, 20 by default', async () => {
    const org = await createOrg(test);
    for (let index = 0; index < 21; index += 1) await createTag(test, org, `t${index}`);
    const list = StoreProductTagsListRes.parse(
      (await shopper(org).get('/store/product-tags')).body,
    );
    expect(list).toMatchObject({ count: 21, limit: 20, offset: 0 });
    expect(list.product_tags).toHaveLength(20);
    const one = await shopper(org).get('/store/product-tags?value=t7&q=t');
    expect(values(one.body)).toEqual(['t7']);
    const bad = await shopper(org).get('/store/product-tags?created_at[after]=2026-01-01');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(bad.body).message).toMatch(/created_at/);
  });
});
