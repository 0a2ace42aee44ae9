import { storeLocaleOf } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import type { MailTemplate } from '../../platform/outbox/outbox.js';
import { ORDER_EDIT_REQUESTED_MAIL } from '../orders/orders.mail.js';
import { orderEditRequestedMail, type MailedOrder } from './order-edits.mail.js';
import { readOrderEdit } from './order-edits.read.js';

/** The hosted shop's page where a shopper accepts or declines an order edit. */
export const shopOrderEditLink = (publicUrl: string, handle: string, editId: string) =>
  `${publicUrl}/shop/${encodeURIComponent(handle)}/order-edit/${encodeURIComponent(editId)}`;

/**
 * The mail outbox's template of the order edits module: an edit sent to the customer. The outbox
 * row holds the order's id (`ref`, so the order's timeline and notifications list it) and the
 * edit's id (`detail`); the mail is written from the edit, the order's number, email and
 * currency and the store's language and handle as they are when it is sent (two statements).
 */
export function orderEditMailTemplates(deps: AppDeps): Record<string, MailTemplate> {
  return {
    [ORDER_EDIT_REQUESTED_MAIL]: async (storeId, orderId, editId) => {
      const query = new TenantQuery();
      const store = query.param(storeId);
      const text = `SELECT json_build_object('locale', s.default_locale, 'handle', s.handle,
          'order', (SELECT json_build_object('display_id', o.display_id, 'email', o.email,
            'currency_code', o.currency_code) FROM "order" o
            WHERE o.store_id = s.id AND o.id = ${query.param(orderId)}))::text
        FROM store s WHERE s.id = ${store}`;
      const [json, edit] = await Promise.all([
        tenantRead(deps.db, storeId, text, query),
        readOrderEdit(deps.db, storeId, editId ?? '', true),
      ]);
      const found = JSON.parse(json ?? '{}') as {
        locale?: string | null;
        handle?: string;
        order?: MailedOrder | null;
      };
      if (!found.order || !found.handle)
        throw new Error(`order ${orderId} has no store to mail from`);
      return orderEditRequestedMail(
        found.order,
        edit,
        shopOrderEditLink(deps.config.publicUrl, found.handle, edit.id),
        storeLocaleOf(found.locale),
      );
    },
  };
}
