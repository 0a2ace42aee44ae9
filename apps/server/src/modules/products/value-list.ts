import type { AdminGetProductTagsParams } from '@storedesk/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { dateRange, findPage, readList, search, type Page } from '../../platform/list.js';
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

/** A page of the store's tags or types and the total, in one statement (two past the end). */
export function listValues(
  db: Db,
  table: ValueTable,
  storeId: string,
  query: ValueListQuery,
  defaultLimit: number,
): Promise<Page<ValueRow>> {
  const list = readList(query, {
    defaultLimit,
    sortable: { value: table.value, created_at: table.createdAt, updated_at: table.updatedAt },
    defaultOrder: '-created_at',
    tieBreak: [table.id],
  });
  const where = and(
    eq(table.storeId, storeId),
    isNull(table.deletedAt),
    search(query.q, [table.value]),
    query.id?.length ? inArray(table.id, query.id) : undefined,
    query.value?.length ? inArray(table.value, query.value) : undefined,
    ...dateRange(table.createdAt, query.created_at),
    ...dateRange(table.updatedAt, query.updated_at),
  );
  return withTenantTx(db, storeId, (tx) => findPage(tx, table as typeof productTag, where, list));
}
