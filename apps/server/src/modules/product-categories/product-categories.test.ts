import {
  AdminProductCategoriesCategoryRes,
  AdminProductCategoriesListRes,
  DeleteRes,
  ErrorBody,
  StoreProductCategoriesListRes,
  StoreProductCategoriesRes,
  type ProductCategoryWithTree,
} from '@storedesk/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { productCategoryProduct } from '../products/products.tables.js';
import { productCategory } from './product-categories.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

async function createCategory(
  org: TestOrg,
  body: Record<string, unknown>,
): Promise<ProductCategoryWithTree> {
  const response = await org.admin.post('/admin/product-categories', body);
  expect(response.status, response.text).toBe(200);
  return AdminProductCategoriesCategoryRes.parse(response.body).product_category;
}

/** Names of the categories under `parentId` (null: roots), in rank order, read from the database. */
async function childrenInDb(org: TestOrg, parentId: string | null) {
  const rows = await test.database.db
    .select({
      name: productCategory.name,
      rank: productCategory.rank,
      parent: productCategory.parentCategoryId,
    })
    .from(productCategory)
    .where(eq(productCategory.storeId, org.storeId))
    .orderBy(asc(productCategory.rank));
  return rows.filter((row) => row.parent === parentId).map((row) => `${row.rank}:${row.name}`);
}

async function linkedProducts(org: TestOrg, categoryId: string) {
  const rows = await test.database.db
    .select({ productId: productCategoryProduct.productId })
    .from(productCategoryProduct)
    .where(
      and(
        eq(productCategoryProduct.storeId, org.storeId),
        eq(productCategoryProduct.categoryId, categoryId),
      ),
    );
  return rows.map((row) => row.productId).sort();
}

const names = (list: ProductCategoryWithTree[] = []) => list.map((category) => category.name);

describe('/admin/product-categories', () => {
  it('creates categories with handles and ranks, and reads them with parent and children', async () => {
    const org = await createOrg(test);
    const shoes = await createCategory(org, { name: 'Summer Shoes!', is_active: true });
    expect(shoes).toMatchObject({
      name: 'Summer Shoes!',
      handle: 'summer-shoes',
      description: '',
      is_active: true,
      is_internal: false,
      parent_category_id: null,
      parent_category: null,
      category_children: [],
      rank: 0,
      metadata: null,
    });
    expect(shoes.id).toMatch(/^pcat_/);
    const boots = await createCategory(org, {
      name: 'Boots',
      handle: 'boots',
      parent_category_id: shoes.id,
      metadata: { ref: 7 },
    });
    expect(boots).toMatchObject({ rank: 0, parent_category_id: shoes.id, metadata: { ref: 7 } });
    expect(boots.parent_category?.id).toBe(shoes.id);
    const hats = await createCategory(org, { name: 'Hats' });
    expect(hats.rank).toBe(1);
    // An explicit rank inserts there and pushes the later siblings down.
    await createCategory(org, { name: 'Bags', rank: 0 });
    expect(await childrenInDb(org, null)).toEqual(['0:Bags', '1:Summer Shoes!', '2:Hats']);

    const one = await org.admin.get(`/admin/product-categories/${shoes.id}`);
    expect(one.status).toBe(200);
    const detail = AdminProductCategoriesCategoryRes.parse(one.body).product_category;
    expect(names(detail.category_children)).toEqual(['Boots']);

    const list = AdminProductCategoriesListRes.parse(
      (await org.admin.get('/admin/product-categories')).body,
    );
    expect(list).toMatchObject({ count: 4, limit: 100, offset: 0 });
    // Ordered by rank, then by creation.
    expect(list.product_categories.map((c) => `${c.rank}:${c.name}`)).toEqual([
      '0:Boots',
      '0:Bags',
      '1:Summer Shoes!',
      '2:Hats',
    ]);

    const updated = await org.admin.post(`/admin/product-categories/${boots.id}`, {
      name: 'Winter boots',
      description: 'Warm',
      is_internal: true,
    });
    expect(updated.status).toBe(200);
    expect(AdminProductCategoriesCategoryRes.parse(updated.body).product_category).toMatchObject({
      name: 'Winter boots',
      handle: 'boots',
      description: 'Warm',
      is_internal: true,
      rank: 0,
    });
  });

  it('names the field in validation errors and refuses a duplicate handle with 422', async () => {
    const org = await createOrg(test);
    const missing = await org.admin.post('/admin/product-categories', { handle: 'x' });
    expect(missing.status).toBe(400);
    expect(ErrorBody.parse(missing.body).message).toBe('name is required');

    const badHandle = await org.admin.post('/admin/product-categories', {
      name: 'X',
      handle: 'Not A Handle',
    });
    expect(badHandle.status).toBe(400);
    expect(badHandle.body.message).toMatch(/^handle /);

    const badRank = await org.admin.post('/admin/product-categories', { name: 'X', rank: -1 });
    expect(badRank.status).toBe(400);
    expect(badRank.body.message).toMatch(/^rank /);

    const unknownParent = await org.admin.post('/admin/product-categories', {
      name: 'X',
      parent_category_id: 'pcat_nope',
    });
    expect(unknownParent.status).toBe(404);
    expect(unknownParent.body.message).toMatch(/^parent_category_id: .*pcat_nope/);

    await createCategory(org, { name: 'Sale' });
    const duplicate = await org.admin.post('/admin/product-categories', { name: 'Sale' });
    expect(duplicate.status).toBe(422);
    expect(ErrorBody.parse(duplicate.body)).toMatchObject({
      type: 'duplicate_error',
      message: 'Product category with handle sale already exists.',
    });
    const other = await createCategory(org, { name: 'Other' });
    const renamed = await org.admin.post(`/admin/product-categories/${other.id}`, {
      handle: 'sale',
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.message).toContain('sale');

    const badQuery = await org.admin.get('/admin/product-categories?order=colour');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toMatch(/^order /);
    const badExpand = await org.admin.get('/admin/product-categories?expand=products_x');
    expect(badExpand.status).toBe(400);
    expect(badExpand.body.message).toMatch(/^expand /);
  });

  it('filters by q, handle, flags and parent, and nests the descendants tree', async () => {
    const org = await createOrg(test);
    const men = await createCategory(org, { name: 'Men', is_active: true });
    const women = await createCategory(org, { name: 'Women', is_internal: true });
    const shirts = await createCategory(org, { name: 'Shirts', parent_category_id: men.id });
    const polos = await createCategory(org, { name: 'Polos', parent_category_id: shirts.id });
    await createCategory(org, { name: 'Long sleeve polos', parent_category_id: polos.id });
    await createCategory(org, { name: 'Trousers', parent_category_id: men.id });

    const get = async (query: string) =>
      AdminProductCategoriesListRes.parse(
        (await org.admin.get(`/admin/product-categories?${query}`)).body,
      );

    expect(names((await get('q=polo')).product_categories)).toEqual(['Polos', 'Long sleeve polos']);
    expect(names((await get('handle=shirts')).product_categories)).toEqual(['Shirts']);
    expect(names((await get('is_active=true')).product_categories)).toEqual(['Men']);
    expect(names((await get('is_internal=true')).product_categories)).toEqual(['Women']);
    expect(names((await get(`parent_category_id=${men.id}`)).product_categories)).toEqual([
      'Shirts',
      'Trousers',
    ]);
    const page = await get('parent_category_id=null&limit=1&offset=1');
    expect(page).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(names(page.product_categories)).toEqual(['Women']);
    expect(names((await get('order=-name&parent_category_id=null')).product_categories)).toEqual([
      'Women',
      'Men',
    ]);

    const tree = await get('parent_category_id=null&include_descendants_tree=true');
    const [menNode, womenNode] = tree.product_categories;
    expect(menNode?.name).toBe('Men');
    expect(names(menNode?.category_children)).toEqual(['Shirts', 'Trousers']);
    const shirtsNode = menNode?.category_children?.[0];
    expect(names(shirtsNode?.category_children)).toEqual(['Polos']);
    expect(names(shirtsNode?.category_children?.[0]?.category_children)).toEqual([
      'Long sleeve polos',
    ]);
    expect(womenNode?.category_children).toEqual([]);

    // Without the tree, children are one level deep; expand picks the relations.
    const flat = await get(`handle=men`);
    expect(names(flat.product_categories[0]?.category_children)).toEqual(['Shirts', 'Trousers']);
    expect(flat.product_categories[0]?.category_children?.[0]?.category_children).toBeUndefined();
    const parentOnly = await get(`handle=shirts&expand=parent_category`);
    expect(parentOnly.product_categories[0]?.parent_category?.id).toBe(men.id);
    expect(parentOnly.product_categories[0]?.category_children).toBeUndefined();

    const detail = await org.admin.get(
      `/admin/product-categories/${women.id}?include_descendants_tree=true&expand=`,
    );
    expect(AdminProductCategoriesCategoryRes.parse(detail.body).product_category).toMatchObject({
      category_children: [],
    });
    expect(detail.body.product_category.parent_category).toBeUndefined();
  });

  it('reorders among siblings and moves between parents, keeping ranks 0..n-1', async () => {
    const org = await createOrg(test);
    const a = await createCategory(org, { name: 'A' });
    const b = await createCategory(org, { name: 'B' });
    await createCategory(org, { name: 'C' });
    const a0 = await createCategory(org, { name: 'a0', parent_category_id: a.id });
    await createCategory(org, { name: 'a1', parent_category_id: a.id });
    const a2 = await createCategory(org, { name: 'a2', parent_category_id: a.id });
    await createCategory(org, { name: 'b0', parent_category_id: b.id });

    // Reorder: last to first, then first to the middle.
    let response = await org.admin.post(`/admin/product-categories/${a2.id}`, { rank: 0 });
    expect(response.status).toBe(200);
    expect(response.body.product_category.rank).toBe(0);
    expect(await childrenInDb(org, a.id)).toEqual(['0:a2', '1:a0', '2:a1']);
    response = await org.admin.post(`/admin/product-categories/${a2.id}`, { rank: 1 });
    expect(response.body.product_category.rank).toBe(1);
    expect(await childrenInDb(org, a.id)).toEqual(['0:a0', '1:a2', '2:a1']);
    // A rank past the end is the end.
    response = await org.admin.post(`/admin/product-categories/${a0.id}`, { rank: 99 });
    expect(response.body.product_category.rank).toBe(2);
    expect(await childrenInDb(org, a.id)).toEqual(['0:a2', '1:a1', '2:a0']);

    // Move a1 to B, first place: both parents stay contiguous.
    response = await org.admin.post(`/admin/product-categories/${await idOf(org, 'a1')}`, {
      parent_category_id: b.id,
      rank: 0,
    });
    expect(response.status).toBe(200);
    expect(AdminProductCategoriesCategoryRes.parse(response.body).product_category).toMatchObject({
      parent_category_id: b.id,
      rank: 0,
      parent_category: { id: b.id },
    });
    expect(await childrenInDb(org, a.id)).toEqual(['0:a2', '1:a0']);
    expect(await childrenInDb(org, b.id)).toEqual(['0:a1', '1:b0']);

    // Move to the roots without a rank: appended at the end.
    response = await org.admin.post(`/admin/product-categories/${a2.id}`, {
      parent_category_id: null,
    });
    expect(response.body.product_category).toMatchObject({ parent_category_id: null, rank: 3 });
    expect(await childrenInDb(org, null)).toEqual(['0:A', '1:B', '2:C', '3:a2']);
    expect(await childrenInDb(org, a.id)).toEqual(['0:a0']);

    // Move a root into A, first place.
    response = await org.admin.post(`/admin/product-categories/${b.id}`, {
      parent_category_id: a.id,
      rank: 0,
    });
    expect(response.status).toBe(200);
    expect(await childrenInDb(org, null)).toEqual(['0:A', '1:C', '2:a2']);
    expect(await childrenInDb(org, a.id)).toEqual(['0:B', '1:a0']);

    // A move that fails (the new handle is taken) moves nothing.
    const failed = await org.admin.post(`/admin/product-categories/${a0.id}`, {
      parent_category_id: null,
      rank: 0,
      handle: 'c',
    });
    expect(failed.status).toBe(422);
    expect(await childrenInDb(org, null)).toEqual(['0:A', '1:C', '2:a2']);
    expect(await childrenInDb(org, a.id)).toEqual(['0:B', '1:a0']);
  });

  it('keeps ranks contiguous when categories are created at the same time', async () => {
    const org = await createOrg(test);
    const parent = await createCategory(org, { name: 'Parent' });
    await Promise.all(
      ['p', 'q', 'r', 's', 't'].map((name) =>
        createCategory(org, { name, parent_category_id: parent.id }),
      ),
    );
    const ranks = (await childrenInDb(org, parent.id)).map((entry) => entry.split(':')[0]);
    expect(ranks).toEqual(['0', '1', '2', '3', '4']);
  });

  it('refuses to move a category under itself or its own descendant', async () => {
    const org = await createOrg(test);
    const top = await createCategory(org, { name: 'Top' });
    const middle = await createCategory(org, { name: 'Middle', parent_category_id: top.id });
    const leaf = await createCategory(org, { name: 'Leaf', parent_category_id: middle.id });

    for (const target of [top.id, middle.id, leaf.id]) {
      const response = await org.admin.post(`/admin/product-categories/${top.id}`, {
        parent_category_id: target,
      });
      expect(response.status).toBe(400);
      expect(ErrorBody.parse(response.body).message).toBe(
        'parent_category_id: a category cannot be moved under itself or one of its descendants',
      );
    }
    expect(await childrenInDb(org, null)).toEqual(['0:Top']);
    expect(await childrenInDb(org, top.id)).toEqual(['0:Middle']);
    expect(await childrenInDb(org, middle.id)).toEqual(['0:Leaf']);

    // Moving a leaf up to its grandparent is fine.
    const ok = await org.admin.post(`/admin/product-categories/${leaf.id}`, {
      parent_category_id: top.id,
    });
    expect(ok.status).toBe(200);
    expect(await childrenInDb(org, top.id)).toEqual(['0:Middle', '1:Leaf']);
  });

  it('deletes a leaf with its product links and closes the rank gap; refuses a parent', async () => {
    const org = await createOrg(test);
    const parent = await createCategory(org, { name: 'Parent' });
    const first = await createCategory(org, { name: 'First', parent_category_id: parent.id });
    await createCategory(org, { name: 'Second', parent_category_id: parent.id });
    await createCategory(org, { name: 'Third', parent_category_id: parent.id });
    const item = await createProduct(test, org, { title: 'Linked' });
    await org.admin.post(`/admin/product-categories/${first.id}/products/batch`, {
      product_ids: [{ id: item.id }],
    });

    const refused = await org.admin.delete(`/admin/product-categories/${parent.id}`);
    expect(refused.status).toBe(400);
    expect(ErrorBody.parse(refused.body).message).toContain('delete or move its children first');

    const deleted = await org.admin.delete(`/admin/product-categories/${first.id}`);
    expect(deleted.status).toBe(200);
    expect(DeleteRes.parse(deleted.body)).toEqual({
      id: first.id,
      object: 'product-category',
      deleted: true,
    });
    expect(await childrenInDb(org, parent.id)).toEqual(['0:Second', '1:Third']);
    expect(await linkedProducts(org, first.id)).toEqual([]);
    expect((await org.admin.get(`/admin/product-categories/${first.id}`)).status).toBe(404);
    expect((await org.admin.delete(`/admin/product-categories/${first.id}`)).status).toBe(404);
  });

  it('adds and removes product links in batches; an unknown product changes nothing', async () => {
    const org = await createOrg(test);
    const other = await createOrg(test, 'Other Store');
    const category = await createCategory(org, { name: 'Featured' });
    const one = await createProduct(test, org, { title: 'One' });
    const two = await createProduct(test, org, { title: 'Two', status: 'draft' });
    const foreign = await createProduct(test, other, { title: 'Foreign' });
    const batch = `/admin/product-categories/${category.id}/products/batch`;

    const added = await org.admin.post(batch, { product_ids: [{ id: one.id }, { id: two.id }] });
    expect(added.status).toBe(200);
    expect(AdminProductCategoriesCategoryRes.parse(added.body).product_category.id).toBe(
      category.id,
    );
    expect(await linkedProducts(org, category.id)).toEqual([one.id, two.id].sort());
    // Adding again is harmless.
    expect((await org.admin.post(batch, { product_ids: [{ id: one.id }] })).status).toBe(200);

    for (const id of ['prod_unknown', foreign.id]) {
      const refused = await org.admin.request('DELETE', batch, {
        body: { product_ids: [{ id: one.id }, { id }] },
      });
      expect(refused.status).toBe(404);
      expect(ErrorBody.parse(refused.body).message).toContain(id);
      const refusedAdd = await org.admin.post(batch, { product_ids: [{ id }] });
      expect(refusedAdd.status).toBe(404);
      expect(refusedAdd.body.message).toContain(id);
    }
    expect(await linkedProducts(org, category.id)).toEqual([one.id, two.id].sort());

    const empty = await org.admin.post(batch, { product_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^product_ids /);

    const removed = await org.admin.request('DELETE', batch, {
      body: { product_ids: [{ id: one.id }] },
    });
    expect(removed.status).toBe(200);
    expect(await linkedProducts(org, category.id)).toEqual([two.id]);
  });

  it("answers 404 for another store's category and leaves it unchanged", async () => {
    const storeA = await createOrg(test, 'Store A');
    const storeB = await createOrg(test, 'Store B');
    const category = await createCategory(storeA, { name: 'Private', is_active: true });
    await createCategory(storeA, { name: 'Child', parent_category_id: category.id });
    const productB = await createProduct(test, storeB, { title: 'B product' });
    const path = `/admin/product-categories/${category.id}`;

    expect((await storeB.admin.get(path)).status).toBe(404);
    const update = await storeB.admin.post(path, { name: 'Hijacked', rank: 0 });
    expect(update.status).toBe(404);
    expect(ErrorBody.parse(update.body).message).toBe(
      `ProductCategory with id: ${category.id} was not found`,
    );
    expect((await storeB.admin.delete(path)).status).toBe(404);
    expect(
      (await storeB.admin.post(`${path}/products/batch`, { product_ids: [{ id: productB.id }] }))
        .status,
    ).toBe(404);
    const asParent = await storeB.admin.post('/admin/product-categories', {
      name: 'Sneaky',
      parent_category_id: category.id,
    });
    expect(asParent.status).toBe(404);
    expect(asParent.body.message).toContain('parent_category_id');
    const list = AdminProductCategoriesListRes.parse(
      (await storeB.admin.get('/admin/product-categories')).body,
    );
    expect(list.count).toBe(0);
    // Store B may use the same handle: handles are unique per store.
    await createCategory(storeB, { name: 'Private' });

    const after = AdminProductCategoriesCategoryRes.parse((await storeA.admin.get(path)).body);
    expect(after.product_category).toMatchObject({ name: 'Private', rank: 0 });
    expect(names(after.product_category.category_children)).toEqual(['Child']);
    expect(await linkedProducts(storeA, category.id)).toEqual([]);
  });
});

describe('/store/product-categories', () => {
  it('shows only active, public categories whose ancestors are all active and public', async () => {
    const org = await createOrg(test);
    const other = await createOrg(test, 'Other Store');
    const shop = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const visible = { is_active: true };
    const root = await createCategory(org, { name: 'Root', ...visible });
    const child = await createCategory(org, {
      name: 'Child',
      parent_category_id: root.id,
      ...visible,
    });
    await createCategory(org, { name: 'Grandchild', parent_category_id: child.id, ...visible });
    const inactive = await createCategory(org, { name: 'Inactive', parent_category_id: root.id });
    const internal = await createCategory(org, {
      name: 'Internal',
      parent_category_id: root.id,
      is_active: true,
      is_internal: true,
    });
    const underInternal = await createCategory(org, {
      name: 'Under internal',
      parent_category_id: internal.id,
      ...visible,
    });
    const hiddenRoot = await createCategory(org, { name: 'Hidden root' });
    const orphan = await createCategory(org, {
      name: 'Orphan',
      parent_category_id: hiddenRoot.id,
      ...visible,
    });
    await createCategory(other, { name: 'Other shop', ...visible });

    const list = StoreProductCategoriesListRes.parse(
      (await shop.get('/store/product-categories')).body,
    );
    expect(list).toMatchObject({ count: 3, limit: 100, offset: 0 });
    expect(names(list.product_categories).sort()).toEqual(['Child', 'Grandchild', 'Root']);
    const rootNode = list.product_categories.find((c) => c.id === root.id);
    expect(names(rootNode?.category_children)).toEqual(['Child']);

    const tree = StoreProductCategoriesListRes.parse(
      (
        await shop.get(
          '/store/product-categories?parent_category_id=null&include_descendants_tree=true',
        )
      ).body,
    );
    expect(names(tree.product_categories)).toEqual(['Root']);
    expect(names(tree.product_categories[0]?.category_children)).toEqual(['Child']);
    expect(names(tree.product_categories[0]?.category_children?.[0]?.category_children)).toEqual([
      'Grandchild',
    ]);
    const byHandle = StoreProductCategoriesListRes.parse(
      (await shop.get('/store/product-categories?handle=child')).body,
    );
    expect(byHandle.product_categories[0]?.parent_category?.id).toBe(root.id);
    const byParent = StoreProductCategoriesListRes.parse(
      (await shop.get(`/store/product-categories?parent_category_id=${root.id}`)).body,
    );
    expect(names(byParent.product_categories)).toEqual(['Child']);

    const one = await shop.get(`/store/product-categories/${child.id}`);
    expect(one.status).toBe(200);
    expect(StoreProductCategoriesRes.parse(one.body).product_category.name).toBe('Child');
    for (const hidden of [inactive, internal, underInternal, hiddenRoot, orphan]) {
      const response = await shop.get(`/store/product-categories/${hidden.id}`);
      expect(response.status).toBe(404);
      expect(ErrorBody.parse(response.body).type).toBe('not_found');
    }
    const otherShop = test.session({ 'x-publishable-api-key': other.publishableKeyId });
    expect((await otherShop.get(`/store/product-categories/${root.id}`)).status).toBe(404);
    // The admin flag filters do not exist in the store API: they are ignored, never widening.
    const widened = StoreProductCategoriesListRes.parse(
      (await shop.get('/store/product-categories?is_internal=true')).body,
    );
    expect(widened.count).toBe(3);

    expect((await test.session().get('/store/product-categories')).status).toBe(400);
  });
});

async function idOf(org: TestOrg, name: string): Promise<string> {
  const rows = await test.database.db
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(and(eq(productCategory.storeId, org.storeId), eq(productCategory.name, name)));
  return rows[0]!.id;
}
