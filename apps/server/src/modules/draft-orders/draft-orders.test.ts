import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { stockOf } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';

/*
 * Draft orders on the admin API, on both databases: made for a new or an existing customer with
 * variants and custom lines, priced and taxed as carts are, edited line by line, and marked paid
 * into exactly one order whose payment is captured.
 */

let test: TestApp;
let org: TestOrg;
let other: TestOrg;
let regionId: string;
let optionId: string;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
  other = await createOrg(test, 'Other Store');
  const regions = await org.admin.get('/admin/regions');
  regionId = regions.body.regions[0].id;
  if (!regions.body.regions[0].countries.some((c: { iso_2: string }) => c.iso_2 === 'de')) {
    const added = await org.admin.post(`/admin/regions/${regionId}/countries`, {
      country_code: 'de',
    });
    expect(added.status).toBe(200);
  }
  const option = await org.admin.post('/admin/shipping-options', {
    name: 'Courier',
    region_id: regionId,
    provider_id: 'manual',
    data: { id: 'manual-fulfillment' },
    price_type: 'flat_rate',
    amount: 700,
    admin_only: true,
  });
  expect(option.status).toBe(200);
  optionId = option.body.shipping_option.id;
});

afterAll(async () => {
  await test.close();
});

async function createDraft(body: Record<string, unknown> = {}) {
  const product = await createProduct(test, org, { variants: 1 });
  const response = await org.admin.post('/admin/draft-orders', {
    email: 'Phone.Order@example.com',
    region_id: regionId,
    items: [
      { variant_id: product.variantIds[0], quantity: 2 },
      { title: 'Gift wrapping', unit_price: 350, quantity: 1 },
    ],
    shipping_methods: [{ option_id: optionId }],
    shipping_address: {
      first_name: 'Grace',
      last_name: 'Hopper',
      address_1: '1 Harbour Rd',
      city: 'Berlin',
      postal_code: '10115',
      country_code: 'de',
    },
    ...body,
  });
  return { response, variantId: product.variantIds[0]! };
}

describe('/admin/draft-orders', () => {
  it('creates a draft for a new customer with a variant, a custom line and shipping', async () => {
    const { response } = await createDraft();
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const draft = response.body.draft_order;
    expect(draft).toMatchObject({ status: 'open', order_id: null });
    expect(draft.display_id).toBeGreaterThan(0);
    const cart = draft.cart;
    expect(cart.email).toBe('phone.order@example.com');
    expect(cart.customer_id).toBeTruthy();
    expect(cart.items).toHaveLength(2);
    const custom = cart.items.find((item: { title: string }) => item.title === 'Gift wrapping');
    expect(custom).toMatchObject({ unit_price: 350, quantity: 1, variant_id: null });
    expect(custom.tax_lines.length).toBeGreaterThan(0);
    expect(cart.shipping_methods).toHaveLength(1);
    expect(cart.shipping_methods[0].price).toBe(700);
    expect(cart.shipping_address).toMatchObject({ city: 'Berlin', last_name: 'Hopper' });
    expect(cart.total).toBe(
      cart.items.reduce((sum: number, item: { total: number }) => sum + item.total, 0) +
        cart.shipping_methods[0].total,
    );

    const listed = await org.admin.get('/admin/draft-orders');
    expect(listed.body).toMatchObject({ offset: 0, limit: 50 });
    expect(listed.body.draft_orders.map((entry: { id: string }) => entry.id)).toContain(draft.id);
    const row = listed.body.draft_orders.find((entry: { id: string }) => entry.id === draft.id);
    expect(row.cart).toMatchObject({
      email: 'phone.order@example.com',
      total: cart.total,
      currency_code: cart.region.currency_code,
    });
    const searched = await org.admin.get('/admin/draft-orders?q=phone.order');
    expect(searched.body.count).toBeGreaterThanOrEqual(1);
    expect((await other.admin.get('/admin/draft-orders')).body.count).toBe(0);
  });

  it('answers 400 naming the field, and leaves nothing behind when a line is refused', async () => {
    const before = (await org.admin.get('/admin/draft-orders')).body.count;
    const noRegion = await org.admin.post('/admin/draft-orders', {
      email: 'a@example.com',
      region_id: 'reg_missing',
    });
    expect(noRegion.status).toBe(400);
    expect(noRegion.body.message).toMatch(/^region_id: /);
    const badEmail = await org.admin.post('/admin/draft-orders', {
      email: 'nope',
      region_id: regionId,
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('email');
    const customLine = await org.admin.post('/admin/draft-orders', {
      email: 'a@example.com',
      region_id: regionId,
      items: [{ title: 'No price', quantity: 1 }],
    });
    expect(customLine.status).toBe(400);
    expect(customLine.body.message).toContain('unit_price');
    const unknownVariant = await org.admin.post('/admin/draft-orders', {
      email: 'a@example.com',
      region_id: regionId,
      items: [{ variant_id: 'variant_missing', quantity: 1 }],
    });
    expect(unknownVariant.status).toBeGreaterThanOrEqual(400);
    expect(unknownVariant.status).toBeLessThan(500);
    expect((await org.admin.get('/admin/draft-orders')).body.count).toBe(before);
  });

  it('edits lines: add, change a custom price, remove; a variant line keeps the catalogue price', async () => {
    const { response } = await createDraft();
    const draft = response.body.draft_order;
    const custom = draft.cart.items.find(
      (item: { title: string }) => item.title === 'Gift wrapping',
    );
    const variantLine = draft.cart.items.find(
      (item: { variant_id: string | null }) => item.variant_id,
    );

    const added = await org.admin.post(`/admin/draft-orders/${draft.id}/line-items`, {
      title: 'Engraving',
      unit_price: 1200,
      quantity: 2,
    });
    expect(added.status).toBe(200);
    expect(added.body.draft_order.cart.items).toHaveLength(3);

    const repriced = await org.admin.post(
      `/admin/draft-orders/${draft.id}/line-items/${custom.id}`,
      { unit_price: 500, quantity: 3 },
    );
    expect(
      repriced.body.draft_order.cart.items.find((item: { id: string }) => item.id === custom.id),
    ).toMatchObject({ unit_price: 500, quantity: 3 });
    const refused = await org.admin.post(
      `/admin/draft-orders/${draft.id}/line-items/${variantLine.id}`,
      { unit_price: 1 },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^unit_price: /);

    const removed = await org.admin.delete(
      `/admin/draft-orders/${draft.id}/line-items/${custom.id}`,
    );
    expect(removed.body.draft_order.cart.items).toHaveLength(2);

    const updated = await org.admin.post(`/admin/draft-orders/${draft.id}`, {
      email: 'someone.else@example.com',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.draft_order.cart.email).toBe('someone.else@example.com');
  });

  it('marks paid into one order with its stock reserved and its payment captured', async () => {
    const { response, variantId } = await createDraft();
    const draft = response.body.draft_order;
    const before = await stockOf(test, org, variantId);

    const [first, second] = await Promise.all([
      org.admin.post(`/admin/draft-orders/${draft.id}/pay`, undefined),
      org.admin.post(`/admin/draft-orders/${draft.id}/pay`, undefined),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const order = first.body.order;
    expect(second.body.order.id).toBe(order.id);
    expect(order).toMatchObject({
      draft_order_id: draft.id,
      email: 'phone.order@example.com',
      total: draft.cart.total,
      payment_status: 'captured',
    });
    expect(order.payments).toHaveLength(1);
    expect(order.payments[0]).toMatchObject({ provider_id: 'manual', amount: draft.cart.total });
    expect(await stockOf(test, org, variantId)).toEqual({
      stocked: before.stocked,
      reserved: before.reserved + 2,
    });

    const done = await org.admin.get(`/admin/draft-orders/${draft.id}`);
    expect(done.body.draft_order).toMatchObject({ status: 'completed', order_id: order.id });
    expect(done.body.draft_order.completed_at).toBeTruthy();
    const edit = await org.admin.post(`/admin/draft-orders/${draft.id}/line-items`, {
      title: 'Late',
      unit_price: 1,
      quantity: 1,
    });
    expect(edit.status).toBe(400);
    const remove = await org.admin.delete(`/admin/draft-orders/${draft.id}`);
    expect(remove.status).toBe(400);
    const orders = await org.admin.get(`/admin/orders?q=phone.order`);
    expect(orders.body.orders.map((entry: { id: string }) => entry.id)).toContain(order.id);
  });

  it('deletes an open draft; another store’s draft is a 404 everywhere', async () => {
    const { response } = await createDraft();
    const draft = response.body.draft_order;
    for (const call of [
      () => other.admin.get(`/admin/draft-orders/${draft.id}`),
      () => other.admin.post(`/admin/draft-orders/${draft.id}`, { email: 'x@example.com' }),
      () => other.admin.post(`/admin/draft-orders/${draft.id}/pay`, undefined),
      () =>
        other.admin.post(`/admin/draft-orders/${draft.id}/line-items`, {
          title: 'x',
          unit_price: 1,
          quantity: 1,
        }),
      () => other.admin.delete(`/admin/draft-orders/${draft.id}`),
    ]) {
      expect((await call()).status).toBe(404);
    }
    const deleted = await org.admin.delete(`/admin/draft-orders/${draft.id}`);
    expect(deleted.body).toEqual({ id: draft.id, object: 'draft-order', deleted: true });
    expect((await org.admin.get(`/admin/draft-orders/${draft.id}`)).status).toBe(404);
  });

  it('a draft for an existing customer is theirs', async () => {
    const made = await org.admin.post('/admin/customers', {
      email: 'regular@example.com',
      first_name: 'Regular',
      last_name: 'Buyer',
      password: 'secret123',
    });
    expect([200, 201]).toContain(made.status);
    const customerId = made.body.customer.id;
    const { response } = await createDraft({
      customer_id: customerId,
      email: 'regular@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body.draft_order.cart.customer_id).toBe(customerId);
    const foreign = await other.admin.post('/admin/draft-orders', {
      email: 'regular@example.com',
      region_id: 'x',
      customer_id: customerId,
    });
    expect(foreign.status).toBe(400);
  });
});
