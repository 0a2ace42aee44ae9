import '@/test/i18n';
import type { Product } from '@storedesk/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { CollectionDetailPage } from './collection-detail-page';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const DETAIL = 'GET /admin/collections/pcol_1';

function product(id: string, title: string, collectionId: string | null): Product {
  return {
    id,
    title,
    handle: title.toLowerCase().replace(/ /g, '-'),
    status: 'draft',
    collection_id: collectionId,
    variants: [],
    sales_channels: [],
  } as unknown as Product;
}

/** A collection with the linen shirt; the mug is in the catalogue but not in it. */
function collectionApi(): FakeApi {
  let members = [product('prod_1', 'Linen shirt', 'pcol_1')];
  const catalogue = () => [
    ...members,
    ...[product('prod_2', 'Stoneware mug', null)].filter(
      (entry) => !members.some((member) => member.id === entry.id),
    ),
  ];
  const answer = () => ({
    body: {
      collection: {
        id: 'pcol_1',
        title: 'Summer',
        handle: 'summer',
        metadata: { season: 'summer' },
        products: members,
      },
    },
  });
  return createFakeApi({
    [DETAIL]: answer,
    'GET /admin/products': () => ({
      body: { products: catalogue(), count: catalogue().length, offset: 0, limit: 10 },
    }),
    'POST /admin/collections/pcol_1/products/batch': ({ body }) => {
      const ids = (body as { product_ids: string[] }).product_ids;
      members = [...members, ...ids.map((id) => ({ ...product(id, 'Stoneware mug', 'pcol_1') }))];
      return answer();
    },
    'DELETE /admin/collections/pcol_1/products/batch': ({ body }) => {
      const ids = (body as { product_ids: string[] }).product_ids;
      members = members.filter((member) => !ids.includes(member.id));
      return { body: { id: 'pcol_1', object: 'product-collection', removed_products: ids } };
    },
    'DELETE /admin/collections/pcol_1': {
      body: { id: 'pcol_1', object: 'product-collection', deleted: true },
    },
    'GET /admin/collections': { body: { collections: [], count: 0, offset: 0, limit: 20 } },
  });
}

function renderDetail(api: FakeApi) {
  const router = createMemoryRouter(
    [
      { path: '/a/collections/:id', Component: CollectionDetailPage },
      { path: '/a/collections', element: <p>the list</p> },
    ],
    { initialEntries: ['/a/collections', '/a/collections/pcol_1'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

describe('CollectionDetailPage (the detail kit and the members panel)', { timeout: 20_000 }, () => {
  it('adds a product through the picker and removes the ticked ones', async () => {
    const api = collectionApi();
    renderDetail(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Products' });
    expect(within(panel).getByText('1 product')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/a/products/prod_1',
    );
    expect(screen.getByRole('region', { name: 'Metadata' })).toHaveTextContent('summer');

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Add products' }));
    const picker = await screen.findByRole('dialog', { name: 'Add products' });
    // The shirt is in already: ticked, and cannot be picked again.
    const shirt = await within(picker).findByRole('checkbox', { name: /Linen shirt/ });
    expect(shirt).toBeChecked();
    expect(shirt).toBeDisabled();
    expect(within(picker).getByText('Already in this collection')).toBeInTheDocument();
    await user.click(within(picker).getByRole('checkbox', { name: /Stoneware mug/ }));
    await user.click(within(picker).getByRole('button', { name: 'Add 1 product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /admin/collections/pcol_1/products/batch')[0]!.body).toEqual({
      product_ids: ['prod_2'],
    });
    expect(toast.success).toHaveBeenCalledWith('1 product added');
    expect(await within(panel).findByText('2 products')).toBeInTheDocument();

    await user.click(within(panel).getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove 2 products' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 products removed'));
    expect(api.calls('DELETE /admin/collections/pcol_1/products/batch')[0]!.body).toEqual({
      product_ids: ['prod_1', 'prod_2'],
    });
    expect(
      await within(panel).findByText('No products in this collection yet.'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, then says so and goes back to the list', async () => {
    const api = collectionApi();
    const router = renderDetail(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Summer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/collections'));
    expect(toast.success).toHaveBeenCalledWith('Collection Summer deleted');
    // The deleted page was replaced in the history: Back does not lead to it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the server’s reason when the collection cannot be read', async () => {
    const api = collectionApi();
    api.route(DETAIL, {
      status: 404,
      body: { type: 'not_found', message: 'Collection not found' },
    });
    renderDetail(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Collection not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Collections/ })).toHaveAttribute(
      'href',
      '/a/collections',
    );
  });
});
