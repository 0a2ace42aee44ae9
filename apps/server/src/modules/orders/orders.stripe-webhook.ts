import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { WEBHOOK } from '../../platform/access.js';
import type { AppDeps } from '../../platform/context.js';
import { StoredeskError } from '../../platform/errors.js';
import type { OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { StockShortageError } from '../stock/stock.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import { createCheckout, type OtherCarts } from './orders.complete.js';

/** The events that mean a shopper's PaymentIntent is authorised (manual capture) or paid. */
const PAID_EVENTS = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
]);

const StoreParams = z.object({ store_id: z.string().min(1) });

const refused = (message: string) => ({ type: 'invalid_data' as const, message });

/**
 * Stripe's webhook for a store's OWN Stripe account: `POST /hooks/stripe/stores/{store_id}`,
 * signed with the webhook secret the store entered with its keys (Settings → Payment
 * providers). When the shopper confirmed the PaymentIntent but their browser never came back to
 * complete the cart, the event completes it: the same completion as
 * `POST /store/carts/{id}/complete`, so the order is made exactly once whichever arrives first,
 * and a repeated event answers the same order.
 *
 * Outcomes the store cannot change by asking again (stock ran out, the cart is gone) are
 * answered 200 with what happened, so Stripe stops retrying; anything else unexpected is a 5xx,
 * which Stripe retries.
 */
export async function storeStripeWebhookRoutes(
  instance: FastifyInstance,
  deps: AppDeps & ProviderDeps & OutboxDeps & { otherCarts?: OtherCarts },
): Promise<void> {
  // An exchange's cart paid with Stripe confirms its swap the same way (modules/swaps).
  const checkout = createCheckout(deps, deps.otherCarts);
  const paymentProviders = createPaymentProvidersService(deps);

  // Inside this plugin only, JSON bodies stay raw bytes: the signature covers them exactly.
  instance.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  instance.post('/hooks/stripe/stores/:store_id', { config: WEBHOOK }, async (request, reply) => {
    const params = StoreParams.safeParse(request.params);
    const storeId = params.success ? params.data.store_id : '';
    const settings = storeId
      ? await paymentProviders.settingsFor(deps.db, storeId, 'stripe')
      : null;
    if (!settings?.webhook_secret) {
      // An unknown store and one without a webhook secret answer alike.
      return reply
        .code(400)
        .send(
          refused(
            "This store has not set up Stripe webhooks: enter the endpoint's signing secret in Settings → Payment providers.",
          ),
        );
    }
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new Error('unsigned');
      }
      event = Stripe.webhooks.constructEvent(request.body, signature, settings.webhook_secret);
    } catch {
      return reply
        .code(400)
        .send(refused('The Stripe-Signature header does not match this payload.'));
    }
    if (!PAID_EVENTS.has(event.type)) return { received: true, outcome: 'ignored' };
    const intent = event.data.object as Stripe.PaymentIntent;
    const cartId = intent.metadata?.resource_id;
    // Only PaymentIntents this store's carts made (initiate puts both ids in the metadata).
    if (intent.metadata?.store_id !== storeId || !cartId?.startsWith('cart_')) {
      return { received: true, outcome: 'ignored' };
    }
    try {
      const done = await checkout.complete(storeId, cartId);
      if (done.type === 'order')
        return { received: true, outcome: 'order', order_id: done.order.id };
      if (done.type === 'swap') return { received: true, outcome: 'swap', swap_id: done.swap.id };
      return { received: true, outcome: 'payment_incomplete' };
    } catch (error) {
      if (error instanceof StockShortageError) {
        return { received: true, outcome: 'insufficient_inventory' };
      }
      if (
        error instanceof StoredeskError &&
        (error.kind === 'not_found' || error.kind === 'invalid_data')
      ) {
        return { received: true, outcome: error.code ?? error.kind };
      }
      throw error;
    }
  });
}
