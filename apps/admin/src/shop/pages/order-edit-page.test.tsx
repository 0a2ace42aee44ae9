import type { PaymentCollection, StoreOrderEditsRes } from '@storedesk/contract';
import { StoredeskProvider } from '@storedesk/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRoute } from '@/features/testing/fake-api';
import { testQueryClient } from '@/features/testing/render';
import english from '../../../public/locales/en/shop.json';
import { ShopCartProvider } from '../cart';
import { createShopI18n } from '../i18n';
import { ShopContext } from '../shop-context';
import type { ShopBoot } from '../state';
import { OrderEditPage } from './order-edit-page';

/*
 * The hosted shop's order edit page over a fake store API: what it shows of a requested edit,
 * paying its collection with the test card then completing it, accepting one that costs less,
 * declining with a reason, and the settled and unknown edits.
 */

type Edit = StoreOrderEditsRes['order_edit'];
type Line = Edit['items'][number];

const BOOT: ShopBoot = {
  handle: 'demo-store',
  name: 'Demo Store',
  basePath: '/shop/demo-store',
  apiBase: '/s/demo-store',
  region: null,
  collections: [],
};

const STAMP = '2026-11-28T12:00:00.000Z';

const line = (id: string, title: string, quantity: number, unitPrice: number): Line => ({
  id,
  cart_id: null,
  order_id: null,
  title,
  description: 'Blue',
  variant_id: `variant_${id}`,
  unit_price: unitPrice,
  quantity,
  subtotal: unitPrice * quantity,
  tax_total: 0,
  total: unitPrice * quantity,
});

const MUG = line('item_mug', 'Stoneware mug', 2, 1500);
const SHIRT_BEFORE = line('item_shirt', 'Linen shirt', 1, 4000);
const SHIRT_AFTER = { ...line('item_shirt_oe', 'Linen shirt', 2, 4000) };
const CAP = line('item_cap', 'Wool cap', 1, 2500);

function collection(status: PaymentCollection['status'] = 'not_paid'): PaymentCollection {
  return {
    id: 'paycol_1',
    type: 'order_edit',
    status,
    description: null,
    amount: 5500,
    authorized_amount: status === 'authorized' ? 5500 : null,
    region_id: 'reg_1',
    currency_code: 'usd',
    metadata: null,
    created_by: 'usr_1',
    payment_sessions: [],
    payments: [],
    created_at: STAMP,
    updated_at: STAMP,
    deleted_at: null,
  };
}

/** An edit of order #1042 (a shirt and a cap, 65.00): a mug added, the shirt 1 → 2, the cap removed. */
function edit(overrides: Partial<Edit> = {}): Edit {
  const change = (
    id: string,
    type: 'item_add' | 'item_remove' | 'item_update',
    now: Line | null,
    was: Line | null,
  ) => ({
    id,
    type,
    order_edit_id: 'oe_1',
    original_line_item_id: was?.id ?? null,
    line_item_id: now?.id ?? null,
    original_line_item: was,
    line_item: now,
    created_at: STAMP,
    updated_at: STAMP,
    deleted_at: null,
  });
  return {
    object: 'order_edit',
    id: 'oe_1',
    order_id: 'order_1',
    status: 'requested',
    requested_by: 'usr_1',
    requested_at: STAMP,
    confirmed_at: null,
    declined_by: null,
    declined_reason: null,
    declined_at: null,
    canceled_at: null,
    payment_collection_id: 'paycol_1',
    payment_collection: collection(),
    changes: [
      change('oec_add', 'item_add', MUG, null),
      change('oec_update', 'item_update', SHIRT_AFTER, SHIRT_BEFORE),
      change('oec_remove', 'item_remove', null, CAP),
    ],
    items: [SHIRT_AFTER, MUG],
    subtotal: 11000,
    discount_total: 0,
    shipping_total: 1000,
    gift_card_total: 0,
    gift_card_tax_total: 0,
    tax_total: 0,
    total: 12000,
    difference_due: 5500,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

const ORDER = {
  id: 'order_1',
  display_id: 1042,
  email: 'ada@example.com',
  currency_code: 'usd',
  shipping_address: { first_name: 'Ada', last_name: 'Lovelace' },
};

const region = (providers: string[]) => ({
  region: { id: 'reg_1', payment_providers: providers.map((id) => ({ id, is_installed: true })) },
});

/** The store API of edit `start`, answering the calls the page makes as the server would. */
function editApi(
  start: Edit,
  providers = ['manual', 'test-card'],
  routes: Record<string, FakeRoute> = {},
) {
  const state = { edit: start };
  const withCollection = (next: PaymentCollection) => {
    state.edit = { ...state.edit, payment_collection: next };
    return next;
  };
  const api = createFakeApi({
    'GET /store/order-edits/oe_1': () => ({ body: { order_edit: state.edit } }),
    'GET /store/orders/order_1': { body: { order: ORDER } },
    'GET /store/regions/reg_1': { body: region(providers) },
    'POST /store/payment-collections/paycol_1/sessions': (request) => {
      const body = request.body as { provider_id: string; data?: { card?: { number: string } } };
      const current = state.edit.payment_collection!;
      const declined = body.data?.card?.number.replace(/\s/g, '') === '4000000000000002';
      const session = {
        id: `ps_${body.provider_id}_${current.payment_sessions.length}`,
        created_at: STAMP,
        updated_at: STAMP,
        cart_id: null,
        payment_collection_id: 'paycol_1',
        provider_id: body.provider_id,
        is_selected: true,
        is_initiated: true,
        status: 'pending' as const,
        data:
          body.provider_id === 'stripe'
            ? { client_secret: 'pi_1_secret', publishable_key: 'pk_test_1' }
            : { declined },
        idempotency_key: null,
        amount: 5500,
        payment_authorized_at: null,
      };
      const next = withCollection({
        ...current,
        status: 'awaiting',
        payment_sessions: [
          ...current.payment_sessions.filter((s) => s.provider_id !== body.provider_id),
          session,
        ],
      });
      return { body: { payment_collection: next } };
    },
    'POST /store/payment-collections/paycol_1/sessions/ps_test-card_0/authorize': () => ({
      status: 400,
      body: {
        type: 'invalid_data',
        code: 'payment_authorization_error',
        message: 'card: Your card was declined.',
      },
    }),
    'POST /store/payment-collections/paycol_1/sessions/ps_test-card_1/authorize': () => {
      const current = state.edit.payment_collection!;
      const next = withCollection({
        ...current,
        status: 'authorized',
        authorized_amount: current.amount,
        payment_sessions: current.payment_sessions.map((s) => ({ ...s, status: 'authorized' })),
      });
      return { body: { payment_session: next.payment_sessions.at(-1) } };
    },
    'POST /store/order-edits/oe_1/complete': () => {
      state.edit = { ...state.edit, status: 'confirmed', confirmed_at: STAMP, difference_due: 0 };
      return { body: { order_edit: state.edit } };
    },
    'POST /store/order-edits/oe_1/decline': (request) => {
      const reason = (request.body as { declined_reason?: string }).declined_reason ?? null;
      state.edit = {
        ...state.edit,
        status: 'declined',
        declined_at: STAMP,
        declined_reason: reason,
      };
      return { body: { order_edit: state.edit } };
    },
    ...routes,
  });
  return { api, state };
}

function renderPage(api: FakeApi) {
  const i18n = createShopI18n('en', english);
  return render(
    <I18nextProvider i18n={i18n}>
      <StoredeskProvider client={api.client} queryClient={testQueryClient()} scope="demo-store">
        <ShopContext.Provider value={{ boot: BOOT, language: 'en' }}>
          <ShopCartProvider>
            <OrderEditPage page={{ name: 'order-edit', orderEditId: 'oe_1' }} />
          </ShopCartProvider>
        </ShopContext.Provider>
      </StoredeskProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  // jsdom has no scrolling; the page scrolls to its title once the edit is answered.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.restoreAllMocks());

const bodyOf = (api: FakeApi, key: string) => api.calls(key).map((request) => request.body);

describe('the order edit page', () => {
  it('shows what changes and pays the difference with the test card, then completes the edit', async () => {
    const { api } = editApi(edit());
    renderPage(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review the changes to your order' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-edit-order')).toHaveTextContent('For order #1042');
    const changes = screen.getByRole('region', { name: 'What changes' });
    expect(within(changes).getByTestId('order-edit-added')).toHaveTextContent(
      'Added2 × Stoneware mugBlue$30.00',
    );
    expect(within(changes).getByTestId('order-edit-removed')).toHaveTextContent(
      'Removed1 × Wool capBlue-$25.00',
    );
    expect(within(changes).getByTestId('order-edit-changed')).toHaveTextContent(
      'Quantity changed2 × Linen shirtBlue · was 1, now 2$80.00',
    );
    const summary = screen.getByRole('complementary');
    expect(summary).toHaveTextContent('Current total$65.00');
    expect(screen.getByTestId('order-edit-new-total')).toHaveTextContent('$120.00');
    expect(summary).toHaveTextContent('To pay$55.00');

    const payment = screen.getByRole('region', { name: 'Payment' });
    // The region offers the test card (the manual provider only when there is no card).
    expect(within(payment).queryByRole('radio')).not.toBeInTheDocument();
    const user = userEvent.setup();
    const pay = async (number: string) => {
      const field = (name: string) => within(payment).getByRole('textbox', { name });
      await user.clear(field('Card number'));
      await user.type(field('Card number'), number);
      await user.clear(field('Expiry (MM/YY)'));
      await user.type(field('Expiry (MM/YY)'), '12/34');
      await user.clear(field('CVC'));
      await user.type(field('CVC'), '123');
      await user.clear(field('Name on card'));
      await user.type(field('Name on card'), 'Ada Lovelace');
      await user.click(within(payment).getByRole('button', { name: 'Pay $55.00 and accept' }));
    };
    await pay('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: Your card was declined. The changes are not accepted yet; you can try another card.',
    );
    expect(api.calls('POST /store/order-edits/oe_1/complete')).toHaveLength(0);

    await pay('4242 4242 4242 4242');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order has been updated' }),
    ).toBeInTheDocument();
    expect(bodyOf(api, 'POST /store/payment-collections/paycol_1/sessions')).toEqual([
      {
        provider_id: 'test-card',
        data: {
          card: {
            number: '4000 0000 0000 0002',
            expiry: '12/34',
            cvc: '123',
            name: 'Ada Lovelace',
          },
        },
      },
      {
        provider_id: 'test-card',
        data: {
          card: {
            number: '4242 4242 4242 4242',
            expiry: '12/34',
            cvc: '123',
            name: 'Ada Lovelace',
          },
        },
      },
    ]);
    expect(api.calls('POST /store/order-edits/oe_1/complete')).toHaveLength(1);
    const now = screen.getByRole('region', { name: 'Your order now' });
    expect(now).toHaveTextContent('2 × Linen shirt');
    expect(now).toHaveTextContent('2 × Stoneware mug');
    // The lines, then the order's delivery: together the new total.
    expect(now).toHaveTextContent('Delivery$10.00Total$120.00');
    expect(now).toHaveTextContent('Paid$55.00');
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order #1042' })).toHaveAttribute(
      'href',
      '/shop/demo-store/orders/order_1',
    );
  });

  it('accepts an edit that costs less, saying what the store refunds', async () => {
    const { api } = editApi(
      edit({
        difference_due: -2500,
        total: 4000,
        payment_collection: null,
        payment_collection_id: null,
      }),
    );
    renderPage(api);
    const confirmation = await screen.findByRole('region', { name: 'Confirmation' });
    expect(screen.getByRole('complementary')).toHaveTextContent('To be refunded$25.00');
    expect(confirmation).toHaveTextContent('Once you accept, the store refunds you $25.00.');
    // No payment: the region's providers are not even read.
    expect(api.calls('GET /store/regions/reg_1')).toHaveLength(0);
    await userEvent
      .setup()
      .click(within(confirmation).getByRole('button', { name: 'Accept changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order has been updated' }),
    ).toBeInTheDocument();
    expect(api.calls('POST /store/order-edits/oe_1/complete')).toHaveLength(1);
  });

  it('says why an edit could not be accepted and keeps the button', async () => {
    const { api } = editApi(edit({ difference_due: 0, payment_collection: null }), [], {
      'POST /store/order-edits/oe_1/complete': {
        status: 409,
        body: { type: 'conflict', message: 'items: Wool cap has 0 in stock' },
      },
    });
    renderPage(api);
    const confirmation = await screen.findByRole('region', { name: 'Confirmation' });
    expect(confirmation).toHaveTextContent('There is nothing to pay for these changes.');
    await userEvent
      .setup()
      .click(within(confirmation).getByRole('button', { name: 'Accept changes' }));
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent(
      'The changes could not be accepted: Wool cap has 0 in stock',
    );
    expect(within(confirmation).getByRole('button', { name: 'Accept changes' })).toBeEnabled();
  });

  it('declines with the reason the shopper gives', async () => {
    const { api } = editApi(edit());
    renderPage(api);
    const decline = await screen.findByRole('region', { name: 'Don’t want these changes?' });
    const user = userEvent.setup();
    await user.click(within(decline).getByRole('button', { name: 'Decline changes' }));
    await user.type(
      within(decline).getByRole('textbox', { name: 'Reason (optional)' }),
      'Too dear',
    );
    await user.click(within(decline).getByRole('button', { name: 'Decline changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You declined these changes' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-edit-reason')).toHaveTextContent('Your reason: Too dear');
    expect(bodyOf(api, 'POST /store/order-edits/oe_1/decline')).toEqual([
      { declined_reason: 'Too dear' },
    ]);
    expect(api.calls('POST /store/payment-collections/paycol_1/sessions')).toHaveLength(0);
  });

  it('shows a paid edit waiting to be accepted with the Accept button, not the payment', async () => {
    const { api } = editApi(edit({ payment_collection: collection('authorized') }));
    renderPage(api);
    const confirmation = await screen.findByRole('region', { name: 'Confirmation' });
    expect(confirmation).toHaveTextContent(
      'Your payment of $55.00 has been received. Accept the changes to update your order.',
    );
    expect(screen.getByRole('complementary')).toHaveTextContent('Paid$55.00');
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('starts the Stripe session at once when Stripe is the card offered', async () => {
    const { api } = editApi(edit(), ['stripe', 'manual']);
    renderPage(api);
    await screen.findByRole('region', { name: 'Payment' });
    expect(bodyOf(api, 'POST /store/payment-collections/paycol_1/sessions')).toEqual([
      { provider_id: 'stripe' },
    ]);
  });

  it('says when the store canceled the edit, and shows an edit not sent yet as not found', async () => {
    const canceled = editApi(edit({ status: 'canceled', canceled_at: STAMP }));
    const { unmount } = renderPage(canceled.api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'These changes were withdrawn' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept changes' })).not.toBeInTheDocument();
    unmount();

    const draft = editApi(edit({ status: 'created', requested_at: null }));
    renderPage(draft.api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('shows an unknown edit as not found', async () => {
    const api = createFakeApi({});
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await waitFor(() => expect(api.calls('GET /store/order-edits/oe_1')).toHaveLength(1));
  });
});
