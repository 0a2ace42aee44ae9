import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRequest } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { listedSwapFixture, swapFixture } from '../common/swap-fixtures';
import { SwapListPage } from './swap-list-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const LIST = 'GET /admin/swaps';
/** Gives 5.00 back, not settled yet. */
const TO_REFUND = listedSwapFixture();
/** Costs the customer more: waiting for them to pay. */
const WAITING = listedSwapFixture({
  id: 'swap_2',
  order_id: 'order_2',
  payment_status: 'not_paid',
  confirmed_at: null,
  difference_due: null,
  created_at: '2030-03-08T09:00:00.000Z',
  additional_items: [
    { ...swapFixture().additional_items[0]!, id: 'item_new_2', swap_id: 'swap_2', quantity: 2 },
  ],
  order: {
    id: 'order_2',
    display_id: 1043,
    email: 'grace@example.com',
    currency_code: 'jpy',
    status: 'pending',
    fulfillment_status: 'shipped',
    payment_status: 'captured',
  },
});
/** Paid more and shipped. */
const SHIPPED = listedSwapFixture({
  id: 'swap_3',
  order_id: 'order_3',
  payment_status: 'captured',
  fulfillment_status: 'shipped',
  difference_due: 125000,
  created_at: '2030-03-09T09:00:00.000Z',
  order: {
    id: 'order_3',
    display_id: 1044,
    email: 'linus@example.com',
    currency_code: 'jpy',
    status: 'pending',
    fulfillment_status: 'shipped',
    payment_status: 'captured',
  },
});

function swapsApi(): FakeApi {
  return createFakeApi({
    [LIST]: (request: FakeRequest) => {
      const q = request.query.get('q');
      const payment = request.query.get('payment_status');
      const fulfillment = request.query.get('fulfillment_status');
      const rows = [SHIPPED, WAITING, TO_REFUND].filter(
        (entry) =>
          (!q || `#${entry.order!.display_id} ${entry.order!.email}`.includes(q)) &&
          (!payment || entry.payment_status === payment) &&
          (!fulfillment || entry.fulfillment_status === fulfillment),
      );
      return { body: { swaps: rows, count: rows.length, offset: 0, limit: 20 } };
    },
    'GET /admin/views': { body: { views: [] } },
  });
}

function renderList(api: FakeApi, url = '/a/swaps') {
  const router = createMemoryRouter(
    [
      { path: '/a/swaps', Component: SwapListPage },
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

describe('SwapListPage', { timeout: 20_000 }, () => {
  it('shows each exchange with its order and id, email, statuses, items, difference in the order’s currency and date', async () => {
    const api = swapsApi();
    renderList(api);
    const table = await screen.findByRole('table', { name: 'Exchanges' }, LOADED);
    expect(lastList(api).query.get('limit')).toBe('20');
    expect(lastList(api).query.has('payment_status')).toBe(false);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order',
      'Customer email',
      'Status',
      'Items',
      'Difference',
      'Created',
    ]);
    const refund = within(table).getByRole('row', { name: /#1042/ });
    for (const text of [
      'swap_1',
      'ada@example.com',
      'To settle',
      'Not fulfilled',
      'Back: 1',
      'New: 1',
      'Gets $5.00 back',
      'Mar 7, 2030',
    ])
      expect(within(refund).getByText(text)).toBeInTheDocument();
    expect(within(refund).getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/a/orders/order_1',
    );
    const waiting = within(table).getByRole('row', { name: /#1043/ });
    for (const text of ['Not paid', 'New: 2', 'Awaiting payment'])
      expect(within(waiting).getByText(text)).toBeInTheDocument();
    const shipped = within(table).getByRole('row', { name: /#1044/ });
    for (const text of ['Captured', 'Shipped', 'Pays ¥125,000'])
      expect(within(shipped).getByText(text)).toBeInTheDocument();
  });

  it('filters by payment and fulfilment status and searches by email, all kept in the URL', async () => {
    const api = swapsApi();
    const router = renderList(api);
    const table = await screen.findByRole('table', { name: 'Exchanges' }, LOADED);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Payment' }));
    await user.click(screen.getByRole('radio', { name: 'Not paid' }));
    await waitFor(() => expect(params(router).getAll('payment_status')).toEqual(['not_paid']));
    await waitFor(() => expect(lastList(api).query.get('payment_status')).toBe('not_paid'));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(1));
    expect(screen.getByText('Payment: Not paid')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Any payment status' }));
    await waitFor(() => expect(params(router).has('payment_status')).toBe(false));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Fulfilment' }));
    await user.click(screen.getByRole('radio', { name: 'Shipped' }));
    await waitFor(() => expect(params(router).getAll('fulfillment_status')).toEqual(['shipped']));
    await waitFor(() => expect(lastList(api).query.get('fulfillment_status')).toBe('shipped'));
    await user.keyboard('{Escape}');
    await user.click(
      await screen.findByRole('button', { name: 'Remove filter Fulfilment: Shipped' }),
    );
    await waitFor(() => expect(params(router).has('fulfillment_status')).toBe(false));

    await user.type(screen.getByRole('searchbox', { name: 'Search exchanges' }), 'ada@');
    await waitFor(() => expect(params(router).get('q')).toBe('ada@'));
    await waitFor(() => expect(lastList(api).query.get('q')).toBe('ada@'));
    const found = await screen.findByRole('table', { name: 'Exchanges' });
    await waitFor(() => expect(within(found).getAllByRole('link')).toHaveLength(1));
    await user.click(within(found).getByText('ada@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/orders/order_1'));
  });

  it('says so when the store has no exchanges yet', async () => {
    const api = createFakeApi({
      [LIST]: { body: { swaps: [], count: 0, offset: 0, limit: 20 } },
      'GET /admin/views': { body: { views: [] } },
    });
    renderList(api);
    expect(await screen.findByRole('heading', { name: 'No exchanges yet' }, LOADED)).toBeVisible();
  });

  it('offers to reset when the search and filters match nothing', async () => {
    const api = swapsApi();
    const router = renderList(api, '/a/swaps?q=nobody&payment_status=refunded');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No exchanges match this search and these filters' },
        LOADED,
      ),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
