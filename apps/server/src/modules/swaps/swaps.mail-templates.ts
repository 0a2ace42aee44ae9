import { storeLocaleOf, type StoreLocale } from '@storedesk/contract';
import type { AppDeps } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { TenantQuery, tenantRead } from '../../platform/db/tx.js';
import type { MailTemplate } from '../../platform/outbox/outbox.js';
import { readCart } from '../carts/cart.read.js';
import { SWAP_CREATED_MAIL } from '../orders/orders.mail.js';
import { createOrdersService } from '../orders/orders.service.js';
import { swapCreatedMail, swapOf } from './swaps.mail.js';

/**
 * What the exchange mail reads of the store, one statement: its language and its swap link, the
 * store's own `swap_link_template` or else its hosted shop's exchange page.
 */
async function storeSwapMail(
  db: Executor,
  publicUrl: string,
  storeId: string,
): Promise<{ locale: StoreLocale; linkTemplate: string | null }> {
  const query = new TenantQuery();
  const text = `SELECT json_build_object('locale', s.default_locale,
      'link', s.swap_link_template, 'handle', s.handle)::text
    FROM store s WHERE s.id = ${query.param(storeId)}`;
  const json = await tenantRead(db, storeId, text, query);
  const row = json
    ? (JSON.parse(json) as { locale: string | null; link: string | null; handle: string | null })
    : null;
  return {
    locale: storeLocaleOf(row?.locale),
    linkTemplate: row?.link || (row?.handle ? shopExchangeLink(publicUrl, row.handle) : null),
  };
}

/** The hosted shop's page where a shopper confirms and pays an exchange (`{cart_id}` to fill). */
export const shopExchangeLink = (publicUrl: string, handle: string) =>
  `${publicUrl}/shop/${encodeURIComponent(handle)}/exchange/{cart_id}`;

/**
 * The mail outbox's template of the swaps module: an exchange made. The outbox row holds the
 * order's id (`ref`, so the order's timeline and notifications list it) and the swap's id
 * (`detail`); the mail is written from the order as it is when it is sent, in the store's
 * language and with its swap link as they are then (as returnMailTemplates does). Until the
 * customer confirms the exchange, what it comes to is its cart's total, which the order's answer
 * does not carry: the cart is read then.
 */
export function swapMailTemplates(deps: AppDeps): Record<string, MailTemplate> {
  const orders = createOrdersService(deps);
  return {
    [SWAP_CREATED_MAIL]: async (storeId, orderId, swapId) => {
      const [order, store] = await Promise.all([
        orders.retrieve(storeId, orderId),
        storeSwapMail(deps.db, deps.config.publicUrl, storeId),
      ]);
      const swap = swapOf(order, swapId);
      const cart =
        swap && !swap.confirmed_at && swap.cart_id
          ? await readCart(deps.db, storeId, swap.cart_id)
          : null;
      return swapCreatedMail(order, swapId, store.locale, {
        cartTotal: cart?.total ?? null,
        linkTemplate: store.linkTemplate,
      });
    },
  };
}
