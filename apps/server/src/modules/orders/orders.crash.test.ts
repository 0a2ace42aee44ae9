import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { readyCart } from '../../../test/checkout.js';
import {
  queryRows,
  emptyPostgresDatabase,
  testDatabaseKind,
  type EmptyDatabase,
} from '../../../test/database.js';
import { createProduct, type TestOrg } from '../../../test/factories.js';
import { startServer, type ServerProcess } from '../../../test/server-process.js';
import { openDatabase, type Database } from '../../platform/db/client.js';
import { ensureReferenceData } from '../../platform/reference/reference-data.js';
import { provisionOrganization } from '../store/provision.js';
import type { CrashPoint } from './orders.crash-points.js';

/*
 * Completing a cart survives a real crash: the server runs as a process of its own, kills itself
 * with SIGKILL at a point inside the completion (STOREDESK_CRASH_AT, a test aid main.ts reads at
 * start), and is started again on the same database (the same PGlite data directory after the
 * kill, or the same PostgreSQL database). The shopper's client then sends the same request again.
 * Whatever the point: one order, one authorisation by the test-card provider (the server logs
 * each answer a provider gives to an authorisation), the stock reserved once, one confirmation.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'storedesk-crash-'));
const outboxDir = path.join(dataDir, 'outbox');
let postgres: EmptyDatabase | undefined;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
};
let org: TestOrg;

/** The database as the server opens it (PGlite's lock keeps this to one process at a time). */
const open = () => openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });

async function inDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** A product with 10 in stock and a cart for one of it, paid by test card, ready to complete. */
async function cartReadyToComplete(email: string) {
  return inDatabase(async (database) => {
    const test = { database } as unknown as TestApp;
    const product = await createProduct(test, org);
    const variantId = product.variantIds[0]!;
    const cart = await readyCart(test, org, {
      lines: [{ variantId, quantity: 2 }],
      providerId: 'test-card',
      email,
    });
    return { cartId: cart.id, variantId };
  });
}

const shopper = (server: ServerProcess, route: string, body: unknown) =>
  fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-publishable-api-key': org.publishableKeyId,
      // The same request each time, as a v1 client's retry sends it.
      'idempotency-key': 'crash-test-complete',
    },
    body: JSON.stringify(body ?? {}),
  });

/** Confirmation mails written to the local outbox for an address. */
const mailsTo = (address: string) => {
  try {
    return readdirSync(outboxDir).filter((file) =>
      readFileSync(path.join(outboxDir, file), 'utf8').includes(`To: ${address}`),
    );
  } catch {
    return [];
  }
};

/** Log lines in which the server reports a provider's answer to authorising this cart. */
const authorisations = (output: string, cartId: string) =>
  output
    .split('\n')
    .filter(
      (line) =>
        line.includes('"msg":"payment authorisation answered by the provider"') &&
        line.includes(`"cartId":"${cartId}"`),
    ).length;

interface State {
  orders: number;
  payments: number;
  reserved: number;
  session: string;
  mails: Array<{ sent: boolean; attempts: number }>;
}

/** What the database holds about the cart (read with no server running). */
const stateOf = (cartId: string, variantId: string) =>
  inDatabase(async ({ db }) => {
    const storeId = org.storeId;
    const [row] = await queryRows<Omit<State, 'mails'>>(
      db,
      sql`SELECT
        (SELECT count(*)::int FROM "order" WHERE store_id = ${storeId} AND cart_id = ${cartId}) AS orders,
        (SELECT count(*)::int FROM payment WHERE store_id = ${storeId} AND cart_id = ${cartId}) AS payments,
        (SELECT coalesce(sum(il.reserved_quantity), 0)::int FROM inventory_level il
          JOIN product_variant_inventory_item pvi ON pvi.store_id = il.store_id
            AND pvi.inventory_item_id = il.inventory_item_id
          WHERE pvi.store_id = ${storeId} AND pvi.variant_id = ${variantId}) AS reserved,
        (SELECT status FROM payment_session WHERE store_id = ${storeId} AND cart_id = ${cartId}) AS session`,
    );
    const mails = await queryRows<{ sent: boolean; attempts: number }>(
      db,
      sql`SELECT m.sent_at IS NOT NULL AS sent, m.attempts FROM mail_outbox m
        JOIN "order" o ON o.store_id = m.store_id AND o.id = m.ref
        WHERE o.store_id = ${storeId} AND o.cart_id = ${cartId}`,
    );
    return { ...row!, mails };
  });

// A new PGlite folder runs every migration, which takes a minute on a busy machine.
beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    postgres = await emptyPostgresDatabase('storedesk_crash');
    env.DATABASE_URL = postgres.url;
  }
  org = await inDatabase(async (database) => {
    await database.migrate();
    await ensureReferenceData(database.db);
    const created = await provisionOrganization(database.db, {
      name: 'Crash Store',
      email: 'crash-owner@example.com',
      password: 'crash-owner-password',
    });
    return { ...created, userId: created.user.id } as unknown as TestOrg;
  });
}, 180_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

/**
 * Completes a cart on a server armed to die at `point`; checks the process died by SIGKILL
 * there. Answers the server's output.
 */
async function completeAndCrash(point: CrashPoint, cartId: string): Promise<string> {
  const server = await startServer({ ...env, STOREDESK_CRASH_AT: point });
  const card = await shopper(server, `/store/carts/${cartId}/payment-sessions/test-card`, {
    data: { card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Gus' } },
  });
  expect(card.status).toBe(200);
  // The connection drops with the process: no answer.
  await expect(shopper(server, `/store/carts/${cartId}/complete`, undefined)).rejects.toThrow();
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  return server.output();
}

/**
 * Starts the server again (no crash point) and retries the completion; then stops the server,
 * which first finishes the mail it is sending (the retry's, or the one its start-up sweep found).
 */
async function restartAndRetry(cartId: string) {
  const server = await startServer(env);
  const retried = await shopper(server, `/store/carts/${cartId}/complete`, undefined);
  const body = (await retried.json()) as { type: string; data: { id: string; display_id: number } };
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  return { status: retried.status, body, output: server.output() };
}

// Each test starts the real server twice (tsx, then opening the database): a few seconds.
describe(
  'a process killed inside complete, started again, the request retried',
  { timeout: 90_000 },
  () => {
    it('killed after the provider authorised (no order yet): the retry makes the order without a second authorisation', async () => {
      const email = 'crash-after-authorize@example.com';
      const { cartId, variantId } = await cartReadyToComplete(email);

      const crashed = await completeAndCrash('after-authorize', cartId);
      expect(await stateOf(cartId, variantId)).toEqual({
        orders: 0,
        payments: 0,
        reserved: 0,
        session: 'authorized',
        mails: [],
      });

      const retry = await restartAndRetry(cartId);

      expect(retry.status).toBe(200);
      expect(retry.body.type).toBe('order');
      expect(await stateOf(cartId, variantId)).toEqual({
        orders: 1,
        payments: 1,
        reserved: 2,
        session: 'authorized',
        mails: [{ sent: true, attempts: 1 }],
      });
      expect(authorisations(crashed, cartId) + authorisations(retry.output, cartId)).toBe(1);
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('killed inside the order transaction before its commit: nothing of it stays, the retry makes it once', async () => {
      const email = 'crash-before-commit@example.com';
      const { cartId, variantId } = await cartReadyToComplete(email);

      const crashed = await completeAndCrash('before-commit', cartId);
      expect(await stateOf(cartId, variantId)).toEqual({
        orders: 0,
        payments: 0,
        reserved: 0,
        session: 'authorized',
        mails: [],
      });

      const retry = await restartAndRetry(cartId);

      expect(retry.status).toBe(200);
      expect(await stateOf(cartId, variantId)).toMatchObject({
        orders: 1,
        payments: 1,
        reserved: 2,
        mails: [{ sent: true, attempts: 1 }],
      });
      expect(authorisations(crashed, cartId) + authorisations(retry.output, cartId)).toBe(1);
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('killed after the commit, before the confirmation went out: the restarted server sends it once, the retry answers the order', async () => {
      const email = 'crash-after-commit@example.com';
      const { cartId, variantId } = await cartReadyToComplete(email);

      const crashed = await completeAndCrash('after-commit', cartId);
      expect(await stateOf(cartId, variantId)).toMatchObject({
        orders: 1,
        payments: 1,
        reserved: 2,
        mails: [{ sent: false, attempts: 0 }],
      });
      expect(mailsTo(email)).toEqual([]);

      const retry = await restartAndRetry(cartId);

      expect(retry.status).toBe(200);
      expect(retry.body.type).toBe('order');
      expect(await stateOf(cartId, variantId)).toMatchObject({
        orders: 1,
        payments: 1,
        reserved: 2,
        mails: [{ sent: true, attempts: 1 }],
      });
      expect(authorisations(crashed, cartId) + authorisations(retry.output, cartId)).toBe(1);
      const [mail] = mailsTo(email);
      expect(mailsTo(email)).toHaveLength(1);
      expect(readFileSync(path.join(outboxDir, mail!), 'utf8')).toContain(
        `Order #${retry.body.data.display_id} confirmed`,
      );
    });
  },
);

describe(
  'a process killed between the provider refunding and the refund recorded',
  { timeout: 120_000 },
  () => {
    /** An admin request with the owner's bearer token. */
    async function asOwner(server: ServerProcess) {
      const signIn = await fetch(`${server.url}/admin/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'crash-owner@example.com',
          password: 'crash-owner-password',
        }),
      });
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      return (route: string, body?: unknown) =>
        fetch(`${server.url}${route}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
    }

    const refundState = (orderId: string) =>
      inDatabase(async ({ db }) => {
        const storeId = org.storeId;
        const [row] = await queryRows<{ refunds: string[]; refunded: number; events: number }>(
          db,
          sql`SELECT
          ARRAY(SELECT status FROM refund WHERE store_id = ${storeId} AND order_id = ${orderId}) AS refunds,
          (SELECT sum(amount_refunded)::int FROM payment WHERE store_id = ${storeId} AND order_id = ${orderId}) AS refunded,
          (SELECT count(*)::int FROM order_event WHERE store_id = ${storeId} AND order_id = ${orderId}
            AND kind = 'refunded') AS events`,
        );
        return row!;
      });

    const providerRefunds = (output: string) =>
      output
        .split('\n')
        .filter((line) => line.includes('"msg":"refund answered by the payment provider"'))
        .map((line) => (JSON.parse(line) as { refundId: string; key: string }).key);

    it('the restarted server asks the provider again with the same key and records the refund once', async () => {
      const email = 'crash-after-refund@example.com';
      const { cartId } = await cartReadyToComplete(email);
      const server = await startServer({ ...env, STOREDESK_CRASH_AT: 'after-refund' });
      await shopper(server, `/store/carts/${cartId}/payment-sessions/test-card`, {
        data: { card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Gus' } },
      });
      const completed = await shopper(server, `/store/carts/${cartId}/complete`, undefined);
      const order = ((await completed.json()) as { data: { id: string } }).data;
      const admin = await asOwner(server);
      expect((await admin(`/admin/orders/${order.id}/capture`, {})).status).toBe(200);
      // The connection drops with the process: no answer.
      await expect(
        admin(`/admin/orders/${order.id}/refund`, { amount: 700, reason: 'other' }),
      ).rejects.toThrow();
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      const crashed = server.output();

      // The provider refunded; the database still says pending, with the amount claimed.
      expect(await refundState(order.id)).toEqual({
        refunds: ['pending'],
        refunded: 700,
        events: 0,
      });
      // A minute passes before the server is back (a pending refund is left alone for a minute,
      // so a request still waiting for its provider is not asked twice at once).
      await inDatabase(({ db }) =>
        db.execute(sql`UPDATE refund SET updated_at = now() - interval '2 minutes'
        WHERE store_id = ${org.storeId} AND order_id = ${order.id}`),
      );

      const again = await startServer(env);
      const adminAgain = await asOwner(again);
      let status = '';
      for (let tries = 0; tries < 50 && status !== 'partially_refunded'; tries += 1) {
        const read = await adminAgain(`/admin/orders/${order.id}`);
        status = ((await read.json()) as { order: { payment_status: string } }).order
          .payment_status;
        if (status !== 'partially_refunded')
          await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe('partially_refunded');
      again.child.kill('SIGTERM');
      expect((await again.exited).code).toBe(0);

      expect(await refundState(order.id)).toEqual({
        refunds: ['succeeded'],
        refunded: 700,
        events: 1,
      });
      // Asked twice (the crash lost the first answer), both times with the refund's own key, so a
      // provider that keeps keys (Stripe) refunds once.
      const keys = [...providerRefunds(crashed), ...providerRefunds(again.output())];
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
    });
  },
);
