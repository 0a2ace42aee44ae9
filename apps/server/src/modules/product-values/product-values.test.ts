import {
  AdminProductsListTagsRes,
  AdminProductsListTypesRes,
  ErrorBody,
  PRODUCT_VALUE_KINDS,
  productValuesListRes,
  type ProductValueKind,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import {
  createOrg,
  createProduct,
  createTag,
  createType,
  type TestOrg,
} from '../../../test/factories.js';
import { product } from '../products/products.tables.js';
import { PRODUCT_VALUE_TABLES } from './product-values.service.js';
import { productTag, productType } from './product-values.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const shopper = (org: TestOrg) => test.session({ 'x-publishable-api-key': org.publishableKeyId });

async function softDelete(
  table: typeof product | typeof productTag | typeof productType,
  org: TestOrg,
  id: string,
) {
  await test.database.db
    .update(table)
    .set({ deletedAt: new Date() })
    .where(and(eq(table.storeId, org.storeId), eq(table.id, id)));
}

/** Tags and types are one area: every list case runs for both, with each kind's own names. */
describe.each(Object.keys(PRODUCT_VALUE_KINDS) as ProductValueKind[])('product %ss', (kind) => {
  const { plural, adminDefaultLimit, storeDefaultLimit } = PRODUCT_VALUE_KINDS[kind];
  const path = plural.replace('_', '-');
  const ListRes = productValuesListRes(plural);
  const table = PRODUCT_VALUE_TABLES[kind] as typeof productTag;
  const create = kind === 'tag' ? createTag : createType;
  const values = (body: unknown) => ListRes.parse(body)[plural].map((entry) => entry.value);

  it(`GET /admin/${path} lists live ${kind}s, filtered, sorted and paged (${adminDefaultLimit} by default)`, async () => {
    const org = await createOrg(test);
    const made = [];
    for (let index = 0; index < adminDefaultLimit + 2; index += 1) {
      made.push(await create(test, org, `value-${String(index).padStart(2, '0')}`));
    }
    const cotton = await create(test, org, 'Cotton');
    const gone = await create(test, org, 'gone');
    await softDelete(table, org, gone.id);
    const live = adminDefaultLimit + 3;

    const first = await org.admin.get(`/admin/${path}`);
    expect(first.status).toBe(200);
    const list = ListRes.parse(first.body);
    expect(list).toMatchObject({ count: live, limit: adminDefaultLimit, offset: 0 });
    expect(list[plural]).toHaveLength(adminDefaultLimit);
    // Newest first by default.
    expect(list[plural][0]).toMatchObject({
      id: cotton.id,
      value: 'Cotton',
      deleted_at: null,
      metadata: null,
    });

    expect(values((await org.admin.get(`/admin/${path}?q=cOTT`)).body)).toEqual(['Cotton']);
    expect(
      values(
        (await org.admin.get(`/admin/${path}?value=value-01&value=value-03&order=value`)).body,
      ),
    ).toEqual(['value-01', 'value-03']);
    const byCommaIds = await org.admin.get(
      `/admin/${path}?id=${made[5]!.id},${made[6]!.id}&order=-value`,
    );
    expect(values(byCommaIds.body)).toEqual(['value-06', 'value-05']);
    const byRepeatedIds = await org.admin.get(
      `/admin/${path}?id[]=${made[3]!.id}&id[]=${made[4]!.id}`,
    );
    expect(values(byRepeatedIds.body).sort()).toEqual(['value-03', 'value-04']);
    const paged = await org.admin.get(`/admin/${path}?order=value&limit=3&offset=3`);
    expect(ListRes.parse(paged.body)).toMatchObject({ count: live, limit: 3, offset: 3 });
    expect(values(paged.body)).toEqual(['value-02', 'value-03', 'value-04']);
    const last = `value-${String(adminDefaultLimit + 1).padStart(2, '0')}`;
    const backwards = await org.admin.get(`/admin/${path}?order=-value&limit=2&offset=1`);
    expect(values(backwards.body)).toEqual([
      `value-${String(adminDefaultLimit).padStart(2, '0')}`,
      `value-${String(adminDefaultLimit - 1).padStart(2, '0')}`,
    ]);
    expect(values((await org.admin.get(`/admin/${path}?order=-value&limit=1`)).body)).toEqual([
      last,
    ]);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await org.admin.get(`/admin/${path}?created_at[gt]=${future}`)).body.count).toBe(0);
    expect((await org.admin.get(`/admin/${path}?updated_at[lt]=${future}`)).body.count).toBe(live);
    const ignored = await org.admin.get(`/admin/${path}?discount_condition_id=dcon_1`);
    expect(ignored.body.count).toBe(live);
    expect((await org.admin.get(`/admin/${path}?offset=50`)).body).toMatchObject({
      [plural]: [],
      count: live,
    });
  });

  it(`never shows another store’s ${kind}s, and names the parameter of a bad query`, async () => {
    const a = await createOrg(test);
    const b = await createOrg(test);
    const organic = await create(test, a, 'organic');

    const list = await b.admin.get(`/admin/${path}?id=${organic.id}`);
    expect(ListRes.parse(list.body)).toMatchObject({ [plural]: [], count: 0 });
    expect((await b.admin.get(`/admin/${path}?value=organic`)).body.count).toBe(0);
    expect(ListRes.parse((await shopper(b).get(`/store/${path}`)).body).count).toBe(0);
    const [row] = await test.database.db
      .select()
      .from(table)
      .where(and(eq(table.storeId, a.storeId), eq(table.id, organic.id)));
    expect(row).toMatchObject({ value: 'organic', deletedAt: null });

    for (const query of ['limit=abc', 'limit=5000', 'offset=x']) {
      const bad = await a.admin.get(`/admin/${path}?${query}`);
      expect(bad.status, query).toBe(400);
      expect(ErrorBody.parse(bad.body).message, query).toMatch(
        new RegExp(`^${query.split('=')[0]} `),
      );
    }
    const order = await a.admin.get(`/admin/${path}?order=colour`);
    expect(order.status).toBe(400);
    expect(order.body.message).toBe(
      'order must be one of: value, created_at, updated_at (prefix - for descending)',
    );
  });

  it(`GET /store/${path} lists the store’s ${kind}s for shoppers, ${storeDefaultLimit} by default`, async () => {
    const org = await createOrg(test);
    for (let index = 0; index < storeDefaultLimit + 1; index += 1) {
      await create(test, org, `v${index}`);
    }
    const list = ListRes.parse((await shopper(org).get(`/store/${path}`)).body);
    expect(list).toMatchObject({
      count: storeDefaultLimit + 1,
      limit: storeDefaultLimit,
      offset: 0,
    });
    expect(list[plural]).toHaveLength(storeDefaultLimit);
    expect(values((await shopper(org).get(`/store/${path}?value=v7&q=v`)).body)).toEqual(['v7']);
    expect(values((await shopper(org).get(`/store/${path}?order=value&limit=3`)).body)).toEqual([
      'v0',
      'v1',
      'v10',
    ]);
    const badDate = await shopper(org).get(`/store/${path}?created_at[after]=2026-01-01`);
    expect(badDate.status).toBe(400);
    expect(ErrorBody.parse(badDate.body).message).toMatch(/created_at/);
    const badLimit = await shopper(org).get(`/store/${path}?limit=-1`);
    expect(badLimit.status).toBe(400);
    expect(ErrorBody.parse(badLimit.body).message).toMatch(/^limit /);
  });
});

describe('GET /admin/products/tag-usage', () => {
  it('counts the live products carrying each tag, the most used first, in the caller’s store', async () => {
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
    const other = await createOrg(test);
    expect((await other.admin.get('/admin/products/tag-usage')).body).toEqual({ tags: [] });
  });
});

describe('GET /admin/products/types', () => {
  it('answers the types at least one live product has, in the caller’s store', async () => {
    const org = await createOrg(test);
    const [p1, p2, p3] = await Promise.all([
      createProduct(test, org),
      createProduct(test, org),
      createProduct(test, org),
    ]);
    const shirt = await createType(test, org, 'Shirt', [p1!.id, p2!.id]);
    const hat = await createType(test, org, 'Hat', [p3!.id]);
    await createType(test, org, 'Unused');
    const gone = await createType(test, org, 'Gone');
    await softDelete(product, org, p3!.id);
    await softDelete(productType, org, gone.id);

    let response = await org.admin.get('/admin/products/types');
    expect(response.status).toBe(200);
    expect(AdminProductsListTypesRes.parse(response.body).types.map((t) => t.id)).toEqual([
      shirt.id,
    ]);

    const p4 = await createProduct(test, org);
    await test.database.db
      .update(product)
      .set({ typeId: hat.id })
      .where(and(eq(product.storeId, org.storeId), eq(product.id, p4.id)));
    response = await org.admin.get('/admin/products/types');
    expect(AdminProductsListTypesRes.parse(response.body).types.map((t) => t.value)).toEqual([
      'Hat',
      'Shirt',
    ]);
    const other = await createOrg(test);
    expect((await other.admin.get('/admin/products/types')).body).toEqual({ types: [] });
  });
});
