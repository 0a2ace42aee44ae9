import {
  COLLECTION_LIST_PRODUCTS_LIMIT,
  COLLECTION_PRODUCTS_LIMIT,
  COLLECTIONS_DEFAULT_LIMIT,
  type AdminGetCollectionsParams,
  type AdminPostCollectionsCollectionReq,
  type AdminPostCollectionsReq,
  type StoreGetCollectionsParams,
} from '@storedesk/contract';
import { and, asc, eq, getTableColumns, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps, RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { firstMissing, foundIds } from '../../platform/id-checks.js';
import { newId } from '../../platform/ids.js';
import {
  findPage,
  listOptions,
  liveOf,
  readList,
  search,
  timestampFilters,
  type ListQuery,
} from '../../platform/list.js';
import type { ProductRow } from '../products/products.mapper.js';
import { product } from '../products/products.tables.js';
import { productCollection } from './collections.tables.js';

export type CollectionRow = typeof productCollection.$inferSelect;
export interface CollectionWithProducts {
  collection: CollectionRow;
  products: ProductRow[];
}

type AdminListQuery = z.output<typeof AdminGetCollectionsParams>;
type StoreListQuery = z.output<typeof StoreGetCollectionsParams>;
type CreateInput = z.output<typeof AdminPostCollectionsReq>;
type UpdateInput = z.output<typeof AdminPostCollectionsCollectionReq>;

const LIST = listOptions({
  defaultLimit: COLLECTIONS_DEFAULT_LIMIT,
  sortable: {
    title: productCollection.title,
    handle: productCollection.handle,
    created_at: productCollection.createdAt,
    updated_at: productCollection.updatedAt,
  },
  defaultOrder: '-created_at',
  tieBreak: [productCollection.id],
});
const ENTITY = 'Product collection';

/**
 * A storefront handle made from a title: "Été 2026!" → "ete-2026". A title with no latin
 * letters or digits gets `collection-` and the end of the new id.
 */
export function handleFromTitle(title: string, id: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 200)
    .replace(/^-+|-+$/g, '');
  return slug || `collection-${id.slice(-10).toLowerCase()}`;
}

function duplicateHandle(handle: string): StoredeskError {
  return new StoredeskError(
    'duplicate_error',
    `Product collection with handle ${handle} already exists.`,
    'duplicate_handle',
  );
}

export function createCollectionsService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  const live = (storeId: string, id: string) =>
    and(
      eq(productCollection.storeId, storeId),
      eq(productCollection.id, id),
      isNull(productCollection.deletedAt),
    );

  /** One page of collections and the total, in one statement (two past the end). */
  function page(tx: Tx, storeId: string, filters: (SQL | undefined)[], query: ListQuery) {
    const where = and(liveOf(productCollection, storeId), ...filters);
    return findPage(tx, productCollection, where, readList(query, LIST));
  }

  /** The live products of some collections, newest first, at most `perCollection` each. */
  async function productsOf(
    tx: Tx,
    storeId: string,
    collectionIds: string[],
    perCollection: number,
  ): Promise<Map<string, ProductRow[]>> {
    const byCollection = new Map<string, ProductRow[]>(collectionIds.map((id) => [id, []]));
    if (collectionIds.length === 0) return byCollection;
    const ranked = tx
      .select({
        ...getTableColumns(product),
        position: sql<number>`row_number() over (partition by ${product.collectionId}
          order by ${product.createdAt} desc, ${product.id} desc)`.as('position'),
      })
      .from(product)
      .where(
        and(
          eq(product.storeId, storeId),
          inArray(product.collectionId, collectionIds),
          isNull(product.deletedAt),
        ),
      )
      .as('ranked');
    const rows = await tx
      .select()
      .from(ranked)
      .where(lte(ranked.position, perCollection))
      .orderBy(asc(ranked.position));
    for (const { position: _position, ...row } of rows) {
      byCollection.get(row.collectionId!)?.push(row);
    }
    return byCollection;
  }

  async function withProducts(
    tx: Tx,
    storeId: string,
    collection: CollectionRow,
  ): Promise<CollectionWithProducts> {
    const products = await productsOf(tx, storeId, [collection.id], COLLECTION_PRODUCTS_LIMIT);
    return { collection, products: products.get(collection.id) ?? [] };
  }

  async function findLive(tx: Tx, storeId: string, id: string): Promise<CollectionRow> {
    const [row] = await tx.select().from(productCollection).where(live(storeId, id));
    if (!row) throw notFound(ENTITY, id);
    return row;
  }

  return {
    /** The admin list: each collection with up to COLLECTION_LIST_PRODUCTS_LIMIT products. */
    async list(ctx: AdminContext, query: AdminListQuery) {
      const filters = [
        search(query.q, [productCollection.title, productCollection.handle]),
        query.title !== undefined ? eq(productCollection.title, query.title) : undefined,
        query.handle !== undefined ? eq(productCollection.handle, query.handle) : undefined,
        ...timestampFilters(productCollection, query),
      ];
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const result = await page(tx, ctx.storeId, filters, query);
        const products = await productsOf(
          tx,
          ctx.storeId,
          result.rows.map((row) => row.id),
          COLLECTION_LIST_PRODUCTS_LIMIT,
        );
        return {
          ...result,
          rows: result.rows.map((collection) => ({
            collection,
            products: products.get(collection.id) ?? [],
          })),
        };
      });
    },

    async retrieve(ctx: AdminContext, id: string): Promise<CollectionWithProducts> {
      return withTenantTx(db, ctx.storeId, async (tx) =>
        withProducts(tx, ctx.storeId, await findLive(tx, ctx.storeId, id)),
      );
    },

    async create(ctx: AdminContext, input: CreateInput): Promise<CollectionWithProducts> {
      const id = newId('pcol');
      const handle = input.handle ?? handleFromTitle(input.title, id);
      return withTenantTx(db, ctx.storeId, async (tx) => {
        try {
          const [row] = await tx
            .insert(productCollection)
            .values({
              storeId: ctx.storeId,
              id,
              title: input.title,
              handle,
              metadata: input.metadata ?? null,
            })
            .returning();
          return { collection: row!, products: [] };
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateHandle(handle);
          throw error;
        }
      });
    },

    async update(ctx: AdminContext, id: string, input: UpdateInput) {
      return withTenantTx(db, ctx.storeId, async (tx) => {
        let row: CollectionRow | undefined;
        try {
          [row] = await tx
            .update(productCollection)
            .set({
              ...(input.title !== undefined && { title: input.title }),
              ...(input.handle !== undefined && { handle: input.handle }),
              ...(input.metadata !== undefined && { metadata: input.metadata }),
              updatedAt: new Date(),
            })
            .where(live(ctx.storeId, id))
            .returning();
        } catch (error) {
          if (isUniqueViolation(error) && input.handle) throw duplicateHandle(input.handle);
          throw error;
        }
        if (!row) throw notFound(ENTITY, id);
        return withProducts(tx, ctx.storeId, row);
      });
    },

    /** Soft-deletes the collection and takes its products out of it, in one transaction. */
    async delete(ctx: AdminContext, id: string): Promise<void> {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        const now = new Date();
        const deleted = await tx
          .update(productCollection)
          .set({ deletedAt: now, updatedAt: now })
          .where(live(ctx.storeId, id))
          .returning({ id: productCollection.id });
        if (deleted.length === 0) throw notFound(ENTITY, id);
        await tx
          .update(product)
          .set({ collectionId: null, updatedAt: now })
          .where(and(eq(product.storeId, ctx.storeId), eq(product.collectionId, id)));
      });
    },

    /** Puts products into the collection; one unknown product id and nothing changes. */
    async addProducts(ctx: AdminContext, id: string, productIds: string[]) {
      const wanted = [...new Set(productIds)];
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const collection = await findLive(tx, ctx.storeId, id);
        const moved = await tx
          .update(product)
          .set({ collectionId: id, updatedAt: new Date() })
          .where(
            and(
              eq(product.storeId, ctx.storeId),
              inArray(product.id, wanted),
              isNull(product.deletedAt),
            ),
          )
          .returning({ id: product.id });
        const missing = firstMissing(wanted, new Set(moved.map((row) => row.id)));
        // Thrown inside the transaction: the products already moved are rolled back.
        if (missing) throw notFound('Product', missing.id);
        return withProducts(tx, ctx.storeId, collection);
      });
    },

    /**
     * Takes products out of the collection and answers the ids it detached; products of the
     * store that are not in this collection stay where they are. An unknown id is a 404.
     */
    async removeProducts(ctx: AdminContext, id: string, productIds: string[]) {
      const wanted = [...new Set(productIds)];
      return withTenantTx(db, ctx.storeId, async (tx) => {
        await findLive(tx, ctx.storeId, id);
        const missing = firstMissing(wanted, await foundIds(tx, product, ctx.storeId, wanted));
        if (missing) throw notFound('Product', missing.id);
        const removed = await tx
          .update(product)
          .set({ collectionId: null, updatedAt: new Date() })
          .where(
            and(
              eq(product.storeId, ctx.storeId),
              eq(product.collectionId, id),
              inArray(product.id, wanted),
            ),
          )
          .returning({ id: product.id });
        const removedIds = new Set(removed.map((row) => row.id));
        return wanted.filter((productId) => removedIds.has(productId));
      });
    },

    /** The store API list: collections only, no products. */
    async listForStore(ctx: RequestContext, query: StoreListQuery) {
      const filters = [
        query.handle?.length ? inArray(productCollection.handle, query.handle) : undefined,
        ...timestampFilters(productCollection, query),
      ];
      return withTenantTx(db, ctx.storeId, (tx) => page(tx, ctx.storeId, filters, query));
    },

    async retrieveForStore(ctx: RequestContext, id: string): Promise<CollectionRow> {
      return withTenantTx(db, ctx.storeId, (tx) => findLive(tx, ctx.storeId, id));
    },
  };
}
