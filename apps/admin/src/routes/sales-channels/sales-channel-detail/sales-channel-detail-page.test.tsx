import '@/test/i18n';
import type { Product } from '@storedesk/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { SalesChannelDetailPage } from './sales-channel-detail-page';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const PRODUCTS = 'GET /admin/products';

function product(id: string, title: string, inChannel: boolean): Product {
  return {
    id,
    title,
    handle: title.toLowerCase().replace(/ /g, '-'),
    status: 'published',
    variants: [],
    sales_channels: inChannel ? [{ id: 'sc_2', name: 'Pop-up shop' }] : [],
  } as unknown as Product;
}

/** A channel with 25 products (two pages); the catalogue search is by title. */
function channelApi(): FakeApi {
  let members = Array.from({ length: 25 }, (_, n) =>
    product(`prod_${n + 1}`, `Lamp ${n + 1}`, true),
  );
  return createFakeApi({
    'GET /admin/sales-channels/sc_2': {
      body: {
        sales_channel: { id: 'sc_2', name: 'Pop-up shop', description: null, is_disabled: false },
      },
    },
    'GET /admin/store': { body: { store: testStore() } },
    [PRODUCTS]: ({ query }) => {
      const q = query.get('q') ?? '';
      const rows = members.filter((row) => row.title.includes(q));
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return {
        body: { products: rows.slice(offset, offset + limit), count: rows.length, offset, limit },
      };
    },
    'DELETE /admin/sales-channels/sc_2/products/batch': ({ body }) => {
      const ids = (body as { product_ids: { id: string }[] }).product_ids.map(({ id }) => id);
      members = members.filter((member) => !ids.includes(member.id));
      return { body: { sales_channel: { id: 'sc_2' } } };
    },
  });
}

function renderDetail(api: FakeApi) {
  const router = createMemoryRouter(
    [{ path: '/a/sales-channels/:id', Component: SalesChannelDetailPage }],
    { initialEntries: ['/a/sales-channels/sc_2'] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
}

describe('SalesChannelDetailPage: the channel’s products', { timeout: 20_000 }, () => {
  it('pages and searches the channel’s products, and removes the ticked ones in one batch', async () => {
    const api = channelApi();
    renderDetail(api);
    const panel = await screen.findByRole('region', { name: 'Products' });
    expect(await within(panel).findByText('25 products')).toBeInTheDocument();
    expect(api.calls(PRODUCTS).at(-1)!.query.get('sales_channel_id')).toBe('sc_2');

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByRole('link', { name: 'Lamp 21' })).toBeInTheDocument();
    expect(api.calls(PRODUCTS).at(-1)!.query.get('offset')).toBe('20');

    await user.type(
      within(panel).getByRole('searchbox', { name: "Search this channel's products" }),
      'Lamp 2',
    );
    await waitFor(() => expect(api.calls(PRODUCTS).at(-1)!.query.get('q')).toBe('Lamp 2'));
    // A new search starts on its first page.
    expect(api.calls(PRODUCTS).at(-1)!.query.get('offset')).toBe('0');
    await user.click(await within(panel).findByRole('checkbox', { name: 'Select Lamp 2' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Select Lamp 20' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove 2 products' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 products removed'));
    expect(api.calls('DELETE /admin/sales-channels/sc_2/products/batch')[0]!.body).toEqual({
      product_ids: [{ id: 'prod_2' }, { id: 'prod_20' }],
    });
    await waitFor(() =>
      expect(within(panel).queryByRole('link', { name: 'Lamp 20' })).not.toBeInTheDocument(),
    );
  });
});
