import type { ExtensionConfig, Origin } from './extension-types';
import { createRouteRegistry } from './route-registry';
import { createSettingsRegistry } from './settings-registry';
import { createWidgetRegistry } from './widget-registry';

/** Why an extension file was not used; reported once in the console by the loader. */
export interface ExtensionProblem {
  origin: Origin;
  problem: string;
}

function isExtensionConfig(value: unknown): value is ExtensionConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  const isComponent = (candidate: unknown) =>
    typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null);
  switch (config.kind) {
    case 'route':
      return typeof config.path === 'string' && isComponent(config.page);
    case 'setting':
      return (
        typeof config.path === 'string' &&
        isComponent(config.page) &&
        typeof config.card === 'object' &&
        config.card !== null
      );
    case 'widget':
      return (
        (typeof config.zone === 'string' || Array.isArray(config.zone)) &&
        isComponent(config.component)
      );
    default:
      return false;
  }
}

/** Why a registry refused an extension, in words for the developer who wrote it. */
function explain(kind: ExtensionConfig['kind'], reason: string, path: string): string {
  switch (reason) {
    case 'empty':
      return 'the path is empty';
    case 'settings':
      return `${path} begins with /settings: write a setting extension instead`;
    case 'core':
      return kind === 'setting'
        ? `${path} is a built-in settings page (or lies below one); choose another path`
        : `${path} is a page of the dashboard itself; choose another path`;
    case 'duplicate':
      return `${path} is already taken by an earlier extension`;
    case 'no-zone':
      return 'the widget names no zone';
    default:
      return reason;
  }
}

/**
 * The three registries filled from extension modules (`path → module`, as `import.meta.glob`
 * gives them, in path order). A module without a `config` export is a helper and is skipped;
 * an invalid or rejected `config` is listed in `problems`.
 */
export function createExtensionRegistries(modules: Record<Origin, unknown>) {
  const routes = createRouteRegistry();
  const settings = createSettingsRegistry();
  const widgets = createWidgetRegistry();
  const problems: ExtensionProblem[] = [];

  for (const origin of Object.keys(modules).sort()) {
    const module = modules[origin];
    if (typeof module !== 'object' || module === null || !('config' in module)) continue;
    const config = (module as { config: unknown }).config;
    if (!isExtensionConfig(config)) {
      problems.push({ origin, problem: 'config is not a route, widget or setting extension' });
      continue;
    }
    const result =
      config.kind === 'route'
        ? routes.register(origin, config)
        : config.kind === 'setting'
          ? settings.register(origin, config)
          : widgets.register(origin, config);
    if (!result.accepted) {
      const path = 'path' in config ? config.path : '';
      problems.push({
        origin,
        problem: `${config.kind}: ${explain(config.kind, result.reason, path)}`,
      });
    }
  }

  return { routes, settings, widgets, problems };
}

export type ExtensionRegistries = ReturnType<typeof createExtensionRegistries>;
