import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsRoutes } from '@/routes/settings/routes';
import { AREAS } from '@/shell/areas';
import { SETTINGS_PAGES } from '@/shell/settings-pages';
import { createExtensionRegistries } from './create-registries';
import { defineRoute, defineSetting, defineWidget } from './extension-types';
import { extensionRegistries } from './extension-registries';
import { CORE_SETTINGS_PATHS } from './paths';
import { createRouteRegistry } from './route-registry';
import { createSettingsRegistry } from './settings-registry';
import { useWidgets } from './use-widgets';
import { createWidgetRegistry } from './widget-registry';
import { WidgetProvider } from './widget-provider';
import { WidgetZone } from './widget-zone';

afterEach(cleanup);

const Page = () => null;
const Other = () => null;
const Icon = () => null;

const route = (path: string, extra: Partial<Parameters<typeof defineRoute>[0]> = {}) =>
  defineRoute({ path, page: Page, ...extra });

describe('route registry: exclusions', () => {
  it.each([
    '/settings',
    '/settings/my-page',
    'settings/deep/page',
    '/Settings/Case',
    '/settings-sync',
  ])('rejects %s (begins with /settings)', (path) => {
    expect(createRouteRegistry().register('ext', route(path))).toEqual({
      accepted: false,
      reason: 'settings',
    });
  });

  it.each([
    'products',
    'product-categories',
    'orders',
    'customers',
    'customers/groups',
    'discounts',
    'gift-cards',
    'gift-cards/manage',
    'pricing',
    'inventory',
    'collections',
    'draft-orders',
    'login',
    'sales-channels',
    'publishable-api-keys',
    'oauth',
    'oauth/stripe',
    'oauth/any_app-name',
  ])('rejects the core path %s, with or without slashes and case', (path) => {
    for (const variant of [path, `/${path}`, `/${path}/`, `/${path.toUpperCase()}`]) {
      const registry = createRouteRegistry();
      expect(registry.register('ext', route(variant))).toEqual({
        accepted: false,
        reason: 'core',
      });
      expect(registry.getRoutes()).toEqual([]);
    }
  });

  it('rejects an empty path and a path taken by an earlier extension', () => {
    const registry = createRouteRegistry();
    expect(registry.register('a', route('/'))).toEqual({ accepted: false, reason: 'empty' });
    expect(registry.register('a', route('/reports'))).toEqual({
      accepted: true,
      placement: 'top-level',
    });
    expect(registry.register('b', route('/Reports/'))).toEqual({
      accepted: false,
      reason: 'duplicate',
    });
    expect(registry.getRoutes().map((entry) => entry.origin)).toEqual(['a']);
  });

  it('keeps paths that only look like core ones', () => {
    const registry = createRouteRegistry();
    for (const path of ['/product', '/orders-report', '/my-products', '/loginx', '/pricing-lab']) {
      expect(registry.register('ext', route(path))).toMatchObject({ placement: 'top-level' });
    }
    expect(registry.getRoutes().map((entry) => entry.path)).toEqual([
      '/product',
      '/orders-report',
      '/my-products',
      '/loginx',
      '/pricing-lab',
    ]);
  });
});

describe('route registry: nesting', () => {
  it('puts a path below a core page under the deepest such page', () => {
    const registry = createRouteRegistry();
    expect(registry.register('a', route('/products/insights'))).toEqual({
      accepted: true,
      placement: 'nested',
    });
    registry.register('b', route('/customers/groups/vip', { page: Other }));
    registry.register('c', route('/customers/segments'));
    registry.register('d', route('/oauth/stripe/callback'));

    expect(registry.getRoutes()).toEqual([]);
    expect(registry.getNestedRoutes('products')).toEqual([
      { origin: 'a', path: 'insights', page: Page },
    ]);
    expect(registry.getNestedRoutes('/customers/groups/')).toEqual([
      { origin: 'b', path: 'vip', page: Other },
    ]);
    expect(registry.getNestedRoutes('customers')).toEqual([
      { origin: 'c', path: 'segments', page: Page },
    ]);
    expect(registry.getNestedRoutes('oauth/:app_name')).toEqual([
      { origin: 'd', path: 'callback', page: Page },
    ]);
    expect(registry.toNestedRouteObjects('products')).toEqual([
      { path: 'insights', Component: Page },
    ]);
    expect(registry.register('e', route('/products/insights'))).toEqual({
      accepted: false,
      reason: 'duplicate',
    });
  });

  it('serves a route’s children as pages below it', () => {
    const registry = createRouteRegistry();
    registry.register(
      'ext',
      route('/reports', {
        children: [
          { path: '/details/', page: Other },
          { path: '', page: Other },
          { path: 'details', page: Page },
        ],
      }),
    );
    expect(registry.getRoutes()[0]?.children).toEqual([
      { origin: 'ext', path: 'details', page: Other },
    ]);
    expect(registry.toRouteObjects()).toEqual([
      {
        path: 'reports',
        children: [
          { index: true, Component: Page },
          { path: 'details', Component: Other },
        ],
      },
    ]);
  });

  it('lists sidebar links only for routes that have one', () => {
    const registry = createRouteRegistry();
    registry.register('a', route('/reports', { link: { label: 'Reports', icon: Icon } }));
    registry.register('b', route('/hidden'));
    registry.register('c', route('/plain', { link: { label: 'Plain' } }));
    expect(registry.getLinks()).toEqual([
      { origin: 'a', path: '/a/reports', label: 'Reports', icon: Icon },
      { origin: 'c', path: '/a/plain', label: 'Plain' },
    ]);
  });
});

describe('settings registry', () => {
  const setting = (path: string, label = path) =>
    defineSetting({ path, page: Page, card: { label, description: `${label} text`, icon: Icon } });

  it('sorts settings and cards by path, whatever the registration order', () => {
    const registry = createSettingsRegistry();
    registry.register('z', setting('/webhooks', 'Webhooks'));
    registry.register('a', setting('/api-usage', 'API usage'));
    registry.register('m', setting('/settings/mail', 'Mail'));

    expect(registry.getSettings().map((entry) => [entry.origin, entry.path])).toEqual([
      ['a', '/api-usage'],
      ['m', '/mail'],
      ['z', '/webhooks'],
    ]);
    expect(registry.getCards()).toEqual([
      {
        path: '/a/settings/api-usage',
        label: 'API usage',
        description: 'API usage text',
        icon: Icon,
      },
      { path: '/a/settings/mail', label: 'Mail', description: 'Mail text', icon: Icon },
      { path: '/a/settings/webhooks', label: 'Webhooks', description: 'Webhooks text', icon: Icon },
    ]);
    expect(registry.toRouteObjects().map((object) => object.path)).toEqual([
      'api-usage',
      'mail',
      'webhooks',
    ]);
  });

  it.each([
    '/store-details',
    '/settings/personal-information',
    'billing',
    '/Users/',
    '/publishable-api-keys',
    '/currencies',
    '/regions',
    '/shipping',
    '/tax-rates',
    '/users/roles',
    '/settings/billing/invoices',
  ])('refuses the built-in settings path %s (or one below it)', (path) => {
    expect(createSettingsRegistry().register('a', setting(path))).toEqual({
      accepted: false,
      reason: 'core',
    });
  });

  it('keeps paths that only look like built-in ones', () => {
    const registry = createSettingsRegistry();
    for (const path of ['/users-export', '/billing-history', '/api-usage', '/store']) {
      expect(registry.register(path, setting(path))).toEqual({ accepted: true });
    }
  });

  it('reserves every settings page the dashboard routes or announces', () => {
    const builtIn = settingsRoutes()[0]!.children!.flatMap((route) =>
      route.path ? [route.path] : [],
    );
    const areas = AREAS.flatMap((area) =>
      area.path.startsWith('settings/') ? [area.path.slice('settings/'.length)] : [],
    );
    const overview = SETTINGS_PAGES.map((page) => page.path.replace('/a/settings/', ''));
    for (const path of [...builtIn, ...areas, ...overview]) {
      expect(CORE_SETTINGS_PATHS, path).toContain(path);
    }
  });

  it('says why a settings page was skipped, naming the path', () => {
    const registries = createExtensionRegistries({
      'src/extensions/users.tsx': { config: setting('/settings/users') },
      'src/extensions/mail.tsx': { config: setting('/mail') },
      'src/extensions/mail-again.tsx': { config: setting('/Mail') },
    });
    expect(registries.problems).toEqual([
      {
        origin: 'src/extensions/mail.tsx',
        problem: 'setting: /mail is already taken by an earlier extension',
      },
      {
        origin: 'src/extensions/users.tsx',
        problem:
          'setting: /settings/users is a built-in settings page (or lies below one); choose another path',
      },
    ]);
  });

  it('rejects empty, core and duplicate settings paths', () => {
    const registry = createSettingsRegistry();
    expect(registry.register('a', setting('/settings'))).toEqual({
      accepted: false,
      reason: 'empty',
    });
    expect(registry.register('a', setting('/billing'))).toEqual({
      accepted: false,
      reason: 'core',
    });
    expect(registry.register('a', setting('/mail'))).toEqual({ accepted: true });
    expect(registry.register('b', setting('/settings/Mail'))).toEqual({
      accepted: false,
      reason: 'duplicate',
    });
  });
});

describe('widget registry', () => {
  it('registers one widget in several zones, once per zone', () => {
    const registry = createWidgetRegistry();
    expect(
      registry.register(
        'w',
        defineWidget({ zone: ['store.overview', 'orders', 'orders'], component: Page }),
      ),
    ).toEqual({ accepted: true, zones: ['store.overview', 'orders'] });
    registry.register('x', defineWidget({ zone: 'orders', component: Other }));

    expect(registry.getWidgets('store.overview')).toEqual([
      { origin: 'w', zone: 'store.overview', component: Page },
    ]);
    expect(registry.getWidgets('orders')).toEqual([
      { origin: 'w', zone: 'orders', component: Page },
      { origin: 'x', zone: 'orders', component: Other },
    ]);
    expect(registry.getWidgets('nowhere')).toEqual([]);
    expect(registry.register('y', defineWidget({ zone: [], component: Page }))).toEqual({
      accepted: false,
      reason: 'no-zone',
    });
  });

  it('useWidgets throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWidgets('store.overview'))).toThrow(
      'useWidgets must be used within a WidgetContext',
    );
  });

  it('WidgetZone renders every widget of its zone and survives one that throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = createWidgetRegistry();
    registry.register(
      'a',
      defineWidget({ zone: ['top', 'side'], component: ({ zone }) => <p>A in {zone}</p> }),
    );
    registry.register(
      'b',
      defineWidget({
        zone: 'top',
        component: () => {
          throw new Error('broken widget');
        },
      }),
    );
    registry.register('c', defineWidget({ zone: 'top', component: () => <p>C</p> }));
    render(
      <WidgetProvider registry={registry}>
        <WidgetZone zone="top" />
        <WidgetZone zone="side" />
      </WidgetProvider>,
    );
    expect(screen.getAllByText(/^A in|^C$/).map((node) => node.textContent)).toEqual([
      'A in top',
      'C',
      'A in side',
    ]);
  });
});

describe('createExtensionRegistries', () => {
  it('sorts modules by path, skips helpers and reports invalid or rejected configs', () => {
    const registries = createExtensionRegistries({
      'src/extensions/b.tsx': { config: route('/reports') },
      'src/extensions/a.tsx': { config: route('/reports', { page: Other }) },
      'src/extensions/helper.ts': { formatThing: () => '' },
      'src/extensions/bad.ts': { config: { kind: 'page', path: '/x' } },
      'src/extensions/core.tsx': { config: route('/orders') },
      'src/extensions/setting.tsx': {
        config: defineSetting({
          path: '/mail',
          page: Page,
          card: { label: 'Mail', description: '' },
        }),
      },
      'src/extensions/widget.tsx': { config: defineWidget({ zone: 'z', component: Page }) },
    });
    expect(registries.routes.getRoutes().map((entry) => [entry.origin, entry.page])).toEqual([
      ['src/extensions/a.tsx', Other],
    ]);
    expect(registries.settings.getSettings().map((entry) => entry.origin)).toEqual([
      'src/extensions/setting.tsx',
    ]);
    expect(registries.widgets.getWidgets('z').map((entry) => entry.origin)).toEqual([
      'src/extensions/widget.tsx',
    ]);
    expect(registries.problems).toEqual([
      {
        origin: 'src/extensions/b.tsx',
        problem: 'route: /reports is already taken by an earlier extension',
      },
      {
        origin: 'src/extensions/bad.ts',
        problem: 'config is not a route, widget or setting extension',
      },
      {
        origin: 'src/extensions/core.tsx',
        problem: 'route: /orders is a page of the dashboard itself; choose another path',
      },
    ]);
  });

  it('loads the example extensions shipped in src/extensions', () => {
    expect(extensionRegistries.problems).toEqual([]);
    expect(extensionRegistries.routes.getLinks()).toMatchObject([
      {
        origin: 'src/extensions/store-health/store-health-route.tsx',
        path: '/a/store-health',
        label: 'storeHealth.label',
      },
    ]);
    expect(extensionRegistries.settings.getCards()).toMatchObject([
      { path: '/a/settings/api-usage', label: 'apiUsage.label' },
    ]);
    expect(extensionRegistries.widgets.getWidgets('store.overview')).toMatchObject([
      { origin: 'src/extensions/store-at-a-glance/store-at-a-glance-widget.tsx' },
    ]);
  });
});
