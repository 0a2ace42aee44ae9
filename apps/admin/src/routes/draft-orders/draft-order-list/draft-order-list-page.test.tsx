import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRequest } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { draftFixture } from '../common/draft-fixtures';
import { DraftOrderListPage } from './draft-order-list-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const LIST = 'GET /admin/draft-orders';

/** A list row as the server answers it: the cart's total and currency, no lines. */
const row = (overrides: Parameters<typeof draftFixture>[0] = {}) => {
  const draft = draftFixture(overrides);
  return {
    ...draft,
    cart: {
      id: draft.cart.id,
      email: draft.cart.email,
      customer_id: draft.cart.customer_id,
      region_id: draft.cart.region_id,
      items_count: 2,
      total: draft.cart.total,
      currency_code: 'usd',
    },
  };
};
const OPEN = row();
const DONE = row({
  id: 'dorder_2',
  display_id: 8,
  status: 'completed',
  order_id: 'order_9',
  completed_at: '2030-03-02T10:00:00.000Z',
  cart: { ...draftFixture().cart, email: 'grace@example.com', total: 1250 },
});

function draftsApi(rows = [OPEN, DONE]): FakeApi {
  return createFakeApi({
    [LIST]: (request: FakeRequest) => {
      const q = request.query.get('q');
      const found = rows.filter(
        (draft) => !q || `#${draft.display_id} ${draft.cart.email}`.includes(q),
      );
      return { body: { draft_orders: found, count: found.length, offset: 0, limit: 20 } };
    },
  });
}

function renderList(api: FakeApi, url = '/a/draft-orders') {
  const router = createMemoryRouter(
    [
      {
        path: '/a/draft-orders',
        Component: DraftOrderListPage,
        children: [{ path: 'new', element: <p>the wizard</p> }],
      },
      { path: '/a/draft-orders/:id', element: <p>draft page</p> },
      { path: '/a/orders/:id', element: <p>order page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const LOADED = { timeout: 10_000 };

describe('DraftOrderListPage', { timeout: 20_000 }, () => {
  it('shows each draft’s number, email, date, total and status; a completed one links to its order', async () => {
    const api = draftsApi();
    const router = renderList(api);
    const table = await screen.findByRole('table', { name: 'Draft orders' }, LOADED);
    expect(api.calls(LIST)[0]!.query.get('limit')).toBe('20');

    const open = within(table).getByRole('row', { name: /Draft #7/ });
    expect(within(open).getByRole('link', { name: 'Draft #7' })).toHaveAttribute(
      'href',
      '/a/draft-orders/dorder_1',
    );
    for (const text of ['ada@example.com', '$60.50', 'Open', 'Mar 1, 2030'])
      expect(within(open).getByText(text)).toBeInTheDocument();

    const done = within(table).getByRole('row', { name: /Draft #8/ });
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('$12.50')).toBeInTheDocument();
    await userEvent.setup().click(within(done).getByRole('link', { name: 'View order' }));
    expect(router.state.location.pathname).toBe('/a/orders/order_9');
  });

  it('searches by number or email through the URL', async () => {
    const api = draftsApi();
    const router = renderList(api);
    await screen.findByRole('table', { name: 'Draft orders' }, LOADED);
    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Search draft orders' }), 'grace');
    await waitFor(() => expect(router.state.location.search).toBe('?q=grace'));
    await waitFor(() => expect(api.calls(LIST).at(-1)!.query.get('q')).toBe('grace'));
    const table = screen.getByRole('table', { name: 'Draft orders' });
    await waitFor(() => expect(within(table).queryByText('ada@example.com')).toBeNull());
    expect(within(table).getByText('grace@example.com')).toBeInTheDocument();
  });

  it('offers to create the first draft when there are none', async () => {
    const router = renderList(draftsApi([]));
    expect(
      await screen.findByRole('heading', { name: 'No draft orders yet' }, LOADED),
    ).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'Create draft order' });
    expect(links).toHaveLength(2);
    await userEvent.setup().click(links[1]!);
    expect(router.state.location.pathname).toBe('/a/draft-orders/new');
  });
});
