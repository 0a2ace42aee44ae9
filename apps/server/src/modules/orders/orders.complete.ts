import { sql } from 'drizzle-orm';
import { storeLocaleOf, type StoreLocale } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { sqlStateOf } from '../../platform/db/errors.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  type PaymentContext,
  type PaymentData,
  type PaymentResult,
  type StorePaymentProvider,
} from '../../platform/providers/payment.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { cartTx } from '../carts/cart.read.js';
import { providerRefusal } from '../carts/payment-sessions.js';
import { reserveVariants, StockShortageError } from '../inventory/inventory.stock.js';
import { rowsOf } from '../../platform/db/json.js';

/**
 * What completion needs of a cart: the v1 wire cart as the carts module reads it (with its
 * totals), of which these fields are used.
 */
export interface CompletableCart {
  [key: string]: unknown;
  id: string;
  email: string | null;
  customer_id: string | null;
  region_id: string;
  sales_channel_id: string | null;
  completed_at: string | null;
  total: number;
  subtotal: number;
  shipping_total: number;
  tax_total: number;
  discount_total: number;
  region?: { currency_code: string } | null;
  items: Array<{
    id: string;
    variant_id: string | null;
    quantity: number;
    unit_price: number;
    title: string;
  }>;
  shipping_methods: Array<{ id: string; price: number }>;
  payment_session: {
    id: string;
    provider_id: string;
    status: string;
    data: PaymentData;
    /** What the session was last started or updated for (the cart's total then). */
    amount: number | null;
  } | null;
}

/** The answer of `POST /store/carts/:id/complete` before the order is read. */
export type Completion =
  | {
      type: 'order';
      orderId: string;
      created: boolean;
      /** The order's confirmation in the mail outbox, queued with it (only when created). */
      mailId?: string | null;
      /** The store's language, to write the confirmation in (only when created). */
      locale?: StoreLocale;
    }
  | { type: 'cart'; cart: CompletableCart };

const isCartChanged = (error: unknown) =>
  error instanceof StoredeskError && error.code === 'cart_changed';

/** The mail outbox's template of an order's confirmation (orders.checkout.ts writes it). */
export const CONFIRMATION_MAIL = 'order_confirmation';

/**
 * Test seams at the points a crash would hit: after the provider authorised and before the
 * order's transaction, inside that transaction before it commits, and after the commit before
 * the confirmation is sent. A hook that throws stands for the process dying there (the database
 * then holds what a crash would leave); orders.crash-points.ts kills a real process there.
 */
export interface CompletionHooks {
  afterAuthorize?(cartId: string): Promise<void> | void;
  beforeCommit?(cartId: string, tx: Tx): Promise<void> | void;
  afterCommit?(cartId: string): Promise<void> | void;
}

/**
 * Hooks per database: tests set them on the database of the app under test
 * (`setCompletionHooks(test.database.db, ...)`); nothing else does.
 */
const hooksByDb = new WeakMap<Db, CompletionHooks>();

export function setCompletionHooks(db: Db, hooks: CompletionHooks): void {
  hooksByDb.set(db, hooks);
}

const DEADLOCK = '40P01';
const SERIALIZATION_FAILURE = '40001';

/**
 * Keys of the provider calls completing one cart: the same for every retry of the completion
 * (a repeated request, a concurrent one, one after a crash), so a provider that keeps keys
 * answers the first result instead of authorising again. The session is part of it: paying
 * with another provider or a refreshed session is another authorisation.
 */
/**
 * The key of a cart's authorisation: the same for every retry of one cart at one amount, a new
 * one when the amount changed (a provider that replays a key would otherwise answer the
 * authorisation of the old amount).
 */
export const authorizeKey = (cartId: string, sessionId: string, amount: number) =>
  `${cartId}:${sessionId}:${amount}:authorize`;
const cancelKey = (cartId: string, sessionId: string) => `${cartId}:${sessionId}:cancel`;

export interface CompletionDeps {
  db: Db;
  logger: AppDeps['logger'];
  providers: ProviderDeps['providers'];
  /** The cart as the carts module reads it; null when this store has no such cart. */
  readCart(db: Db, storeId: string, cartId: string): Promise<CompletableCart | null>;
  /** The store's settings for a provider (decrypted), null when it has not set it up. */
  settingsFor(
    tx: Db | Tx,
    storeId: string,
    providerId: string,
  ): Promise<Readonly<Record<string, string>> | null>;
  /** The store's customer for a guest's email (created when there is none). */
  guestCustomerFor(tx: Tx, storeId: string, email: string): Promise<{ id: string }>;
  /** Whether the order's confirmation is queued in the mail outbox with it. */
  queueConfirmation: boolean;
}

/**
 * Completing a cart into an order, exactly once and never oversold (README, "Checkout and
 * orders"):
 *
 * 1. read the cart; a completed one answers its order;
 * 2. authorise the selected payment session with its provider, OUTSIDE any transaction (a
 *    provider call can take seconds; no row is locked meanwhile), with a key derived from the
 *    cart and session, then record the authorisation on the session so a retry does not ask
 *    the provider again;
 * 3. ONE transaction: the cart is marked completed only if it is not (the check is the UPDATE
 *    itself, so of concurrent completions exactly one goes on; the others wait for it and then
 *    answer its order), the stock of every line is reserved by one conditional statement that
 *    never goes below zero, and the order (with the store's next display id), its lines,
 *    shipping methods and payment are written by one more statement, which also queues the
 *    order's confirmation in the mail outbox (so an order exists exactly when its mail is due).
 *    A shortage rolls all of it back: the authorisation is released and the answer is a 409
 *    naming the line.
 */
export function createOrderCompletion(deps: CompletionDeps) {
  const { db, providers } = deps;
  const hooks = (): CompletionHooks => hooksByDb.get(db) ?? {};

  function providerOf(id: string): StorePaymentProvider {
    const provider = providers.payment(id);
    if (!provider) {
      throw new StoredeskError(
        'invalid_data',
        `payment_session: the provider ${id} is not available on this server`,
      );
    }
    return provider;
  }

  async function contextFor(
    storeId: string,
    cart: CompletableCart,
    providerId: string,
    idempotencyKey: string,
  ): Promise<PaymentContext> {
    const settings = await deps.settingsFor(db, storeId, providerId);
    if (!settings) {
      throw new StoredeskError(
        'invalid_data',
        `payment_session: the store has not set up ${providerId}; choose another way to pay`,
        'not_configured',
      );
    }
    return {
      storeId,
      currencyCode: cart.region?.currency_code ?? '',
      amount: cart.total,
      resourceId: cart.id,
      email: cart.email,
      customerId: cart.customer_id,
      idempotencyKey,
      settings,
    };
  }

  /** The order a completed cart became (there is one: both are written in one transaction). */
  async function orderOfCart(storeId: string, cartId: string): Promise<string> {
    const rows = await cartTx(db, storeId, (tx) =>
      rowsOf<{ id: string }>(
        tx,
        sql`SELECT id FROM "order" WHERE store_id = ${storeId} AND cart_id = ${cartId}`,
      ),
    );
    if (!rows[0]) {
      throw new StoredeskError('unexpected_state', `Cart ${cartId} is completed but has no order.`);
    }
    return rows[0].id;
  }

  /**
   * Step 2: the selected session authorised, or what the provider says is still missing. An
   * authorisation recorded by an earlier attempt is used as it is.
   */
  async function authorize(
    storeId: string,
    cart: CompletableCart,
  ): Promise<{ status: string; data: PaymentData } | null> {
    if (cart.total <= 0) return null;
    const session = cart.payment_session;
    if (!session) {
      throw new StoredeskError(
        'invalid_data',
        'payment_session: You cannot complete a cart without a payment session.',
        'no_payment_session',
      );
    }
    // An authorisation an earlier attempt recorded is used again while it covers this total.
    if (session.status === 'authorized' && session.amount === cart.total) {
      return { status: 'authorized', data: session.data };
    }
    const provider = providerOf(session.provider_id);
    const context = await contextFor(
      storeId,
      cart,
      session.provider_id,
      authorizeKey(cart.id, session.id, cart.total),
    );
    let result: PaymentResult;
    try {
      // What the shopper typed for the provider (the test card's number) is input to this
      // call only: it is not handed on as the payment's data, which is stored.
      const { card: _card, ...kept } = session.data;
      result = await provider.authorize(context, kept, session.data);
    } catch (error) {
      providerRefusal(error);
    }
    deps.logger.info(
      { cartId: cart.id, providerId: session.provider_id, status: result.status },
      'payment authorisation answered by the provider',
    );
    // Recorded at once (only while the cart is open), so a retry after a crash from here on
    // finds the session authorised and does not call the provider again.
    await cartTx(db, storeId, (tx) =>
      tx.execute(sql`UPDATE payment_session ps
        SET status = ${result.status}, data = ${JSON.stringify(result.data)}::jsonb,
          amount = ${cart.total}, payment_authorized_at = CASE WHEN ${result.status} = 'authorized' THEN now() END,
          updated_at = now()
        FROM cart c
        WHERE ps.store_id = ${storeId} AND ps.id = ${session.id}
          AND c.store_id = ps.store_id AND c.id = ps.cart_id AND c.completed_at IS NULL`),
    );
    if (result.status === 'error' || result.status === 'canceled') {
      throw new StoredeskError(
        'invalid_data',
        `payment_session: the payment was ${result.status === 'error' ? 'refused' : 'canceled'} by ${session.provider_id}; pay again or choose another way to pay.`,
        'payment_authorization_error',
      );
    }
    return result;
  }

  /** After a rollback: the authorisation is released, and the session asks for a new one. */
  async function release(storeId: string, cart: CompletableCart): Promise<void> {
    const session = cart.payment_session;
    if (!session || cart.total <= 0) return;
    try {
      const provider = providerOf(session.provider_id);
      const context = await contextFor(
        storeId,
        cart,
        session.provider_id,
        cancelKey(cart.id, session.id),
      );
      const data = await provider.cancel(context, session.data);
      await withTenantTx(db, storeId, (tx) =>
        tx.execute(sql`UPDATE payment_session SET status = 'canceled',
            data = ${JSON.stringify(data)}::jsonb, payment_authorized_at = NULL, updated_at = now()
          WHERE store_id = ${storeId} AND id = ${session.id}`),
      );
    } catch (error) {
      // The shopper's answer (the 409) does not depend on this; staff see it in the log.
      deps.logger.error(
        { err: error, cartId: cart.id, providerId: session.provider_id },
        'the authorisation of a cart that could not complete was not released',
      );
    }
  }

  /**
   * Step 3: the order, and the store's language for its confirmation (read by the statement
   * that writes the order); false when another completion of the cart got there first.
   */
  async function writeOrder(
    storeId: string,
    cart: CompletableCart,
    authorized: { status: string; data: PaymentData } | null,
    orderId: string,
    mailId: string | null,
  ): Promise<{ locale: StoreLocale } | false> {
    const paymentId = authorized ? newId('pay') : null;
    return withTenantTx(db, storeId, async (tx) => {
      const [claimed] = await rowsOf<{ customer_id: string | null; email: string | null }>(
        tx,
        sql`UPDATE cart SET completed_at = now(),
            payment_authorized_at = coalesce(payment_authorized_at, now()),
            payment_id = ${paymentId}, updated_at = now()
          WHERE store_id = ${storeId} AND id = ${cart.id} AND completed_at IS NULL
          RETURNING customer_id, email`,
      );
      if (!claimed) return false;
      const email = claimed.email ?? cart.email;
      if (!email) {
        throw new StoredeskError(
          'invalid_data',
          'email: the cart needs an email before it can complete.',
        );
      }
      const customerId =
        claimed.customer_id ?? (await deps.guestCustomerFor(tx, storeId, email)).id;
      await reserveVariants(
        tx,
        storeId,
        cart.items
          .filter((item) => item.variant_id)
          .map((item) => ({
            lineItemId: item.id,
            variantId: item.variant_id!,
            quantity: item.quantity,
          })),
        { salesChannelId: cart.sales_channel_id },
      );
      const session = cart.payment_session;
      const [written] = await rowsOf<{ lines: string; methods: string; locale: string | null }>(
        tx,
        sql`WITH next AS (
          INSERT INTO order_display_id AS d (store_id, last_value) VALUES (${storeId}, 1)
          ON CONFLICT (store_id) DO UPDATE SET last_value = d.last_value + 1, updated_at = now()
          RETURNING last_value
        ),
        created AS (
          INSERT INTO "order" (store_id, id, status, fulfillment_status, payment_status,
            display_id, cart_id, customer_id, email, billing_address_id, shipping_address_id,
            region_id, currency_code, sales_channel_id, metadata,
            subtotal, shipping_total, tax_total, discount_total, total)
          SELECT c.store_id, ${orderId}, 'pending', 'not_fulfilled',
            'awaiting', next.last_value, c.id, ${customerId},
            ${email}, c.billing_address_id, c.shipping_address_id, c.region_id,
            r.currency_code, c.sales_channel_id, coalesce(c.metadata, '{}'::jsonb),
            ${cart.subtotal}::int, ${cart.shipping_total}::int, ${cart.tax_total}::int,
            ${cart.discount_total}::int, ${cart.total}::int
          FROM cart c
          JOIN region r ON r.store_id = c.store_id AND r.id = c.region_id
          CROSS JOIN next
          WHERE c.store_id = ${storeId} AND c.id = ${cart.id}
          RETURNING id
        ),
        lines AS (
          UPDATE line_item SET order_id = (SELECT id FROM created), updated_at = now()
          WHERE store_id = ${storeId} AND cart_id = ${cart.id}
          RETURNING id, quantity, unit_price
        ),
        methods AS (
          UPDATE shipping_method SET order_id = (SELECT id FROM created), updated_at = now()
          WHERE store_id = ${storeId} AND cart_id = ${cart.id}
          RETURNING id, price
        ),
        paid AS (
          INSERT INTO payment (store_id, id, cart_id, order_id, amount, currency_code,
            provider_id, data, idempotency_key)
          SELECT ${storeId}, ${paymentId}, ${cart.id}, created.id, ${cart.total}::int,
            ${cart.region?.currency_code ?? ''}, ${session?.provider_id ?? ''},
            ${JSON.stringify(authorized?.data ?? {})}::jsonb,
            ${session ? authorizeKey(cart.id, session.id, cart.total) : null}
          FROM created WHERE ${paymentId}::text IS NOT NULL
          RETURNING id
        ),
        mail AS (
          INSERT INTO mail_outbox (store_id, id, template, ref)
          SELECT ${storeId}, ${mailId}, ${CONFIRMATION_MAIL}, created.id
          FROM created WHERE ${mailId}::text IS NOT NULL
        ),
        events AS (
          INSERT INTO order_event (store_id, id, order_id, kind, data)
          SELECT ${storeId}, ${newId('oev')}, created.id, 'placed',
            jsonb_build_object('total', ${cart.total}::int)
          FROM created
          UNION ALL
          SELECT ${storeId}, ${newId('oev')}, created.id, 'payment_authorized',
            jsonb_build_object('amount', ${cart.total}::int, 'provider_id',
              ${session?.provider_id ?? ''}::text)
          FROM created WHERE ${paymentId}::text IS NOT NULL
        )
        SELECT (SELECT coalesce(string_agg(id || 'x' || quantity || '@' || unit_price, ','
              ORDER BY id COLLATE "C"), '') FROM lines) AS lines,
          (SELECT coalesce(string_agg(id || '@' || price, ',' ORDER BY id COLLATE "C"), '')
            FROM methods) AS methods,
          (SELECT count(*) FROM paid) AS paid,
          (SELECT s.default_locale FROM store s WHERE s.id = ${storeId}) AS locale`,
      );
      // The lines and shipping methods were read before the cart was locked by the UPDATE
      // above: one added, changed or re-priced in between would be in the order without its
      // stock, or its price missing from the amount authorised. Then nothing is written and
      // the shopper completes again.
      const signature = <T extends { id: string }>(rows: T[], part: (row: T) => string) =>
        [...rows]
          .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .map(part)
          .join(',');
      const readLines = signature(
        cart.items,
        (item) => `${item.id}x${item.quantity}@${item.unit_price}`,
      );
      const readMethods = signature(
        cart.shipping_methods,
        (method) => `${method.id}@${method.price}`,
      );
      if (written?.lines !== readLines || written.methods !== readMethods) {
        throw new StoredeskError(
          'conflict',
          'The cart changed while it was being completed; complete it again.',
          'cart_changed',
        );
      }
      await hooks().beforeCommit?.(cart.id, tx);
      return { locale: storeLocaleOf(written.locale) };
    });
  }

  /**
   * Two carts holding the same items may lock their stock levels in opposite orders; PostgreSQL
   * then ends one transaction as a deadlock. It rolled back whole, so it is simply run again.
   */
  async function writeOnce<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        const state = sqlStateOf(error);
        if (attempt >= 3 || (state !== DEADLOCK && state !== SERIALIZATION_FAILURE)) throw error;
      }
    }
  }

  return {
    async complete(storeId: string, cartId: string): Promise<Completion> {
      const cart = await deps.readCart(db, storeId, cartId);
      if (!cart) throw new StoredeskError('not_found', `Cart with id: ${cartId} was not found`);
      if (cart.completed_at) {
        return { type: 'order', orderId: await orderOfCart(storeId, cartId), created: false };
      }
      if (cart.items.length === 0) {
        throw new StoredeskError('invalid_data', 'items: Cannot create order from empty cart');
      }
      if (!cart.email) {
        throw new StoredeskError(
          'invalid_data',
          'email: the cart needs an email before it can complete.',
        );
      }
      const authorized = await authorize(storeId, cart);
      if (authorized && authorized.status !== 'authorized') {
        // The provider needs more from the shopper (3-D Secure, a confirmation in the
        // browser): v1 answers the cart, with nothing written.
        const again = (await deps.readCart(db, storeId, cartId)) ?? cart;
        return { type: 'cart', cart: again };
      }
      await hooks().afterAuthorize?.(cart.id);
      const orderId = newId('order');
      const mailId = deps.queueConfirmation ? newId('mail') : null;
      try {
        const created = await writeOnce(() =>
          writeOrder(storeId, cart, authorized, orderId, mailId),
        );
        if (!created) {
          return { type: 'order', orderId: await orderOfCart(storeId, cartId), created: false };
        }
        await hooks().afterCommit?.(cart.id);
        return { type: 'order', orderId, created: true, mailId, locale: created.locale };
      } catch (error) {
        // No order: what was authorised for it is released (a changed cart is paid again).
        if (error instanceof StockShortageError || isCartChanged(error)) {
          await release(storeId, cart);
        }
        throw error;
      }
    },
  };
}

export type OrderCompletion = ReturnType<typeof createOrderCompletion>;
