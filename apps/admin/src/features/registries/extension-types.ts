import type { ComponentType } from 'react';

/**
 * The shapes an extension module exports as `config` (see src/extensions/README.md). This file
 * imports nothing at run time, so extensions can import it without an import cycle.
 */

/** Which module an entry came from: the extension file's path, or `core`. */
export type Origin = string;

/** An icon: any component taking a class name (inline SVG, an icon library's component). */
export type ExtensionIcon = ComponentType<{ className?: string }>;

/**
 * A translation key of the `extensions` namespace, or plain text: keys are translated, any other
 * text is shown as written.
 */
export type ExtensionText = string;

export interface RouteLinkConfig {
  label: ExtensionText;
  icon?: ExtensionIcon;
}

export interface NestedRouteConfig {
  /** Relative to the parent route: `details` under `/store-health` is `/a/store-health/details`. */
  path: string;
  page: ComponentType;
}

export interface RouteExtensionConfig {
  kind: 'route';
  /** Under the admin area: `/store-health` is served at `/app/a/store-health`. */
  path: string;
  page: ComponentType;
  /** Adds a sidebar link to the page. */
  link?: RouteLinkConfig;
  /** More full pages under this one's path. */
  children?: NestedRouteConfig[];
}

/** Where widgets can go. Other zone names are accepted; these are the ones the shell renders. */
export const KNOWN_WIDGET_ZONES = ['store.overview'] as const;
export type WidgetZone = (typeof KNOWN_WIDGET_ZONES)[number] | (string & {});

export interface WidgetProps {
  /** The zone the widget is rendered in (one widget may serve several). */
  zone: WidgetZone;
}

export interface WidgetExtensionConfig {
  kind: 'widget';
  /** One zone or several. */
  zone: WidgetZone | readonly WidgetZone[];
  component: ComponentType<WidgetProps>;
}

export interface SettingCardConfig {
  label: ExtensionText;
  description: ExtensionText;
  icon?: ExtensionIcon;
}

export interface SettingExtensionConfig {
  kind: 'setting';
  /** Under settings: `/api-usage` is served at `/app/a/settings/api-usage`. */
  path: string;
  page: ComponentType;
  card: SettingCardConfig;
}

export type ExtensionConfig = RouteExtensionConfig | WidgetExtensionConfig | SettingExtensionConfig;

/** Identity helpers that only check the type: `export const config = defineRoute({ ... })`. */
export const defineRoute = (config: Omit<RouteExtensionConfig, 'kind'>): RouteExtensionConfig => ({
  kind: 'route',
  ...config,
});
export const defineWidget = (
  config: Omit<WidgetExtensionConfig, 'kind'>,
): WidgetExtensionConfig => ({ kind: 'widget', ...config });
export const defineSetting = (
  config: Omit<SettingExtensionConfig, 'kind'>,
): SettingExtensionConfig => ({ kind: 'setting', ...config });
