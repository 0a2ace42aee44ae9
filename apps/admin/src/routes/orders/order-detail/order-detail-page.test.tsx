import '@/test/i18n';
import type { Order } from '@storedesk/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRoute } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { orderFixture } from '../common/order-fixtures';
import { OrderDetailPage } from './order-detail-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

/** The order after its payment was captured in full. */
const CAPTURED = orderFixture({
  payment_status: 'captured',
  payments: [
    {
      ...orderFixture().payments[0]!,
      amount_captured: 6990,
      captured_at: '2030-03-01T11:00:00.000Z',
    },
  ],
  refundable_captured: 6990,
});

function orderApi(order: Order, routes: Record<string, FakeRoute> = {}): FakeApi {
  return createFakeApi({
    'GET /admin/orders/order_1': { body: { order } },
    'GET /admin/orders/order_1/timeline': {
      body: {
        events: [
          {
            id: 'oev_1',
            kind: 'placed',
            created_at: '2030-03-01T10:00:00.000Z',
            data: { total: 6990 },
            actor: null,
          },
          {
            id: 'note_1',
            kind: 'note',
            created_at: '2030-03-01T12:00:00.000Z',
            data: { note_id: 'note_1', value: 'Gift wrap, please' },
            actor: { id: 'usr_1', email: 'ada@example.com', first_name: 'Ada', last_name: null },
          },
        ],
      },
    },
    'GET /admin/notifications': {
      body: {
        notifications: [
          {
            id: 'noti_1',
            event_name: 'order.placed',
            resource_type: 'order',
            resource_id: 'order_1',
            customer_id: 'cus_1',
            to: 'ada@example.com',
            data: {},
            parent_id: null,
            provider_id: 'mail',
            status: 'sent',
            attempts: 1,
            last_error: null,
            sent_at: '2030-03-01T10:00:05.000Z',
            created_at: '2030-03-01T10:00:00.000Z',
            updated_at: '2030-03-01T10:00:05.000Z',
            resends: [],
          },
        ],
        count: 1,
        offset: 0,
        limit: 50,
      },
    },
    'GET /admin/store': { body: { store: testStore({ default_location_id: 'sloc_2' }) } },
    'GET /admin/stock-locations': {
      body: {
        stock_locations: [
          { id: 'sloc_1', name: 'Shop floor' },
          { id: 'sloc_2', name: 'Warehouse' },
        ],
        count: 2,
        offset: 0,
        limit: 200,
      },
    },
    ...routes,
  });
}

function renderOrder(api: FakeApi) {
  const router = createMemoryRouter(
    [
      {
        path: '/a/orders/:id',
        Component: OrderDetailPage,
        children: [{ path: 'edit', element: <p>edit form</p> }],
      },
    ],
    { initialEntries: ['/a/orders/order_1'] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

/** The first read can be slow on a busy machine. */
const LOADED = { timeout: 10_000 };

const refused = (message: string): FakeRoute => ({
  status: 400,
  body: { type: 'invalid_data', message },
});

describe('OrderDetailPage', { timeout: 30_000 }, () => {
  it('shows the summary, lines, totals, timeline and mail of the order', async () => {
    renderOrder(orderApi(orderFixture()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #1042' }, LOADED),
    ).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Summary' });
    for (const text of ['Open', 'Awaiting capture', 'Not fulfilled', 'Ada Lovelace', 'Web shop'])
      expect(within(summary).getByText(text)).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getAllByTestId('order-line')[0]).toHaveTextContent(
      'Fulfilled 0 of 2 · shipped 0',
    );
    expect(within(items).getByText('Total').nextSibling).toHaveTextContent('$69.90');
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Gift wrap, please')).toBeInTheDocument();
    expect(within(timeline).getByText('Order placed: $69.90')).toBeInTheDocument();
    const mail = screen.getByRole('region', { name: 'Emails' });
    expect(await within(mail).findByText('Order confirmation')).toBeInTheDocument();
    // Nothing captured yet: capture is offered, refund is not.
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('button', { name: 'Capture' })).toBeInTheDocument();
    expect(within(payment).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('refund dialog: checks the amount, sends minor units, shows the server’s refusal on the field', async () => {
    const api = orderApi(CAPTURED, {
      'POST /admin/orders/order_1/refund': refused('amount: at most 69.90 can be refunded'),
    });
    renderOrder(api);
    const user = userEvent.setup();
    const payment = await screen.findByRole('region', { name: 'Payment' }, LOADED);
    await user.click(within(payment).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    const submit = within(dialog).getByRole('button', { name: 'Refund' });

    await user.click(submit);
    expect(await within(dialog).findByText('Enter the amount to refund.')).toBeInTheDocument();
    await user.type(amount, '70');
    await user.click(submit);
    expect(
      await within(dialog).findByText('At most $69.90 can be refunded.', {
        selector: 'p.text-red-700',
      }),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(submit);
    expect(await within(dialog).findByText('Enter an amount such as 12.50.')).toBeInTheDocument();
    expect(api.calls('POST /admin/orders/order_1/refund')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '12,50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Return');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Late delivery');
    await user.click(within(dialog).getByRole('checkbox', { name: /Email the customer/ }));
    await user.click(submit);
    await waitFor(() => expect(api.calls('POST /admin/orders/order_1/refund')).toHaveLength(1));
    expect(api.calls('POST /admin/orders/order_1/refund')[0]!.body).toEqual({
      amount: 1250,
      reason: 'return',
      note: 'Late delivery',
      no_notification: true,
    });
    // The refusal names the amount: it shows under that field, not above the form.
    expect(
      await within(dialog).findByText('amount: at most 69.90 can be refunded'),
    ).toHaveAttribute('id', `${amount.id}-error`);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fulfilment dialog: ships from the default location, sends the quantities, places refusals', async () => {
    const api = orderApi(CAPTURED, {
      'POST /admin/orders/order_1/fulfillment': refused('items[0].quantity: only 1 in stock'),
    });
    renderOrder(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Fulfilment' }, LOADED);
    await user.click(within(section).getByRole('button', { name: 'Create fulfilment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a fulfilment' });
    const location = within(dialog).getByRole('combobox', { name: /Ship from/ });
    await waitFor(() => expect(location).toHaveValue('sloc_2'));
    const shirt = within(dialog).getByRole('spinbutton', { name: 'Quantity of Linen shirt' });
    const mug = within(dialog).getByRole('spinbutton', { name: 'Quantity of Stoneware mug' });
    expect(shirt).toHaveValue(2);
    expect(mug).toHaveValue(1);
    expect(within(dialog).getByText('Left to fulfil: 2 of 2')).toBeInTheDocument();

    await user.clear(shirt);
    await user.type(shirt, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create fulfilment' }));
    expect(
      await within(dialog).findByText('Enter a whole number from 0 to 2.'),
    ).toBeInTheDocument();
    await user.clear(shirt);
    await user.type(shirt, '0');
    await user.clear(mug);
    await user.type(mug, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create fulfilment' }));
    expect(
      await within(dialog).findByText('Choose at least one item to fulfil.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /admin/orders/order_1/fulfillment')).toHaveLength(0);

    await user.clear(mug);
    await user.type(mug, '1');
    await user.selectOptions(location, 'Shop floor');
    await user.click(within(dialog).getByRole('button', { name: 'Create fulfilment' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/orders/order_1/fulfillment')).toHaveLength(1),
    );
    expect(api.calls('POST /admin/orders/order_1/fulfillment')[0]!.body).toEqual({
      items: [{ item_id: 'item_2', quantity: 1 }],
      location_id: 'sloc_1',
    });
    // items[0] is the first line sent, the mug: the refusal shows under it.
    expect(await within(dialog).findByText('items[0].quantity: only 1 in stock')).toHaveAttribute(
      'id',
      `${mug.id}-error`,
    );
  });
});
