import '@/test/i18n';
import type { Order, OrderEdit, OrderTimelineEvent } from '@storedesk/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRoute } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import {
  collectionFixture,
  lineFixture,
  orderEditFixture,
} from '@/routes/order-edits/common/order-edit-fixtures';
import { orderFixture } from '../common/order-fixtures';
import { OrderDetailPage } from './order-detail-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

/** order_1 as the fixture has it: two shirts at 20.00 and a mug at 25.00, 69.90 with shipping. */
const ORDER = orderFixture();
const SHIRT = lineFixture({ id: 'item_1_oe_1', original_item_id: 'item_1', unit_price: 2000 });
const MUG_LINE = lineFixture({
  id: 'item_2_oe_1',
  original_item_id: 'item_2',
  title: 'Stoneware mug',
  description: 'White',
  variant_id: 'variant_item_2',
  unit_price: 2500,
  quantity: 1,
});

/** The edit a fresh start copies: nothing changed, the order's total. */
const startEdit = () =>
  orderEditFixture({ items: [SHIRT, MUG_LINE], total: 6990, subtotal: 6500, shipping_total: 490 });

const MUG_PRODUCT = {
  id: 'prod_cup',
  title: 'Espresso cup',
  variants: [
    {
      id: 'variant_cup',
      title: 'Red',
      sku: 'CUP-RED',
      manage_inventory: false,
      inventory_quantity: 0,
    },
  ],
};

/** Recomputes an edit's totals from its lines, as the server does (no tax, same shipping). */
function priced(edit: OrderEdit): OrderEdit {
  const subtotal = edit.items.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const total = subtotal + 490;
  return { ...edit, subtotal, total, difference_due: total - 6990 };
}

/**
 * The API of an unfulfilled order_1 with an edits store: starting, changing, adding, requesting,
 * confirming and canceling work on `state.edit` as the server would (in short).
 */
function editsApi(
  order: Order = ORDER,
  options: {
    edits?: OrderEdit[];
    events?: OrderTimelineEvent[];
    routes?: Record<string, FakeRoute>;
  } = {},
) {
  const state = { edits: [...(options.edits ?? [])] };
  const find = (id: string) => state.edits.find((edit) => edit.id === id)!;
  const put = (edit: OrderEdit) => {
    state.edits = state.edits.map((entry) => (entry.id === edit.id ? edit : entry));
    return { body: { order_edit: edit } };
  };
  const change = (type: string, line: unknown, original: unknown) => ({
    id: `oec_${type}_${Math.random().toString(36).slice(2, 6)}`,
    type,
    order_edit_id: 'oe_1',
    line_item_id: null,
    original_line_item_id: null,
    line_item: line,
    original_line_item: original,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });
  const api: FakeApi = createFakeApi({
    'GET /admin/orders/order_1': { body: { order } },
    'GET /admin/orders/order_1/timeline': { body: { events: options.events ?? [] } },
    'GET /admin/notifications': { body: { notifications: [], count: 0, offset: 0, limit: 50 } },
    'GET /admin/store': { body: { store: testStore() } },
    'GET /admin/order-edits': () => ({
      body: { order_edits: state.edits, count: state.edits.length, offset: 0, limit: 100 },
    }),
    'POST /admin/order-edits': () => {
      state.edits.push(startEdit());
      return { body: { order_edit: startEdit() } };
    },
    'GET /admin/order-edits/oe_1': () => ({ body: { order_edit: find('oe_1') } }),
    'POST /admin/order-edits/oe_1/items/item_1_oe_1': (request) => {
      const edit = find('oe_1');
      const quantity = (request.body as { quantity: number }).quantity;
      const before = edit.items.find((line) => line.id === 'item_1_oe_1')!;
      const after = { ...before, quantity };
      return put(
        priced({
          ...edit,
          items: edit.items.map((line) => (line.id === before.id ? after : line)),
          changes: [...edit.changes, change('item_update', after, { ...before, quantity: 2 })],
        } as OrderEdit),
      );
    },
    'POST /admin/order-edits/oe_1/items': () => {
      const edit = find('oe_1');
      const added = lineFixture({
        id: 'item_new_oe_1',
        original_item_id: null,
        title: 'Espresso cup',
        description: 'Red',
        variant_id: 'variant_cup',
        unit_price: 900,
        quantity: 1,
      });
      return put(
        priced({
          ...edit,
          items: [...edit.items, added],
          changes: [...edit.changes, change('item_add', added, null)],
        } as OrderEdit),
      );
    },
    'POST /admin/order-edits/oe_1/request': () => {
      const edit = find('oe_1');
      return put({
        ...edit,
        status: 'requested',
        requested_at: '2030-03-07T10:00:00.000Z',
        payment_collection_id: 'paycol_1',
        payment_collection: collectionFixture({ amount: edit.difference_due }),
      } as OrderEdit);
    },
    'POST /admin/order-edits/oe_1/confirm': () =>
      put({ ...find('oe_1'), status: 'confirmed', confirmed_at: '2030-03-07T11:00:00.000Z' }),
    'POST /admin/order-edits/oe_1/cancel': () =>
      put({ ...find('oe_1'), status: 'canceled', canceled_at: '2030-03-07T11:00:00.000Z' }),
    'POST /admin/payment-collections/paycol_1/authorize': () => {
      const edit = find('oe_1');
      put({
        ...edit,
        payment_collection: { ...edit.payment_collection!, status: 'authorized' },
      } as OrderEdit);
      return { body: { payment_collection: find('oe_1').payment_collection } };
    },
    'GET /admin/products': (request) => ({
      body: {
        products: (request.query.get('q') ?? '').startsWith('cup') ? [MUG_PRODUCT] : [],
        count: 1,
        offset: 0,
        limit: 5,
      },
    }),
    'GET /admin/variants': {
      body: {
        variants: [{ id: 'variant_cup', calculated_price: 900 }],
        count: 1,
        offset: 0,
        limit: 1,
      },
    },
    ...options.routes,
  });
  return { api, state };
}

function renderOrder(api: FakeApi) {
  const router = createMemoryRouter([{ path: '/a/orders/:id', Component: OrderDetailPage }], {
    initialEntries: ['/a/orders/order_1'],
  });
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
}

/** The first read can be slow on a busy machine. */
const LOADED = { timeout: 10_000 };

describe('order page: order edits', { timeout: 30_000 }, () => {
  it('starts an edit, changes a quantity, adds an item, shows the difference and sends it to the customer', async () => {
    const { api } = editsApi();
    renderOrder(api);
    const section = await screen.findByRole('region', { name: 'Order edits' }, LOADED);
    expect(await within(section).findByText('No edits yet.')).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Edit order' }));

    const editor = await screen.findByRole('dialog', { name: 'Edit order #1042' });
    await within(editor).findByRole('spinbutton', { name: 'Quantity of Linen shirt · M' });
    expect(api.calls('POST /admin/order-edits')).toHaveLength(1);
    expect(api.calls('POST /admin/order-edits')[0]!.body).toEqual({ order_id: 'order_1' });
    expect(within(editor).getByTestId('order-edit-difference')).toHaveTextContent(
      'No change in price',
    );
    // Nothing changed yet: nothing to send or confirm.
    expect(within(editor).getByRole('button', { name: 'Send to customer' })).toBeDisabled();

    await user.click(within(editor).getByRole('button', { name: 'One more Linen shirt · M' }));
    await waitFor(() =>
      expect(within(editor).getByTestId('order-edit-difference')).toHaveTextContent(
        'The customer pays $20.00 more',
      ),
    );
    expect(api.calls('POST /admin/order-edits/oe_1/items/item_1_oe_1')[0]!.body).toEqual({
      quantity: 3,
    });
    expect(within(editor).getByText('Linen shirt · M: 2 → 3')).toBeVisible();
    expect(within(editor).getByText('was 2', { exact: false })).toBeVisible();

    await user.type(within(editor).getByRole('searchbox', { name: 'Search products' }), 'cup');
    await user.click(await within(editor).findByRole('button', { name: 'Add Espresso cup · Red' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/order-edits/oe_1/items')[0]?.body).toEqual({
        variant_id: 'variant_cup',
        quantity: 1,
      }),
    );
    await waitFor(() =>
      expect(within(editor).getByTestId('order-edit-difference')).toHaveTextContent(
        'The customer pays $29.00 more',
      ),
    );
    expect(within(editor).getByText('Added Espresso cup · Red × 1')).toBeVisible();
    expect(within(editor).getByTestId('order-edit-new-total')).toHaveTextContent('$98.90');

    await user.click(within(editor).getByRole('button', { name: 'Send to customer' }));
    const sent = await screen.findByRole('dialog', { name: 'Sent to the customer' });
    expect(api.calls('POST /admin/order-edits/oe_1/request')).toHaveLength(1);
    expect(
      within(sent).getByText('They pay the $29.00 there before it takes effect.'),
    ).toBeVisible();
    expect(within(sent).getByTestId('order-edit-link')).toHaveAttribute(
      'href',
      'http://localhost:9000/shop/acme-goods/order-edit/oe_1',
    );
    await user.click(within(sent).getByRole('button', { name: 'Done' }));

    const card = await within(section).findByRole('listitem', { name: 'Edit 1' });
    await waitFor(() => expect(within(card).getByText('Waiting for customer')).toBeVisible());
    expect(within(card).getByText('Payment of $29.00')).toBeVisible();
    // One edit waits for the customer: no second one until it is settled.
    expect(within(section).getByRole('button', { name: 'Edit order' })).toBeDisabled();
    expect(
      within(section).getByText(
        'An edit is waiting for the customer: confirm or cancel it before starting another.',
      ),
    ).toBeVisible();
  });

  it('confirms an edit now after warning that a higher total is not charged', async () => {
    const { api } = editsApi();
    renderOrder(api);
    const section = await screen.findByRole('region', { name: 'Order edits' }, LOADED);
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Edit order' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit order #1042' });
    await user.click(
      await within(editor).findByRole('button', { name: 'One more Linen shirt · M' }),
    );
    await waitFor(() =>
      expect(within(editor).getByRole('button', { name: 'Confirm now' })).toBeEnabled(),
    );
    await user.click(within(editor).getByRole('button', { name: 'Confirm now' }));
    const ask = await screen.findByRole('dialog', { name: 'Apply the edit now?' });
    expect(ask).toHaveTextContent(
      'The new total is $20.00 higher and is not charged automatically',
    );
    await user.click(within(ask).getByRole('button', { name: 'Confirm now' }));
    await waitFor(() => expect(api.calls('POST /admin/order-edits/oe_1/confirm')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit order #1042' })).toBeNull(),
    );
  });

  it('lists a requested edit with its link, marks its payment paid, confirms it', async () => {
    const requested = orderEditFixture({
      status: 'requested',
      requested_at: '2030-03-07T10:00:00.000Z',
      internal_note: 'Customer asked for a third shirt',
      items: [{ ...SHIRT, quantity: 3 }, MUG_LINE],
      changes: [
        {
          id: 'oec_1',
          type: 'item_update',
          order_edit_id: 'oe_1',
          original_line_item_id: 'item_1',
          line_item_id: 'item_1_oe_1',
          original_line_item: { ...SHIRT, quantity: 2 },
          line_item: { ...SHIRT, quantity: 3 },
          created_at: '2030-03-07T09:30:00.000Z',
          updated_at: '2030-03-07T09:30:00.000Z',
        },
      ],
      total: 8990,
      difference_due: 2000,
      payment_collection_id: 'paycol_1',
      payment_collection: collectionFixture({ amount: 2000 }),
    });
    const { api } = editsApi(ORDER, { edits: [requested] });
    renderOrder(api);
    const section = await screen.findByRole('region', { name: 'Order edits' }, LOADED);
    const card = await within(section).findByRole('listitem', { name: 'Edit 1' });
    for (const text of [
      'Waiting for customer',
      'Linen shirt · M: 2 → 3',
      'Note: Customer asked for a third shirt',
      'The customer pays $20.00 more',
      'Payment of $20.00',
      'Not paid',
    ])
      expect(within(card).getByText(text)).toBeVisible();
    expect(await within(card).findByTestId('order-edit-link')).toHaveAttribute(
      'href',
      'http://localhost:9000/shop/acme-goods/order-edit/oe_1',
    );
    const user = userEvent.setup();

    await user.click(within(card).getByRole('button', { name: 'Mark as paid' }));
    const paid = await screen.findByRole('dialog', { name: 'Mark $20.00 as paid?' });
    await user.click(within(paid).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(api.calls('POST /admin/payment-collections/paycol_1/authorize')).toHaveLength(1),
    );
    await waitFor(() => expect(within(card).getByText('Paid')).toBeVisible());
    expect(within(card).queryByRole('button', { name: 'Mark as paid' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirm Edit 1 now?' });
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST /admin/order-edits/oe_1/confirm')).toHaveLength(1));
    await waitFor(() => expect(within(card).getByText('Confirmed')).toBeVisible());
  });

  it('keeps Edit order off with the reason once something is fulfilled', async () => {
    const fulfilled = orderFixture({
      fulfillment_status: 'fulfilled',
      items: ORDER.items.map((line) => ({ ...line, fulfilled_quantity: line.quantity })),
    });
    const { api } = editsApi(fulfilled);
    renderOrder(api);
    const section = await screen.findByRole('region', { name: 'Order edits' }, LOADED);
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Edit order' })).toBeDisabled(),
    );
    expect(
      within(section).getByText('Only orders with nothing fulfilled can be edited.'),
    ).toBeVisible();
  });

  it('tells the edits’ story on the timeline', async () => {
    const event = (kind: string, data: Record<string, unknown>, minute: number) => ({
      id: `evt_${kind}`,
      kind,
      created_at: `2030-03-07T10:${String(minute).padStart(2, '0')}:00.000Z`,
      data: { order_edit_id: 'oe_1', ...data },
      actor: null,
    });
    const { api } = editsApi(ORDER, {
      events: [
        event('order_edit_created', {}, 1),
        event('order_edit_requested', { difference_due: 1500 }, 2),
        event('order_edit_declined', { reason: 'Too expensive' }, 3),
        event('order_edit_canceled', {}, 4),
        event('order_edit_confirmed', { difference: -500 }, 5),
      ],
    });
    renderOrder(api);
    const timeline = await screen.findByRole('list', { name: 'Timeline' }, LOADED);
    for (const text of [
      'Order edit started',
      'Order edit sent to the customer, who pays $15.00 more',
      'The customer declined the order edit',
      'Reason: Too expensive',
      'Order edit canceled',
      'Order edit confirmed: the order costs $5.00 less',
    ])
      expect(await within(timeline).findByText(text)).toBeVisible();
  });
});
