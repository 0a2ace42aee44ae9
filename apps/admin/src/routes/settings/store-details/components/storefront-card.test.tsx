import '@/test/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { StorefrontCard } from './storefront-card';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const SAVE = 'POST /admin/store';

function renderCard(api: FakeApi, store = testStore()) {
  render(<StorefrontCard store={store} />, { wrapper: apiWrapper(api) });
  return screen.getByRole('region', { name: 'Storefront connection' });
}

describe('StorefrontCard', { timeout: 20_000 }, () => {
  it('shows the API base URL, the host URLs, the v1 environment line and the shop link', () => {
    const card = renderCard(
      createFakeApi(),
      testStore({
        storefront_urls: {
          api_base_url: 'https://api.example.com/s/acme-goods',
          host_base_urls: ['https://acme-goods.shops.example.com'],
          shop_url: 'https://api.example.com/shop/acme-goods',
        },
      }),
    );
    expect(within(card).getByText('https://api.example.com/s/acme-goods')).toBeInTheDocument();
    expect(within(card).getByText('https://acme-goods.shops.example.com')).toBeInTheDocument();
    expect(
      within(card).getByText('NEXT_PUBLIC_MEDUSA_BACKEND_URL=https://api.example.com/s/acme-goods'),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'https://api.example.com/shop/acme-goods' }),
    ).toHaveAttribute('href', 'https://api.example.com/shop/acme-goods');
    expect(within(card).getByRole('button', { name: 'Copy API base URL' })).toBeInTheDocument();
  });

  it('saves the handle, the domain (empty for none) and one origin per line', async () => {
    const api = createFakeApi({ [SAVE]: { body: { store: testStore() } } });
    const card = renderCard(api, testStore({ host_name: 'api.acme.example' }));
    const user = userEvent.setup();
    await user.clear(within(card).getByLabelText('Store handle'));
    await user.type(within(card).getByLabelText('Store handle'), 'Acme-Shop');
    await user.clear(within(card).getByLabelText('Custom domain'));
    await user.type(
      within(card).getByLabelText('Allowed storefront origins'),
      'https://Shop.Acme.example/{enter}{enter}http://localhost:8000',
    );
    await user.click(within(card).getByRole('button', { name: 'Save storefront settings' }));
    await vi.waitFor(() => expect(api.calls(SAVE)).toHaveLength(1));
    expect(api.calls(SAVE)[0]!.body).toEqual({
      handle: 'acme-shop',
      host_name: null,
      store_cors: ['https://shop.acme.example', 'http://localhost:8000'],
    });
  });

  it('words its own refusals on their fields and sends nothing', async () => {
    const api = createFakeApi();
    const card = renderCard(api);
    const user = userEvent.setup();
    await user.clear(within(card).getByLabelText('Store handle'));
    await user.type(within(card).getByLabelText('Store handle'), 'not a handle');
    await user.type(within(card).getByLabelText('Custom domain'), 'https://x.example/path');
    await user.type(within(card).getByLabelText('Allowed storefront origins'), 'shop.example.com');
    await user.click(within(card).getByRole('button', { name: 'Save storefront settings' }));
    expect(await within(card).findByText(/Use 2 to 48 lower-case letters/)).toBeInTheDocument();
    await user.clear(within(card).getByLabelText('Store handle'));
    await user.type(within(card).getByLabelText('Store handle'), 'fine-handle');
    await user.click(within(card).getByRole('button', { name: 'Save storefront settings' }));
    expect(await within(card).findByText(/Enter a domain such as/)).toBeInTheDocument();
    expect(within(card).getByText(/Each line must be an origin/)).toBeInTheDocument();
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it('puts the server’s refusal on its field: a taken handle, a domain another store uses', async () => {
    const api = createFakeApi({
      [SAVE]: {
        status: 422,
        body: {
          type: 'duplicate_error',
          code: 'duplicate_handle',
          message: 'handle: acme is taken by another store.',
        },
      },
    });
    const card = renderCard(api);
    const user = userEvent.setup();
    await user.clear(within(card).getByLabelText('Store handle'));
    await user.type(within(card).getByLabelText('Store handle'), 'acme');
    await user.click(within(card).getByRole('button', { name: 'Save storefront settings' }));
    expect(
      await within(card).findByText('Another store already uses this handle.'),
    ).toBeInTheDocument();

    api.route(SAVE, {
      status: 422,
      body: {
        type: 'duplicate_error',
        code: 'duplicate_host_name',
        message: 'host_name: api.acme.example is used by another store.',
      },
    });
    await user.type(within(card).getByLabelText('Custom domain'), 'api.acme.example');
    await user.click(within(card).getByRole('button', { name: 'Save storefront settings' }));
    expect(
      await within(card).findByText('host_name: api.acme.example is used by another store.'),
    ).toBeInTheDocument();
  });
});
