import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountingApp, type CountingApp } from '../../../test/counting-app.js';
import { readyCart } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';

/**
 * The admin order reads cost the same statements whatever the page size and the number of lines,
 * payments and fulfilments each order has: the server here reports every statement it sends.
 */

let counting: CountingApp;
let org: TestOrg;

beforeAll(async () => {
  counting = await buildCountingApp();
  org = await createOrg(counting.test);
});

afterAll(() => counting.close());

/**
 * The statements of one read, after a warm-up (the staff session is then cached). A read's
 * statements are always the same, but anything else the process does meanwhile is counted too
 * (once, under a load average of 11, the staff cache was read again): the fewer of two reads.
 */
async function measure(path: string): Promise<number> {
  const once = async () => {
    await org.admin.get('/admin/orders?limit=1');
    return (await counting.measure(() => org.admin.get(path))).length;
  };
  return Math.min(await once(), await once());
}

/** `count` orders placed through the store API, each of `lines` lines, captured and fulfilled. */
async function place(count: number, lines: number): Promise<string[]> {
  const product = await createProduct(counting.test, org, { variants: lines });
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const cart = await readyCart(counting.test, org, {
      lines: product.variantIds.map((variantId) => ({ variantId, quantity: 1, unitPrice: 1000 })),
      email: `statements-${n}@example.com`,
    });
    const done = await counting.test
      .session({ 'x-publishable-api-key': org.publishableKeyId })
      .post(`/store/carts/${cart.id}/complete`, undefined);
    const id = done.body.data.id as string;
    await org.admin.post(`/admin/orders/${id}/capture`, undefined);
    await org.admin.post(`/admin/orders/${id}/fulfillment`, {
      items: cart.itemIds.map((itemId) => ({ item_id: itemId, quantity: 1 })),
    });
    await org.admin.post('/admin/notes', { resource_type: 'order', resource_id: id, value: 'n' });
    ids.push(id);
  }
  return ids;
}

describe('statements per admin order read', () => {
  it('list, search, filtered page, one order and its timeline: one statement each, whatever the size', async () => {
    const [first] = await place(1, 1);
    const reads = async () => ({
      page: await measure('/admin/orders'),
      search: await measure('/admin/orders?q=statements'),
      filtered: await measure('/admin/orders?payment_status=captured&fulfillment_status=fulfilled'),
      bigPage: await measure('/admin/orders?limit=40'),
      one: await measure(`/admin/orders/${first}`),
      timeline: await measure(`/admin/orders/${first}/timeline`),
    });
    const few = await reads();
    await place(6, 4);
    const many = await reads();
    expect(many).toEqual(few);
    expect(few).toEqual({ page: 1, search: 1, filtered: 1, bigPage: 1, one: 1, timeline: 1 });
  });
});
