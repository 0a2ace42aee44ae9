import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRequest } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { listedReturnFixture, returnFixture } from '../common/return-fixtures';
import { ReturnListPage } from './return-list-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const LIST = 'GET /admin/returns';
const REQUESTED = listedReturnFixture();
const RECEIVED = listedReturnFixture({
  id: 'ret_2',
  status: 'received',
  order_id: 'order_2',
  refund_amount: 125000,
  created_at: '2030-03-06T09:00:00.000Z',
  items: [
    { ...returnFixture().items[0]!, return_id: 'ret_2', quantity: 2 },
    { ...returnFixture().items[0]!, return_id: 'ret_2', item_id: 'item_2', quantity: 1 },
  ],
  order: {
    id: 'order_2',
    display_id: 1043,
    email: 'grace@example.com',
    currency_code: 'jpy',
    status: 'completed',
    fulfillment_status: 'returned',
    payment_status: 'refunded',
  },
});

function returnsApi(): FakeApi {
  return createFakeApi({
    [LIST]: (request: FakeRequest) => {
      const q = request.query.get('q');
      const status = request.query.get('status');
      const rows = [RECEIVED, REQUESTED].filter(
        (entry) =>
          (!q || `#${entry.order!.display_id} ${entry.order!.email}`.includes(q)) &&
          (!status || entry.status === status),
      );
      return { body: { returns: rows, count: rows.length, offset: 0, limit: 20 } };
    },
    'GET /admin/views': { body: { views: [] } },
  });
}

function renderList(api: FakeApi, url = '/a/returns') {
  const router = createMemoryRouter(
    [
      { path: '/a/returns', Component: ReturnListPage },
      { path: '/a/orders/:id', element: <p>order page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

/** The first read can be slow on a busy machine. */
const LOADED = { timeout: 10_000 };
const lastList = (api: FakeApi) => api.calls(LIST).at(-1)!;
const params = (router: ReturnType<typeof renderList>) =>
  new URLSearchParams(router.state.location.search);

describe('ReturnListPage', { timeout: 20_000 }, () => {
  it('shows each return with its order, email, status, items, refund in the order’s currency and date', async () => {
    const api = returnsApi();
    renderList(api);
    const table = await screen.findByRole('table', { name: 'Returns' }, LOADED);
    expect(lastList(api).query.get('limit')).toBe('20');
    expect(lastList(api).query.has('status')).toBe(false);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Return',
      'Order',
      'Customer email',
      'Status',
      'Items',
      'Refund',
      'Created',
    ]);
    const received = within(table).getByRole('row', { name: /#1043/ });
    for (const text of ['ret_2', 'grace@example.com', 'Received', '3 items', '¥125,000'])
      expect(within(received).getByText(text)).toBeInTheDocument();
    expect(within(received).getByRole('link', { name: '#1043' })).toHaveAttribute(
      'href',
      '/a/orders/order_2',
    );
    const requested = within(table).getByRole('row', { name: /#1042/ });
    for (const text of ['Requested', '1 item', '$20.00', 'Mar 5, 2030'])
      expect(within(requested).getByText(text)).toBeInTheDocument();
  });

  it('filters by one status and searches by order number, both kept in the URL', async () => {
    const api = returnsApi();
    const router = renderList(api);
    const table = await screen.findByRole('table', { name: 'Returns' }, LOADED);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(screen.getByRole('radio', { name: 'Received' }));
    await waitFor(() => expect(params(router).getAll('status')).toEqual(['received']));
    await waitFor(() => expect(lastList(api).query.get('status')).toBe('received'));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(1));
    expect(screen.getByText('Status: Received')).toBeInTheDocument();
    // Another status replaces it: the server filters by one.
    await user.click(screen.getByRole('radio', { name: 'Canceled' }));
    await waitFor(() => expect(params(router).getAll('status')).toEqual(['canceled']));
    await user.click(screen.getByRole('radio', { name: 'Any status' }));
    await waitFor(() => expect(params(router).has('status')).toBe(false));

    await user.type(screen.getByRole('searchbox', { name: 'Search returns' }), '#1042');
    await waitFor(() => expect(params(router).get('q')).toBe('#1042'));
    await waitFor(() => expect(lastList(api).query.get('q')).toBe('#1042'));
    const found = await screen.findByRole('table', { name: 'Returns' });
    await waitFor(() => expect(within(found).getAllByRole('link')).toHaveLength(1));
    await user.click(within(found).getByText('ada@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/orders/order_1'));
  });

  it('says so when the store has no returns yet', async () => {
    const api = createFakeApi({
      [LIST]: { body: { returns: [], count: 0, offset: 0, limit: 20 } },
      'GET /admin/views': { body: { views: [] } },
    });
    renderList(api);
    expect(await screen.findByRole('heading', { name: 'No returns yet' }, LOADED)).toBeVisible();
  });

  it('offers to reset when the search and status match nothing', async () => {
    const api = returnsApi();
    const router = renderList(api, '/a/returns?q=nobody&status=canceled');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No returns match this search and status' },
        LOADED,
      ),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
