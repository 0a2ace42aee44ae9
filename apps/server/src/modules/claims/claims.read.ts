import type { ClaimWithOrder } from '@storedesk/contract';
import type { Executor } from '../../platform/db/client.js';
import { tenantRead, TenantQuery } from '../../platform/db/tx.js';
import { claimJson } from '../orders/claim.shape.js';
import { byOrderSearch, orderRefOf } from '../orders/order-ref.shape.js';
import { stockScopeCteText } from '../stock/stock.js';
import { claimNotFound } from './claims.actions.js';

/**
 * The store's claims, each with its order (a Storedesk addition: v1 reads claims only through
 * their order). Each read is one statement, whatever the number of claims or lines.
 */

/** One claim of the store, with its order. */
export async function readClaim(
  db: Executor,
  storeId: string,
  id: string,
): Promise<ClaimWithOrder> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  // The replacements' variants answer their stock as the orders' do (`stock_scope`).
  const text = `WITH ${stockScopeCteText('store', store, null)}
    SELECT ${claimJson('c', [['order', orderRefOf('c')]])}::text FROM claim_order c
    WHERE c.store_id = ${store} AND c.id = ${query.param(id)} AND c.deleted_at IS NULL`;
  const json = await tenantRead(db, storeId, text, query);
  if (json === null) throw claimNotFound(id);
  return JSON.parse(json) as ClaimWithOrder;
}

export interface ClaimFilter {
  type?: string | undefined;
  paymentStatus?: string | undefined;
  fulfillmentStatus?: string | undefined;
  orderId?: string | undefined;
  q?: string | undefined;
}

/** A page of the store's claims, newest first, with the count of all that match. */
export async function listClaims(
  db: Executor,
  storeId: string,
  filter: ClaimFilter,
  page: { limit: number; offset: number },
): Promise<{ claims: ClaimWithOrder[]; count: number }> {
  const query = new TenantQuery();
  const store = query.param(storeId);
  const conditions = [`c.store_id = ${store}`, 'c.deleted_at IS NULL'];
  if (filter.type) conditions.push(`c.type = ${query.param(filter.type)}`);
  if (filter.paymentStatus) {
    conditions.push(`c.payment_status = ${query.param(filter.paymentStatus)}`);
  }
  if (filter.fulfillmentStatus) {
    conditions.push(`c.fulfillment_status = ${query.param(filter.fulfillmentStatus)}`);
  }
  if (filter.orderId) conditions.push(`c.order_id = ${query.param(filter.orderId)}`);
  const q = filter.q?.trim();
  if (q) conditions.push(byOrderSearch(query, store, 'c', q));
  const where = conditions.join(' AND ');
  const text = `WITH ${stockScopeCteText('store', store, null)}
    SELECT json_build_object(
      'count', (SELECT count(*) FROM claim_order c WHERE ${where}),
      'claims', coalesce((SELECT json_agg(${claimJson('c', [['order', orderRefOf('c')]])}
          ORDER BY c.created_at DESC, c.id DESC)
        FROM (SELECT * FROM claim_order c WHERE ${where}
          ORDER BY c.created_at DESC, c.id DESC
          LIMIT ${query.param(page.limit)}::int OFFSET ${query.param(page.offset)}::int) c), '[]'::json)
    )::text`;
  const json = await tenantRead(db, storeId, text, query);
  return JSON.parse(json ?? '{"count":0,"claims":[]}') as {
    claims: ClaimWithOrder[];
    count: number;
  };
}
