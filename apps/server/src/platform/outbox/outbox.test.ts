import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { readyCart } from '../../../test/checkout.js';
import { queryRows } from '../../../test/database.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { MEMORY, openDatabase, type Database } from '../db/client.js';
import { newId } from '../ids.js';
import { createLogger } from '../logger.js';
import type { MailMessage } from '../mail.js';
import { createMailOutbox, retryDelayMs } from './outbox.js';

/*
 * The mail outbox through the real server: an order's confirmation queued by its completion,
 * a mail server that fails (retried later, given up after the last attempt, nothing personal
 * in the log), and two senders sweeping one database at once.
 */

let test: TestApp;
let org: TestOrg;
/** Recipients the stand-in mail server refuses, and how often it was asked for each. */
const refused = new Map<string, number>();
/** Recipients it refuses once, then accepts. */
const flaky = new Set<string>();

beforeAll(async () => {
  test = await buildTestApp({
    mailer: (outbox) => ({
      async send(message) {
        if (refused.has(message.to)) {
          refused.set(message.to, refused.get(message.to)! + 1);
          throw Object.assign(new Error(`550 5.1.1 <${message.to}>: Recipient address rejected`), {
            code: 'EENVELOPE',
            responseCode: 550,
          });
        }
        if (flaky.delete(message.to)) {
          throw Object.assign(new Error('421 4.7.0 Try again later'), { code: 'EMESSAGE' });
        }
        await outbox.send(message);
      },
    }),
  });
  org = await createOrg(test, 'Outbox');
});

afterAll(async () => {
  await test.close();
});

interface OutboxRow {
  attempts: number;
  sent: boolean;
  due: boolean;
  waiting: boolean;
  last_error: string | null;
}

/** The outbox row of the order placed from a cart. */
async function rowOfCart(cartId: string): Promise<OutboxRow> {
  const [row] = await queryRows<OutboxRow>(
    test.database.db,
    sql`SELECT m.attempts, m.sent_at IS NOT NULL AS sent, m.last_error,
        m.next_attempt_at <= now() AS due, m.next_attempt_at IS NOT NULL AS waiting
      FROM mail_outbox m JOIN "order" o ON o.store_id = m.store_id AND o.id = m.ref
      WHERE o.store_id = ${org.storeId} AND o.cart_id = ${cartId}`,
  );
  return row!;
}

/** Lets the retry delay of every waiting row pass (instead of waiting it out). */
const makeDue = () =>
  test.database.db.execute(
    sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE next_attempt_at IS NOT NULL`,
  );

const mailsTo = (address: string) =>
  test.outbox().filter((message) => message.includes(`To: ${address}`));

async function placeOrder(email: string): Promise<{ cartId: string; displayId: number }> {
  const product = await createProduct(test, org);
  const cart = await readyCart(test, org, {
    lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
    email,
  });
  const response = await test
    .session({ 'x-publishable-api-key': org.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(response.status).toBe(200);
  return { cartId: cart.id, displayId: response.body.data.display_id };
}

describe('the mail outbox', () => {
  it('waits between attempts: 30 s, 2 min, 8 min ... at most 6 h', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });

  it('tries a refused mail again after its delay; the order never depended on it', async () => {
    flaky.add('later@example.com');
    const { cartId, displayId } = await placeOrder('later@example.com');

    await test.app.mailOutbox.drain();
    const failed = await rowOfCart(cartId);
    expect(failed).toMatchObject({ attempts: 1, sent: false, due: false, waiting: true });
    expect(failed.last_error).toContain('Try again later');
    expect(mailsTo('later@example.com')).toEqual([]);

    await makeDue();
    await test.app.mailOutbox.drain();

    expect(await rowOfCart(cartId)).toMatchObject({ attempts: 2, sent: true, last_error: null });
    const mails = mailsTo('later@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Order #${displayId} confirmed`);
  });

  it('gives a mail up after 8 attempts, and logs ids, never the address or the text', async () => {
    refused.set('bounce@example.com', 0);
    const { cartId } = await placeOrder('bounce@example.com');
    await test.app.mailOutbox.drain();
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await makeDue();
      await test.app.mailOutbox.drain();
    }

    expect(refused.get('bounce@example.com')).toBe(8);
    const row = await rowOfCart(cartId);
    expect(row).toMatchObject({ attempts: 8, sent: false, waiting: false });
    expect(row.last_error).toContain('Recipient address rejected');
    const log = test.logs.join('');
    expect(log).toContain('mail given up after repeated failures');
    expect(log).toContain('"errorCode":"EENVELOPE"');
    expect(log).not.toContain('bounce@example.com');
    expect(log).not.toContain('later@example.com');
    expect(log).not.toContain('Thank you for your order');
  });

  it('two senders sweeping one database send every row exactly once', async () => {
    const refs = Array.from({ length: 40 }, (_, n) => `note-${n}`);
    await test.database.db.execute(sql`INSERT INTO mail_outbox (store_id, id, template, ref)
      SELECT ${org.storeId}, 'mail_' || ref || ${`-${newId('x')}`}, 'test_note', ref
      FROM unnest(${`{${refs.join(',')}}`}::text[]) AS ref`);
    const sent: string[] = [];
    const note = async (_storeId: string, ref: string): Promise<MailMessage> => ({
      to: 'notes@example.com',
      subject: ref,
      text: '',
    });
    // On PostgreSQL the second sender has a connection pool of its own, as a second server
    // process would; PGlite has one connection, so there both take turns on it.
    const second: Database | null = test.database.url
      ? await openDatabase({ dataDir: MEMORY, databaseUrl: test.database.url, maxConnections: 4 })
      : null;
    const sender = (db: Database['db']) =>
      createMailOutbox({
        db,
        logger: createLogger('silent'),
        templates: { test_note: note },
        mailer: {
          async send(message) {
            // A moment on the wire, so the two senders' claims interleave.
            await new Promise((resolve) => setImmediate(resolve));
            sent.push(message.subject);
          },
        },
      });
    try {
      const [a, b] = [sender(test.database.db), sender(second?.db ?? test.database.db)];
      const taken = await Promise.all([a.drain(), b.drain()]);

      expect(taken.reduce((sum, n) => sum + n, 0)).toBe(40);
      expect(sent.slice().sort()).toEqual(refs.slice().sort());
      const [left] = await queryRows<{ n: number }>(
        test.database.db,
        sql`SELECT count(*)::int AS n FROM mail_outbox
          WHERE template = 'test_note' AND (sent_at IS NULL OR attempts <> 1)`,
      );
      expect(left!.n).toBe(0);
    } finally {
      await second?.close();
    }
  });
});
