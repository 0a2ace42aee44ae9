import '@/test/i18n';
import type { Dashboard } from '@storedesk/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRequest } from '@/features/testing/fake-api';
import { TEST_USER, testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { HomeDashboardPage } from './home-dashboard-page';
import { addDays, browserTimeZone, todayIn } from './period';

const DASHBOARD = 'GET /admin/dashboard';

/** Figures for whatever period is asked: a week of sales in EUR and some in USD. */
function figures(request: FakeRequest, overrides: Partial<Dashboard> = {}): Dashboard {
  const from = request.query.get('from')!;
  const to = request.query.get('to')!;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return {
    period: { from, to, tz: request.query.get('tz')!, days },
    previous_period: { from: addDays(from, -days), to: addDays(from, -1) },
    has_orders: true,
    current: {
      orders: 12,
      sales: [
        { currency_code: 'eur', amount: 123_450, orders: 10, average_order_value: 12_345 },
        { currency_code: 'usd', amount: 5_000, orders: 2, average_order_value: 2_500 },
      ],
      customers: { total: 9, returning: 3, new: 6 },
    },
    previous: {
      orders: 8,
      sales: [{ currency_code: 'eur', amount: 100_000, orders: 8, average_order_value: 12_300 }],
      customers: { total: 8, returning: 4, new: 4 },
    },
    series: Array.from({ length: days }, (_, index) => ({
      date: addDays(from, index),
      orders: index === 1 ? 3 : 0,
      sales: index === 1 ? [{ currency_code: 'eur', amount: 30_000 }] : [],
    })),
    top_products: [
      {
        product_id: 'prod_1',
        title: 'Linen Shirt',
        thumbnail: null,
        quantity: 7,
        sales: [{ currency_code: 'eur', amount: 70_000 }],
      },
    ],
    needs_action: { to_fulfill: 4, to_capture: 2 },
    ...overrides,
  };
}

function homeApi(overrides: Partial<Dashboard> = {}): FakeApi {
  return createFakeApi({
    'GET /admin/store': { body: { store: testStore() } },
    'GET /admin/auth': { body: { user: TEST_USER } },
    [DASHBOARD]: (request) => ({ body: { dashboard: figures(request, overrides) } }),
  });
}

function renderHome(api: FakeApi, url = '/a') {
  const router = createMemoryRouter([{ path: '/a', Component: HomeDashboardPage }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const lastQuery = (api: FakeApi) => api.calls(DASHBOARD).at(-1)!.query;
const today = () => todayIn(browserTimeZone(), new Date());

describe('HomeDashboardPage', { timeout: 20_000 }, () => {
  it('shows the period’s figures against the period before, in the store’s currency', async () => {
    const api = homeApi();
    renderHome(api);
    const sales = (await screen.findByText('Sales')).closest('li')!;
    expect(within(sales).getByText('€1,234.50')).toBeInTheDocument();
    expect(within(sales).getByText('Also $50.00')).toBeInTheDocument();
    expect(within(sales).getByText('Up 23% on the previous period')).toBeInTheDocument();
    expect(within(sales).getByText('Before: €1,000.00')).toBeInTheDocument();
    const orders = screen.getByText('Orders', { selector: 'p' }).closest('li')!;
    expect(within(orders).getByText('12')).toBeInTheDocument();
    expect(within(orders).getByText('Up 50% on the previous period')).toBeInTheDocument();
    const average = screen.getByText('Average order value').closest('li')!;
    expect(within(average).getByText('€123.45')).toBeInTheDocument();
    expect(within(average).getByText('As in the previous period')).toBeInTheDocument();
    const returning = screen.getByText('Returning customers').closest('li')!;
    expect(within(returning).getByText('of 9 customers, 6 new')).toBeInTheDocument();
    expect(within(returning).getByText('Down 25% on the previous period')).toBeInTheDocument();

    // The last 30 days in the browser's zone, asked once.
    expect(lastQuery(api).get('to')).toBe(today());
    expect(lastQuery(api).get('from')).toBe(addDays(today(), -29));
    expect(lastQuery(api).get('tz')).toBe(browserTimeZone());

    expect(screen.getByRole('link', { name: /Orders to fulfil/ })).toHaveAttribute(
      'href',
      '/a/orders?fulfillment_status=not_fulfilled,partially_fulfilled',
    );
    expect(screen.getByRole('link', { name: /Payments to capture/ })).toHaveAttribute(
      'href',
      '/a/orders?payment_status=awaiting',
    );
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/a/products/prod_1',
    );
    expect(screen.getByText('7 sold')).toBeInTheDocument();

    // The charts arrive on their own, each with a sentence and a table of every day. Their code
    // is a chunk of its own, which a busy test machine may take seconds to load.
    const chart = await screen.findByRole(
      'img',
      { name: /^Sales per day from/ },
      { timeout: 10_000 },
    );
    expect(chart.getAttribute('aria-label')).toContain('€300.00 in all');
    expect(screen.getByRole('img', { name: /^Orders per day from .*: 3 in all/ })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Sales per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    // Another currency sold: the sales chart can show it.
    await userEvent.setup().selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(await screen.findByRole('img', { name: /^Nothing sold from/ })).toBeInTheDocument();
  });

  it('keeps the period in the URL: a preset, or custom days checked before they are asked', async () => {
    const api = homeApi();
    const router = renderHome(api);
    await screen.findByText('Sales');
    const user = userEvent.setup();
    const period = screen.getByRole('group', { name: 'Period' });

    await user.click(within(period).getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=7d'));
    await waitFor(() => expect(lastQuery(api).get('from')).toBe(addDays(today(), -6)));
    expect(within(period).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(period).getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2030-02-10');
    await user.clear(to);
    await user.type(to, '2030-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a first day on or before the last one',
    );
    expect(router.state.location.search).toBe('?period=7d');

    await user.clear(to);
    await user.type(to, '2030-02-28');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2030-02-10&to=2030-02-28'),
    );
    await waitFor(() => expect(lastQuery(api).get('to')).toBe('2030-02-28'));
    // Under the heading and the top products.
    expect(screen.getAllByText('Feb 10, 2030 – Feb 28, 2030')).toHaveLength(2);
  });

  it('opens a custom period from its link, and shows first steps to a store without orders', async () => {
    const api = homeApi({ has_orders: false });
    renderHome(api, '/a?from=2030-01-01&to=2030-01-31');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/a/products',
    );
    expect(screen.queryByText('Sales')).toBeNull();
    expect(lastQuery(api).get('from')).toBe('2030-01-01');
    expect(screen.getByLabelText('From')).toHaveValue('2030-01-01');
    // The store's own card stays.
    expect(screen.getByRole('heading', { name: 'Acme Goods' })).toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${TEST_USER.email}`)).toBeInTheDocument();
  });
});
