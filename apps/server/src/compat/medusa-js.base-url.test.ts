import {
  AdminCollectionsRes,
  AdminProductCategoriesCategoryRes,
  AdminProductsRes,
  AdminRegionsRes,
  AdminShippingOptionsRes,
  AdminStoreRes,
  StoreBearerAuthRes,
  StoreCartShippingOptionsListRes,
  StoreCartsRes,
  StoreCollectionsListRes,
  StoreCollectionsRes,
  StoreCompleteCartRes,
  StoreCustomersListOrdersRes,
  StoreCustomersRes,
  StoreOrdersRes,
  StoreProductCategoriesListRes,
  StoreProductsListRes,
  StoreProductsRes,
  StoreRegionsListRes,
  type Product,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startCompat, type Compat, type MedusaClient } from '../../test/medusa-js.js';

/**
 * Issue 18: the real medusa-js 6.1.10 client configured as the v1 Next.js starter configures
 * it, with nothing but a backend URL (no publishable key): the store's API base URL
 * `/s/{handle}`, and then a host name of the store. It reads what every storefront page reads:
 * regions, categories, collections, the product list and a product page; then a guest
 * checkout to an order, and an account that signs up, signs in with a token, checks out and
 * finds the order in its history.
 */

const HOST_NAME = 'shop.linen-goods.test';
let compat: Compat;
let shirt: Product;
let mug: Product;
let collectionId: string;
let categoryId: string;
let regionId: string;
let optionId: string;
let handle: string;

beforeAll(async () => {
  compat = await startCompat();
  const admin = compat.admin.admin;
  const store = AdminStoreRes.parse(await admin.store.retrieve()).store;
  handle = store.handle;
  regionId = AdminRegionsRes.parse(
    await admin.regions.create({
      name: 'Europe',
      currency_code: 'usd',
      countries: ['de', 'fr'],
      payment_providers: ['manual'],
      fulfillment_providers: ['manual'],
      tax_rate: 0,
    }),
  ).region.id;
  optionId = AdminShippingOptionsRes.parse(
    await admin.shippingOptions.create({
      name: 'Standard',
      region_id: regionId,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 500,
    } as never),
  ).shipping_option.id;
  collectionId = AdminCollectionsRes.parse(
    await admin.collections.create({ title: 'Essentials', handle: 'essentials' }),
  ).collection.id;
  categoryId = AdminProductCategoriesCategoryRes.parse(
    await admin.productCategories.create({ name: 'Apparel', handle: 'apparel', is_active: true }),
  ).product_category.id;
  shirt = AdminProductsRes.parse(
    await admin.products.create({
      title: 'Linen Shirt',
      handle: 'linen-shirt',
      status: 'published',
      collection_id: collectionId,
      categories: [{ id: categoryId }],
      options: [{ title: 'Size' }],
      variants: [
        {
          title: 'S',
          inventory_quantity: 4,
          prices: [{ currency_code: 'usd', amount: 4000 }],
          options: [{ value: 'S' }],
        },
      ],
    }),
  ).product;
  mug = AdminProductsRes.parse(
    await admin.products.create({
      title: 'Stoneware Mug',
      handle: 'stoneware-mug',
      status: 'published',
      variants: [{ title: 'Default', prices: [{ currency_code: 'usd', amount: 1800 }] }],
    }),
  ).product;
  // `host_name` is a Storedesk field of the store update; medusa-js passes the body through.
  await admin.store.update({ host_name: HOST_NAME } as never);
}, 120_000);

afterAll(async () => {
  await compat?.test.close();
}, 60_000);

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Rue de Rivoli',
  city: 'Paris',
  country_code: 'fr',
  postal_code: '75001',
};

/**
 * The checkout of the v1 Next.js starter, call by call: a cart in the region, a line, email and
 * address, the cart's shipping options and one chosen, payment sessions (the region's one
 * provider is selected), complete. Answers the order.
 */
async function checkout(shop: MedusaClient, email: string) {
  const { cart } = StoreCartsRes.parse(await shop.carts.create({ region_id: regionId }));
  await shop.carts.lineItems.create(cart.id, { variant_id: shirt.variants![0]!.id, quantity: 1 });
  await shop.carts.update(cart.id, { email, shipping_address: address });
  const options = StoreCartShippingOptionsListRes.parse(
    await shop.shippingOptions.listCartOptions(cart.id),
  );
  expect(options.shipping_options.map((option) => option.id)).toEqual([optionId]);
  await shop.carts.addShippingMethod(cart.id, { option_id: optionId });
  const paying = StoreCartsRes.parse(await shop.carts.createPaymentSessions(cart.id)).cart;
  expect(paying.payment_session?.provider_id).toBe('manual');
  expect(paying).toMatchObject({ subtotal: 4000, shipping_total: 500, total: 4500 });
  const done = StoreCompleteCartRes.parse(await shop.carts.complete(cart.id));
  if (done.type !== 'order') throw new Error(`complete answered ${done.type}`);
  expect(done.data).toMatchObject({ email, cart_id: cart.id, total: 4500 });
  return done.data;
}

/** What every page of the v1 Next.js starter reads, with the calls it makes. */
function storefrontWalk(label: string, client: (headers?: Record<string, string>) => MedusaClient) {
  it('regions: the country of the URL is found in countries[].iso_2', async () => {
    const { regions } = StoreRegionsListRes.parse(await client().regions.list());
    const europe = regions.find((region) => region.id === regionId)!;
    expect(europe.countries.map((country) => country.iso_2).sort()).toEqual(['de', 'fr']);
    expect(europe.countries.map((country) => country.display_name).sort()).toEqual([
      'France',
      'Germany',
    ]);
  });

  it('categories and collections, as the layout asks for them', async () => {
    const categories = StoreProductCategoriesListRes.parse(
      await client().productCategories.list({ limit: 6, offset: 0 }),
    );
    expect(categories.product_categories.map((category) => category.id)).toEqual([categoryId]);
    const collections = StoreCollectionsListRes.parse(
      await client().collections.list({ limit: 100, offset: 0 }),
    );
    expect(collections.collections.map((collection) => collection.id)).toEqual([collectionId]);
    // The collection page: medusa-js writes `handle: [...]` as `handle[0]=`.
    const byHandle = StoreCollectionsListRes.parse(
      await client().collections.list({ handle: ['essentials'] } as never),
    );
    expect(byHandle.collections.map((collection) => collection.id)).toEqual([collectionId]);
    const one = StoreCollectionsRes.parse(await client().collections.retrieve(collectionId));
    expect(one.collection.handle).toBe('essentials');
  });

  it('the product list, priced for the region, paged by count', async () => {
    const page = StoreProductsListRes.parse(
      await client().products.list({
        limit: 12,
        offset: 0,
        region_id: regionId,
        is_giftcard: false,
      } as never),
    );
    expect(page.count).toBe(2);
    expect(page.products.map((product) => product.id).sort()).toEqual([mug.id, shirt.id].sort());
    const inCollection = StoreProductsListRes.parse(
      await client().products.list({ collection_id: [collectionId], region_id: regionId }),
    );
    expect(inCollection.products.map((product) => product.id)).toEqual([shirt.id]);
  });

  it('the product page: by handle (products[0]) and by id, with prices', async () => {
    const byHandle = StoreProductsListRes.parse(
      await client().products.list({ handle: 'linen-shirt', region_id: regionId }),
    );
    const [product] = byHandle.products;
    expect(product!.id).toBe(shirt.id);
    expect(product!.variants![0]).toMatchObject({ calculated_price: 4000, original_price: 4000 });
    expect(product!.options![0]!.values!.map((value) => value.value)).toEqual(['S']);
    // medusa-js 6.1.10 takes no query on retrieve (its second argument is headers).
    const one = StoreProductsRes.parse(await client().products.retrieve(shirt.id));
    expect(one.product).toMatchObject({ id: shirt.id, handle: 'linen-shirt' });
  });

  it('a guest checkout to an order, found again by id and by display id and email', async () => {
    const email = `guest-${label}@example.com`;
    const order = await checkout(client(), email);
    const byId = StoreOrdersRes.parse(await client().orders.retrieve(order.id));
    expect(byId.order.display_id).toBe(order.display_id);
    const lookedUp = StoreOrdersRes.parse(
      await client().orders.lookupOrder({ display_id: order.display_id, email }),
    );
    expect(lookedUp.order.id).toBe(order.id);
  });

  it('an account: sign up, sign in with a token, check out, and the order is in its history', async () => {
    const email = `account-${label}@example.com`;
    const password = 'correct horse 7';
    const created = StoreCustomersRes.parse(
      await client().customers.create({ email, password, first_name: 'Ada', last_name: 'L' }),
    );
    expect(created.customer).toMatchObject({ email, has_account: true });
    const { access_token: token } = StoreBearerAuthRes.parse(
      await client().auth.getToken({ email, password }),
    );
    const signedIn = client({ Authorization: `Bearer ${token}` });
    expect(StoreCustomersRes.parse(await signedIn.customers.retrieve()).customer.email).toBe(email);
    const order = await checkout(signedIn, email);
    expect(order.customer_id).toBe(created.customer.id);
    const history = StoreCustomersListOrdersRes.parse(await signedIn.customers.listOrders());
    expect(history.orders.map((placed) => placed.id)).toEqual([order.id]);
    expect(history).toMatchObject({ count: 1, offset: 0, limit: 10 });
  });
}

describe('configured with the base URL /s/{handle} only', () => {
  storefrontWalk('base-url', (headers) =>
    compat.client({ baseUrl: `${compat.test.url}/s/${handle}`, customHeaders: headers }),
  );

  it('another store’s ids are not found there', async () => {
    const shop = compat.client({ baseUrl: `${compat.test.url}/s/${handle}` });
    const missing = await failure(shop.products.retrieve('prod_01ZZZZZZZZZZZZZZZZZZZZZZZZ'));
    expect(missing.status).toBe(404);
  });
});

describe('configured with a host name of the store only', () => {
  // The test machine has no DNS for the store's domain: the Host header is what DNS and a
  // reverse proxy would deliver, the rest of the client is unchanged.
  storefrontWalk('host-name', (headers) =>
    compat.client({ customHeaders: { Host: HOST_NAME, ...headers } }),
  );
});

describe('configured with the bare server URL and no key', () => {
  it('answers 400 saying how to name the store', async () => {
    const answer = await failure(compat.client().regions.list());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/\/s\/\{handle\}/);
  });
});
