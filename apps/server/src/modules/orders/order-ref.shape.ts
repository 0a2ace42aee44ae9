import { object } from '../../platform/db/json.js';
import type { TenantQuery } from '../../platform/db/tx.js';
import { containsPattern } from '../../platform/list.js';

/*
 * What the lists of an order's after-sale records (returns, exchanges, claims) share: the order
 * each row belongs to, as v1 expands `order` in those lists, and the search by the order.
 */

/** The order of the row `alias` (its `order_id`): number, email, currency and statuses. */
export const orderRefOf = (alias: string) =>
  `(SELECT ${object([
    ['id', 'o.id'],
    ['display_id', 'o.display_id'],
    ['email', 'o.email'],
    ['currency_code', 'o.currency_code'],
    ['status', 'o.status'],
    ['fulfillment_status', 'o.fulfillment_status'],
    ['payment_status', 'o.payment_status'],
  ])} FROM "order" o WHERE o.store_id = ${alias}.store_id AND o.id = ${alias}.order_id)`;

/**
 * A condition on the row `alias` for a list's `q`: its order's number (`1042` or `#1042`), part
 * of its order's email or customer's name (storedesk_order_search's trigram indexes, as the
 * orders list searches), or the row's own id.
 */
export function byOrderSearch(query: TenantQuery, store: string, alias: string, q: string) {
  const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  const byNumber =
    number !== null
      ? `${alias}.order_id = ANY(ARRAY(SELECT o.id FROM "order" o WHERE o.store_id = ${store}
          AND o.display_id = ${query.param(number)}::int)) OR `
      : '';
  return `(${byNumber}${alias}.id = ${query.param(q)} OR ${alias}.order_id = ANY(ARRAY(
    SELECT order_id FROM storedesk_order_search(${query.param(containsPattern(q))}))))`;
}
