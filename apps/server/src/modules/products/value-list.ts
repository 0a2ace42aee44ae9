import type { AdminGetProductTagsParams } from '@storedesk/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { containsPattern, dateRange, parseOrder } from '../../platform/list.js';
import type { productTag } from '../product-tags/product-tags.tables.js';
import type { productType } from '../product-types/product-types.tables.js';

/** A table of product values by store: tags ("organic") and types ("Shirt") have the same shape. */
type ValueTable = typeof productTag | typeof productType;
export type ValueRow = typeof productTag.$inferSelect;

/**
 * Filters of the tag and type lists, admin and store alike (the store has no
 * discount_condition_id; the two param schemas are the same otherwise).
 */
export type ValueListQuery = Omit<
  z.output<typeof AdminGetProductTagsParams>,
  'discount_condition_id'
>;

const SORTABLE = ['value', 'created_at', 'updated_at'] as const;

/** A page of the store's tags or types and the total, in at most two statements. */
export function listValues(
  db: Db,
  table: ValueTable,
  storeId: string,
  query: ValueListQuery,
  defaultLimit: number,
): Promise<{ rows: ValueRow[]; count: number; limit: number; offset: number }> {
  const limit = query.limit ?? defaultLimit;
  const offset = query.offset ?? 0;
  const order = parseOrder(query.order, SORTABLE, { field: 'created_at', direction: 'desc' });
  const column = { value: table.value, created_at: table.createdAt, updated_at: table.updatedAt }[
    order.field
  ];
  const where = and(
    eq(table.storeId, storeId),
    isNull(table.deletedAt),
    query.q ? ilike(table.value, containsPattern(query.q)) : undefined,
    query.id?.length ? inArray(table.id, query.id) : undefined,
    query.value?.length ? inArray(table.value, query.value) : undefined,
    ...dateRange(table.createdAt, query.created_at),
    ...dateRange(table.updatedAt, query.updated_at),
  );
  return withTenantTx(db, storeId, async (tx) => {
    const found = await tx
      .select({
        ...getTableColumns(table as typeof productTag),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(table)
      .where(where)
      .orderBy(order.direction === 'asc' ? asc(column) : desc(column), desc(table.id))
      .limit(limit)
      .offset(offset);
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && offset > 0) {
      const [counted] = await tx.select({ n: count() }).from(table).where(where);
      total = counted?.n ?? 0;
    }
    const rows: ValueRow[] = found.map(({ total: _total, ...row }) => row);
    return { rows, count: total, limit, offset };
  });
}
