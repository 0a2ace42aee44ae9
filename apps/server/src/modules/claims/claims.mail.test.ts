import { AdminOrdersRes, AdminStoreRes, type Order } from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readMails, type TestApp } from '../../../test/app.js';
import { bankProvider, readyCart } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { CLAIM_MAIL_MESSAGES } from './claims.mail.messages.js';

/*
 * The mail sent when a claim's replacements ship, on both databases: a store writing German
 * mails the customer, once the replacements ship, the German mail with the replacement named
 * with its variant and the parcel's tracking number; the outbox row is about the order and the
 * fulfilment; a claim made with no_notification sends none. The builder in each of the 21
 * languages is in claims.mail.unit.test.ts.
 */

let test: TestApp;
/** A store writing German. */
let org: TestOrg;
let locationId: string;
const bank = bankProvider();
/** The German words (the store of this file writes German). */
const de = CLAIM_MAIL_MESSAGES.de;

beforeAll(async () => {
  test = await buildTestApp({ providers: { payment: [bank.provider] } });
  org = await createOrg(test);
  const set = await org.admin.post('/admin/store', { default_locale: 'de' });
  expect(set.status).toBe(200);
  expect(AdminStoreRes.parse(set.body).store.default_locale).toBe('de');
  locationId = (await org.admin.get('/admin/stock-locations')).body.stock_locations[0].id;
});

afterAll(async () => {
  await test.close();
});

/**
 * An order of the store placed through the store API to `email` (2 × the first variant at
 * 10.00, 1 × the second at 25.00), captured and fulfilled whole; as the admin API answers it,
 * its lines in that order.
 */
async function place(email: string): Promise<Order & { variantIds: string[] }> {
  const product = await createProduct(test, org, { variants: 2 });
  const cart = await readyCart(test, org, {
    lines: [
      { variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 },
      { variantId: product.variantIds[1]!, quantity: 1, unitPrice: 2500 },
    ],
    providerId: 'bank',
    email,
  });
  const done = await test
    .session({ 'x-publishable-api-key': org.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(done.status).toBe(200);
  const id = done.body.data.id as string;
  expect((await org.admin.post(`/admin/orders/${id}/capture`, {})).status).toBe(200);
  const fulfilled = await org.admin.post(`/admin/orders/${id}/fulfillment`, {
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

interface MadeClaim {
  id: string;
  no_notification: boolean | null;
  additional_items: Array<{ title: string; description: string | null; quantity: number }>;
  fulfillments: Array<{ id: string; tracking_numbers: string[] }>;
}

/** The claim `claimId` as the order's answer `body` holds it. */
const claimIn = (body: unknown, claimId: string) =>
  (AdminOrdersRes.parse(body).order.claims as unknown as MadeClaim[]).find(
    (claim) => claim.id === claimId,
  )!;

/**
 * Staff claim 1 unit of the order's line 1 as a wrong item and send 1 unit of its first variant
 * instead, then fulfil the claim and ship it with `tracking`; the claim as the last answer holds
 * it.
 */
async function replaceAndShip(
  order: Order & { variantIds: string[] },
  tracking: string[],
  body: Record<string, unknown> = {},
): Promise<MadeClaim> {
  const methods = order.shipping_methods as unknown as Array<{ shipping_option_id: string }>;
  const made = await org.admin.post(`/admin/orders/${order.id}/claims`, {
    type: 'replace',
    claim_items: [{ item_id: order.items[1]!.id, quantity: 1, reason: 'wrong_item' }],
    additional_items: [{ variant_id: order.variantIds[0], quantity: 1 }],
    shipping_methods: [{ option_id: methods[0]!.shipping_option_id, price: 0 }],
    ...body,
  });
  expect(made.status, made.text).toBe(200);
  const claimId = (AdminOrdersRes.parse(made.body).order.claims as unknown as MadeClaim[]).at(
    -1,
  )!.id;
  const sent = await org.admin.post(`/admin/orders/${order.id}/claims/${claimId}/fulfillments`, {
    location_id: locationId,
  });
  expect(sent.status, sent.text).toBe(200);
  const parcel = claimIn(sent.body, claimId).fulfillments[0]!;
  const shipped = await org.admin.post(`/admin/orders/${order.id}/claims/${claimId}/shipments`, {
    fulfillment_id: parcel.id,
    tracking_numbers: tracking,
  });
  expect(shipped.status, shipped.text).toBe(200);
  return claimIn(shipped.body, claimId);
}

const newEmail = (what: string) => `${what}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The replacement mails sent to `address` once the outbox sent everything due. */
async function claimMailsTo(address: string) {
  return (await readMails(test, address))
    .map((mail) => ({ subject: mail.subject, lines: mail.text.trimEnd().split(/\r?\n/) }))
    .filter((mail) => mail.subject.includes('Ersatz'));
}

/** The mail outbox rows about the order, oldest first. */
async function outboxRows(orderId: string) {
  return withTenantTx(test.database.db, org.storeId, async (tx) => {
    const result = (await tx.execute(sql`SELECT template, detail, sent_at IS NOT NULL AS sent
      FROM mail_outbox WHERE store_id = ${org.storeId} AND ref = ${orderId}
      ORDER BY created_at, id`)) as unknown as {
      rows: Array<{ template: string; detail: string | null; sent: boolean }>;
    };
    return result.rows;
  });
}

const fill = (sentence: string, values: Record<string, string | number>) =>
  sentence.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('the mail when a claim’s replacements ship', () => {
  it('mails the customer in the store language, with the replacement and the tracking number', async () => {
    const email = newEmail('claim-shipped');
    const order = await place(email);
    const claim = await replaceAndShip(order, ['CLAIM-DE-1']);
    const parcel = claim.fulfillments[0]!;
    expect(parcel.tracking_numbers).toEqual(['CLAIM-DE-1']);
    const replacement = claim.additional_items[0]!;
    expect(replacement.description).toBeTruthy();

    const mails = await claimMailsTo(email);
    expect(mails).toHaveLength(1);
    const id = order.display_id;
    expect(mails[0]!.subject).toBe(`Ersatz für Bestellung #${id} ist unterwegs`);
    expect(mails[0]!.lines).toEqual([
      fill(de.intro, { id }),
      '',
      `  1 × ${replacement.title} (${replacement.description})`,
      '',
      'Sendungsverfolgung: CLAIM-DE-1',
      '',
      de.closing,
    ]);

    // One outbox row, sent, about the order (its timeline and notifications) and the parcel.
    const rows = await outboxRows(order.id);
    expect(rows.filter((row) => row.template === 'claim_shipped')).toEqual([
      { template: 'claim_shipped', detail: parcel.id, sent: true },
    ]);
    const timeline = (await org.admin.get(`/admin/orders/${order.id}/timeline`)).body
      .events as Array<{ kind: string; data: { event_name?: string; status?: string } }>;
    expect(
      timeline
        .filter((event) => event.kind === 'notification')
        .map((event) => [event.data.event_name, event.data.status]),
    ).toContainEqual(['claim.shipment_created', 'sent']);
  });

  it('a claim made with no_notification: true sends none', async () => {
    const email = newEmail('claim-quiet');
    const order = await place(email);
    const claim = await replaceAndShip(order, ['CLAIM-QUIET-1'], { no_notification: true });
    expect(claim.no_notification).toBe(true);
    expect(await claimMailsTo(email)).toEqual([]);
    expect((await outboxRows(order.id)).map((row) => row.template)).toEqual(['order_confirmation']);
  });
});
