import type { ProductCategoryWithTree } from '@storedesk/contract';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  buildTree,
  dropPosition,
  flattenTree,
  moveTargets,
  planDrop,
  planMoveInto,
  planStep,
  type CategoryNode,
} from './tree';

function category(
  id: string,
  rank: number,
  parent: string | null,
  children?: ProductCategoryWithTree[],
): ProductCategoryWithTree {
  return {
    id,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    name: id,
    description: '',
    handle: id,
    is_active: true,
    is_internal: false,
    parent_category_id: parent,
    rank,
    metadata: null,
    ...(children && { category_children: children }),
  };
}

/** What the API answers, levels deliberately out of rank order:
 *  men(0) > [shirts(0), shoes(1) > [boots(0)]]; women(1) > [dresses(0)]; kids(2). */
const answer = [
  category('kids', 2, null, []),
  category('women', 1, null, [category('dresses', 0, 'women', [])]),
  category('men', 0, null, [
    category('shoes', 1, 'men', [category('boots', 0, 'shoes')]),
    category('shirts', 0, 'men', []),
  ]),
];
const tree: CategoryNode[] = buildTree(answer);

/** The tree as `name(children…)` text, to compare shapes at a glance. */
const shape = (nodes: readonly CategoryNode[]): string =>
  nodes
    .map((node) =>
      node.category_children.length ? `${node.id}(${shape(node.category_children)})` : node.id,
    )
    .join(' ');

describe('buildTree', () => {
  it('sorts every level by rank and gives every node a children array', () => {
    expect(shape(tree)).toBe('men(shirts shoes(boots)) women(dresses) kids');
    const boots = tree[0]!.category_children[1]!.category_children[0]!;
    expect(boots.category_children).toEqual([]);
  });

  it('flattens in display order with depth and position, leaving out collapsed children', () => {
    expect(flattenTree(tree).map((row) => `${row.node.id}:${row.depth}:${row.index}`)).toEqual([
      'men:0:0',
      'shirts:1:0',
      'shoes:1:1',
      'boots:2:0',
      'women:0:1',
      'dresses:1:0',
      'kids:0:2',
    ]);
    expect(flattenTree(tree, new Set(['men'])).map((row) => row.node.id)).toEqual([
      'men',
      'women',
      'dresses',
      'kids',
    ]);
  });

  it('offers every category but itself and its descendants as a new parent', () => {
    expect(moveTargets(tree, 'men').map((row) => row.node.id)).toEqual([
      'women',
      'dresses',
      'kids',
    ]);
  });
});

describe('planDrop: a drop becomes { parent_category_id, rank }', () => {
  it('inside a row: last child of that category', () => {
    expect(planDrop(tree, 'kids', 'men', 'inside')).toEqual({
      id: 'kids',
      parent_category_id: 'men',
      rank: 2,
    });
  });

  it('before and after a row at another level: that row’s parent, at its position', () => {
    expect(planDrop(tree, 'kids', 'shoes', 'before')).toEqual({
      id: 'kids',
      parent_category_id: 'men',
      rank: 1,
    });
    expect(planDrop(tree, 'boots', 'women', 'after')).toEqual({
      id: 'boots',
      parent_category_id: null,
      rank: 2,
    });
  });

  it('among its own siblings: the rank it ends up at (itself not counted)', () => {
    expect(planDrop(tree, 'men', 'kids', 'after')).toEqual({
      id: 'men',
      parent_category_id: null,
      rank: 2,
    });
    expect(planDrop(tree, 'kids', 'men', 'before')).toEqual({
      id: 'kids',
      parent_category_id: null,
      rank: 0,
    });
  });

  it('no request for a drop that changes nothing or nests a category in itself', () => {
    expect(planDrop(tree, 'men', 'women', 'before')).toBeNull();
    expect(planDrop(tree, 'women', 'men', 'after')).toBeNull();
    expect(planDrop(tree, 'men', 'men', 'inside')).toBeNull();
    expect(planDrop(tree, 'men', 'boots', 'inside')).toBeNull();
    expect(planDrop(tree, 'men', 'shirts', 'after')).toBeNull();
  });
});

describe('planStep and planMoveInto: the keyboard moves', () => {
  it('up and down swap with a sibling; none past either end', () => {
    expect(planStep(tree, 'women', 'up')).toEqual({
      id: 'women',
      parent_category_id: null,
      rank: 0,
    });
    expect(planStep(tree, 'shirts', 'down')).toEqual({
      id: 'shirts',
      parent_category_id: 'men',
      rank: 1,
    });
    expect(planStep(tree, 'men', 'up')).toBeNull();
    expect(planStep(tree, 'kids', 'down')).toBeNull();
  });

  it('indent: last child of the sibling above; outdent: right after its parent', () => {
    expect(planStep(tree, 'kids', 'indent')).toEqual({
      id: 'kids',
      parent_category_id: 'women',
      rank: 1,
    });
    expect(planStep(tree, 'boots', 'outdent')).toEqual({
      id: 'boots',
      parent_category_id: 'men',
      rank: 2,
    });
    expect(planStep(tree, 'men', 'indent')).toBeNull();
    expect(planStep(tree, 'kids', 'outdent')).toBeNull();
  });

  it('move to: the end of the chosen parent, or of the top level', () => {
    expect(planMoveInto(tree, 'dresses', 'shoes')).toEqual({
      id: 'dresses',
      parent_category_id: 'shoes',
      rank: 1,
    });
    expect(planMoveInto(tree, 'boots', null)).toEqual({
      id: 'boots',
      parent_category_id: null,
      rank: 3,
    });
    expect(planMoveInto(tree, 'kids', null)).toBeNull();
    expect(planMoveInto(tree, 'men', 'shoes')).toBeNull();
  });
});

describe('applyMove: the optimistic tree', () => {
  it('moves the subtree along and renumbers ranks 0..n-1 on both levels', () => {
    const moved = applyMove(tree, { id: 'shoes', parent_category_id: 'women', rank: 0 });
    expect(shape(moved)).toBe('men(shirts) women(shoes(boots) dresses) kids');
    const women = moved[1]!;
    expect(women.category_children.map((child) => [child.id, child.rank])).toEqual([
      ['shoes', 0],
      ['dresses', 1],
    ]);
    expect(women.category_children[0]!.parent_category_id).toBe('women');
  });

  it('reorders within a level', () => {
    const moved = applyMove(tree, { id: 'men', parent_category_id: null, rank: 2 });
    expect(moved.map((node) => [node.id, node.rank])).toEqual([
      ['women', 0],
      ['kids', 1],
      ['men', 2],
    ]);
  });

  it('agrees with planDrop for every drop on every row', () => {
    const rows = flattenTree(tree).map((row) => row.node.id);
    for (const active of rows) {
      for (const over of rows) {
        for (const position of ['before', 'after', 'inside'] as const) {
          const move = planDrop(tree, active, over, position);
          if (!move) continue;
          const after = flattenTree(applyMove(tree, move));
          const placed = after.find((row) => row.node.id === active)!;
          expect(placed.parentId).toBe(move.parent_category_id);
          expect(placed.index).toBe(move.rank);
          expect(after).toHaveLength(rows.length);
        }
      }
    }
  });
});

describe('dropPosition', () => {
  const rect = { top: 100, height: 40 };
  it('top quarter before, bottom quarter after, the middle inside', () => {
    expect(dropPosition(102, rect)).toBe('before');
    expect(dropPosition(120, rect)).toBe('inside');
    expect(dropPosition(138, rect)).toBe('after');
  });
});
