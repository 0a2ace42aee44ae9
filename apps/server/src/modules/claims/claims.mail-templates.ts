import type { AppDeps } from '../../platform/context.js';
import type { MailTemplate } from '../../platform/outbox/outbox.js';
import { CLAIM_SHIPPED_MAIL } from '../orders/orders.mail.js';
import { storeMailLocale } from '../orders/orders.mail-templates.js';
import { createOrdersService } from '../orders/orders.service.js';
import { claimShippedMail } from './claims.mail.js';

/**
 * The mail outbox's template of the claims module: a claim's replacements shipped. The outbox
 * row holds the order's id (`ref`, so the order's timeline and notifications list it) and the
 * fulfilment's id (`detail`, the claim is the one that sent it); the mail is written from the
 * order as it is when it is sent, in the store's language as it is then (as
 * returnMailTemplates does).
 */
export function claimMailTemplates(deps: AppDeps): Record<string, MailTemplate> {
  const orders = createOrdersService(deps);
  return {
    [CLAIM_SHIPPED_MAIL]: async (storeId, orderId, fulfillmentId) => {
      const [order, locale] = await Promise.all([
        orders.retrieve(storeId, orderId),
        storeMailLocale(deps.db, storeId),
      ]);
      return claimShippedMail(order, fulfillmentId, locale);
    },
  };
}
