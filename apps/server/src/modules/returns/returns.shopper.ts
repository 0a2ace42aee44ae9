import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/json.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError } from '../../platform/errors.js';
import { signedInCustomer } from '../customers/customer-session.js';

/**
 * A shopper may send back (return or exchange) an order of their own: one of the account they
 * are signed in to, or a guest order, whose id is the shopper's secret (docs/store-api.md).
 * Anything else is a 404, as a missing order.
 */
export async function shopperOwnsOrder(
  db: Db,
  request: FastifyRequest,
  storeId: string,
  orderId: string,
): Promise<void> {
  const customer = await signedInCustomer(request);
  const [order] = await withTenantTx(
    db,
    storeId,
    (tx) =>
      rowsOf<{ customer_id: string | null; has_account: boolean | null }>(
        tx,
        sql`SELECT o.customer_id, cu.has_account FROM "order" o
          LEFT JOIN customer cu ON cu.store_id = o.store_id AND cu.id = o.customer_id
          WHERE o.store_id = ${storeId} AND o.id = ${orderId}`,
      ),
    { catalog: false },
  );
  const own = order && (order.customer_id === customer?.id || !order.has_account);
  if (!own) throw new StoredeskError('not_found', `Order with id: ${orderId} was not found`);
}
