import {
  AdminCollectionsRes,
  AdminProductCategoriesCategoryRes,
  AdminProductsRes,
  AdminPublishableApiKeysRes,
  AdminSalesChannelsRes,
  ErrorBody,
  StoreCollectionsListRes,
  StoreCollectionsRes,
  StorePostSearchRes,
  StoreProductCategoriesListRes,
  StoreProductCategoriesRes,
  StoreProductTagsListRes,
  StoreProductTypesListRes,
  StoreProductsListRes,
  StoreProductsRes,
  StoreVariantsListRes,
  StoreVariantsRes,
  type Product,
} from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startCompat, type Compat, type MedusaClient } from '../../test/medusa-js.js';

/**
 * Medusa v1 compatibility, storefront side: every shopper call of @medusajs/medusa-js 6.1.10
 * that Storedesk implements, as a v1 storefront (e.g. the v1 Next.js starter) makes it. The
 * catalogue is built through medusa-js's admin calls first, then read with the publishable key.
 */

let compat: Compat;
let shop: MedusaClient;
let shirt: Product;
let mug: Product;
let draft: Product;
let collectionId: string;
let categoryId: string;

beforeAll(async () => {
  compat = await startCompat();
  shop = compat.store;
  const admin = compat.admin.admin;

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
      type: { value: 'Shirts' },
      tags: [{ value: 'linen' }],
      options: [{ title: 'Size' }],
      variants: [
        {
          title: 'S',
          inventory_quantity: 4,
          prices: [
            { currency_code: 'usd', amount: 4000 },
            { currency_code: 'eur', amount: 3600 },
          ],
          options: [{ value: 'S' }],
        },
        {
          title: 'M',
          inventory_quantity: 2,
          prices: [{ currency_code: 'usd', amount: 4200 }],
          options: [{ value: 'M' }],
        },
      ],
    }),
  ).product;
  mug = AdminProductsRes.parse(
    await admin.products.create({
      title: 'Stoneware Mug',
      handle: 'stoneware-mug',
      status: 'published',
      type: { value: 'Kitchen' },
      variants: [{ title: 'Default', prices: [{ currency_code: 'usd', amount: 1800 }] }],
    }),
  ).product;
  draft = AdminProductsRes.parse(
    await admin.products.create({ title: 'Secret Draft', status: 'draft' }),
  ).product;
}, 120_000);

afterAll(async () => {
  await compat?.test.close();
}, 60_000);

describe('products', () => {
  it('list: published products of the key’s sales channels, v1 paging', async () => {
    const list = StoreProductsListRes.parse(await shop.products.list({ limit: 10, offset: 0 }));
    expect(list).toMatchObject({ count: 2, limit: 10, offset: 0 });
    expect(list.products.map((product) => product.id).sort()).toEqual([mug.id, shirt.id].sort());
    expect(list.products.map((product) => product.id)).not.toContain(draft.id);
  });

  it('list with the filters a v1 storefront sends, priced for a currency', async () => {
    const byCollection = StoreProductsListRes.parse(
      await shop.products.list({ collection_id: [collectionId], currency_code: 'eur' }),
    );
    expect(byCollection.products.map((product) => product.id)).toEqual([shirt.id]);
    const small = byCollection.products[0]!.variants!.find((variant) => variant.title === 'S')!;
    expect(small).toMatchObject({ calculated_price: 3600, original_price: 3600 });

    const byHandle = StoreProductsListRes.parse(
      await shop.products.list({ handle: 'linen-shirt' }),
    );
    expect(byHandle.products.map((product) => product.id)).toEqual([shirt.id]);
    const byCategory = StoreProductsListRes.parse(
      await shop.products.list({ category_id: [categoryId], expand: 'categories' }),
    );
    expect(byCategory.products.map((product) => product.id)).toEqual([shirt.id]);
    const byQuery = StoreProductsListRes.parse(await shop.products.list({ q: 'mug' }));
    expect(byQuery.products.map((product) => product.id)).toEqual([mug.id]);
    const byTypeAndTag = StoreProductsListRes.parse(
      await shop.products.list({ type_id: [shirt.type_id!], tags: [shirt.tags![0]!.id] }),
    );
    expect(byTypeAndTag.products.map((product) => product.id)).toEqual([shirt.id]);
  });

  it('retrieve by id, with prices for a currency; a draft is a 404', async () => {
    const one = StoreProductsRes.parse(await shop.products.retrieve(shirt.id));
    expect(one.product).toMatchObject({ id: shirt.id, handle: 'linen-shirt' });
    expect(one.product.variants).toHaveLength(2);

    const missing = await failure(shop.products.retrieve(draft.id));
    expect(missing.status).toBe(404);
    expect(ErrorBody.parse(missing.body).type).toBe('not_found');
  });

  it('search', async () => {
    const found = StorePostSearchRes.parse(await shop.products.search({ q: 'linen' }));
    expect(found.hits.map((hit) => hit.id)).toEqual([shirt.id]);
  });
});

describe('products.variants', () => {
  it('list by ids and retrieve', async () => {
    const [small, medium] = shirt.variants!;
    const list = StoreVariantsListRes.parse(
      await shop.products.variants.list({
        ids: `${small!.id},${medium!.id}`,
        currency_code: 'usd',
      }),
    );
    expect(list.variants.map((variant) => variant.id).sort()).toEqual(
      [small!.id, medium!.id].sort(),
    );
    const one = StoreVariantsRes.parse(await shop.products.variants.retrieve(small!.id));
    expect(one.variant).toMatchObject({ id: small!.id, product_id: shirt.id });
  });
});

describe('collections', () => {
  it('list and retrieve', async () => {
    const list = StoreCollectionsListRes.parse(await shop.collections.list({ limit: 10 }));
    expect(list.collections.map((collection) => collection.handle)).toEqual(['essentials']);
    const one = StoreCollectionsRes.parse(await shop.collections.retrieve(collectionId));
    expect(one.collection.title).toBe('Essentials');
  });
});

describe('productCategories', () => {
  it('list and retrieve', async () => {
    const list = StoreProductCategoriesListRes.parse(
      await shop.productCategories.list({ handle: 'apparel', include_descendants_tree: true }),
    );
    expect(list.product_categories.map((category) => category.id)).toEqual([categoryId]);
    const one = StoreProductCategoriesRes.parse(
      await shop.productCategories.retrieve(categoryId, { expand: 'category_children' }),
    );
    expect(one.product_category.handle).toBe('apparel');
  });
});

describe('productTags and productTypes', () => {
  it('list', async () => {
    const tags = StoreProductTagsListRes.parse(await shop.productTags.list({ limit: 10 }));
    expect(tags.product_tags.map((tag) => tag.value)).toEqual(['linen']);
    const types = StoreProductTypesListRes.parse(await shop.productTypes.list({ q: 'Kit' }));
    expect(types.product_types.map((type) => type.value)).toEqual(['Kitchen']);
  });
});

describe('publishable keys', () => {
  it('setPublishableKey (the v1 way to set the key after construction) scopes to its channels', async () => {
    const admin = compat.admin.admin;
    const { sales_channel: channel } = AdminSalesChannelsRes.parse(
      await admin.salesChannels.create({ name: 'Mugs only' }),
    );
    await admin.salesChannels.addProducts(channel.id, { product_ids: [{ id: mug.id }] });
    const { publishable_api_key: key } = AdminPublishableApiKeysRes.parse(
      await admin.publishableApiKeys.create({ title: 'Mug kiosk' }),
    );
    await admin.publishableApiKeys.addSalesChannelsBatch(key.id, {
      sales_channel_ids: [{ id: channel.id }],
    });

    const kiosk = compat.client();
    kiosk.setPublishableKey(key.id);
    try {
      const list = StoreProductsListRes.parse(await kiosk.products.list());
      expect(list.products.map((product) => product.id)).toEqual([mug.id]);
    } finally {
      // The key manager is shared by every client in the process.
      kiosk.setPublishableKey(null as never);
    }
  });

  it('without a key the store API answers 400 and says why', async () => {
    const keyless = compat.client();
    const answer = await failure(keyless.products.list());
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.body).message).toMatch(/publishable/i);
  });
});

// ---- regions -----------------------------------------------------------------------------------
// (Imports are hoisted; they sit here so this block can be appended without touching the top.)
import { AdminRegionsRes, StoreRegionsListRes, StoreRegionsRes } from '@storedesk/contract';

describe('regions', () => {
  it('list and retrieve, with the countries a storefront matches on', async () => {
    const admin = compat.admin.admin;
    await admin.store.addCurrency('eur');
    const { region } = AdminRegionsRes.parse(
      await admin.regions.create({
        name: 'Compat Oceania',
        currency_code: 'eur',
        tax_rate: 15,
        payment_providers: ['manual', 'test-card'],
        fulfillment_providers: ['manual'],
        countries: ['nz', 'au'],
      }),
    );
    const list = StoreRegionsListRes.parse(await shop.regions.list());
    const found = list.regions.find((entry) => entry.id === region.id)!;
    expect(found.countries.map((country) => [country.iso_2, country.display_name]).sort()).toEqual([
      ['au', 'Australia'],
      ['nz', 'New Zealand'],
    ]);
    const one = StoreRegionsRes.parse(await shop.regions.retrieve(region.id));
    expect(one.region).toEqual(found);
    const missing = await failure(shop.regions.retrieve('reg_missing'));
    expect(missing.status).toBe(404);
  });
});

// ---- shipping options ----------------------------------------------------------------------------
// (Imports are hoisted; they sit here so this block can be appended without touching the top.)
import { AdminShippingOptionsRes, StoreShippingOptionsListRes } from '@storedesk/contract';

describe('shippingOptions', () => {
  it("list a region's options as a v1 storefront asks (product_ids, is_return)", async () => {
    const admin = compat.admin.admin;
    await admin.store.addCurrency('eur');
    const { region } = AdminRegionsRes.parse(
      await admin.regions.create({
        name: 'Compat Benelux',
        currency_code: 'eur',
        tax_rate: 21,
        payment_providers: ['manual'],
        fulfillment_providers: ['manual'],
        countries: ['be', 'nl', 'lu'],
      }),
    );
    const create = async (body: Record<string, unknown>) =>
      AdminShippingOptionsRes.parse(
        await admin.shippingOptions.create({
          region_id: region.id,
          provider_id: 'manual',
          data: { id: 'manual-fulfillment' },
          price_type: 'flat_rate',
          ...body,
        } as never),
      ).shipping_option;
    const post = await create({ name: 'PostNL', amount: 495 });
    const free = await create({
      name: 'Free over 50',
      amount: 0,
      requirements: [{ type: 'min_subtotal', amount: 5000 }],
    });
    await create({ name: 'Staff courier', amount: 100, admin_only: true });

    const list = StoreShippingOptionsListRes.parse(
      await shop.shippingOptions.list({
        region_id: region.id,
        product_ids: `${shirt.id},${mug.id}`,
        is_return: 'false',
      }),
    );
    expect(list.shipping_options.map((option) => option.id)).toEqual([post.id, free.id]);
    expect(list.shipping_options[0]).toMatchObject({ price_incl_tax: 599, tax_amount: 104 });
    expect(list.shipping_options[1]!.requirements).toEqual([
      expect.objectContaining({ type: 'min_subtotal', amount: 5000 }),
    ]);
  });

  it('listCartOptions answers 404 for a cart that does not exist', async () => {
    const missing = await failure(shop.shippingOptions.listCartOptions('cart_missing'));
    expect(missing.status).toBe(404);
    expect(ErrorBody.parse(missing.body)).toEqual({
      type: 'not_found',
      message: 'Cart with cart_missing was not found',
    });
  });
});

// ---- checkout and orders -------------------------------------------------------------------------
// (Imports are hoisted; they sit here so this block can be appended without touching the top.)
import {
  StoreCompleteCartRes,
  StoreCustomersListOrdersRes,
  StoreOrdersRes,
} from '@storedesk/contract';
import { signCustomerToken } from '../platform/auth/jwt.js';
import { guestCustomerFor } from '../modules/customers/customer-session.js';
import { withTenantTx } from '../platform/db/tx.js';
import { sql } from 'drizzle-orm';
import { readyCart } from '../../test/checkout.js';

describe('checkout and orders', () => {
  it('carts.complete answers the order once; orders.retrieve, retrieveByCartId and lookupOrder find it', async () => {
    const cart = await readyCart(compat.test, compat.org, {
      lines: [{ variantId: shirt.variants![0]!.id, quantity: 1, unitPrice: 4000 }],
      email: 'compat-guest@example.com',
    });

    const completed = StoreCompleteCartRes.parse(await shop.carts.complete(cart.id));
    expect(completed.type).toBe('order');
    if (completed.type !== 'order') return;
    const order = completed.data;
    expect(order).toMatchObject({
      cart_id: cart.id,
      total: cart.total,
      payment_status: 'awaiting',
    });
    const again = StoreCompleteCartRes.parse(await shop.carts.complete(cart.id));
    expect(again.data.id).toBe(order.id);

    expect(StoreOrdersRes.parse(await shop.orders.retrieve(order.id)).order.id).toBe(order.id);
    expect(StoreOrdersRes.parse(await shop.orders.retrieveByCartId(cart.id)).order.id).toBe(
      order.id,
    );
    const looked = StoreOrdersRes.parse(
      await shop.orders.lookupOrder({
        display_id: order.display_id,
        email: 'compat-guest@example.com',
      }),
    );
    expect(looked.order.id).toBe(order.id);
    const missing = await failure(shop.orders.retrieve('order_missing'));
    expect(missing.status).toBe(404);
  });

  it('orders.requestCustomerOrders mails a token, orders.confirmRequest claims, customers.listOrders lists', async () => {
    const cart = await readyCart(compat.test, compat.org, {
      lines: [{ variantId: shirt.variants![0]!.id, quantity: 1, unitPrice: 4000 }],
      email: 'compat-before@example.com',
    });
    const completed = StoreCompleteCartRes.parse(await shop.carts.complete(cart.id));
    const { storeId } = compat.org;
    const db = compat.test.database.db;
    const customer = await guestCustomerFor(db, storeId, 'compat-member@example.com');
    await withTenantTx(db, storeId, (tx) =>
      tx.execute(sql`UPDATE customer SET has_account = true
        WHERE store_id = ${storeId} AND id = ${customer.id}`),
    );
    const token = await signCustomerToken(compat.test.config.jwtSecret, {
      customerId: customer.id,
      storeId,
    });
    const member = compat.client({
      publishableApiKey: compat.org.publishableKeyId,
      customHeaders: { Authorization: `Bearer ${token}` },
    });

    await member.orders.requestCustomerOrders({ order_ids: [completed.data.id] });
    const mail = compat.test
      .outbox()
      .map((message) => message.replace(/=\r?\n/g, ''))
      .find((message) => message.includes('To: compat-before@example.com') && /eyJ/.test(message));
    const claim = /^(eyJ[\w-]+\.[\w-]+\.[\w-]+)$/m.exec(mail ?? '')?.[1];
    expect(claim).toBeDefined();
    await shop.orders.confirmRequest({ token: claim! });

    const mine = StoreCustomersListOrdersRes.parse(await member.customers.listOrders());
    expect(mine).toMatchObject({ count: 1, offset: 0, limit: 10 });
    expect(mine.orders[0]).toMatchObject({
      id: completed.data.id,
      customer_id: customer.id,
      email: 'compat-member@example.com',
    });
  });
});

describe('a whole checkout through medusa-js', () => {
  let regionId: string;
  let optionId: string;
  let variantId: string;

  beforeAll(async () => {
    const admin = compat.admin.admin;
    await admin.store.addCurrency('eur');
    regionId = AdminRegionsRes.parse(
      await admin.regions.create({
        name: 'Compat Checkout',
        currency_code: 'eur',
        tax_rate: 20,
        payment_providers: ['manual', 'test-card'],
        fulfillment_providers: ['manual'],
        countries: ['fr'],
      }),
    ).region.id;
    optionId = AdminShippingOptionsRes.parse(
      await admin.shippingOptions.create({
        name: 'Colissimo',
        region_id: regionId,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate',
        amount: 600,
      } as never),
    ).shipping_option.id;
    variantId = AdminProductsRes.parse(
      await admin.products.create({
        title: 'Checkout Scarf',
        status: 'published',
        options: [{ title: 'Size' }],
        variants: [
          {
            title: 'One size',
            inventory_quantity: 10,
            prices: [{ currency_code: 'eur', amount: 2500 }],
            options: [{ value: 'One size' }],
          },
        ],
      }),
    ).product.variants![0]!.id;
  });

  const address = {
    first_name: 'Camille',
    last_name: 'Martin',
    address_1: '5 rue de la Paix',
    city: 'Paris',
    country_code: 'fr',
    postal_code: '75002',
  };

  /** What a v1 storefront does from an empty cart to the order. */
  async function checkout(
    client: MedusaClient,
    pay: (cartId: string) => Promise<unknown>,
    email = 'camille@example.com',
  ) {
    const { cart } = (await client.carts.create({ region_id: regionId })) as {
      cart: { id: string };
    };
    await client.carts.lineItems.create(cart.id, { variant_id: variantId, quantity: 2 });
    await client.carts.update(cart.id, {
      email,
      shipping_address: address,
      billing_address: address,
    });
    const { shipping_options } = (await client.shippingOptions.listCartOptions(cart.id)) as {
      shipping_options: { id: string }[];
    };
    expect(shipping_options.map((option) => option.id)).toContain(optionId);
    await client.carts.addShippingMethod(cart.id, { option_id: optionId });
    await client.carts.createPaymentSessions(cart.id);
    await pay(cart.id);
    return {
      cartId: cart.id,
      done: StoreCompleteCartRes.parse(await client.carts.complete(cart.id)),
    };
  }

  it('a guest pays manually: the order has the lines, shipping, tax and payment of the cart', async () => {
    const { cartId, done } = await checkout(shop, (id) =>
      shop.carts.setPaymentSession(id, { provider_id: 'manual' }),
    );
    expect(done.type).toBe('order');
    if (done.type !== 'order') return;
    expect(done.data).toMatchObject({
      cart_id: cartId,
      email: 'camille@example.com',
      currency_code: 'eur',
      subtotal: 5000,
      shipping_total: 600,
      tax_total: 1120,
      total: 6720,
      payment_status: 'awaiting',
    });
    expect(done.data.payments[0]).toMatchObject({ provider_id: 'manual', amount: 6720 });
    expect(done.data.shipping_address).toMatchObject({ city: 'Paris', postal_code: '75002' });
    const again = StoreCompleteCartRes.parse(await shop.carts.complete(cartId));
    expect(again.data.id).toBe(done.data.id);
  });

  it('a signed-in customer pays with the test card and finds the order in customers.listOrders', async () => {
    await shop.customers.create({
      first_name: 'Camille',
      last_name: 'Martin',
      email: 'camille.account@example.com',
      password: 'secret-password',
    });
    const { access_token } = (await shop.auth.getToken({
      email: 'camille.account@example.com',
      password: 'secret-password',
    })) as { access_token: string };
    const member = compat.client({
      publishableApiKey: compat.org.publishableKeyId,
      customHeaders: { Authorization: `Bearer ${access_token}` },
    });

    const declined = await failure(
      checkout(member, (id) =>
        member.carts.updatePaymentSession(id, 'test-card', {
          data: { card: { number: '4000000000000002', expiry: '12/40', cvc: '123', name: 'C M' } },
        }),
      ),
    );
    expect(declined.status).toBe(400);
    expect(ErrorBody.parse(declined.body)).toMatchObject({ code: 'card_declined' });

    const { done } = await checkout(member, (id) =>
      member.carts.updatePaymentSession(id, 'test-card', {
        data: { card: { number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'C M' } },
      }),
    );
    expect(done.type).toBe('order');
    const mine = StoreCustomersListOrdersRes.parse(await member.customers.listOrders());
    expect(mine.orders.map((order) => order.id)).toEqual([done.data.id]);
    expect(mine.orders[0]!.payments[0]).toMatchObject({ provider_id: 'test-card' });
  });

  it("a guest with an account's email checks out as a guest; the account claims the order", async () => {
    const email = 'camille.claims@example.com';
    await shop.customers.create({ first_name: 'Cam', email, password: 'secret-password' });
    const { access_token } = (await shop.auth.getToken({ email, password: 'secret-password' })) as {
      access_token: string;
    };
    const member = compat.client({
      publishableApiKey: compat.org.publishableKeyId,
      customHeaders: { Authorization: `Bearer ${access_token}` },
    });
    // Another client, not signed in, with the account's email: a guest order.
    const guest = compat.client({ publishableApiKey: compat.org.publishableKeyId });
    const { done } = await checkout(
      guest,
      (id) => guest.carts.setPaymentSession(id, { provider_id: 'manual' }),
      email,
    );
    expect(done.type).toBe('order');
    if (done.type !== 'order') return;
    expect(done.data).toMatchObject({ email, customer: { has_account: false, first_name: null } });
    const before = StoreCustomersListOrdersRes.parse(await member.customers.listOrders());
    expect(before.orders.map((order) => order.id)).not.toContain(done.data.id);

    await member.orders.requestCustomerOrders({ order_ids: [done.data.id] });
    const mail = compat.test
      .outbox()
      .map((message) => message.replace(/=\r?\n/g, ''))
      .find((message) => message.includes(`To: ${email}`) && /eyJ/.test(message));
    const claim = /^(eyJ[\w-]+\.[\w-]+\.[\w-]+)$/m.exec(mail ?? '')?.[1];
    expect(claim).toBeDefined();
    await member.orders.confirmRequest({ token: claim! });
    const after = StoreCustomersListOrdersRes.parse(await member.customers.listOrders());
    expect(after.orders.map((order) => order.id)).toContain(done.data.id);
  });
});

import {
  StoreAuthRes,
  StoreBearerAuthRes,
  StoreCustomersListPaymentMethodsRes,
  StoreCustomersRes,
  StoreGetAuthEmailRes,
} from '@storedesk/contract';

describe('customers and auth', () => {
  const email = 'compat-shopper@example.com';
  const password = 'secret123';
  const address = {
    first_name: 'Sam',
    last_name: 'Shopper',
    address_1: '1 Main St',
    city: 'Berlin',
    country_code: 'de',
    postal_code: '10115',
    phone: '',
    company: '',
    address_2: '',
    province: '',
  };

  /** A storefront client carrying a cookie a browser keeps from `set-cookie`. */
  function withCookie(setCookie: string[] | undefined): MedusaClient {
    const cookie = (setCookie ?? []).map((line) => line.split(';')[0]).join('; ');
    return compat.client({
      publishableApiKey: compat.org.publishableKeyId,
      customHeaders: { Cookie: cookie },
    });
  }

  /** A storefront client sending the token of `auth.getToken` (medusa-js keeps it only in a browser). */
  const withToken = (token: string): MedusaClient =>
    compat.client({
      publishableApiKey: compat.org.publishableKeyId,
      customHeaders: { Authorization: `Bearer ${token}` },
    });

  it('customers.create registers and signs in; a second account with the email is a 422', async () => {
    const created = await shop.customers.create({
      email,
      password,
      first_name: 'Sam',
      last_name: 'Shopper',
    });
    expect(StoreCustomersRes.parse(created).customer).toMatchObject({
      email,
      has_account: true,
      shipping_addresses: [],
      billing_address: null,
    });
    const me = withCookie(created.response.headers['set-cookie']);
    expect(StoreCustomersRes.parse(await me.customers.retrieve()).customer.email).toBe(email);
    const again = await failure(shop.customers.create({ email, password }));
    expect(again.status).toBe(422);
    expect(ErrorBody.parse(again.body).type).toBe('duplicate_error');
  });

  it('auth.exists, auth.authenticate, auth.getSession and auth.deleteSession (cookie session)', async () => {
    expect(StoreGetAuthEmailRes.parse(await shop.auth.exists(email))).toEqual({ exists: true });
    expect(StoreGetAuthEmailRes.parse(await shop.auth.exists('nobody@example.com'))).toEqual({
      exists: false,
    });
    const signedIn = await shop.auth.authenticate({ email, password });
    expect(StoreAuthRes.parse(signedIn).customer).toMatchObject({ email, orders: [] });
    const browser = withCookie(signedIn.response.headers['set-cookie']);
    expect(StoreAuthRes.parse(await browser.auth.getSession()).customer.email).toBe(email);
    await browser.auth.deleteSession();
    expect((await failure(browser.auth.getSession())).status).toBe(401);
    const wrong = await failure(shop.auth.authenticate({ email, password: 'wrong-one' }));
    expect(wrong.status).toBe(401);
    expect(ErrorBody.parse(wrong.body).type).toBe('unauthorized');
    // Signed out, customers.retrieve is a 401 as in v1.
    expect((await failure(shop.customers.retrieve())).status).toBe(401);
  });

  it('auth.getToken; customers.update and customers.addresses.* with the bearer token', async () => {
    const { access_token: token } = StoreBearerAuthRes.parse(
      await shop.auth.getToken({ email, password }),
    );
    const me = withToken(token);
    const updated = StoreCustomersRes.parse(
      await me.customers.update({ first_name: 'Samantha', metadata: { newsletter: true } }),
    );
    expect(updated.customer).toMatchObject({
      first_name: 'Samantha',
      metadata: { newsletter: true },
    });

    const added = StoreCustomersRes.parse(await me.customers.addresses.addAddress({ address }));
    const saved = added.customer.shipping_addresses![0]!;
    expect(saved).toMatchObject({ city: 'Berlin', country_code: 'de' });
    const changed = StoreCustomersRes.parse(
      await me.customers.addresses.updateAddress(saved.id, { city: 'Hamburg' }),
    );
    expect(changed.customer.shipping_addresses![0]).toMatchObject({
      id: saved.id,
      city: 'Hamburg',
    });
    const removed = StoreCustomersRes.parse(await me.customers.addresses.deleteAddress(saved.id));
    expect(removed.customer.shipping_addresses).toEqual([]);
    const missing = await failure(me.customers.addresses.deleteAddress(saved.id));
    expect(missing.status).toBe(404);

    const methods = StoreCustomersListPaymentMethodsRes.parse(
      await me.customers.paymentMethods.list(),
    );
    expect(methods.payment_methods).toEqual([]);
    expect(StoreCustomersListPaymentMethodsRes.parse(await me.paymentMethods.list())).toEqual({
      payment_methods: [],
    });
    const bad = await failure(
      me.customers.addresses.addAddress({ address: { city: 'Nowhere' } } as never),
    );
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(bad.body).message).toMatch(/^address\./);
  });

  it('customers.generatePasswordToken and customers.resetPassword (token from the mail)', async () => {
    const before = compat.test.outbox().length;
    await shop.customers.generatePasswordToken({ email });
    // The same answer for an email without an account, and no mail for it.
    await shop.customers.generatePasswordToken({ email: 'nobody@example.com' });
    const mails = compat.test.outbox();
    expect(mails.length).toBe(before + 1);
    const token = /reset code[^\n]*\n+\s*([\w-]{20,})/.exec(
      mails.at(-1)!.replace(/=\r?\n/g, ''),
    )![1]!;
    const reset = await shop.customers.resetPassword({ email, token, password: 'brandnew1' });
    expect(StoreCustomersRes.parse(reset).customer.email).toBe(email);
    expect(
      StoreAuthRes.parse(await shop.auth.authenticate({ email, password: 'brandnew1' })).customer
        .email,
    ).toBe(email);
    const reused = await failure(
      shop.customers.resetPassword({ email, token, password: 'again123' }),
    );
    expect(reused.status).toBe(401);
  });
});

// ---- carts ---------------------------------------------------------------------------------------
// (Imports are hoisted; they sit here so this block can be appended without touching the top.)
import { StoreCartShippingOptionsListRes, StoreCartsRes } from '@storedesk/contract';

describe('carts', () => {
  let regionId: string;
  let optionId: string;
  let variant: string;

  beforeAll(async () => {
    const admin = compat.admin.admin;
    // EUR may be a store currency already (an earlier block adds it).
    await admin.store.addCurrency('eur').catch(() => undefined);
    regionId = AdminRegionsRes.parse(
      await admin.regions.create({
        name: 'Compat Carts',
        currency_code: 'eur',
        tax_rate: 10,
        payment_providers: ['manual', 'test-card'],
        fulfillment_providers: ['manual'],
        countries: ['it'],
      }),
    ).region.id;
    optionId = AdminShippingOptionsRes.parse(
      await admin.shippingOptions.create({
        name: 'Corriere',
        region_id: regionId,
        provider_id: 'manual',
        data: { id: 'manual-fulfillment' },
        price_type: 'flat_rate',
        amount: 500,
      } as never),
    ).shipping_option.id;
    variant = AdminProductsRes.parse(
      await admin.products.create({
        title: 'Cart Tote',
        status: 'published',
        variants: [
          {
            title: 'One size',
            inventory_quantity: 5,
            prices: [{ currency_code: 'eur', amount: 3600 }],
          },
        ],
      }),
    ).product.variants![0]!.id;
  });

  it('create, retrieve, update and the line items, every answer a v1 cart with its totals', async () => {
    const created = StoreCartsRes.parse(await shop.carts.create({ region_id: regionId }));
    const cartId = created.cart.id;
    // The region has one country: v1 presets it on the shipping address.
    expect(created.cart.shipping_address?.country_code).toBe('it');

    const first = StoreCartsRes.parse(
      await shop.carts.lineItems.create(cartId, { variant_id: variant, quantity: 1 }),
    ).cart;
    expect(first.items).toHaveLength(1);
    // A second add of the variant adds to its line (v1 merges them).
    let cart = StoreCartsRes.parse(
      await shop.carts.lineItems.create(cartId, { variant_id: variant, quantity: 1 }),
    ).cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 2, unit_price: 3600, subtotal: 7200 });
    expect(cart).toMatchObject({ subtotal: 7200, tax_total: 720, total: 7920 });

    cart = StoreCartsRes.parse(
      await shop.carts.lineItems.update(cartId, cart.items[0]!.id, { quantity: 3 }),
    ).cart;
    expect(cart.items[0]!.quantity).toBe(3);
    const short = await failure(
      shop.carts.lineItems.update(cartId, cart.items[0]!.id, { quantity: 50 }),
    );
    expect(short.status).toBe(400);
    expect(ErrorBody.parse(short.body)).toMatchObject({ code: 'insufficient_inventory' });

    cart = StoreCartsRes.parse(
      await shop.carts.update(cartId, {
        email: 'giulia@example.com',
        shipping_address: {
          first_name: 'Giulia',
          last_name: 'Rossi',
          address_1: 'Via Roma 1',
          city: 'Milano',
          country_code: 'it',
          postal_code: '20121',
        },
      }),
    ).cart;
    expect(cart).toMatchObject({ email: 'giulia@example.com', customer: { has_account: false } });
    expect(
      StoreCartsRes.parse(await shop.carts.retrieve(cartId)).cart.shipping_address,
    ).toMatchObject({ city: 'Milano', country_code: 'it' });

    cart = StoreCartsRes.parse(await shop.carts.lineItems.delete(cartId, cart.items[0]!.id)).cart;
    expect(cart.items).toEqual([]);
    expect(cart.total).toBe(0);

    const bad = await failure(shop.carts.lineItems.create(cartId, { quantity: 'x' } as never));
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(bad.body).message).toMatch(/variant_id/);
    const missing = await failure(shop.carts.retrieve('cart_doesnotexist'));
    expect(ErrorBody.parse(missing.body)).toEqual({
      type: 'not_found',
      message: 'Cart with cart_doesnotexist was not found',
    });
  });

  it('shipping options and methods, payment sessions and discounts as a v1 checkout page calls them', async () => {
    const cartId = StoreCartsRes.parse(await shop.carts.create({ region_id: regionId })).cart.id;
    await shop.carts.lineItems.create(cartId, { variant_id: variant, quantity: 1 });

    const options = StoreCartShippingOptionsListRes.parse(
      await shop.shippingOptions.listCartOptions(cartId),
    );
    expect(options.shipping_options.map((option) => option.id)).toEqual([optionId]);
    let cart = StoreCartsRes.parse(
      await shop.carts.addShippingMethod(cartId, { option_id: optionId }),
    ).cart;
    expect(cart).toMatchObject({ shipping_total: 500, shipping_tax_total: 50, total: 4510 });

    // Called on every render of the checkout: the second call changes nothing.
    cart = StoreCartsRes.parse(await shop.carts.createPaymentSessions(cartId)).cart;
    const again = StoreCartsRes.parse(await shop.carts.createPaymentSessions(cartId)).cart;
    expect(again.payment_sessions).toEqual(cart.payment_sessions);
    expect(cart.payment_sessions.map((session) => session.provider_id).sort()).toEqual([
      'manual',
      'test-card',
    ]);

    cart = StoreCartsRes.parse(
      await shop.carts.setPaymentSession(cartId, { provider_id: 'manual' }),
    ).cart;
    expect(cart.payment_session).toMatchObject({ provider_id: 'manual', is_selected: true });
    cart = StoreCartsRes.parse(
      await shop.carts.updatePaymentSession(cartId, 'manual', { data: { po: '42' } }),
    ).cart;
    expect(cart.payment_session?.data).toEqual({ po: '42' });
    const before = cart.payment_session!.id;
    cart = StoreCartsRes.parse(await shop.carts.refreshPaymentSession(cartId, 'manual')).cart;
    expect(cart.payment_session!.id).not.toBe(before);
    cart = StoreCartsRes.parse(await shop.carts.deletePaymentSession(cartId, 'test-card')).cart;
    expect(cart.payment_sessions.map((session) => session.provider_id)).toEqual(['manual']);

    // No discount is on the cart: removing a code leaves it as it is (v1).
    cart = StoreCartsRes.parse(await shop.carts.deleteDiscount(cartId, 'WELCOME10')).cart;
    expect(cart).toMatchObject({ discounts: [], total: 4510 });
  });
});
