import type { Return, ReturnWithOrder } from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { tenantRead, TenantQuery } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { byOrderSearch, orderRefOf } from '../orders/order-ref.shape.js';
import { returnJson } from '../orders/return.shape.js';

/** Each read below is one statement, whatever the number of returns or lines. */

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
  if (q) conditions.push(byOrderSearch(query, store, 'r', q));
  const where = conditions.join(' AND ');
  const text = `SELECT json_build_object(
      'count', (SELECT count(*) FROM "return" r WHERE ${where}),
      'returns', coalesce((SELECT json_agg(${returnJson('r', [
        ['order', orderRefOf('r')],
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
