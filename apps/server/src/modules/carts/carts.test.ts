import { StoreCartsRes } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import type { HttpSession } from '../../../test/http.js';
import { createRegion, createShippingOption, defaultRegionId } from '../../../test/tax-shipping.js';
import { setStock } from '../../../test/checkout.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { newId } from '../../platform/ids.js';
import { pruneCartRequestKeys } from './cart-request-keys.js';

/**
 * The carts of the store API (Medusa v1 wire format), through real HTTP on a real database:
 * every route, isolation between stores, 400s naming the field, prices (regions, price lists,
 * quantity tiers), taxes included or not, shipping methods and payment sessions.
 */

let test: TestApp;
let org: TestOrg;
let shop: HttpSession;
let usdRegion: string;

const run = (query: ReturnType<typeof sql>, store = org) =>
  withTenantTx(test.database.db, store.storeId, (tx) => tx.execute(query));

/** A region in EUR at `taxRate` % selling to `countries`, with the manual provider (and more). */
async function euRegion(
  options: {
    taxRate?: number;
    countries?: string[];
    providers?: string[];
    includesTax?: boolean;
  } = {},
) {
  const created = await createRegion(test, org, { taxRate: options.taxRate ?? 19 });
  for (const country of options.countries ?? []) {
    await run(sql`INSERT INTO region_country (store_id, iso_2, region_id)
      VALUES (${org.storeId}, ${country}, ${created.id})`);
  }
  for (const provider of options.providers ?? ['manual']) {
    await run(sql`INSERT INTO region_payment_provider (store_id, region_id, provider_id)
      VALUES (${org.storeId}, ${created.id}, ${provider})`);
  }
  if (options.includesTax) {
    await run(
      sql`UPDATE region SET includes_tax = true WHERE store_id = ${org.storeId} AND id = ${created.id}`,
    );
  }
  return created.id;
}

async function price(
  variantId: string,
  amount: number,
  extra: { currency?: string; regionId?: string; min?: number; listId?: string } = {},
) {
  await run(sql`INSERT INTO money_amount (store_id, id, variant_id, currency_code, amount, region_id,
      min_quantity, price_list_id)
    VALUES (${org.storeId}, ${newId('ma')}, ${variantId}, ${extra.currency ?? 'eur'}, ${amount},
      ${extra.regionId ?? null}, ${extra.min ?? null}, ${extra.listId ?? null})`);
}

async function priceList(type: 'sale' | 'override', status: 'active' | 'draft' = 'active') {
  const id = newId('pl');
  await run(sql`INSERT INTO price_list (store_id, id, name, type, status)
    VALUES (${org.storeId}, ${id}, ${`${type} list`}, ${type}, ${status})`);
  return id;
}

async function newCart(body: Record<string, unknown> = {}, session = shop) {
  const response = await session.post('/store/carts', body);
  expect(response.status, response.text).toBe(200);
  return response.body.cart as Record<string, any>;
}

async function addLine(
  cartId: string,
  variantId: string,
  quantity = 1,
  headers?: Record<string, string>,
) {
  return shop.post(
    `/store/carts/${cartId}/line-items`,
    { variant_id: variantId, quantity },
    { headers },
  );
}

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
  shop = test.session({ 'x-publishable-api-key': org.publishableKeyId });
  usdRegion = await defaultRegionId(test, org);
});

afterAll(() => test.close());

describe('POST /store/carts', () => {
  it('creates a cart in the store default region and the key sales channel, with every v1 field', async () => {
    const cart = await newCart();
    expect(cart).toMatchObject({
      object: 'cart',
      region_id: usdRegion,
      sales_channel_id: org.salesChannelId,
      type: 'default',
      email: null,
      customer_id: null,
      completed_at: null,
      items: [],
      shipping_methods: [],
      payment_sessions: [],
      payment_session: null,
      discounts: [],
      gift_cards: [],
      subtotal: 0,
      discount_total: 0,
      shipping_total: 0,
      tax_total: 0,
      gift_card_total: 0,
      total: 0,
    });
    expect(cart.id).toMatch(/^cart_/);
    expect(cart.region).toMatchObject({ id: usdRegion, currency_code: 'usd', countries: [] });
    expect(cart.context).toMatchObject({ ip: '127.0.0.1' });
  });

  it('takes a region and a country, presets the shipping country, and adds items', async () => {
    const region = await euRegion({ countries: ['de', 'fr'] });
    const product = await createProduct(test, org);
    await price(product.variantIds[0]!, 2000);
    const cart = await newCart({
      region_id: region,
      country_code: 'DE',
      items: [{ variant_id: product.variantIds[0], quantity: 2 }],
    });
    expect(cart.region.countries.map((c: { iso_2: string }) => c.iso_2).sort()).toEqual([
      'de',
      'fr',
    ]);
    expect(cart.shipping_address).toMatchObject({ country_code: 'de' });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ unit_price: 2000, quantity: 2, subtotal: 4000 });
  });

  it('answers 400 naming the field, 404 for a region of another store', async () => {
    const bad = await shop.post('/store/carts', { region_id: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('region_id');
    const country = await shop.post('/store/carts', { region_id: usdRegion, country_code: 'de' });
    expect(country.status).toBe(400);
    expect(country.body.message).toContain('country_code');
    const other = await createOrg(test, 'Other');
    const foreign = await shop.post('/store/carts', {
      region_id: await defaultRegionId(test, other),
    });
    expect(foreign.status).toBe(404);
  });

  it('belongs to the signed-in customer', async () => {
    const email = `shopper-${Date.now()}@example.com`;
    const customer = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const registered = await customer.post('/store/customers', {
      email,
      password: 'secret-password',
      first_name: 'Sam',
      last_name: 'Shopper',
    });
    expect(registered.status, registered.text).toBe(200);
    const token = await customer.post('/store/auth/token', { email, password: 'secret-password' });
    expect(token.status, token.text).toBe(200);
    const signedIn = test.session({
      'x-publishable-api-key': org.publishableKeyId,
      authorization: `Bearer ${token.body.access_token}`,
    });
    const cart = await newCart({}, signedIn);
    expect(cart.customer_id).toBe(registered.body.customer.id);
    expect(cart.email).toBe(email);
    // Another customer's id may not be put on a cart.
    const guest = await newCart();
    const refused = await shop.post(`/store/carts/${guest.id}`, {
      customer_id: registered.body.customer.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('customer_id');
  });
});

describe('POST /store/carts with an Idempotency-Key (medusa-js retries with the same key)', () => {
  /** The store's carts made with `key`, and their lines. */
  async function madeWith(key: string, store = org) {
    const result = await run(
      sql`SELECT c.id, (SELECT coalesce(sum(li.quantity), 0)::int FROM line_item li
          WHERE li.store_id = c.store_id AND li.cart_id = c.id) AS units
        FROM cart c WHERE c.store_id = ${store.storeId} AND c.create_key = ${key}`,
      store,
    );
    return (result as unknown as { rows: { id: string; units: number }[] }).rows;
  }

  async function pricedVariant() {
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    await price(variantId, 1500, { currency: 'usd' });
    await setStock(test, org, variantId, 100);
    return variantId;
  }

  it('answers a retry with the cart the first try made, its items included', async () => {
    const variantId = await pricedVariant();
    const key = { 'idempotency-key': `create-${newId('k')}` };
    const body = { items: [{ variant_id: variantId, quantity: 2 }] };
    const first = await shop.post('/store/carts', body, { headers: key });
    expect(first.status, first.text).toBe(200);
    const retry = await shop.post('/store/carts', body, { headers: key });
    expect(retry.status, retry.text).toBe(200);
    const made = StoreCartsRes.parse(first.body).cart;
    expect(made.items).toHaveLength(1);
    // Exactly what the first try answered: the same cart, its one line of two, its totals.
    expect(StoreCartsRes.parse(retry.body).cart).toEqual(made);
    expect(await madeWith(key['idempotency-key'])).toEqual([{ id: made.id, units: 2 }]);

    // Creates without a key, or with another key, make carts of their own as before.
    const plain = [await newCart(), await newCart()];
    expect(new Set([made.id, ...plain.map((cart) => cart.id)]).size).toBe(3);
    const other = await shop.post('/store/carts', body, {
      headers: { 'idempotency-key': `create-${newId('k')}` },
    });
    expect(other.status).toBe(200);
    expect(other.body.cart.id).not.toBe(made.id);
  });

  it('makes one cart when the tries race', async () => {
    const variantId = await pricedVariant();
    const key = `race-${newId('k')}`;
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop.post(
          '/store/carts',
          { items: [{ variant_id: variantId, quantity: 3 }] },
          { headers: { 'idempotency-key': key } },
        ),
      ),
    );
    expect(tries.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const ids = new Set(tries.map((answer) => StoreCartsRes.parse(answer.body).cart.id));
    expect(ids.size).toBe(1);
    for (const answer of tries) expect(answer.body.cart.items[0].quantity).toBe(3);
    expect(await madeWith(key)).toEqual([{ id: [...ids][0], units: 3 }]);
  });

  it("keeps keys per store, and hands a customer's cart to no one else", async () => {
    const key = `shared-${newId('k')}`;
    const first = await shop.post('/store/carts', {}, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);

    // Another store, the same key: a cart of its own.
    const other = await createOrg(test, 'Keyed');
    const theirs = await test
      .session({ 'x-publishable-api-key': other.publishableKeyId })
      .post('/store/carts', {}, { headers: { 'idempotency-key': key } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.cart.id).not.toBe(first.body.cart.id);
    expect(await madeWith(key)).toEqual([{ id: first.body.cart.id, units: 0 }]);
    expect(await madeWith(key, other)).toEqual([{ id: theirs.body.cart.id, units: 0 }]);

    // A signed-in customer's cart is not handed to a request with its key from someone else.
    const email = `keyed-${Date.now()}@example.com`;
    const customer = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const registered = await customer.post('/store/customers', {
      email,
      password: 'secret-password',
      first_name: 'Kim',
      last_name: 'Keyed',
    });
    expect(registered.status, registered.text).toBe(200);
    const token = await customer.post('/store/auth/token', { email, password: 'secret-password' });
    const signedIn = test.session({
      'x-publishable-api-key': org.publishableKeyId,
      authorization: `Bearer ${token.body.access_token}`,
    });
    const ownKey = { 'idempotency-key': `own-${newId('k')}` };
    const owned = await signedIn.post('/store/carts', {}, { headers: ownKey });
    expect(owned.status).toBe(200);
    expect(owned.body.cart.customer_id).toBe(registered.body.customer.id);
    expect((await signedIn.post('/store/carts', {}, { headers: ownKey })).body.cart.id).toBe(
      owned.body.cart.id,
    );
    const stranger = await shop.post('/store/carts', {}, { headers: ownKey });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toContain('Idempotency-Key');
    expect(stranger.body.message).not.toContain(owned.body.cart.id);
    expect(await madeWith(ownKey['idempotency-key'])).toEqual([
      { id: owned.body.cart.id, units: 0 },
    ]);
  });
});

describe('GET /store/carts/:id', () => {
  it('answers 404 as v1 for an unknown cart and for a cart of another store', async () => {
    const missing = await shop.get('/store/carts/cart_doesnotexist');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      type: 'not_found',
      message: 'Cart with cart_doesnotexist was not found',
    });

    const other = await createOrg(test, 'Elsewhere');
    const otherShop = test.session({ 'x-publishable-api-key': other.publishableKeyId });
    const theirs = await newCart({}, otherShop);
    expect((await shop.get(`/store/carts/${theirs.id}`)).status).toBe(404);
    expect((await addLine(theirs.id, 'variant_x')).status).toBe(404);
    expect((await shop.post(`/store/carts/${theirs.id}/payment-sessions`)).status).toBe(404);
    expect((await otherShop.get(`/store/carts/${theirs.id}`)).status).toBe(200);
  });
});

describe('line items', () => {
  it('adds, merges a second add of the same variant, updates and deletes', async () => {
    const product = await createProduct(test, org, { variants: 2 });
    const cart = await newCart();
    let response = await addLine(cart.id, product.variantIds[0]!, 2);
    expect(response.status, response.text).toBe(200);
    response = await addLine(cart.id, product.variantIds[0]!, 1);
    expect(response.body.cart.items).toHaveLength(1);
    const line = response.body.cart.items[0];
    expect(line).toMatchObject({
      variant_id: product.variantIds[0],
      quantity: 3,
      unit_price: 1000,
      total: 3000,
      title: expect.any(String),
      description: 'Variant 1',
      variant: { id: product.variantIds[0], product_id: product.id },
    });
    expect(line.variant.product.profiles).toHaveLength(1);

    response = await addLine(cart.id, product.variantIds[1]!, 1);
    expect(response.body.cart.items).toHaveLength(2);
    expect(response.body.cart.subtotal).toBe(3000 + 1100);

    response = await shop.post(`/store/carts/${cart.id}/line-items/${line.id}`, { quantity: 5 });
    expect(response.status, response.text).toBe(200);
    expect(response.body.cart.items.find((i: { id: string }) => i.id === line.id).quantity).toBe(5);

    response = await shop.post(`/store/carts/${cart.id}/line-items/${line.id}`, { quantity: 0 });
    expect(response.body.cart.items.map((i: { id: string }) => i.id)).not.toContain(line.id);

    const second = response.body.cart.items[0].id;
    response = await shop.delete(`/store/carts/${cart.id}/line-items/${second}`);
    expect(response.status).toBe(200);
    expect(response.body.cart.items).toEqual([]);
    expect(response.body.cart.total).toBe(0);
  });

  it('answers 400 naming the fields of a bad body, and a line of another cart', async () => {
    const cart = await newCart();
    const bad = await shop.post(`/store/carts/${cart.id}/line-items`, { quantity: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('variant_id');
    expect(bad.body.message).toContain('quantity');
    const zero = await shop.post(`/store/carts/${cart.id}/line-items`, {
      variant_id: 'v',
      quantity: 0,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('quantity');
    const unknown = await addLine(cart.id, 'variant_unknown');
    expect(unknown.status).toBe(404);
    const noLine = await shop.post(`/store/carts/${cart.id}/line-items/item_nope`, { quantity: 1 });
    expect(noLine.status).toBe(400);
    expect(noLine.body.message).toContain('line_id');
  });

  it('refuses more than the sales channel locations hold, naming the variant, unless backorders are allowed', async () => {
    const product = await createProduct(test, org);
    const variant = product.variantIds[0]!;
    await setStock(test, org, variant, 3);
    const cart = await newCart();
    expect((await addLine(cart.id, variant, 3)).status).toBe(200);
    const short = await addLine(cart.id, variant, 1);
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('insufficient_inventory');
    expect(short.body.message).toContain(variant);
    const raised = await shop.post(
      `/store/carts/${cart.id}/line-items/${(await shop.get(`/store/carts/${cart.id}`)).body.cart.items[0].id}`,
      { quantity: 4 },
    );
    expect(raised.status).toBe(400);
    expect(raised.body.code).toBe('insufficient_inventory');

    await run(
      sql`UPDATE product_variant SET allow_backorder = true WHERE store_id = ${org.storeId} AND id = ${variant}`,
    );
    const backorder = await addLine(cart.id, variant, 5);
    expect(backorder.status).toBe(200);
    expect(backorder.body.cart.items[0].quantity).toBe(8);
  });

  it('refuses a variant its sales channel does not sell', async () => {
    const product = await createProduct(test, org);
    await run(
      sql`DELETE FROM product_sales_channel WHERE store_id = ${org.storeId} AND product_id = ${product.id}`,
    );
    const cart = await newCart();
    const refused = await addLine(cart.id, product.variantIds[0]!);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(product.variantIds[0]);
    expect(refused.body.message).toContain('sales channel');
  });

  it('does not add twice when a client retries with the same Idempotency-Key', async () => {
    const product = await createProduct(test, org);
    const cart = await newCart();
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const first = await addLine(cart.id, product.variantIds[0]!, 2, headers);
    const retry = await addLine(cart.id, product.variantIds[0]!, 2, headers);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.cart.items[0].quantity).toBe(2);
    const another = await addLine(cart.id, product.variantIds[0]!, 2, {
      'idempotency-key': `other-${Date.now()}`,
    });
    expect(another.body.cart.items[0].quantity).toBe(4);
    // Concurrent retries of one request add once too (the cart's lock orders them).
    const key = { 'idempotency-key': `race-${Date.now()}` };
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => addLine(cart.id, product.variantIds[0]!, 1, key)),
    );
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await shop.get(`/store/carts/${cart.id}`)).body.cart.items[0].quantity).toBe(5);
  });

  it('forgets request keys after a day (housekeeping), in batches, and keeps fresh ones', async () => {
    const product = await createProduct(test, org);
    await setStock(test, org, product.variantIds[0]!, 100);
    const cart = await newCart();
    const keys = ['old-1', 'old-2', 'old-3', 'fresh'].map((name) => `${name}-${newId('k')}`);
    for (const key of keys) {
      const added = await addLine(cart.id, product.variantIds[0]!, 1, { 'idempotency-key': key });
      expect(added.status).toBe(200);
    }
    await run(sql`UPDATE cart_request_key SET created_at = now() - interval '25 hours'
      WHERE store_id = ${org.storeId} AND cart_id = ${cart.id} AND key LIKE 'old-%'`);
    const stored = async () => {
      const result = await run(sql`SELECT key FROM cart_request_key
        WHERE store_id = ${org.storeId} AND cart_id = ${cart.id} ORDER BY key`);
      return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    };
    expect(await stored()).toEqual([...keys].sort());

    // Batches of two: the three old keys (and any other store's) go in more than one statement.
    expect(await pruneCartRequestKeys(test.database.db, 2)).toBeGreaterThanOrEqual(3);
    expect(await stored()).toEqual([keys[3]]);
    // The fresh key still guards its request: a retry adds nothing.
    const retry = await addLine(cart.id, product.variantIds[0]!, 1, {
      'idempotency-key': keys[3]!,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.cart.items[0].quantity).toBe(4);
  });

  it('keeps concurrent adds without a key: every one counts', async () => {
    const product = await createProduct(test, org);
    await setStock(test, org, product.variantIds[0]!, 100);
    const cart = await newCart();
    await Promise.all(Array.from({ length: 6 }, () => addLine(cart.id, product.variantIds[0]!, 1)));
    const final = (await shop.get(`/store/carts/${cart.id}`)).body.cart;
    expect(final.items).toHaveLength(1);
    expect(final.items[0].quantity).toBe(6);
  });
});

describe('prices', () => {
  it('uses the region price before the currency price, sale lists, override lists and quantity tiers at the line quantity', async () => {
    const region = await euRegion({ taxRate: 0 });
    const product = await createProduct(test, org, { variants: 3 });
    const [plain, tiered, overridden] = product.variantIds as [string, string, string];
    await price(plain, 1500);
    await price(plain, 1400, { regionId: region });
    await price(tiered, 1000);
    await price(tiered, 800, { min: 5 });
    const sale = await priceList('sale');
    await price(tiered, 900, { listId: sale });
    const draft = await priceList('sale', 'draft');
    await price(tiered, 100, { listId: draft });
    await price(overridden, 1000);
    const override = await priceList('override');
    await price(overridden, 1200, { listId: override });

    const cart = await newCart({ region_id: region });
    await addLine(cart.id, plain, 1);
    await addLine(cart.id, tiered, 1);
    let body = (await addLine(cart.id, overridden, 5)).body.cart;
    const unit = (variant: string) =>
      body.items.find((i: { variant_id: string }) => i.variant_id === variant).unit_price;
    expect(unit(plain)).toBe(1400);
    expect(unit(tiered)).toBe(900);
    expect(unit(overridden)).toBe(1200);

    const tieredLine = body.items.find((i: { variant_id: string }) => i.variant_id === tiered).id;
    body = (await shop.post(`/store/carts/${cart.id}/line-items/${tieredLine}`, { quantity: 5 }))
      .body.cart;
    expect(unit(tiered)).toBe(800);
    expect(body.items.find((i: { id: string }) => i.id === tieredLine).subtotal).toBe(4000);
  });

  it('re-prices every line when the region changes, dropping lines without a price there and the shipping methods', async () => {
    const eur = await euRegion({ taxRate: 0, countries: ['it'] });
    const product = await createProduct(test, org, { variants: 2 });
    await price(product.variantIds[0]!, 777);
    const cart = await newCart();
    await addLine(cart.id, product.variantIds[0]!, 2);
    await addLine(cart.id, product.variantIds[1]!, 1);
    const option = await createShippingOption(org, { region_id: usdRegion, amount: 100 });
    const shipped = await shop.post(`/store/carts/${cart.id}/shipping-methods`, {
      option_id: option.id,
    });
    expect(shipped.body.cart.shipping_methods).toHaveLength(1);
    const sessions = await shop.post(`/store/carts/${cart.id}/payment-sessions`);
    expect(sessions.body.cart.payment_sessions).toHaveLength(1);
    const moved = await shop.post(`/store/carts/${cart.id}`, { region_id: eur });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.cart.region_id).toBe(eur);
    expect(moved.body.cart.items).toHaveLength(1);
    expect(moved.body.cart.items[0]).toMatchObject({ unit_price: 777, quantity: 2 });
    expect(moved.body.cart.total).toBe(1554);
    // Options and providers belong to a region: the shopper chooses again.
    expect(moved.body.cart.shipping_methods).toEqual([]);
    expect(moved.body.cart.payment_sessions).toEqual([]);
    // A region with one country presets it on the shipping address.
    expect(moved.body.cart.shipping_address).toMatchObject({ country_code: 'it' });
  });
});

describe('taxes', () => {
  it('adds tax on top of prices without tax, per line, with v1 totals', async () => {
    const region = await euRegion({ taxRate: 19, countries: ['at'] });
    const product = await createProduct(test, org);
    await price(product.variantIds[0]!, 1234);
    const cart = await newCart({ region_id: region });
    const body = (await addLine(cart.id, product.variantIds[0]!, 3)).body.cart;
    expect(body.items[0].tax_lines).toEqual([
      { rate: 19, name: 'default', code: 'default', item_id: body.items[0].id },
    ]);
    expect(body.items[0]).toMatchObject({
      subtotal: 3702,
      tax_total: 703,
      total: 4405,
      original_total: 4405,
      original_tax_total: 703,
      includes_tax: false,
    });
    expect(body).toMatchObject({
      subtotal: 3702,
      item_tax_total: 703,
      tax_total: 703,
      total: 4405,
    });
  });

  it('takes the tax out of prices that include it: the shopper pays the shown price', async () => {
    const region = await euRegion({ taxRate: 19, includesTax: true, countries: ['be'] });
    const product = await createProduct(test, org);
    await price(product.variantIds[0]!, 1190);
    const cart = await newCart({ region_id: region });
    const body = (await addLine(cart.id, product.variantIds[0]!, 2)).body.cart;
    expect(body.items[0]).toMatchObject({
      includes_tax: true,
      unit_price: 1190,
      subtotal: 2000,
      tax_total: 380,
      total: 2380,
    });
    expect(body).toMatchObject({ subtotal: 2000, tax_total: 380, total: 2380 });
  });

  it('uses a product override rate, and none without automatic taxes', async () => {
    const region = await euRegion({ taxRate: 19, countries: ['lu'] });
    const product = await createProduct(test, org);
    await price(product.variantIds[0]!, 1000);
    const rateId = newId('txr');
    await run(sql`INSERT INTO tax_rate (store_id, id, region_id, name, code, rate)
      VALUES (${org.storeId}, ${rateId}, ${region}, 'Reduced', 'reduced', 7)`);
    await run(sql`INSERT INTO product_tax_rate (store_id, rate_id, product_id)
      VALUES (${org.storeId}, ${rateId}, ${product.id})`);
    const cart = await newCart({ region_id: region });
    const body = (await addLine(cart.id, product.variantIds[0]!, 1)).body.cart;
    expect(body.items[0].tax_lines).toEqual([
      { rate: 7, name: 'Reduced', code: 'reduced', item_id: body.items[0].id },
    ]);
    expect(body.tax_total).toBe(70);

    await run(
      sql`UPDATE region SET automatic_taxes = false WHERE store_id = ${org.storeId} AND id = ${region}`,
    );
    const untaxed = await newCart({ region_id: region });
    const plain = (await addLine(untaxed.id, product.variantIds[0]!, 1)).body.cart;
    expect(plain.items[0].tax_lines).toEqual([]);
    expect(plain.tax_total).toBe(0);
    expect(plain.total).toBe(1000);
  });
});

describe('POST /store/carts/:id (email, addresses, metadata)', () => {
  it('makes a guest customer of the email, sets addresses as objects and merges updates', async () => {
    const region = await euRegion({ countries: ['dk', 'nl'] });
    const cart = await newCart({ region_id: region });
    const email = `guest-${Date.now()}@Example.com`;
    let response = await shop.post(`/store/carts/${cart.id}`, {
      email,
      shipping_address: {
        first_name: 'Gus',
        last_name: 'Guest',
        address_1: '1 Main St',
        city: 'Copenhagen',
        country_code: 'DK',
        postal_code: '1050',
      },
      billing_address: {
        first_name: 'Gus',
        last_name: 'Guest',
        address_1: '2 Side St',
        city: 'Berlin',
        country_code: 'de',
        postal_code: '10115',
      },
      metadata: { note: 'ring twice' },
      context: { locale: 'de' },
    });
    expect(response.status, response.text).toBe(200);
    const updated = response.body.cart;
    expect(updated.email).toBe(email.toLowerCase());
    expect(updated.customer_id).toMatch(/^cus_/);
    expect(updated.customer).toMatchObject({ email: email.toLowerCase(), has_account: false });
    expect(updated.shipping_address).toMatchObject({
      city: 'Copenhagen',
      country_code: 'dk',
      address_1: '1 Main St',
    });
    expect(updated.billing_address).toMatchObject({ address_1: '2 Side St' });
    expect(updated.metadata).toEqual({ note: 'ring twice' });
    expect(updated.context).toMatchObject({ locale: 'de', ip: '127.0.0.1' });

    // The same email again is the same customer; a partial address keeps the other fields.
    response = await shop.post(`/store/carts/${cart.id}`, {
      email,
      shipping_address: { city: 'Aarhus' },
    });
    expect(response.body.cart.customer_id).toBe(updated.customer_id);
    expect(response.body.cart.shipping_address).toMatchObject({
      id: updated.shipping_address.id,
      city: 'Aarhus',
      address_1: '1 Main St',
      country_code: 'dk',
    });

    const badCountry = await shop.post(`/store/carts/${cart.id}`, {
      shipping_address: { country_code: 'us' },
    });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.message).toContain('shipping_address.country_code');
    const badEmail = await shop.post(`/store/carts/${cart.id}`, { email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('email');
    const discount = await shop.post(`/store/carts/${cart.id}`, {
      discounts: [{ code: 'SUMMER' }],
    });
    expect(discount.status).toBe(404);
  });

  it('takes an address id of the signed-in customer as a copy, and refuses another one', async () => {
    const region = await euRegion({ countries: ['se'] });
    const email = `saver-${Date.now()}@example.com`;
    // Registering signs the session in (cookie): a session of its own, so `shop` stays a guest.
    const signup = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    const registered = await signup.post('/store/customers', {
      email,
      password: 'secret-password',
    });
    expect(registered.status, registered.text).toBe(200);
    const token = (await signup.post('/store/auth/token', { email, password: 'secret-password' }))
      .body.access_token as string;
    const customer = test.session({
      'x-publishable-api-key': org.publishableKeyId,
      authorization: `Bearer ${token}`,
    });
    const saved = await customer.post('/store/customers/me/addresses', {
      address: {
        first_name: 'Sven',
        last_name: 'Saver',
        address_1: 'Drottninggatan 1',
        city: 'Stockholm',
        country_code: 'se',
        postal_code: '11151',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const addressId = saved.body.customer.shipping_addresses[0].id as string;

    const cart = await newCart({ region_id: region }, customer);
    let answer = await customer.post(`/store/carts/${cart.id}`, { shipping_address: addressId });
    expect(answer.status, answer.text).toBe(200);
    const copy = answer.body.cart.shipping_address;
    expect(copy).toMatchObject({
      city: 'Stockholm',
      address_1: 'Drottninggatan 1',
      country_code: 'se',
    });
    expect(copy.id).not.toBe(addressId);
    // Editing the cart's address leaves the saved one as it was.
    answer = await customer.post(`/store/carts/${cart.id}`, {
      shipping_address: { city: 'Uppsala' },
    });
    expect(answer.body.cart.shipping_address).toMatchObject({ id: copy.id, city: 'Uppsala' });
    const me = await customer.get('/store/customers/me');
    expect(me.body.customer.shipping_addresses[0]).toMatchObject({
      id: addressId,
      city: 'Stockholm',
    });

    // Not the customer's: a guest cart cannot take it, even with the customer's email, nor
    // can an unknown id be used. A 400 naming the field, and the cart keeps no copy.
    const guest = await newCart({ region_id: region });
    for (const body of [
      { billing_address: addressId },
      { email, billing_address: addressId },
      { billing_address: 'addr_nope' },
    ]) {
      const refused = await shop.post(`/store/carts/${guest.id}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^billing_address: /);
    }
    const shipping = await shop.post(`/store/carts/${guest.id}`, {
      shipping_address: addressId,
    });
    expect(shipping.status).toBe(400);
    expect(shipping.body.message).toMatch(/^shipping_address: /);
    expect((await shop.get(`/store/carts/${guest.id}`)).body.cart.billing_address).toBeNull();
  });
});

describe('shipping', () => {
  it('lists the eligible options of a cart, adds one per profile, and drops them when lines change', async () => {
    const region = await euRegion({ taxRate: 10, countries: ['pt'] });
    const product = await createProduct(test, org);
    await price(product.variantIds[0]!, 2000);
    const standard = await createShippingOption(org, {
      region_id: region,
      name: 'Standard',
      amount: 500,
    });
    const express = await createShippingOption(org, {
      region_id: region,
      name: 'Express',
      amount: 900,
    });
    const freeOver = await createShippingOption(org, {
      region_id: region,
      name: 'Free over 100',
      amount: 0,
      requirements: [{ type: 'min_subtotal', amount: 10_000 }],
    });
    const cart = await newCart({ region_id: region });
    expect((await shop.get(`/store/shipping-options/${cart.id}`)).body.shipping_options).toEqual(
      [],
    );
    await addLine(cart.id, product.variantIds[0]!, 1);

    const listed = await shop.get(`/store/shipping-options/${cart.id}`);
    expect(listed.status).toBe(200);
    const ids = listed.body.shipping_options.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([standard.id, express.id]));
    expect(ids).not.toContain(freeOver.id);
    expect(listed.body.shipping_options[0]).toMatchObject({
      price_incl_tax: expect.any(Number),
      profile: expect.any(Object),
    });

    const ineligible = await shop.post(`/store/carts/${cart.id}/shipping-methods`, {
      option_id: freeOver.id,
    });
    expect(ineligible.status).toBe(400);
    expect(ineligible.body.message).toContain('option_id');

    let body = (
      await shop.post(`/store/carts/${cart.id}/shipping-methods`, { option_id: standard.id })
    ).body.cart;
    expect(body.shipping_methods).toHaveLength(1);
    expect(body.shipping_methods[0]).toMatchObject({
      shipping_option_id: standard.id,
      price: 500,
      subtotal: 500,
      tax_total: 50,
      total: 550,
      shipping_option: { id: standard.id, name: 'Standard' },
      tax_lines: [
        {
          rate: 10,
          name: 'default',
          code: 'default',
          shipping_method_id: body.shipping_methods[0].id,
        },
      ],
    });
    expect(body.items[0].has_shipping).toBe(true);
    expect(body).toMatchObject({
      subtotal: 2000,
      shipping_total: 500,
      shipping_tax_total: 50,
      tax_total: 250,
      total: 2750,
    });

    // Same profile: the new option replaces the old one.
    body = (await shop.post(`/store/carts/${cart.id}/shipping-methods`, { option_id: express.id }))
      .body.cart;
    expect(
      body.shipping_methods.map((m: { shipping_option_id: string }) => m.shipping_option_id),
    ).toEqual([express.id]);

    const missing = await shop.post(`/store/carts/${cart.id}/shipping-methods`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('option_id');

    body = (await addLine(cart.id, product.variantIds[0]!, 1)).body.cart;
    expect(body.shipping_methods).toEqual([]);
    expect(body.items[0].has_shipping).toBe(false);
    expect((await shop.get('/store/shipping-options/cart_nope')).status).toBe(404);
  });
});

describe('payment sessions', () => {
  async function cartWithLine(providers: string[]) {
    const region = await euRegion({ taxRate: 0, countries: [], providers });
    const product = await createProduct(test, org);
    await price(product.variantIds[0]!, 2500);
    const cart = await newCart({ region_id: region });
    await addLine(cart.id, product.variantIds[0]!, 1);
    return { cart, product };
  }

  it('creates the session of the one provider, selected, and repeating it changes nothing', async () => {
    const { cart } = await cartWithLine(['manual']);
    const first = await shop.post(`/store/carts/${cart.id}/payment-sessions`);
    expect(first.status, first.text).toBe(200);
    // v1 answers this call with the cart twice: `cart` and `data`.
    expect(first.body.data).toEqual(first.body.cart);
    expect(first.body.cart.payment_sessions).toHaveLength(1);
    expect(first.body.cart.payment_session).toMatchObject({
      provider_id: 'manual',
      is_selected: true,
      is_initiated: true,
      status: 'pending',
      amount: 2500,
    });
    for (let n = 0; n < 3; n += 1) {
      const again = await shop.post(`/store/carts/${cart.id}/payment-sessions`);
      expect(again.body.cart.payment_sessions).toEqual(first.body.cart.payment_sessions);
      expect(again.body.cart.updated_at).toBe(first.body.cart.updated_at);
    }
  });

  it('concurrent first calls leave one session per provider', async () => {
    const { cart } = await cartWithLine(['manual', 'test-card']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => shop.post(`/store/carts/${cart.id}/payment-sessions`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const final = (await shop.get(`/store/carts/${cart.id}`)).body.cart;
    expect(
      final.payment_sessions.map((s: { provider_id: string }) => s.provider_id).sort(),
    ).toEqual(['manual', 'test-card']);
  });

  it('follows the cart total, selects, updates data, refreshes and deletes sessions', async () => {
    const { cart, product } = await cartWithLine(['manual', 'test-card']);
    let body = (await shop.post(`/store/carts/${cart.id}/payment-sessions`)).body.cart;
    expect(body.payment_sessions.map((s: { provider_id: string }) => s.provider_id).sort()).toEqual(
      ['manual', 'test-card'],
    );
    expect(body.payment_session).toBeNull();

    body = (await addLine(cart.id, product.variantIds[0]!, 1)).body.cart;
    expect(body.payment_sessions.every((s: { amount: number }) => s.amount === 5000)).toBe(true);

    const select = await shop.post(`/store/carts/${cart.id}/payment-session`, {
      provider_id: 'test-card',
    });
    expect(select.status, select.text).toBe(200);
    expect(select.body.cart.payment_session.provider_id).toBe('test-card');
    const badProvider = await shop.post(`/store/carts/${cart.id}/payment-session`, {
      provider_id: 'stripe',
    });
    expect(badProvider.status).toBe(400);
    expect(badProvider.body.message).toContain('provider_id');
    const noBody = await shop.post(`/store/carts/${cart.id}/payment-session`, {});
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toContain('provider_id');

    const updated = await shop.post(`/store/carts/${cart.id}/payment-sessions/manual`, {
      data: { reference: 'PO-1' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.cart.payment_session).toMatchObject({
      provider_id: 'manual',
      data: { reference: 'PO-1' },
    });

    const before = updated.body.cart.payment_session.id;
    const refreshed = await shop.post(`/store/carts/${cart.id}/payment-sessions/manual/refresh`);
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.body.cart.payment_session.provider_id).toBe('manual');
    expect(refreshed.body.cart.payment_session.id).not.toBe(before);

    const deleted = await shop.delete(`/store/carts/${cart.id}/payment-sessions/manual`);
    expect(deleted.status).toBe(200);
    expect(
      deleted.body.cart.payment_sessions.map((s: { provider_id: string }) => s.provider_id),
    ).toEqual(['test-card']);
    expect(
      (await shop.post(`/store/carts/${cart.id}/payment-sessions/manual/refresh`)).status,
    ).toBe(404);
  });

  it('a completed cart refuses every change', async () => {
    const { cart, product } = await cartWithLine(['manual']);
    await run(
      sql`UPDATE cart SET completed_at = now() WHERE store_id = ${org.storeId} AND id = ${cart.id}`,
    );
    for (const response of [
      await addLine(cart.id, product.variantIds[0]!),
      await shop.post(`/store/carts/${cart.id}`, { email: 'late@example.com' }),
      await shop.post(`/store/carts/${cart.id}/payment-sessions`),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('cart_completed');
    }
    expect((await shop.get(`/store/carts/${cart.id}`)).status).toBe(200);
  });
});

describe('DELETE /store/carts/:id/discounts/:code', () => {
  it('leaves a cart without that code as it is', async () => {
    const cart = await newCart();
    const response = await shop.delete(`/store/carts/${cart.id}/discounts/SUMMER`);
    expect(response.status).toBe(200);
    expect(response.body.cart).toMatchObject({ id: cart.id, discounts: [], total: 0 });
  });
});
