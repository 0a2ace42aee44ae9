import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { collectionFixture, lineFixture, orderEditFixture } from '../common/order-edit-fixtures';
import { OrderEditListPage } from './order-edit-list-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const LIST = 'GET /admin/order-edits';
const change = (id: string, type: string) => ({
  id,
  type,
  order_edit_id: 'oe_1',
  original_line_item_id: null,
  line_item_id: null,
  original_line_item: type === 'item_add' ? null : lineFixture(),
  line_item: type === 'item_remove' ? null : lineFixture(),
  created_at: '2030-03-07T09:30:00.000Z',
  updated_at: '2030-03-07T09:30:00.000Z',
});
/** Waiting for the customer, who pays 15.00 more (a shirt added, a quantity changed). */
const REQUESTED = orderEditFixture({
  status: 'requested',
  internal_note: 'Third shirt',
  difference_due: 1500,
  changes: [change('oec_1', 'item_add'), change('oec_2', 'item_update')],
  payment_collection: collectionFixture(),
});
/** Confirmed on another order in yen: a line removed. */
const CONFIRMED = orderEditFixture({
  id: 'oe_2',
  order_id: 'order_2',
  status: 'confirmed',
  created_at: '2030-03-08T09:00:00.000Z',
  changes: [change('oec_3', 'item_remove')],
});
/** Being made, gives 5.00 back. */
const DRAFT = orderEditFixture({
  id: 'oe_3',
  order_id: 'order_3',
  difference_due: -500,
  created_at: '2030-03-09T09:00:00.000Z',
});

function editsApi(): FakeApi {
  return createFakeApi({
    [LIST]: (request) => {
      const q = request.query.get('q');
      const rows = [DRAFT, CONFIRMED, REQUESTED].filter(
        (edit) => !q || (edit.internal_note ?? '').includes(q),
      );
      return { body: { order_edits: rows, count: rows.length, offset: 0, limit: 20 } };
    },
    'GET /admin/orders': {
      body: {
        orders: [
          { id: 'order_1', display_id: 1042, currency_code: 'usd', created_at: '2030-03-01' },
          { id: 'order_2', display_id: 1043, currency_code: 'jpy', created_at: '2030-03-01' },
          { id: 'order_3', display_id: 1044, currency_code: 'eur', created_at: '2030-03-01' },
        ],
        count: 3,
        offset: 0,
        limit: 3,
      },
    },
    'GET /admin/views': { body: { views: [] } },
  });
}

function renderList(api: FakeApi, url = '/a/order-edits') {
  const router = createMemoryRouter(
    [
      { path: '/a/order-edits', Component: OrderEditListPage },
      { path: '/a/orders/:id', element: <p>order page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const LOADED = { timeout: 10_000 };

describe('OrderEditListPage', { timeout: 20_000 }, () => {
  it('shows each edit with its order number, status, changes, difference and date', async () => {
    const api = editsApi();
    renderList(api);
    const table = await screen.findByRole('table', { name: 'Order edits' }, LOADED);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order', 'Status', 'Changes', 'Difference', 'Created']);
    // The page's orders are read once, by id, for their numbers and currencies.
    await waitFor(() => expect(api.calls('GET /admin/orders')).toHaveLength(1));
    expect(api.calls('GET /admin/orders')[0]!.query.get('id')).toBe('order_1,order_2,order_3');
    const requested = await within(table).findByRole('row', { name: /#1042/ });
    for (const text of [
      'oe_1',
      'Waiting for customer',
      'Added: 1',
      'Changed: 1',
      'Pays $15.00 more',
      'Mar 7, 2030',
    ])
      expect(within(requested).getByText(text)).toBeInTheDocument();
    expect(within(requested).getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/a/orders/order_1',
    );
    const confirmed = within(table).getByRole('row', { name: /#1043/ });
    for (const text of ['Confirmed', 'Removed: 1', '—'])
      expect(within(confirmed).getByText(text)).toBeInTheDocument();
    const draft = within(table).getByRole('row', { name: /#1044/ });
    for (const text of ['In progress', 'No changes', 'Gets €5.00 back'])
      expect(within(draft).getByText(text)).toBeInTheDocument();
  });

  it('searches the internal notes, kept in the URL, and a row opens its order', async () => {
    const api = editsApi();
    const router = renderList(api);
    await screen.findByRole('table', { name: 'Order edits' }, LOADED);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search order edits' }), 'Third');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Third'),
    );
    await waitFor(() => expect(api.calls(LIST).at(-1)!.query.get('q')).toBe('Third'));
    const table = await screen.findByRole('table', { name: 'Order edits' });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(1));
    await user.click(within(table).getByText('Waiting for customer'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/orders/order_1'));
  });

  it('says so when the store has no order edits yet', async () => {
    const api = createFakeApi({
      [LIST]: { body: { order_edits: [], count: 0, offset: 0, limit: 20 } },
      'GET /admin/views': { body: { views: [] } },
    });
    renderList(api);
    expect(
      await screen.findByRole('heading', { name: 'No order edits yet' }, LOADED),
    ).toBeVisible();
  });
});
