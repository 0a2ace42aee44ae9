import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/json.js';
import { StoredeskError } from '../../platform/errors.js';
import { cartTx, readCart, type WireCart } from './cart.read.js';
import { lockCart, openCart, type CartCore, type Shopper } from './carts.core.js';
import { providerRefusal } from './payment-sessions.js';

/**
 * The shopper's payment sessions of a cart (`/store/carts/:id/payment-session(s)`): creating,
 * selecting, updating, deleting and refreshing them. What is asked of the providers, outside
 * any transaction, is in payment-sessions.ts.
 */

export function createCartPayments(core: CartCore) {
  const { db, providers, sessions, cartOrNotFound } = core;

  return {
    /** A session for every provider of the cart's region; repeatable without side effects. */
    async createPaymentSessions(shopper: Shopper, cartId: string): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      const cart = openCart(await cartOrNotFound(storeId, cartId));
      return (await sessions.sync(storeId, cart)) ?? cart;
    },

    /** Chooses the provider the shopper pays with (its session is started when missing). */
    async selectPaymentSession(
      shopper: Shopper,
      cartId: string,
      providerId: string,
    ): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      const cart = openCart(await cartOrNotFound(storeId, cartId));
      if (!sessions.regionProviders(cart).includes(providerId)) {
        throw new StoredeskError(
          'invalid_data',
          `provider_id: ${providerId} is not a payment provider of the cart's region`,
        );
      }
      // No session with the provider yet: start the region's sessions first (v1 does too).
      if (!cart.payment_sessions.some((s) => s.provider_id === providerId)) {
        await sessions.sync(storeId, cart);
      }
      return cartTx(db, storeId, async (tx) => {
        await lockCart(tx, storeId, cartId);
        await tx.execute(sql`UPDATE payment_session
          SET is_selected = (provider_id = ${providerId}), updated_at = now()
          WHERE store_id = ${storeId} AND cart_id = ${cartId}
            AND is_selected IS DISTINCT FROM (provider_id = ${providerId})`);
        return (await readCart(tx, storeId, cartId, { providers }))!;
      });
    },

    /** Data the shopper gives a provider's session (v1: it also selects that provider). */
    async updatePaymentSession(
      shopper: Shopper,
      cartId: string,
      providerId: string,
      data: Record<string, unknown>,
    ): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      // What the shopper sent, as the provider keeps it (the test card keeps no card number).
      const provider = providers.payment(providerId);
      let stored: Record<string, unknown> = data;
      if (provider?.acceptInput) {
        try {
          stored = provider.acceptInput(data, {});
        } catch (error) {
          providerRefusal(error);
        }
      }
      return cartTx(db, storeId, async (tx) => {
        await lockCart(tx, storeId, cartId);
        // The provider's session gets the data and becomes the selected one; the others are
        // unselected. Nothing changes when the cart has no session with the provider.
        const touched = await rowsOf<{ provider_id: string }>(
          tx,
          sql`UPDATE payment_session SET is_selected = (provider_id = ${providerId}),
              data = CASE WHEN provider_id = ${providerId}
                THEN data || ${JSON.stringify(stored)}::jsonb ELSE data END,
              updated_at = now()
            WHERE store_id = ${storeId} AND cart_id = ${cartId}
              AND EXISTS (SELECT 1 FROM payment_session o WHERE o.store_id = ${storeId}
                AND o.cart_id = ${cartId} AND o.provider_id = ${providerId})
            RETURNING provider_id`,
        );
        if (touched.length === 0) throw sessionNotFound(providerId);
        return (await readCart(tx, storeId, cartId, { providers }))!;
      });
    },

    async deletePaymentSession(
      shopper: Shopper,
      cartId: string,
      providerId: string,
    ): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      const cart = openCart(await cartOrNotFound(storeId, cartId));
      const session = cart.payment_sessions.find((s) => s.provider_id === providerId);
      // v1 answers the cart unchanged when it has no session with the provider.
      if (!session) return cart;
      await sessions.cancel(storeId, cart, session);
      return cartTx(db, storeId, async (tx) => {
        await lockCart(tx, storeId, cartId);
        await tx.execute(sql`DELETE FROM payment_session
          WHERE store_id = ${storeId} AND cart_id = ${cartId} AND id = ${session.id}`);
        return (await readCart(tx, storeId, cartId, { providers }))!;
      });
    },

    async refreshPaymentSession(
      shopper: Shopper,
      cartId: string,
      providerId: string,
    ): Promise<WireCart> {
      const { storeId } = shopper.ctx;
      const cart = openCart(await cartOrNotFound(storeId, cartId));
      const session = cart.payment_sessions.find((s) => s.provider_id === providerId);
      if (!session) throw sessionNotFound(providerId);
      await sessions.replace(storeId, cart, session);
      return cartOrNotFound(storeId, cartId);
    },
  };
}

const sessionNotFound = (providerId: string) =>
  new StoredeskError(
    'not_found',
    `The cart has no payment session with provider ${providerId}: create the payment sessions first`,
  );
