import { storeLocaleOf, type StoreLocale } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import type { MailTemplate, OutboxDeps } from '../../platform/outbox/outbox.js';
import type { ProviderDeps } from '../../platform/providers/registry.js';
import { readCart } from '../carts/cart.read.js';
import { guestCustomerFor } from '../customers/customer-session.js';
import { createPaymentProvidersService } from '../payment-providers/payment-providers.service.js';
import {
  CONFIRMATION_MAIL,
  createOrderCompletion,
  type CompletableCart,
} from './orders.complete.js';
import {
  CANCELED_MAIL,
  canceledMail,
  confirmationMail,
  REFUNDED_MAIL,
  refundedMail,
  SHIPPED_MAIL,
  shippedMail,
} from './orders.mail.js';
import type { WireOrder } from './orders.mapper.js';
import { createOrdersService } from './orders.service.js';

/** What completing a cart answers: the order, or the cart while the payment needs more. */
export type CheckoutResult =
  { type: 'order'; order: WireOrder } | { type: 'cart'; cart: CompletableCart };

/** The language the store writes to its customers in (`store.default_locale`), one read. */
export async function storeMailLocale(db: Executor, storeId: string): Promise<StoreLocale> {
  const query = new TenantQuery();
  const text = `SELECT s.default_locale FROM store s WHERE s.id = ${query.param(storeId)}`;
  return storeLocaleOf(await tenantRead(db, storeId, text, query));
}

/**
 * The mail outbox's templates of the orders module: an order's confirmation, shipment, refund
 * and cancelation, written from the order as it is when the mail is sent (the outbox row holds
 * only the order's id, and the fulfilment or refund it is about), in the store's language as it
 * is then (the order and the language are read side by side, one statement each).
 */
export function orderMailTemplates(deps: AppDeps): Record<string, MailTemplate> {
  const orders = createOrdersService(deps);
  const read = (storeId: string, orderId: string) =>
    Promise.all([orders.retrieve(storeId, orderId), storeMailLocale(deps.db, storeId)]);
  return {
    [CONFIRMATION_MAIL]: async (storeId, orderId) =>
      confirmationMail(...(await read(storeId, orderId))),
    [SHIPPED_MAIL]: async (storeId, orderId, fulfillmentId) => {
      const [order, locale] = await read(storeId, orderId);
      return shippedMail(order, fulfillmentId, locale);
    },
    [REFUNDED_MAIL]: async (storeId, orderId, refundId) => {
      const [order, locale] = await read(storeId, orderId);
      return refundedMail(order, refundId, locale);
    },
    [CANCELED_MAIL]: async (storeId, orderId) => canceledMail(...(await read(storeId, orderId))),
  };
}

/**
 * Completing a cart as the store API and Stripe's webhook both do it: the completion
 * (orders.complete.ts), the order read, and the confirmation mail of a newly placed order. The
 * mail is queued in the mail outbox by the order's own transaction and sent right after the
 * commit from here; when this process dies first or the mail server fails, the outbox's sweep
 * sends it later (platform/outbox/outbox.ts). A mail server's trouble never undoes an order.
 */
export function createCheckout(deps: AppDeps & ProviderDeps & OutboxDeps) {
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
    queueConfirmation: deps.mailOutbox.enabled,
  });

  return {
    orders,
    paymentProviders,

    async complete(storeId: string, cartId: string): Promise<CheckoutResult> {
      const done = await completion.complete(storeId, cartId);
      if (done.type === 'cart') return done;
      const order = await orders.retrieve(storeId, done.orderId);
      if (done.created && done.mailId && done.locale) {
        deps.mailOutbox.send(storeId, done.mailId, confirmationMail(order, done.locale));
      }
      return { type: 'order', order };
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
