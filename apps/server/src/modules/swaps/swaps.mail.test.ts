import { AdminOrdersRes, AdminStoreRes, type Order } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readMails, type TestApp } from '../../../test/app.js';
import { bankProvider, readyCart } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { money } from '../orders/orders.mail.js';
import { SWAP_MAIL_MESSAGES } from './swaps.mail.messages.js';

/*
 * The exchange mail, on both databases: an exchange staff make mails the customer in the
 * store's language with what comes back, what is sent instead and the money: the difference
 * given back, or owed with the store's link to pay it (and without a link when the store has
 * none); no_notification sends none. The builder in each of the 21 languages is in
 * swaps.mail.unit.test.ts.
 */

let test: TestApp;
/** A store writing German, without a swap link. */
let org: TestOrg;
/** A store writing German, with a swap link. */
let linked: TestOrg;
const bank = bankProvider();
/** The German words (both stores of this file write German). */
const de = SWAP_MAIL_MESSAGES.de;
const LINK = 'https://shop.example.com/exchange?cart={cart_id}';

beforeAll(async () => {
  test = await buildTestApp({ providers: { payment: [bank.provider] } });
  org = await createOrg(test);
  linked = await createOrg(test, 'Linked Store');
  const set = await org.admin.post('/admin/store', { default_locale: 'de' });
  expect(set.status).toBe(200);
  expect(AdminStoreRes.parse(set.body).store.default_locale).toBe('de');
  const withLink = await linked.admin.post('/admin/store', {
    default_locale: 'de',
    swap_link_template: LINK,
  });
  expect(withLink.status).toBe(200);
  expect(AdminStoreRes.parse(withLink.body).store.swap_link_template).toBe(LINK);
});

afterAll(async () => {
  await test.close();
});

/**
 * An order of the store `of` placed through the store API to `email` (2 × the first variant at
 * 10.00, 1 × the second at 25.00, 19 % tax on top), captured and fulfilled whole; as the admin
 * API answers it, its lines in that order. The catalogue prices the variants at 10.00 and 11.00
 * in a region without automatic taxes: an exchange's new items cost that, and what comes back is
 * credited as it was paid (10.00 → 11.90, 25.00 → 29.75).
 */
async function place(of: TestOrg, email: string): Promise<Order & { variantIds: string[] }> {
  const product = await createProduct(test, of, { variants: 2 });
  const cart = await readyCart(test, of, {
    lines: [
      { variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 },
      { variantId: product.variantIds[1]!, quantity: 1, unitPrice: 2500 },
    ],
    providerId: 'bank',
    email,
  });
  const done = await test
    .session({ 'x-publishable-api-key': of.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(done.status).toBe(200);
  const id = done.body.data.id as string;
  expect((await of.admin.post(`/admin/orders/${id}/capture`, {})).status).toBe(200);
  const locationId = (await of.admin.get('/admin/stock-locations')).body.stock_locations[0].id;
  const fulfilled = await of.admin.post(`/admin/orders/${id}/fulfillment`, {
    items: [
      { item_id: cart.itemIds[0], quantity: 2 },
      { item_id: cart.itemIds[1], quantity: 1 },
    ],
    location_id: locationId,
  });
  expect(fulfilled.status).toBe(200);
  const order = AdminOrdersRes.parse(fulfilled.body).order;
  // The two units at 10.00 first (the order answers its lines in no set order).
  order.items.sort((a, b) => b.quantity - a.quantity);
  return { ...order, variantIds: product.variantIds };
}

interface MadeSwap {
  id: string;
  cart_id: string;
  confirmed_at: string | null;
  difference_due: number | null;
  additional_items: Array<{ title: string; description: string | null; quantity: number }>;
}

/** Staff exchange `back` units of the order's line `n` for `out` units of its second variant. */
async function exchange(
  of: TestOrg,
  order: Order & { variantIds: string[] },
  { n, back, out }: { n: number; back: number; out: number },
  body: Record<string, unknown> = {},
): Promise<MadeSwap> {
  const methods = order.shipping_methods as unknown as Array<{ shipping_option_id: string }>;
  const made = await of.admin.post(`/admin/orders/${order.id}/swaps`, {
    return_items: [{ item_id: order.items[n]!.id, quantity: back }],
    additional_items: [{ variant_id: order.variantIds[1], quantity: out }],
    custom_shipping_options: [{ option_id: methods[0]!.shipping_option_id, price: 0 }],
    ...body,
  });
  expect(made.status, made.text).toBe(200);
  return (AdminOrdersRes.parse(made.body).order.swaps as unknown as MadeSwap[]).at(-1)!;
}

const newEmail = (what: string) => `${what}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The exchange mails sent to `address` once the outbox sent everything due. */
async function swapMailsTo(address: string) {
  return (await readMails(test, address))
    .map((mail) => ({ subject: mail.subject, lines: mail.text.trimEnd().split(/\r?\n/) }))
    .filter((mail) => mail.subject.includes('Umtausch'));
}

/** The mail outbox rows about the order, oldest first. */
async function outboxRows(of: TestOrg, orderId: string) {
  return withTenantTx(test.database.db, of.storeId, async (tx) => {
    const result = (await tx.execute(sql`SELECT template, detail, sent_at IS NOT NULL AS sent
      FROM mail_outbox WHERE store_id = ${of.storeId} AND ref = ${orderId}
      ORDER BY created_at, id`)) as unknown as {
      rows: Array<{ template: string; detail: string | null; sent: boolean }>;
    };
    return result.rows;
  });
}

const fill = (sentence: string, values: Record<string, string | number>) =>
  sentence.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('the exchange mail', () => {
  it('an exchange that gives money back mails the customer in the store language, with both lists and the refund', async () => {
    const email = newEmail('swap-refund');
    const order = await place(org, email);
    // 1 × the 25.00 line (29.75 paid) back, 1 × the second variant (11.00) out.
    const swap = await exchange(org, order, { n: 1, back: 1, out: 1 });
    expect(swap.confirmed_at).not.toBeNull();
    expect(swap.difference_due).toBe(1100 - 2975);

    const mails = await swapMailsTo(email);
    expect(mails).toHaveLength(1);
    const id = order.display_id;
    expect(mails[0]!.subject).toBe(`Umtausch für Bestellung #${id} angemeldet`);
    expect(mails[0]!.lines).toEqual([
      fill(de.intro, { id }),
      '',
      de.returning,
      `  1 × ${order.items[1]!.title} (${order.items[1]!.description})`,
      '',
      de.sending,
      `  1 × ${swap.additional_items[0]!.title} (${swap.additional_items[0]!.description})`,
      '',
      `Die Differenz von ${money(1875, order.currency_code, 'de')} erstatten wir Ihnen.`,
      de.nextConfirmed,
    ]);

    // One outbox row, sent, about the order (its timeline and notifications) and the swap.
    const rows = await outboxRows(org, order.id);
    expect(rows.filter((row) => row.template === 'swap_created')).toEqual([
      { template: 'swap_created', detail: swap.id, sent: true },
    ]);
    const timeline = (await org.admin.get(`/admin/orders/${order.id}/timeline`)).body
      .events as Array<{ kind: string; data: { event_name?: string } }>;
    expect(
      timeline.filter((event) => event.kind === 'notification').map((e) => e.data.event_name),
    ).toContain('order.swap_created');
  });

  it('an exchange that costs more mails the amount to pay and the store’s link to pay it', async () => {
    const email = newEmail('swap-link');
    const order = await place(linked, email);
    // 1 × the 10.00 line (11.90 paid) back, 2 × the second variant (2 × 11.00) out.
    const swap = await exchange(linked, order, { n: 0, back: 1, out: 2 });
    expect(swap.confirmed_at).toBeNull();
    expect(swap.difference_due).toBeNull();
    const cart = await test
      .session({ 'x-publishable-api-key': linked.publishableKeyId })
      .get(`/store/carts/${swap.cart_id}`);
    expect(cart.body.cart.total).toBe(2200 - 1190);

    const mails = await swapMailsTo(email);
    expect(mails).toHaveLength(1);
    const id = order.display_id;
    expect(mails[0]!.subject).toBe(`Umtausch für Bestellung #${id} angemeldet`);
    expect(mails[0]!.lines).toEqual([
      fill(de.intro, { id }),
      '',
      de.returning,
      `  1 × ${order.items[0]!.title} (${order.items[0]!.description})`,
      '',
      de.sending,
      `  2 × ${swap.additional_items[0]!.title} (${swap.additional_items[0]!.description})`,
      '',
      fill(de.payLink, { amount: money(1010, order.currency_code, 'de') }),
      `https://shop.example.com/exchange?cart=${swap.cart_id}`,
      de.nextUnpaid,
    ]);
  });

  it('without a swap link of its own, the mail links to the hosted shop’s exchange page', async () => {
    const email = newEmail('swap-nolink');
    const order = await place(org, email);
    const swap = await exchange(org, order, { n: 0, back: 1, out: 2 });
    expect(swap.confirmed_at).toBeNull();

    const mails = await swapMailsTo(email);
    expect(mails).toHaveLength(1);
    const lines = mails[0]!.lines;
    const handle = (await org.admin.get('/admin/store')).body.store.handle as string;
    expect(lines).toContain(fill(de.payLink, { amount: money(1010, order.currency_code, 'de') }));
    expect(lines).toContain(`${test.config.publicUrl}/shop/${handle}/exchange/${swap.cart_id}`);
    expect(lines).toContain(de.nextUnpaid);
  });

  it('no_notification: true sends none', async () => {
    const email = newEmail('swap-quiet');
    const order = await place(org, email);
    await exchange(org, order, { n: 1, back: 1, out: 1 }, { no_notification: true });
    expect(await swapMailsTo(email)).toEqual([]);
    expect((await outboxRows(org, order.id)).map((row) => row.template)).toEqual([
      'order_confirmation',
    ]);
  });
});
