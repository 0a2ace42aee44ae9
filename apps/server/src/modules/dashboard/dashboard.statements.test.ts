import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountingApp, type CountingApp } from '../../../test/counting-app.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { seedOrders, type SeedOrder } from '../../../test/seed-orders.js';

/**
 * The home page's figures cost one statement whatever the number of orders, customers, days and
 * products: the server here reports every statement it sends.
 */

let counting: CountingApp;
let org: TestOrg;
let productIds: string[];

beforeAll(async () => {
  counting = await buildCountingApp();
  org = await createOrg(counting.test);
  productIds = [];
  for (let index = 0; index < 7; index += 1) {
    productIds.push((await createProduct(counting.test, org)).id);
  }
});

afterAll(() => counting.close());

const PATH = '/admin/dashboard?from=2030-05-01&to=2030-05-31&tz=Europe/Berlin';

/** The statements of one request, measured after a warm-up (the session is then cached). */
async function measure(): Promise<number> {
  await org.admin.get(PATH);
  return (await counting.measure(() => org.admin.get(PATH))).length;
}

/** `count` orders spread over May and April, each by its own customer, with two lines. */
function orders(count: number, offset: number): SeedOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const n = offset + index;
    return {
      at: new Date(Date.UTC(2030, 3, 1) + n * 3_600_000 * 7).toISOString(),
      total: 1000 + n,
      currency: n % 3 === 0 ? 'eur' : 'usd',
      customerId: `cus_${n % 17}`,
      lines: [
        { productId: productIds[n % productIds.length]!, quantity: 1 + (n % 4), unitPrice: 500 },
        { productId: productIds[(n + 3) % productIds.length]!, quantity: 1, unitPrice: 250 },
      ],
    };
  });
}

describe('statements per request', () => {
  it('reads the dashboard in one statement whatever the number of orders', async () => {
    await seedOrders(counting.test.database.db, org.storeId, orders(3, 0));
    const few = await measure();
    await seedOrders(counting.test.database.db, org.storeId, orders(150, 3));
    const many = await measure();
    expect(many).toBe(few);
    expect(few).toBe(1);
  });
});
