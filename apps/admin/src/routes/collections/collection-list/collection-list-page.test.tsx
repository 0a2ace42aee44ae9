import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { CollectionListPage } from './collection-list-page';

const LIST = 'GET /admin/collections';

/** `count` collections named Collection 1..count; the fake server searches, sorts and pages. */
function collectionsApi(count: number): FakeApi {
  const all = Array.from({ length: count }, (_, index) => ({
    id: `pcol_${index + 1}`,
    title: `Collection ${index + 1}`,
    handle: `collection-${index + 1}`,
    products: [],
  }));
  return createFakeApi({
    [LIST]: ({ query }) => {
      const q = query.get('q') ?? '';
      let rows = all.filter((row) => row.title.toLowerCase().includes(q.toLowerCase()));
      if (query.get('order') === '-title') rows = [...rows].reverse();
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return {
        body: {
          collections: rows.slice(offset, offset + limit),
          count: rows.length,
          offset,
          limit,
        },
      };
    },
  });
}

function renderList(api: FakeApi, url = '/a/collections') {
  const router = createMemoryRouter([{ path: '/a/collections', Component: CollectionListPage }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const lastList = (api: FakeApi) => api.calls(LIST).at(-1)!.query;

describe('CollectionListPage (the list-page kit)', { timeout: 20_000 }, () => {
  it('pages, sorts by a column and searches, all kept in the URL', async () => {
    const api = collectionsApi(25);
    const router = renderList(api);
    const table = await screen.findByRole('table', { name: 'Collections' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'Collection 21' })).toHaveAttribute(
      'href',
      '/a/collections/pcol_21',
    );
    expect(lastList(api).get('offset')).toBe('20');

    // A new sort goes back to the first page.
    await user.click(screen.getByRole('button', { name: /Title/ }));
    await user.click(screen.getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=-title'));
    await waitFor(() => expect(lastList(api).get('order')).toBe('-title'));

    await user.type(screen.getByRole('searchbox', { name: 'Search collections' }), 'zzz');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz&order=-title'));
    expect(await screen.findByText('No collections match “zzz”.')).toBeInTheDocument();
  });

  it('says there are none yet when the store has no collections', async () => {
    renderList(collectionsApi(0));
    expect(
      await screen.findByText('No collections yet. Create one to group products.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('moves a page past the end (an old link) back to the last page', async () => {
    const router = renderList(collectionsApi(3), '/a/collections?page=4');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Collection 3' })).toBeInTheDocument();
  });
});
