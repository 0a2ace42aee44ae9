/**
 * Plugin registries (SPEC points 2 and 3): routes, settings pages and widgets that extension
 * modules under src/extensions declare (format: src/extensions/README.md).
 *
 * Mount (shell):
 * - Admin routes: spread `extensionRegistries.routes.toRouteObjects()` into the children of the
 *   `/a` layout route (paths are relative to /a). A core area adds the pages extensions put
 *   below it with `extensionRegistries.routes.toNestedRouteObjects('products')` among its own
 *   children.
 * - Sidebar: `extensionRegistries.routes.getLinks()` → `{ path: '/a/…', label, icon, origin }`;
 *   show labels through `useExtensionText()`.
 * - Settings: spread `extensionRegistries.settings.toRouteObjects()` into the children of
 *   `/a/settings`; list `extensionRegistries.settings.getCards()` (sorted by path, each `{ path:
 *   '/a/settings/…', label, description, icon }`) on the settings overview.
 * - Widgets: `<WidgetProvider>` once in the admin layout, then `<WidgetZone zone="store.overview" />`
 *   where the zone is (the home page); `useWidgets(zone)` for custom layouts.
 */
export { extensionRegistries } from './extension-registries';
export { createExtensionRegistries } from './create-registries';
export type { ExtensionProblem, ExtensionRegistries } from './create-registries';
export { createRouteRegistry } from './route-registry';
export type { NestedRouteEntry, RouteEntry, RouteRegistry, SidebarLink } from './route-registry';
export { createSettingsRegistry } from './settings-registry';
export type { SettingCard, SettingEntry, SettingsRegistry } from './settings-registry';
export { createWidgetRegistry } from './widget-registry';
export type { WidgetEntry, WidgetRegistry } from './widget-registry';
export { WidgetProvider } from './widget-provider';
export { WIDGET_CONTEXT_MESSAGE, useWidgets } from './use-widgets';
export { WidgetZone } from './widget-zone';
export { useExtensionText } from './use-extension-text';
export { CORE_ROUTE_PATHS, CORE_SETTINGS_PATHS } from './paths';
export * from './extension-types';
