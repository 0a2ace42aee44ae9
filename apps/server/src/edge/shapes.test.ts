import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { setStock } from '../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../test/factories.js';
import { germanRegion, registerVictim } from '../../test/shoppers.js';
import { createShippingOption } from '../../test/tax-shipping.js';

/*
 * Issue 27, one home for every wire shape: each entity that answers embed (customer, address,
 * sales channel, line item with its variant and tax lines, shipping method with its option and
 * tax lines, payment session, payment) is written once, as a fragment of its own area
 * (`*.shape.ts`), and every answer composes it. This walks a store with a placed order, a cart
 * with everything on it, a draft order and a customer with addresses over real HTTP, collects
 * each entity from every answer that embeds it, and holds their keys and the JSON type of each
 * key to one another and to Medusa v1's answers in test/contract-samples/ (public v1 answers,
 * copied from the contract samples so a fresh clone has them).
 *
 * Where two answers of ours differ, or ours differs from v1's, the difference is named below
 * with the reason; any other difference fails.
 */

type Json = Record<string, unknown>;

let test: TestApp;
let org: TestOrg;

/** Every answer that embeds an entity, by entity, then by answer. */
const seen = new Map<string, Map<string, Json>>();

function note(entity: string, answer: string, value: unknown) {
  if (!value || typeof value !== 'object') throw new Error(`${answer} answers no ${entity}`);
  if (!seen.has(entity)) seen.set(entity, new Map());
  seen.get(entity)!.set(answer, value as Json);
}

/** The entities a cart or an order embeds. */
function notePurchase(answer: string, holder: any) {
  const [item] = holder.items;
  const [method] = holder.shipping_methods;
  note('customer', answer, holder.customer);
  note('address', answer, holder.shipping_address);
  note('address', `${answer} (billing)`, holder.billing_address);
  note('sales channel', answer, holder.sales_channel);
  note('line item', answer, item);
  note('line item variant', answer, item.variant);
  if (item.variant.product) note('line item product', answer, item.variant.product);
  note('line item tax line', answer, item.tax_lines[0]);
  note('shipping method', answer, method);
  note('shipping option', answer, method.shipping_option);
  note('shipping method tax line', answer, method.tax_lines[0]);
  if (holder.payment_sessions?.length) {
    note('payment session', answer, holder.payment_sessions[0]);
    note('payment session', `${answer} (selected)`, holder.payment_session);
  }
  if (holder.payments?.length) note('payment', answer, holder.payments[0]);
}

async function ok(response: { status: number; text: string; body: any }, what: string) {
  if (response.status !== 200 && response.status !== 201) {
    throw new Error(`${what}: ${response.status} ${response.text}`);
  }
  return response.body;
}

const address = (first_name: string, address_1: string) => ({
  first_name,
  last_name: 'Shape',
  address_1,
  city: 'Berlin',
  country_code: 'de',
  postal_code: '10115',
});

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
  const regionId = await germanRegion(org);
  const optionId = (await createShippingOption(org, { region_id: regionId })).id;
  const product = await createProduct(test, org);
  const variantId = product.variantIds[0]!;
  await setStock(test, org, variantId, 100);

  // A signed-in shopper (so store answers show their customer whole) with a saved address and
  // a billing address, and a cart with a line, addresses, a shipping method and sessions.
  const store = (headers: Record<string, string> = {}) =>
    test.session({ 'x-publishable-api-key': org.publishableKeyId, ...headers });
  const shopper = await registerVictim(store(), store);
  const me = shopper.session;
  const { cart } = await ok(await me.post('/store/carts', { region_id: regionId }), 'cart');
  const at = `/store/carts/${cart.id}`;
  await ok(await me.post(`${at}/line-items`, { variant_id: variantId, quantity: 2 }), 'line');
  await ok(
    await me.post(at, {
      shipping_address: shopper.addressId,
      billing_address: address('Bill', '2 Side St'),
    }),
    'addresses',
  );
  await ok(await me.post(`${at}/shipping-methods`, { option_id: optionId }), 'shipping method');
  await ok(await me.post(`${at}/payment-sessions`), 'payment sessions');
  notePurchase('store cart', (await ok(await me.get(at), 'store cart')).cart);

  const completed = await ok(await me.post(`${at}/complete`), 'complete');
  expect(completed.type).toBe('order');
  notePurchase('cart complete', completed.data);
  const orderId = completed.data.id as string;
  notePurchase('store order', (await ok(await me.get(`/store/orders/${orderId}`), 'order')).order);
  notePurchase(
    'store order by cart',
    (await ok(await me.get(`/store/orders/cart/${cart.id}`), 'order by cart')).order,
  );
  notePurchase(
    'store customer orders',
    (await ok(await me.get('/store/customers/me/orders'), 'customer orders')).orders[0],
  );
  notePurchase(
    'admin order',
    (await ok(await org.admin.get(`/admin/orders/${orderId}`), 'admin order')).order,
  );
  notePurchase(
    'admin orders list',
    (await ok(await org.admin.get('/admin/orders'), 'admin orders')).orders[0],
  );

  // A draft order for the same customer, read, then marked paid into an order.
  const draft = (
    await ok(
      await org.admin.post('/admin/draft-orders', {
        email: shopper.email,
        customer_id: shopper.id,
        region_id: regionId,
        items: [{ variant_id: variantId, quantity: 1 }],
        shipping_methods: [{ option_id: optionId }],
        shipping_address: address('Dora', '3 Phone Rd'),
        billing_address: address('Dora', '3 Phone Rd'),
      }),
      'draft order',
    )
  ).draft_order;
  const read = await ok(await org.admin.get(`/admin/draft-orders/${draft.id}`), 'draft');
  notePurchase('draft order', read.draft_order.cart);
  notePurchase(
    'draft order paid',
    (await ok(await org.admin.post(`/admin/draft-orders/${draft.id}/pay`), 'pay')).order,
  );

  const adminCustomer = (
    await ok(
      await org.admin.get(
        `/admin/customers/${shopper.id}?expand=billing_address,shipping_addresses`,
      ),
      'admin customer',
    )
  ).customer;
  note('customer', 'admin customer', adminCustomer);
  note('address', 'admin customer (billing)', adminCustomer.billing_address);
  note('address', 'admin customer (saved)', adminCustomer.shipping_addresses[0]);
  const customers = (await ok(await org.admin.get('/admin/customers'), 'customers')).customers;
  note(
    'customer',
    'admin customers list',
    customers.find((entry: Json) => entry.id === shopper.id),
  );
  const storeCustomer = (await ok(await me.get('/store/customers/me'), 'me')).customer;
  note('customer', 'store customer', storeCustomer);
  note('address', 'store customer (billing)', storeCustomer.billing_address);
  note('address', 'store customer (saved)', storeCustomer.shipping_addresses[0]);
  note('customer', 'store auth', (await ok(await me.get('/store/auth'), 'auth')).customer);

  const channels = await ok(await org.admin.get('/admin/sales-channels'), 'sales channels');
  note('sales channel', 'admin sales channels', channels.sales_channels[0]);
  const adminProduct = await ok(await org.admin.get(`/admin/products/${product.id}`), 'product');
  note('sales channel', 'admin product', adminProduct.product.sales_channels[0]);
});

afterAll(async () => {
  await test?.close();
});

// ---- what each entity is expected to be ---------------------------------------------------

/** Keys an answer has besides those of the entity's first answer (`more`) or lacks (`fewer`). */
interface Difference {
  more?: readonly string[];
  fewer?: readonly string[];
}

/** A v1 answer of the entity in test/contract-samples, held to one answer of ours. */
interface Sample extends Difference {
  file: string;
  at: (body: any) => unknown;
  ours: string;
}

interface Entity {
  /** Every answer that embeds the entity; the first is the one the others are held to. */
  answers: Record<string, Difference>;
  samples: Sample[];
}

const CARTS = ['store cart', 'draft order'];
const ORDERS = [
  'cart complete',
  'store order',
  'store order by cart',
  'store customer orders',
  'admin order',
  'admin orders list',
  'draft order paid',
];
const same = (answers: readonly string[], difference: Difference = {}) =>
  Object.fromEntries(answers.map((answer) => [answer, difference]));

/** v1 answers a cart's line and a shipping method without `includes_tax` (a 1.x feature flag). */
const INCLUDES_TAX = ['includes_tax'];
/** v1 leaves a listed order's method and line totals out (README: we fill them in). */
const METHOD_TOTALS = ['subtotal', 'total', 'original_total', 'original_tax_total', 'tax_total'];
const LINE_TOTALS = [...METHOD_TOTALS, 'discount_total'];
/** A cart's tax line is the rate that applies; an order's is the stored row (as in v1). */
const STORED_TAX_LINE = ['id', 'created_at', 'updated_at', 'metadata'];

const cartSample = (at: (cart: any) => unknown, more: string[] = []): Sample => ({
  file: 'store-cart-payment-sessions.json',
  at: (body) => at(body.cart),
  ours: 'store cart',
  more,
});

const ENTITIES: Record<string, Entity> = {
  customer: {
    answers: {
      ...same([...CARTS, ...ORDERS, 'admin customers list']),
      // The relations `expand` names (admin) or v1 answers on that route (store).
      'admin customer': { more: ['billing_address', 'shipping_addresses'] },
      'store customer': { more: ['billing_address', 'shipping_addresses'] },
      'store auth': { more: ['shipping_addresses', 'orders'] },
    },
    samples: [
      cartSample((cart) => cart.customer),
      { file: 'admin-order-get.json', at: (body) => body.order.customer, ours: 'admin order' },
      {
        file: 'admin-customers.json',
        at: (body) => body.customers[0],
        ours: 'admin customers list',
      },
      { file: 'store-customer-me.json', at: (body) => body.customer, ours: 'store customer' },
    ],
  },
  address: {
    answers: same([
      ...[...CARTS, ...ORDERS].flatMap((answer) => [answer, `${answer} (billing)`]),
      'admin customer (billing)',
      'admin customer (saved)',
      'store customer (billing)',
      'store customer (saved)',
    ]),
    samples: [
      cartSample((cart) => cart.shipping_address),
      {
        file: 'store-cart-complete.json',
        at: (body) => body.data.shipping_address,
        ours: 'cart complete',
      },
      {
        file: 'admin-order-get.json',
        at: (body) => body.order.shipping_address,
        ours: 'admin order',
      },
    ],
  },
  'sales channel': {
    answers: same([...CARTS, ...ORDERS, 'admin sales channels', 'admin product']),
    samples: [
      cartSample((cart) => cart.sales_channel),
      { file: 'admin-order-get.json', at: (body) => body.order.sales_channel, ours: 'admin order' },
      {
        file: 'admin-sales-channels.json',
        at: (body) => body.sales_channels[0],
        ours: 'admin sales channels',
      },
    ],
  },
  'line item': {
    answers: {
      ...same(CARTS),
      // An order's line says which product it was (Storedesk) and what may still be refunded.
      ...same(ORDERS, { more: ['product_id', 'refundable'] }),
    },
    samples: [
      cartSample((cart) => cart.items[0], INCLUDES_TAX),
      {
        file: 'store-cart-complete.json',
        at: (body) => body.data.items[0],
        ours: 'cart complete',
        more: [...INCLUDES_TAX, 'product_id'],
      },
      {
        // v1 answers an order's line without `raw_discount_total`; we answer it as a cart's.
        file: 'admin-order-get.json',
        at: (body) => body.order.items[0],
        ours: 'admin order',
        more: [...INCLUDES_TAX, 'product_id', 'raw_discount_total'],
      },
      {
        file: 'admin-orders-list.json',
        at: (body) => body.orders[0].items[0],
        ours: 'admin orders list',
        more: [...INCLUDES_TAX, 'product_id', 'raw_discount_total', ...LINE_TOTALS],
      },
    ],
  },
  'line item variant': {
    answers: {
      ...same(CARTS),
      // An order's line answers its variant alone, as v1's cart completion does (v1's admin
      // order reads expand the variant's product; ours do not).
      ...same(ORDERS, { fewer: ['product'] }),
    },
    samples: [
      cartSample((cart) => cart.items[0].variant),
      {
        file: 'store-cart-complete.json',
        at: (body) => body.data.items[0].variant,
        ours: 'cart complete',
      },
      {
        file: 'admin-order-get.json',
        at: (body) => body.order.items[0].variant,
        ours: 'admin order',
        fewer: ['product'],
      },
      {
        file: 'admin-orders-list.json',
        at: (body) => body.orders[0].items[0].variant,
        ours: 'admin orders list',
        fewer: ['product'],
      },
    ],
  },
  'line item product': {
    answers: same(CARTS),
    samples: [cartSample((cart) => cart.items[0].variant.product)],
  },
  'line item tax line': {
    answers: { ...same(CARTS), ...same(ORDERS, { more: STORED_TAX_LINE }) },
    samples: [
      cartSample((cart) => cart.items[0].tax_lines[0]),
      {
        file: 'store-cart-complete.json',
        at: (body) => body.data.items[0].tax_lines[0],
        ours: 'cart complete',
      },
      {
        file: 'admin-order-get.json',
        at: (body) => body.order.items[0].tax_lines[0],
        ours: 'admin order',
      },
    ],
  },
  'shipping method': {
    answers: same([...CARTS, ...ORDERS]),
    samples: [
      cartSample((cart) => cart.shipping_methods[0], INCLUDES_TAX),
      {
        // v1's cart completion answers the method without its option; ours keeps it.
        file: 'store-cart-complete.json',
        at: (body) => body.data.shipping_methods[0],
        ours: 'cart complete',
        more: [...INCLUDES_TAX, 'shipping_option'],
      },
      {
        file: 'admin-order-get.json',
        at: (body) => body.order.shipping_methods[0],
        ours: 'admin order',
        more: INCLUDES_TAX,
      },
      {
        file: 'admin-orders-list.json',
        at: (body) => body.orders[0].shipping_methods[0],
        ours: 'admin orders list',
        more: [...INCLUDES_TAX, ...METHOD_TOTALS],
      },
    ],
  },
  'shipping option': {
    answers: same([...CARTS, ...ORDERS]),
    samples: [
      // Whether the option's amount includes tax (tax-inclusive pricing, as lines and methods).
      cartSample((cart) => cart.shipping_methods[0].shipping_option, INCLUDES_TAX),
      {
        file: 'admin-order-get.json',
        at: (body) => body.order.shipping_methods[0].shipping_option,
        ours: 'admin order',
        more: INCLUDES_TAX,
      },
    ],
  },
  'shipping method tax line': {
    answers: { ...same(CARTS), ...same(ORDERS, { more: STORED_TAX_LINE }) },
    samples: [
      cartSample((cart) => cart.shipping_methods[0].tax_lines[0]),
      {
        file: 'store-cart-complete.json',
        at: (body) => body.data.shipping_methods[0].tax_lines[0],
        ours: 'cart complete',
      },
      {
        file: 'admin-order-get.json',
        at: (body) => body.order.shipping_methods[0].tax_lines[0],
        ours: 'admin order',
      },
    ],
  },
  'payment session': {
    // A draft order's cart has none: staff mark it paid instead.
    answers: same(['store cart', 'store cart (selected)']),
    samples: [
      cartSample((cart) => cart.payment_sessions[0]),
      cartSample((cart) => cart.payment_session),
    ],
  },
  payment: {
    answers: same(ORDERS),
    // Ours says how much of it was captured (Storedesk captures in part).
    samples: [
      {
        file: 'store-cart-complete.json',
        at: (body) => body.data.payments[0],
        ours: 'cart complete',
        more: ['amount_captured'],
      },
      {
        file: 'admin-order-get.json',
        at: (body) => body.order.payments[0],
        ours: 'admin order',
        more: ['amount_captured'],
      },
    ],
  },
};

// ---- the checks ----------------------------------------------------------------------------

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

const typeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);

/** Keys `other` has besides `reference`'s, and those it lacks, sorted. */
function keyDifference(reference: Json, other: Json): Required<Difference> {
  const mine = new Set(Object.keys(reference));
  const theirs = new Set(Object.keys(other));
  return {
    more: [...theirs].filter((key) => !mine.has(key)).sort(),
    fewer: [...mine].filter((key) => !theirs.has(key)).sort(),
  };
}

const expected = (difference: Difference): Required<Difference> => ({
  more: [...(difference.more ?? [])].sort(),
  fewer: [...(difference.fewer ?? [])].sort(),
});

/**
 * The keys whose values are of more than one JSON type across `values` (null goes with any
 * type: a nullable field), each with the types and where they were seen.
 */
function typeClashes(values: ReadonlyMap<string, Json>): Record<string, string[]> {
  const types = new Map<string, Map<JsonType, string>>();
  for (const [where, value] of values) {
    for (const [key, field] of Object.entries(value)) {
      const type = typeOf(field);
      if (type === 'null') continue;
      if (!types.has(key)) types.set(key, new Map());
      if (!types.get(key)!.has(type)) types.get(key)!.set(type, where);
    }
  }
  return Object.fromEntries(
    [...types]
      .filter(([, found]) => found.size > 1)
      .map(([key, found]) => [key, [...found].map(([type, where]) => `${type} (${where})`)]),
  );
}

const samples = new Map<string, any>();
function sample(file: string): any {
  if (!samples.has(file)) {
    const url = new URL(`../../test/contract-samples/${file}`, import.meta.url);
    samples.set(file, JSON.parse(readFileSync(url, 'utf8')).body);
  }
  return samples.get(file);
}

describe.each(Object.entries(ENTITIES))('%s', (entity, spec) => {
  it('is answered by every answer that embeds it, and by no other', () => {
    expect([...(seen.get(entity)?.keys() ?? [])].sort()).toEqual(Object.keys(spec.answers).sort());
  });

  it('has the same keys in every answer, but for the differences named', () => {
    const answers = seen.get(entity)!;
    const [reference, ...others] = Object.keys(spec.answers);
    for (const answer of others) {
      expect(
        keyDifference(answers.get(reference!)!, answers.get(answer)!),
        `${entity} in ${answer}, against ${reference}`,
      ).toEqual(expected(spec.answers[answer]!));
    }
  });

  it('has the same JSON type for each key in every answer', () => {
    expect(typeClashes(seen.get(entity)!)).toEqual({});
  });

  it("has v1's keys and types in the contract samples, but for the differences named", () => {
    for (const { file, at, ours, ...difference } of spec.samples) {
      const theirs = at(sample(file)) as Json;
      const mine = seen.get(entity)!.get(ours)!;
      expect(keyDifference(theirs, mine), `${entity} in ${ours}, against v1's ${file}`).toEqual(
        expected(difference),
      );
      const both = new Map([
        [ours, mine],
        [`v1 ${file}`, theirs],
      ]);
      expect(typeClashes(both), `${entity} in ${ours}, against v1's ${file}`).toEqual({});
    }
  });
});
