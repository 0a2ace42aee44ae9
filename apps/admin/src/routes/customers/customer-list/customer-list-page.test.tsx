import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { CustomerListPage } from './customer-list-page';

const LIST = 'GET /admin/customers';

function customer(index: number) {
  return {
    id: `cus_${index}`,
    email: `shopper${index}@example.com`,
    first_name: index % 5 === 0 ? null : `Shopper`,
    last_name: index % 5 === 0 ? null : `Number ${index}`,
    phone: null,
    has_account: index % 2 === 1,
    billing_address_id: null,
    metadata: null,
    created_at: `2026-11-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00.000Z`,
    updated_at: '2026-11-28T10:00:00.000Z',
    deleted_at: null,
  };
}

/** `count` customers; the fake server searches by email and filters by account, then pages. */
function customersApi(count: number): FakeApi {
  const all = Array.from({ length: count }, (_, index) => customer(index + 1));
  return createFakeApi({
    [LIST]: ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const account = query.get('has_account');
      const rows = all.filter(
        (row) => row.email.includes(q) && (account === null || String(row.has_account) === account),
      );
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 50);
      return {
        body: { customers: rows.slice(offset, offset + limit), count: rows.length, offset, limit },
      };
    },
  });
}

function renderList(api: FakeApi, url = '/a/customers') {
  const router = createMemoryRouter([{ path: '/a/customers', Component: CustomerListPage }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const lastList = (api: FakeApi) => api.calls(LIST).at(-1)!.query;

describe('CustomerListPage', { timeout: 20_000 }, () => {
  it('shows name, email, account and creation date, and pages through the customers', async () => {
    const api = customersApi(25);
    const router = renderList(api);
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'Shopper Number 1' })).toHaveAttribute(
      'href',
      '/a/customers/cus_1',
    );
    expect(first).toHaveTextContent('shopper1@example.com');
    expect(first).toHaveTextContent('Account');
    expect(first).toHaveTextContent('Nov 2, 2026');
    // A guest without a name is still a row with a link.
    expect(within(table).getAllByRole('link', { name: 'No name' })[0]).toHaveAttribute(
      'href',
      '/a/customers/cus_5',
    );
    expect(lastList(api).get('limit')).toBe('20');
    expect(lastList(api).has('order')).toBe(false);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'Shopper Number 21' })).toBeInTheDocument();
    expect(lastList(api).get('offset')).toBe('20');

    await user.click(screen.getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=email'));
    await waitFor(() => expect(lastList(api).get('order')).toBe('email'));
  });

  it('searches and filters by account, all kept in the URL', async () => {
    const api = customersApi(12);
    const router = renderList(api);
    await screen.findByRole('table', { name: 'Customers' });
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'shopper1');
    await waitFor(() => expect(router.state.location.search).toBe('?q=shopper1'));
    await waitFor(() => expect(lastList(api).get('q')).toBe('shopper1'));

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Guest (no account)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=shopper1&account=false'));
    await waitFor(() => expect(lastList(api).get('has_account')).toBe('false'));
    const table = await screen.findByRole('table', { name: 'Customers' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['No name', 'Shopper Number 12']),
    );
    expect(screen.getByText('Account: Guest (no account)')).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Remove filter Account: Guest (no account)' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?q=shopper1'));
    // Everyone matching the search again (the earlier answer, from the cache).
    expect(await screen.findByRole('link', { name: 'Shopper Number 11' })).toBeInTheDocument();
  });

  it('reads the filters from the URL: a creation range becomes created_at', async () => {
    const api = customersApi(3);
    renderList(api, '/a/customers?account=true&created_from=2026-11-01&created_to=2026-11-30');
    await screen.findByRole('table', { name: 'Customers' });
    const query = lastList(api);
    expect(query.get('has_account')).toBe('true');
    expect(query.get('created_at[gte]')).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(query.get('created_at[lt]')).toBe(new Date('2026-12-01T00:00:00').toISOString());
  });

  it('says there are none yet, and says when nothing matches', async () => {
    renderList(customersApi(0));
    expect(
      await screen.findByText(
        'No customers yet. Shoppers appear here after their first checkout or sign-up.',
      ),
    ).toBeInTheDocument();
    renderList(customersApi(2), '/a/customers?q=nobody');
    expect(
      await screen.findByText('No customers match this search or these filters.'),
    ).toBeInTheDocument();
  });
});
