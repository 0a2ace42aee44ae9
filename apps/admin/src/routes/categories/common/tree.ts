import type { ProductCategoryWithTree } from '@storedesk/contract';

/** A category with its children always present and in rank order. */
export type CategoryNode = ProductCategoryWithTree & { category_children: CategoryNode[] };

/** What a move sends: `POST /admin/product-categories/:id { parent_category_id, rank }`. */
export interface CategoryMove {
  id: string;
  parent_category_id: string | null;
  /** The category's position among its new siblings once moved (0 first). */
  rank: number;
}

/** Where a dragged category lands relative to the row it is over. */
export type DropPosition = 'before' | 'after' | 'inside';

/** A keyboard move from the row's Move menu. */
export type StepMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * The tree as the page draws it, from `GET /admin/product-categories?include_descendants_tree=true
 * &parent_category_id=null`: every level sorted by rank (then name, for equal ranks), every node
 * with a `category_children` array.
 */
export function buildTree(roots: readonly ProductCategoryWithTree[]): CategoryNode[] {
  return [...roots]
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map((category) => ({
      ...category,
      category_children: buildTree(category.category_children ?? []),
    }));
}

/** One row of the drawn tree. */
export interface FlatCategory {
  node: CategoryNode;
  depth: number;
  parentId: string | null;
  /** Position among its siblings. */
  index: number;
  siblingCount: number;
}

/** The rows in display order; children of `collapsed` ids are left out. */
export function flattenTree(
  tree: readonly CategoryNode[],
  collapsed: ReadonlySet<string> = new Set(),
): FlatCategory[] {
  const rows: FlatCategory[] = [];
  const walk = (nodes: readonly CategoryNode[], depth: number, parentId: string | null) => {
    nodes.forEach((node, index) => {
      rows.push({ node, depth, parentId, index, siblingCount: nodes.length });
      if (!collapsed.has(node.id)) walk(node.category_children, depth + 1, node.id);
    });
  };
  walk(tree, 0, null);
  return rows;
}

interface Located {
  node: CategoryNode;
  parentId: string | null;
  siblings: CategoryNode[];
  index: number;
}

/** A node, its parent id, its siblings (itself included) and its position among them. */
export function locate(tree: readonly CategoryNode[], id: string): Located | null {
  const search = (nodes: CategoryNode[], parentId: string | null): Located | null => {
    for (const [index, node] of nodes.entries()) {
      if (node.id === id) return { node, parentId, siblings: nodes, index };
      const found = search(node.category_children, node.id);
      if (found) return found;
    }
    return null;
  };
  return search(tree as CategoryNode[], null);
}

/** The id of a category and of everything under it: where it may not be moved. */
export function subtreeIds(tree: readonly CategoryNode[], id: string): Set<string> {
  const ids = new Set<string>();
  const add = (node: CategoryNode) => {
    ids.add(node.id);
    node.category_children.forEach(add);
  };
  const found = locate(tree, id);
  if (found) add(found.node);
  return ids;
}

function childrenOf(tree: readonly CategoryNode[], parentId: string | null): CategoryNode[] {
  if (parentId === null) return tree as CategoryNode[];
  return locate(tree, parentId)?.node.category_children ?? [];
}

/** The move, or `null` when it would leave the category where it is or is not allowed. */
function finish(
  tree: readonly CategoryNode[],
  id: string,
  parentId: string | null,
  rank: number,
): CategoryMove | null {
  const current = locate(tree, id);
  if (!current) return null;
  if (parentId !== null && subtreeIds(tree, id).has(parentId)) return null;
  if (parentId === current.parentId && rank === current.index) return null;
  return { id, parent_category_id: parentId, rank };
}

/** The request a drop of `activeId` on the row `overId` (before, after or inside it) makes. */
export function planDrop(
  tree: readonly CategoryNode[],
  activeId: string,
  overId: string,
  position: DropPosition,
): CategoryMove | null {
  if (activeId === overId) return null;
  const over = locate(tree, overId);
  if (!over) return null;
  if (position === 'inside') {
    const children = over.node.category_children.filter((child) => child.id !== activeId);
    return finish(tree, activeId, overId, children.length);
  }
  const siblings = over.siblings.filter((sibling) => sibling.id !== activeId);
  const index = siblings.findIndex((sibling) => sibling.id === overId);
  return finish(tree, activeId, over.parentId, position === 'before' ? index : index + 1);
}

/**
 * The keyboard moves: up and down among siblings; indent makes it the last child of the sibling
 * above; outdent puts it right after its parent.
 */
export function planStep(
  tree: readonly CategoryNode[],
  id: string,
  step: StepMove,
): CategoryMove | null {
  const current = locate(tree, id);
  if (!current) return null;
  const { index, parentId, siblings } = current;
  switch (step) {
    case 'up':
      return index > 0 ? finish(tree, id, parentId, index - 1) : null;
    case 'down':
      return index < siblings.length - 1 ? finish(tree, id, parentId, index + 1) : null;
    case 'indent': {
      const above = siblings[index - 1];
      return above ? finish(tree, id, above.id, above.category_children.length) : null;
    }
    case 'outdent': {
      if (parentId === null) return null;
      const parent = locate(tree, parentId);
      return parent ? finish(tree, id, parent.parentId, parent.index + 1) : null;
    }
  }
}

/** Moves a category to the end of `parentId`'s children (`null`: the top level). */
export function planMoveInto(
  tree: readonly CategoryNode[],
  id: string,
  parentId: string | null,
): CategoryMove | null {
  const children = childrenOf(tree, parentId).filter((child) => child.id !== id);
  return finish(tree, id, parentId, children.length);
}

/** The categories `id` may move into (not itself nor one of its descendants), in tree order. */
export function moveTargets(tree: readonly CategoryNode[], id: string): FlatCategory[] {
  const excluded = subtreeIds(tree, id);
  return flattenTree(tree).filter((row) => !excluded.has(row.node.id));
}

/** The tree after a move, ranks renumbered 0..n-1 as the server keeps them (optimistic update). */
export function applyMove(tree: readonly CategoryNode[], move: CategoryMove): CategoryNode[] {
  const moving = locate(tree, move.id);
  if (!moving) return tree as CategoryNode[];
  const renumber = (nodes: CategoryNode[]) => nodes.map((node, rank) => ({ ...node, rank }));
  const place = (nodes: CategoryNode[], parentId: string | null): CategoryNode[] => {
    let level = nodes
      .filter((node) => node.id !== move.id)
      .map((node) => ({ ...node, category_children: place(node.category_children, node.id) }));
    if (parentId === move.parent_category_id) {
      level = [...level];
      level.splice(Math.min(move.rank, level.length), 0, {
        ...moving.node,
        parent_category_id: move.parent_category_id,
        category_children: place(moving.node.category_children, moving.node.id),
      });
    }
    return renumber(level);
  };
  return place(tree as CategoryNode[], null);
}

/**
 * Where a pointer at `pointerY` drops on a row spanning `rect`: its top quarter puts the dragged
 * category before the row, its bottom quarter after it, the middle inside it.
 */
export function dropPosition(
  pointerY: number,
  rect: { top: number; height: number },
): DropPosition {
  const share = rect.height > 0 ? (pointerY - rect.top) / rect.height : 0.5;
  if (share < 0.25) return 'before';
  if (share > 0.75) return 'after';
  return 'inside';
}
