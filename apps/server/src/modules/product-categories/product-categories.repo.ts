import { and, asc, count, eq, gt, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { findPage, listOptions, search, type Page, type Paging } from '../../platform/list.js';
import { product, productCategoryProduct } from '../products/products.tables.js';
import { productCategory } from './product-categories.tables.js';

export type ProductCategoryRow = typeof productCategory.$inferSelect;
export type ProductCategoryInsert = typeof productCategory.$inferInsert;

/** Category lists: in rank order by default, 100 a page. */
export const LIST = listOptions({
  defaultLimit: 100,
  sortable: {
    rank: productCategory.rank,
    name: productCategory.name,
    handle: productCategory.handle,
    created_at: productCategory.createdAt,
    updated_at: productCategory.updatedAt,
  },
  defaultOrder: 'rank',
  tieBreak: [productCategory.createdAt, productCategory.id],
});

export interface CategoryFilters {
  q?: string | undefined;
  handle?: string[] | undefined;
  isActive?: boolean | undefined;
  isInternal?: boolean | undefined;
  /** null: roots only; undefined: any parent. */
  parentCategoryId?: string | null | undefined;
  /** Store API: only categories a shopper may see. */
  visibleOnly?: boolean;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The ids of the categories a shopper may see: active and public, under ancestors that are all
 * active and public. Walks the tree down from the visible roots in one recursive query.
 */
function visibleIds(storeId: string): SQL {
  return sql`(
    with recursive visible(id) as (
      select id from product_category
       where store_id = ${storeId} and parent_category_id is null
         and is_active and not is_internal
      union
      select c.id from product_category c
        join visible v on c.parent_category_id = v.id
       where c.store_id = ${storeId} and c.is_active and not c.is_internal
    )
    select id from visible
  )`;
}

const sameParent = (parentId: string | null) =>
  parentId === null
    ? isNull(productCategory.parentCategoryId)
    : eq(productCategory.parentCategoryId, parentId);

function whereOf(storeId: string, filters: CategoryFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(productCategory.storeId, storeId)];
  conditions.push(search(filters.q, [productCategory.name, productCategory.handle]));
  if (filters.handle !== undefined)
    conditions.push(inArray(productCategory.handle, filters.handle));
  if (filters.isActive !== undefined)
    conditions.push(eq(productCategory.isActive, filters.isActive));
  if (filters.isInternal !== undefined)
    conditions.push(eq(productCategory.isInternal, filters.isInternal));
  if (filters.parentCategoryId !== undefined) conditions.push(sameParent(filters.parentCategoryId));
  if (filters.visibleOnly) conditions.push(inArray(productCategory.id, visibleIds(storeId)));
  return and(...conditions)!;
}

/**
 * Serialises the writes to one store's tree: ranks are read, then shifted, and a move checks
 * for cycles, so two of these must not interleave.
 */
export async function lockTree(tx: Tx, storeId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('product_category'), hashtext(${storeId}))`,
  );
}

export async function findById(
  tx: Tx,
  storeId: string,
  id: string,
  options: { visibleOnly?: boolean } = {},
): Promise<ProductCategoryRow | undefined> {
  const conditions = [eq(productCategory.storeId, storeId), eq(productCategory.id, id)];
  if (options.visibleOnly) conditions.push(inArray(productCategory.id, visibleIds(storeId)));
  const rows = await tx
    .select()
    .from(productCategory)
    .where(and(...conditions));
  return rows[0];
}

export async function findByIds(
  tx: Tx,
  storeId: string,
  ids: readonly string[],
): Promise<ProductCategoryRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(productCategory)
    .where(and(eq(productCategory.storeId, storeId), inArray(productCategory.id, [...ids])));
}

/** A page of the store's categories matching the filters, in the request's order. */
export function findMany(
  tx: Tx,
  storeId: string,
  filters: CategoryFilters,
  list: Paging & { orderBy: SQL[] },
): Promise<Page<ProductCategoryRow>> {
  return findPage(tx, productCategory, whereOf(storeId, filters), list);
}

/**
 * Every category below the given ones (not the given ones themselves), `depth` levels down at
 * most, in one recursive query. With `visibleOnly`, a hidden category hides its subtree.
 */
export async function findDescendants(
  tx: Tx,
  storeId: string,
  rootIds: readonly string[],
  options: { depth?: number; visibleOnly?: boolean } = {},
): Promise<ProductCategoryRow[]> {
  if (rootIds.length === 0) return [];
  const visible = options.visibleOnly ? sql`and c.is_active and not c.is_internal` : sql``;
  const deeper = options.depth === undefined ? sql`` : sql`and t.depth < ${options.depth}`;
  const tree = sql`(
    with recursive tree(id, depth) as (
      select c.id, 1 from product_category c
       where c.store_id = ${storeId} and c.parent_category_id in (${idList(rootIds)}) ${visible}
      union all
      select c.id, t.depth + 1 from product_category c
        join tree t on c.parent_category_id = t.id
       where c.store_id = ${storeId} ${visible} ${deeper}
    )
    select id from tree
  )`;
  return tx
    .select()
    .from(productCategory)
    .where(and(eq(productCategory.storeId, storeId), inArray(productCategory.id, tree)))
    .orderBy(asc(productCategory.rank), asc(productCategory.id));
}

/** True when `candidateId` is `id` itself or one of its descendants (walks up from the candidate). */
export async function isSelfOrDescendant(
  tx: Tx,
  storeId: string,
  id: string,
  candidateId: string,
): Promise<boolean> {
  const result = (await tx.execute(sql`
    with recursive up(id, parent_id) as (
      select id, parent_category_id from product_category
       where store_id = ${storeId} and id = ${candidateId}
      union
      select p.id, p.parent_category_id from product_category p
        join up on p.id = up.parent_id
       where p.store_id = ${storeId}
    )
    select 1 as hit from up where id = ${id} limit 1
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function findIdByHandle(
  tx: Tx,
  storeId: string,
  handle: string,
): Promise<string | undefined> {
  const rows = await tx
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(and(eq(productCategory.storeId, storeId), eq(productCategory.handle, handle)));
  return rows[0]?.id;
}

/** How many categories sit under `parentId` (null: roots), leaving out `exceptId`. */
export async function countSiblings(
  tx: Tx,
  storeId: string,
  parentId: string | null,
  exceptId?: string,
): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(productCategory)
    .where(
      and(
        eq(productCategory.storeId, storeId),
        sameParent(parentId),
        exceptId ? ne(productCategory.id, exceptId) : undefined,
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function hasChildren(tx: Tx, storeId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(and(eq(productCategory.storeId, storeId), eq(productCategory.parentCategoryId, id)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds `delta` to the rank of the siblings under `parentId` ranked `from`..`to` (inclusive;
 * `to` undefined: to the end), leaving out `exceptId`.
 */
export async function shiftRanks(
  tx: Tx,
  storeId: string,
  parentId: string | null,
  range: { from: number; to?: number; delta: 1 | -1; exceptId?: string },
): Promise<void> {
  await tx
    .update(productCategory)
    .set({ rank: sql`${productCategory.rank} + ${range.delta}` })
    .where(
      and(
        eq(productCategory.storeId, storeId),
        sameParent(parentId),
        gte(productCategory.rank, range.from),
        range.to === undefined ? undefined : lte(productCategory.rank, range.to),
        range.exceptId ? ne(productCategory.id, range.exceptId) : undefined,
      ),
    );
}

/** Closes the gap a category leaves at `rank` under `parentId`. */
export function closeGap(tx: Tx, storeId: string, parentId: string | null, rank: number) {
  return tx
    .update(productCategory)
    .set({ rank: sql`${productCategory.rank} - 1` })
    .where(
      and(
        eq(productCategory.storeId, storeId),
        sameParent(parentId),
        gt(productCategory.rank, rank),
      ),
    );
}

export async function insert(tx: Tx, values: ProductCategoryInsert): Promise<ProductCategoryRow> {
  const rows = await tx.insert(productCategory).values(values).returning();
  return rows[0]!;
}

export async function update(
  tx: Tx,
  storeId: string,
  id: string,
  values: Partial<ProductCategoryInsert>,
): Promise<ProductCategoryRow> {
  const rows = await tx
    .update(productCategory)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(productCategory.storeId, storeId), eq(productCategory.id, id)))
    .returning();
  return rows[0]!;
}

export async function remove(tx: Tx, storeId: string, id: string): Promise<void> {
  await tx
    .delete(productCategoryProduct)
    .where(
      and(eq(productCategoryProduct.storeId, storeId), eq(productCategoryProduct.categoryId, id)),
    );
  await tx
    .delete(productCategory)
    .where(and(eq(productCategory.storeId, storeId), eq(productCategory.id, id)));
}

/** Which of the given product ids are this store's (not deleted) products. */
export async function existingProductIds(
  tx: Tx,
  storeId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await tx
    .select({ id: product.id })
    .from(product)
    .where(
      and(eq(product.storeId, storeId), inArray(product.id, [...ids]), isNull(product.deletedAt)),
    );
  return new Set(rows.map((row) => row.id));
}

export async function linkProducts(
  tx: Tx,
  storeId: string,
  categoryId: string,
  productIds: readonly string[],
): Promise<void> {
  await tx
    .insert(productCategoryProduct)
    .values(productIds.map((productId) => ({ storeId, productId, categoryId })))
    .onConflictDoNothing();
}

export async function unlinkProducts(
  tx: Tx,
  storeId: string,
  categoryId: string,
  productIds: readonly string[],
): Promise<void> {
  await tx
    .delete(productCategoryProduct)
    .where(
      and(
        eq(productCategoryProduct.storeId, storeId),
        eq(productCategoryProduct.categoryId, categoryId),
        inArray(productCategoryProduct.productId, [...productIds]),
      ),
    );
}
