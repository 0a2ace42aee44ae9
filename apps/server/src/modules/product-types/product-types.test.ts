import {
  AdminProductTypesListRes,
  AdminProductsListTypesRes,
  ErrorBody,
  StoreProductTypesListRes,
} from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, createType, type TestOrg } from '../../../test/factories.js';
import { product } from '../products/products.tables.js';
import { productType } from './product-types.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const shopper = (org: TestOrg) => test.session({ 'x-publishable-api-key': org.publishableKeyId });

async function softDelete(table: typeof product | typeof productType, org: TestOrg, id: string) {
  await test.database.db
    .update(table)
    .set({ deletedAt: new Date() })
    .where(and(eq(table.storeId, org.storeId), eq(table.id, id)));
}

const values = (body: unknown) =>
  AdminProductTypesListRes.parse(body).product_types.map((type) => type.value);

describe('GET /admin/product-types', () => {
  it('lists the store’s live types, filtered, sorted and paged (20 by default)', async () => {
    const org = await createOrg(test);
    const types = [];
    for (let index = 0; index < 21; index += 1) {
      types.push(await createType(test, org, `type-${String(index).padStart(2, '0')}`));
    }
    const shirt = await createType(test, org, 'Shirt');
    const gone = await createType(test, org, 'gone');
    await softDelete(productType, org, gone.id);

    const first = await org.admin.get('/admin/product-types');
    expect(first.status).toBe(200);
    const list = AdminProductTypesListRes.parse(first.body);
    expect(list).toMatchObject({ count: 22, limit: 20, offset: 0 });
    expect(list.product_types).toHaveLength(20);
    expect(list.product_types[0]).toMatchObject({
      id: shirt.id,
      value: 'Shirt',
      deleted_at: null,
      metadata: null,
    });

    expect(values((await org.admin.get('/admin/product-types?q=SHI')).body)).toEqual(['Shirt']);
    expect(
      values(
        (await org.admin.get('/admin/product-types?value=type-02&value=Shirt&order=value')).body,
      ),
    ).toEqual(['Shirt', 'type-02']);
    const byId = await org.admin.get(
      `/admin/product-types?id[]=${types[3]!.id}&id[]=${types[4]!.id}`,
    );
    expect(values(byId.body).sort()).toEqual(['type-03', 'type-04']);
    const paged = await org.admin.get('/admin/product-types?order=-value&limit=2&offset=1');
    expect(AdminProductTypesListRes.parse(paged.body)).toMatchObject({ count: 22, limit: 2 });
    expect(values(paged.body)).toEqual(['type-19', 'type-18']);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await org.admin.get(`/admin/product-types?updated_at[lt]=${future}`)).body.count).toBe(
      22,
    );
  });

  it('never shows another store’s types, and names the parameter of a bad query', async () => {
    const a = await createOrg(test);
    const b = await createOrg(test);
    const shirtProduct = await createProduct(test, a);
    const shirt = await createType(test, a, 'Shirt', [shirtProduct.id]);

    const list = await b.admin.get(`/admin/product-types?id=${shirt.id}`);
    expect(AdminProductTypesListRes.parse(list.body)).toMatchObject({
      product_types: [],
      count: 0,
    });
    expect((await b.admin.get('/admin/products/types')).body).toEqual({ types: [] });
    expect(
      StoreProductTypesListRes.parse((await shopper(b).get('/store/product-types')).body).count,
    ).toBe(0);
    const [row] = await test.database.db
      .select()
      .from(productType)
      .where(and(eq(productType.storeId, a.storeId), eq(productType.id, shirt.id)));
    expect(row).toMatchObject({ value: 'Shirt', deletedAt: null });

    const offset = await a.admin.get('/admin/product-types?offset=x');
    expect(offset.status).toBe(400);
    expect(ErrorBody.parse(offset.body).message).toMatch(/^offset /);
    const order = await a.admin.get('/admin/product-types?order=-title');
    expect(order.status).toBe(400);
    expect(order.body.message).toMatch(/^order must be one of: value/);
  });
});

describe('GET /admin/products/types', () => {
  it('answers the types at least one live product has', async () => {
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
    await createType(test, org, 'Cap', []);
    await test.database.db
      .update(product)
      .set({ typeId: hat.id })
      .where(and(eq(product.storeId, org.storeId), eq(product.id, p4.id)));
    response = await org.admin.get('/admin/products/types');
    expect(AdminProductsListTypesRes.parse(response.body).types.map((t) => t.value)).toEqual([
      'Hat',
      'Shirt',
    ]);
  });
});

describe('GET /store/product-types', () => {
  it('lists the store’s types for shoppers', async () => {
    const org = await createOrg(test);
    await createType(test, org, 'Shirt');
    await createType(test, org, 'Hat');
    const list = StoreProductTypesListRes.parse(
      (await shopper(org).get('/store/product-types?order=value')).body,
    );
    expect(list).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(list.product_types.map((type) => type.value)).toEqual(['Hat', 'Shirt']);
    const bad = await shopper(org).get('/store/product-types?limit=-1');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(bad.body).message).toMatch(/^limit /);
  });
});
