import type { AppDeps } from '../../platform/context.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { readCart } from '../carts/cart.read.js';
import { guestCustomerFor } from '../customers/customer-session.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import { createOrderCompletion, type CompletableCart } from './orders.complete.js';
import { confirmationMail } from './orders.mail.js';
import type { WireOrder } from './orders.mapper.js';
import { createOrdersService } from './orders.service.js';

/** What completing a cart answers: the order, or the cart while the payment needs more. */
export type CheckoutResult =
  { type: 'order'; order: WireOrder } | { type: 'cart'; cart: CompletableCart };

/**
 * Completing a cart as the store API and Stripe's webhook both do it: the completion
 * (orders.complete.ts), the order read, and the confirmation mail of a newly placed order. The
 * mail goes out after the commit; a mail server's trouble never undoes an order.
 */
export function createCheckout(deps: AppDeps & ProviderDeps) {
  const orders = createOrdersService(deps);
  const paymentProviders = createPaymentProvidersService(deps);
  const completion = createOrderCompletion({
    db: deps.db,
    logger: deps.logger,
    providers: deps.providers,
    readCart: async (db, storeId, cartId) =>
      (await readCart(db, storeId, cartId, {
        providers: deps.providers,
      })) as unknown as CompletableCart | null,
    settingsFor: paymentProviders.settingsFor,
    guestCustomerFor,
  });

  return {
    orders,
    paymentProviders,

    async complete(storeId: string, cartId: string): Promise<CheckoutResult> {
      const done = await completion.complete(storeId, cartId);
      if (done.type === 'cart') return done;
      const order = await orders.retrieve(storeId, done.orderId);
      if (done.created) {
        deps.mailer.send(confirmationMail(order)).catch((error: unknown) => {
          deps.logger.error({ err: error, orderId: order.id }, 'order confirmation mail not sent');
        });
      }
      return { type: 'order', order };
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
