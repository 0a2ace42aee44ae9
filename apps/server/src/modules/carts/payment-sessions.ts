import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import {
  PaymentProviderError,
  type PaymentContext,
  type PaymentResult,
  type StorePaymentProvider,
} from '../../platform/providers/payment.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { cartTx, readCart, type WireCart, type WirePaymentSession } from './cart.read.js';

/**
 * Payment sessions of a cart: one per payment provider of its region, as in v1. Provider calls
 * (a Stripe PaymentIntent created or changed) are made OUTSIDE any transaction, each with an
 * idempotency key derived from the session, and only what changed is written afterwards in one
 * statement. So `POST /store/carts/:id/payment-sessions`, which v1 storefronts call on every
 * render of the checkout, changes nothing (no provider call, no write) when the cart did not
 * change since the last call.
 */

export interface SessionDeps extends Pick<AppDeps, 'db'>, ProviderDeps {
  /** The store's settings for a provider (payment-providers service), null when not set up. */
  settingsFor(
    db: Executor,
    storeId: string,
    providerId: string,
  ): Promise<Readonly<Record<string, string>> | null>;
}

/** One session row to write: new (`insert`) or changed by its provider (`update`). */
interface SessionWrite {
  id: string;
  provider_id: string;
  status: string;
  data: Record<string, unknown>;
  amount: number;
}

/** A provider's refusal (declined card, keys not set up) as a 400 the shopper can act on. */
export function providerRefusal(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    const field = error.field ? `${error.field}: ` : '';
    throw new StoredeskError('invalid_data', `${field}${error.message}`, error.code);
  }
  throw error;
}

const regionOf = (cart: WireCart) =>
  cart.region as unknown as {
    currency_code: string;
    payment_providers: { id: string; is_installed: boolean }[];
  };

export function createPaymentSessions(deps: SessionDeps) {
  const { db, providers } = deps;

  function providerOf(id: string): StorePaymentProvider {
    const found = providers.payment(id);
    if (!found) {
      throw new StoredeskError('not_found', `Payment provider with id: ${id} was not found`);
    }
    return found;
  }

  async function contextFor(
    storeId: string,
    cart: WireCart,
    providerId: string,
    idempotencyKey: string,
  ): Promise<PaymentContext | null> {
    const settings = await deps.settingsFor(db, storeId, providerId);
    if (!settings) return null;
    return {
      storeId,
      currencyCode: regionOf(cart).currency_code,
      amount: cart.total,
      resourceId: cart.id,
      email: (cart.email as string | null) ?? null,
      customerId: (cart.customer_id as string | null) ?? null,
      idempotencyKey,
      settings,
    };
  }

  /** The providers of the cart's region this store can use. */
  const regionProviders = (cart: WireCart) =>
    regionOf(cart)
      .payment_providers.filter((ref) => ref.is_installed && providers.payment(ref.id))
      .map((ref) => ref.id);

  /** Starts a session with a provider (a new session id keys the provider call). */
  async function initiate(
    storeId: string,
    cart: WireCart,
    providerId: string,
  ): Promise<SessionWrite | null> {
    const id = newId('ps');
    const context = await contextFor(storeId, cart, providerId, `${id}:initiate`);
    if (!context) return null;
    const result: PaymentResult = await providerOf(providerId)
      .initiate(context)
      .catch(providerRefusal);
    return { id, provider_id: providerId, ...result, amount: cart.total };
  }

  /** Tells a provider that the cart's amount changed. */
  async function update(
    storeId: string,
    cart: WireCart,
    session: WirePaymentSession,
  ): Promise<SessionWrite | null> {
    const key = `${session.id}:update:${cart.total}`;
    const context = await contextFor(storeId, cart, session.provider_id, key);
    if (!context) return null;
    const result = await providerOf(session.provider_id)
      .update(context, session.data)
      .catch(providerRefusal);
    return { id: session.id, provider_id: session.provider_id, ...result, amount: cart.total };
  }

  /**
   * Writes new and changed sessions and removes stale ones in one statement, only while the
   * cart is not completed; a session another request created meanwhile for the same provider
   * is kept (ON CONFLICT DO NOTHING). With a single session, it is selected (v1).
   */
  async function write(
    storeId: string,
    cartId: string,
    inserts: SessionWrite[],
    updates: SessionWrite[],
    stale: string[],
  ): Promise<WireCart> {
    return cartTx(db, storeId, async (tx) => {
      if (inserts.length + updates.length + stale.length > 0)
        await tx.execute(sql`
        WITH open_cart AS (
          SELECT c.id FROM cart c
          WHERE c.store_id = ${storeId} AND c.id = ${cartId} AND c.completed_at IS NULL
          FOR UPDATE
        ), removed AS (
          DELETE FROM payment_session ps USING open_cart
          WHERE ps.store_id = ${storeId} AND ps.cart_id = open_cart.id
            AND ps.id = ANY(${`{${stale.join(',')}}`}::text[])
        ), changed AS (
          UPDATE payment_session ps SET status = x.status, data = x.data, amount = x.amount,
            updated_at = now()
          FROM json_to_recordset(${JSON.stringify(updates)}::json)
            AS x(id text, status text, data jsonb, amount bigint), open_cart
          WHERE ps.store_id = ${storeId} AND ps.cart_id = open_cart.id AND ps.id = x.id
        )
        INSERT INTO payment_session
          (store_id, id, cart_id, provider_id, is_selected, is_initiated, status, data, amount)
        SELECT ${storeId}, x.id, open_cart.id, x.provider_id, false, true, x.status, x.data, x.amount
        FROM json_to_recordset(${JSON.stringify(inserts)}::json)
          AS x(id text, provider_id text, status text, data jsonb, amount bigint), open_cart
        ON CONFLICT (store_id, cart_id, provider_id) WHERE cart_id IS NOT NULL DO NOTHING`);
      await selectOnlySession(tx, storeId, cartId);
      return (await readCart(tx, storeId, cartId, { providers }))!;
    });
  }

  return {
    providerOf,
    regionProviders,

    /**
     * Brings the cart's sessions in line with its region and total: a session for every
     * provider of the region (started when missing), amounts updated with the provider when
     * the total changed, sessions of providers the region no longer has removed. Answers the
     * cart as the change left it (read in the transaction that wrote it), or null when nothing
     * had to change.
     */
    async sync(storeId: string, cart: WireCart): Promise<WireCart | null> {
      const wanted = regionProviders(cart);
      const inserts: SessionWrite[] = [];
      const updates: SessionWrite[] = [];
      for (const providerId of wanted) {
        const session = cart.payment_sessions.find((s) => s.provider_id === providerId);
        const written = !session
          ? await initiate(storeId, cart, providerId)
          : session.amount !== cart.total
            ? await update(storeId, cart, session)
            : null;
        if (written) (session ? updates : inserts).push(written);
      }
      const stale = cart.payment_sessions
        .filter((session) => !wanted.includes(session.provider_id))
        .map((session) => session.id);
      const selectable = cart.payment_sessions.length - stale.length + inserts.length;
      const needsSelection = selectable === 1 && !cart.payment_sessions.some((s) => s.is_selected);
      if (inserts.length === 0 && updates.length === 0 && stale.length === 0 && !needsSelection) {
        return null;
      }
      return write(storeId, cart.id, inserts, updates, stale);
    },

    /** Starts a replacement session for a provider (v1 `refresh`), keeping its selection. */
    async replace(storeId: string, cart: WireCart, session: WirePaymentSession) {
      const fresh = await initiate(storeId, cart, session.provider_id);
      if (!fresh) {
        throw new StoredeskError(
          'invalid_data',
          `provider_id: ${session.provider_id} is not set up for this store`,
        );
      }
      await cancelQuietly(storeId, cart, session);
      await cartTx(db, storeId, (tx) =>
        tx.execute(sql`
          UPDATE payment_session ps SET id = ${fresh.id}, status = ${fresh.status},
            data = ${JSON.stringify(fresh.data)}::jsonb, amount = ${fresh.amount},
            is_initiated = true, updated_at = now(), created_at = now()
          FROM cart c
          WHERE ps.store_id = ${storeId} AND ps.id = ${session.id}
            AND c.store_id = ps.store_id AND c.id = ps.cart_id AND c.completed_at IS NULL`),
      );
    },

    /** Releases what the provider holds for a session being deleted (errors are logged by the caller). */
    cancel: (storeId: string, cart: WireCart, session: WirePaymentSession) =>
      cancelQuietly(storeId, cart, session),
  };

  async function cancelQuietly(storeId: string, cart: WireCart, session: WirePaymentSession) {
    // A session nobody paid with holds nothing but, for Stripe, an open PaymentIntent: cancel it
    // so it does not linger. A refusal (already canceled) does not keep the session alive.
    const context = await contextFor(storeId, cart, session.provider_id, `${session.id}:cancel`);
    if (!context || Object.keys(session.data).length === 0) return;
    await providerOf(session.provider_id)
      .cancel(context, session.data)
      .catch((error: unknown) => {
        if (!(error instanceof PaymentProviderError)) throw error;
      });
  }
}

/** With exactly one session on the cart, that one is selected (v1's single-provider checkout). */
async function selectOnlySession(tx: Executor, storeId: string, cartId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE payment_session ps SET is_selected = true, updated_at = now()
    WHERE ps.store_id = ${storeId} AND ps.cart_id = ${cartId} AND ps.is_selected IS NOT TRUE
      AND (SELECT count(*) FROM payment_session o
           WHERE o.store_id = ${storeId} AND o.cart_id = ${cartId}) = 1`);
}

export type PaymentSessions = ReturnType<typeof createPaymentSessions>;
