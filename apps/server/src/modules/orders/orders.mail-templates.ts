import { storeLocaleOf, type StoreLocale } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import type { MailTemplate } from '../../platform/outbox/outbox.js';
import {
  CANCELED_MAIL,
  canceledMail,
  CONFIRMATION_MAIL,
  confirmationMail,
  REFUNDED_MAIL,
  refundedMail,
  SHIPPED_MAIL,
  shippedMail,
} from './orders.mail.js';
import { createOrdersService } from './orders.service.js';

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
