import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import type {
  PaymentContext,
  PaymentData,
  PaymentResult,
  StorePaymentProvider,
} from '../../platform/providers/payment.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { cartTx, type WireCart } from '../carts/cart.read.js';
import { providerRefusal } from '../carts/payment-sessions.js';

/*
 * Completing a cart, the payment's part (orders.complete.ts runs the steps): the selected
 * session authorised by its provider before the order is written, and released when no order
 * could be written for it.
 */

/** What the payment's part of completion reads of the cart. */
export type AuthorizingCart = Pick<
  WireCart,
  'id' | 'email' | 'customer_id' | 'region' | 'total' | 'payment_session'
>;

export interface AuthorizationDeps extends Pick<AppDeps, 'db' | 'logger'>, ProviderDeps {
  /** The store's settings for a provider (decrypted), null when it has not set it up. */
  settingsFor(
    tx: Executor,
    storeId: string,
    providerId: string,
  ): Promise<Readonly<Record<string, string>> | null>;
}

/** The session's authorisation as the provider answered it. */
export interface Authorization {
  status: string;
  data: PaymentData;
}

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

function providerOf(deps: ProviderDeps, id: string): StorePaymentProvider {
  const provider = deps.providers.payment(id);
  if (!provider) {
    throw new StoredeskError(
      'invalid_data',
      `payment_session: the provider ${id} is not available on this server`,
    );
  }
  return provider;
}

async function contextFor(
  deps: AuthorizationDeps,
  storeId: string,
  cart: AuthorizingCart,
  providerId: string,
  idempotencyKey: string,
): Promise<PaymentContext> {
  const settings = await deps.settingsFor(deps.db, storeId, providerId);
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

/**
 * Step 2: the selected session authorised, or what the provider says is still missing. An
 * authorisation recorded by an earlier attempt is used as it is.
 */
export async function authorizeCart(
  deps: AuthorizationDeps,
  storeId: string,
  cart: AuthorizingCart,
): Promise<Authorization | null> {
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
  const provider = providerOf(deps, session.provider_id);
  const context = await contextFor(
    deps,
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
  await cartTx(deps.db, storeId, (tx) =>
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
export async function releaseAuthorization(
  deps: AuthorizationDeps,
  storeId: string,
  cart: AuthorizingCart,
): Promise<void> {
  const session = cart.payment_session;
  if (!session || cart.total <= 0) return;
  try {
    const provider = providerOf(deps, session.provider_id);
    const context = await contextFor(
      deps,
      storeId,
      cart,
      session.provider_id,
      cancelKey(cart.id, session.id),
    );
    const data = await provider.cancel(context, session.data);
    await withTenantTx(deps.db, storeId, (tx) =>
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
