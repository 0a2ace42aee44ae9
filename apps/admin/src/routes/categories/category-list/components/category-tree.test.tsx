import '@/test/i18n';
import { Storedesk } from '@storedesk/client';
import type { AdminProductCategoriesListRes, ProductCategoryWithTree } from '@storedesk/contract';
import { adminProductCategoryKeys, createQueryClient, StoredeskProvider } from '@storedesk/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORY_TREE_QUERY } from '../../common/category-tree-query';
import { useCategoryTree } from '../../common/use-category-tree';
import { CategoryTree } from './category-tree';

function category(
  id: string,
  rank: number,
  parent: string | null,
  children: ProductCategoryWithTree[] = [],
): ProductCategoryWithTree {
  return {
    id,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    name: id[0]!.toUpperCase() + id.slice(1),
    description: '',
    handle: id,
    is_active: true,
    is_internal: false,
    parent_category_id: parent,
    rank,
    metadata: null,
    category_children: children,
  };
}

const answer: AdminProductCategoriesListRes = {
  product_categories: [
    category('men', 0, null, [category('shirts', 0, 'men'), category('shoes', 1, 'men')]),
    category('women', 1, null),
    category('kids', 2, null),
  ],
  count: 3,
  offset: 0,
  limit: 1000,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The tree on a fake API; `respond` answers each request (the tree read answers `answer`). */
function setUp(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
  const client = new Storedesk({ baseUrl: 'http://api.test', fetch });
  const queryClient = createQueryClient();
  // The tree the page has read already (fresh for 90 s, so no read on mount).
  queryClient.setQueryData(adminProductCategoryKeys.list(null, CATEGORY_TREE_QUERY), answer);
  const Tree = () => {
    const { tree } = useCategoryTree();
    return tree ? <CategoryTree tree={tree} /> : null;
  };
  render(
    <StoredeskProvider client={client} queryClient={queryClient}>
      <MemoryRouter>
        <Tree />
      </MemoryRouter>
    </StoredeskProvider>,
  );
  return { calls };
}

/** The reads after a move: left unanswered, so the screen shows only what the move did. */
const never = () => new Promise<Response>(() => {});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The names of the top-level rows, in order. */
const topLevel = () =>
  within(screen.getByRole('list', { name: 'Category tree' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === screen.getByRole('list', { name: 'Category tree' }))
    .map((item) => item.querySelector('a')!.textContent);

async function chooseMove(name: string, item: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Move ${name}` }));
  await user.click(await screen.findByRole('button', { name: item }));
}

describe('CategoryTree', () => {
  it('draws the levels as nested lists in rank order', () => {
    setUp(() => json(answer));
    expect(topLevel()).toEqual(['Men', 'Women', 'Kids']);
    const men = screen.getByRole('list', { name: 'Subcategories of Men' });
    expect(
      within(men)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Shirts', 'Shoes']);
  });

  it('Move down sends the new rank under the same parent and shows it at once', async () => {
    const { calls } = setUp((call) =>
      call.method === 'POST' ? json({ product_category: category('men', 1, null) }) : never(),
    );
    await chooseMove('Men', 'Move down');
    await waitFor(() => expect(topLevel()).toEqual(['Women', 'Men', 'Kids']));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('http://api.test/admin/product-categories/men');
    expect(post.body).toEqual({ parent_category_id: null, rank: 1 });
  });

  it('Move into the category above nests it as that category’s last child', async () => {
    const { calls } = setUp((call) =>
      call.method === 'POST' ? json({ product_category: category('kids', 0, 'women') }) : never(),
    );
    await chooseMove('Kids', 'Move into Women');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      parent_category_id: 'women',
      rank: 0,
    });
    expect(
      within(await screen.findByRole('list', { name: 'Subcategories of Women' })).getByRole('link'),
    ).toHaveTextContent('Kids');
  });

  it('puts the tree back when the server refuses the move', async () => {
    let answerMove!: (response: Response) => void;
    setUp((call) =>
      // The read after the failure never answers: only the rollback can restore the order.
      call.method === 'POST' ? new Promise<Response>((resolve) => (answerMove = resolve)) : never(),
    );
    const men = () =>
      within(screen.getByRole('list', { name: 'Subcategories of Men' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await chooseMove('Shoes', 'Move up');
    await waitFor(() => expect(men()).toEqual(['Shoes', 'Shirts']));
    await act(async () =>
      answerMove(json({ type: 'invalid_data', message: 'parent_category_id: no' }, 400)),
    );
    await waitFor(() => expect(men()).toEqual(['Shirts', 'Shoes']));
  });
});
