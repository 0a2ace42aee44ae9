import '@/test/i18n';
import type { Order, OrderTimelineEvent } from '@storedesk/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRoute } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { returnFixture } from '@/routes/returns/common/return-fixtures';
import { orderFixture } from '../common/order-fixtures';
import { OrderDetailPage } from './order-detail-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const base = orderFixture();
const item = (id: string) => returnFixture().items.map((entry) => ({ ...entry, item_id: id }))[0]!;

/** Both lines fulfilled and shipped, the payment captured; one shirt came back and was refunded. */
const RECEIVED = returnFixture({
  status: 'received',
  location_id: 'sloc_1',
  received_at: '2030-03-06T10:00:00.000Z',
  items: [{ ...item('item_1'), received_quantity: 1 }],
});
const REQUESTED = returnFixture({
  id: 'ret_2',
  refund_amount: 4500,
  items: [
    { ...item('item_1'), return_id: 'ret_2' },
    {
      ...item('item_2'),
      return_id: 'ret_2',
      reason_id: 'rr_broken',
      reason: { id: 'rr_broken', label: 'Broken' },
      note: 'Chipped rim',
    },
  ],
});

function fulfilledOrder(overrides: Record<string, unknown> = {}): Order {
  return orderFixture({
    payment_status: 'captured',
    fulfillment_status: 'shipped',
    items: base.items.map((line) => ({
      ...line,
      fulfilled_quantity: line.quantity,
      shipped_quantity: line.quantity,
    })),
    payments: [
      { ...base.payments[0]!, amount_captured: 6990, captured_at: '2030-03-01T11:00:00.000Z' },
    ],
    refundable_captured: 6990,
    returns: [],
    ...overrides,
  });
}

const reason = (id: string, label: string, children: unknown[] = []) => ({
  id,
  value: id,
  label,
  description: null,
  parent_return_reason_id: null,
  return_reason_children: children,
});

function orderApi(
  order: Order,
  routes: Record<string, FakeRoute> = {},
  events: OrderTimelineEvent[] = [],
): FakeApi {
  return createFakeApi({
    'GET /admin/orders/order_1': { body: { order } },
    'GET /admin/orders/order_1/timeline': { body: { events } },
    'GET /admin/notifications': { body: { notifications: [], count: 0, offset: 0, limit: 50 } },
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
    'GET /admin/return-reasons': {
      body: {
        return_reasons: [
          reason('rr_size', 'Wrong size'),
          reason('rr_damaged', 'Damaged', [
            { ...reason('rr_box', 'Crushed box'), parent_return_reason_id: 'rr_damaged' },
            { ...reason('rr_broken', 'Broken'), parent_return_reason_id: 'rr_damaged' },
          ]),
        ],
      },
    },
    'GET /admin/shipping-options': {
      body: {
        shipping_options: [{ id: 'so_ret', name: 'Return label', amount: 500 }],
        count: 1,
        offset: 0,
        limit: 200,
      },
    },
    ...routes,
  });
}

function renderOrder(api: FakeApi) {
  const router = createMemoryRouter([{ path: '/a/orders/:id', Component: OrderDetailPage }], {
    initialEntries: ['/a/orders/order_1'],
  });
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
}

/** The first read can be slow on a busy machine. */
const LOADED = { timeout: 10_000 };

const refused = (message: string): FakeRoute => ({
  status: 400,
  body: { type: 'invalid_data', message },
});

describe('order page: returns', { timeout: 30_000 }, () => {
  it('offers no return while nothing fulfilled is left', async () => {
    renderOrder(orderApi(orderFixture()));
    const section = await screen.findByRole('region', { name: 'Returns' }, LOADED);
    expect(within(section).getByRole('button', { name: 'Request return' })).toBeDisabled();
    expect(within(section).getByText('Nothing fulfilled is left to return.')).toBeVisible();
    expect(within(section).getByText('No returns yet.')).toBeVisible();
  });

  it('request dialog: what is left per line, grouped reasons, the refund before sending, refusals in place', async () => {
    const api = orderApi(fulfilledOrder({ returns: [RECEIVED] }), {
      'POST /admin/orders/order_1/return': refused(
        'items[0].quantity: Cannot return more items than have been fulfilled and not yet returned (0 can be returned)',
      ),
    });
    renderOrder(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Returns' }, LOADED);
    await user.click(within(section).getByRole('button', { name: 'Request return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
    const submit = within(dialog).getByRole('button', { name: 'Request return' });

    // One shirt came back already: one is left of two; the mug's one is left.
    expect(within(dialog).getByText('Can be returned: 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Can be returned: 1 of 1')).toBeInTheDocument();
    const shirt = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Linen shirt to return',
    });
    expect(shirt).toHaveValue(0);
    expect(shirt).toHaveAttribute('max', '1');
    const refund = within(dialog).getByTestId('return-refund');
    expect(refund).toHaveTextContent('$0.00');

    await user.click(submit);
    expect(
      await within(dialog).findByText('Choose at least one item to return.'),
    ).toBeInTheDocument();
    await user.clear(shirt);
    await user.type(shirt, '2');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Enter a whole number from 0 to 1.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /admin/orders/order_1/return')).toHaveLength(0);

    // One shirt: its reason and note appear; a group's reasons are chosen, not the group.
    await user.clear(shirt);
    await user.type(shirt, '1');
    const reasonSelect = await within(dialog).findByRole('combobox', {
      name: 'Reason for Linen shirt',
    });
    const group = within(reasonSelect).getByRole('group', { name: 'Damaged' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Crushed box', 'Broken']);
    expect(
      within(reasonSelect)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'rr_size', 'rr_box', 'rr_broken']);
    await user.selectOptions(reasonSelect, 'Broken');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for Linen shirt' }),
      'Torn seam',
    );
    // 4000 for two shirts: one gives back 2000; the return label costs 500 of it.
    expect(refund).toHaveTextContent('$20.00');
    expect(within(dialog).getByText('Refund on receipt')).toBeInTheDocument();
    const shipping = within(dialog).getByRole('combobox', { name: 'Return shipping' });
    expect(within(shipping).getByRole('option', { name: /Return label.+\(.+\$5\.00/ })).toHaveValue(
      'so_ret',
    );
    await user.selectOptions(shipping, 'so_ret');
    expect(refund).toHaveTextContent('$15.00');
    expect(api.calls('GET /admin/shipping-options')[0]!.query.toString()).toBe(
      'region_id=reg_1&is_return=true&limit=200',
    );

    await user.click(within(dialog).getByRole('checkbox', { name: /receive them now/ }));
    const location = within(dialog).getByRole('combobox', { name: /Put back in stock at/ });
    await waitFor(() => expect(location).toHaveValue('sloc_2'));
    expect(within(dialog).getByText('Refund now')).toBeInTheDocument();

    await user.click(submit);
    await waitFor(() => expect(api.calls('POST /admin/orders/order_1/return')).toHaveLength(1));
    expect(api.calls('POST /admin/orders/order_1/return')[0]!.body).toEqual({
      items: [{ item_id: 'item_1', quantity: 1, reason_id: 'rr_broken', note: 'Torn seam' }],
      return_shipping: { option_id: 'so_ret' },
      receive_now: true,
      location_id: 'sloc_2',
    });
    // items[0] is the shirt: the refusal shows under its quantity, not above the form.
    expect(
      await within(dialog).findByText(/^items\[0\]\.quantity: Cannot return more items/),
    ).toHaveAttribute('id', `${shirt.id}-error`);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the returns; receives one, the refund following what arrived until typed; cancels one', async () => {
    const order = fulfilledOrder({
      returns: [RECEIVED, REQUESTED],
      refunds: [
        {
          id: 'ref_1',
          created_at: '2030-03-06T10:00:00.000Z',
          amount: 2000,
          reason: 'return',
          note: null,
          status: 'succeeded',
          metadata: { return_id: 'ret_1' },
        },
      ],
      refunded_total: 2000,
      refundable_captured: 4990,
    });
    const api = orderApi(order, {
      'POST /admin/returns/ret_2/receive': { body: { return: REQUESTED } },
      'POST /admin/returns/ret_2/cancel': { body: { order } },
    });
    renderOrder(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Returns' }, LOADED);
    const first = within(section).getByRole('listitem', { name: 'Return 1' });
    expect(first).toHaveTextContent('Received');
    expect(first).toHaveTextContent('Refunded: $20.00');
    await waitFor(() => expect(first).toHaveTextContent('Received at Shop floor on'));
    expect(within(first).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    const second = within(section).getByRole('listitem', { name: 'Return 2' });
    expect(second).toHaveTextContent('Requested');
    expect(second).toHaveTextContent('Stoneware mug×1');
    expect(within(second).getByText('Reason: Broken')).toBeInTheDocument();
    expect(within(second).getByText('Note: Chipped rim')).toBeInTheDocument();
    expect(second).toHaveTextContent('Linen shirt×1');
    expect(second).toHaveTextContent('Refund on receipt: $45.00');

    await user.click(within(second).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Return 2' });
    const mug = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Stoneware mug received',
    });
    expect(mug).toHaveValue(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Put back in stock at/ })).toHaveValue(
        'sloc_2',
      ),
    );
    const amount = within(dialog).getByRole('textbox', { name: 'Refund amount' });
    expect(amount).toHaveValue('45.00');
    expect(
      within(dialog).getByText('Asked for: $45.00. At most $49.90 can be refunded.'),
    ).toBeInTheDocument();
    const outcome = within(dialog).getByTestId('receive-refund');
    expect(outcome).toHaveTextContent("$45.00 will be refunded to the customer's payment.");

    // The shirt did not come back: the refund follows, to the mug's 25.00.
    const shirt = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Linen shirt received',
    });
    expect(shirt).toHaveAttribute('max', '1');
    await user.clear(shirt);
    await user.type(shirt, '0');
    await waitFor(() => expect(amount).toHaveValue('25.00'));
    expect(outcome).toHaveTextContent("$25.00 will be refunded to the customer's payment.");

    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Receive return' }));
    expect(
      await within(dialog).findByText('At most $49.90 can be refunded.', {
        selector: 'p.text-red-700',
      }),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '20');
    expect(outcome).toHaveTextContent("$20.00 will be refunded to the customer's payment.");
    await user.click(within(dialog).getByRole('button', { name: 'Receive return' }));
    await waitFor(() => expect(api.calls('POST /admin/returns/ret_2/receive')).toHaveLength(1));
    expect(api.calls('POST /admin/returns/ret_2/receive')[0]!.body).toEqual({
      items: [
        { item_id: 'item_1', quantity: 0 },
        { item_id: 'item_2', quantity: 1 },
      ],
      location_id: 'sloc_2',
      refund: 2000,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(within(second).getByRole('button', { name: 'Cancel return' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Return 2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel return' }));
    await waitFor(() => expect(api.calls('POST /admin/returns/ret_2/cancel')).toHaveLength(1));
  });

  it('says what the return events of the timeline were', async () => {
    const event = (kind: string, data: Record<string, unknown>): OrderTimelineEvent => ({
      id: `oev_${kind}`,
      kind,
      created_at: '2030-03-06T10:00:00.000Z',
      data,
      actor: null,
    });
    renderOrder(
      orderApi(fulfilledOrder(), {}, [
        event('return_requested', {
          return_id: 'ret_1',
          items: [{ item_id: 'item_1', quantity: 2 }],
          refund_amount: 4000,
          note: 'Too small',
          by: 'customer',
        }),
        event('return_requested', { items: [{ item_id: 'item_2', quantity: 1 }], by: 'staff' }),
        event('return_received', {
          items: [{ item_id: 'item_1', quantity: 2 }],
          refund_amount: 4000,
          requires_action: false,
        }),
        event('return_received', {
          items: [{ item_id: 'item_2', quantity: 1 }],
          refund_amount: 2500,
          requires_action: true,
        }),
        event('return_canceled', { return_id: 'ret_3' }),
      ]),
    );
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, LOADED);
    for (const text of [
      'The customer asked to return 2 items',
      'Too small',
      'Return requested: 1 item',
      'Return received: 2 items',
      '$40.00 refunded for the return',
      'Return received: 1 item',
      'The refund of $25.00 could not be made: refund the order from the Payment section',
      'Return canceled',
    ])
      expect(await within(timeline).findByText(text)).toBeInTheDocument();
  });
});
