import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { CustomerEditModal } from '../customer-edit/customer-edit-modal';
import { CustomerDetailPage } from './customer-detail-page';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const DETAIL = 'GET /admin/customers/cus_1';
const UPDATE = 'POST /admin/customers/cus_1';
const NOTES = 'GET /admin/notes';
const CREATE_NOTE = 'POST /admin/notes';

const note = (id: string, value: string, createdAt: string, author: unknown = null) => ({
  id,
  resource_type: 'customer',
  resource_id: 'cus_1',
  value,
  author_id: author ? 'usr_1' : null,
  author,
  metadata: null,
  created_at: createdAt,
  updated_at: createdAt,
  deleted_at: null,
});

const GRACE = { id: 'usr_1', email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' };

const address = (id: string, line: string, city: string) => ({
  id,
  customer_id: 'cus_1',
  company: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: line,
  address_2: null,
  city,
  country_code: 'gb',
  province: null,
  postal_code: 'SW1Y 4JH',
  phone: null,
  metadata: null,
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  deleted_at: null,
});

function customerApi(
  overrides: Record<string, unknown> = {},
  initialNotes: unknown[] = [],
): FakeApi {
  // The server's notes of the customer, newest first, as GET /admin/notes answers them.
  let notes = [...initialNotes] as ReturnType<typeof note>[];
  let customer: Record<string, unknown> = {
    id: 'cus_1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: null,
    has_account: true,
    billing_address_id: 'addr_b',
    metadata: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    deleted_at: null,
    orders: [
      {
        object: 'order',
        id: 'order_2',
        display_id: 12,
        status: 'pending',
        payment_status: 'captured',
        fulfillment_status: 'shipped',
        created_at: '2026-11-20T10:00:00.000Z',
        currency_code: 'eur',
        email: 'ada@example.com',
        total: 4599,
      },
      {
        object: 'order',
        id: 'order_1',
        display_id: 7,
        status: 'pending',
        payment_status: 'awaiting',
        fulfillment_status: 'not_fulfilled',
        created_at: '2026-11-03T10:00:00.000Z',
        currency_code: 'usd',
        email: 'ada@example.com',
        total: 1000,
      },
    ],
    shipping_addresses: [address('addr_s', '12 St James Sq', 'London')],
    billing_address: address('addr_b', '1 Bill St', 'Leeds'),
    ...overrides,
  };
  return createFakeApi({
    [DETAIL]: () => ({ body: { customer } }),
    [UPDATE]: ({ body }) => {
      const changes = body as Record<string, unknown>;
      if (changes.email === 'taken@example.com') {
        return {
          status: 422,
          body: {
            type: 'duplicate_error',
            message: 'email is already used by another customer of this store',
            code: 'email_taken',
          },
        };
      }
      customer = { ...customer, ...changes };
      return { body: { customer } };
    },
    [NOTES]: () => ({ body: { notes, count: notes.length, offset: 0, limit: 50 } }),
    [CREATE_NOTE]: ({ body }) => {
      const { value } = body as { value: string };
      const made = note(`note_${notes.length + 10}`, value, '2026-11-25T09:30:00.000Z', GRACE);
      notes = [made, ...notes];
      return { body: { note: made } };
    },
    'DELETE /admin/notes/note_1': () => {
      notes = notes.filter((n) => n.id !== 'note_1');
      return { body: { id: 'note_1', object: 'note', deleted: true } };
    },
  });
}

function renderDetail(api: FakeApi, path = '/a/customers/cus_1') {
  const router = createMemoryRouter(
    [
      {
        path: '/a/customers/:id',
        Component: CustomerDetailPage,
        children: [{ path: 'edit', Component: CustomerEditModal }],
      },
      { path: '/a/customers', element: <p>the list</p> },
    ],
    { initialEntries: ['/a/customers', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

describe('CustomerDetailPage', { timeout: 20_000 }, () => {
  it('shows the details, the orders with links and the addresses', async () => {
    const api = customerApi();
    renderDetail(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(api.calls(DETAIL)[0]!.query.get('expand')).toBe(
      'orders,shipping_addresses,billing_address',
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('ada@example.com');
    expect(details).toHaveTextContent('Not given');
    expect(details).toHaveTextContent('Registered: signs in to the storefront');
    expect(details).toHaveTextContent('November 1, 2026');

    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('2 orders')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Order #12' })).toHaveAttribute(
      'href',
      '/a/orders/order_2',
    );
    expect(within(orders).getByRole('link', { name: 'Order #7' })).toHaveAttribute(
      'href',
      '/a/orders/order_1',
    );
    expect(orders).toHaveTextContent('€45.99');
    expect(orders).toHaveTextContent('$10.00');
    expect(orders).toHaveTextContent('Paid');
    expect(orders).toHaveTextContent('Shipped');
    expect(orders).toHaveTextContent('Not fulfilled');

    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(addresses).toHaveTextContent('1 Bill St');
    expect(addresses).toHaveTextContent('SW1Y 4JH Leeds');
    expect(addresses).toHaveTextContent('12 St James Sq');
    expect(addresses).toHaveTextContent('United Kingdom');
  });

  it('says when a guest has no name, orders or addresses', async () => {
    renderDetail(
      customerApi({
        first_name: null,
        last_name: null,
        has_account: false,
        orders: [],
        shipping_addresses: [],
        billing_address: null,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ada@example.com' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent(
      'Guest: checked out without an account',
    );
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('No billing address.')).toBeInTheDocument();
    expect(screen.getByText('No saved shipping addresses.')).toBeInTheDocument();
  });

  it('edits the name and phone, sending only what changed; an account keeps its email', async () => {
    const api = customerApi();
    const router = renderDetail(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'This customer has an account: only they can change its email, from the storefront.',
    );
    const first = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+44 20 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/a/customers/cus_1'));
    expect(api.calls(UPDATE)[0]!.body).toEqual({ first_name: 'Augusta', phone: '+44 20 1234' });
    expect(toast.success).toHaveBeenCalledWith('Customer saved');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Augusta Lovelace' }),
    ).toBeInTheDocument();
  });

  it("changes a guest's email; a taken one is said on the field", async () => {
    const api = customerApi({ has_account: false });
    renderDetail(api, '/a/customers/cus_1/edit');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).not.toHaveAttribute('readonly');

    await user.clear(email);
    await user.type(email, 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Enter an email address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(api.calls(UPDATE)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'Taken@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('email is already used by another customer of this store'),
    ).toBeInTheDocument();
    expect(api.calls(UPDATE)[0]!.body).toEqual({ email: 'taken@example.com' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('lists the notes newest first with author and time, or says there are none', async () => {
    const api = customerApi({}, [
      note('note_2', 'Prefers a call\nafter 5 pm', '2026-11-24T16:00:00.000Z', GRACE),
      note('note_1', 'Asked about wholesale', '2026-11-20T08:00:00.000Z'),
    ]);
    renderDetail(api);
    const section = await screen.findByRole('region', { name: 'Notes' });
    const items = await within(section).findAllByRole('listitem');
    expect(api.calls(NOTES)[0]!.query.get('resource_id')).toBe('cus_1');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Prefers a call after 5 pm');
    expect(items[0]).toHaveTextContent(/Nov 24, 2026.*· Grace Hopper/);
    expect(items[1]).toHaveTextContent('Asked about wholesale');
    expect(items[1]).toHaveTextContent('Nov 20, 2026');
    expect(items[1]).not.toHaveTextContent('·');
  });

  it('says when there are no notes yet', async () => {
    renderDetail(customerApi());
    const section = await screen.findByRole('region', { name: 'Notes' });
    expect(
      await within(section).findByText(
        'No notes yet. Notes you add here are seen only by your team.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a note, refusing an empty one, and shows it at the top', async () => {
    const api = customerApi({}, [
      note('note_1', 'Asked about wholesale', '2026-11-20T08:00:00.000Z'),
    ]);
    renderDetail(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Notes' });
    const field = within(section).getByRole('textbox', { name: 'Add a note' });
    await user.type(field, '   ');
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    expect(await within(section).findByText('Write the note first.')).toBeInTheDocument();
    expect(api.calls(CREATE_NOTE)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Sent a 10% voucher');
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Note added'));
    expect(api.calls(CREATE_NOTE)[0]!.body).toEqual({
      resource_type: 'customer',
      resource_id: 'cus_1',
      value: 'Sent a 10% voucher',
    });
    expect(field).toHaveValue('');
    await waitFor(() =>
      expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(
        /Sent a 10% voucher.*Grace Hopper/,
      ),
    );
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('deletes a note after asking', async () => {
    const api = customerApi({}, [
      note('note_1', 'Asked about wholesale', '2026-11-20T08:00:00.000Z'),
    ]);
    renderDetail(api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Notes' });
    await user.click(await within(section).findByRole('button', { name: /^Delete the note of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Note deleted'));
    expect(api.calls('DELETE /admin/notes/note_1')).toHaveLength(1);
    expect(
      await within(section).findByText(
        'No notes yet. Notes you add here are seen only by your team.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the customer cannot be read', async () => {
    const api = customerApi();
    api.route(DETAIL, {
      status: 404,
      body: { type: 'not_found', message: 'Customer with id: cus_1 was not found' },
    });
    renderDetail(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Customer with id: cus_1 was not found',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
  });
});
