import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRoute } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { draftFixture } from '../common/draft-fixtures';
import type { DraftOrderView } from '../common/draft-view';
import { DraftOrderDetailPage } from './draft-order-detail-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const BASE = '/admin/draft-orders/dorder_1';

function draftApi(draft: DraftOrderView, routes: Record<string, FakeRoute> = {}): FakeApi {
  return createFakeApi({ [`GET ${BASE}`]: { body: { draft_order: draft } }, ...routes });
}

function renderPage(api: FakeApi) {
  const router = createMemoryRouter(
    [
      { path: '/a/draft-orders/:id', Component: DraftOrderDetailPage },
      { path: '/a/draft-orders', element: <p>the list</p> },
      { path: '/a/orders/:id', element: <p>order page</p> },
      { path: '/a/customers/:id', element: <p>customer page</p> },
    ],
    { initialEntries: ['/a/draft-orders/dorder_1'] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const LOADED = { timeout: 10_000 };

describe('DraftOrderDetailPage', { timeout: 20_000 }, () => {
  it('shows the lines, totals, customer, address and shipping of the draft', async () => {
    renderPage(draftApi(draftFixture()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft #7' }, LOADED),
    ).toBeVisible();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('Lamp');
    expect(items).toHaveTextContent('Brass · LAMP-BR · $25.00 each');
    expect(items).toHaveTextContent('Custom item · $3.50 each');
    for (const text of ['$53.50', '$7.00', '$60.50']) expect(items).toHaveTextContent(text);
    const customer = screen.getByRole('region', { name: 'Customer and shipping' });
    expect(within(customer).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/a/customers/cus_1',
    );
    expect(customer).toHaveTextContent('12 St James Square');
    expect(customer).toHaveTextContent('Courier · $7.00');
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('changes a line’s quantity and removes a line', async () => {
    const updated = draftFixture();
    const api = draftApi(draftFixture(), {
      [`POST ${BASE}/line-items/item_1`]: { body: { draft_order: updated } },
      [`DELETE ${BASE}/line-items/item_2`]: { body: { draft_order: updated } },
    });
    renderPage(api);
    const user = userEvent.setup();
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Lamp' }, LOADED);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 1 to 100,000.')).toBeVisible();
    expect(api.calls(`POST ${BASE}/line-items/item_1`)).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls(`POST ${BASE}/line-items/item_1`)[0]?.body).toEqual({ quantity: 3 }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Gift wrapping' }));
    await waitFor(() => expect(api.calls(`DELETE ${BASE}/line-items/item_2`)).toHaveLength(1));
  });

  it('marks the draft paid after asking, then opens the order it became', async () => {
    const api = draftApi(draftFixture(), {
      [`POST ${BASE}/pay`]: { body: { order: { id: 'order_42', display_id: 42 } } },
    });
    const router = renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Mark draft #7 as paid?' });
    expect(dialog).toHaveTextContent('$60.50');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/orders/order_42'));
    expect(api.calls(`POST ${BASE}/pay`)).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s reason when paying is refused', async () => {
    const api = draftApi(draftFixture(), {
      [`POST ${BASE}/pay`]: {
        status: 400,
        body: { type: 'invalid_data', message: 'items: the draft order has no lines' },
      },
    });
    renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Mark draft #7 as paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByText('items: the draft order has no lines')).toBeVisible();
  });

  it('deletes the draft after asking, and returns to the list', async () => {
    const api = draftApi(draftFixture(), {
      [`DELETE ${BASE}`]: { body: { id: 'dorder_1', object: 'draft-order', deleted: true } },
    });
    const router = renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Delete draft #7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/draft-orders'));
    expect(api.calls(`DELETE ${BASE}`)).toHaveLength(1);
  });

  it('edits the email and the addresses of an open draft, then shows the saved values', async () => {
    let draft = draftFixture();
    const api = createFakeApi({
      [`GET ${BASE}`]: () => ({ body: { draft_order: draft } }),
      [`POST ${BASE}`]: (request) => {
        const body = request.body as Record<string, unknown>;
        draft = draftFixture();
        draft.cart = {
          ...draft.cart,
          email: body.email as string,
          shipping_address: body.shipping_address as typeof draft.cart.shipping_address,
          billing_address: body.billing_address as typeof draft.cart.billing_address,
        };
        return { body: { draft_order: draft } };
      },
    });
    renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Edit draft #7' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('ada@example.com');
    await user.clear(email);
    await user.type(email, 'ada@lovelace.org');
    const city = within(dialog).getAllByRole('textbox', { name: 'City' })[0]!;
    await user.clear(city);
    await user.type(city, 'Toronto');
    // Only the region's countries are offered for shipping.
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a country', 'Canada', 'United States']);
    await user.selectOptions(country, 'ca');
    // Billing is the shipping address unless unticked; then it has fields of its own.
    const same = within(dialog).getByRole('checkbox', {
      name: 'Billing address is the same as the shipping address',
    });
    expect(same).toBeChecked();
    await user.click(same);
    const billing = within(dialog).getByRole('group', { name: 'Billing address' });
    await user.type(within(billing).getByRole('textbox', { name: 'Company' }), 'Analytical Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.calls(`POST ${BASE}`)).toHaveLength(1));
    const address = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: null,
      address_1: '12 St James Square',
      address_2: null,
      postal_code: '10001',
      city: 'Toronto',
      province: null,
      country_code: 'ca',
      phone: null,
    };
    expect(api.calls(`POST ${BASE}`)[0]?.body).toEqual({
      email: 'ada@lovelace.org',
      shipping_address: address,
      billing_address: { ...address, company: 'Analytical Ltd' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(toast.success).mock.calls[0]?.[0]).toBe('Draft #7 saved');
    const customer = screen.getByRole('region', { name: 'Customer and shipping' });
    await waitFor(() => expect(customer).toHaveTextContent('ada@lovelace.org'));
    expect(customer).toHaveTextContent('10001 Toronto');
    expect(customer).toHaveTextContent('Analytical Ltd');
  });

  it('shows a refusal naming a field under that field, and keeps the modal open', async () => {
    const api = draftApi(draftFixture(), {
      [`POST ${BASE}`]: {
        status: 400,
        body: {
          type: 'invalid_data',
          message: "shipping_address.country_code: fr is not a country of the cart's region (us)",
        },
      },
    });
    renderPage(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Edit draft #7' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveAttribute('aria-invalid', 'true'));
    expect(country).toHaveAccessibleDescription(
      "shipping_address.country_code: fr is not a country of the cart's region (us)",
    );
    // Same as shipping (no billing address yet): the shipping address is sent for both.
    const body = api.calls(`POST ${BASE}`)[0]?.body as Record<string, unknown>;
    expect(body.billing_address).toEqual(body.shipping_address);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a completed draft links to its order and cannot be changed', async () => {
    renderPage(
      draftApi(
        draftFixture({
          status: 'completed',
          order_id: 'order_42',
          completed_at: '2030-03-02T10:00:00.000Z',
        }),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Draft #7' }, LOADED),
    ).toBeVisible();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'View order' }))
      expect(link).toHaveAttribute('href', '/a/orders/order_42');
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Items' })).toHaveTextContent('Quantity: 2');
  });
});
