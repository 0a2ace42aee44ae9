import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { withTenantTx } from '../platform/db/tx.js';
import { createDemoOrganization } from './demo-organization.js';
import { runDemoSeed, seedDemoStoreIfPending, seedDemoStoreInBackground } from './demo-run.js';
import {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMERS,
  DEMO_METADATA_KEY,
  DEMO_PRODUCTS,
  markDemoStore,
} from './demo-store.js';

const ORDERS = 6;

let test: TestApp;
let storeId: string;
let key: string;

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return withTenantTx(
    test.database.db,
    storeId,
    async (tx) => ((await tx.execute(text)) as unknown as { rows: T[] }).rows,
  );
}

/** Every count a second seed must leave as it is. */
async function counts() {
  const [row] = await query<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM region WHERE store_id = ${storeId}) AS regions,
      (SELECT count(*)::int FROM shipping_option WHERE store_id = ${storeId}) AS shipping_options,
      (SELECT count(*)::int FROM tax_rate WHERE store_id = ${storeId}) AS tax_rates,
      (SELECT count(*)::int FROM stock_location WHERE store_id = ${storeId}) AS locations,
      (SELECT count(*)::int FROM product WHERE store_id = ${storeId}) AS products,
      (SELECT count(*)::int FROM uploaded_file WHERE store_id = ${storeId}) AS files,
      (SELECT count(*)::int FROM customer WHERE store_id = ${storeId}) AS customers,
      (SELECT count(*)::int FROM address WHERE store_id = ${storeId} AND customer_id IS NOT NULL) AS saved_addresses,
      (SELECT count(*)::int FROM cart WHERE store_id = ${storeId}) AS carts,
      (SELECT count(*)::int FROM "order" WHERE store_id = ${storeId}) AS orders`);
  return row!;
}

const shopper = () => test.session({ 'x-publishable-api-key': key });

beforeAll(async () => {
  test = await buildTestApp();
  const demo = await createDemoOrganization(test.database.db, ORDERS);
  storeId = demo.storeId;
  const summary = await seedDemoStoreIfPending(test.database.db, test.config);
  expect(summary?.placed).toBe(ORDERS);
  const [found] = await query<{ id: string }>(
    sql`SELECT id FROM publishable_api_key WHERE store_id = ${storeId}`,
  );
  key = found!.id;
}, 600_000);

afterAll(async () => {
  await test?.close();
});

describe('the demo store', () => {
  it('has two regions with their currencies, taxes and shipping options', async () => {
    const regions = (await shopper().get('/store/regions')).body.regions as {
      id: string;
      name: string;
      currency_code: string;
      tax_rate: number;
      countries: { iso_2: string }[];
    }[];
    expect(regions.map((region) => [region.name, region.currency_code]).sort()).toEqual([
      ['Europe', 'eur'],
      ['North America', 'usd'],
    ]);
    const europe = regions.find((region) => region.name === 'Europe')!;
    expect(europe.tax_rate).toBe(20);
    expect(europe.countries.map((country) => country.iso_2)).toContain('de');
    const options = await query<{ name: string; amount: number; region_id: string }>(
      sql`SELECT name, amount, region_id FROM shipping_option WHERE store_id = ${storeId} ORDER BY name`,
    );
    expect(options.filter((option) => option.region_id === europe.id).map((o) => o.name)).toEqual([
      'Express',
      'Free shipping over €75',
      'Standard',
    ]);
    const [free] = await query<{
      type: string;
      amount: number;
    }>(sql`SELECT r.type, r.amount::int AS amount
      FROM shipping_option_requirement r JOIN shipping_option o
        ON o.store_id = r.store_id AND o.id = r.shipping_option_id
      WHERE r.store_id = ${storeId} AND o.name = 'Free shipping over €75'`);
    expect(free).toEqual({ type: 'min_subtotal', amount: 7500 });
    const [reduced] = await query<{ rate: number }>(
      sql`SELECT rate::float AS rate FROM tax_rate WHERE store_id = ${storeId} AND code = 'reduced'`,
    );
    expect(reduced?.rate).toBe(10);
  });

  it('has two stock locations serving the default sales channel, both stocked', async () => {
    const locations = await query<{ name: string; items: number }>(sql`SELECT l.name,
        (SELECT count(*)::int FROM inventory_level il WHERE il.store_id = l.store_id
          AND il.location_id = l.id AND il.stocked_quantity > 0) AS items
      FROM stock_location l
      JOIN sales_channel_stock_location scl ON scl.store_id = l.store_id AND scl.location_id = l.id
      JOIN store s ON s.id = l.store_id AND s.default_sales_channel_id = scl.sales_channel_id
      WHERE l.store_id = ${storeId} ORDER BY l.name`);
    expect(locations.map((location) => location.name)).toEqual([
      'Berlin warehouse',
      'Newark warehouse',
    ]);
    for (const location of locations) expect(location.items).toBeGreaterThan(DEMO_PRODUCTS);
  });

  it('sells fifty published products with a picture kept in the file storage', async () => {
    const list = await shopper().get('/store/products?limit=100');
    expect(list.body.count).toBe(DEMO_PRODUCTS);
    const products = list.body.products as {
      thumbnail: string;
      images: { url: string }[];
      variants: { prices: { currency_code: string }[] }[];
    }[];
    for (const product of products) {
      expect(product.images).toHaveLength(1);
      expect(product.thumbnail).toBe(product.images[0]!.url);
      for (const variant of product.variants) {
        expect(variant.prices.map((price) => price.currency_code).sort()).toEqual(['eur', 'usd']);
      }
    }
    // The picture is served by the server as an inline PNG.
    const picture = await fetch(test.url + new URL(products[0]!.thumbnail).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('has a hundred customers, the account holders with a saved address', async () => {
    const [row] = await query<{ all: number; accounts: number; with_address: number }>(sql`SELECT
        count(*)::int AS all, count(*) FILTER (WHERE has_account)::int AS accounts,
        count(*) FILTER (WHERE has_account AND EXISTS (SELECT 1 FROM address a
          WHERE a.store_id = c.store_id AND a.customer_id = c.id))::int AS with_address
      FROM customer c WHERE store_id = ${storeId}`);
    expect(row).toEqual({
      all: DEMO_CUSTOMERS,
      accounts: DEMO_ACCOUNTS,
      with_address: DEMO_ACCOUNTS,
    });
  });

  it('has orders placed through the checkout over the last 90 days whose totals add up', async () => {
    const orders = await query<{ id: string; created_at: string; cart_id: string }>(
      sql`SELECT id, created_at, cart_id FROM "order" WHERE store_id = ${storeId} ORDER BY display_id`,
    );
    expect(orders).toHaveLength(ORDERS);
    const now = Date.now();
    const dates = orders.map((order) => new Date(order.created_at).getTime());
    for (const at of dates) {
      expect(at).toBeGreaterThan(now - 91 * 24 * 3600 * 1000);
      expect(at).toBeLessThan(now);
    }
    // Oldest first in display-id order, and spread: the first is weeks before the last.
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(dates.at(-1)! - dates[0]!).toBeGreaterThan(30 * 24 * 3600 * 1000);
    for (const { id, cart_id } of orders) {
      const read = await shopper().get(`/store/orders/${id}`);
      expect(read.status).toBe(200);
      const order = read.body.order as {
        cart_id: string;
        customer_id: string;
        payment_status: string;
        subtotal: number;
        shipping_total: number;
        tax_total: number;
        discount_total: number;
        total: number;
        items: { unit_price: number; quantity: number; subtotal: number }[];
        shipping_methods: unknown[];
        payments: { amount: number }[];
      };
      expect(order.cart_id).toBe(cart_id);
      expect(order.customer_id).toMatch(/^cus_/);
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.shipping_methods).toHaveLength(1);
      expect(order.subtotal).toBe(
        order.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0),
      );
      expect(order.total).toBe(
        order.subtotal + order.shipping_total + order.tax_total - order.discount_total,
      );
      expect(order.tax_total).toBeGreaterThan(0);
      expect(order.payments[0]!.amount).toBe(order.total);
    }
    // The shoppers are made up: their orders queue no confirmation mail.
    const [mails] = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE store_id = ${storeId}`,
    );
    expect(mails!.n).toBe(0);
  });

  it('has a history made through the admin API: captured, shipped, a return received, an exchange, a claim, a refund', async () => {
    const orders = await query<{
      id: string;
      display_id: number;
      created_at: string;
      payment_status: string;
      fulfillment_status: string;
    }>(
      sql`SELECT id, display_id, created_at, payment_status, fulfillment_status FROM "order"
        WHERE store_id = ${storeId} ORDER BY display_id`,
    );
    // Every seeded order is older than five days: paid and on its way (or back).
    for (const order of orders) {
      expect(['captured', 'partially_refunded']).toContain(order.payment_status);
      expect(['shipped', 'partially_returned']).toContain(order.fulfillment_status);
    }
    const back = orders.find((order) => order.display_id === 4)!;
    expect(back.fulfillment_status).toBe('partially_returned');
    const [returned] = await query<{ status: string; refunds: number; reason: string | null }>(
      sql`SELECT r.status, (SELECT count(*)::int FROM refund f WHERE f.store_id = r.store_id
            AND f.order_id = r.order_id AND f.status = 'succeeded') AS refunds,
          (SELECT ri.reason_id FROM return_item ri WHERE ri.store_id = r.store_id
            AND ri.return_id = r.id LIMIT 1) AS reason
        FROM "return" r WHERE r.store_id = ${storeId} AND r.order_id = ${back.id}`,
    );
    expect(returned).toEqual({
      status: 'received',
      refunds: 1,
      reason: expect.stringMatching(/^rr_/),
    });
    const goodwill = orders.find((order) => order.display_id === 6)!;
    expect(goodwill.payment_status).toBe('partially_refunded');
    // Exchanges: another size sent, settled, shipped, and the first one back.
    const swaps = await query<{
      payment_status: string;
      fulfillment_status: string;
      returned: string;
    }>(
      sql`SELECT s.payment_status, s.fulfillment_status, r.status AS returned FROM swap s
        JOIN "return" r ON r.store_id = s.store_id AND r.swap_id = s.id
        WHERE s.store_id = ${storeId}`,
    );
    expect(swaps.length).toBeGreaterThan(0);
    expect(swaps).toContainEqual({
      payment_status: expect.stringMatching(/^(difference_refunded|captured)$/),
      fulfillment_status: 'shipped',
      returned: 'received',
    });
    // A claim: a unit that arrived damaged, replaced free of charge and sent.
    const claims = await query<{ type: string; fulfillment_status: string; items: number }>(
      sql`SELECT c.type, c.fulfillment_status, (SELECT count(*)::int FROM line_item li
            WHERE li.store_id = c.store_id AND li.claim_order_id = c.id) AS items
        FROM claim_order c WHERE c.store_id = ${storeId}`,
    );
    expect(claims).toContainEqual({
      type: 'replace',
      fulfillment_status: expect.stringMatching(/^(fulfilled|shipped)$/),
      items: 1,
    });
    // What was done is dated after the order was placed, not at seed time.
    const late = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_event e JOIN "order" o
          ON o.store_id = e.store_id AND o.id = e.order_id
        WHERE e.store_id = ${storeId}
          AND (e.created_at < o.created_at OR e.created_at > o.created_at + interval '16 days')`,
    );
    expect(late[0]!.n).toBe(0);
    const reasons = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM return_reason WHERE store_id = ${storeId}`,
    );
    expect(reasons[0]!.n).toBe(6);
  });

  it('seeds nothing again, finishes a stopped seed, and seed:demo --orders adds orders', async () => {
    const before = await counts();
    expect(await seedDemoStoreIfPending(test.database.db, test.config)).toBeNull();
    expect((await runDemoSeed(test.database.db, test.config, storeId)).placed).toBe(0);
    expect(await counts()).toEqual(before);

    // Two more orders asked for, and a server shut down as its seed starts: the seed stops between
    // two requests, the store stays marked, and the next start places just those two.
    await markDemoStore(test.database.db, storeId, ORDERS + 2);
    const background = seedDemoStoreInBackground(
      test.database.db,
      test.config,
      storeId,
      () => undefined,
      (error) => {
        throw error;
      },
    );
    await background.stop();
    expect((await background.done)?.stopped).toBe(true);
    expect(await counts()).toEqual(before);
    const resumed = await seedDemoStoreIfPending(test.database.db, test.config);
    expect(resumed?.placed).toBe(2);
    expect(await counts()).toEqual({ ...before, orders: ORDERS + 2, carts: before.carts! + 2 });

    const added = await runDemoSeed(test.database.db, test.config, storeId, { addOrders: 1 });
    expect(added.orders).toBe(ORDERS + 3);
    const [state] = await query<{ value: { state: string; orders: number } }>(
      sql`SELECT metadata -> ${DEMO_METADATA_KEY} AS value FROM store WHERE id = ${storeId}`,
    );
    expect(state!.value).toEqual({ state: 'ready', orders: ORDERS + 3 });
  }, 300_000);
});
