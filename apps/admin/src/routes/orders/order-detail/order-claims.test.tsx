import '@/test/i18n';
import type { ClaimOrder, Order, OrderTimelineEvent } from '@storedesk/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRoute } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { claimFixture, replaceClaimFixture } from '@/routes/claims/common/claim-fixtures';
import { orderFixture } from '../common/order-fixtures';
import { OrderDetailPage } from './order-detail-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const base = orderFixture();

/** Both lines (two shirts at 20.00, a mug at 25.00) fulfilled and shipped, the payment captured. */
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
    refundable_captured: 6990,
    returns: [],
    swaps: [],
    claims: [],
    ...overrides,
  });
}

/** Claim 1 refunded a faulty shirt; claim 2 replaces the mug, its broken one coming back. */
const REFUNDED = claimFixture();
const TO_SEND = replaceClaimFixture();
/** Claim 3 replaced a missing shirt; its parcel is not shipped yet. */
const SENT = replaceClaimFixture({
  id: 'claim_3',
  fulfillment_status: 'fulfilled',
  created_at: '2030-03-09T09:00:00.000Z',
  claim_items: [
    {
      ...claimFixture().claim_items[0]!,
      id: 'citem_3',
      claim_order_id: 'claim_3',
      reason: 'missing_item',
      note: null,
    },
  ],
  additional_items: [
    {
      ...replaceClaimFixture().additional_items[0]!,
      id: 'item_new_3',
      claim_order_id: 'claim_3',
      title: 'Linen shirt',
      description: 'M / Blue',
      fulfilled_quantity: 1,
    },
  ],
  return_order: null,
  fulfillments: [
    {
      id: 'ful_claim_3',
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
    'GET /admin/return-reasons': { body: { return_reasons: [] } },
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
  const router = createMemoryRouter([{ path: '/a/orders/:id', Component: OrderDetailPage }], {
    initialEntries: ['/a/orders/order_1'],
  });
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

/** The first read can be slow on a busy machine. */
const LOADED = { timeout: 10_000 };
const made = (claims: ClaimOrder[]) => ({ body: { order: capturedOrder({ claims }) } });

describe('order page: claims', { timeout: 30_000 }, () => {
  it('offers no claim until something was fulfilled', async () => {
    renderOrder(orderApi(orderFixture({ claims: [] })));
    const section = await screen.findByRole('region', { name: 'Claims' }, LOADED);
    expect(within(section).getByRole('button', { name: 'Register claim' })).toBeDisabled();
    expect(
      within(section).getByText(
        'A claim needs fulfilled items that are not already returned or claimed.',
      ),
    ).toBeVisible();
    expect(within(section).getByText('No claims yet.')).toBeVisible();
  });

  it('refund: a reason per line, the refund shown before sending, a refusal under its line', async () => {
    const api = orderApi(capturedOrder(), {
      'POST /admin/orders/order_1/claims': {
        status: 400,
        body: {
          type: 'invalid_data',
          message:
            'claim_items[0].quantity: Cannot claim more items than have been fulfilled and not yet returned (0 can be claimed)',
        },
      },
    });
    renderOrder(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Claims' }, LOADED);
    await user.click(within(section).getByRole('button', { name: 'Register claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a claim' });
    const total = within(dialog).getByTestId('claim-total');
    expect(within(dialog).getByRole('radio', { name: /^Refund/ })).toBeChecked();
    expect(total).toHaveTextContent('Nothing is refunded');

    await user.click(within(dialog).getByRole('button', { name: 'Register claim' }));
    expect(
      await within(dialog).findByText('Choose at least one claimed item.'),
    ).toBeInTheDocument();

    // One shirt of two came apart: its 20.00 back, once a reason is chosen.
    expect(within(dialog).getByText('Can be claimed: 2 of 2')).toBeInTheDocument();
    const shirt = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Linen shirt to claim',
    });
    await user.clear(shirt);
    await user.type(shirt, '1');
    expect(total).toHaveTextContent('Refund $20.00 to the customer');
    const refund = within(dialog).getByRole('textbox', { name: 'Refund amount' });
    expect(refund).toHaveValue('20.00');
    expect(
      within(dialog).getByText(
        'What the claimed items were paid: $20.00. At most $69.90 can be refunded.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register claim' }));
    expect(await within(dialog).findByText('Choose why the item is claimed.')).toBeInTheDocument();
    expect(api.calls('POST /admin/orders/order_1/claims')).toHaveLength(0);
    const reason = within(dialog).getByRole('combobox', { name: 'Reason for Linen shirt' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a reason', 'Missing item', 'Wrong item', 'Production failure', 'Other']);
    await user.selectOptions(reason, 'production_failure');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for Linen shirt' }),
      'Seam came apart',
    );

    // Staff refund less than the line was paid; more than the payment holds is refused here.
    await user.clear(refund);
    await user.type(refund, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Register claim' }));
    expect(await within(dialog).findByText('At most $69.90 can be refunded.')).toBeInTheDocument();
    await user.clear(refund);
    await user.type(refund, '15');
    expect(total).toHaveTextContent('Refund $15.00 to the customer');
    await user.click(within(dialog).getByRole('button', { name: 'Register claim' }));
    await waitFor(() => expect(api.calls('POST /admin/orders/order_1/claims')).toHaveLength(1));
    expect(api.calls('POST /admin/orders/order_1/claims')[0]!.body).toEqual({
      type: 'refund',
      claim_items: [
        { item_id: 'item_1', quantity: 1, reason: 'production_failure', note: 'Seam came apart' },
      ],
      refund_amount: 1500,
      no_notification: false,
    });
    // claim_items[0] is the shirt: the refusal shows under its quantity.
    expect(
      await within(dialog).findByText(/^claim_items\[0\]\.quantity: Cannot claim more/),
    ).toHaveAttribute('id', `${shirt.id}-error`);

    // What the line was paid is the server's default: no amount sent.
    api.route('POST /admin/orders/order_1/claims', made([REFUNDED]));
    await user.clear(refund);
    await user.type(refund, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Register claim' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls('POST /admin/orders/order_1/claims')[1]!.body).not.toHaveProperty(
      'refund_amount',
    );
  });

  it('replace: replacements found and counted, shipped free by an option, items coming back', async () => {
    const api = orderApi(capturedOrder(), {
      'POST /admin/orders/order_1/claims': made([TO_SEND]),
    });
    renderOrder(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Claims' }, LOADED);
    await user.click(within(section).getByRole('button', { name: 'Register claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a claim' });
    const mug = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Stoneware mug to claim',
    });
    await user.clear(mug);
    await user.type(mug, '1');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason for Stoneware mug' }),
      'wrong_item',
    );
    await user.click(within(dialog).getByRole('radio', { name: /^Replace/ }));
    expect(within(dialog).queryByRole('textbox', { name: 'Refund amount' })).toBeNull();
    const total = within(dialog).getByTestId('claim-total');
    expect(total).toHaveTextContent('Send 0 items free of charge');
    await user.click(within(dialog).getByRole('button', { name: 'Register claim' }));
    expect(
      await within(dialog).findByText('Add at least one replacement to send.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'mug');
    const results = await within(dialog).findByRole('list', { name: 'Products found' });
    await waitFor(() => expect(within(results).getByText('No price in USD')).toBeInTheDocument());
    await user.click(within(results).getByRole('button', { name: 'Add Stoneware mug · Blue' }));
    const chosen = within(dialog).getByRole('list', { name: 'Replacements chosen' });
    expect(total).toHaveTextContent('Send 1 item free of charge');
    const count = within(chosen).getByRole('spinbutton', {
      name: 'Quantity of Stoneware mug · Blue to send',
    });
    await user.clear(count);
    await user.type(count, '2');
    expect(total).toHaveTextContent('Send 2 items free of charge');

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Shipping of the replacements' }),
      'so_std',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Return shipping' }),
      'so_ret',
    );
    const summary = within(dialog).getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Replacements ship byStandard');
    expect(summary).toHaveTextContent('Coming backReturn label ($5.00)');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Email the customer about the claim' }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Register claim' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls('POST /admin/orders/order_1/claims')[0]!.body).toEqual({
      type: 'replace',
      claim_items: [{ item_id: 'item_2', quantity: 1, reason: 'wrong_item' }],
      additional_items: [{ variant_id: 'variant_mug_blue', quantity: 2 }],
      shipping_methods: [{ option_id: 'so_std', price: 0 }],
      return_shipping: { option_id: 'so_ret' },
      no_notification: true,
    });
  });

  it('offers only a replacement when nothing captured is left to refund, from the order’s menu too', async () => {
    renderOrder(
      orderApi(capturedOrder({ payment_status: 'awaiting', refundable_captured: 0, payments: [] })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions' }, LOADED));
    const menu = await screen.findByRole('dialog', { name: 'More actions' });
    await user.click(within(menu).getByRole('button', { name: 'Register claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a claim' });
    expect(within(dialog).getByRole('radio', { name: /^Refund/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /^Replace/ })).toBeChecked();
    expect(within(dialog).getByText('Nothing captured is left to refund.')).toBeVisible();
  });

  it('lists the claims; fulfils, ships, receives without a refund, and cancels', async () => {
    const order = capturedOrder({
      claims: [REFUNDED, TO_SEND, SENT],
      returns: [TO_SEND.return_order],
    });
    const answer = { body: { order } };
    const api = orderApi(order, {
      'POST /admin/orders/order_1/claims/claim_2/fulfillments': answer,
      'POST /admin/orders/order_1/claims/claim_2/cancel': answer,
      'POST /admin/orders/order_1/claims/claim_3/shipments': answer,
      'POST /admin/orders/order_1/claims/claim_3/fulfillments/ful_claim_3/cancel': answer,
      'POST /admin/returns/ret_claim_2/receive': { body: { return: TO_SEND.return_order } },
    });
    renderOrder(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Claims' }, LOADED);
    // A claim's return shows with its claim, not among the returns.
    expect(
      within(screen.getByRole('region', { name: 'Returns' })).getByText('No returns yet.'),
    ).toBeVisible();

    const first = within(section).getByRole('listitem', { name: 'Claim 1' });
    for (const text of [
      'Refund',
      'Refunded',
      'Linen shirt×1',
      'Reason: Production failure',
      'Note: Seam came apart',
      'The items are not sent back.',
    ])
      expect(first).toHaveTextContent(text);
    expect(within(first).getByTestId('claim-settlement')).toHaveTextContent(
      '$20.00 refunded to the customer',
    );
    // Refunded: nothing to send, and it cannot be canceled.
    expect(within(first).queryByRole('button', { name: 'Cancel claim' })).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Fulfil replacements' })).toBeNull();

    const second = within(section).getByRole('listitem', { name: 'Claim 2' });
    for (const text of [
      'Replacement',
      'Not fulfilled',
      'Stoneware mug×1',
      'Reason: Wrong item',
      'Coming back through a return',
      'Requested',
      'Stoneware mug · Blue×1',
    ])
      expect(second).toHaveTextContent(text);
    expect(within(second).getByTestId('claim-settlement')).toHaveTextContent(
      // The option's name is set apart from the sentence around it (right-to-left languages).
      'Sent free of charge. Shipping: \u2068Standard\u2069.',
    );

    await user.click(within(second).getByRole('button', { name: 'Fulfil replacements' }));
    const fulfil = await screen.findByRole('dialog', { name: 'Fulfil Claim 2' });
    expect(fulfil).toHaveTextContent('Stoneware mug · Blue×1');
    await waitFor(() =>
      expect(within(fulfil).getByRole('combobox', { name: /Ship from/ })).toHaveValue('sloc_2'),
    );
    await user.click(within(fulfil).getByRole('button', { name: 'Fulfil items' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/orders/order_1/claims/claim_2/fulfillments')).toHaveLength(1),
    );
    expect(api.calls('POST /admin/orders/order_1/claims/claim_2/fulfillments')[0]!.body).toEqual({
      location_id: 'sloc_2',
      no_notification: false,
    });
    await waitFor(() => expect(fulfil).not.toBeInTheDocument());

    // Its broken mug comes back into stock, refunding nothing: the claim settled it.
    await user.click(within(second).getByRole('button', { name: 'Receive return' }));
    const receive = await screen.findByRole('dialog', { name: 'Receive the return of Claim 2' });
    expect(within(receive).queryByRole('textbox', { name: 'Refund amount' })).toBeNull();
    expect(within(receive).getByTestId('receive-refund')).toHaveTextContent(
      'Nothing is refunded on receipt: the claim settled it.',
    );
    await waitFor(() =>
      expect(within(receive).getByRole('combobox', { name: /Put back in stock at/ })).toHaveValue(
        'sloc_2',
      ),
    );
    await user.click(within(receive).getByRole('button', { name: 'Receive return' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/returns/ret_claim_2/receive')).toHaveLength(1),
    );
    expect(api.calls('POST /admin/returns/ret_claim_2/receive')[0]!.body).toEqual({
      items: [{ item_id: 'item_2', quantity: 1 }],
      location_id: 'sloc_2',
    });
    await waitFor(() => expect(receive).not.toBeInTheDocument());

    await user.click(within(second).getByRole('button', { name: 'Cancel claim' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel Claim 2?' });
    await user.click(within(cancel).getByRole('button', { name: 'Cancel claim' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/orders/order_1/claims/claim_2/cancel')).toHaveLength(1),
    );
    await waitFor(() => expect(cancel).not.toBeInTheDocument());

    // The third's parcel is shipped with a tracking number; its mail follows the claim.
    const third = within(section).getByRole('listitem', { name: 'Claim 3' });
    expect(third).toHaveTextContent('Reason: Missing item');
    expect(within(third).queryByRole('button', { name: 'Cancel claim' })).toBeNull();
    const parcel = within(third).getByRole('listitem', { name: 'Parcel 1 of Claim 3' });
    expect(parcel).toHaveTextContent('Not shipped');
    await user.click(within(parcel).getByRole('button', { name: 'Mark shipped' }));
    const ship = await screen.findByRole('dialog', { name: 'Ship Parcel 1 of Claim 3' });
    expect(within(ship).queryByRole('checkbox')).toBeNull();
    await user.type(within(ship).getByRole('textbox', { name: 'Tracking number 1' }), '1Z999');
    await user.click(within(ship).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/orders/order_1/claims/claim_3/shipments')).toHaveLength(1),
    );
    expect(api.calls('POST /admin/orders/order_1/claims/claim_3/shipments')[0]!.body).toEqual({
      fulfillment_id: 'ful_claim_3',
      tracking_numbers: ['1Z999'],
    });
    await waitFor(() => expect(ship).not.toBeInTheDocument());
    await user.click(within(parcel).getByRole('button', { name: 'Cancel parcel' }));
    const unship = await screen.findByRole('dialog', { name: 'Cancel the parcel of Claim 3?' });
    await user.click(within(unship).getByRole('button', { name: 'Cancel parcel' }));
    await waitFor(() =>
      expect(
        api.calls('POST /admin/orders/order_1/claims/claim_3/fulfillments/ful_claim_3/cancel'),
      ).toHaveLength(1),
    );
  });

  it('counts what live claims hold without a return: only what is left can be claimed', async () => {
    // Claim 1 holds one shirt without a return; claim 2's mug is held by its return.
    renderOrder(
      orderApi(capturedOrder({ claims: [REFUNDED, TO_SEND], returns: [TO_SEND.return_order] })),
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Claims' }, LOADED);
    await user.click(within(section).getByRole('button', { name: 'Register claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a claim' });
    expect(within(dialog).getAllByTestId('return-line')).toHaveLength(1);
    expect(within(dialog).getByText('Can be claimed: 1 of 2')).toBeInTheDocument();
    expect(within(dialog).queryByText('Stoneware mug')).toBeNull();
  });

  it('says what the claim events of the timeline were', async () => {
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
      orderApi(capturedOrder({ claims: [REFUNDED, TO_SEND] }), {}, [
        event('oev_1', 'claim_created', {
          claim_id: 'claim_1',
          type: 'refund',
          claim_items: [{ item_id: 'item_1', quantity: 1 }],
          additional_items: [],
          refund_amount: 2000,
        }),
        event('oev_2', 'refunded', { amount: 2000, reason: 'claim' }),
        event('oev_3', 'claim_created', {
          claim_id: 'claim_2',
          type: 'replace',
          claim_items: [{ item_id: 'item_2', quantity: 1 }],
          additional_items: [{ variant_id: 'variant_mug_blue', quantity: 2 }],
          refund_amount: null,
        }),
        event('oev_4', 'fulfilled', {
          claim_order_id: 'claim_2',
          items: [{ item_id: 'item_new_2', quantity: 2 }],
        }),
        event('oev_5', 'return_received', {
          return_id: 'ret_claim_2',
          items: [{ item_id: 'item_2', quantity: 1 }],
          refund_amount: 0,
        }),
        event('oev_6', 'claim_canceled', { claim_id: 'claim_9' }),
        event('oev_7', 'notification', {
          notification_id: 'mail_1',
          event_name: 'claim.shipment_created',
          status: 'sent',
          parent_id: null,
        }),
      ]),
    );
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, LOADED);
    for (const text of [
      'Claim 1 registered: refund of $20.00',
      'Claimed: 1',
      '$20.00 refunded: Claim',
      'Claim 2 registered: replacements sent free of charge',
      'Claimed: 1 · Replacements: 2',
      'Items fulfilled: 2',
      'Return received: 1 item',
      'Claim canceled',
      'Claim shipping confirmation: Sent',
    ])
      expect(await within(timeline).findByText(text)).toBeInTheDocument();
    expect(within(timeline).getAllByText('For Claim 2')).toHaveLength(2);
  });
});
