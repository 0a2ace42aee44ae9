import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountingApp, type CountingApp } from '../../../test/counting-app.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { newId } from '../../platform/ids.js';

/**
 * The admin customer reads cost the same statements whatever the page size and the number of
 * addresses and orders each customer has: the server here reports every statement it sends.
 */

let counting: CountingApp;
let org: TestOrg;

beforeAll(async () => {
  counting = await buildCountingApp();
  org = await createOrg(counting.test);
});

afterAll(() => counting.close());

/**
 * The statements one request sends, measured right after a warm-up request (the staff session
 * is then cached, so only the request's own statements count).
 */
async function measure(path: string): Promise<number> {
  await org.admin.get('/admin/customers?limit=1');
  return (await counting.measure(() => org.admin.get(path))).length;
}

/** `count` customers, each with two saved addresses and three orders, written in one go. */
async function customers(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newId('cus'));
  await withTenantTx(counting.test.database.db, org.storeId, async (tx) => {
    const [region] = (
      (await tx.execute(
        sql`select id, currency_code from region where store_id = ${org.storeId} limit 1`,
      )) as { rows: { id: string; currency_code: string }[] }
    ).rows;
    for (const id of ids) {
      await tx.execute(sql`insert into customer (store_id, id, email, has_account)
        values (${org.storeId}, ${id}, ${`${id}@example.com`}, false)`);
      for (const line of ['1 First St', '2 Second St']) {
        await tx.execute(sql`insert into address (store_id, id, customer_id, address_1)
          values (${org.storeId}, ${newId('addr')}, ${id}, ${line})`);
      }
      for (let index = 0; index < 3; index += 1) {
        await tx.execute(sql`
          insert into "order" (store_id, id, display_id, customer_id, email, region_id,
                               currency_code, total)
          values (${org.storeId}, ${newId('order')},
                  (select coalesce(max(display_id), 0) + 1 from "order"
                   where store_id = ${org.storeId}),
                  ${id}, ${`${id}@example.com`}, ${region!.id}, ${region!.currency_code}, 100)`);
      }
    }
  });
  return ids;
}

describe('statements per request', () => {
  it('lists and reads customers in one statement whatever the page and the relations', async () => {
    const [first] = await customers(1);
    const expand = 'orders,shipping_addresses,billing_address,groups';
    const reads = async () => ({
      page: await measure(`/admin/customers?expand=${expand}&q=example`),
      one: await measure(`/admin/customers/${first}?expand=${expand}`),
      bigPage: await measure(`/admin/customers?expand=${expand}&limit=31`),
    });
    const few = await reads();
    await customers(30);
    const many = await reads();
    expect(many).toEqual(few);
    expect(few).toEqual({ page: 1, one: 1, bigPage: 1 });
  });
});
