import {
  AdminOrdersRes,
  AdminReturnsRes,
  AdminStoreRes,
  STORE_LOCALES,
  StoreReturnsRes,
  type Order,
} from '@storedesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readMails, type TestApp } from '../../../test/app.js';
import { bankProvider, readyCart } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { money } from '../orders/orders.mail.js';
import type { WireOrder } from '../orders/orders.mapper.js';
import { returnReceivedMail, returnRequestedMail } from './returns.mail.js';
import { RETURN_MAIL_MESSAGES } from './returns.mail.messages.js';

/*
 * The return mails, on both databases: asking for a return (staff or shopper) mails the
 * customer in the store's language with the lines coming back and the refund due; receiving it
 * mails them once, with the refund given (the refund sends no order_refunded mail of its own),
 * on its way, or none due; no_notification and a refused refund send none. Then the mails'
 * builders in each of the 21 store languages.
 */

let test: TestApp;
let org: TestOrg;
let locationId: string;
const bank = bankProvider();
/** The German words (the store of this file writes German). */
const de = RETURN_MAIL_MESSAGES.de;

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
 * An order placed through the store API to `email` (2 × the first variant at 10.00, 1 × the
 * second at 25.00, 19 % tax on top), captured and fulfilled whole; as the admin API answers it.
 */
async function place(email: string): Promise<Order> {
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
  return order;
}

const newEmail = (what: string) => `${what}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The mails sent to `address` once the outbox sent everything due: subject and text lines. */
async function mailsTo(address: string) {
  return (await readMails(test, address)).map((mail) => ({
    subject: mail.subject,
    lines: mail.text.split(/\r?\n/),
  }));
}

/** The mail outbox rows about the order, oldest first. */
async function outboxRows(orderId: string) {
  return withTenantTx(test.database.db, org.storeId, async (tx) => {
    const result = (await tx.execute(sql`SELECT template, detail FROM mail_outbox
      WHERE store_id = ${org.storeId} AND ref = ${orderId} ORDER BY created_at, id`)) as unknown as {
      rows: Array<{ template: string; detail: string | null }>;
    };
    return result.rows;
  });
}

const fill = (sentence: string, values: Record<string, string | number>) =>
  sentence.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** `  2 × Title` for the order's line `n`. */
const lineOf = (order: Order, n: number, quantity: number) =>
  `  ${quantity} × ${order.items[n]!.title}`;

describe('the return-requested mail', () => {
  it('a staff request mails the customer in the store language, with the lines and the refund due', async () => {
    const email = newEmail('ret-staff');
    const order = await place(email);
    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.items[0]!.id, quantity: 2 }],
    });
    expect(asked.status).toBe(200);
    const made = AdminOrdersRes.parse(asked.body).order.returns as Array<{ id: string }>;
    const returnId = made[0]!.id;

    const mails = (await mailsTo(email)).filter((mail) => mail.subject.includes('Rücksendung'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const id = order.display_id;
    expect(mail!.subject).toBe(`Rücksendung für Bestellung #${id} angemeldet`);
    expect(mail!.lines).toContain(fill(de.requestedIntro, { id }));
    // Two units of 10.00 plus 19 % tax; the other line stays with the customer.
    expect(mail!.lines).toContain(lineOf(order, 0, 2));
    expect(mail!.lines.some((line) => line.includes(order.items[1]!.title))).toBe(false);
    expect(mail!.lines).toContain(
      `Sobald sie bei uns eintreffen, erstatten wir Ihnen ${money(2380, order.currency_code, 'de')}.`,
    );
    expect(mail!.lines).toContain(de.requestedNext);
    expect(mail!.lines.join('\n')).not.toMatch(/We have|refund/);

    // One outbox row, about the order (its timeline and notifications) and the return.
    const rows = await outboxRows(order.id);
    expect(rows.filter((row) => row.template === 'return_requested')).toEqual([
      { template: 'return_requested', detail: returnId },
    ]);
    const timeline = (await org.admin.get(`/admin/orders/${order.id}/timeline`)).body
      .events as Array<{
      kind: string;
      data: { event_name?: string };
    }>;
    expect(
      timeline.filter((event) => event.kind === 'notification').map((e) => e.data.event_name),
    ).toContain('order.return_requested');
  });

  it('a shopper’s request mails them too', async () => {
    const email = newEmail('ret-shopper');
    const order = await place(email);
    const made = await test
      .session({ 'x-publishable-api-key': org.publishableKeyId })
      .post('/store/returns', {
        order_id: order.id,
        items: [{ item_id: order.items[1]!.id, quantity: 1 }],
      });
    expect(made.status).toBe(200);
    expect(StoreReturnsRes.parse(made.body).return.refund_amount).toBe(2975);
    const mails = (await mailsTo(email)).filter((mail) => mail.subject.includes('Rücksendung'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lines).toContain(lineOf(order, 1, 1));
    expect(mails[0]!.lines).toContain(
      `Sobald sie bei uns eintreffen, erstatten wir Ihnen ${money(2975, order.currency_code, 'de')}.`,
    );
  });

  it('no_notification: true sends none', async () => {
    const email = newEmail('ret-quiet');
    const order = await place(email);
    const asked = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.items[0]!.id, quantity: 1 }],
      no_notification: true,
    });
    expect(asked.status).toBe(200);
    const returnId = (asked.body.order.returns as Array<{ id: string }>)[0]!.id;
    expect((await mailsTo(email)).filter((mail) => mail.subject.includes('Rücksendung'))).toEqual(
      [],
    );
    expect((await outboxRows(order.id)).map((row) => row.template)).toEqual(['order_confirmation']);
    // The return keeps it: its receipt (and refund) mail nobody either.
    const received = await org.admin.post(`/admin/returns/${returnId}/receive`, {
      items: [{ item_id: order.items[0]!.id, quantity: 1 }],
      location_id: locationId,
    });
    expect(received.status).toBe(200);
    expect((await outboxRows(order.id)).map((row) => row.template)).toEqual(['order_confirmation']);
  });
});

describe('the return-received mail', () => {
  /** An order with a return of 2 × its first line asked for; the return's id. */
  async function asked(email: string, body: Record<string, unknown> = {}) {
    const order = await place(email);
    const made = await org.admin.post(`/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.items[0]!.id, quantity: 2 }],
      ...body,
    });
    expect(made.status).toBe(200);
    return { order, returnId: (made.body.order.returns as Array<{ id: string }>)[0]!.id };
  }

  const receive = (order: Order, returnId: string, quantity = 2) =>
    org.admin.post(`/admin/returns/${returnId}/receive`, {
      items: [{ item_id: order.items[0]!.id, quantity }],
      location_id: locationId,
    });

  const receivedMails = async (email: string) =>
    (await mailsTo(email)).filter((mail) => mail.subject.includes('erhalten'));

  it('a receipt with a refund sends one mail, with the amount refunded, and no refund mail', async () => {
    const email = newEmail('ret-received');
    const { order, returnId } = await asked(email);
    const refunds = bank.refunds.length;
    const received = await receive(order, returnId);
    expect(received.status).toBe(200);
    expect(AdminReturnsRes.parse(received.body).return.status).toBe('received');
    expect(bank.refunds.length).toBe(refunds + 1);

    const mails = await receivedMails(email);
    expect(mails).toHaveLength(1);
    const id = order.display_id;
    expect(mails[0]!.subject).toBe(`Rücksendung für Bestellung #${id} erhalten`);
    expect(mails[0]!.lines).toContain(fill(de.receivedIntro, { id }));
    expect(mails[0]!.lines).toContain(lineOf(order, 0, 2));
    expect(mails[0]!.lines).toContain(
      fill(de.receivedRefunded, { amount: money(2380, order.currency_code, 'de') }),
    );
    // The refund itself wrote no order_refunded mail: one mail per receipt.
    const all = await mailsTo(email);
    expect(all.some((mail) => mail.subject.startsWith('Erstattung'))).toBe(false);
    expect((await outboxRows(order.id)).map((row) => row.template)).toEqual([
      'order_confirmation',
      'return_requested',
      'return_received',
    ]);
  });

  it('a receipt with nothing to refund says so', async () => {
    const email = newEmail('ret-norefund');
    const { order, returnId } = await asked(email, { refund: 0 });
    const refunds = bank.refunds.length;
    const received = await receive(order, returnId, 1);
    expect(received.status).toBe(200);
    expect(bank.refunds.length).toBe(refunds);

    const mails = await receivedMails(email);
    expect(mails).toHaveLength(1);
    // What arrived, not what was asked for.
    expect(mails[0]!.lines).toContain(lineOf(order, 0, 1));
    expect(mails[0]!.lines).toContain(de.receivedNoRefund);
    expect(mails[0]!.lines.join('\n')).not.toMatch(/erstattet|unterwegs/);
  });

  it('a refund the provider leaves unanswered is on its way', async () => {
    const email = newEmail('ret-pending');
    const { order, returnId } = await asked(email);
    bank.control.dropRefund = true;
    const received = await receive(order, returnId);
    expect(received.status).toBe(409);
    expect(received.body.code).toBe('refund_pending');

    const mails = await receivedMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lines).toContain(
      fill(de.receivedRefundPending, { amount: money(2380, order.currency_code, 'de') }),
    );
  });

  it('a refund the provider refuses sends no received mail', async () => {
    const email = newEmail('ret-refused');
    const { order, returnId } = await asked(email);
    bank.control.refuseRefund = true;
    try {
      const received = await receive(order, returnId);
      expect(received.status).toBe(400);
      expect(received.body.code).toBe('refund_refused');
    } finally {
      bank.control.refuseRefund = false;
    }
    expect(await receivedMails(email)).toEqual([]);
    expect((await outboxRows(order.id)).map((row) => row.template)).toEqual([
      'order_confirmation',
      'return_requested',
    ]);
    const after = (await org.admin.get(`/admin/orders/${order.id}`)).body.order;
    expect(after.fulfillment_status).toBe('requires_action');
  });
});

describe('the return mails’ builders', () => {
  /** The parts of an order the return mails read: a return of 2 × Mug, received. */
  function order(refunds: unknown[], refundAmount = 2380): WireOrder {
    return {
      id: 'order_1',
      display_id: 42,
      email: 'shopper@example.com',
      currency_code: 'eur',
      items: [
        { id: 'item_1', title: 'Mug', quantity: 2, total: 2380 },
        { id: 'item_2', title: 'Plate', quantity: 1, total: 2975 },
      ],
      returns: [
        {
          id: 'ret_1',
          status: 'received',
          refund_amount: refundAmount,
          items: [
            { item_id: 'item_1', quantity: 2, requested_quantity: 2, received_quantity: 2 },
            { item_id: 'item_2', quantity: 0, requested_quantity: 1, received_quantity: 0 },
          ],
        },
      ],
      refunds,
    } as unknown as WireOrder;
  }
  const refund = (status: string) => ({
    id: 'ref_1',
    amount: 2380,
    status,
    metadata: { return_id: 'ret_1' },
  });
  const placeholder = /\{\w+\}/;

  it.each(STORE_LOCALES)('writes both mails in %s, every placeholder filled', (locale) => {
    const words = RETURN_MAIL_MESSAGES[locale];
    const amount = money(2380, 'eur', locale);

    const requested = returnRequestedMail(order([]), 'ret_1', locale);
    expect(requested.to).toBe('shopper@example.com');
    expect(requested.subject).toBe(fill(words.requestedSubject, { id: 42 }));
    expect(requested.subject).toContain('#42');
    const requestedLines = requested.text.split('\n');
    expect(requestedLines).toEqual([
      fill(words.requestedIntro, { id: 42 }),
      '',
      '  2 × Mug',
      '  1 × Plate',
      '',
      fill(words.requestedRefund, { amount }),
      words.requestedNext,
    ]);

    const cases = [
      [order([refund('succeeded')]), fill(words.receivedRefunded, { amount })],
      [order([refund('pending')]), fill(words.receivedRefundPending, { amount })],
      [order([]), words.receivedRefundLater],
      [order([], 0), words.receivedNoRefund],
    ] as const;
    for (const [of, sentence] of cases) {
      const received = returnReceivedMail(of, 'ret_1', locale);
      expect(received.subject).toBe(fill(words.receivedSubject, { id: 42 }));
      // Only what arrived is listed.
      expect(received.text.split('\n')).toEqual([
        fill(words.receivedIntro, { id: 42 }),
        '',
        '  2 × Mug',
        '',
        sentence,
      ]);
      expect(received.subject + received.text).not.toMatch(placeholder);
    }
    expect(requested.subject + requested.text).not.toMatch(placeholder);
  });

  it('has every sentence in every language, translated, with the English placeholders', () => {
    const en = RETURN_MAIL_MESSAGES.en;
    const keys = Object.keys(en) as Array<keyof typeof en>;
    const names = (sentence: string) => [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const locale of STORE_LOCALES) {
      const words = RETURN_MAIL_MESSAGES[locale];
      expect(Object.keys(words).sort(), locale).toEqual([...keys].sort());
      for (const key of keys) {
        expect(words[key].trim(), `${locale}.${key}`).not.toBe('');
        expect(names(words[key]).sort(), `${locale}.${key}`).toEqual(names(en[key]).sort());
        if (locale !== 'en') expect(words[key], `${locale}.${key}`).not.toBe(en[key]);
      }
    }
  });

  it('a return without a refund due leaves the refund line out of the request', () => {
    const mail = returnRequestedMail(order([], 0), 'ret_1', 'en');
    expect(mail.text).not.toContain('refund');
    expect(mail.text.split('\n').at(-1)).toBe(RETURN_MAIL_MESSAGES.en.requestedNext);
  });
});
