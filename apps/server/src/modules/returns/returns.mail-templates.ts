import type { AppDeps } from '../../platform/context.js';
import type { MailTemplate } from '../../platform/outbox/outbox.js';
import { RETURN_RECEIVED_MAIL, RETURN_REQUESTED_MAIL } from '../orders/orders.mail.js';
import { storeMailLocale } from '../orders/orders.mail-templates.js';
import { createOrdersService } from '../orders/orders.service.js';
import { returnReceivedMail, returnRequestedMail } from './returns.mail.js';

/**
 * The mail outbox's templates of the returns module: a return registered and a return received.
 * The outbox row holds the order's id (`ref`, so the order's timeline and notifications list
 * them) and the return's id (`detail`); the mail is written from the order as it is when it is
 * sent, in the store's language as it is then (as orderMailTemplates does).
 */
export function returnMailTemplates(deps: AppDeps): Record<string, MailTemplate> {
  const orders = createOrdersService(deps);
  const read = (storeId: string, orderId: string) =>
    Promise.all([orders.retrieve(storeId, orderId), storeMailLocale(deps.db, storeId)]);
  return {
    [RETURN_REQUESTED_MAIL]: async (storeId, orderId, returnId) => {
      const [order, locale] = await read(storeId, orderId);
      return returnRequestedMail(order, returnId, locale);
    },
    [RETURN_RECEIVED_MAIL]: async (storeId, orderId, returnId) => {
      const [order, locale] = await read(storeId, orderId);
      return returnReceivedMail(order, returnId, locale);
    },
  };
}
