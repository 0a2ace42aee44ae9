import { cleanup, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import './test-i18n';
import { FeatureFlagProvider, StaticFeatureFlagProvider } from '@/features/feature-flags';
import { createFakeApi } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { AREAS } from './areas';
import { CommandPalette } from './command-palette';
import { useEnabledAreas } from './use-enabled-areas';

afterEach(cleanup);

const ids = (areas: readonly { id: string }[]) => areas.map((area) => area.id);

function withFlags(flags: Record<string, boolean>) {
  const api = createFakeApi({});
  const Api = apiWrapper(api);
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Api>
        <MemoryRouter>
          <StaticFeatureFlagProvider flags={flags}>{children}</StaticFeatureFlagProvider>
        </MemoryRouter>
      </Api>
    );
  };
}

describe('useEnabledAreas', () => {
  it('offers categories only while product_categories is on', () => {
    const on = renderHook(() => useEnabledAreas(), {
      wrapper: withFlags({
        product_categories: true,
        inventoryService: true,
        stockLocationService: true,
      }),
    });
    expect(ids(on.result.current)).toEqual(ids(AREAS));

    const off = renderHook(() => useEnabledAreas(), {
      wrapper: withFlags({
        product_categories: false,
        inventoryService: true,
        stockLocationService: true,
      }),
    });
    expect(ids(off.result.current)).toEqual(ids(AREAS).filter((id) => id !== 'categories'));
  });

  it('hides flagged areas while the flags are still loading', () => {
    // No session and no store answer yet: the provider has not loaded any flag.
    const api = createFakeApi({});
    const Api = apiWrapper(api);
    const { result } = renderHook(() => useEnabledAreas(), {
      wrapper: ({ children }) => (
        <Api>
          <FeatureFlagProvider>{children}</FeatureFlagProvider>
        </Api>
      ),
    });
    expect(ids(result.current)).not.toContain('categories');
    expect(ids(result.current)).toContain('products');
  });
});

describe('CommandPalette', () => {
  const goTo = () =>
    within(screen.getByRole('group', { name: 'Go to' }))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');

  it('offers Categories only while product_categories is on', () => {
    const { unmount } = render(<CommandPalette open onOpenChange={() => {}} />, {
      wrapper: withFlags({ product_categories: true }),
    });
    expect(goTo().some((label) => label.startsWith('Categories'))).toBe(true);
    expect(goTo().some((label) => label.startsWith('Collections'))).toBe(true);
    unmount();

    render(<CommandPalette open onOpenChange={() => {}} />, {
      wrapper: withFlags({ product_categories: false }),
    });
    expect(goTo().some((label) => label.startsWith('Categories'))).toBe(false);
    expect(goTo().some((label) => label.startsWith('Collections'))).toBe(true);
  });
});
