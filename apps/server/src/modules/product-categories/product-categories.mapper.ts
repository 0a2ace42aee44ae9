import type { ProductCategory, ProductCategoryWithTree } from '@storedesk/contract';
import { iso } from '../../platform/dates.js';
import type { CategoryNode, ProductCategoryRow } from './product-categories.service.js';

/** The wire shape of a category. Categories are deleted outright: no `deleted_at`. */
export function toCategory(row: ProductCategoryRow): ProductCategory {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    description: row.description,
    handle: row.handle,
    is_active: row.isActive,
    is_internal: row.isInternal,
    parent_category_id: row.parentCategoryId,
    rank: row.rank,
    metadata: row.metadata ?? null,
  };
}

/** A category with the parent and children its read asked for. */
export function toTree(node: CategoryNode): ProductCategoryWithTree {
  const category: ProductCategoryWithTree = toCategory(node.row);
  if (node.parent !== undefined) {
    category.parent_category = node.parent ? toCategory(node.parent) : null;
  }
  if (node.children) category.category_children = node.children.map(toTree);
  return category;
}
