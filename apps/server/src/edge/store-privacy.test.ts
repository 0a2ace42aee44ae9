import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createOrg, createProduct, type TestOrg } from '../../test/factories.js';
import type { HttpSession } from '../../test/http.js';
import { setStock } from '../../test/checkout.js';
import { germanRegion, registerVictim } from '../../test/shoppers.js';

/*
 * Issue 32, the route review: every store API route, called by strangers who know a customer's
 * email, customer id, saved address ids and order number (everything an attacker can learn or
 * guess), answers none of that customer's personal fields: name, phone, street, city, postal
 * code, metadata, or that the email has an account. One stranger is not signed in, the other is
 * signed in as a customer of their own. Cart and order ids are the shopper's bearer secrets (as
 * in v1) and appear in no answer to anyone else; docs/store-api.md has the table this walks.
 *
 * A new store route fails the coverage test below until it has its requests here.
 */

let test: TestApp;
let org: TestOrg;

interface Known {
  email: string;
  customerId: string;
  addressId: string;
  billingAddressId: string;
  displayId: number;
  orderId: string;
  productId: string;
  variantId: string;
  regionId: string;
  /** The stranger's own cart, with a line, a shipping method and payment sessions. */
  cartId: string;
  lineId: string;
}

/** What each stranger knows: the victim's ids, and a cart of their own. */
const known = new Map<HttpSession, Known>();
/** The victim's strings that must reach no stranger. */
let secrets: string[];
let anonymous: HttpSession;
let otherCustomer: HttpSession;
let otherCustomerId: string;

const storeSession = (address: string, headers: Record<string, string> = {}) =>
  test.sessionFrom(address, { 'x-publishable-api-key': org.publishableKeyId, ...headers });

async function ok(response: { status: number; text: string; body: any }, what: string) {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${response.text}`);
  return response.body;
}

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
  const tag = randomBytes(3).toString('hex');
  const regionId = await germanRegion(org);
  const option = await ok(
    await org.admin.post('/admin/shipping-options', {
      name: 'Standard',
      region_id: regionId,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: 500,
    }),
    'shipping option',
  );
  const product = await createProduct(test, org);
  const variantId = product.variantIds[0]!;
  await ok(
    await org.admin.post(`/admin/products/${product.id}/variants/${variantId}`, {
      prices: [{ currency_code: 'usd', amount: 1000 }],
    }),
    'price',
  );
  await setStock(test, org, variantId, 100);

  // The victim: an account with a name, phone, metadata, saved and billing addresses, an order
  // placed signed in, and a guest row of their email that staff gave a name.
  const home = storeSession('127.0.1.2');
  const victim = await registerVictim(home, (headers) => storeSession('127.0.1.2', headers));
  const { email, addressId } = victim;
  const placed = await checkout(victim.session, {
    regionId,
    variantId,
    optionId: option.shipping_option.id,
    body: { shipping_address: addressId },
  });
  const guestRow = await checkout(storeSession('127.0.1.3'), {
    regionId,
    variantId,
    optionId: option.shipping_option.id,
    body: { email },
  });
  await ok(
    await org.admin.post(`/admin/customers/${guestRow.customer_id}`, {
      first_name: `Gail${tag}`,
      last_name: `Guestname${tag}`,
      phone: `+4478${tag}`,
    }),
    'guest name',
  );
  secrets = [...victim.secrets, `Gail${tag}`, `Guestname${tag}`, `+4478${tag}`];

  // The strangers, each from an address of their own, each with a cart of their own.
  anonymous = storeSession('127.0.1.4');
  otherCustomer = storeSession('127.0.1.5');
  const other = await ok(
    await otherCustomer.post('/store/customers', {
      email: `other-${tag}@example.com`,
      password: 'other-password',
    }),
    'other customer',
  );
  otherCustomerId = other.customer.id;
  for (const stranger of [anonymous, otherCustomer]) {
    const { cart } = await ok(await stranger.post('/store/carts', { region_id: regionId }), 'cart');
    const lined = await ok(
      await stranger.post(`/store/carts/${cart.id}/line-items`, {
        variant_id: variantId,
        quantity: 1,
      }),
      'line',
    );
    await ok(
      await stranger.post(`/store/carts/${cart.id}/shipping-methods`, {
        option_id: option.shipping_option.id,
      }),
      'shipping method',
    );
    await ok(await stranger.post(`/store/carts/${cart.id}/payment-sessions`), 'sessions');
    known.set(stranger, {
      email,
      customerId: victim.id,
      addressId,
      billingAddressId: victim.billingAddressId,
      displayId: placed.display_id,
      orderId: placed.id,
      productId: product.id,
      variantId,
      regionId,
      cartId: cart.id,
      lineId: lined.cart.items[0].id,
    });
  }
});

afterAll(async () => {
  await test?.close();
});

/** A whole checkout through the store API; answers the order. */
async function checkout(
  shopper: HttpSession,
  given: { regionId: string; variantId: string; optionId: string; body: Record<string, unknown> },
) {
  const { cart } = await ok(
    await shopper.post('/store/carts', { region_id: given.regionId }),
    'cart',
  );
  await ok(
    await shopper.post(`/store/carts/${cart.id}/line-items`, {
      variant_id: given.variantId,
      quantity: 1,
    }),
    'line',
  );
  await ok(
    await shopper.post(`/store/carts/${cart.id}`, {
      ...given.body,
      ...(given.body.shipping_address
        ? {}
        : {
            shipping_address: {
              first_name: 'Gus',
              last_name: 'Guest',
              address_1: '1 Main St',
              city: 'Berlin',
              country_code: 'de',
              postal_code: '10115',
            },
          }),
    }),
    'cart details',
  );
  await ok(
    await shopper.post(`/store/carts/${cart.id}/shipping-methods`, { option_id: given.optionId }),
    'shipping method',
  );
  await ok(await shopper.post(`/store/carts/${cart.id}/payment-sessions`), 'sessions');
  const done = await ok(await shopper.post(`/store/carts/${cart.id}/complete`), 'complete');
  expect(done.type).toBe('order');
  return done.data as { id: string; display_id: number; customer_id: string };
}

interface Call {
  method: string;
  path: string;
  body?: unknown;
  /** The status the call must answer, where it proves the call reached what it probes. */
  status?: number;
}

/**
 * The calls a stranger makes to each store route with what they know of the victim. Keys are
 * the declared routes; every storefront route must have one.
 */
const CALLS: Record<string, (k: Known) => Call[]> = {
  'GET /store/products': () => [{ method: 'GET', path: '/store/products' }],
  'POST /store/products/search': () => [
    { method: 'POST', path: '/store/products/search', body: { q: 'Vera' } },
  ],
  'GET /store/products/:id': (k) => [{ method: 'GET', path: `/store/products/${k.productId}` }],
  'GET /store/variants': (k) => [{ method: 'GET', path: `/store/variants?ids=${k.variantId}` }],
  'GET /store/variants/:id': (k) => [{ method: 'GET', path: `/store/variants/${k.variantId}` }],
  'GET /store/collections': () => [{ method: 'GET', path: '/store/collections' }],
  'GET /store/collections/:id': (k) => [
    { method: 'GET', path: `/store/collections/${k.customerId}` },
  ],
  'GET /store/product-categories': () => [{ method: 'GET', path: '/store/product-categories' }],
  'GET /store/product-categories/:id': (k) => [
    { method: 'GET', path: `/store/product-categories/${k.customerId}` },
  ],
  'GET /store/product-tags': () => [{ method: 'GET', path: '/store/product-tags?value=Vera' }],
  'GET /store/product-types': () => [{ method: 'GET', path: '/store/product-types' }],
  'GET /store/regions': () => [{ method: 'GET', path: '/store/regions' }],
  'GET /store/regions/:id': (k) => [{ method: 'GET', path: `/store/regions/${k.regionId}` }],
  'GET /store/shipping-options': (k) => [
    { method: 'GET', path: `/store/shipping-options?region_id=${k.regionId}` },
  ],
  'GET /store/shipping-options/:cart_id': (k) => [
    { method: 'GET', path: `/store/shipping-options/${k.cartId}` },
  ],
  'POST /store/carts': (k) => [
    { method: 'POST', path: '/store/carts', body: { region_id: k.regionId } },
    { method: 'POST', path: '/store/carts', body: { customer_id: k.customerId } },
  ],
  'GET /store/carts/:id': (k) => [{ method: 'GET', path: `/store/carts/${k.cartId}` }],
  'POST /store/carts/:id': (k) => [
    { method: 'POST', path: `/store/carts/${k.cartId}`, body: { email: k.email }, status: 200 },
    { method: 'POST', path: `/store/carts/${k.cartId}`, body: { customer_id: k.customerId } },
    {
      method: 'POST',
      path: `/store/carts/${k.cartId}`,
      body: { shipping_address: k.addressId },
      status: 400,
    },
    {
      method: 'POST',
      path: `/store/carts/${k.cartId}`,
      body: { billing_address: k.billingAddressId },
    },
    {
      method: 'POST',
      path: `/store/carts/${k.cartId}`,
      body: { email: k.email, billing_address: k.addressId },
    },
  ],
  'POST /store/carts/:id/line-items': (k) => [
    {
      method: 'POST',
      path: `/store/carts/${k.cartId}/line-items`,
      body: { variant_id: k.variantId, quantity: 1 },
    },
  ],
  'POST /store/carts/:id/line-items/:line_id': (k) => [
    {
      method: 'POST',
      path: `/store/carts/${k.cartId}/line-items/${k.lineId}`,
      body: { quantity: 2 },
    },
  ],
  'DELETE /store/carts/:id/line-items/:line_id': (k) => [
    { method: 'DELETE', path: `/store/carts/${k.cartId}/line-items/${k.addressId}` },
  ],
  'POST /store/carts/:id/shipping-methods': (k) => [
    {
      method: 'POST',
      path: `/store/carts/${k.cartId}/shipping-methods`,
      body: { option_id: k.addressId },
    },
  ],
  'POST /store/carts/:id/payment-sessions': (k) => [
    { method: 'POST', path: `/store/carts/${k.cartId}/payment-sessions` },
  ],
  'POST /store/carts/:id/payment-session': (k) => [
    {
      method: 'POST',
      path: `/store/carts/${k.cartId}/payment-session`,
      body: { provider_id: 'manual' },
    },
  ],
  'POST /store/carts/:id/payment-sessions/:provider_id': (k) => [
    {
      method: 'POST',
      path: `/store/carts/${k.cartId}/payment-sessions/manual`,
      body: { data: { email: k.email } },
    },
  ],
  'DELETE /store/carts/:id/payment-sessions/:provider_id': (k) => [
    { method: 'DELETE', path: `/store/carts/${k.cartId}/payment-sessions/none` },
  ],
  'POST /store/carts/:id/payment-sessions/:provider_id/refresh': (k) => [
    { method: 'POST', path: `/store/carts/${k.cartId}/payment-sessions/manual/refresh` },
  ],
  'DELETE /store/carts/:id/discounts/:code': (k) => [
    { method: 'DELETE', path: `/store/carts/${k.cartId}/discounts/NONE` },
  ],
  // Walked last: the cart becomes an order with the victim's email.
  'POST /store/carts/:id/complete': (k) => [
    { method: 'POST', path: `/store/carts/${k.cartId}`, body: { email: k.email } },
    { method: 'POST', path: `/store/carts/${k.cartId}/complete`, status: 200 },
  ],
  'GET /store/orders': (k) => [
    {
      method: 'GET',
      path: `/store/orders?display_id=${k.displayId}&email=${encodeURIComponent(k.email)}`,
      status: 200,
    },
  ],
  'GET /store/orders/:id': (k) => [{ method: 'GET', path: `/store/orders/${k.customerId}` }],
  'GET /store/orders/cart/:cart_id': (k) => [
    { method: 'GET', path: `/store/orders/cart/${k.cartId}` },
  ],
  'POST /store/orders/batch/customer/token': (k) => [
    {
      method: 'POST',
      path: '/store/orders/batch/customer/token',
      body: { order_ids: [k.orderId] },
    },
  ],
  // The victim's order is an account's: a stranger cannot return it (404, as a missing order).
  'POST /store/returns': (k) => [
    {
      method: 'POST',
      path: '/store/returns',
      body: { order_id: k.orderId, items: [{ item_id: k.lineId, quantity: 1 }] },
      status: 404,
    },
  ],
  // Nor exchange it; the stranger's own cart is no exchange's.
  'POST /store/swaps': (k) => [
    {
      method: 'POST',
      path: '/store/swaps',
      body: {
        order_id: k.orderId,
        return_items: [{ item_id: k.lineId, quantity: 1 }],
        additional_items: [{ variant_id: k.variantId, quantity: 1 }],
      },
      status: 404,
    },
  ],
  'GET /store/swaps/:cart_id': (k) => [
    { method: 'GET', path: `/store/swaps/${k.cartId}`, status: 404 },
  ],
  // An order edit and its payment collection are reached by their ids alone (the mail's link),
  // which no answer to anyone else carries.
  'GET /store/order-edits/:id': () => [
    { method: 'GET', path: '/store/order-edits/oe_unknown', status: 404 },
  ],
  'POST /store/order-edits/:id/decline': () => [
    { method: 'POST', path: '/store/order-edits/oe_unknown/decline', body: {}, status: 404 },
  ],
  'POST /store/order-edits/:id/complete': () => [
    { method: 'POST', path: '/store/order-edits/oe_unknown/complete', status: 404 },
  ],
  'GET /store/payment-collections/:id': () => [
    { method: 'GET', path: '/store/payment-collections/paycol_unknown', status: 404 },
  ],
  'POST /store/payment-collections/:id/sessions': () => [
    {
      method: 'POST',
      path: '/store/payment-collections/paycol_unknown/sessions',
      body: { provider_id: 'manual' },
      status: 404,
    },
  ],
  'POST /store/payment-collections/:id/sessions/batch': () => [
    {
      method: 'POST',
      path: '/store/payment-collections/paycol_unknown/sessions/batch',
      body: { sessions: [{ provider_id: 'manual', amount: 100 }] },
      status: 404,
    },
  ],
  'POST /store/payment-collections/:id/sessions/batch/authorize': () => [
    {
      method: 'POST',
      path: '/store/payment-collections/paycol_unknown/sessions/batch/authorize',
      body: { session_ids: ['ps_unknown'] },
      status: 404,
    },
  ],
  'POST /store/payment-collections/:id/sessions/:session_id': () => [
    {
      method: 'POST',
      path: '/store/payment-collections/paycol_unknown/sessions/ps_unknown',
      status: 404,
    },
  ],
  'POST /store/payment-collections/:id/sessions/:session_id/authorize': () => [
    {
      method: 'POST',
      path: '/store/payment-collections/paycol_unknown/sessions/ps_unknown/authorize',
      status: 404,
    },
  ],
  'GET /store/return-reasons': () => [{ method: 'GET', path: '/store/return-reasons' }],
  'GET /store/return-reasons/:id': () => [
    { method: 'GET', path: '/store/return-reasons/rr_none', status: 404 },
  ],
  'POST /store/orders/customer/confirm': () => [
    { method: 'POST', path: '/store/orders/customer/confirm', body: { token: 'eyJ.e30.x' } },
  ],
  'POST /store/customers': (k) => [
    {
      method: 'POST',
      path: '/store/customers',
      body: { email: k.email, password: 'taken-password' },
      status: 422,
    },
  ],
  'GET /store/customers/me': () => [{ method: 'GET', path: '/store/customers/me' }],
  'POST /store/customers/me': (k) => [
    { method: 'POST', path: '/store/customers/me', body: { billing_address: k.billingAddressId } },
    { method: 'POST', path: '/store/customers/me', body: { email: k.email } },
  ],
  'POST /store/customers/me/addresses': () => [
    {
      method: 'POST',
      path: '/store/customers/me/addresses',
      body: {
        address: {
          first_name: 'Own',
          last_name: 'Address',
          address_1: '2 Own St',
          city: 'Berlin',
          country_code: 'de',
          postal_code: '10115',
        },
      },
    },
  ],
  'POST /store/customers/me/addresses/:address_id': (k) => [
    {
      method: 'POST',
      path: `/store/customers/me/addresses/${k.addressId}`,
      body: { city: 'Elsewhere' },
    },
  ],
  'DELETE /store/customers/me/addresses/:address_id': (k) => [
    { method: 'DELETE', path: `/store/customers/me/addresses/${k.addressId}` },
  ],
  'GET /store/customers/me/orders': () => [{ method: 'GET', path: '/store/customers/me/orders' }],
  'GET /store/customers/me/payment-methods': () => [
    { method: 'GET', path: '/store/customers/me/payment-methods' },
  ],
  'POST /store/customers/password-token': (k) => [
    { method: 'POST', path: '/store/customers/password-token', body: { email: k.email } },
  ],
  'POST /store/customers/password-reset': (k) => [
    {
      method: 'POST',
      path: '/store/customers/password-reset',
      body: { email: k.email, token: randomBytes(44).toString('base64url'), password: 'x1234567' },
    },
  ],
  'POST /store/auth': (k) => [
    { method: 'POST', path: '/store/auth', body: { email: k.email, password: 'guess-1234' } },
  ],
  'GET /store/auth': () => [{ method: 'GET', path: '/store/auth' }],
  'DELETE /store/auth': () => [{ method: 'DELETE', path: '/store/auth' }],
  'GET /store/auth/:email': (k) => [
    { method: 'GET', path: `/store/auth/${encodeURIComponent(k.email)}` },
  ],
  'POST /store/auth/token': (k) => [
    { method: 'POST', path: '/store/auth/token', body: { email: k.email, password: 'guess-1234' } },
  ],
};

/** Every store route, completing the cart last (the cart's other routes need it open). */
const storefrontRoutes = () => {
  const routes = test.app.declaredRoutes
    .filter((route) => route.access === 'storefront' && route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}`);
  const last = 'POST /store/carts/:id/complete';
  return [...routes.filter((route) => route !== last), ...routes.filter((route) => route === last)];
};

describe('the store API as a stranger', () => {
  it('has the stranger calls of every store route', () => {
    const missing = storefrontRoutes().filter((route) => !CALLS[route]);
    expect(missing).toEqual([]);
  });

  for (const who of ['not signed in', 'signed in as another customer'] as const) {
    it(`answers no personal field of another customer to a stranger ${who}`, async () => {
      const stranger = who === 'not signed in' ? anonymous : otherCustomer;
      const self = who === 'not signed in' ? null : otherCustomerId;
      const leaks: string[] = [];
      for (const route of storefrontRoutes()) {
        for (const call of CALLS[route]?.(known.get(stranger)!) ?? []) {
          const answer = await stranger.request(call.method, call.path, {
            ...(call.body !== undefined && { body: call.body }),
          });
          expect(answer.status, `${route}: ${answer.text}`).toBeLessThan(500);
          if (call.status) expect(answer.status, `${route}: ${answer.text}`).toBe(call.status);
          const found = secrets.filter((secret) => answer.text.includes(secret));
          const accounts = accountsIn(answer.body).filter((id) => id !== self);
          if (found.length > 0 || accounts.length > 0) {
            leaks.push(`${route} ${call.path}: ${[...found, ...accounts].join(', ')}`);
          }
        }
      }
      expect(leaks).toEqual([]);
    });
  }
});

/** The ids of the customers with `has_account: true` anywhere in an answer. */
function accountsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(accountsIn);
  if (!value || typeof value !== 'object') return [];
  const entry = value as Record<string, unknown>;
  const own = entry.has_account === true ? [String(entry.id)] : [];
  return [...own, ...Object.values(entry).flatMap(accountsIn)];
}
