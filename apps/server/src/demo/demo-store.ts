import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { withTenantTx } from '../platform/db/tx.js';
import { hashPassword, randomToken } from '../platform/crypto.js';
import { newId } from '../platform/ids.js';
import { signAdminToken, signCustomerToken } from '../platform/auth/jwt.js';
import { createFiles } from '../platform/files/index.js';
import type { Config } from '../config.js';
import { drawProduct, type DemoShape } from './demo-images.js';

/**
 * The living demo store: regions, taxes, shipping options, two stock locations, about fifty
 * products with pictures, a hundred customers and a few hundred orders over the last 90 days.
 * Everything but the pictures' files and the second location's stock goes through the real
 * admin and store API (in-process requests), and every order through the real checkout: cart,
 * line items, email and address, shipping method, payment sessions, complete.
 *
 * Crash safe: the store's metadata carries `storedesk_demo` ({ state: 'seeding', orders }
 * until the end, then 'ready'); every phase first looks at what exists and only adds what is
 * missing, so a seed killed at any point and started again ends with the whole store.
 */

export const DEMO_METADATA_KEY = 'storedesk_demo';
export const DEMO_ORDERS = 300;
export const DEMO_CUSTOMERS = 100;
/** Customers with an account (and saved addresses); the others shopped as guests. */
export const DEMO_ACCOUNTS = 40;
const DAY_MS = 24 * 60 * 60 * 1000;
const SPREAD_DAYS = 90;

interface DemoState {
  state: 'seeding' | 'ready';
  /** How many orders the store should have when the seed is done. */
  orders: number;
}

export interface DemoSummary {
  products: number;
  customers: number;
  orders: number;
  placed: number;
  seconds: number;
  /** Stopped before the end (shutdown): the next start goes on. */
  stopped?: boolean;
}

// ---- the catalogue ---------------------------------------------------------------------------

interface Kind {
  title: string;
  shape: DemoShape;
  type: string;
  collection: string;
  sizes: string[];
  /** Euro cents; US prices are a little higher. */
  price: number;
  weight: number;
}

const KINDS: Kind[] = [
  {
    title: 'Crew T-shirt',
    shape: 'shirt',
    type: 'T-shirt',
    collection: 'Apparel',
    sizes: ['S', 'M', 'L'],
    price: 2500,
    weight: 200,
  },
  {
    title: 'Hoodie',
    shape: 'hoodie',
    type: 'Sweatshirt',
    collection: 'Apparel',
    sizes: ['S', 'M', 'L'],
    price: 5900,
    weight: 600,
  },
  {
    title: 'Mug',
    shape: 'mug',
    type: 'Homeware',
    collection: 'Kitchen',
    sizes: ['300 ml', '450 ml'],
    price: 1400,
    weight: 350,
  },
  {
    title: 'Cap',
    shape: 'cap',
    type: 'Accessory',
    collection: 'Apparel',
    sizes: ['One size'],
    price: 2200,
    weight: 120,
  },
  {
    title: 'Tote Bag',
    shape: 'bag',
    type: 'Accessory',
    collection: 'Everyday',
    sizes: ['One size'],
    price: 1800,
    weight: 150,
  },
  {
    title: 'Water Bottle',
    shape: 'bottle',
    type: 'Homeware',
    collection: 'Everyday',
    sizes: ['500 ml', '750 ml'],
    price: 2400,
    weight: 300,
  },
  {
    title: 'Notebook',
    shape: 'book',
    type: 'Stationery',
    collection: 'Stationery',
    sizes: ['A5', 'A4'],
    price: 1200,
    weight: 250,
  },
  {
    title: 'Poster',
    shape: 'poster',
    type: 'Print',
    collection: 'Stationery',
    sizes: ['30 × 40 cm', '50 × 70 cm'],
    price: 1900,
    weight: 100,
  },
];

const COLORS: { name: string; hex: string }[] = [
  { name: 'Ocean', hex: '#1f6fb2' },
  { name: 'Forest', hex: '#2f7d4f' },
  { name: 'Sunset', hex: '#e0663a' },
  { name: 'Charcoal', hex: '#3d4048' },
  { name: 'Berry', hex: '#a33a6b' },
  { name: 'Mustard', hex: '#d4a017' },
  { name: 'Lavender', hex: '#7d6bc2' },
  { name: 'Sand', hex: '#c2a57a' },
  { name: 'Teal', hex: '#1c8c8c' },
  { name: 'Crimson', hex: '#b3262e' },
];

export const DEMO_PRODUCTS = 50;

interface DemoProduct {
  handle: string;
  title: string;
  kind: Kind;
  color: { name: string; hex: string };
}

/** Fifty distinct colour × kind pairs, always the same ones. */
export function demoProducts(): DemoProduct[] {
  return Array.from({ length: DEMO_PRODUCTS }, (_, i) => {
    const kind = KINDS[i % KINDS.length]!;
    // Stepping the colour by one more every round keeps every pair distinct for 80 products.
    const color = COLORS[(i + Math.floor(i / KINDS.length)) % COLORS.length]!;
    const title = `${color.name} ${kind.title}`;
    return {
      handle: `demo-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      title,
      kind,
      color,
    };
  });
}

// ---- people and places -------------------------------------------------------------------------

const FIRST = [
  'Ada',
  'Ben',
  'Chloé',
  'Dario',
  'Elif',
  'Finn',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kai',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
];
const LAST = [
  'Novak',
  'Schmidt',
  'Martin',
  'Rossi',
  'Jansen',
  'Silva',
  'Kowalski',
  'Dubois',
  'Walker',
  'Nguyen',
  'Okafor',
  'Larsen',
  'Moreau',
  'Fischer',
  'Garcia',
  'Brown',
  'Kim',
  'Lopez',
  'Weber',
  'Costa',
];

interface Place {
  region: 'eu' | 'na';
  country: string;
  city: string;
  postal: string;
  street: string;
}

const PLACES: Place[] = [
  { region: 'eu', country: 'de', city: 'Berlin', postal: '10115', street: 'Invalidenstraße' },
  { region: 'eu', country: 'de', city: 'Munich', postal: '80331', street: 'Sendlinger Straße' },
  { region: 'eu', country: 'fr', city: 'Lyon', postal: '69002', street: 'Rue de la République' },
  { region: 'eu', country: 'nl', city: 'Utrecht', postal: '3511', street: 'Oudegracht' },
  { region: 'eu', country: 'it', city: 'Bologna', postal: '40121', street: 'Via Zamboni' },
  { region: 'eu', country: 'es', city: 'Valencia', postal: '46001', street: 'Calle de la Paz' },
  { region: 'eu', country: 'at', city: 'Graz', postal: '8010', street: 'Herrengasse' },
  { region: 'na', country: 'us', city: 'Portland', postal: '97205', street: 'SW Main St' },
  { region: 'na', country: 'us', city: 'Austin', postal: '78701', street: 'Congress Ave' },
  { region: 'na', country: 'us', city: 'Boston', postal: '02108', street: 'Beacon St' },
  { region: 'na', country: 'ca', city: 'Toronto', postal: 'M5V 2T6', street: 'King St W' },
];

export interface DemoCustomer {
  email: string;
  firstName: string;
  lastName: string;
  place: Place;
  hasAccount: boolean;
}

export function demoCustomers(): DemoCustomer[] {
  return Array.from({ length: DEMO_CUSTOMERS }, (_, i) => {
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]!;
    const local = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    return {
      // example.com is reserved for examples (RFC 2606): no real mailbox behind these.
      email: `${local}.${i + 1}@example.com`,
      firstName,
      lastName,
      place: PLACES[(i * 5) % PLACES.length]!,
      hasAccount: i < DEMO_ACCOUNTS,
    };
  });
}

/** A small deterministic random source (mulberry32), so order n is the same order every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- state ----------------------------------------------------------------------------------

async function rows<T>(db: Db, storeId: string, query: ReturnType<typeof sql>): Promise<T[]> {
  return withTenantTx(
    db,
    storeId,
    async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows,
  );
}

async function readState(db: Db, storeId: string): Promise<DemoState | null> {
  const [row] = await rows<{ value: DemoState | null }>(
    db,
    storeId,
    sql`SELECT metadata -> ${DEMO_METADATA_KEY} AS value FROM store WHERE id = ${storeId}`,
  );
  return row?.value ?? null;
}

async function writeState(db: Db, storeId: string, state: DemoState): Promise<void> {
  await withTenantTx(db, storeId, (tx) =>
    tx.execute(sql`UPDATE store
      SET metadata = coalesce(metadata, '{}'::jsonb) || jsonb_build_object(${DEMO_METADATA_KEY}::text, ${JSON.stringify(state)}::jsonb)
      WHERE id = ${storeId}`),
  );
}

/** Marks the demo store to be filled (or filled up) to `orders` orders by the next seed. */
export async function markDemoStore(db: Db, storeId: string, orders = DEMO_ORDERS): Promise<void> {
  await writeState(db, storeId, { state: 'seeding', orders });
}

/**
 * Whether the demo store still has seeding to do: marked 'seeding' (a seed that was stopped),
 * or never marked and still without products (the process died right after creating it).
 */
export async function demoStoreNeedsSeed(db: Db, storeId: string): Promise<boolean> {
  const state = await readState(db, storeId);
  if (state) return state.state === 'seeding';
  const [row] = await rows<{ n: number }>(
    db,
    storeId,
    sql`SELECT count(*)::int AS n FROM product WHERE store_id = ${storeId}`,
  );
  return (row?.n ?? 0) === 0;
}

async function orderCount(db: Db, storeId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    storeId,
    sql`SELECT count(*)::int AS n FROM "order" WHERE store_id = ${storeId}`,
  );
  return row?.n ?? 0;
}

// ---- requests -------------------------------------------------------------------------------

type Send = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

function sender(app: FastifyInstance, headers: Record<string, string>): Send {
  return async (method, url, body) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    if (response.statusCode >= 300) {
      throw new Error(
        `demo seed: ${method} ${url} answered ${response.statusCode}: ${response.body}`,
      );
    }
    return response.json() as Record<string, unknown>;
  };
}

type Row = Record<string, unknown> & { id: string };

// ---- phases ---------------------------------------------------------------------------------

interface Setup {
  regions: { eu: Row; na: Row };
  salesChannelId: string;
}

async function ensureSettings(admin: Send, db: Db, storeId: string): Promise<Setup> {
  const storeRes = (await admin('GET', '/admin/store')).store as Row & {
    currencies: { code: string }[];
    default_sales_channel_id: string;
    default_location_id?: string;
  };
  if (!storeRes.currencies.some((currency) => currency.code === 'eur')) {
    await admin('POST', '/admin/store/currencies/eur');
  }
  if (!storeRes.currencies.some((currency) => currency.code === 'usd')) {
    await admin('POST', '/admin/store/currencies/usd');
  }

  const listed = (await admin('GET', '/admin/regions?limit=100')).regions as Row[];
  const byName = (name: string) => listed.find((region) => region.name === name);
  // The store's first region (made with it) becomes North America, so no empty region stays.
  let na = byName('North America');
  if (!na) {
    const first = listed.find((region) => region.name === 'Default Region');
    const body = {
      name: 'North America',
      currency_code: 'usd',
      tax_rate: 7,
      countries: ['us', 'ca'],
      payment_providers: ['manual', 'test-card'],
      fulfillment_providers: ['manual'],
    };
    na = (
      first
        ? await admin('POST', `/admin/regions/${first.id}`, body)
        : await admin('POST', '/admin/regions', body)
    ).region as Row;
  }
  let eu = byName('Europe');
  if (!eu) {
    eu = (
      await admin('POST', '/admin/regions', {
        name: 'Europe',
        currency_code: 'eur',
        tax_rate: 20,
        countries: ['de', 'fr', 'nl', 'it', 'es', 'at'],
        payment_providers: ['manual', 'test-card'],
        fulfillment_providers: ['manual'],
      })
    ).region as Row;
  }

  // Shipping: a flat rate, an express rate and free shipping over an amount, per region.
  const options = (await admin('GET', '/admin/shipping-options')).shipping_options as Row[];
  const wanted = [
    { region: eu, name: 'Standard', amount: 495, requirements: [] },
    { region: eu, name: 'Express', amount: 1290, requirements: [] },
    {
      region: eu,
      name: 'Free shipping over €75',
      amount: 0,
      requirements: [{ type: 'min_subtotal', amount: 7500 }],
    },
    { region: na, name: 'Standard', amount: 695, requirements: [] },
    { region: na, name: 'Express', amount: 1690, requirements: [] },
    {
      region: na,
      name: 'Free shipping over $90',
      amount: 0,
      requirements: [{ type: 'min_subtotal', amount: 9000 }],
    },
  ];
  for (const option of wanted) {
    const exists = options.some(
      (row) => row.region_id === option.region.id && row.name === option.name,
    );
    if (exists) continue;
    await admin('POST', '/admin/shipping-options', {
      name: option.name,
      region_id: option.region.id,
      provider_id: 'manual',
      data: { id: 'manual-fulfillment' },
      price_type: 'flat_rate',
      amount: option.amount,
      requirements: option.requirements,
    });
  }

  // Two warehouses serving the default sales channel: the store's own location renamed, and one
  // more linked to the channel.
  const salesChannelId = storeRes.default_sales_channel_id;
  const locations = (await admin('GET', '/admin/stock-locations?limit=100'))
    .stock_locations as Row[];
  if (!locations.some((row) => row.name === 'Berlin warehouse')) {
    const [own] = await rows<{ id: string }>(
      db,
      storeId,
      sql`SELECT default_location_id AS id FROM store WHERE id = ${storeId}`,
    );
    await admin('POST', `/admin/stock-locations/${own!.id}`, {
      name: 'Berlin warehouse',
      address: {
        address_1: 'Lagerstraße 4',
        city: 'Berlin',
        country_code: 'de',
        postal_code: '13355',
      },
    });
  }
  let newark = locations.find((row) => row.name === 'Newark warehouse');
  if (!newark) {
    newark = (
      await admin('POST', '/admin/stock-locations', {
        name: 'Newark warehouse',
        address: {
          address_1: '200 Port St',
          city: 'Newark',
          country_code: 'us',
          postal_code: '07114',
        },
      })
    ).stock_location as Row;
  }
  const linked = await rows<{ n: number }>(
    db,
    storeId,
    sql`SELECT count(*)::int AS n FROM sales_channel_stock_location
      WHERE store_id = ${storeId} AND sales_channel_id = ${salesChannelId} AND location_id = ${newark.id}`,
  );
  if (linked[0]!.n === 0) {
    await admin('POST', `/admin/sales-channels/${salesChannelId}/stock-locations`, {
      location_id: newark.id,
    });
  }
  return { regions: { eu, na }, salesChannelId };
}

async function ensureCollections(
  admin: Send,
  db: Db,
  storeId: string,
): Promise<Map<string, string>> {
  const titles = [...new Set(KINDS.map((kind) => kind.collection))];
  const existing = await rows<{ id: string; title: string }>(
    db,
    storeId,
    sql`SELECT id, title FROM product_collection WHERE store_id = ${storeId} AND deleted_at IS NULL`,
  );
  const ids = new Map(existing.map((row) => [row.title, row.id]));
  for (const title of titles) {
    if (ids.has(title)) continue;
    const created = (
      await admin('POST', '/admin/collections', { title, handle: title.toLowerCase() })
    ).collection as Row;
    ids.set(title, created.id);
  }
  return ids;
}

async function ensureProducts(
  admin: Send,
  deps: SeedDeps,
  storeId: string,
  salesChannelId: string,
): Promise<void> {
  const { db } = deps;
  const collections = await ensureCollections(admin, db, storeId);
  const have = new Set(
    (
      await rows<{ handle: string }>(
        db,
        storeId,
        sql`SELECT handle FROM product WHERE store_id = ${storeId} AND deleted_at IS NULL`,
      )
    ).map((row) => row.handle),
  );
  const files = createFiles({ db, config: deps.config });
  for (const [n, item] of demoProducts().entries()) {
    stopIfAsked(deps.signal);
    if (have.has(item.handle)) continue;
    // The picture goes through the platform's file storage (disk or S3) like an upload; a
    // crash before the product exists leaves only an unused file.
    const picture = await files.saveFile(
      storeId,
      `${item.handle}.png`,
      drawProduct(item.kind.shape, item.color.hex),
      {
        mimeType: 'image/png',
      },
    );
    const rnd = random(n + 1);
    const usd = Math.round((item.kind.price * 1.1) / 100) * 100 - 1;
    const eur = item.kind.price - 1;
    await admin('POST', '/admin/products', {
      title: item.title,
      subtitle: `${item.kind.type} in ${item.color.name.toLowerCase()}`,
      description: `A ${item.kind.title.toLowerCase()} from the Storedesk demo store, in ${item.color.name.toLowerCase()}. Made to last, packed without plastic.`,
      handle: item.handle,
      status: 'published',
      images: [picture.url],
      thumbnail: picture.url,
      weight: item.kind.weight,
      type: { value: item.kind.type },
      collection_id: collections.get(item.kind.collection),
      tags: [
        { value: item.color.name.toLowerCase() },
        { value: n % 3 === 0 ? 'bestseller' : 'new' },
      ],
      sales_channels: [{ id: salesChannelId }],
      options: [{ title: 'Size' }],
      variants: item.kind.sizes.map((size, rank) => ({
        title: size,
        sku: `${item.handle.slice(5)}-${size}`.toUpperCase().replace(/[^A-Z0-9]+/g, '-'),
        variant_rank: rank,
        inventory_quantity: 150 + Math.floor(rnd() * 250),
        manage_inventory: true,
        options: [{ value: size }],
        prices: [
          { currency_code: 'eur', amount: eur + rank * 300 },
          { currency_code: 'usd', amount: usd + rank * 300 },
        ],
      })),
    });
  }
  // Stock at the second warehouse for every item that has none there yet (one statement).
  await withTenantTx(db, storeId, (tx) =>
    tx.execute(sql`INSERT INTO inventory_level (store_id, id, inventory_item_id, location_id, stocked_quantity)
      SELECT ii.store_id, 'ilev_' || upper(replace(gen_random_uuid()::text, '-', '')), ii.id, l.id, 80 + (abs(hashtext(ii.id)) % 120)
      FROM inventory_item ii
      JOIN stock_location l ON l.store_id = ii.store_id AND l.name = 'Newark warehouse'
      WHERE ii.store_id = ${storeId} AND ii.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM inventory_level il WHERE il.store_id = ii.store_id
          AND il.inventory_item_id = ii.id AND il.location_id = l.id)`),
  );
}

/** A reduced rate for homeware in Europe (after the products made their types). */
async function ensureTaxRates(admin: Send, db: Db, storeId: string, eu: Row): Promise<void> {
  const rates = (await admin('GET', '/admin/tax-rates')).tax_rates as Row[];
  if (rates.some((rate) => rate.code === 'reduced')) return;
  const types = await rows<{ id: string }>(
    db,
    storeId,
    sql`SELECT id FROM product_type WHERE store_id = ${storeId} AND value IN ('Homeware', 'Print') AND deleted_at IS NULL`,
  );
  await admin('POST', '/admin/tax-rates', {
    name: 'Reduced VAT',
    code: 'reduced',
    region_id: eu.id,
    rate: 10,
    product_types: types.map((type) => type.id),
  });
}

/**
 * The hundred customers in one statement: account holders (registered, with a password hash
 * nobody can use: one hash of a random password thrown away, so seeding costs one scrypt and
 * not forty) and guests, as a checkout with their email would have made them. Then each
 * account's saved address through the store API, signed in as that customer.
 */
async function ensureCustomers(
  app: FastifyInstance,
  deps: SeedDeps,
  storeId: string,
): Promise<void> {
  const { db } = deps;
  const people = demoCustomers();
  const unusable = await hashPassword(randomToken(24));
  const values = people.map(
    (
      person,
    ) => sql`(${storeId}, ${newId('cus')}, ${person.email}, ${person.firstName}, ${person.lastName},
      ${person.hasAccount}, ${person.hasAccount ? unusable : null})`,
  );
  await withTenantTx(db, storeId, (tx) =>
    tx.execute(sql`INSERT INTO customer (store_id, id, email, first_name, last_name, has_account, password_hash)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (store_id, lower(email), has_account) WHERE deleted_at IS NULL DO NOTHING`),
  );
  const accounts = await rows<{ id: string; email: string }>(
    db,
    storeId,
    sql`SELECT c.id, lower(c.email) AS email FROM customer c
      WHERE c.store_id = ${storeId} AND c.has_account AND c.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM address a WHERE a.store_id = c.store_id AND a.customer_id = c.id)`,
  );
  const byEmail = new Map(people.map((person) => [person.email, person]));
  for (const account of accounts) {
    stopIfAsked(deps.signal);
    const person = byEmail.get(account.email);
    if (!person) continue;
    const token = await signCustomerToken(deps.config.jwtSecret, {
      customerId: account.id,
      storeId,
    });
    const signedIn = sender(app, {
      ...shopperHeaders(deps.publishableKey),
      authorization: `Bearer ${token}`,
    });
    await signedIn('POST', '/store/customers/me/addresses', { address: addressOf(person) });
  }
}

function addressOf(person: DemoCustomer) {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    address_1: `${10 + (person.email.length % 80)} ${person.place.street}`,
    city: person.place.city,
    country_code: person.place.country,
    postal_code: person.place.postal,
  };
}

function shopperHeaders(key: string): Record<string, string> {
  return { 'x-publishable-api-key': key };
}

/**
 * Order number `index` of the demo store, placed through the store API checkout, then dated
 * back: the checkout has no clock parameter, so the order, its cart, lines, shipping method
 * and payment get their `created_at` afterwards (one statement), spread over the last 90 days
 * in the order of their display ids.
 */
async function placeOrder(
  shopperOf: (person: DemoCustomer) => Promise<Send>,
  db: Db,
  storeId: string,
  setup: Setup,
  variants: string[],
  index: number,
  total: number,
): Promise<void> {
  const rnd = random(10_000 + index);
  const customers = demoCustomers();
  // Account holders come back more often than guests.
  const person = customers[Math.floor(rnd() ** 1.6 * customers.length)]!;
  const shopper = await shopperOf(person);
  const region = person.place.region === 'eu' ? setup.regions.eu : setup.regions.na;
  const cart = (await shopper('POST', '/store/carts', { region_id: region.id })).cart as Row;
  const lines = 1 + Math.floor(rnd() * 3);
  for (let line = 0; line < lines; line += 1) {
    await shopper('POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: variants[Math.floor(rnd() * variants.length)]!,
      quantity: 1 + Math.floor(rnd() * 2),
    });
  }
  const address = addressOf(person);
  await shopper('POST', `/store/carts/${cart.id}`, {
    email: person.email,
    shipping_address: address,
    billing_address: address,
  });
  const options = (await shopper('GET', `/store/shipping-options/${cart.id}`))
    .shipping_options as (Row & {
    amount: number;
  })[];
  // The free option when the cart earns it, else standard mostly and express sometimes.
  const free = options.find((option) => option.amount === 0);
  const paid = options.filter((option) => option.amount > 0).sort((a, b) => a.amount - b.amount);
  const option = free ?? (rnd() < 0.8 ? paid[0] : paid.at(-1)) ?? options[0]!;
  await shopper('POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: option.id });
  await shopper('POST', `/store/carts/${cart.id}/payment-sessions`);
  await shopper('POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' });
  const completed = await shopper('POST', `/store/carts/${cart.id}/complete`);
  if (completed.type !== 'order') {
    throw new Error(`demo seed: cart ${cart.id} did not complete: ${JSON.stringify(completed)}`);
  }
  const order = completed.data as Row;
  // Evenly over the last 90 days by position, with a few hours of jitter, oldest first.
  const at = new Date(
    Date.now() -
      SPREAD_DAYS * DAY_MS +
      ((index + 0.5) / total) * SPREAD_DAYS * DAY_MS -
      rnd() * 6 * 3600 * 1000,
  );
  await withTenantTx(db, storeId, (tx) =>
    tx.execute(sql`WITH o AS (
        UPDATE "order" SET created_at = ${at}, updated_at = ${at}
        WHERE store_id = ${storeId} AND id = ${order.id} RETURNING id, cart_id),
      c AS (UPDATE cart SET created_at = ${at}, updated_at = ${at}, completed_at = ${at}
        WHERE store_id = ${storeId} AND id = (SELECT cart_id FROM o) RETURNING id),
      l AS (UPDATE line_item SET created_at = ${at}, updated_at = ${at}
        WHERE store_id = ${storeId} AND order_id = (SELECT id FROM o) RETURNING id),
      s AS (UPDATE shipping_method SET created_at = ${at}, updated_at = ${at}
        WHERE store_id = ${storeId} AND order_id = (SELECT id FROM o) RETURNING id)
      UPDATE payment SET created_at = ${at}, updated_at = ${at}
        WHERE store_id = ${storeId} AND order_id = (SELECT id FROM o)`),
  );
}

// ---- entry ----------------------------------------------------------------------------------

/** Thrown between two steps of a seed asked to stop (the server is shutting down). */
class SeedStopped extends Error {}

function stopIfAsked(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new SeedStopped('demo seed stopped');
}

export interface DemoSeedOptions {
  /** Orders to add to a store that is ready. */
  addOrders?: number;
  onProgress?: (line: string) => void;
  /** Stops the seed between two requests; the next start finishes it. */
  signal?: AbortSignal;
}

export interface SeedDeps {
  app: FastifyInstance;
  db: Db;
  config: Config;
  publishableKey: string;
  signal?: AbortSignal | undefined;
}

/**
 * Seeds (or finishes seeding) the demo store to the order count its state names, or adds
 * `addOrders` orders to a store that is ready. `app` is a server built for the seed (its mail
 * goes nowhere: the demo customers must get no confirmations).
 */
export async function seedDemoStore(
  app: FastifyInstance,
  db: Db,
  config: Config,
  storeId: string,
  options: DemoSeedOptions = {},
): Promise<DemoSummary> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => undefined);
  let state = (await readState(db, storeId)) ?? { state: 'seeding', orders: DEMO_ORDERS };
  if (state.state === 'ready') {
    if (!options.addOrders) return summaryOf(db, storeId, started);
    state = { state: 'seeding', orders: (await orderCount(db, storeId)) + options.addOrders };
  }
  await writeState(db, storeId, state);

  const [owner] = await rows<{ id: string }>(
    db,
    storeId,
    sql`SELECT id FROM "user" WHERE store_id = ${storeId} AND role = 'admin' AND deleted_at IS NULL ORDER BY created_at LIMIT 1`,
  );
  const [key] = await rows<{ id: string }>(
    db,
    storeId,
    sql`SELECT id FROM publishable_api_key WHERE store_id = ${storeId} AND revoked_at IS NULL ORDER BY created_at LIMIT 1`,
  );
  const token = await signAdminToken(config.jwtSecret, { userId: owner!.id, storeId });
  const admin = sender(app, { authorization: `Bearer ${token}` });
  const shopper = sender(app, shopperHeaders(key!.id));
  const deps: SeedDeps = { app, db, config, publishableKey: key!.id, signal: options.signal };
  const counted = { placed: 0 };
  try {
    await seedPhases(deps, admin, shopper, storeId, state, progress, counted);
  } catch (error) {
    if (!(error instanceof SeedStopped)) throw error;
    return { ...(await summaryOf(db, storeId, started)), placed: counted.placed, stopped: true };
  }
  await writeState(db, storeId, { state: 'ready', orders: state.orders });
  return { ...(await summaryOf(db, storeId, started)), placed: counted.placed };
}

async function summaryOf(db: Db, storeId: string, started: number): Promise<DemoSummary> {
  const [row] = await rows<{ products: number; customers: number; orders: number }>(
    db,
    storeId,
    sql`SELECT (SELECT count(*)::int FROM product WHERE store_id = ${storeId} AND deleted_at IS NULL) AS products,
      (SELECT count(*)::int FROM customer WHERE store_id = ${storeId} AND deleted_at IS NULL) AS customers,
      (SELECT count(*)::int FROM "order" WHERE store_id = ${storeId}) AS orders`,
  );
  return { ...row!, placed: 0, seconds: (performance.now() - started) / 1000 };
}

async function seedPhases(
  deps: SeedDeps,
  admin: Send,
  shopper: Send,
  storeId: string,
  state: DemoState,
  progress: (line: string) => void,
  counted: { placed: number },
): Promise<void> {
  const { db, app } = deps;

  progress('settings: regions, taxes, shipping, locations');
  const setup = await ensureSettings(admin, db, storeId);
  progress('products and pictures');
  await ensureProducts(admin, deps, storeId, setup.salesChannelId);
  await ensureTaxRates(admin, db, storeId, setup.regions.eu);
  progress('customers');
  await ensureCustomers(app, deps, storeId);

  const variants = (
    await rows<{ id: string }>(
      db,
      storeId,
      sql`SELECT v.id FROM product_variant v JOIN product p ON p.store_id = v.store_id AND p.id = v.product_id
        WHERE v.store_id = ${storeId} AND p.handle LIKE 'demo-%' AND v.deleted_at IS NULL AND p.deleted_at IS NULL
        ORDER BY p.handle, v.variant_rank`,
    )
  ).map((row) => row.id);
  // Account holders check out signed in, so their orders are their accounts'; guests as guests.
  const accounts = new Map(
    (
      await rows<{ id: string; email: string }>(
        db,
        storeId,
        sql`SELECT id, lower(email) AS email FROM customer
          WHERE store_id = ${storeId} AND has_account AND deleted_at IS NULL`,
      )
    ).map((row) => [row.email, row.id]),
  );
  const shopperOf = async (person: DemoCustomer): Promise<Send> => {
    const customerId = accounts.get(person.email.toLowerCase());
    if (!customerId) return shopper;
    const token = await signCustomerToken(deps.config.jwtSecret, { storeId, customerId });
    return sender(app, {
      ...shopperHeaders(deps.publishableKey),
      authorization: `Bearer ${token}`,
    });
  };
  const have = await orderCount(db, storeId);
  for (let index = have; index < state.orders; index += 1) {
    stopIfAsked(deps.signal);
    await placeOrder(shopperOf, db, storeId, setup, variants, index, state.orders);
    counted.placed += 1;
    if (counted.placed % 25 === 0) progress(`orders: ${index + 1} / ${state.orders}`);
  }
  progress('order history: payments, parcels, refunds and returns');
  await ensureReturnReasons(admin);
  await orderHistory(deps, admin, storeId);
}

/** The return reasons a shop starts with: one group and a few on their own. */
async function ensureReturnReasons(admin: Send): Promise<void> {
  const { return_reasons: existing } = (await admin('GET', '/admin/return-reasons')) as {
    return_reasons: Row[];
  };
  if (existing.length) return;
  const size = (await admin('POST', '/admin/return-reasons', {
    value: 'wrong_size',
    label: 'Wrong size',
  })) as { return_reason: Row };
  for (const [value, label] of [
    ['too_small', 'Too small'],
    ['too_big', 'Too big'],
  ]) {
    await admin('POST', '/admin/return-reasons', {
      value,
      label,
      parent_return_reason_id: size.return_reason.id,
    });
  }
  for (const [value, label] of [
    ['damaged', 'Arrived damaged'],
    ['not_as_described', 'Not as described'],
    ['changed_mind', 'Changed my mind'],
  ]) {
    await admin('POST', '/admin/return-reasons', { value, label });
  }
}

interface HistoryRow {
  id: string;
  display_id: number;
  created_at: Date;
  payment_status: string;
  fulfillment_status: string;
  refunds: number;
  returns: number;
  swaps: number;
  claims: number;
  edits: number;
  /** The shipping option the order went with (an exchange's new item goes the same way). */
  option_id: string | null;
  /**
   * The first line whose product comes in another size that costs no more, and that size's
   * variant (what an exchange sends instead).
   */
  sibling: { item_id: string; variant_id: string } | null;
  items: { id: string; quantity: number; fulfilled: number; shipped: number }[];
  /** Where each line's stock is held (the checkout reserves each line at one location). */
  held: { item_id: string; location_id: string }[] | null;
  live: string[];
  shipped_from: string | null;
}

/**
 * What happened to the demo orders after they were placed, made through the admin API as staff
 * would, so every screen has data: an order older than two days is captured, older than four
 * fulfilled from where its stock is reserved, older than five shipped; a few of the shipped ones
 * came back (a return asked for, and received after three weeks) and a few got a goodwill refund.
 * Each step looks at the order's state first, so an interrupted seed finishes where it stopped.
 * Then the times of what was done are set back to when it would have happened.
 */
async function orderHistory(deps: SeedDeps, admin: Send, storeId: string): Promise<void> {
  const { db } = deps;
  const orders = await rows<HistoryRow>(
    db,
    storeId,
    sql`SELECT o.id, o.display_id, o.created_at, o.payment_status, o.fulfillment_status,
        (SELECT count(*)::int FROM refund r WHERE r.store_id = o.store_id AND r.order_id = o.id) AS refunds,
        (SELECT count(*)::int FROM "return" r WHERE r.store_id = o.store_id AND r.order_id = o.id) AS returns,
        (SELECT count(*)::int FROM swap s WHERE s.store_id = o.store_id AND s.order_id = o.id) AS swaps,
        (SELECT count(*)::int FROM claim_order c WHERE c.store_id = o.store_id AND c.order_id = o.id) AS claims,
        (SELECT count(*)::int FROM order_edit e WHERE e.store_id = o.store_id AND e.order_id = o.id) AS edits,
        (SELECT sm.shipping_option_id FROM shipping_method sm
          WHERE sm.store_id = o.store_id AND sm.order_id = o.id ORDER BY sm.created_at LIMIT 1) AS option_id,
        (SELECT json_build_object('item_id', li.id, 'variant_id', v2.id) FROM line_item li
            JOIN product_variant v ON v.store_id = li.store_id AND v.id = li.variant_id
            JOIN product_variant v2 ON v2.store_id = v.store_id AND v2.product_id = v.product_id
              AND v2.id <> v.id AND v2.deleted_at IS NULL
            -- A size that costs no more, so the exchange needs no payment from the shopper.
            JOIN money_amount ma ON ma.store_id = v2.store_id AND ma.variant_id = v2.id
              AND ma.price_list_id IS NULL AND ma.currency_code = o.currency_code
              AND (ma.region_id IS NULL OR ma.region_id = o.region_id)
              AND ma.amount <= li.unit_price
          WHERE li.store_id = o.store_id AND li.order_id = o.id
          ORDER BY li.created_at, li.id, v2.variant_rank LIMIT 1) AS sibling,
        (SELECT json_agg(json_build_object('id', li.id, 'quantity', li.quantity,
            'fulfilled', coalesce(li.fulfilled_quantity, 0), 'shipped', coalesce(li.shipped_quantity, 0))
            ORDER BY li.created_at, li.id)
          FROM line_item li WHERE li.store_id = o.store_id AND li.order_id = o.id) AS items,
        (SELECT json_agg(DISTINCT jsonb_build_object('item_id', r.line_item_id,
            'location_id', r.location_id))
          FROM reservation_item r JOIN line_item li
            ON li.store_id = r.store_id AND li.id = r.line_item_id
          WHERE r.store_id = o.store_id AND li.order_id = o.id AND r.deleted_at IS NULL) AS held,
        ARRAY(SELECT f.id FROM fulfillment f WHERE f.store_id = o.store_id AND f.order_id = o.id
          AND f.shipped_at IS NULL AND f.canceled_at IS NULL ORDER BY f.created_at) AS live,
        (SELECT f.location_id FROM fulfillment f WHERE f.store_id = o.store_id AND f.order_id = o.id
          AND f.canceled_at IS NULL ORDER BY f.created_at LIMIT 1) AS shipped_from
      FROM "order" o WHERE o.store_id = ${storeId} AND o.status <> 'canceled'
      ORDER BY o.display_id`,
  );
  const reasons = (
    (await admin('GET', '/admin/return-reasons')) as {
      return_reasons: (Row & { return_reason_children: Row[] })[];
    }
  ).return_reasons.flatMap((reason) =>
    reason.return_reason_children.length ? reason.return_reason_children : [reason],
  );
  let exchanged = orders.some((order) => order.swaps > 0);
  let claimed = orders.some((order) => order.claims > 0);
  let edits = orders.reduce((sum, order) => sum + order.edits, 0);
  for (const order of orders) {
    stopIfAsked(deps.signal);
    const age = (Date.now() - new Date(order.created_at).getTime()) / DAY_MS;
    const rnd = random(20_000 + order.display_id);
    const path = `/admin/orders/${order.id}`;
    let paid = order.payment_status !== 'awaiting';
    if (!paid && age > 2) {
      await admin('POST', `${path}/capture`, {});
      paid = true;
    }
    let shipped = order.fulfillment_status === 'shipped';
    const unfulfilled = order.items.filter((item) => item.fulfilled < item.quantity);
    if (age > 4 && unfulfilled.length) {
      // One parcel per location the lines' stock is held at (a line held nowhere goes with the
      // first), as staff would pack them.
      const parcels = new Map<string | null, typeof unfulfilled>();
      for (const item of unfulfilled) {
        const at =
          order.held?.find((entry) => entry.item_id === item.id)?.location_id ??
          order.held?.[0]?.location_id ??
          null;
        parcels.set(at, [...(parcels.get(at) ?? []), item]);
      }
      for (const [location, items] of parcels) {
        const answer = (await admin('POST', `${path}/fulfillment`, {
          items: items.map((item) => ({
            item_id: item.id,
            quantity: item.quantity - item.fulfilled,
          })),
          ...(location ? { location_id: location } : {}),
          no_notification: true,
        })) as {
          order: {
            fulfillments: { id: string; shipped_at: string | null; canceled_at: string | null }[];
          };
        };
        order.live = answer.order.fulfillments
          .filter((entry) => !entry.shipped_at && !entry.canceled_at)
          .map((entry) => entry.id);
      }
    }
    if (age > 5 && order.live.length) {
      for (const fulfillment of order.live) {
        await admin('POST', `${path}/shipment`, {
          fulfillment_id: fulfillment,
          tracking_numbers: [`1Z${String(900_000 + order.display_id * 37)}`],
          no_notification: true,
        });
      }
      shipped = true;
    }
    // One shipped order in fifteen comes back, one in fifteen is exchanged for another size,
    // one in twenty gets a goodwill refund.
    // (The first order that can be exchanged is, too, so even a small demo has one.)
    const exchangeable = shipped && age > 12 && order.sibling && !order.swaps;
    const turn =
      order.display_id % 15 === 2 ||
      (!exchanged && order.display_id % 15 !== 4 && order.display_id % 20 !== 6);
    if (exchangeable && turn) {
      await exchange(admin, order, age, reasons[Math.floor(rnd() * reasons.length)]?.id);
      exchanged = true;
    } else if (shipped && age > 12 && order.display_id % 15 === 4 && !order.returns) {
      const line = order.items[0]!;
      const asked = (await admin('POST', `${path}/return`, {
        items: [
          {
            item_id: line.id,
            quantity: 1,
            reason_id: reasons[Math.floor(rnd() * reasons.length)]?.id,
          },
        ],
        no_notification: true,
      })) as { order: { returns: { id: string; status: string }[] } };
      const made = asked.order.returns.find((entry) => entry.status === 'requested');
      const back =
        order.held?.find((entry) => entry.item_id === line.id)?.location_id ?? order.shipped_from;
      if (made && age > 20) {
        await admin('POST', `/admin/returns/${made.id}/receive`, {
          items: [{ item_id: line.id, quantity: 1 }],
          ...(back ? { location_id: back } : {}),
        });
      }
    } else if (paid && age > 6 && order.display_id % 20 === 6 && !order.refunds) {
      await admin('POST', `${path}/refund`, {
        amount: 500,
        reason: 'other',
        note: 'Goodwill gesture: the parcel was late',
        no_notification: true,
      });
    } else if (
      shipped &&
      age > 12 &&
      !order.claims &&
      order.option_id &&
      (order.display_id % 25 === 9 || !claimed)
    ) {
      await claim(admin, order, age);
      claimed = true;
    }
    // A few orders not yet sent out were changed on the phone: one waits for the customer to
    // accept the change, one was confirmed by staff (one unit fewer).
    if (!order.edits && order.fulfillment_status === 'not_fulfilled' && age <= 4 && edits < 2) {
      await edit(admin, order, edits === 0);
      edits += 1;
    }
    await dateBack(db, storeId, order.id, new Date(order.created_at));
  }
}

/**
 * A demo claim: one unit of the first line arrived damaged, replaced free of charge with the same
 * variant, sent the way the order went; shipped when the order is older than two weeks.
 */
async function claim(admin: Send, order: HistoryRow, age: number) {
  const path = `/admin/orders/${order.id}`;
  const line = order.items[0]!;
  const variant = (
    (await admin('GET', path)) as { order: { items: { id: string; variant_id: string | null }[] } }
  ).order.items.find((item) => item.id === line.id)?.variant_id;
  if (!variant) return;
  const made = (await admin('POST', `${path}/claims`, {
    type: 'replace',
    claim_items: [
      {
        item_id: line.id,
        quantity: 1,
        reason: 'production_failure',
        note: 'Arrived with a torn seam',
        tags: ['damaged in transit'],
      },
    ],
    additional_items: [{ variant_id: variant, quantity: 1 }],
    shipping_methods: [{ option_id: order.option_id, price: 0 }],
    no_notification: true,
  }).catch(() => null)) as { order: { claims: { id: string }[] } } | null;
  const claimOrder = made?.order.claims.at(-1);
  if (!claimOrder) return; // no stock left for a replacement: the demo goes without
  const sent = (await admin('POST', `${path}/claims/${claimOrder.id}/fulfillments`, {
    no_notification: true,
  })) as { order: { claims: { id: string; fulfillments: Row[] }[] } };
  const parcel = sent.order.claims.find((entry) => entry.id === claimOrder.id)?.fulfillments[0];
  if (parcel && age > 14) {
    await admin('POST', `${path}/claims/${claimOrder.id}/shipments`, {
      fulfillment_id: parcel.id,
      tracking_numbers: [`1Z${String(700_000 + order.display_id * 43)}`],
    });
  }
}

/**
 * A demo order edit, before the order is sent: one more unit of the first line, waiting for the
 * customer (`requested`), or one unit fewer of a line of two or more, confirmed by staff.
 */
async function edit(admin: Send, order: HistoryRow, waiting: boolean) {
  const line = waiting ? order.items[0] : order.items.find((item) => item.quantity >= 2);
  if (!line) return;
  const made = (await admin('POST', '/admin/order-edits', {
    order_id: order.id,
    internal_note: waiting ? 'Customer asked for one more' : 'Customer needs one fewer',
  })) as { order_edit: { id: string; items: { id: string; original_item_id: string }[] } };
  const copy = made.order_edit.items.find((item) => item.original_item_id === line.id)!;
  const id = made.order_edit.id;
  await admin('POST', `/admin/order-edits/${id}/items/${copy.id}`, {
    quantity: line.quantity + (waiting ? 1 : -1),
  });
  await admin('POST', `/admin/order-edits/${id}/${waiting ? 'request' : 'confirm'}`, {});
}

/**
 * A demo exchange, made as staff would: one unit of a line back for the same product in another
 * size, shipped free. Settled (refunded when the new size costs less) and sent out; the
 * return received after three weeks. One whose new size costs more waits for the shopper to pay.
 */
async function exchange(admin: Send, order: HistoryRow, age: number, reasonId?: string) {
  const path = `/admin/orders/${order.id}`;
  const { item_id: line, variant_id: size } = order.sibling!;
  const made = (await admin('POST', `${path}/swaps`, {
    return_items: [{ item_id: line, quantity: 1, reason_id: reasonId }],
    additional_items: [{ variant_id: size, quantity: 1 }],
    ...(order.option_id
      ? { custom_shipping_options: [{ option_id: order.option_id, price: 0 }] }
      : {}),
    no_notification: true,
  })) as { order: { swaps: { id: string; confirmed_at: string | null; return_order: Row }[] } };
  const swap = made.order.swaps.at(-1)!;
  if (!swap.confirmed_at) return;
  await admin('POST', `${path}/swaps/${swap.id}/process-payment`, {});
  const sent = (await admin('POST', `${path}/swaps/${swap.id}/fulfillments`, {
    no_notification: true,
  })) as { order: { swaps: { id: string; fulfillments: Row[] }[] } };
  const parcel = sent.order.swaps.find((entry) => entry.id === swap.id)?.fulfillments[0];
  if (parcel && age > 14) {
    await admin('POST', `${path}/swaps/${swap.id}/shipments`, {
      fulfillment_id: parcel.id,
      tracking_numbers: [`1Z${String(800_000 + order.display_id * 41)}`],
      no_notification: true,
    });
  }
  if (age > 20) {
    await admin('POST', `/admin/returns/${swap.return_order.id}/receive`, {
      items: [{ item_id: line, quantity: 1 }],
      ...(order.shipped_from ? { location_id: order.shipped_from } : {}),
    });
  }
}

/**
 * Sets what the history made of an order back to when it would have happened, after the order
 * was placed: its placing and authorisation with the order, captured a day later, fulfilled after
 * two, shipped after three, a goodwill refund after six, a return or an exchange asked for after
 * ten (the exchange settled then), its new item sent after eleven and shipped after twelve, the
 * return received (and refunded) after fifteen. Only what was just made (dated after the order's
 * first hour) moves, so a second run changes nothing.
 */
async function dateBack(db: Db, storeId: string, orderId: string, placed: Date): Promise<void> {
  const offset = (days: number) => new Date(placed.getTime() + days * DAY_MS);
  const fresh = offset(1 / 24);
  await withTenantTx(db, storeId, (tx) =>
    tx.execute(sql`WITH returned AS (
        SELECT EXISTS (SELECT 1 FROM "return" r WHERE r.store_id = ${storeId} AND r.order_id = ${orderId}) AS yes
      ), events AS (
        UPDATE order_event e SET created_at = CASE
            WHEN e.kind = 'captured' THEN ${offset(1)}::timestamptz
            WHEN e.kind = 'fulfilled' AND e.data ? 'swap_id' THEN ${offset(11)}::timestamptz
            WHEN e.kind = 'fulfilled' AND e.data ? 'claim_order_id' THEN ${offset(12)}::timestamptz
            WHEN e.kind = 'shipped' AND e.data ? 'claim_order_id' THEN ${offset(14)}::timestamptz
            WHEN e.kind = 'claim_created' THEN ${offset(11.5)}::timestamptz
            WHEN e.kind LIKE 'order_edit_%' OR (e.kind = 'refunded' AND e.data->>'note' = 'Order edit')
              THEN least(${offset(0.25)}::timestamptz, now())
            WHEN e.kind = 'fulfilled' THEN ${offset(2)}::timestamptz
            WHEN e.kind = 'shipped' AND e.data ? 'swap_id' THEN ${offset(12)}::timestamptz
            WHEN e.kind = 'shipped' THEN ${offset(3)}::timestamptz
            WHEN e.kind IN ('return_requested', 'swap_created', 'swap_confirmed', 'swap_settled')
              THEN ${offset(10)}::timestamptz
            WHEN e.kind = 'return_received' THEN ${offset(15)}::timestamptz
            WHEN e.kind = 'refunded' AND e.data->>'reason' = 'swap' THEN ${offset(10)}::timestamptz
            WHEN e.kind = 'refunded' THEN CASE WHEN (SELECT yes FROM returned)
              THEN ${offset(15)}::timestamptz ELSE ${offset(6)}::timestamptz END
            ELSE ${placed}::timestamptz END
        WHERE e.store_id = ${storeId} AND e.order_id = ${orderId} AND e.created_at > ${fresh}
      ), payments AS (
        UPDATE payment SET captured_at = ${offset(1)}, updated_at = ${offset(1)}
        WHERE store_id = ${storeId} AND order_id = ${orderId} AND captured_at > ${fresh}
      ), parcels AS (
        UPDATE fulfillment SET
          created_at = CASE WHEN claim_order_id IS NOT NULL THEN ${offset(12)}
            WHEN swap_id IS NULL THEN ${offset(2)} ELSE ${offset(11)} END::timestamptz,
          shipped_at = CASE WHEN shipped_at IS NULL THEN NULL
            WHEN claim_order_id IS NOT NULL THEN ${offset(14)}
            WHEN swap_id IS NULL THEN ${offset(3)} ELSE ${offset(12)} END::timestamptz,
          updated_at = CASE WHEN claim_order_id IS NOT NULL THEN ${offset(14)}
            WHEN swap_id IS NULL THEN ${offset(3)} ELSE ${offset(12)} END::timestamptz
        WHERE store_id = ${storeId} AND order_id = ${orderId} AND created_at > ${fresh}
      ), refunds AS (
        UPDATE refund SET created_at = CASE WHEN reason = 'swap' THEN ${offset(10)}
            WHEN (SELECT yes FROM returned) THEN ${offset(15)} ELSE ${offset(6)} END::timestamptz,
          updated_at = CASE WHEN reason = 'swap' THEN ${offset(10)}
            WHEN (SELECT yes FROM returned) THEN ${offset(15)} ELSE ${offset(6)} END::timestamptz
        WHERE store_id = ${storeId} AND order_id = ${orderId} AND created_at > ${fresh}
      ), swaps AS (
        UPDATE swap SET created_at = ${offset(10)},
          confirmed_at = CASE WHEN confirmed_at IS NOT NULL THEN ${offset(10)}::timestamptz END,
          updated_at = ${offset(12)}
        WHERE store_id = ${storeId} AND order_id = ${orderId} AND created_at > ${fresh}
      ), claims AS (
        UPDATE claim_order SET created_at = ${offset(11.5)}, updated_at = ${offset(14)}
        WHERE store_id = ${storeId} AND order_id = ${orderId} AND created_at > ${fresh}
      ), edits AS (
        UPDATE order_edit SET created_at = least(${offset(0.2)}::timestamptz, now()),
          requested_at = CASE WHEN requested_at IS NOT NULL
            THEN least(${offset(0.25)}::timestamptz, now()) END,
          confirmed_at = CASE WHEN confirmed_at IS NOT NULL
            THEN least(${offset(0.25)}::timestamptz, now()) END,
          updated_at = least(${offset(0.25)}::timestamptz, now())
        WHERE store_id = ${storeId} AND order_id = ${orderId} AND created_at > ${fresh}
      ), swap_carts AS (
        UPDATE cart c SET created_at = ${offset(10)},
          completed_at = CASE WHEN c.completed_at IS NOT NULL THEN ${offset(10)}::timestamptz END,
          updated_at = ${offset(10)}
        FROM swap s WHERE s.store_id = ${storeId} AND s.order_id = ${orderId}
          AND c.store_id = s.store_id AND c.id = s.cart_id AND c.created_at > ${fresh}
      )
      UPDATE "return" SET created_at = ${offset(10)},
        received_at = CASE WHEN received_at IS NOT NULL THEN ${offset(15)}::timestamptz END,
        updated_at = ${offset(15)}
      WHERE store_id = ${storeId} AND order_id = ${orderId} AND created_at > ${fresh}`),
  );
}
