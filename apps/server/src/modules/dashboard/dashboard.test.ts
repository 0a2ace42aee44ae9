import { AdminDashboardRes, type Dashboard } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { readyCart } from '../../../test/checkout.js';
import { createOrg, createProduct, createUser, type TestOrg } from '../../../test/factories.js';
import { seedOrders, type SeedOrder } from '../../../test/seed-orders.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../test/database.js';
import { addDays, todayIn } from './dashboard.period.js';

/*
 * GET /admin/dashboard on both databases: the figures of a period to the minor unit for a known
 * set of orders, canceled orders left out, every day present, days cut at midnight in the time
 * zone asked for, another store's orders never counted, and 400s naming the field.
 */

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});

afterAll(() => test.close());

async function dashboardOf(org: TestOrg, query = ''): Promise<Dashboard> {
  const response = await org.admin.get(`/admin/dashboard${query}`);
  expect(response.status, response.text).toBe(200);
  return AdminDashboardRes.parse(response.body).dashboard;
}

const day = (date: string, orders: number, sales: { currency_code: string; amount: number }[]) => ({
  date,
  orders,
  sales,
});

describe('GET /admin/dashboard', () => {
  let org: TestOrg;
  let other: TestOrg;
  const products: Record<string, string> = {};

  beforeAll(async () => {
    org = await createOrg(test);
    other = await createOrg(test);
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
      products[name] = (await createProduct(test, org, { title: name })).id;
    }
    const line = (name: string, quantity: number, unitPrice: number) => ({
      productId: products[name]!,
      quantity,
      unitPrice,
    });
    const orders: SeedOrder[] = [
      // Before both periods.
      { at: '2030-02-01T12:00:00Z', total: 1000, customerId: 'cus_1' },
      {
        at: '2029-01-01T12:00:00Z',
        total: 800,
        customerId: 'cus_9',
        status: 'archived',
        paymentStatus: 'awaiting',
      },
      // The previous period, 3 to 9 March.
      { at: '2030-03-05T12:00:00Z', total: 4000, customerId: 'cus_3' },
      { at: '2030-03-09T23:59:00Z', total: 2500, customerId: 'cus_1' },
      // The period, 10 to 16 March (UTC).
      {
        at: '2030-03-10T10:00:00Z',
        total: 5000,
        customerId: 'cus_1',
        paymentStatus: 'awaiting',
        lines: [line('Alpha', 2, 2000), line('Bravo', 1, 1000)],
      },
      {
        at: '2030-03-10T23:30:00Z',
        total: 3000,
        customerId: 'cus_2',
        paymentStatus: 'captured',
        fulfillmentStatus: 'fulfilled',
        lines: [line('Alpha', 1, 3000)],
      },
      {
        at: '2030-03-12T12:00:00Z',
        total: 2000,
        currency: 'eur',
        customerId: 'cus_2',
        paymentStatus: 'awaiting',
        fulfillmentStatus: 'partially_fulfilled',
        lines: [line('Bravo', 3, 600)],
      },
      {
        at: '2030-03-14T08:00:00Z',
        total: 1500,
        customerId: 'cus_6',
        lines: [line('Charlie', 1, 1500)],
      },
      // Placed before totals were written: counted, with 0.
      { at: '2030-03-15T09:00:00Z', total: null, customerId: 'cus_7' },
      {
        at: '2030-03-16T23:59:59Z',
        total: 1000,
        customerId: 'cus_3',
        lines: [line('Charlie', 1, 1000)],
      },
      // Canceled: counted nowhere, not even its customer or product.
      {
        at: '2030-03-11T12:00:00Z',
        total: 9999,
        customerId: 'cus_4',
        status: 'canceled',
        lines: [line('Delta', 10, 999)],
      },
      // The first instant after the period.
      { at: '2030-03-17T00:00:00Z', total: 7777, customerId: 'cus_5' },
    ];
    await seedOrders(test.database.db, org.storeId, orders);
    // Another store sells on the same days, much more.
    const theirs = (await createProduct(test, other, { title: 'Theirs' })).id;
    await seedOrders(test.database.db, other.storeId, [
      {
        at: '2030-03-12T12:00:00Z',
        total: 50_000,
        customerId: 'cus_1',
        paymentStatus: 'awaiting',
        lines: [{ productId: theirs, quantity: 50, unitPrice: 1000 }],
      },
    ]);
  });

  it('adds up the period and the one before it to the minor unit, per currency', async () => {
    const dashboard = await dashboardOf(org, '?from=2030-03-10&to=2030-03-16');
    expect(dashboard.period).toEqual({ from: '2030-03-10', to: '2030-03-16', tz: 'UTC', days: 7 });
    expect(dashboard.previous_period).toEqual({ from: '2030-03-03', to: '2030-03-09' });
    expect(dashboard.has_orders).toBe(true);
    expect(dashboard.current).toEqual({
      orders: 6,
      sales: [
        { currency_code: 'usd', amount: 10_500, orders: 5, average_order_value: 2100 },
        { currency_code: 'eur', amount: 2000, orders: 1, average_order_value: 2000 },
      ],
      // cus_1 and cus_3 ordered before, cus_2 twice; cus_6 and cus_7 are new.
      customers: { total: 5, returning: 3, new: 2 },
    });
    expect(dashboard.previous).toEqual({
      orders: 2,
      sales: [{ currency_code: 'usd', amount: 6500, orders: 2, average_order_value: 3250 }],
      customers: { total: 2, returning: 1, new: 1 },
    });
    // Every day, the empty ones too; the canceled order's day stays empty.
    expect(dashboard.series).toEqual([
      day('2030-03-10', 2, [{ currency_code: 'usd', amount: 8000 }]),
      day('2030-03-11', 0, []),
      day('2030-03-12', 1, [{ currency_code: 'eur', amount: 2000 }]),
      day('2030-03-13', 0, []),
      day('2030-03-14', 1, [{ currency_code: 'usd', amount: 1500 }]),
      day('2030-03-15', 1, [{ currency_code: 'usd', amount: 0 }]),
      day('2030-03-16', 1, [{ currency_code: 'usd', amount: 1000 }]),
    ]);
    expect(dashboard.top_products).toEqual([
      {
        product_id: products.Bravo,
        title: 'Bravo',
        thumbnail: null,
        quantity: 4,
        sales: [
          { currency_code: 'eur', amount: 1800 },
          { currency_code: 'usd', amount: 1000 },
        ],
      },
      {
        product_id: products.Alpha,
        title: 'Alpha',
        thumbnail: null,
        quantity: 3,
        sales: [{ currency_code: 'usd', amount: 7000 }],
      },
      {
        product_id: products.Charlie,
        title: 'Charlie',
        thumbnail: null,
        quantity: 2,
        sales: [{ currency_code: 'usd', amount: 2500 }],
      },
    ]);
    // Open orders whenever placed: all but the fulfilled, canceled and archived ones; two
    // authorised payments wait (the canceled and archived orders' do not count).
    expect(dashboard.needs_action).toEqual({ to_fulfill: 9, to_capture: 2 });
    // A longer period reads the lines in one pass instead of order by order: same products.
    const longer = await dashboardOf(org, '?from=2030-01-01&to=2030-03-16');
    expect(longer.top_products).toEqual(dashboard.top_products);
    expect(longer.current.orders).toBe(9);
  });

  it('cuts days at midnight in the time zone asked for', async () => {
    // Tokyo (UTC+9): 11 March there runs from 10 March 15:00 to 11 March 15:00 UTC.
    const tokyo = await dashboardOf(org, '?from=2030-03-11&to=2030-03-11&tz=Asia/Tokyo');
    expect(tokyo.period).toEqual({
      from: '2030-03-11',
      to: '2030-03-11',
      tz: 'Asia/Tokyo',
      days: 1,
    });
    expect(tokyo.series).toEqual([day('2030-03-11', 1, [{ currency_code: 'usd', amount: 3000 }])]);
    expect(tokyo.current.orders).toBe(1);
    expect(tokyo.previous_period).toEqual({ from: '2030-03-10', to: '2030-03-10' });
    // 10 March in Tokyo: 9 March 15:00 to 10 March 15:00 UTC, two orders.
    expect(tokyo.previous.sales).toEqual([
      { currency_code: 'usd', amount: 7500, orders: 2, average_order_value: 3750 },
    ]);
    // New York (UTC-4 after 10 March): 16 March there ends at 17 March 04:00 UTC, so the
    // orders of 16 March 23:59:59 and 17 March 00:00 UTC both fall on it.
    const newYork = await dashboardOf(org, '?from=2030-03-16&to=2030-03-16&tz=America/New_York');
    expect(newYork.series).toEqual([
      day('2030-03-16', 2, [{ currency_code: 'usd', amount: 8777 }]),
    ]);
    // 10 March in New York is 23 hours long (summer time starts): 05:00 to 04:00 UTC.
    const short = await dashboardOf(org, '?from=2030-03-10&to=2030-03-10&tz=America/New_York');
    expect(short.series).toEqual([day('2030-03-10', 2, [{ currency_code: 'usd', amount: 8000 }])]);
    expect(short.previous.orders).toBe(1);
  });

  it('never counts another store’s orders, nor shows its products', async () => {
    const theirs = await dashboardOf(other, '?from=2030-03-10&to=2030-03-16');
    expect(theirs.current.orders).toBe(1);
    expect(theirs.current.sales).toEqual([
      { currency_code: 'usd', amount: 50_000, orders: 1, average_order_value: 50_000 },
    ]);
    // cus_1 of the other store is another customer: no earlier order there.
    expect(theirs.current.customers).toEqual({ total: 1, returning: 0, new: 1 });
    expect(theirs.top_products.map((product) => product.title)).toEqual(['Theirs']);
    expect(theirs.needs_action).toEqual({ to_fulfill: 1, to_capture: 1 });
    const ours = await dashboardOf(org, '?from=2030-03-10&to=2030-03-16');
    expect(ours.top_products.map((product) => product.title)).not.toContain('Theirs');
    expect(ours.current.sales[0]!.amount).toBe(10_500);
  });

  it('answers a period without orders with zeros and every day', async () => {
    const empty = await dashboardOf(org, '?from=2031-01-01&to=2031-01-31&tz=Europe/Berlin');
    expect(empty.current).toEqual({
      orders: 0,
      sales: [],
      customers: { total: 0, returning: 0, new: 0 },
    });
    expect(empty.series).toHaveLength(31);
    expect(empty.series.every((entry) => entry.orders === 0 && entry.sales.length === 0)).toBe(
      true,
    );
    expect(empty.series.at(-1)!.date).toBe('2031-01-31');
    expect(empty.top_products).toEqual([]);
    expect(empty.has_orders).toBe(true);
    // A store without a single order says so.
    const fresh = await dashboardOf(await createOrg(test));
    expect(fresh.has_orders).toBe(false);
    expect(fresh.needs_action).toEqual({ to_fulfill: 0, to_capture: 0 });
  });

  it('answers a 400 naming the field for a bad period or time zone', async () => {
    const bad = async (query: string, field: RegExp) => {
      const response = await org.admin.get(`/admin/dashboard?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.type).toBe('invalid_data');
      expect(response.body.message, query).toMatch(field);
    };
    await bad('tz=Nowhere/Atlantis', /^tz /);
    await bad('tz=%2B02:00', /^tz /);
    await bad('tz=UTC;DROP', /^tz /);
    await bad('from=2030-02-30', /^from /);
    await bad('from=yesterday', /^from /);
    await bad('to=2030-1-5', /^to /);
    await bad('from=2030-03-10&to=2030-03-09', /^from must be on or before to/);
    await bad('from=2029-01-01&to=2030-01-02', /^from must be at most 366 days before to/);
    // A year is allowed.
    expect((await dashboardOf(org, '?from=2029-01-02&to=2030-01-02')).series).toHaveLength(366);
  });

  it('is read by every staff role and by no one else', async () => {
    const member = await createUser(test, org, 'member');
    expect((await member.session.get('/admin/dashboard')).status).toBe(200);
    expect((await test.session().get('/admin/dashboard')).status).toBe(401);
    const shopper = test.session({ 'x-publishable-api-key': org.publishableKeyId });
    expect((await shopper.get('/admin/dashboard')).status).toBe(401);
  });
});

describe('GET /admin/dashboard without a period', () => {
  it('answers the 30 days up to today and counts an order placed through the store API', async () => {
    const org = await createOrg(test);
    const product = await createProduct(test, org, { title: 'Placed Tee' });
    const cart = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1500 }],
    });
    const placed = await test
      .session({ 'x-publishable-api-key': org.publishableKeyId })
      .post(`/store/carts/${cart.id}/complete`, undefined);
    expect(placed.status, placed.text).toBe(200);
    const currency = placed.body.data.currency_code as string;

    const dashboard = await dashboardOf(org);
    // The request's day, in UTC (a run across midnight may see the day after).
    const today = dashboard.period.to;
    expect([todayIn('UTC', new Date(Date.now() - 60_000)), todayIn('UTC', new Date())]).toContain(
      today,
    );
    expect(dashboard.period).toEqual({ from: addDays(today, -29), to: today, tz: 'UTC', days: 30 });
    expect(dashboard.previous_period).toEqual({
      from: addDays(today, -59),
      to: addDays(today, -30),
    });
    expect(dashboard.series).toHaveLength(30);
    expect(dashboard.series.at(-1)).toEqual(
      day(today, 1, [{ currency_code: currency, amount: cart.total }]),
    );
    expect(dashboard.current).toEqual({
      orders: 1,
      sales: [
        { currency_code: currency, amount: cart.total, orders: 1, average_order_value: cart.total },
      ],
      customers: { total: 1, returning: 0, new: 1 },
    });
    // The cart's line names no product: the variant's product is the one sold.
    expect(dashboard.top_products).toEqual([
      {
        product_id: product.id,
        title: 'Placed Tee',
        thumbnail: null,
        quantity: 2,
        sales: [{ currency_code: currency, amount: 3000 }],
      },
    ]);
    expect(dashboard.needs_action).toEqual({ to_fulfill: 1, to_capture: 1 });
  });
});

describe('the read behind it', () => {
  it('runs without JIT compilation (migration 0037), which cost seconds on many orders', async () => {
    const [row] = await queryRows<{ config: string[] | null }>(
      test.database.db,
      sql`SELECT proconfig AS config FROM pg_proc WHERE proname = 'storedesk_tenant_read'`,
    );
    expect(row!.config).toContain('jit=off');
  });
});
