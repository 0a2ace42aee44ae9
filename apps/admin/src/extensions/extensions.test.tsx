import '@/test/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { config as apiUsage } from './api-usage/api-usage-setting';
import { config as storeAtAGlance } from './store-at-a-glance/store-at-a-glance-widget';
import { config as storeHealth } from './store-health/store-health-route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('example extensions', () => {
  it('API usage lists the publishable keys and the number of users', async () => {
    const api = createFakeApi({
      'GET /admin/publishable-api-keys': {
        body: {
          publishable_api_keys: [
            {
              id: 'pk_live',
              title: 'Web shop',
              created_at: '2030-01-02T00:00:00.000Z',
              updated_at: '2030-01-02T00:00:00.000Z',
              created_by: null,
              revoked_by: null,
              revoked_at: null,
            },
            {
              id: 'pk_old',
              title: 'Old app',
              created_at: '2029-01-02T00:00:00.000Z',
              updated_at: '2029-01-02T00:00:00.000Z',
              created_by: null,
              revoked_by: 'usr_1',
              revoked_at: '2029-06-01T00:00:00.000Z',
            },
          ],
          count: 2,
          offset: 0,
          limit: 100,
        },
      },
      'GET /admin/users': { body: { users: [], count: 4, offset: 0, limit: 0 } },
    });
    const Page = apiUsage.page;
    render(<Page />, { wrapper: apiWrapper(api) });

    expect(await screen.findByText('Web shop')).toBeTruthy();
    expect(screen.getByText('pk_live')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Revoked')).toBeTruthy();
    expect(screen.getByText('2 keys')).toBeTruthy();
    expect(await screen.findByText('4 users can sign in to this store.')).toBeTruthy();
    expect(api.calls('GET /admin/users')[0]?.query.get('limit')).toBe('0');
  });

  it('Store at a glance shows the name, currencies and default sales channel', async () => {
    const api = createFakeApi({
      'GET /admin/store': {
        body: {
          store: testStore({
            default_sales_channel: {
              id: 'sc_1',
              name: 'Default Sales Channel',
            } as never,
          }),
        },
      },
    });
    const Widget = storeAtAGlance.component;
    render(<Widget zone="store.overview" />, { wrapper: apiWrapper(api) });
    expect(await screen.findByText('Acme Goods')).toBeTruthy();
    expect(screen.getByText('Default Sales Channel')).toBeTruthy();
    expect(screen.getByText('Currencies').nextElementSibling?.textContent).toBe(
      'EUR (default), USD',
    );
  });

  it('Store health reads /health on this origin', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ status: 'ok', database: 'unavailable' }, { status: 503 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const Page = storeHealth.page;
    render(<Page />, { wrapper: apiWrapper(createFakeApi()) });
    expect(await screen.findByText('Working')).toBeTruthy();
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/health', expect.anything());
  });

  it('Store health says so when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Network request failed');
      }),
    );
    const Page = storeHealth.page;
    render(<Page />, { wrapper: apiWrapper(createFakeApi()) });
    expect((await screen.findByRole('alert')).textContent).toBe('The API could not be reached.');
  });
});
