import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRequest } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { claimFixture, listedClaimFixture, replaceClaimFixture } from '../common/claim-fixtures';
import { ClaimListPage } from './claim-list-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const LIST = 'GET /admin/claims';
/** A faulty shirt refunded: 20.00 back. */
const REFUNDED = listedClaimFixture();
/** A broken mug replaced, not sent yet, in an order paid in yen. */
const TO_SEND = listedClaimFixture(replaceClaimFixture({ order_id: 'order_2' }), {
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
/** A refund the payment provider refused, in yen. */
const REFUSED = listedClaimFixture(
  claimFixture({
    id: 'claim_3',
    order_id: 'order_3',
    payment_status: 'not_refunded',
    refund_amount: 125000,
    created_at: '2030-03-09T09:00:00.000Z',
  }),
  {
    order: {
      id: 'order_3',
      display_id: 1044,
      email: 'linus@example.com',
      currency_code: 'jpy',
      status: 'pending',
      fulfillment_status: 'shipped',
      payment_status: 'captured',
    },
  },
);

function claimsApi(): FakeApi {
  return createFakeApi({
    [LIST]: (request: FakeRequest) => {
      const q = request.query.get('q');
      const type = request.query.get('type');
      const payment = request.query.get('payment_status');
      const fulfillment = request.query.get('fulfillment_status');
      const rows = [REFUSED, TO_SEND, REFUNDED].filter(
        (entry) =>
          (!q || `#${entry.order!.display_id} ${entry.order!.email}`.includes(q)) &&
          (!type || entry.type === type) &&
          (!payment || entry.payment_status === payment) &&
          (!fulfillment || entry.fulfillment_status === fulfillment),
      );
      return { body: { claims: rows, count: rows.length, offset: 0, limit: 20 } };
    },
    'GET /admin/views': { body: { views: [] } },
  });
}

function renderList(api: FakeApi, url = '/a/claims') {
  const router = createMemoryRouter(
    [
      { path: '/a/claims', Component: ClaimListPage },
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

describe('ClaimListPage', { timeout: 20_000 }, () => {
  it('shows each claim with its order and id, customer, type, items, refund in the order’s currency, the status that applies and date', async () => {
    const api = claimsApi();
    renderList(api);
    const table = await screen.findByRole('table', { name: 'Claims' }, LOADED);
    expect(lastList(api).query.get('limit')).toBe('20');
    expect(lastList(api).query.has('type')).toBe(false);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Order', 'Customer', 'Type', 'Items', 'Refund', 'Status', 'Created']);

    const refunded = within(table).getByRole('row', { name: /#1042/ });
    for (const text of [
      'claim_1',
      'ada@example.com',
      'Refund',
      'Claimed: 1',
      '$20.00',
      'Refunded',
      'Mar 7, 2030',
    ])
      expect(within(refunded).getByText(text)).toBeInTheDocument();
    // A refund sends nothing: its status is its money's, and it has no replacements line.
    expect(within(refunded).queryByText('Not fulfilled')).toBeNull();
    expect(within(refunded).queryByText(/Replacements/)).toBeNull();
    expect(within(refunded).getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/a/orders/order_1',
    );

    // A replacement refunds nothing: its status is its parcels', and it says how many go out.
    const toSend = within(table).getByRole('row', { name: /#1043/ });
    for (const text of ['Replacement', 'Claimed: 1', 'Replacements: 1', 'Not fulfilled'])
      expect(within(toSend).getByText(text)).toBeInTheDocument();
    expect(within(toSend).queryByText('No refund due')).toBeNull();
    expect(within(toSend).getByTitle('Does not apply to this claim')).toHaveTextContent('—');

    const refused = within(table).getByRole('row', { name: /#1044/ });
    for (const text of ['¥125,000', 'Not refunded'])
      expect(within(refused).getByText(text)).toBeInTheDocument();
  });

  it('filters by type and payment status and searches by email, all kept in the URL', async () => {
    const api = claimsApi();
    const router = renderList(api);
    const table = await screen.findByRole('table', { name: 'Claims' }, LOADED);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('radio', { name: 'Replacement' }));
    await waitFor(() => expect(params(router).getAll('type')).toEqual(['replace']));
    await waitFor(() => expect(lastList(api).query.get('type')).toBe('replace'));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(1));
    expect(screen.getByText('Type: Replacement')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Any type' }));
    await waitFor(() => expect(params(router).has('type')).toBe(false));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Payment' }));
    await user.click(screen.getByRole('radio', { name: 'Not refunded' }));
    await waitFor(() => expect(params(router).getAll('payment_status')).toEqual(['not_refunded']));
    await waitFor(() => expect(lastList(api).query.get('payment_status')).toBe('not_refunded'));
    await user.keyboard('{Escape}');
    await user.click(
      await screen.findByRole('button', { name: 'Remove filter Payment: Not refunded' }),
    );
    await waitFor(() => expect(params(router).has('payment_status')).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Fulfilment' }));
    await user.click(screen.getByRole('radio', { name: 'Shipped' }));
    await waitFor(() => expect(lastList(api).query.get('fulfillment_status')).toBe('shipped'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(params(router).has('fulfillment_status')).toBe(false));

    await user.type(screen.getByRole('searchbox', { name: 'Search claims' }), 'grace@');
    await waitFor(() => expect(params(router).get('q')).toBe('grace@'));
    await waitFor(() => expect(lastList(api).query.get('q')).toBe('grace@'));
    const found = await screen.findByRole('table', { name: 'Claims' });
    await waitFor(() => expect(within(found).getAllByRole('link')).toHaveLength(1));
    await user.click(within(found).getByText('grace@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/orders/order_2'));
  });

  it('says so when the store has no claims yet', async () => {
    const api = createFakeApi({
      [LIST]: { body: { claims: [], count: 0, offset: 0, limit: 20 } },
      'GET /admin/views': { body: { views: [] } },
    });
    renderList(api);
    expect(await screen.findByRole('heading', { name: 'No claims yet' }, LOADED)).toBeVisible();
  });

  it('offers to reset when the search and filters match nothing', async () => {
    const api = claimsApi();
    const router = renderList(api, '/a/claims?q=nobody&type=refund');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No claims match this search and these filters' },
        LOADED,
      ),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
