import type { AppDeps } from '../../platform/context.js';
import { readOrder } from './orders.admin.shared.js';
import { toOrder, type WireOrder } from './orders.mapper.js';
import { readOrderRows, type AdminOrderFilter, type OrderSelection } from './orders.query.js';

/** The admin API's order reads: one order, and a page of them (filtered, sorted, or lean). */
export function createOrderAdminReads(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    read: (storeId: string, id: string): Promise<WireOrder> => readOrder(db, storeId, id),

    async list(
      storeId: string,
      filter: AdminOrderFilter,
      page: { limit: number; offset: number },
      selection: OrderSelection | null = null,
    ): Promise<{ orders: WireOrder[]; count: number }> {
      const { rows, count } = await readOrderRows(db, storeId, filter, page, selection);
      // A lean answer is built whole by PostgreSQL; a full order gets its totals here.
      return { orders: selection ? (rows as unknown as WireOrder[]) : rows.map(toOrder), count };
    },
  };
}
