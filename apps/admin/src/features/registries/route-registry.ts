import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type {
  ExtensionIcon,
  Origin,
  RouteExtensionConfig,
  RouteLinkConfig,
} from './extension-types';
import { coreParentOf, isCorePath, isSettingsPath, normalizePath } from './paths';

export interface NestedRouteEntry {
  origin: Origin;
  /** Relative to its parent, without slashes: `details`. */
  path: string;
  page: ComponentType;
}

/** A top-level extension page under /a. */
export interface RouteEntry {
  origin: Origin;
  /** Normalized, under /a: `/store-health`. */
  path: string;
  page: ComponentType;
  link?: RouteLinkConfig;
  children: NestedRouteEntry[];
}

/** A sidebar link: `path` is the in-app address (`/a/store-health`). */
export interface SidebarLink {
  origin: Origin;
  path: string;
  label: string;
  icon?: ExtensionIcon;
}

export type RouteRejection = 'empty' | 'settings' | 'core' | 'duplicate';
export type RegisterResult =
  | { accepted: true; placement: 'top-level' | 'nested' }
  | { accepted: false; reason: RouteRejection };

const ADMIN_BASE = '/a';
const relative = (path: string) => normalizePath(path).slice(1);
const keyOf = (path: string) => normalizePath(path).toLowerCase();

/**
 * Extension routes (SPEC point 2). A route becomes:
 * - rejected when its path is empty, begins with /settings, is a core page, or is taken;
 * - nested under a core page when it lies below one (`/products/insights` → under `products`);
 * - otherwise a top-level page under /a, its `children` as pages below its path.
 */
export function createRouteRegistry() {
  const routes = new Map<string, RouteEntry>();
  const nested = new Map<string, NestedRouteEntry[]>();

  function register(origin: Origin, config: RouteExtensionConfig): RegisterResult {
    const path = normalizePath(config.path);
    if (path === '/') return { accepted: false, reason: 'empty' };
    if (isSettingsPath(path)) return { accepted: false, reason: 'settings' };
    if (isCorePath(path)) return { accepted: false, reason: 'core' };

    const core = coreParentOf(path);
    if (core !== null) {
      const siblings = nested.get(core.parent) ?? [];
      if (siblings.some((entry) => entry.path.toLowerCase() === core.rest.toLowerCase())) {
        return { accepted: false, reason: 'duplicate' };
      }
      nested.set(core.parent, [...siblings, { origin, path: core.rest, page: config.page }]);
      return { accepted: true, placement: 'nested' };
    }

    if (routes.has(keyOf(path))) return { accepted: false, reason: 'duplicate' };
    const children: NestedRouteEntry[] = [];
    for (const child of config.children ?? []) {
      const childPath = relative(child.path);
      if (childPath === '' || children.some((entry) => entry.path === childPath)) continue;
      children.push({ origin, path: childPath, page: child.page });
    }
    routes.set(keyOf(path), {
      origin,
      path,
      page: config.page,
      ...(config.link ? { link: config.link } : {}),
      children,
    });
    return { accepted: true, placement: 'top-level' };
  }

  /** Top-level routes, in registration order. */
  const getRoutes = (): RouteEntry[] => [...routes.values()];

  /** Routes an extension put below a core page (`products`, `customers/groups`, ...). */
  const getNestedRoutes = (parent: string): NestedRouteEntry[] =>
    nested.get(relative(parent)) ?? [];

  /** Sidebar links of the top-level routes that asked for one. */
  const getLinks = (): SidebarLink[] =>
    getRoutes().flatMap((route) =>
      route.link
        ? [
            {
              origin: route.origin,
              path: `${ADMIN_BASE}${route.path}`,
              label: route.link.label,
              ...(route.link.icon ? { icon: route.link.icon } : {}),
            },
          ]
        : [],
    );

  /**
   * Route objects for the admin area's children (relative to /a): each page at its path, its
   * children as full pages below it (they need no `<Outlet />` in the parent).
   */
  const toRouteObjects = (): RouteObject[] =>
    getRoutes().map((route) => ({
      path: relative(route.path),
      children: [
        { index: true, Component: route.page },
        ...route.children.map((child) => ({ path: child.path, Component: child.page })),
      ],
    }));

  /** Route objects to add among a core page's children, e.g. `toNestedRouteObjects('products')`. */
  const toNestedRouteObjects = (parent: string): RouteObject[] =>
    getNestedRoutes(parent).map((entry) => ({ path: entry.path, Component: entry.page }));

  return { register, getRoutes, getNestedRoutes, getLinks, toRouteObjects, toNestedRouteObjects };
}

export type RouteRegistry = ReturnType<typeof createRouteRegistry>;
