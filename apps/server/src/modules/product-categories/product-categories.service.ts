import {
  PRODUCT_CATEGORY_RELATIONS,
  type AdminPostProductCategoriesCategoryReq,
  type AdminPostProductCategoriesReq,
} from '@storedesk/contract';
import type { z } from 'zod';
import type * as contract from '@storedesk/contract';
import type { AdminContext, AppDeps, RequestContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { readList } from '../../platform/list.js';
import * as repo from './product-categories.repo.js';
import type { ProductCategoryRow } from './product-categories.repo.js';

export type { ProductCategoryRow };

type AdminListQuery = z.output<typeof contract.AdminGetProductCategoriesParams>;
type StoreListQuery = z.output<typeof contract.StoreGetProductCategoriesParams>;
type ReadQuery = z.output<typeof contract.AdminGetProductCategoryParams>;

/** A category with the relations a read asked for; the routes turn it into the wire shape. */
export interface CategoryNode {
  row: ProductCategoryRow;
  /** Set when `parent_category` was expanded (null for a root). */
  parent?: ProductCategoryRow | null;
  /** Set when `category_children` was expanded or the descendants tree asked for. */
  children?: CategoryNode[];
}

interface Relations {
  parent: boolean;
  children: boolean;
  tree: boolean;
}

const ENTITY = 'ProductCategory';

/** A URL-safe handle from a name: "Summer Shoes!" → "summer-shoes". */
export function categoryHandle(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/, '');
  return slug || 'category';
}

/** Which relations a read includes: both by default (as Medusa v1), else those `expand` names. */
export function relationsOf(expand: string | undefined, tree: boolean | undefined): Relations {
  const wanted =
    expand === undefined
      ? [...PRODUCT_CATEGORY_RELATIONS]
      : expand
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  const unknown = wanted.find(
    (name) => !(PRODUCT_CATEGORY_RELATIONS as readonly string[]).includes(name),
  );
  if (unknown !== undefined) {
    throw new StoredeskError(
      'invalid_data',
      `expand may only name ${PRODUCT_CATEGORY_RELATIONS.join(', ')} (got ${unknown})`,
    );
  }
  return {
    parent: wanted.includes('parent_category'),
    children: Boolean(tree) || wanted.includes('category_children'),
    tree: Boolean(tree),
  };
}

/**
 * Adds the asked-for relations to a page of categories with one query per relation (never one
 * per row or per level): the parents by id, the children (or the whole subtree) by a recursive
 * query, then the tree is assembled in memory.
 */
async function withRelations(
  tx: Tx,
  storeId: string,
  rows: ProductCategoryRow[],
  relations: Relations,
  visibleOnly: boolean,
): Promise<CategoryNode[]> {
  const ids = rows.map((row) => row.id);
  const below = relations.children
    ? await repo.findDescendants(tx, storeId, ids, {
        depth: relations.tree ? undefined : 1,
        visibleOnly,
      })
    : [];
  const parentIds = [
    ...new Set(rows.map((row) => row.parentCategoryId).filter((id): id is string => !!id)),
  ];
  const parents = relations.parent ? await repo.findByIds(tx, storeId, parentIds) : [];
  const parentById = new Map(parents.map((row) => [row.id, row]));

  const childrenOf = new Map<string, ProductCategoryRow[]>();
  for (const row of below) {
    if (!row.parentCategoryId) continue;
    const list = childrenOf.get(row.parentCategoryId) ?? [];
    list.push(row);
    childrenOf.set(row.parentCategoryId, list);
  }
  for (const list of childrenOf.values()) list.sort((a, b) => a.rank - b.rank);

  const subtree = (row: ProductCategoryRow): CategoryNode =>
    relations.tree ? { row, children: (childrenOf.get(row.id) ?? []).map(subtree) } : { row };

  return rows.map((row) => {
    const node: CategoryNode = { row };
    if (relations.parent) {
      node.parent = row.parentCategoryId ? (parentById.get(row.parentCategoryId) ?? null) : null;
    }
    if (relations.children) node.children = (childrenOf.get(row.id) ?? []).map(subtree);
    return node;
  });
}

const duplicateHandle = (handle: string) =>
  new StoredeskError(
    'duplicate_error',
    `Product category with handle ${handle} already exists.`,
    'duplicate_handle',
  );

const parentNotFound = (id: string) =>
  new StoredeskError('not_found', `parent_category_id: ${ENTITY} with id: ${id} was not found`);

/** Turns a unique-index race (handle taken between check and write) into the same 422. */
async function guardHandle<T>(handle: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (handle !== undefined && isUniqueViolation(error)) throw duplicateHandle(handle);
    throw error;
  }
}

export function createProductCategoriesService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  async function list(
    ctx: RequestContext,
    query: AdminListQuery | StoreListQuery,
    visibleOnly: boolean,
  ) {
    const list = readList(query, repo.LIST);
    const relations = relationsOf(query.expand, query.include_descendants_tree);
    const admin = visibleOnly ? {} : (query as AdminListQuery);
    const filters: repo.CategoryFilters = {
      q: query.q,
      handle: query.handle,
      isActive: admin.is_active,
      isInternal: admin.is_internal,
      parentCategoryId:
        query.parent_category_id === 'null' ? null : (query.parent_category_id ?? undefined),
      visibleOnly,
    };
    return withTenantTx(db, ctx.storeId, async (tx) => {
      const page = await repo.findMany(tx, ctx.storeId, filters, list);
      const nodes = await withRelations(tx, ctx.storeId, page.rows, relations, visibleOnly);
      return { ...page, rows: nodes };
    });
  }

  async function retrieve(ctx: RequestContext, id: string, query: ReadQuery, visibleOnly: boolean) {
    const relations = relationsOf(query.expand, query.include_descendants_tree);
    return withTenantTx(db, ctx.storeId, async (tx) => {
      const row = await repo.findById(tx, ctx.storeId, id, { visibleOnly });
      if (!row) throw notFound(ENTITY, id);
      const [node] = await withRelations(tx, ctx.storeId, [row], relations, visibleOnly);
      return node!;
    });
  }

  /** The answer to a write: the category with its parent and children, read in the same tx. */
  async function reread(tx: Tx, storeId: string, row: ProductCategoryRow) {
    const [node] = await withRelations(tx, storeId, [row], relationsOf(undefined, false), false);
    return node!;
  }

  async function requireCategory(tx: Tx, storeId: string, id: string) {
    const row = await repo.findById(tx, storeId, id);
    if (!row) throw notFound(ENTITY, id);
    return row;
  }

  async function requireProducts(tx: Tx, storeId: string, ids: string[]) {
    const found = await repo.existingProductIds(tx, storeId, ids);
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new StoredeskError(
        'not_found',
        `product_ids: Product with id: ${missing} was not found`,
      );
    }
  }

  return {
    listForAdmin: (ctx: AdminContext, query: AdminListQuery) => list(ctx, query, false),
    listForStore: (ctx: RequestContext, query: StoreListQuery) => list(ctx, query, true),
    retrieveForAdmin: (ctx: AdminContext, id: string, query: ReadQuery) =>
      retrieve(ctx, id, query, false),
    retrieveForStore: (ctx: RequestContext, id: string, query: ReadQuery) =>
      retrieve(ctx, id, query, true),

    async create(ctx: AdminContext, input: AdminPostProductCategoriesReq) {
      const handle = input.handle ?? categoryHandle(input.name);
      return guardHandle(handle, () =>
        withTenantTx(db, ctx.storeId, async (tx) => {
          await repo.lockTree(tx, ctx.storeId);
          const parentId = input.parent_category_id ?? null;
          if (parentId !== null && !(await repo.findById(tx, ctx.storeId, parentId))) {
            throw parentNotFound(parentId);
          }
          if (await repo.findIdByHandle(tx, ctx.storeId, handle)) throw duplicateHandle(handle);
          const siblings = await repo.countSiblings(tx, ctx.storeId, parentId);
          const rank = Math.min(input.rank ?? siblings, siblings);
          if (rank < siblings) {
            await repo.shiftRanks(tx, ctx.storeId, parentId, { from: rank, delta: 1 });
          }
          const row = await repo.insert(tx, {
            storeId: ctx.storeId,
            id: newId('pcat'),
            name: input.name,
            handle,
            description: input.description ?? '',
            isActive: input.is_active ?? false,
            isInternal: input.is_internal ?? false,
            parentCategoryId: parentId,
            rank,
            metadata: input.metadata ?? null,
          });
          return reread(tx, ctx.storeId, row);
        }),
      );
    },

    /**
     * Edits a category; a new `parent_category_id` moves it (appended, or at `rank`), a new
     * `rank` reorders it. Sibling ranks stay 0..n-1 under both the old and the new parent.
     */
    async update(ctx: AdminContext, id: string, input: AdminPostProductCategoriesCategoryReq) {
      return guardHandle(input.handle, () =>
        withTenantTx(db, ctx.storeId, async (tx) => {
          await repo.lockTree(tx, ctx.storeId);
          const current = await requireCategory(tx, ctx.storeId, id);
          if (input.handle !== undefined && input.handle !== current.handle) {
            if (await repo.findIdByHandle(tx, ctx.storeId, input.handle)) {
              throw duplicateHandle(input.handle);
            }
          }

          const oldParent = current.parentCategoryId;
          const newParent =
            input.parent_category_id === undefined ? oldParent : input.parent_category_id;
          let rank = current.rank;
          if (newParent !== oldParent) {
            if (newParent !== null) {
              if (!(await repo.findById(tx, ctx.storeId, newParent))) {
                throw parentNotFound(newParent);
              }
              if (await repo.isSelfOrDescendant(tx, ctx.storeId, id, newParent)) {
                throw new StoredeskError(
                  'invalid_data',
                  'parent_category_id: a category cannot be moved under itself or one of its descendants',
                );
              }
            }
            await repo.closeGap(tx, ctx.storeId, oldParent, current.rank);
            const siblings = await repo.countSiblings(tx, ctx.storeId, newParent, id);
            rank = Math.min(input.rank ?? siblings, siblings);
            await repo.shiftRanks(tx, ctx.storeId, newParent, {
              from: rank,
              delta: 1,
              exceptId: id,
            });
          } else if (input.rank !== undefined && input.rank !== current.rank) {
            const others = await repo.countSiblings(tx, ctx.storeId, oldParent, id);
            rank = Math.min(input.rank, others);
            if (rank < current.rank) {
              await repo.shiftRanks(tx, ctx.storeId, oldParent, {
                from: rank,
                to: current.rank - 1,
                delta: 1,
                exceptId: id,
              });
            } else if (rank > current.rank) {
              await repo.shiftRanks(tx, ctx.storeId, oldParent, {
                from: current.rank + 1,
                to: rank,
                delta: -1,
                exceptId: id,
              });
            }
          }

          const row = await repo.update(tx, ctx.storeId, id, {
            ...(input.name !== undefined && { name: input.name }),
            ...(input.handle !== undefined && { handle: input.handle }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.is_active !== undefined && { isActive: input.is_active }),
            ...(input.is_internal !== undefined && { isInternal: input.is_internal }),
            ...(input.metadata !== undefined && { metadata: input.metadata }),
            parentCategoryId: newParent,
            rank,
          });
          return reread(tx, ctx.storeId, row);
        }),
      );
    },

    /** Deletes a leaf category with its product links and closes the rank gap it leaves. */
    async delete(ctx: AdminContext, id: string) {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        await repo.lockTree(tx, ctx.storeId);
        const current = await requireCategory(tx, ctx.storeId, id);
        if (await repo.hasChildren(tx, ctx.storeId, id)) {
          throw new StoredeskError(
            'invalid_data',
            `${ENTITY} ${id} has child categories: delete or move its children first`,
            'category_has_children',
          );
        }
        await repo.remove(tx, ctx.storeId, id);
        await repo.closeGap(tx, ctx.storeId, current.parentCategoryId, current.rank);
      });
    },

    async addProducts(ctx: AdminContext, id: string, productIds: string[]) {
      const ids = [...new Set(productIds)];
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const row = await requireCategory(tx, ctx.storeId, id);
        await requireProducts(tx, ctx.storeId, ids);
        await repo.linkProducts(tx, ctx.storeId, id, ids);
        return reread(tx, ctx.storeId, row);
      });
    },

    async removeProducts(ctx: AdminContext, id: string, productIds: string[]) {
      const ids = [...new Set(productIds)];
      return withTenantTx(db, ctx.storeId, async (tx) => {
        const row = await requireCategory(tx, ctx.storeId, id);
        await requireProducts(tx, ctx.storeId, ids);
        await repo.unlinkProducts(tx, ctx.storeId, id, ids);
        return reread(tx, ctx.storeId, row);
      });
    },
  };
}
