import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeclaredRoute } from '../src/platform/access.js';
import { signCustomerToken } from '../src/platform/auth/jwt.js';
import type { TestApp } from './app.js';
import {
  createCollection,
  createOrg,
  createProduct,
  createUser,
  type TestOrg,
} from './factories.js';
import type { HttpSession } from './http.js';

/*
 * Helpers for the tests that walk every registered route (apps/server/src/edge/): a store with
 * one real row behind every kind of path parameter, paths filled from it, and the other
 * spellings of a path that must reach the same route.
 */

/** A store with one of everything a route parameter can name, and its admin's bearer token. */
export interface SeededStore {
  org: TestOrg;
  /** The admin's bearer token (no cookie: signing out or XSRF never get in the way). */
  adminToken: string;
  /** A member of the same store; routes acting on "a user" name this one, never the admin. */
  member: { id: string; email: string; password: string; session: HttpSession };
  /** A customer's bearer token for the store API (`/store/customers/me/*` answer as them). */
  customerToken: string;
  /** Real ids by what they name (see `pathFor`). */
  ids: Record<string, string>;
}

async function expectOk(response: { status: number; text: string }, what: string) {
  if (response.status !== 200)
    throw new Error(`${what} failed: ${response.status} ${response.text}`);
}

/** A fresh organisation and one row of each entity a path parameter can point to. */
export async function seedStore(test: TestApp): Promise<SeededStore> {
  const org = await createOrg(test);
  const token = await test
    .session()
    .post('/admin/auth/token', { email: org.email, password: org.password });
  await expectOk(token, 'token');
  const member = await createUser(test, org, 'member');
  const product = await createProduct(test, org, { variants: 2 });
  const option = await org.admin.post(`/admin/products/${product.id}/options`, { title: 'Size' });
  await expectOk(option, 'option');
  const optionId = (option.body.product.options as Array<{ id: string; title: string }>).find(
    (entry) => entry.title === 'Size',
  )!.id;
  const collection = await createCollection(org);
  const category = await org.admin.post('/admin/product-categories', { name: 'Seeded category' });
  await expectOk(category, 'category');
  const priceList = await org.admin.post('/admin/price-lists', {
    name: 'Seeded list',
    description: 'For route tests',
  });
  await expectOk(priceList, 'price list');
  const invite = await org.admin.post('/admin/invites', {
    user: `invitee-${randomBytes(3).toString('hex')}@example.com`,
  });
  await expectOk(invite, 'invite');
  const view = await org.admin.post('/admin/views', {
    resource: 'products',
    name: 'Seeded view',
    query: 'q=x',
  });
  await expectOk(view, 'view');
  const job = await org.admin.post('/admin/batch-jobs', { type: 'product-export' });
  await expectOk(job, 'batch job');
  const form = new FormData();
  form.append('files', new Blob(['seeded file'], { type: 'text/plain' }), 'seeded.txt');
  const upload = await org.admin.postForm('/admin/uploads', form);
  await expectOk(upload, 'upload');
  const fileKey = (upload.body.uploads as Array<{ key: string }>)[0]!.key;
  // Stock: a second location where the product's first variant is stocked, one unit reserved.
  const location = await org.admin.post('/admin/stock-locations', { name: 'Seeded location' });
  await expectOk(location, 'stock location');
  const locationId = location.body.stock_location.id as string;
  const inventory = await org.admin.get(`/admin/variants/${product.variantIds[0]}/inventory`);
  const itemId = inventory.body.variant.inventory[0].id as string;
  await expectOk(
    await org.admin.post(`/admin/inventory-items/${itemId}/location-levels`, {
      location_id: locationId,
      stocked_quantity: 5,
    }),
    'stock level',
  );
  const reservation = await org.admin.post('/admin/reservations', {
    inventory_item_id: itemId,
    location_id: locationId,
    quantity: 1,
  });
  await expectOk(reservation, 'reservation');
  // Shipping and taxes: a custom profile, an option of the store's region, a rate on the product.
  const regions = await org.admin.get('/admin/regions?limit=1');
  await expectOk(regions, 'regions');
  const regionId = regions.body.regions[0].id as string;
  const profile = await org.admin.post('/admin/shipping-profiles', { name: 'Seeded profile' });
  await expectOk(profile, 'shipping profile');
  const shippingOption = await org.admin.post('/admin/shipping-options', {
    name: 'Seeded option',
    region_id: regionId,
    provider_id: 'manual',
    data: { id: 'manual-fulfillment' },
    price_type: 'flat_rate',
    amount: 500,
  });
  await expectOk(shippingOption, 'shipping option');
  const taxRate = await org.admin.post('/admin/tax-rates', {
    name: 'Seeded rate',
    code: 'SEED',
    rate: 7,
    region_id: regionId,
    products: [product.id],
  });
  await expectOk(taxRate, 'tax rate');
  // A customer of the store with a saved address, and a bearer token of theirs.
  const storefront = test.session({ 'x-publishable-api-key': org.publishableKeyId });
  const customer = {
    email: `customer-${randomBytes(3).toString('hex')}@example.com`,
    password: 'secret123',
  };
  const registered = await storefront.post('/store/customers', customer);
  await expectOk(registered, 'customer');
  const saved = await storefront.post('/store/customers/me/addresses', {
    address: {
      first_name: 'Sam',
      last_name: 'Shopper',
      address_1: '1 Main St',
      city: 'Berlin',
      country_code: 'de',
      postal_code: '10115',
    },
  });
  await expectOk(saved, 'customer address');
  // Minted here rather than by POST /store/auth/token: a token given for a password stops when
  // the password changes, which the fuzz of POST /store/customers/me may do.
  const customerToken = await signCustomerToken(test.config.jwtSecret, {
    customerId: registered.body.customer.id as string,
    storeId: org.storeId,
  });
  // A cart with a line, a shipping method and a payment session (the carts routes).
  const cart = await storefront.post('/store/carts', {});
  await expectOk(cart, 'cart');
  const cartId = cart.body.cart.id as string;
  const line = await storefront.post(`/store/carts/${cartId}/line-items`, {
    variant_id: product.variantIds[0],
    quantity: 1,
  });
  await expectOk(line, 'line item');
  const method = await storefront.post(`/store/carts/${cartId}/shipping-methods`, {
    option_id: shippingOption.body.shipping_option.id,
  });
  await expectOk(method, 'shipping method');
  await expectOk(await storefront.post(`/store/carts/${cartId}/payment-sessions`), 'sessions');

  return {
    org,
    adminToken: token.body.access_token as string,
    customerToken,
    member,
    ids: {
      users: member.id,
      products: product.id,
      variants: product.variantIds[0]!,
      options: optionId,
      collections: collection.id,
      'product-categories': category.body.product_category.id as string,
      'price-lists': priceList.body.price_list.id as string,
      invites: invite.body.invite.id as string,
      views: view.body.view.id as string,
      'batch-jobs': job.body.batch_job.id as string,
      'publishable-api-keys': org.publishableKeyId,
      'sales-channels': org.salesChannelId,
      currencies: 'usd',
      uploads: fileKey,
      app: 'a/products',
      'stock-locations': locationId,
      'inventory-items': itemId,
      reservations: reservation.body.reservation.id as string,
      'shipping-profiles': profile.body.shipping_profile.id as string,
      'shipping-options': shippingOption.body.shipping_option.id as string,
      'tax-rates': taxRate.body.tax_rate.id as string,
      addresses: saved.body.customer.shipping_addresses[0].id as string,
      carts: cartId,
      'line-items': line.body.cart.items[0].id as string,
      'payment-sessions': 'manual',
    },
  };
}

/** An id nobody has (the shape of ours, so it passes any format check and is simply not found). */
export const unknownId = (prefix = 'none') =>
  `${prefix}_01${randomBytes(12).toString('hex').toUpperCase()}`;

/** Which seeded row a parameter names: by its own name, else by the segment before it. */
const OWNER_OF_PARAM: Record<string, string> = {
  option_id: 'options',
  variant_id: 'variants',
  product_id: 'products',
  code: 'currencies',
  location_id: 'stock-locations',
  cart_id: 'carts',
};

/**
 * The values of a route's parameters (the wildcard counts as one), in order: the seeded row
 * each names, or, with `real` false or nothing seeded for it, an id nobody has.
 */
export function paramValues(
  url: string,
  ids: Record<string, string>,
  options: { real?: boolean } = {},
): string[] {
  const segments = url.split('/');
  const values: string[] = [];
  segments.forEach((segment, index) => {
    if (segment !== '*' && !segment.startsWith(':')) return;
    const param = segment.slice(1);
    const owner = OWNER_OF_PARAM[param] ?? segments[index - 1]!;
    const real = options.real !== false ? ids[owner] : undefined;
    values.push(real ?? (param === 'code' ? 'xyz' : unknownId(segment === '*' ? 'file' : 'none')));
  });
  return values;
}

/**
 * The path of a route with its parameters filled, by default from `paramValues`
 * (`/admin/products/:id/variants/:variant_id` → the seeded product and its variant).
 */
export function pathFor(
  url: string,
  ids: Record<string, string>,
  options: { real?: boolean; values?: readonly string[] } = {},
): string {
  const values = options.values ?? paramValues(url, ids, options);
  let next = 0;
  return url
    .split('/')
    .map((segment) => (segment === '*' || segment.startsWith(':') ? values[next++]! : segment))
    .join('/');
}

/** Whether a path segment is a literal of the route (not a parameter's value). */
const literalSegments = (url: string) =>
  url.split('/').map((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*');

/**
 * The spellings of a filled path that must reach the same route as the plain one: a letter
 * of the first literal segment percent-encoded, slashes doubled (at the start and inside), a
 * trailing slash, and literal segments in mixed case. Values of parameters are left alone:
 * ids are case-sensitive.
 */
export function spellingsOf(url: string, path: string): Record<string, string> {
  const literal = literalSegments(url);
  const parts = path.split('/');
  const firstLiteral = literal.indexOf(true);
  const percent = parts
    .map((part, index) =>
      index === firstLiteral
        ? `%${part.charCodeAt(0).toString(16).padStart(2, '0')}${part.slice(1)}`
        : part,
    )
    .join('/');
  const mixedCase = parts
    .map((part, index) =>
      literal[index]
        ? [...part].map((char, at) => (at % 2 === 0 ? char.toUpperCase() : char)).join('')
        : part,
    )
    .join('/');
  return {
    'percent-encoded': percent,
    // `//admin//products/x`: doubled at the start and after the first segment.
    'double-slash': `/${path.replace(/^\/([^/]+)\//, '/$1//')}`,
    'trailing-slash': `${path}/`,
    'mixed-case': mixedCase,
  };
}

const SHOP_ENTRY_STAND_IN = `import { Readable } from 'node:stream';
export const pickLanguage = () => 'en';
export const direction = () => 'ltr';
export const messagesFor = () => ({});
export async function render(state, options) {
  setImmediate(() => options.onShellReady());
  return { pipe: (to) => Readable.from(['<main>' + state.page.name + '</main>']).pipe(to), abort() {} };
}
`;

/**
 * A stand-in for the built dashboard (index.html and one asset) and the shop's server entry, so that the /app and /shop
 * routes serve pages as in production instead of the "not built yet" 503. Pass it as ADMIN_DIST.
 */
export function fakeAdminDist(): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'storedesk-edge-spa-')), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // The shop's server entry beside it (dist-ssr), answering every page with a line of markup.
  mkdirSync(path.join(dist, '..', 'dist-ssr'));
  writeFileSync(path.join(dist, '..', 'dist-ssr', 'entry-server.js'), SHOP_ENTRY_STAND_IN);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Storedesk admin</title>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log("admin")');
  return dist;
}

/** Every declared route, in registration order. */
export function routesToWalk(test: TestApp): DeclaredRoute[] {
  return [...test.app.declaredRoutes];
}
