import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRequest } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { orderFixture } from '../common/order-fixtures';
import { OrderListPage } from './order-list-page';
import { LIST_FIELDS } from './order-list-query';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const LIST = 'GET /admin/orders';
const FIRST = orderFixture();
const SECOND = orderFixture({
  id: 'order_2',
  display_id: 1043,
  email: 'grace@example.com',
  customer: { id: 'cus_2', email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' },
  payment_status: 'captured',
  fulfillment_status: 'shipped',
  total: 1250,
});

function ordersApi(): FakeApi {
  return createFakeApi({
    [LIST]: (request: FakeRequest) => {
      const q = request.query.get('q');
      const rows = [FIRST, SECOND].filter(
        (order) => !q || `#${order.display_id} ${order.email}`.includes(q),
      );
      return { body: { orders: rows, count: rows.length, offset: 0, limit: 20 } };
    },
    'GET /admin/views': { body: { views: [] } },
    'GET /admin/regions': {
      body: { regions: [{ id: 'reg_1', name: 'United States' }], count: 1, offset: 0, limit: 200 },
    },
    'POST /admin/batch-jobs': { body: { batch_job: { id: 'batch_1', type: 'order-export' } } },
  });
}

function renderList(api: FakeApi, url = '/a/orders') {
  const router = createMemoryRouter(
    [
      { path: '/a/orders', Component: OrderListPage },
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

describe('OrderListPage: filters in the URL', { timeout: 20_000 }, () => {
  it('sends the URL’s filters, shows the orders with their badges, and writes changes back', async () => {
    const api = ordersApi();
    const router = renderList(
      api,
      '/a/orders?status=pending&payment_status=awaiting&region=reg_1&created_from=2030-03-01&order=-total',
    );
    const table = await screen.findByRole('table', { name: 'Orders' }, LOADED);
    const sent = lastList(api).query;
    expect(sent.getAll('status[]')).toEqual(['pending']);
    expect(sent.getAll('payment_status[]')).toEqual(['awaiting']);
    expect(sent.getAll('region_id[]')).toEqual(['reg_1']);
    expect(sent.get('created_at[gte]')).toBe(new Date('2030-03-01T00:00:00').toISOString());
    expect(sent.get('order')).toBe('-total');
    expect(sent.get('limit')).toBe('20');
    // Only what the table shows, not every order in full.
    expect(sent.get('fields')).toBe(LIST_FIELDS);
    expect(sent.get('expand')).toBe('customer,shipping_address,sales_channel');

    const first = within(table).getByRole('row', { name: /#1042/ });
    expect(within(first).getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/a/orders/order_1',
    );
    for (const text of [
      'Ada Lovelace',
      'ada@example.com',
      'Awaiting capture',
      'Not fulfilled',
      '$69.90',
      'Web shop',
    ])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /#1043/ })).toHaveTextContent('Shipped');
    expect(await screen.findByText('Region: United States')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fulfilment' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shipped' }));
    await waitFor(() => expect(params(router).getAll('fulfillment_status')).toEqual(['shipped']));
    await waitFor(() =>
      expect(lastList(api).query.getAll('fulfillment_status[]')).toEqual(['shipped']),
    );

    await user.click(screen.getByRole('button', { name: 'Remove filter Region: United States' }));
    await waitFor(() => expect(params(router).has('region')).toBe(false));
    expect(router.state.location.search).toBe(
      '?status=pending&payment_status=awaiting&fulfillment_status=shipped&created_from=2030-03-01&order=-total',
    );
  });

  it('exports the orders the filters select as an order-export batch job', async () => {
    const api = ordersApi();
    renderList(api, '/a/orders?q=grace&payment_status=captured&channel=sc_1');
    await screen.findByRole('table', { name: 'Orders' }, LOADED);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.calls('POST /admin/batch-jobs')).toHaveLength(1));
    expect(api.calls('POST /admin/batch-jobs')[0]!.body).toEqual({
      type: 'order-export',
      context: {
        filterable_fields: {
          q: 'grace',
          payment_status: ['captured'],
          sales_channel_id: ['sc_1'],
        },
      },
    });
  });
});

describe('OrderListPage: search and rows', { timeout: 20_000 }, () => {
  it('searches by order number once typing stops, keeps it in the URL, and opens a row', async () => {
    const api = ordersApi();
    const router = renderList(api);
    const table = await screen.findByRole('table', { name: 'Orders' }, LOADED);
    expect(within(table).getAllByRole('link')).toHaveLength(2);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '#1043');
    await waitFor(() => expect(params(router).get('q')).toBe('#1043'));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(1));
    expect(
      api
        .calls(LIST)
        .filter((call) => call.query.has('q'))
        .map((call) => call.query.get('q')),
    ).toEqual(['#1043']);

    await user.click(within(table).getByText('grace@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/orders/order_2'));
  });

  it('the columns menu adds the email column (hidden at first) and drops another', async () => {
    renderList(ordersApi());
    const table = await screen.findByRole('table', { name: 'Orders' }, LOADED);
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(headers()).not.toContain('Email');
    expect(headers()).toContain('Sales channel');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sales channel' }));
    await waitFor(() => expect(headers()).toContain('Email'));
    expect(headers()).not.toContain('Sales channel');
    expect(JSON.parse(window.localStorage.getItem('storedesk.columns.orders')!)).toMatchObject({
      email: true,
      sales_channel: false,
    });
  });

  it('says so when the store has no orders yet', async () => {
    const api = createFakeApi({
      [LIST]: { body: { orders: [], count: 0, offset: 0, limit: 20 } },
      'GET /admin/views': { body: { views: [] } },
    });
    renderList(api);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });
});
