import type { Swap, SwapWithOrder } from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { tenantRead, TenantQuery } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { byOrderSearch, orderRefOf } from '../orders/order-ref.shape.js';
import { swapJson } from '../orders/swap.shape.js';
import { stockScopeCteText } from '../stock/stock.js';

/** Each read below is one statement, whatever the number of swaps or lines. */

export const swapNotFound = (id: string) =>
  new StoredeskError('not_found', `Swap with id: ${id} was not found`);

/** One swap of the store, by its id or (`by: 'cart'`) its cart's, with its order. */
export async function readSwap(
  db: Executor,
  storeId: string,
  id: string,
  by: 'id' | 'cart' = 'id',
): Promise<SwapWithOrder> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  // The new lines' variants answer their stock as the orders' do (`stock_scope`).
  const text = `WITH ${stockScopeCteText('store', store, null)}
    SELECT ${swapJson('s', [['order', orderRefOf('s')]])}::text FROM swap s
    WHERE s.store_id = ${store} AND s.${by === 'cart' ? 'cart_id' : 'id'} = ${query.param(id)}
      AND s.deleted_at IS NULL`;
  const json = await tenantRead(db, storeId, text, query);
  if (json === null) throw swapNotFound(id);
  return JSON.parse(json) as SwapWithOrder;
}

export interface SwapFilter {
  paymentStatus?: string | undefined;
  fulfillmentStatus?: string | undefined;
  orderId?: string | undefined;
  /** An order number, or part of the order's email or customer's name, or the swap's id. */
  q?: string | undefined;
}

/** A page of the store's swaps, newest first, with the count of all that match. */
export async function listSwaps(
  db: Executor,
  storeId: string,
  filter: SwapFilter,
  page: { limit: number; offset: number },
): Promise<{ swaps: SwapWithOrder[]; count: number }> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const conditions = [`s.store_id = ${store}`, 's.deleted_at IS NULL'];
  if (filter.paymentStatus) {
    conditions.push(`s.payment_status = ${query.param(filter.paymentStatus)}`);
  }
  if (filter.fulfillmentStatus) {
    conditions.push(`s.fulfillment_status = ${query.param(filter.fulfillmentStatus)}`);
  }
  if (filter.orderId) conditions.push(`s.order_id = ${query.param(filter.orderId)}`);
  const q = filter.q?.trim();
  if (q) conditions.push(byOrderSearch(query, store, 's', q));
  const where = conditions.join(' AND ');
  const text = `WITH ${stockScopeCteText('store', store, null)}
    SELECT json_build_object(
      'count', (SELECT count(*) FROM swap s WHERE ${where}),
      'swaps', coalesce((SELECT json_agg(${swapJson('s', [['order', orderRefOf('s')]])}
          ORDER BY s.created_at DESC, s.id DESC)
        FROM (SELECT * FROM swap s WHERE ${where}
          ORDER BY s.created_at DESC, s.id DESC
          LIMIT ${query.param(page.limit)}::int OFFSET ${query.param(page.offset)}::int) s), '[]'::json)
    )::text`;
  const json = await tenantRead(db, storeId, text, query);
  return JSON.parse(json ?? '{"count":0,"swaps":[]}') as { swaps: SwapWithOrder[]; count: number };
}

export type { Swap };
