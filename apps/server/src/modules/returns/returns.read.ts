import type { Return, ReturnWithOrder } from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { object } from '../../platform/db/json.js';
import { tenantRead, TenantQuery } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { containsPattern } from '../../platform/list.js';
import { returnJson } from '../orders/return.shape.js';

/** Each read below is one statement, whatever the number of returns or lines. */

/** The order a listed return belongs to (v1 expands `order` in the list). */
const orderOfReturn = `(SELECT ${object([
  ['id', 'o.id'],
  ['display_id', 'o.display_id'],
  ['email', 'o.email'],
  ['currency_code', 'o.currency_code'],
  ['status', 'o.status'],
  ['fulfillment_status', 'o.fulfillment_status'],
  ['payment_status', 'o.payment_status'],
])} FROM "order" o WHERE o.store_id = r.store_id AND o.id = r.order_id)`;

/** One return of the store, as `{ return }` answers it. */
export async function readReturn(db: Executor, storeId: string, id: string): Promise<Return> {
  const query = new TenantQuery();
  const text = `SELECT ${returnJson('r')}::text FROM "return" r
    WHERE r.store_id = ${query.param(storeId)} AND r.id = ${query.param(id)}`;
  const json = await tenantRead(db, storeId, text, query);
  if (json === null) throw new StoredeskError('not_found', `Return with id: ${id} was not found`);
  return JSON.parse(json) as Return;
}

export interface ReturnFilter {
  status?: string | undefined;
  orderId?: string | undefined;
  /** An order number, or part of the order's email. */
  q?: string | undefined;
}

/** A page of the store's returns, newest first, with the count of all that match. */
export async function listReturns(
  db: Executor,
  storeId: string,
  filter: ReturnFilter,
  page: { limit: number; offset: number },
): Promise<{ returns: ReturnWithOrder[]; count: number }> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const conditions = [`r.store_id = ${store}`];
  if (filter.status) conditions.push(`r.status = ${query.param(filter.status)}`);
  if (filter.orderId) conditions.push(`r.order_id = ${query.param(filter.orderId)}`);
  const q = filter.q?.trim();
  if (q) {
    // The order's number (`1042` or `#1042`), or part of its email or its customer's name, found
    // through their trigram indexes by storedesk_order_search (as the orders list does), or the
    // return's own id.
    const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
    const byNumber =
      number !== null
        ? `r.order_id = ANY(ARRAY(SELECT o.id FROM "order" o WHERE o.store_id = ${store}
            AND o.display_id = ${query.param(number)}::int)) OR `
        : '';
    conditions.push(`(${byNumber}r.id = ${query.param(q)} OR r.order_id = ANY(ARRAY(
      SELECT order_id FROM storedesk_order_search(${query.param(containsPattern(q))}))))`);
  }
  const where = conditions.join(' AND ');
  const text = `SELECT json_build_object(
      'count', (SELECT count(*) FROM "return" r WHERE ${where}),
      'returns', coalesce((SELECT json_agg(${returnJson('r', [
        ['order', orderOfReturn],
        ['swap', 'null'],
      ])} ORDER BY r.created_at DESC, r.id DESC)
        FROM (SELECT * FROM "return" r WHERE ${where}
          ORDER BY r.created_at DESC, r.id DESC
          LIMIT ${query.param(page.limit)}::int OFFSET ${query.param(page.offset)}::int) r), '[]'::json)
    )::text`;
  const json = await tenantRead(db, storeId, text, query);
  return JSON.parse(json ?? '{"count":0,"returns":[]}') as {
    returns: ReturnWithOrder[];
    count: number;
  };
}
