import '@/test/i18n';
import type { Product } from '@storedesk/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createFakeApi, type FakeApi, type FakeRequest } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { ProductListPage } from './product-list-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

const LIST = 'GET /admin/products';

function product(id: string, title: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    deleted_at: null,
    title,
    subtitle: null,
    description: null,
    handle: id,
    is_giftcard: false,
    status: 'draft',
    thumbnail: null,
    weight: null,
    length: null,
    height: null,
    width: null,
    hs_code: null,
    origin_country: null,
    mid_code: null,
    material: null,
    collection_id: null,
    type_id: null,
    discountable: true,
    external_id: null,
    metadata: null,
    collection: null,
    variants: [],
    sales_channels: [],
    ...overrides,
  };
}

const SHIRT = product('prod_1', 'Linen shirt', {
  status: 'published',
  collection: {
    id: 'pcol_1',
    title: 'Summer',
    handle: 'summer',
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    deleted_at: null,
    metadata: null,
  } as Product['collection'],
  variants: [{ inventory_quantity: 3 }, { inventory_quantity: 4 }] as Product['variants'],
  sales_channels: [{ id: 'sc_1', name: 'Web shop' }] as Product['sales_channels'],
});
const MUG = product('prod_2', 'Stoneware mug');
const CAP = product('prod_3', 'Cap');

function productsApi(products: () => Product[]): FakeApi {
  return createFakeApi({
    [LIST]: (request: FakeRequest) => {
      const q = request.query.get('q');
      const rows = products().filter(
        (row) => !q || row.title.toLowerCase().includes(q.toLowerCase()),
      );
      return { body: { products: rows, count: rows.length, offset: 0, limit: 20 } };
    },
    'GET /admin/views': { body: { views: [] } },
    'GET /admin/collections': {
      body: {
        collections: [{ id: 'pcol_1', title: 'Summer', handle: 'summer', products: [] }],
        count: 1,
        offset: 0,
        limit: 200,
      },
    },
  });
}

function renderList(api: FakeApi, url = '/a/products') {
  const router = createMemoryRouter(
    [
      {
        path: '/a/products',
        Component: ProductListPage,
        children: [{ path: 'new', element: <p>create form</p> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const lastList = (api: FakeApi) => api.calls(LIST).at(-1)!;

describe('ProductListPage: filters in the URL', { timeout: 20_000 }, () => {
  it('sends the filters, sort and page of the URL, and writes filter changes back to it', async () => {
    const api = productsApi(() => [SHIRT]);
    const router = renderList(
      api,
      '/a/products?status=published&collection=pcol_1&order=title&limit=50&page=2',
    );
    // Page 2 of one result is past the end: it settles on page 1, keeping the rest.
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    await waitFor(() => expect(lastList(api).query.get('offset')).toBe('0'));
    const sent = lastList(api).query;
    expect(sent.getAll('status[]')).toEqual(['published']);
    expect(sent.getAll('collection_id[]')).toEqual(['pcol_1']);
    expect(sent.get('order')).toBe('title');
    expect(sent.get('limit')).toBe('50');
    expect(api.calls(LIST).some((call) => call.query.get('offset') === '50')).toBe(true);

    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/a/products/prod_1',
    );
    expect(within(table).getByText('7 in stock across 2 variants')).toBeInTheDocument();
    expect(within(table).getByText('Summer')).toBeInTheDocument();
    expect(within(table).getByText('Web shop')).toBeInTheDocument();
    // The chip names the collection once its list is read.
    expect(await screen.findByText('Collection: Summer')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Status (1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).getAll('status')).toEqual([
        'published',
        'draft',
      ]),
    );
    await waitFor(() =>
      expect(lastList(api).query.getAll('status[]')).toEqual(['published', 'draft']),
    );

    await user.click(screen.getByRole('button', { name: 'Remove filter Collection: Summer' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('collection'));
    expect(router.state.location.search).toBe(
      '?status=published&status=draft&order=title&limit=50',
    );
  });

  it('says how to start when the store has no products yet', async () => {
    const empty = productsApi(() => []);
    renderList(empty);
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute(
      'href',
      '/a/products/new',
    );
  });

  it('shows a distinct no-results state whose reset clears search and filters', async () => {
    const api = productsApi(() => []);
    const router = renderList(api, '/a/products?status=rejected&q=zzz&order=title');
    expect(
      await screen.findByRole('heading', {
        name: 'No products match this search and these filters',
      }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=title'));
  });
});

describe('ProductListPage: search', { timeout: 20_000 }, () => {
  it('searches 300 ms after typing stops, once, and keeps the text in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const api = productsApi(() => [SHIRT, MUG]);
    const router = renderList(api);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.calls(LIST)).toHaveLength(1);
    const box = screen.getByRole('searchbox', { name: 'Search products' });

    for (const text of ['m', 'mu', 'mug']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(190));
    expect(api.calls(LIST).filter((call) => call.query.has('q'))).toHaveLength(0);
    expect(router.state.location.search).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(20));
    const searches = api.calls(LIST).filter((call) => call.query.has('q'));
    expect(searches.map((call) => call.query.get('q'))).toEqual(['mug']);
    expect(router.state.location.search).toBe('?q=mug');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('link', { name: 'Linen shirt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stoneware mug' })).toBeInTheDocument();
    expect(box).toHaveValue('mug');
  });
});

describe('ProductListPage: search then click', { timeout: 20_000 }, () => {
  it('drops a pending search when the reset is clicked while typing, so the reset holds', async () => {
    // No draft matches; without the filter the store has a product.
    let rows: Product[] = [];
    const api = productsApi(() => rows);
    const router = renderList(api, '/a/products?status=draft');
    const reset = await screen.findByRole('button', { name: 'Reset search and filters' });
    const box = screen.getByRole('searchbox', { name: 'Search products' });

    // Typing, then at once (well within the 300 ms pause) clicking the reset.
    fireEvent.change(box, { target: { value: 'abc' } });
    rows = [SHIRT];
    fireEvent.click(reset);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe('');
    expect(api.calls(LIST).some((call) => call.query.has('q'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });
});

describe('ProductListPage: bulk delete', { timeout: 20_000 }, () => {
  it('asks before deleting the selected products; Cancel deletes nothing, Delete removes them', async () => {
    let rows = [SHIRT, MUG, CAP];
    const api = productsApi(() => rows);
    for (const id of ['prod_1', 'prod_2', 'prod_3']) {
      api.route(`DELETE /admin/products/${id}`, () => {
        rows = rows.filter((row) => row.id !== id);
        return { body: { id, object: 'product', deleted: true } };
      });
    }
    renderList(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Linen shirt' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cap' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selected products' });
    expect(within(bar).getByText('2 products selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete 2 products?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete 2 products?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.requests
        .filter((request) => request.method === 'DELETE')
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/admin/products/prod_1', '/admin/products/prod_3']);
    expect(toast.success).toHaveBeenCalledWith('2 products deleted', expect.anything());
    // The list refreshed: only the mug is left, and nothing is selected.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Linen shirt' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Stoneware mug' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Actions on the selected products' })).toBeNull();
  });
});
