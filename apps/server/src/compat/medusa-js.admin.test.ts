import {
  AdminAnalyticsConfigRes,
  AdminAuthRes,
  AdminBatchJobListRes,
  AdminBatchJobRes,
  AdminBearerAuthRes,
  AdminCollectionsDeleteRes,
  AdminCollectionsListRes,
  AdminCollectionsRes,
  AdminCurrenciesListRes,
  AdminCurrenciesRes,
  AdminCustomersListRes,
  AdminCustomersRes,
  AdminDeleteProductsFromCollectionRes,
  AdminDeleteUploadsRes,
  AdminInviteAcceptRes,
  AdminInviteRes,
  AdminListInvitesRes,
  AdminPriceListDeleteBatchRes,
  AdminPriceListDeleteProductPricesRes,
  AdminPriceListDeleteRes,
  AdminPriceListDeleteVariantPricesRes,
  AdminPriceListRes,
  AdminPriceListsListRes,
  AdminPriceListsProductsListRes,
  AdminProductCategoriesCategoryRes,
  AdminProductCategoriesListRes,
  AdminProductTagsListRes,
  AdminProductTypesListRes,
  AdminProductsDeleteOptionRes,
  AdminProductsDeleteRes,
  AdminProductsDeleteVariantRes,
  AdminProductsListRes,
  AdminProductsListTagsRes,
  AdminProductsListTypesRes,
  AdminProductsListVariantsRes,
  AdminProductsRes,
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysListSalesChannelsRes,
  AdminPublishableApiKeysRes,
  AdminSalesChannelsListRes,
  AdminSalesChannelsRes,
  AdminSavedViewsListRes,
  AdminSavedViewsRes,
  AdminStoreRes,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
  AdminUserRes,
  AdminUsersListRes,
  AdminVariantsListRes,
  AdminVariantsRes,
  DeleteRes,
  ErrorBody,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLink, tokenOf } from '../../test/app.js';
import {
  bodyOf,
  browserAdapter,
  browserSession,
  failure,
  startCompat,
  type Compat,
  type MedusaClient,
} from '../../test/medusa-js.js';

/**
 * Medusa v1 compatibility, admin side: every `medusa.admin.*` call of @medusajs/medusa-js
 * 6.1.10 that Storedesk implements, made exactly as a v1 app makes it, against the real server.
 * Each answer is parsed with our contract's schema for it. README.md beside this file lists
 * the calls covered and those that later areas add.
 */

let compat: Compat;
let medusa: MedusaClient;

beforeAll(async () => {
  compat = await startCompat();
  medusa = compat.admin;
}, 120_000);

afterAll(async () => {
  await compat?.test.close();
}, 60_000);

/** A product with one option (Size) and two variants, made through medusa-js. */
async function createShirt(title = `Shirt ${Math.random().toString(36).slice(2, 8)}`) {
  const { product } = AdminProductsRes.parse(
    await medusa.admin.products.create({
      title,
      status: 'published',
      options: [{ title: 'Size' }],
      variants: [
        {
          title: 'S',
          sku: `${title}-S`,
          inventory_quantity: 5,
          prices: [{ currency_code: 'usd', amount: 1000 }],
          options: [{ value: 'S' }],
        },
        {
          title: 'M',
          prices: [{ currency_code: 'usd', amount: 1100 }],
          options: [{ value: 'M' }],
        },
      ],
    }),
  );
  return product;
}

describe('admin.auth', () => {
  it('createSession → getSession → deleteSession, with the cookie a browser keeps', async () => {
    const { client, session } = await browserSession(
      compat.client(),
      compat.org.email,
      compat.org.password,
    );
    expect(AdminAuthRes.parse(bodyOf(session as never)).user.email).toBe(compat.org.email);

    const me = AdminAuthRes.parse(await client.admin.auth.getSession());
    expect(me.user.id).toBe(compat.org.userId);
    // A cookie write passes the XSRF check because the header echoes the cookie.
    const updated = AdminUserRes.parse(
      await client.admin.users.update(compat.org.userId, { first_name: 'Grace' }),
    );
    expect(updated.user.first_name).toBe('Grace');

    await client.admin.auth.deleteSession();
    expect((await failure(client.admin.auth.getSession())).status).toBe(401);
  });

  it('getToken answers a bearer token; a Node app sends it itself (medusa-js keeps it only in a browser)', async () => {
    const token = AdminBearerAuthRes.parse(
      await compat
        .client()
        .admin.auth.getToken({ email: compat.org.email, password: compat.org.password }),
    );
    const bearer = compat.client({
      customHeaders: { Authorization: `Bearer ${token.access_token}` },
    });
    expect(AdminAuthRes.parse(await bearer.admin.auth.getSession()).user.id).toBe(
      compat.org.userId,
    );
  });

  it('apiKey sends the API token in x-medusa-access-token', async () => {
    const me = AdminAuthRes.parse(await medusa.admin.auth.getSession());
    expect(me.user.email).toBe(compat.org.email);
  });

  it('a wrong password and a wrong API token are 401 with the error body', async () => {
    const wrong = await failure(
      compat.client().admin.auth.createSession({ email: compat.org.email, password: 'nope-nope' }),
    );
    expect(wrong.status).toBe(401);
    expect(ErrorBody.parse(wrong.body).type).toBe('unauthorized');
    const badToken = await failure(
      compat.client({ apiKey: 'tok_not-a-real-token-0000000000' }).admin.products.list(),
    );
    expect(badToken.status).toBe(401);
  });
});

describe('admin.store', () => {
  it('retrieve (GET /admin/store/) and update (POST /admin/store/)', async () => {
    const before = AdminStoreRes.parse(await medusa.admin.store.retrieve());
    expect(before.store.id).toBe(compat.org.storeId);

    const updated = AdminStoreRes.parse(
      await medusa.admin.store.update({ name: 'Compat Shop', metadata: { source: 'v1' } }),
    );
    expect(updated.store).toMatchObject({ name: 'Compat Shop', metadata: { source: 'v1' } });
    expect(AdminStoreRes.parse(await medusa.admin.store.retrieve()).store.name).toBe('Compat Shop');
  });

  it("update with currencies (the v1 admin's currency settings) and a new default", async () => {
    const set = AdminStoreRes.parse(
      await medusa.admin.store.update({ currencies: ['usd', 'eur', 'gbp'] }),
    );
    expect(set.store.currencies.map((currency) => currency.code)).toEqual(['eur', 'gbp', 'usd']);
    const moved = AdminStoreRes.parse(
      await medusa.admin.store.update({ currencies: ['eur', 'gbp'], default_currency_code: 'eur' }),
    );
    expect(moved.store.default_currency_code).toBe('eur');
    expect(moved.store.currencies.map((currency) => currency.code)).toEqual(['eur', 'gbp']);

    const withoutDefault = await failure(medusa.admin.store.update({ currencies: ['gbp'] }));
    expect(withoutDefault.status).toBe(400);
    expect(withoutDefault.body.message).toMatch(/^currencies must include the default currency/);
    const unknown = await failure(medusa.admin.store.update({ currencies: ['eur', 'zzz'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^currencies: unknown currency code zzz/);

    AdminStoreRes.parse(
      await medusa.admin.store.update({ currencies: ['usd', 'eur'], default_currency_code: 'usd' }),
    );
  });

  it('addCurrency and deleteCurrency', async () => {
    const added = AdminStoreRes.parse(await medusa.admin.store.addCurrency('eur'));
    expect(added.store.currencies.map((currency) => currency.code)).toContain('eur');
    const removed = AdminStoreRes.parse(await medusa.admin.store.deleteCurrency('eur'));
    expect(removed.store.currencies.map((currency) => currency.code)).not.toContain('eur');
  });
});

describe('admin.currencies', () => {
  it('list and update', async () => {
    const list = AdminCurrenciesListRes.parse(
      await medusa.admin.currencies.list({ q: 'euro', limit: 5 }),
    );
    expect(list.currencies.map((currency) => currency.code)).toContain('eur');
    const updated = AdminCurrenciesRes.parse(
      await medusa.admin.currencies.update('usd', { includes_tax: true }),
    );
    expect(updated.currency).toMatchObject({ code: 'usd', includes_tax: true });
  });
});

describe('admin.users', () => {
  it('create, list, retrieve, update, delete', async () => {
    const email = `member-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = AdminUserRes.parse(
      await medusa.admin.users.create({
        email,
        password: 'member-password',
        first_name: 'Ada',
        role: 'member',
      }),
    );
    expect(created.user).toMatchObject({ email, first_name: 'Ada', role: 'member' });

    const list = AdminUsersListRes.parse(await medusa.admin.users.list());
    expect(list.users.map((user) => user.email)).toEqual(
      expect.arrayContaining([email, compat.org.email]),
    );
    const one = AdminUserRes.parse(await medusa.admin.users.retrieve(created.user.id));
    expect(one.user.email).toBe(email);
    const updated = AdminUserRes.parse(
      await medusa.admin.users.update(created.user.id, { last_name: 'Lovelace' }),
    );
    expect(updated.user.last_name).toBe('Lovelace');
    const deleted = DeleteRes.parse(await medusa.admin.users.delete(created.user.id));
    expect(deleted).toMatchObject({ id: created.user.id, object: 'user', deleted: true });
    expect((await failure(medusa.admin.users.retrieve(created.user.id))).status).toBe(404);
  });

  it('sendResetPasswordToken and resetPassword, without credentials', async () => {
    const email = `reset-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await medusa.admin.users.create({ email, password: 'first-password' });
    const anonymous = compat.client();
    await anonymous.admin.users.sendResetPasswordToken({ email });
    const token = tokenOf(lastLink(compat.test));
    const reset = AdminUserRes.parse(
      await anonymous.admin.users.resetPassword({ token, email, password: 'second-password' }),
    );
    expect(reset.user.email).toBe(email);
    await expect(
      anonymous.admin.auth.getToken({ email, password: 'second-password' }),
    ).resolves.toHaveProperty('access_token');
  });
});

describe('admin.invites', () => {
  it('create, list, resend, accept, delete', async () => {
    const email = `invitee-${Math.random().toString(36).slice(2, 8)}@example.com`;
    AdminInviteRes.parse(await medusa.admin.invites.create({ user: email, role: 'developer' }));
    const list = AdminListInvitesRes.parse(await medusa.admin.invites.list());
    const invite = list.invites.find((entry) => entry.user_email === email)!;
    expect(invite).toMatchObject({ role: 'developer', accepted: false });

    await medusa.admin.invites.resend(invite.id);
    const token = tokenOf(lastLink(compat.test));
    const accepted = AdminInviteAcceptRes.parse(
      await compat.client().admin.invites.accept({
        token,
        user: { first_name: 'New', last_name: 'Colleague', password: 'colleague-password' },
      }),
    );
    expect(accepted.user).toMatchObject({ email, role: 'developer', first_name: 'New' });

    const second = `second-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = AdminInviteRes.parse(
      await medusa.admin.invites.create({ user: second, role: 'member' }),
    );
    const deleted = DeleteRes.parse(await medusa.admin.invites.delete(created.invite.id));
    expect(deleted).toMatchObject({ id: created.invite.id, object: 'invite', deleted: true });
  });
});

describe('admin.products', () => {
  it('create with variant options matched to the product options by position', async () => {
    const product = await createShirt('Position Shirt');
    expect(product.options!.map((option) => option.title)).toEqual(['Size']);
    const optionId = product.options![0]!.id;
    const values = product.variants!.map((variant) => ({
      title: variant.title,
      value: variant.options![0]!.value,
      option: variant.options![0]!.option_id,
    }));
    expect(values).toEqual([
      { title: 'S', value: 'S', option: optionId },
      { title: 'M', value: 'M', option: optionId },
    ]);
    expect(product.variants![0]!.prices![0]).toMatchObject({ currency_code: 'usd', amount: 1000 });
  });

  it('create with the fields the v1 admin sends (type, tags, collection, sales channels, images)', async () => {
    const collection = AdminCollectionsRes.parse(
      await medusa.admin.collections.create({ title: 'Summer' }),
    ).collection;
    const { product } = AdminProductsRes.parse(
      await medusa.admin.products.create({
        title: 'Full Product',
        subtitle: 'All fields',
        description: 'Made by a v1 admin',
        handle: 'full-product',
        is_giftcard: false,
        discountable: true,
        status: 'draft',
        images: ['https://img.test/a.png'],
        thumbnail: 'https://img.test/a.png',
        type: { value: 'Shirts' },
        collection_id: collection.id,
        tags: [{ value: 'summer' }, { value: 'cotton' }],
        sales_channels: [{ id: compat.org.salesChannelId }],
        options: [{ title: 'Size' }, { title: 'Colour' }],
        variants: [
          {
            title: 'S / Red',
            inventory_quantity: 3,
            manage_inventory: true,
            allow_backorder: false,
            prices: [
              { currency_code: 'usd', amount: 1500 },
              { currency_code: 'eur', amount: 1400 },
            ],
            options: [{ value: 'S' }, { value: 'Red' }],
          },
        ],
        weight: 200,
        origin_country: 'PT',
        metadata: { season: 'summer' },
      }),
    );
    expect(product).toMatchObject({
      handle: 'full-product',
      status: 'draft',
      collection_id: collection.id,
      type: { value: 'Shirts' },
      metadata: { season: 'summer' },
    });
    expect(product.tags!.map((tag) => tag.value).sort()).toEqual(['cotton', 'summer']);
    expect(product.sales_channels!.map((channel) => channel.id)).toEqual([
      compat.org.salesChannelId,
    ]);
    expect(product.images!.map((image) => image.url)).toEqual(['https://img.test/a.png']);
    const colour = product.options!.find((option) => option.title === 'Colour')!;
    expect(
      product.variants![0]!.options!.find((value) => value.option_id === colour.id),
    ).toMatchObject({ value: 'Red' });
  });

  it('list, retrieve, update, delete', async () => {
    const product = await createShirt('Listed Shirt');
    const list = AdminProductsListRes.parse(
      await medusa.admin.products.list({ q: 'Listed Shirt', limit: 10, offset: 0 }),
    );
    expect(list).toMatchObject({ count: 1, limit: 10, offset: 0 });
    expect(list.products[0]!.id).toBe(product.id);

    const byExpand = AdminProductsListRes.parse(
      await medusa.admin.products.list({ id: [product.id], expand: 'variants,variants.prices' }),
    );
    expect(byExpand.products[0]!.variants).toHaveLength(2);
    // `fields` limits the product's own columns; the default relations stay, as in v1.
    const narrow = bodyOf(
      await medusa.admin.products.list({ id: [product.id], fields: 'id,title' }),
    ) as { products: Record<string, unknown>[] };
    expect(narrow.products[0]).toMatchObject({ id: product.id, title: 'Listed Shirt' });
    expect(narrow.products[0]).not.toHaveProperty('subtitle');
    expect(narrow.products[0]).not.toHaveProperty('handle');

    const one = AdminProductsRes.parse(await medusa.admin.products.retrieve(product.id));
    expect(one.product.variants).toHaveLength(2);

    const [small, medium] = one.product.variants!;
    const sizeId = one.product.options![0]!.id;
    const updated = AdminProductsRes.parse(
      await medusa.admin.products.update(product.id, {
        title: 'Listed Shirt (new)',
        description: 'changed',
        tags: [{ value: 'new' }],
        variants: [
          {
            id: small!.id,
            title: 'Small',
            prices: [{ currency_code: 'usd', amount: 900 }],
            options: [{ option_id: sizeId, value: 'S' }],
          },
          { id: medium!.id },
        ],
      }),
    );
    expect(updated.product).toMatchObject({ title: 'Listed Shirt (new)', description: 'changed' });
    const smallAfter = updated.product.variants!.find((variant) => variant.id === small!.id)!;
    expect(smallAfter.title).toBe('Small');
    expect(smallAfter.prices!.map((price) => price.amount)).toEqual([900]);

    const deleted = AdminProductsDeleteRes.parse(await medusa.admin.products.delete(product.id));
    expect(deleted).toEqual({ id: product.id, object: 'product', deleted: true });
    expect((await failure(medusa.admin.products.retrieve(product.id))).status).toBe(404);
  });

  it('listTypes, listTags and setMetadata', async () => {
    const product = await createShirt();
    await medusa.admin.products.update(product.id, {
      type: { value: 'Tees' },
      tags: [{ value: 'organic' }],
    });
    const types = AdminProductsListTypesRes.parse(await medusa.admin.products.listTypes());
    expect(types.types.map((type) => type.value)).toContain('Tees');
    const tags = AdminProductsListTagsRes.parse(await medusa.admin.products.listTags());
    expect(tags.tags.find((tag) => tag.value === 'organic')).toMatchObject({ usage_count: 1 });

    const withMetadata = AdminProductsRes.parse(
      await medusa.admin.products.setMetadata(product.id, { key: 'origin', value: 'Porto' }),
    );
    expect(withMetadata.product.metadata).toMatchObject({ origin: 'Porto' });
  });

  it('options: addOption, updateOption, deleteOption', async () => {
    const product = await createShirt();
    const added = AdminProductsRes.parse(
      await medusa.admin.products.addOption(product.id, { title: 'Colour' }),
    );
    const colour = added.product.options!.find((option) => option.title === 'Colour')!;
    const renamed = AdminProductsRes.parse(
      await medusa.admin.products.updateOption(product.id, colour.id, { title: 'Color' }),
    );
    expect(renamed.product.options!.map((option) => option.title)).toEqual(['Size', 'Color']);
    const deleted = AdminProductsDeleteOptionRes.parse(
      await medusa.admin.products.deleteOption(product.id, colour.id),
    );
    expect(deleted).toMatchObject({ option_id: colour.id, object: 'option', deleted: true });
    expect(deleted.product.options!.map((option) => option.title)).toEqual(['Size']);
  });

  it('variants: createVariant, updateVariant, listVariants, deleteVariant', async () => {
    const product = await createShirt();
    const sizeId = product.options![0]!.id;
    const created = AdminProductsRes.parse(
      await medusa.admin.products.createVariant(product.id, {
        title: 'L',
        sku: `${product.handle}-L`,
        inventory_quantity: 2,
        prices: [{ currency_code: 'usd', amount: 1200 }],
        options: [{ option_id: sizeId, value: 'L' }],
      }),
    );
    const large = created.product.variants!.find((variant) => variant.title === 'L')!;
    expect(large.options![0]).toMatchObject({ option_id: sizeId, value: 'L' });

    const updated = AdminProductsRes.parse(
      await medusa.admin.products.updateVariant(product.id, large.id, {
        title: 'Large',
        prices: [{ currency_code: 'usd', amount: 1250 }],
        options: [{ option_id: sizeId, value: 'XL' }],
      }),
    );
    const after = updated.product.variants!.find((variant) => variant.id === large.id)!;
    expect(after).toMatchObject({ title: 'Large' });
    expect(after.options![0]!.value).toBe('XL');

    const variants = AdminProductsListVariantsRes.parse(
      await medusa.admin.products.listVariants(product.id, { limit: 10 }),
    );
    expect(variants.variants.map((variant) => variant.id)).toContain(large.id);
    expect(variants.count).toBe(3);

    const deleted = AdminProductsDeleteVariantRes.parse(
      await medusa.admin.products.deleteVariant(product.id, large.id),
    );
    expect(deleted).toMatchObject({
      variant_id: large.id,
      object: 'product-variant',
      deleted: true,
    });
    expect(deleted.product.variants).toHaveLength(2);
  });

  it('bad input is a 400 naming the field', async () => {
    const missing = await failure(medusa.admin.products.create({ subtitle: 'no title' }));
    expect(missing.status).toBe(400);
    expect(ErrorBody.parse(missing.body)).toMatchObject({ type: 'invalid_data' });
    expect(missing.body.message).toMatch(/title/);
  });
});

describe('admin.variants', () => {
  it('list and retrieve', async () => {
    const product = await createShirt('Variant Lookup');
    const list = AdminVariantsListRes.parse(
      await medusa.admin.variants.list({ q: 'Variant Lookup', limit: 10 }),
    );
    expect(list.variants.map((variant) => variant.product_id)).toContain(product.id);
    const variantId = product.variants![0]!.id;
    const one = AdminVariantsRes.parse(await medusa.admin.variants.retrieve(variantId));
    expect(one.variant).toMatchObject({ id: variantId, product_id: product.id });
  });
});

describe('admin.collections', () => {
  it('create, list, retrieve, update, addProducts, removeProducts, delete', async () => {
    const product = await createShirt();
    const { collection } = AdminCollectionsRes.parse(
      await medusa.admin.collections.create({ title: 'Winter', metadata: { cold: true } }),
    );
    expect(collection.handle).toBe('winter');
    const list = AdminCollectionsListRes.parse(
      await medusa.admin.collections.list({ q: 'Winter', limit: 10 }),
    );
    expect(list.collections.map((entry) => entry.id)).toContain(collection.id);
    const updated = AdminCollectionsRes.parse(
      await medusa.admin.collections.update(collection.id, { title: 'Winter Sale' }),
    );
    expect(updated.collection.title).toBe('Winter Sale');

    const added = AdminCollectionsRes.parse(
      await medusa.admin.collections.addProducts(collection.id, { product_ids: [product.id] }),
    );
    expect(added.collection.products!.map((entry) => entry.id)).toEqual([product.id]);
    const one = AdminCollectionsRes.parse(await medusa.admin.collections.retrieve(collection.id));
    expect(one.collection.products!.map((entry) => entry.id)).toEqual([product.id]);

    const removed = AdminDeleteProductsFromCollectionRes.parse(
      await medusa.admin.collections.removeProducts(collection.id, { product_ids: [product.id] }),
    );
    expect(removed).toMatchObject({ id: collection.id, removed_products: [product.id] });

    const deleted = AdminCollectionsDeleteRes.parse(
      await medusa.admin.collections.delete(collection.id),
    );
    expect(deleted).toEqual({ id: collection.id, object: 'product-collection', deleted: true });
  });
});

describe('admin.productCategories', () => {
  it('create, list, retrieve, update, addProducts, removeProducts, delete', async () => {
    const product = await createShirt();
    const parent = AdminProductCategoriesCategoryRes.parse(
      await medusa.admin.productCategories.create({ name: 'Clothing', is_active: true }),
    ).product_category;
    const child = AdminProductCategoriesCategoryRes.parse(
      await medusa.admin.productCategories.create({
        name: 'Shirts',
        parent_category_id: parent.id,
        is_active: true,
      }),
    ).product_category;
    const list = AdminProductCategoriesListRes.parse(
      await medusa.admin.productCategories.list({
        parent_category_id: 'null',
        include_descendants_tree: true,
      }),
    );
    const tree = list.product_categories.find((category) => category.id === parent.id)!;
    expect(tree.category_children!.map((category) => category.id)).toEqual([child.id]);

    const updated = AdminProductCategoriesCategoryRes.parse(
      await medusa.admin.productCategories.update(child.id, { name: 'Tops' }),
    );
    expect(updated.product_category.name).toBe('Tops');

    const added = AdminProductCategoriesCategoryRes.parse(
      await medusa.admin.productCategories.addProducts(child.id, {
        product_ids: [{ id: product.id }],
      }),
    );
    expect(added.product_category.id).toBe(child.id);
    const withProducts = AdminProductsListRes.parse(
      await medusa.admin.products.list({ category_id: [child.id] }),
    );
    expect(withProducts.products.map((entry) => entry.id)).toEqual([product.id]);
    AdminProductCategoriesCategoryRes.parse(
      await medusa.admin.productCategories.removeProducts(child.id, {
        product_ids: [{ id: product.id }],
      }),
    );
    const one = AdminProductCategoriesCategoryRes.parse(
      await medusa.admin.productCategories.retrieve(child.id, { expand: 'parent_category' }),
    );
    expect(one.product_category.parent_category_id).toBe(parent.id);

    const deleted = DeleteRes.parse(await medusa.admin.productCategories.delete(child.id));
    expect(deleted).toMatchObject({ id: child.id, object: 'product-category', deleted: true });
  });
});

describe('admin.productTags and admin.productTypes', () => {
  it('list', async () => {
    const product = await createShirt();
    await medusa.admin.products.update(product.id, {
      type: { value: 'Knitwear' },
      tags: [{ value: 'wool' }],
    });
    const tags = AdminProductTagsListRes.parse(
      await medusa.admin.productTags.list({ q: 'wool', limit: 10 }),
    );
    expect(tags.product_tags.map((tag) => tag.value)).toEqual(['wool']);
    const types = AdminProductTypesListRes.parse(
      await medusa.admin.productTypes.list({ q: 'Knit', limit: 10 }),
    );
    expect(types.product_types.map((type) => type.value)).toEqual(['Knitwear']);
  });
});

describe('admin.priceLists', () => {
  it('create, list, retrieve, update, listProducts, addPrices, deletePrices, delete', async () => {
    const product = await createShirt();
    const [small, medium] = product.variants!;
    const { price_list: created } = AdminPriceListRes.parse(
      await medusa.admin.priceLists.create({
        name: 'Summer Sale',
        description: 'Ten percent off',
        type: 'sale',
        status: 'active',
        prices: [{ amount: 900, variant_id: small!.id, currency_code: 'usd' }],
      }),
    );
    expect(created.prices.map((price) => price.amount)).toEqual([900]);
    const list = AdminPriceListsListRes.parse(
      await medusa.admin.priceLists.list({ q: 'Summer', limit: 10 }),
    );
    expect(list.price_lists.map((entry) => entry.id)).toContain(created.id);
    // Without parameters medusa-js asks for /admin/price-lists/ (trailing slash).
    const all = AdminPriceListsListRes.parse(await medusa.admin.priceLists.list());
    expect(all.count).toBeGreaterThanOrEqual(1);
    const updated = AdminPriceListRes.parse(
      await medusa.admin.priceLists.update(created.id, { name: 'Summer Sale 2' }),
    );
    expect(updated.price_list.name).toBe('Summer Sale 2');

    const withMore = AdminPriceListRes.parse(
      await medusa.admin.priceLists.addPrices(created.id, {
        prices: [{ amount: 950, variant_id: medium!.id, currency_code: 'usd' }],
      }),
    );
    expect(withMore.price_list.prices).toHaveLength(2);
    const products = AdminPriceListsProductsListRes.parse(
      await medusa.admin.priceLists.listProducts(created.id, { limit: 10 }),
    );
    expect(products.products.map((entry) => entry.id)).toEqual([product.id]);

    const mediumPrice = withMore.price_list.prices.find(
      (price) => price.variant_id === medium!.id,
    )!;
    const batch = AdminPriceListDeleteBatchRes.parse(
      await medusa.admin.priceLists.deletePrices(created.id, { price_ids: [mediumPrice.id] }),
    );
    expect(batch).toMatchObject({ ids: [mediumPrice.id], object: 'money-amount', deleted: true });
    const one = AdminPriceListRes.parse(await medusa.admin.priceLists.retrieve(created.id));
    expect(one.price_list.prices.map((price) => price.variant_id)).toEqual([small!.id]);

    const deleted = AdminPriceListDeleteRes.parse(await medusa.admin.priceLists.delete(created.id));
    expect(deleted).toEqual({ id: created.id, object: 'price-list', deleted: true });
  });

  it('deleteProductPrices, deleteVariantPrices, deleteProductsPrices', async () => {
    const first = await createShirt();
    const second = await createShirt();
    const prices = [...first.variants!, ...second.variants!].map((variant) => ({
      amount: 500,
      variant_id: variant.id,
      currency_code: 'usd',
    }));
    const { price_list: list } = AdminPriceListRes.parse(
      await medusa.admin.priceLists.create({
        name: 'Clearance',
        description: 'Everything',
        type: 'override',
        prices,
      }),
    );
    const byVariant = AdminPriceListDeleteVariantPricesRes.parse(
      await medusa.admin.priceLists.deleteVariantPrices(list.id, first.variants![0]!.id),
    );
    expect(byVariant).toMatchObject({ object: 'money-amount', deleted: true });
    expect(byVariant.ids).toHaveLength(1);
    const byProduct = AdminPriceListDeleteProductPricesRes.parse(
      await medusa.admin.priceLists.deleteProductPrices(list.id, first.id),
    );
    expect(byProduct.ids).toHaveLength(1);
    const byProducts = AdminPriceListDeleteBatchRes.parse(
      await medusa.admin.priceLists.deleteProductsPrices(list.id, { product_ids: [second.id] }),
    );
    expect(byProducts.ids).toHaveLength(2);
    const after = AdminPriceListRes.parse(await medusa.admin.priceLists.retrieve(list.id));
    expect(after.price_list.prices).toEqual([]);
  });
});

describe('admin.salesChannels', () => {
  it('create, list, retrieve, update, addProducts, removeProducts, delete', async () => {
    const product = await createShirt();
    const { sales_channel: channel } = AdminSalesChannelsRes.parse(
      await medusa.admin.salesChannels.create({ name: 'Wholesale', description: 'B2B' }),
    );
    const list = AdminSalesChannelsListRes.parse(
      await medusa.admin.salesChannels.list({ q: 'Wholesale' }),
    );
    expect(list.sales_channels.map((entry) => entry.id)).toEqual([channel.id]);
    const updated = AdminSalesChannelsRes.parse(
      await medusa.admin.salesChannels.update(channel.id, { is_disabled: true }),
    );
    expect(updated.sales_channel.is_disabled).toBe(true);

    AdminSalesChannelsRes.parse(
      await medusa.admin.salesChannels.addProducts(channel.id, {
        product_ids: [{ id: product.id }],
      }),
    );
    const inChannel = AdminProductsListRes.parse(
      await medusa.admin.products.list({ sales_channel_id: [channel.id] }),
    );
    expect(inChannel.products.map((entry) => entry.id)).toEqual([product.id]);
    AdminSalesChannelsRes.parse(
      await medusa.admin.salesChannels.removeProducts(channel.id, {
        product_ids: [{ id: product.id }],
      }),
    );
    const one = AdminSalesChannelsRes.parse(await medusa.admin.salesChannels.retrieve(channel.id));
    expect(one.sales_channel.name).toBe('Wholesale');

    const deleted = DeleteRes.parse(await medusa.admin.salesChannels.delete(channel.id));
    expect(deleted).toMatchObject({ id: channel.id, object: 'sales-channel', deleted: true });
  });
});

describe('admin.publishableApiKeys', () => {
  it('create, list, retrieve, update, sales channels batch, revoke, delete', async () => {
    const { publishable_api_key: key } = AdminPublishableApiKeysRes.parse(
      await medusa.admin.publishableApiKeys.create({ title: 'Mobile app' }),
    );
    const list = AdminPublishableApiKeysListRes.parse(
      await medusa.admin.publishableApiKeys.list({ limit: 20 }),
    );
    expect(list.publishable_api_keys.map((entry) => entry.id)).toContain(key.id);
    const updated = AdminPublishableApiKeysRes.parse(
      await medusa.admin.publishableApiKeys.update(key.id, { title: 'iOS app' }),
    );
    expect(updated.publishable_api_key.title).toBe('iOS app');

    AdminPublishableApiKeysRes.parse(
      await medusa.admin.publishableApiKeys.addSalesChannelsBatch(key.id, {
        sales_channel_ids: [{ id: compat.org.salesChannelId }],
      }),
    );
    const channels = AdminPublishableApiKeysListSalesChannelsRes.parse(
      await medusa.admin.publishableApiKeys.listSalesChannels(key.id),
    );
    expect(channels.sales_channels.map((channel) => channel.id)).toEqual([
      compat.org.salesChannelId,
    ]);
    AdminPublishableApiKeysRes.parse(
      await medusa.admin.publishableApiKeys.deleteSalesChannelsBatch(key.id, {
        sales_channel_ids: [{ id: compat.org.salesChannelId }],
      }),
    );

    const revoked = AdminPublishableApiKeysRes.parse(
      await medusa.admin.publishableApiKeys.revoke(key.id),
    );
    expect(revoked.publishable_api_key.revoked_at).not.toBeNull();
    const one = AdminPublishableApiKeysRes.parse(
      await medusa.admin.publishableApiKeys.retrieve(key.id),
    );
    expect(one.publishable_api_key.id).toBe(key.id);
    const deleted = DeleteRes.parse(await medusa.admin.publishableApiKeys.delete(key.id));
    expect(deleted).toMatchObject({ id: key.id, object: 'publishable_api_key', deleted: true });
  });
});

describe('admin.uploads', () => {
  /** medusa-js uploads `File`s as FormData, as a browser app does (see browserAdapter). */
  const uploader = () => compat.client({ apiKey: compat.apiToken, axiosAdapter: browserAdapter });

  it('create, getPresignedDownloadUrl, delete', async () => {
    const file = new File(['not really a png'], 'picture.png', { type: 'image/png' });
    const uploaded = AdminUploadsRes.parse(await uploader().admin.uploads.create(file));
    const [stored] = uploaded.uploads;
    expect(stored!.key).toContain('picture');
    const url = AdminUploadsDownloadUrlRes.parse(
      await medusa.admin.uploads.getPresignedDownloadUrl({ file_key: stored!.key }),
    );
    // The URL is made from PUBLIC_URL; the test server answers it on its own port.
    const { pathname, search } = new URL(url.download_url);
    const download = await fetch(new URL(pathname + search, compat.test.url));
    expect(await download.text()).toBe('not really a png');
    const deleted = AdminDeleteUploadsRes.parse(
      await medusa.admin.uploads.delete({ file_key: stored!.key }),
    );
    expect(deleted).toMatchObject({ id: stored!.key, object: 'file', deleted: true });
  });

  it('createProtected with several files', async () => {
    const files = [
      new File(['a,b\n'], 'one.csv', { type: 'text/csv' }),
      new File(['c,d\n'], 'two.csv', { type: 'text/csv' }),
    ];
    const uploaded = AdminUploadsRes.parse(await uploader().admin.uploads.createProtected(files));
    expect(uploaded.uploads).toHaveLength(2);
  });
});

describe('admin.batchJobs', () => {
  const importCsv =
    'Product Handle,Product Title,Product Status,Variant Title,Option 1 Name,Option 1 Value,Price USD\n' +
    'imported-tee,Imported Tee,published,S,Size,S,12.00\n';

  async function uploadCsv(): Promise<string> {
    const client = compat.client({ apiKey: compat.apiToken, axiosAdapter: browserAdapter });
    const file = new File([importCsv], 'import.csv', { type: 'text/csv' });
    return AdminUploadsRes.parse(await client.admin.uploads.createProtected(file)).uploads[0]!.key;
  }

  it('create (dry run), retrieve, confirm, list', async () => {
    const fileKey = await uploadCsv();
    const { batch_job: job } = AdminBatchJobRes.parse(
      await medusa.admin.batchJobs.create({
        type: 'product-import',
        context: { fileKey },
        dry_run: true,
      }),
    );
    await compat.test.app.jobs.drain();
    const waiting = AdminBatchJobRes.parse(await medusa.admin.batchJobs.retrieve(job.id));
    expect(waiting.batch_job.status).toBe('pre_processed');

    AdminBatchJobRes.parse(await medusa.admin.batchJobs.confirm(job.id));
    await compat.test.app.jobs.drain();
    const done = AdminBatchJobRes.parse(await medusa.admin.batchJobs.retrieve(job.id));
    expect(done.batch_job.status).toBe('completed');
    const imported = AdminProductsListRes.parse(
      await medusa.admin.products.list({ handle: 'imported-tee' }),
    );
    expect(imported.count).toBe(1);

    // The v1 admin's poller: created_at[gt] as an object, which medusa-js stringifies.
    const list = AdminBatchJobListRes.parse(
      await medusa.admin.batchJobs.list({
        limit: 100,
        created_at: { gt: new Date(Date.now() - 60_000).toISOString() },
        type: ['product-import'],
      }),
    );
    expect(list.batch_jobs.map((entry) => entry.id)).toContain(job.id);
  });

  it('cancel', async () => {
    const fileKey = await uploadCsv();
    const { batch_job: job } = AdminBatchJobRes.parse(
      await medusa.admin.batchJobs.create({
        type: 'product-import',
        context: { fileKey },
        dry_run: true,
      }),
    );
    await compat.test.app.jobs.drain();
    const canceled = AdminBatchJobRes.parse(await medusa.admin.batchJobs.cancel(job.id));
    expect(canceled.batch_job.status).toBe('canceled');
  });

  it('product-export', async () => {
    await createShirt();
    const { batch_job: job } = AdminBatchJobRes.parse(
      await medusa.admin.batchJobs.create({
        type: 'product-export',
        context: {},
        dry_run: false,
      }),
    );
    await compat.test.app.jobs.drain();
    const done = AdminBatchJobRes.parse(await medusa.admin.batchJobs.retrieve(job.id));
    expect(done.batch_job.status).toBe('completed');
    expect(done.batch_job.result).toMatchObject({ file_key: expect.any(String) });
  });
});

describe('admin.custom', () => {
  it('get and post reach routes medusa-js has no resource for (analytics configs, views)', async () => {
    const created = AdminAnalyticsConfigRes.parse(
      await medusa.admin.custom.post('/analytics-configs', { anonymize: true, opt_out: false }),
    );
    expect(created.analytics_config).toMatchObject({ anonymize: true, opt_out: false });
    const read = AdminAnalyticsConfigRes.parse(await medusa.admin.custom.get('analytics-configs'));
    expect(read.analytics_config.user_id).toBe(compat.org.userId);
    const updated = AdminAnalyticsConfigRes.parse(
      await medusa.admin.custom.post('/admin/analytics-configs/update', { opt_out: true }),
    );
    expect(updated.analytics_config.opt_out).toBe(true);

    const view = AdminSavedViewsRes.parse(
      await medusa.admin.custom.post('/views', {
        resource: 'products',
        name: 'Drafts',
        query: 'status=draft',
      }),
    );
    const views = AdminSavedViewsListRes.parse(
      await medusa.admin.custom.get('/views', { resource: 'products' }),
    );
    expect(views.views.map((entry) => entry.id)).toContain(view.view.id);
    await medusa.admin.custom.delete(`/views/${view.view.id}`);
  });
});

// ---- regions and the store's providers -------------------------------------------------------
// (Imports are hoisted; they sit here so this block can be appended without touching the top.)
import {
  AdminGetRegionsRegionFulfillmentOptionsRes,
  AdminPaymentProvidersList,
  AdminRegionsDeleteRes,
  AdminRegionsListRes,
  AdminRegionsRes,
  AdminTaxProvidersList,
} from '@storedesk/contract';

describe('admin.regions', () => {
  it('create, list, retrieve, update, delete', async () => {
    AdminStoreRes.parse(await medusa.admin.store.addCurrency('eur'));
    const { region } = AdminRegionsRes.parse(
      await medusa.admin.regions.create({
        name: 'Compat Isles',
        currency_code: 'eur',
        tax_rate: 23,
        payment_providers: ['manual'],
        fulfillment_providers: ['manual'],
        countries: ['ie', 'is'],
      }),
    );
    expect(region.countries.map((country) => country.iso_2).sort()).toEqual(['ie', 'is']);
    const list = AdminRegionsListRes.parse(
      await medusa.admin.regions.list({ q: 'Compat Isles', limit: 10, offset: 0 }),
    );
    expect(list.regions.map((entry) => entry.id)).toEqual([region.id]);
    const one = AdminRegionsRes.parse(await medusa.admin.regions.retrieve(region.id));
    expect(one.region).toEqual(region);
    const updated = AdminRegionsRes.parse(
      await medusa.admin.regions.update(region.id, { name: 'Compat Islands', tax_rate: 24 }),
    );
    expect(updated.region).toMatchObject({ name: 'Compat Islands', tax_rate: 24 });

    // A country another region holds is refused, naming it (v1's wording).
    const taken = await failure(
      medusa.admin.regions.create({
        name: 'Compat Twice',
        currency_code: 'eur',
        tax_rate: 0,
        payment_providers: [],
        fulfillment_providers: [],
        countries: ['ie'],
      }),
    );
    // v1's answer: 422 duplicate_error naming the country and the region that holds it.
    expect(taken.status).toBe(422);
    expect(taken.body.type).toBe('duplicate_error');
    expect(taken.body.message).toMatch(/Ireland already exists in region/);

    const deleted = AdminRegionsDeleteRes.parse(await medusa.admin.regions.delete(region.id));
    expect(deleted).toEqual({ id: region.id, object: 'region', deleted: true });
  });

  it('addCountry, deleteCountry, providers and fulfilment options', async () => {
    AdminStoreRes.parse(await medusa.admin.store.addCurrency('eur'));
    const { region } = AdminRegionsRes.parse(
      await medusa.admin.regions.create({
        name: 'Compat Med',
        currency_code: 'eur',
        tax_rate: 18,
        payment_providers: ['manual'],
        fulfillment_providers: ['manual'],
        countries: ['mt'],
      }),
    );
    const withCountry = AdminRegionsRes.parse(
      await medusa.admin.regions.addCountry(region.id, { country_code: 'cy' }),
    );
    expect(withCountry.region.countries.map((country) => country.iso_2).sort()).toEqual([
      'cy',
      'mt',
    ]);
    const without = AdminRegionsRes.parse(
      await medusa.admin.regions.deleteCountry(region.id, 'cy'),
    );
    expect(without.region.countries.map((country) => country.iso_2)).toEqual(['mt']);

    const card = AdminRegionsRes.parse(
      await medusa.admin.regions.addPaymentProvider(region.id, { provider_id: 'test-card' }),
    );
    expect(card.region.payment_providers.map((provider) => provider.id)).toEqual([
      'manual',
      'test-card',
    ]);
    const noCard = AdminRegionsRes.parse(
      await medusa.admin.regions.deletePaymentProvider(region.id, 'test-card'),
    );
    expect(noCard.region.payment_providers.map((provider) => provider.id)).toEqual(['manual']);

    const noManual = AdminRegionsRes.parse(
      await medusa.admin.regions.deleteFulfillmentProvider(region.id, 'manual'),
    );
    expect(noManual.region.fulfillment_providers).toEqual([]);
    const manual = AdminRegionsRes.parse(
      await medusa.admin.regions.addFulfillmentProvider(region.id, { provider_id: 'manual' }),
    );
    expect(manual.region.fulfillment_providers).toEqual([{ id: 'manual', is_installed: true }]);

    const options = AdminGetRegionsRegionFulfillmentOptionsRes.parse(
      await medusa.admin.regions.retrieveFulfillmentOptions(region.id),
    );
    expect(options.fulfillment_options).toEqual([
      {
        provider_id: 'manual',
        options: [
          { id: 'manual-fulfillment' },
          { id: 'manual-fulfillment-return', is_return: true },
        ],
      },
    ]);
    AdminRegionsDeleteRes.parse(await medusa.admin.regions.delete(region.id));
  });
});

describe("admin.store: the store's providers", () => {
  it('listPaymentProviders and listTaxProviders', async () => {
    const payments = AdminPaymentProvidersList.parse(
      await medusa.admin.store.listPaymentProviders(),
    );
    expect(payments.payment_providers).toEqual([
      { id: 'manual', is_installed: true },
      { id: 'test-card', is_installed: true },
      { id: 'stripe', is_installed: false },
    ]);
    const taxes = AdminTaxProvidersList.parse(await medusa.admin.store.listTaxProviders());
    expect(taxes.tax_providers).toEqual([{ id: 'system', is_installed: true }]);
  });
});

// ---- tax rates, shipping profiles and shipping options ---------------------------------------
// (Imports are hoisted; they sit here so this block can be appended without touching the top.)
import {
  AdminShippingOptionsListRes,
  AdminShippingOptionsRes,
  AdminShippingProfilesListRes,
  AdminShippingProfilesRes,
  AdminTaxRatesListRes,
  AdminTaxRatesRes,
} from '@storedesk/contract';

/** A EUR region with the manual providers, made through medusa-js. */
async function createEuroRegion(name: string, countries: string[]) {
  AdminStoreRes.parse(await medusa.admin.store.addCurrency('eur'));
  return AdminRegionsRes.parse(
    await medusa.admin.regions.create({
      name,
      currency_code: 'eur',
      tax_rate: 19,
      payment_providers: ['manual'],
      fulfillment_providers: ['manual'],
      countries,
    }),
  ).region;
}

describe('admin.shippingProfiles and admin.shippingOptions', () => {
  it('profiles: create, list, retrieve, update (products in), delete', async () => {
    const shirt = await createShirt();
    const { shipping_profile: profile } = AdminShippingProfilesRes.parse(
      await medusa.admin.shippingProfiles.create({ name: 'Compat bulky', type: 'custom' }),
    );
    expect(profile).toMatchObject({ name: 'Compat bulky', type: 'custom' });
    const list = AdminShippingProfilesListRes.parse(await medusa.admin.shippingProfiles.list());
    expect(list.shipping_profiles.map((entry) => entry.type)).toEqual([
      'default',
      'gift_card',
      'custom',
    ]);
    const updated = AdminShippingProfilesRes.parse(
      await medusa.admin.shippingProfiles.update(profile.id, {
        name: 'Compat freight',
        products: [shirt.id],
      }),
    );
    expect(updated.shipping_profile.name).toBe('Compat freight');
    const moved = AdminProductsRes.parse(await medusa.admin.products.retrieve(shirt.id));
    expect(moved.product.profile_id).toBe(profile.id);
    const one = AdminShippingProfilesRes.parse(
      await medusa.admin.shippingProfiles.retrieve(profile.id),
    );
    expect(one.shipping_profile.shipping_options).toEqual([]);
    const deleted = DeleteRes.parse(await medusa.admin.shippingProfiles.delete(profile.id));
    expect(deleted).toEqual({ id: profile.id, object: 'shipping_profile', deleted: true });
  });

  it('options: create, list, retrieve, update, delete', async () => {
    const region = await createEuroRegion('Compat Alps', ['at', 'li']);
    const { shipping_option: option } = AdminShippingOptionsRes.parse(
      await medusa.admin.shippingOptions.create({
        name: 'Compat post',
        region_id: region.id,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate' as never,
        amount: 490,
        requirements: [{ type: 'min_subtotal' as never, amount: 1000 }],
        admin_only: false,
        is_return: false,
      }),
    );
    expect(option).toMatchObject({ amount: 490, price_incl_tax: 583, tax_amount: 93 });
    expect(option.region!.id).toBe(region.id);
    const list = AdminShippingOptionsListRes.parse(
      await medusa.admin.shippingOptions.list({ region_id: region.id, is_return: false }),
    );
    expect(list.shipping_options.map((entry) => entry.id)).toEqual([option.id]);
    const one = AdminShippingOptionsRes.parse(
      await medusa.admin.shippingOptions.retrieve(option.id),
    );
    expect(one.shipping_option).toEqual(option);
    // v1 clients send the whole set of requirements (with their ids) on every update.
    const updated = AdminShippingOptionsRes.parse(
      await medusa.admin.shippingOptions.update(option.id, {
        name: 'Compat express',
        amount: 990,
        requirements: [{ id: option.requirements![0]!.id, type: 'min_subtotal', amount: 2000 }],
      }),
    );
    expect(updated.shipping_option).toMatchObject({ name: 'Compat express', amount: 990 });
    expect(updated.shipping_option.requirements!.map((r) => r.amount)).toEqual([2000]);
    const bad = await failure(
      medusa.admin.shippingOptions.create({
        name: 'Compat bad',
        region_id: region.id,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate' as never,
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/amount/);
    const deleted = DeleteRes.parse(await medusa.admin.shippingOptions.delete(option.id));
    expect(deleted).toEqual({ id: option.id, object: 'shipping-option', deleted: true });
  });
});

describe('admin.taxRates', () => {
  it('create, list, retrieve, update, delete with the array expand and fields v1 sends', async () => {
    const region = await createEuroRegion('Compat Baltics', ['ee', 'lv']);
    const shirt = await createShirt();
    const { tax_rate: rate } = AdminTaxRatesRes.parse(
      await medusa.admin.taxRates.create(
        {
          name: 'Compat reduced',
          code: 'RED',
          rate: 9,
          region_id: region.id,
          products: [shirt.id],
        },
        { fields: ['id', 'name', 'rate', 'product_count'] as never },
      ),
    );
    expect(rate).toEqual({ id: rate.id, name: 'Compat reduced', rate: 9, product_count: 1 });
    const list = AdminTaxRatesListRes.parse(
      await medusa.admin.taxRates.list({
        region_id: region.id,
        expand: ['products'],
        fields: ['id', 'name', 'product_count'],
        limit: 10,
        offset: 0,
      } as never),
    );
    expect(list).toMatchObject({ count: 1, limit: 10, offset: 0 });
    expect(list.tax_rates[0]!.products!.map((product) => product.id)).toEqual([shirt.id]);
    const one = AdminTaxRatesRes.parse(await medusa.admin.taxRates.retrieve(rate.id));
    expect(one.tax_rate).toMatchObject({ code: 'RED', region_id: region.id });
    const updated = AdminTaxRatesRes.parse(
      await medusa.admin.taxRates.update(rate.id, { rate: 9.5, products: [] }, {
        fields: ['rate', 'product_count'],
      } as never),
    );
    expect(updated.tax_rate).toEqual({ id: rate.id, rate: 9.5, product_count: 0 });
    const deleted = DeleteRes.parse(await medusa.admin.taxRates.delete(rate.id));
    expect(deleted).toEqual({ id: rate.id, object: 'tax-rate', deleted: true });
  });

  it('addProducts, addProductTypes, addShippingOptions and their removes', async () => {
    const region = await createEuroRegion('Compat Iberia', ['es', 'pt']);
    const shirt = await createShirt();
    const typed = AdminProductsRes.parse(
      await medusa.admin.products.update(shirt.id, { type: { value: 'Compat apparel' } }),
    );
    const { shipping_option: option } = AdminShippingOptionsRes.parse(
      await medusa.admin.shippingOptions.create({
        name: 'Compat correo',
        region_id: region.id,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate' as never,
        amount: 300,
      }),
    );
    const { tax_rate: rate } = AdminTaxRatesRes.parse(
      await medusa.admin.taxRates.create({ name: 'Compat low', code: 'LOW', region_id: region.id }),
    );
    const counts = {
      fields: ['product_count', 'product_type_count', 'shipping_option_count'],
    } as never;
    const added = async (call: Promise<unknown>) => AdminTaxRatesRes.parse(await call).tax_rate;
    expect(
      await added(medusa.admin.taxRates.addProducts(rate.id, { products: [shirt.id] }, counts)),
    ).toMatchObject({ product_count: 1 });
    expect(
      await added(
        medusa.admin.taxRates.addProductTypes(
          rate.id,
          { product_types: [typed.product.type_id!] },
          counts,
        ),
      ),
    ).toMatchObject({ product_type_count: 1 });
    expect(
      await added(
        medusa.admin.taxRates.addShippingOptions(
          rate.id,
          { shipping_options: [option.id] },
          counts,
        ),
      ),
    ).toMatchObject({ shipping_option_count: 1 });
    await medusa.admin.taxRates.removeProducts(rate.id, { products: [shirt.id] });
    await medusa.admin.taxRates.removeProductTypes(rate.id, {
      product_types: [typed.product.type_id!],
    });
    const last = await added(
      medusa.admin.taxRates.removeShippingOptions(
        rate.id,
        { shipping_options: [option.id] },
        counts,
      ),
    );
    expect(last).toMatchObject({
      product_count: 0,
      product_type_count: 0,
      shipping_option_count: 0,
    });
  });
});

// ---- stock locations and inventory ---------------------------------------------------------
// (Imports are hoisted; they sit here so this block can be appended without touching the top.)
import {
  AdminGetVariantsVariantInventoryRes,
  AdminInventoryItemsDeleteRes,
  AdminInventoryItemsListRes,
  AdminInventoryItemsLocationLevelsRes,
  AdminInventoryItemsRes,
  AdminReservationsDeleteRes,
  AdminReservationsListRes,
  AdminReservationsRes,
  AdminSalesChannelsDeleteLocationRes,
  AdminStockLocationsDeleteRes,
  AdminStockLocationsListRes,
  AdminStockLocationsRes,
} from '@storedesk/contract';

describe('admin.stockLocations and admin.salesChannels locations', () => {
  it('create, list, retrieve, update, addLocation, removeLocation, delete', async () => {
    const { stock_location: location } = AdminStockLocationsRes.parse(
      await medusa.admin.stockLocations.create({
        name: 'Rotterdam',
        address: { address_1: 'Kade 1', country_code: 'NL', city: 'Rotterdam' },
      }),
    );
    expect(location.address).toMatchObject({ address_1: 'Kade 1', country_code: 'nl' });
    const list = AdminStockLocationsListRes.parse(
      await medusa.admin.stockLocations.list({ q: 'rotter', expand: 'address,sales_channels' }),
    );
    expect(list.stock_locations.map((entry) => [entry.id, entry.sales_channels])).toEqual([
      [location.id, []],
    ]);
    const updated = AdminStockLocationsRes.parse(
      await medusa.admin.stockLocations.update(location.id, { name: 'Rotterdam port' }),
    );
    expect(updated.stock_location.name).toBe('Rotterdam port');

    const channelId = compat.org.salesChannelId;
    const linked = AdminSalesChannelsRes.parse(
      await medusa.admin.salesChannels.addLocation(channelId, { location_id: location.id }),
    );
    expect(linked.sales_channel.locations!.map((entry) => entry.location_id)).toContain(
      location.id,
    );
    const withLocations = AdminSalesChannelsListRes.parse(
      await medusa.admin.salesChannels.list({ expand: 'locations' } as never),
    );
    expect(
      withLocations.sales_channels
        .find((entry) => entry.id === channelId)!
        .locations!.map((entry) => entry.location_id),
    ).toContain(location.id);
    expect(
      AdminSalesChannelsDeleteLocationRes.parse(
        await medusa.admin.salesChannels.removeLocation(channelId, { location_id: location.id }),
      ),
    ).toEqual({ id: channelId, object: 'stock-location', deleted: true });

    const one = AdminStockLocationsRes.parse(
      await medusa.admin.stockLocations.retrieve(location.id),
    );
    expect(one.stock_location.name).toBe('Rotterdam port');
    expect(
      AdminStockLocationsDeleteRes.parse(await medusa.admin.stockLocations.delete(location.id)),
    ).toEqual({ id: location.id, object: 'stock_location', deleted: true });
  });
});

describe('admin.inventoryItems, admin.reservations and admin.variants.getInventory', () => {
  it('items: list, retrieve, update, location levels; variants.getInventory', async () => {
    const shirt = await createShirt();
    const variant = shirt.variants!.find((entry) => entry.title === 'S')!;
    const inventory = AdminGetVariantsVariantInventoryRes.parse(
      await medusa.admin.variants.getInventory(variant.id),
    );
    const item = inventory.variant.inventory[0]!;
    expect(item.stocked_quantity).toBe(5);
    expect(inventory.variant.sales_channel_availability).toContainEqual({
      channel_id: compat.org.salesChannelId,
      channel_name: 'Default Sales Channel',
      available_quantity: 5,
    });

    const list = AdminInventoryItemsListRes.parse(
      await medusa.admin.inventoryItems.list({ q: variant.sku! }),
    );
    expect(list.inventory_items.map((entry) => entry.id)).toEqual([item.id]);
    expect(list.inventory_items[0]!.variants![0]!.id).toBe(variant.id);
    AdminInventoryItemsRes.parse(await medusa.admin.inventoryItems.retrieve(item.id));
    const updated = AdminInventoryItemsRes.parse(
      await medusa.admin.inventoryItems.update(item.id, { hs_code: '6109', origin_country: 'pt' }),
    );
    expect(updated.inventory_item).toMatchObject({ hs_code: '6109', origin_country: 'pt' });

    const { stock_location: annex } = AdminStockLocationsRes.parse(
      await medusa.admin.stockLocations.create({ name: 'Annex' }),
    );
    const created = AdminInventoryItemsRes.parse(
      await medusa.admin.inventoryItems.createLocationLevel(item.id, {
        location_id: annex.id,
        stocked_quantity: 3,
        incoming_quantity: 1,
      }),
    );
    expect(created.inventory_item.stocked_quantity).toBe(8);
    const changed = AdminInventoryItemsRes.parse(
      await medusa.admin.inventoryItems.updateLocationLevel(item.id, annex.id, {
        stocked_quantity: 4,
      }),
    );
    expect(changed.inventory_item.stocked_quantity).toBe(9);
    const levels = AdminInventoryItemsLocationLevelsRes.parse(
      await medusa.admin.inventoryItems.listLocationLevels(item.id, { location_id: [annex.id] }),
    );
    expect(levels.inventory_item.location_levels.map((level) => level.stocked_quantity)).toEqual([
      4,
    ]);
    const removed = AdminInventoryItemsRes.parse(
      await medusa.admin.inventoryItems.deleteLocationLevel(item.id, annex.id),
    );
    expect(removed.inventory_item.location_levels).toHaveLength(1);
  });

  it('items: create for a variant and delete; reservations: create, list, retrieve, update, delete', async () => {
    const shirt = await createShirt();
    const variant = shirt.variants!.find((entry) => entry.title === 'M')!;
    // Give the variant an item of its own, as a v1 admin does for a variant without one.
    const before = AdminGetVariantsVariantInventoryRes.parse(
      await medusa.admin.variants.getInventory(variant.id),
    );
    AdminInventoryItemsDeleteRes.parse(
      await medusa.admin.inventoryItems.delete(before.variant.inventory[0]!.id),
    );
    const { inventory_item: item } = AdminInventoryItemsRes.parse(
      await medusa.admin.inventoryItems.create({ variant_id: variant.id, sku: `${shirt.title}-M` }),
    );
    const locationId = before.variant.inventory[0]!.location_levels[0]!.location_id;
    AdminInventoryItemsRes.parse(
      await medusa.admin.inventoryItems.createLocationLevel(item.id, {
        location_id: locationId,
        stocked_quantity: 6,
      }),
    );

    const { reservation } = AdminReservationsRes.parse(
      await medusa.admin.reservations.create({
        inventory_item_id: item.id,
        location_id: locationId,
        quantity: 2,
        description: 'Held at the counter',
      }),
    );
    const list = AdminReservationsListRes.parse(
      await medusa.admin.reservations.list({ inventory_item_id: [item.id] }),
    );
    expect(list.reservations.map((entry) => entry.id)).toEqual([reservation.id]);
    AdminReservationsRes.parse(await medusa.admin.reservations.retrieve(reservation.id));
    const updated = AdminReservationsRes.parse(
      await medusa.admin.reservations.update(reservation.id, { quantity: 4 }),
    );
    expect(updated.reservation.quantity).toBe(4);
    const stock = AdminInventoryItemsRes.parse(await medusa.admin.inventoryItems.retrieve(item.id));
    expect(stock.inventory_item).toMatchObject({ stocked_quantity: 6, reserved_quantity: 4 });

    const tooMany = await failure(
      medusa.admin.reservations.create({
        inventory_item_id: item.id,
        location_id: locationId,
        quantity: 3,
      }),
    );
    expect(tooMany.status).toBe(409);
    expect(ErrorBody.parse(tooMany.body).message).toContain(item.id);

    expect(
      AdminReservationsDeleteRes.parse(await medusa.admin.reservations.delete(reservation.id)),
    ).toEqual({ id: reservation.id, object: 'reservation', deleted: true });
  });
});

describe('admin.customers', () => {
  it('create, list, retrieve, update as a v1 app calls them', async () => {
    const email = `compat-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const created = AdminCustomersRes.parse(
      await medusa.admin.customers.create({
        email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        password: 'secret123',
      }),
    );
    expect(created.customer).toMatchObject({ email, has_account: true });

    const list = AdminCustomersListRes.parse(
      await medusa.admin.customers.list({
        q: 'lovelace',
        has_account: true,
        created_at: { lte: new Date().toISOString() },
        limit: 10,
        offset: 0,
      }),
    );
    expect(list).toMatchObject({ limit: 10, offset: 0 });
    expect(list.customers.map((entry) => entry.id)).toContain(created.customer.id);

    // medusa-js sends no expand: v1's default relations come.
    const one = AdminCustomersRes.parse(await medusa.admin.customers.retrieve(created.customer.id));
    expect(one.customer).toMatchObject({ orders: [], shipping_addresses: [] });

    const updated = AdminCustomersRes.parse(
      await medusa.admin.customers.update(created.customer.id, {
        first_name: 'Augusta',
        phone: '+44 1',
        metadata: { source: 'compat' },
        groups: [],
      }),
    );
    expect(updated.customer).toMatchObject({
      first_name: 'Augusta',
      phone: '+44 1',
      metadata: { source: 'compat' },
    });

    const taken = await failure(
      medusa.admin.customers.create({
        email,
        first_name: 'Other',
        last_name: 'Person',
        password: 'secret123',
      }),
    );
    expect(taken.status).toBe(422);
    expect(ErrorBody.parse(taken.body).type).toBe('duplicate_error');
    const locked = await failure(
      medusa.admin.customers.update(created.customer.id, { email: `new-${email}` }),
    );
    expect(locked.status).toBe(400);
    expect(ErrorBody.parse(locked.body).message).toMatch(/^email/);
  });
});
