import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/features/testing/fake-api';
import { TEST_USER, testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { buildFeatureFlags } from './flags';
import { FeatureFlagProvider, StaticFeatureFlagProvider } from './feature-flag-provider';
import { FeatureGate } from './feature-gate';
import { useFeatureFlag, useFeatureFlags } from './use-feature-flag';

afterEach(cleanup);

const store = testStore({
  feature_flags: [
    { key: 'analytics', value: true },
    { key: 'product_categories', value: false },
  ],
  modules: [{ module: 'inventoryService', resolution: '@storedesk/inventory' }],
});

describe('buildFeatureFlags', () => {
  it('takes each flag as given and turns each module into a flag set true', () => {
    expect(buildFeatureFlags(store)).toEqual({
      analytics: true,
      product_categories: false,
      inventoryService: true,
    });
  });

  it('lets a module win over a flag of the same name that is off', () => {
    expect(
      buildFeatureFlags({
        feature_flags: [{ key: 'inventoryService', value: false }],
        modules: [{ module: 'inventoryService', resolution: 'x' }],
      }),
    ).toEqual({ inventoryService: true });
  });
});

function Probe() {
  const analytics = useFeatureFlag('analytics');
  const categories = useFeatureFlag('product_categories');
  const inventory = useFeatureFlag('inventoryService');
  const unknown = useFeatureFlag('nope');
  const { isLoaded } = useFeatureFlags();
  return <output>{JSON.stringify({ analytics, categories, inventory, unknown, isLoaded })}</output>;
}

const read = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as object;

describe('FeatureFlagProvider', () => {
  it('loads flags from the store once a session exists', async () => {
    const api = createFakeApi({
      'GET /admin/auth': { body: { user: TEST_USER } },
      'GET /admin/store': { body: { store } },
    });
    render(
      <FeatureFlagProvider>
        <Probe />
      </FeatureFlagProvider>,
      { wrapper: apiWrapper(api) },
    );
    expect(read()).toMatchObject({ analytics: false, isLoaded: false });
    await waitFor(() =>
      expect(read()).toEqual({
        analytics: true,
        categories: false,
        inventory: true,
        unknown: false,
        isLoaded: true,
      }),
    );
  });

  it('keeps every flag off when there is no session user', async () => {
    const api = createFakeApi({
      'GET /admin/auth': { status: 401, body: { type: 'unauthorized', message: 'Unauthorized' } },
      'GET /admin/store': { body: { store } },
    });
    render(
      <FeatureFlagProvider>
        <Probe />
      </FeatureFlagProvider>,
      { wrapper: apiWrapper(api) },
    );
    await waitFor(() => expect(api.calls('GET /admin/auth')).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET /admin/store')).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(read()).toMatchObject({ analytics: false, inventory: false, isLoaded: false });
  });

  it('throws outside the provider', () => {
    expect(() => renderHook(() => useFeatureFlag('analytics'))).toThrow(
      'useFeatureFlag must be used within a FeatureFlagProvider',
    );
  });
});

describe('FeatureGate', () => {
  function renderGate(flags: Record<string, boolean> | null) {
    const routes = [
      {
        path: '/',
        element: <FeatureGate flag="product_categories" fallback={<p>not found</p>} />,
        children: [{ path: 'product-categories', element: <p>categories</p> }],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/product-categories'] });
    const page = <RouterProvider router={router} />;
    if (flags)
      return render(<StaticFeatureFlagProvider flags={flags}>{page}</StaticFeatureFlagProvider>);
    // The real provider before the store answered: flags not loaded yet.
    return render(<FeatureFlagProvider>{page}</FeatureFlagProvider>, {
      wrapper: apiWrapper(createFakeApi({})),
    });
  }

  it('shows its routes while the flag is on', () => {
    renderGate({ product_categories: true });
    expect(screen.getByText('categories')).toBeInTheDocument();
  });

  it('shows the fallback instead while the flag is off', () => {
    renderGate({ product_categories: false });
    expect(screen.getByText('not found')).toBeInTheDocument();
    expect(screen.queryByText('categories')).toBeNull();
  });

  it('shows nothing until the flags have loaded', () => {
    renderGate(null);
    expect(screen.queryByText('categories')).toBeNull();
    expect(screen.queryByText('not found')).toBeNull();
  });
});
