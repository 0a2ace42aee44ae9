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
import { swapFixture } from '@/routes/swaps/common/swap-fixtures';
import { orderFixture } from '../common/order-fixtures';
import { OrderDetailPage } from './order-detail-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const base = orderFixture();

/** Both lines fulfilled and shipped, the payment captured. */
function capturedOrder(overrides: Record<string, unknown> = {}): Order {
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
    region: {
      id: 'reg_1',
      name: 'United States',
      tax_rate: 0,
      includes_tax: false,
      automatic_taxes: true,
    },
    refundable_captured: 6990,
    returns: [],
    swaps: [],
    ...overrides,
  });
}

/** Exchange 1 gives 5.00 back, not settled; exchange 2 waits for the customer to pay. */
const TO_REFUND = swapFixture();
const WAITING = swapFixture({
  id: 'swap_2',
  payment_status: 'not_paid',
  confirmed_at: null,
  difference_due: null,
  cart_id: 'cart_swap_2',
  created_at: '2030-03-08T09:00:00.000Z',
  return_order: returnFixture({
    id: 'ret_swap_2',
    swap_id: 'swap_2',
    refund_amount: 0,
    items: [{ ...returnFixture().items[0]!, return_id: 'ret_swap_2', item_id: 'item_2' }],
  }),
  shipping_methods: [],
});
/** Exchange 3: the customer paid 10.00 more, captured; its parcel not shipped yet. */
const SENT = swapFixture({
  id: 'swap_3',
  payment_status: 'captured',
  fulfillment_status: 'fulfilled',
  difference_due: 1000,
  created_at: '2030-03-09T09:00:00.000Z',
  additional_items: [
    { ...swapFixture().additional_items[0]!, id: 'item_new_3', swap_id: 'swap_3' },
  ].map((line) => ({ ...line, fulfilled_quantity: 1 })),
  return_order: returnFixture({ id: 'ret_swap_3', swap_id: 'swap_3', refund_amount: 0 }),
  fulfillments: [
    {
      id: 'ful_swap_3',
      created_at: '2030-03-09T10:00:00.000Z',
      location_id: 'sloc_2',
      shipped_at: null,
      canceled_at: null,
      tracking_numbers: [],
      tracking_links: [],
      items: [{ item_id: 'item_new_3', quantity: 1 }],
    },
  ],
});

const reason = (id: string, label: string) => ({
  id,
  value: id,
  label,
  description: null,
  parent_return_reason_id: null,
  return_reason_children: [],
});

/** The mug product found by a search: blue is priced in the region, green is not. */
const MUG = {
  id: 'prod_mug',
  title: 'Stoneware mug',
  variants: [
    {
      id: 'variant_mug_blue',
      title: 'Blue',
      sku: 'MUG-BLUE',
      manage_inventory: true,
      inventory_quantity: 7,
    },
    {
      id: 'variant_mug_green',
      title: 'Green',
      sku: 'MUG-GREEN',
      manage_inventory: false,
      inventory_quantity: 0,
    },
  ],
};

function orderApi(
  order: Order,
  routes: Record<string, FakeRoute> = {},
  events: OrderTimelineEvent[] = [],
  store = testStore({
    default_location_id: 'sloc_2',
    swap_link_template: 'https://shop.example/swap/{cart_id}',
  }),
): FakeApi {
  return createFakeApi({
    'GET /admin/orders/order_1': { body: { order } },
    'GET /admin/orders/order_1/timeline': { body: { events } },
    'GET /admin/notifications': { body: { notifications: [], count: 0, offset: 0, limit: 50 } },
    'GET /admin/store': { body: { store } },
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
    'GET /admin/return-reasons': { body: { return_reasons: [reason('rr_size', 'Wrong size')] } },
    'GET /admin/shipping-options': {
      body: {
        shipping_options: [
          { id: 'so_ret', name: 'Return label', amount: 500, is_return: true },
          { id: 'so_std', name: 'Standard', amount: 490, is_return: false },
        ],
        count: 2,
        offset: 0,
        limit: 200,
      },
    },
    'GET /admin/products': (request) => ({
      body: {
        products: (request.query.get('q') ?? '').startsWith('mug') ? [MUG] : [],
        count: 1,
        offset: 0,
        limit: 5,
      },
    }),
    'GET /admin/variants': {
      body: {
        variants: [
          { id: 'variant_mug_blue', calculated_price: 1500 },
          { id: 'variant_mug_green', calculated_price: null },
        ],
        count: 2,
        offset: 0,
        limit: 2,
      },
    },
    ...routes,
  });
}

function renderOrder(api: FakeApi) {
  const router = createMemoryRouter(
    [
      { path: '/a/orders/:id', Component: OrderDetailPage },
      { path: '/a/settings/store-details', element: <p>store settings</p> },
    ],
    { initialEntries: ['/a/orders/order_1'] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

/** The first read can be slow on a busy machine. */
const LOADED = { timeout: 10_000 };

describe('order page: exchanges', { timeout: 30_000 }, () => {
  it('offers no exchange until the payment is captured and something was fulfilled', async () => {
    renderOrder(orderApi(orderFixture({ swaps: [] })));
    const section = await screen.findByRole('region', { name: 'Exchanges' }, LOADED);
    expect(within(section).getByRole('button', { name: 'Register exchange' })).toBeDisabled();
    expect(
      within(section).getByText(
        'An exchange needs a captured payment and fulfilled items left to send back.',
      ),
    ).toBeVisible();
    expect(within(section).getByText('No exchanges yet.')).toBeVisible();
  });

  it('register dialog: lines back, new items found and priced, the difference before sending, refusals in place', async () => {
    const order = capturedOrder();
    const api = orderApi(order, {
      'POST /admin/orders/order_1/swaps': {
        status: 400,
        body: {
          type: 'invalid_data',
          message:
            'return_items[0].quantity: Cannot return more items than have been fulfilled and not yet returned (0 can be returned)',
        },
      },
    });
    renderOrder(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Exchanges' }, LOADED);
    await user.click(within(section).getByRole('button', { name: 'Register exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register an exchange' });
    const summary = within(dialog).getByRole('region', { name: 'Summary' });
    const difference = within(dialog).getByTestId('exchange-difference');
    expect(difference).toHaveTextContent('Nothing to pay or refund');

    await user.click(within(dialog).getByRole('button', { name: 'Register exchange' }));
    expect(
      await within(dialog).findByText('Choose at least one item coming back.'),
    ).toBeInTheDocument();

    // One shirt of two comes back, with its reason: 20.00 credit.
    expect(within(dialog).getByText('Can be returned: 2 of 2')).toBeInTheDocument();
    const shirt = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Linen shirt to return',
    });
    await user.clear(shirt);
    await user.type(shirt, '1');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Reason for Linen shirt' }),
      'Wrong size',
    );
    expect(within(summary).getByTestId('exchange-credit')).toHaveTextContent('-$20.00');
    expect(difference).toHaveTextContent('The customer gets $20.00 back');

    // A blue mug from the catalogue, priced in the region; the green one has no price there.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'mug');
    const results = await within(dialog).findByRole('list', { name: 'Products found' });
    const green = await within(results).findByRole('button', {
      name: 'Add Stoneware mug · Green',
    });
    await waitFor(() => expect(within(results).getByText('No price in USD')).toBeInTheDocument());
    expect(green).toBeDisabled();
    expect(within(results).getByText(/In stock: 7/)).toBeInTheDocument();
    expect(api.calls('GET /admin/products').at(-1)!.query.get('q')).toBe('mug');
    expect(api.calls('GET /admin/variants').at(-1)!.query.toString()).toBe(
      'id=variant_mug_blue%2Cvariant_mug_green&region_id=reg_1&limit=2',
    );
    await user.click(within(results).getByRole('button', { name: 'Add Stoneware mug · Blue' }));
    const chosen = within(dialog).getByRole('list', { name: 'New items chosen' });
    expect(within(chosen).getByText('$15.00 each')).toBeInTheDocument();
    expect(
      within(results).getByRole('button', { name: 'Add Stoneware mug · Blue' }),
    ).toBeDisabled();
    expect(within(summary).getByTestId('exchange-new-items')).toHaveTextContent('$15.00');
    expect(difference).toHaveTextContent('The customer gets $5.00 back');

    // Two mugs, sent with the standard option at a price of staff's own, and a return label.
    const mugs = within(chosen).getByRole('spinbutton', {
      name: 'Quantity of Stoneware mug · Blue to send',
    });
    await user.clear(mugs);
    await user.type(mugs, '2');
    expect(difference).toHaveTextContent('The customer pays $10.00');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Shipping of the new items' }),
      'so_std',
    );
    const price = within(dialog).getByRole('textbox', { name: 'Shipping price' });
    await waitFor(() => expect(price).toHaveValue('4.90'));
    expect(difference).toHaveTextContent('The customer pays $14.90');
    await user.clear(price);
    await user.type(price, '1');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Return shipping' }),
      'so_ret',
    );
    expect(difference).toHaveTextContent('The customer pays $16.00');
    expect(summary).toHaveTextContent('The customer pays through a payment link');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Email the customer about the exchange' }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Register exchange' }));
    await waitFor(() => expect(api.calls('POST /admin/orders/order_1/swaps')).toHaveLength(1));
    expect(api.calls('POST /admin/orders/order_1/swaps')[0]!.body).toEqual({
      return_items: [{ item_id: 'item_1', quantity: 1, reason_id: 'rr_size' }],
      additional_items: [{ variant_id: 'variant_mug_blue', quantity: 2 }],
      return_shipping: { option_id: 'so_ret' },
      custom_shipping_options: [{ option_id: 'so_std', price: 100 }],
      no_notification: true,
    });
    // return_items[0] is the shirt: the refusal shows under its quantity.
    expect(
      await within(dialog).findByText(/^return_items\[0\]\.quantity: Cannot return more/),
    ).toHaveAttribute('id', `${shirt.id}-error`);

    api.route('POST /admin/orders/order_1/swaps', {
      body: { order: capturedOrder({ swaps: [WAITING] }) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Register exchange' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('the order’s menu opens the same dialog', async () => {
    renderOrder(orderApi(capturedOrder()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions' }, LOADED));
    const menu = await screen.findByRole('dialog', { name: 'More actions' });
    await user.click(within(menu).getByRole('button', { name: 'Register exchange' }));
    expect(await screen.findByRole('dialog', { name: 'Register an exchange' })).toBeVisible();
  });

  it('lists the exchanges; refunds, fulfils, ships, receives without a refund, and cancels', async () => {
    const order = capturedOrder({
      swaps: [TO_REFUND, WAITING, SENT],
      returns: [TO_REFUND.return_order, WAITING.return_order, SENT.return_order],
    });
    const answer = { body: { order } };
    const api = orderApi(order, {
      'POST /admin/orders/order_1/swaps/swap_1/process-payment': answer,
      'POST /admin/orders/order_1/swaps/swap_1/fulfillments': answer,
      'POST /admin/orders/order_1/swaps/swap_2/cancel': answer,
      'POST /admin/orders/order_1/swaps/swap_3/shipments': answer,
      'POST /admin/orders/order_1/swaps/swap_3/fulfillments/ful_swap_3/cancel': answer,
      'POST /admin/returns/ret_swap_1/receive': { body: { return: TO_REFUND.return_order } },
    });
    renderOrder(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Exchanges' }, LOADED);
    // An exchange's return shows with its exchange, not among the returns.
    expect(
      within(screen.getByRole('region', { name: 'Returns' })).getByText('No returns yet.'),
    ).toBeVisible();

    const first = within(section).getByRole('listitem', { name: 'Exchange 1' });
    for (const text of ['To settle', 'Not fulfilled', 'Requested', 'Linen shirt×1'])
      expect(first).toHaveTextContent(text);
    expect(first).toHaveTextContent('Stoneware mug · Blue1 × $15.00');
    expect(first).toHaveTextContent('Shipping: Standard, $0.00');
    expect(within(first).getByTestId('swap-difference')).toHaveTextContent(
      'The customer gets $5.00 back',
    );

    await user.click(within(first).getByRole('button', { name: 'Refund difference' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund $5.00 for Exchange 1?' });
    await user.click(within(refund).getByRole('button', { name: 'Refund difference' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/orders/order_1/swaps/swap_1/process-payment')).toHaveLength(1),
    );
    await waitFor(() => expect(refund).not.toBeInTheDocument());

    await user.click(within(first).getByRole('button', { name: 'Fulfil' }));
    const fulfil = await screen.findByRole('dialog', { name: 'Fulfil Exchange 1' });
    await waitFor(() =>
      expect(within(fulfil).getByRole('combobox', { name: /Ship from/ })).toHaveValue('sloc_2'),
    );
    await user.click(within(fulfil).getByRole('button', { name: 'Fulfil items' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/orders/order_1/swaps/swap_1/fulfillments')).toHaveLength(1),
    );
    expect(api.calls('POST /admin/orders/order_1/swaps/swap_1/fulfillments')[0]!.body).toEqual({
      location_id: 'sloc_2',
      no_notification: false,
    });
    await waitFor(() => expect(fulfil).not.toBeInTheDocument());

    // Its return is received into stock, and refunds nothing: the difference settles it.
    await user.click(within(first).getByRole('button', { name: 'Receive return' }));
    const receive = await screen.findByRole('dialog', { name: 'Receive the return of Exchange 1' });
    expect(within(receive).queryByRole('textbox', { name: 'Refund amount' })).toBeNull();
    expect(within(receive).getByTestId('receive-refund')).toHaveTextContent(
      'Nothing is refunded on receipt',
    );
    await waitFor(() =>
      expect(within(receive).getByRole('combobox', { name: /Put back in stock at/ })).toHaveValue(
        'sloc_2',
      ),
    );
    await user.click(within(receive).getByRole('button', { name: 'Receive return' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/returns/ret_swap_1/receive')).toHaveLength(1),
    );
    expect(api.calls('POST /admin/returns/ret_swap_1/receive')[0]!.body).toEqual({
      items: [{ item_id: 'item_1', quantity: 1 }],
      location_id: 'sloc_2',
    });
    await waitFor(() => expect(receive).not.toBeInTheDocument());

    // The second waits for the customer: the link to send them, then canceled.
    const second = within(section).getByRole('listitem', { name: 'Exchange 2' });
    expect(second).toHaveTextContent('Not paid');
    expect(second).toHaveTextContent('Waiting for the customer to pay the difference.');
    expect(
      await within(second).findByRole('link', { name: 'https://shop.example/swap/cart_swap_2' }),
    ).toHaveAttribute('href', 'https://shop.example/swap/cart_swap_2');
    expect(within(second).queryByRole('button', { name: 'Fulfil' })).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Cancel exchange' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel Exchange 2?' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel exchange' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/orders/order_1/swaps/swap_2/cancel')).toHaveLength(1),
    );
    await waitFor(() => expect(cancel).not.toBeInTheDocument());

    // The third was paid and captured; its parcel is shipped with a tracking number.
    const third = within(section).getByRole('listitem', { name: 'Exchange 3' });
    expect(within(third).getByTestId('swap-difference')).toHaveTextContent(
      'The customer paid $10.00: captured',
    );
    expect(within(third).queryByRole('button', { name: 'Cancel exchange' })).toBeNull();
    const parcel = within(third).getByRole('listitem', { name: 'Parcel 1 of Exchange 3' });
    expect(parcel).toHaveTextContent('Not shipped');
    await user.click(within(parcel).getByRole('button', { name: 'Mark shipped' }));
    const ship = await screen.findByRole('dialog', { name: 'Ship Parcel 1 of Exchange 3' });
    await user.type(within(ship).getByRole('textbox', { name: 'Tracking number 1' }), '1Z999');
    await user.click(within(ship).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/orders/order_1/swaps/swap_3/shipments')).toHaveLength(1),
    );
    expect(api.calls('POST /admin/orders/order_1/swaps/swap_3/shipments')[0]!.body).toEqual({
      fulfillment_id: 'ful_swap_3',
      tracking_numbers: ['1Z999'],
      no_notification: false,
    });
    await waitFor(() => expect(ship).not.toBeInTheDocument());
    await user.click(within(parcel).getByRole('button', { name: 'Cancel parcel' }));
    const unship = await screen.findByRole('dialog', { name: 'Cancel the parcel of Exchange 3?' });
    await user.click(within(unship).getByRole('button', { name: 'Cancel parcel' }));
    await waitFor(() =>
      expect(
        api.calls('POST /admin/orders/order_1/swaps/swap_3/fulfillments/ful_swap_3/cancel'),
      ).toHaveLength(1),
    );
  });

  it('links to the hosted shop’s exchange page when the store has no payment link of its own', async () => {
    renderOrder(
      orderApi(
        capturedOrder({ swaps: [WAITING] }),
        {},
        [],
        testStore({ swap_link_template: null }),
      ),
    );
    const card = await screen.findByRole('listitem', { name: 'Exchange 1' }, LOADED);
    const link = await within(card).findByRole('link', { name: /\/shop\/acme-goods\/exchange\// });
    expect(link.getAttribute('href')).toBe(
      `http://localhost:9000/shop/acme-goods/exchange/${WAITING.cart_id}`,
    );
  });

  it('says what the exchange events of the timeline were', async () => {
    const event = (
      id: string,
      kind: string,
      data: Record<string, unknown>,
    ): OrderTimelineEvent => ({
      id,
      kind,
      created_at: '2030-03-08T10:00:00.000Z',
      data,
      actor: null,
    });
    renderOrder(
      orderApi(capturedOrder({ swaps: [TO_REFUND, WAITING] }), {}, [
        event('oev_1', 'swap_created', {
          swap_id: 'swap_1',
          return_items: [{ item_id: 'item_1', quantity: 1 }],
          additional_items: [{ variant_id: 'variant_mug_blue', quantity: 2 }],
          by: 'staff',
        }),
        event('oev_2', 'swap_confirmed', { swap_id: 'swap_1', difference_due: -500 }),
        event('oev_3', 'refunded', { swap_id: 'swap_1', amount: 500, reason: 'swap' }),
        event('oev_4', 'swap_created', {
          swap_id: 'swap_2',
          return_items: [{ item_id: 'item_2', quantity: 1 }],
          additional_items: [{ variant_id: 'variant_x', quantity: 1 }],
          by: 'customer',
        }),
        event('oev_5', 'swap_confirmed', { swap_id: 'swap_2', difference_due: 1010 }),
        event('oev_6', 'swap_settled', { swap_id: 'swap_9' }),
        event('oev_7', 'swap_canceled', { swap_id: 'swap_2' }),
        event('oev_8', 'return_received', {
          return_id: 'ret_swap_1',
          items: [{ item_id: 'item_1', quantity: 1 }],
          refund_amount: 0,
        }),
      ]),
    );
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, LOADED);
    for (const text of [
      'Exchange 1 registered',
      'Coming back: 1 · New: 2',
      'Exchange 1 confirmed: the customer gets $5.00 back',
      '$5.00 refunded: Exchange',
      'The customer asked for an exchange (Exchange 2)',
      'Exchange 2 confirmed: the customer pays $10.10',
      'Exchange settled: nothing to pay or refund',
      'Exchange 2 canceled',
      'Return received: 1 item',
    ])
      expect(await within(timeline).findByText(text)).toBeInTheDocument();
    expect(within(timeline).getAllByText('For Exchange 1')).toHaveLength(2);
  });
});
